#!/usr/bin/env python3
"""Reports what a translated program includes, per target (issue 14: "Report the lines each
target's output includes"): the shim headers reached from the target header, with their line
counts and the system headers they pull in, and what each other shim header a golden of that
target includes (launch helpers, optional families) adds on top of it.

Follows `#include "..."` / `#include <kt/...>` inside runtime-shim/include, every branch of a
conditional included (an upper bound where a header includes by #if). Counts all lines of each
shim file once per target. Usage: scripts/shim-includes.py [--markdown]
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
INC = os.path.join(ROOT, "runtime-shim", "include")
TARGETS = {"cuda": ("kt/cuda.hpp", "cuda.cu"), "hip": ("kt/hip.hpp", "hip.hip"),
           "openmp": ("kt/openmp.hpp", "openmp.cpp"), "openacc": ("kt/openacc.hpp", "openacc.cpp")}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def walk(rel, seen, system, base=None):
    """Adds rel (a path under INC, or relative to base's directory) and what it includes."""
    cands = [os.path.normpath(os.path.join(os.path.dirname(base), rel))] if base else []
    cands.append(os.path.normpath(rel))
    path = next((c for c in cands if os.path.isfile(os.path.join(INC, c))), None)
    if path is None:
        system.add(rel)
        return
    if path in seen:
        return
    with open(os.path.join(INC, path)) as f:
        lines = f.read().splitlines()
    seen[path] = len(lines)
    for line in lines:
        m = INCLUDE.match(line)
        if m:
            walk(m.group(2), seen, system, path)


def closure(rel, exclude=()):
    seen, system = {}, set()
    for e in exclude:
        walk(e, seen, system)
    before = set(seen)
    walk(rel, seen, system)
    return {k: v for k, v in seen.items() if k not in before}, system


def golden_includes(golden, top):
    """The shim headers the goldens of one target include, with how many goldens include each."""
    counts = {}
    testdata = os.path.join(ROOT, "testdata")
    for case in sorted(os.listdir(testdata)):
        path = os.path.join(testdata, case, "golden", golden)
        if not os.path.isfile(path):
            continue
        with open(path) as f:
            for h in set(m.group(2) for m in map(INCLUDE.match, f) if m):
                if h.startswith("kt/") and h != top:
                    counts[h] = counts.get(h, 0) + 1
    return sorted(counts, key=lambda h: (-counts[h], h)), counts


def main():
    md = "--markdown" in sys.argv
    rows = []
    for t, (top, golden) in TARGETS.items():
        files, system = closure(top)
        rows.append((t, top, len(files), sum(files.values()), sorted(system)))
        order, counts = golden_includes(golden, top)
        for fam in order:
            extra, _ = closure(fam, [top])
            rows.append((t, f"+ {fam} ({counts[fam]} goldens)", len(extra), sum(extra.values()), []))
    if md:
        print("| Target | Header | Shim files | Lines |")
        print("|---|---|---|---|")
        for t, h, n, l, _ in rows:
            print(f"| {t} | `{h}` | {n} | {l} |")
    else:
        for t, h, n, l, system in rows:
            print(f"{t:8} {h:52} {n:3} files {l:6} lines" +
                  (f"   system: {' '.join(system)}" if system else ""))


if __name__ == "__main__":
    main()
