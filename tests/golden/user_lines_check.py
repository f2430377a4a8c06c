#!/usr/bin/env python3
"""Usage: user_lines_check.py INPUT EDITED OUTPUT

Issue 15 item 2: every user line that the translation does not change stays byte-identical.
EDITED holds the `edited-lines: A-B` lines that `kokkos-translate --debug-edited-lines` prints
for INPUT (the 1-based input lines its edits touch). Every other input line must appear in
OUTPUT (the formatted translation, a golden) verbatim and in the same order. Exits 1 and names
the first line that does not."""
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        inp = f.read().split("\n")
    with open(sys.argv[3], encoding="utf-8") as f:
        out = f.read().split("\n")
    edited = set()
    with open(sys.argv[2], encoding="utf-8") as f:
        for line in f:
            if line.startswith("edited-lines: "):
                a, b = line.split()[1].split("-")
                edited.update(range(int(a), int(b) + 1))
    keep = [(no, text) for no, text in enumerate(inp, 1) if no not in edited]
    at = 0  # the untouched lines in order are a subsequence of OUTPUT (greedy finds one)
    for no, text in keep:
        while at < len(out) and out[at] != text:
            at += 1
        if at == len(out):
            print(f"{sys.argv[1]}:{no}: untouched user line changed or lost in {sys.argv[3]}:")
            print(f"    {text!r}")
            sys.exit(1)
        at += 1
    print(f"{len(keep)} of {len(inp)} input lines untouched, all verbatim")


if __name__ == "__main__":
    main()
