#!/usr/bin/env python3
"""Random valid Kokkos programs for differential testing (issue 28).

Usage: gen.py --seed S [--dispatches N] [--only K,K..] [--skip K,K..] [--exclusions FILE]
              [-o FILE] [--spans]

The same seed (and the same N and exclusion list) gives the same program, byte for byte.
Every dispatch k lives in its own function gen_t<k>() and prints one line `t<k> <numbers>`;
`--only`/`--skip` keep a subset of the dispatches without changing any of them (reproducers).
The exclusion list (tests/gen/exclusions.txt) names feature tags the generator must not use
(known translator bugs, tests/gen/FOUND.md). Python 3 standard library only.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kgen.program import draw_cases, render  # noqa: E402

DEFAULT_DISPATCHES = 60


def read_exclusions(path):
    """Tags of an exclusion file: the first word of each line that is not blank or a comment."""
    tags = []
    if path:
        with open(path) as f:
            for ln in f:
                ln = ln.split("#", 1)[0].strip()
                if ln:
                    tags.append(ln.split()[0])
    return tags


def ints(s):
    return {int(x) for x in s.split(",") if x.strip()} if s else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--dispatches", type=int, default=DEFAULT_DISPATCHES)
    ap.add_argument("--only", help="comma-separated dispatch numbers to keep")
    ap.add_argument("--skip", help="comma-separated dispatch numbers to leave out")
    ap.add_argument("--exclusions", help="file of feature tags not to generate")
    ap.add_argument("-o", "--output", help="write here instead of stdout")
    ap.add_argument("--spans", help="write a JSON map dispatch -> [first, last] line here")
    a = ap.parse_args()
    cases = draw_cases(a.seed, a.dispatches, read_exclusions(a.exclusions))
    keep = ints(a.only) or {c.index for c in cases}
    keep -= ints(a.skip) or set()
    text, spans = render(a.seed, cases, keep)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if a.spans:
        with open(a.spans, "w") as f:
            json.dump({"spans": spans, "tags": {c.index: sorted(c.tags) for c in cases}}, f)


if __name__ == "__main__":
    main()
