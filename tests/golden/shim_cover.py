#!/usr/bin/env python3
"""Usage: tests/golden/shim_cover.py GOLDEN CASE...

Prints, one per line, the fewest of the CASEs (greedily, the one reaching most new headers
first; ties in the given order) whose testdata/<case>/golden/GOLDEN together include every
runtime-shim/include header that the given cases' goldens include (following `#include "..."`
through the shim, as scripts/shim-warnings.sh's coverage check does). Cases without that golden
are left out. scripts/shim-warnings.sh builds these per target in its default (CI) tier.
"""
import os
import re
import sys

SHIM = "runtime-shim/include"
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]*)"', re.M)


def reached(golden):
    todo = [h for h in INCLUDE.findall(open(golden, encoding="utf-8").read()) if h.startswith("kt/")]
    seen = set()
    while todo:
        h = os.path.normpath(todo.pop())
        if h in seen or not os.path.isfile(os.path.join(SHIM, h)):
            continue
        seen.add(h)
        text = open(os.path.join(SHIM, h), encoding="utf-8").read()
        todo += [os.path.join(os.path.dirname(h), i) for i in INCLUDE.findall(text)]
    return seen


def main(golden, cases):
    pool = {c: reached(f"testdata/{c}/golden/{golden}") for c in cases
            if os.path.isfile(f"testdata/{c}/golden/{golden}")}
    order = [c for c in cases if c in pool]
    need = set().union(*pool.values()) if pool else set()
    got = set()
    while got != need:
        best = max(order, key=lambda c: (len(pool[c] - got), -order.index(c)))
        print(best)
        got |= pool[best]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
