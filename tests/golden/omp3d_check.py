#!/usr/bin/env python3
"""--omp-grid=3d vs the default 1-D spelling of the OpenMP target, for every testdata case.

clang 19 cannot compile the 3-D clauses, so this checks the 3-D output as text: after
normalising both outputs (comments and line breaks dropped, the num_teams/thread_limit
arguments, the block/grid shape firstprivates, the kt_teams/kt_threads host locals and the
kt_block_*/kt_grid_* index set-up calls replaced by placeholders), the two outputs must be
identical token for token, and each must use its own spelling (3-D: `num_teams(a, b, c)` and
kt_block_3d / kt_grid_3d, never the 1-D split; 1-D: no comma in num_teams / thread_limit).
The 1-D side is the committed golden/openmp.cpp where the case has no options file (the golden
stage checks that the tool gives it byte for byte), so a case costs one translation, not two.
Usage: tests/golden/omp3d_check.py [TOOL] [CASE...]   (from anywhere; exit 1 on a difference)
"""
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import report as report_lib  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SHAPE = {"kt_vl", "kt_ts", "kt_bx", "kt_by", "kt_bz", "kt_gx", "kt_gy", "kt_gz"}


def translate(tool, case, grid, out):
    subprocess.run([tool, "--target=openmp", "--omp-grid=" + grid, "-o", out,
                    os.path.join("testdata", case, "input.cpp")], cwd=ROOT, check=True)
    with open(out) as f:
        return f.read()


def translate_all(tool, cases, grid, tmp):
    """Every case's output for GRID, from one translator process (a process start costs as
    much as a small translation); where that run fails, case by case, as translate()."""
    out = os.path.join(tmp, grid)
    inputs = [os.path.join("testdata", c, "input.cpp") for c in cases]
    r = subprocess.run([tool, "--target=openmp", "--omp-grid=" + grid, "--in-root", ".",
                        "--out-root", out, "-j", str(os.cpu_count() or 1)] + inputs, cwd=ROOT)
    texts = {}
    for c in cases:
        f = os.path.join(out, "testdata", c, "input.cpp")
        if r.returncode == 0 and os.path.isfile(f):
            with open(f) as fh:
                texts[c] = fh.read()
        else:
            texts[c] = translate(tool, c, grid, os.path.join(tmp, c + "." + grid + ".cpp"))
    return texts


def committed_1d(case):
    """The committed OpenMP golden, which is the tool's 1-D output (the golden stage checks that
    byte for byte), for a case translated without options; None otherwise (then translate)."""
    d = os.path.join(ROOT, "testdata", case)
    g = os.path.join(d, "golden", "openmp.cpp")
    if os.path.isfile(os.path.join(d, "options")) or not os.path.isfile(g):
        return None
    with open(g) as f:
        return f.read()


def balanced(s, i):
    """Index just past the parenthesised group starting at s[i] == '('."""
    depth = 0
    for j in range(i, len(s)):
        depth += {"(": 1, ")": -1}.get(s[j], 0)
        if depth == 0:
            return j + 1
    raise ValueError("unbalanced parentheses")


def replace_calls(s, names, repl):
    out, i = [], 0
    pat = re.compile(r"\b(" + "|".join(names) + r")\s*\(")
    while True:
        m = pat.search(s, i)
        if not m:
            return "".join(out) + s[i:]
        out.append(s[i:m.start()] + repl)
        i = balanced(s, m.end() - 1)


def normalise(text):
    text = re.sub(r"//[^\n]*", "", text)
    text = text.replace("\\\n", " ")
    text = re.sub(r"const int kt_(teams|threads) = [^;]*;", "", text)
    text = replace_calls(text, ["num_teams"], "num_teams(N)")
    text = replace_calls(text, ["thread_limit"], "thread_limit(T)")
    text = replace_calls(text, ["kt_block_1d", "kt_block_3d", "kt_block_team"], "KT_BLOCK_SETUP")
    text = replace_calls(text, ["kt_grid_1d", "kt_grid_3d"], "KT_GRID_SETUP")

    def fp(m):
        items = [x.strip() for x in m.group(1).split(",")]
        return "firstprivate(" + ", ".join(x for x in items if x not in SHAPE) + ")"

    text = re.sub(r"firstprivate\(([^()]*)\)", fp, text)
    return re.findall(r"\w+|[^\w\s]", text)


def main():
    args = sys.argv[1:]
    tool = os.path.abspath(args.pop(0)) if args and os.path.sep in args[0] else \
        os.path.join(ROOT, "build", "bin", "kokkos-translate")
    cases = args or sorted(d for d in os.listdir(os.path.join(ROOT, "testdata"))
                           if os.path.isfile(os.path.join(ROOT, "testdata", d, "input.cpp")))
    counts = report_lib.Counts()
    with tempfile.TemporaryDirectory() as tmp:
        threes = translate_all(tool, cases, "3d", tmp)
        for case in cases:
            one = committed_1d(case) or translate(tool, case, "1d", os.path.join(tmp, case + ".1d.cpp"))
            three = threes[case]
            problems = []
            if re.search(r"num_teams\([^()]*,", one) or re.search(r"^\s*kt_(block|grid)_3d\(", one, re.M):
                problems.append("1-D output uses a 3-D spelling")
            if "ompx_bare" in three and not re.search(r"num_teams\([^(),]*,[^(),]*,[^(),]*\)", three):
                problems.append("3-D output has no num_teams(x, y, z)")
            if re.search(r"^\s*kt_(block_1d|block_team|grid_1d)\(", three, re.M):
                problems.append("3-D output splits a 1-D index")
            a, b = normalise(one), normalise(three)
            if a != b:
                k = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                problems.append("outputs differ beyond the launch shape near token %d: 1d %r / 3d %r"
                                % (k, " ".join(a[max(0, k - 8):k + 8]), " ".join(b[max(0, k - 8):k + 8])))
            print(("FAIL" if problems else "PASS") + " omp3d/" + case)
            for p in problems:
                print("    " + p)
            counts.add("FAIL" if problems else "PASS")
    return counts.finish()


if __name__ == "__main__":
    sys.exit(main())
