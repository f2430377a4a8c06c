#!/usr/bin/env python3
"""Compare the stdout of a translated test program with its reference output.

Usage: compare-output.py EXPECTED ACTUAL [--rtol 1e-8] [--atol 1e-12]

Both files hold lines of the form `name value [value...]`.  Lines starting
with `device:` (device-side printf output) and blank lines are ignored on both
sides.  The remaining lines are compared one by one, token by token:
  * if both tokens are integer literals they must be equal exactly;
  * otherwise, if both parse as floating-point numbers, they must satisfy
    |a - b| <= atol + rtol * max(|a|, |b|)   (nan matches nan, inf matches
    an inf of the same sign);
  * any other token must match exactly.
The first mismatch is printed and the exit status is 1; 0 on a match; 2 on a
usage or I/O error.  Python 3 standard library only.
"""
import argparse
import math
import re
import sys

INT_RE = re.compile(r"^[+-]?\d+$")


def load(path):
    try:
        with open(path, "r", encoding="utf-8", errors="replace") as f:
            raw = f.read().splitlines()
    except OSError as e:
        print(f"compare-output: cannot read {path}: {e.strerror}", file=sys.stderr)
        sys.exit(2)
    lines = []
    for lineno, text in enumerate(raw, 1):
        stripped = text.strip()
        if not stripped or stripped.startswith("device:"):
            continue
        lines.append((lineno, text.rstrip("\n")))
    return lines


def as_float(tok):
    try:
        return float(tok)
    except ValueError:
        return None


def tokens_match(exp, act, rtol, atol):
    """Return None when the tokens match, else a short reason."""
    if INT_RE.match(exp) and INT_RE.match(act):
        return None if int(exp) == int(act) else "integers differ"
    fe, fa = as_float(exp), as_float(act)
    if fe is not None and fa is not None:
        if math.isnan(fe) or math.isnan(fa):
            return None if (math.isnan(fe) and math.isnan(fa)) else "nan mismatch"
        if math.isinf(fe) or math.isinf(fa):
            return None if fe == fa else "inf mismatch"
        diff = abs(fe - fa)
        tol = atol + rtol * max(abs(fe), abs(fa))
        if diff <= tol:
            return None
        rel = diff / max(abs(fe), abs(fa)) if max(abs(fe), abs(fa)) > 0 else diff
        return f"floats differ: |diff|={diff:.3e} rel={rel:.3e} > tol={tol:.3e}"
    return None if exp == act else "text differs"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("expected")
    ap.add_argument("actual")
    ap.add_argument("--rtol", type=float, default=1e-8)
    ap.add_argument("--atol", type=float, default=1e-12)
    args = ap.parse_args()

    exp_lines = load(args.expected)
    act_lines = load(args.actual)

    for idx in range(max(len(exp_lines), len(act_lines))):
        if idx >= len(exp_lines):
            ln, text = act_lines[idx]
            print(f"mismatch: extra output line {ln} in {args.actual}: {text!r}")
            return 1
        if idx >= len(act_lines):
            ln, text = exp_lines[idx]
            print(f"mismatch: missing output line (expected line {ln}): {text!r}")
            return 1
        eln, etext = exp_lines[idx]
        aln, atext = act_lines[idx]
        etoks, atoks = etext.split(), atext.split()
        if len(etoks) != len(atoks):
            print(f"mismatch: expected line {eln} has {len(etoks)} tokens, "
                  f"actual line {aln} has {len(atoks)}")
            print(f"  expected: {etext}")
            print(f"  actual:   {atext}")
            return 1
        for col, (et, at) in enumerate(zip(etoks, atoks)):
            reason = tokens_match(et, at, args.rtol, args.atol)
            if reason is not None:
                print(f"mismatch: expected line {eln} / actual line {aln}, "
                      f"token {col + 1} ({reason}): expected {et!r}, got {at!r}")
                print(f"  expected: {etext}")
                print(f"  actual:   {atext}")
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
