#!/usr/bin/env python3
"""Usage: user_lines_check.py INPUT EDITED OUTPUT

Issue 15 item 2: every user line that the translation does not change stays byte-identical.
EDITED holds the `edited-lines: A-B [FILE]` lines that `kokkos-translate --debug-edited-lines` prints
for INPUT (the 1-based input lines its edits touch). Every other input line must appear in
OUTPUT (the formatted translation, a golden) verbatim and in the same order. Exits 1 and names
the first line that does not."""
import sys


def untouched_line_problem(inp, edited, out, inp_name, out_name):
    """INP, OUT: the input's and output's text; EDITED: the 1-based input lines edits touch.
    Returns None where every other input line appears in OUT verbatim and in order, else the
    report of the first that does not."""
    inp, out = inp.split("\n"), out.split("\n")
    keep = [(no, text) for no, text in enumerate(inp, 1) if no not in edited]
    at = 0  # the untouched lines in order are a subsequence of OUTPUT (greedy finds one)
    for no, text in keep:
        while at < len(out) and out[at] != text:
            at += 1
        if at == len(out):
            return f"{inp_name}:{no}: untouched user line changed or lost in {out_name}:\n    {text!r}"
        at += 1
    return None


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        inp = f.read()
    with open(sys.argv[3], encoding="utf-8") as f:
        out = f.read()
    edited = set()
    with open(sys.argv[2], encoding="utf-8") as f:
        for line in f:
            if line.startswith("edited-lines: "):
                a, b = line.split()[1].split("-")
                edited.update(range(int(a), int(b) + 1))
    problem = untouched_line_problem(inp, edited, out, sys.argv[1], sys.argv[3])
    if problem:
        print(problem)
        sys.exit(1)
    keep = sum(1 for no in range(1, len(inp.split("\n")) + 1) if no not in edited)
    print(f"{keep} of {len(inp.split(chr(10)))} input lines untouched, all verbatim")


if __name__ == "__main__":
    main()
