#!/usr/bin/env python3
"""Usage: golden_test.py [--target T]... [-j N] [CASE...]   (scripts/golden-test.sh runs it)

For each case and target whose golden testdata/<case>/golden/<file> exists, translates
testdata/<case>/input.cpp and compares the output with the golden byte for byte (a unified diff
on failure); the run's --debug-edited-lines list shows that every input line no edit touches is
in the golden verbatim (issue 15 item 2, user_lines_check.py). Determinism: one target of each
case (chosen by the case name's checksum, so every target takes its share) is translated a
second time, for a third of the cases (also by checksum) without the precompiled bundled header
(--pch-cache), and both outputs must be byte-identical; KT_GOLDEN_TWICE=1 does that, without the
header, for every target.

The translations of one target (and one set of testdata/<case>/options) run as one translator
process over all their cases (--in-root . --out-root, -j N inside it): a process start
and the loading of the shared libraries cost as much as a small translation. Where such a batch
does not exit 0, each of its cases is translated again on its own, and the case's own exit
status and messages are what a failure shows.

Prints `PASS|FAIL golden/<target>/<case>` per check, in case order, and the summary (tests/lib/report.py);
exits 1 on any failure. Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT (seconds
per translation, 300), KT_COMPILER_ARGS, KT_GOLDEN_TWICE, KOKKOS_TRANSLATE_PCH_CACHE (default
build/pch; empty: no precompiled header).
"""
import argparse
import difflib
import os
import shlex
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))
import report as report_lib  # noqa: E402
from user_lines_check import untouched_line_problem  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
# target -> (golden file name, translator options); test order = this order (tests/golden/lib.sh).
TARGETS = {
    "cuda": ("cuda.cu", ["--target=cuda"]),
    "hip": ("hip.hip", ["--target=hip"]),
    "openmp": ("openmp.cpp", ["--target=openmp"]),
    "openmp3d": ("openmp-3d.cpp", ["--target=openmp", "--omp-grid=3d"]),
    "openacc": ("openacc.cpp", ["--target=openacc"]),
    "openaccgp": ("openacc-gang-private.cpp", ["--target=openacc", "--acc-scratch=gang-private"]),
}
OUT_EXT = {"cuda": ".cu", "hip": ".hip"}  # the translator's output suffix; others keep .cpp


def parse_args():
    p = argparse.ArgumentParser(usage=__doc__.splitlines()[0][len("Usage: "):])
    p.add_argument("--target", action="append", choices=list(TARGETS))
    p.add_argument("-j", type=int, default=os.cpu_count() or 1)
    p.add_argument("cases", nargs="*")
    a = p.parse_args()
    a.cases = [c.removeprefix("./").removeprefix("testdata/").rstrip("/") for c in a.cases]
    return a


def case_options(case):
    f = ROOT / "testdata" / case / "options"
    return tuple(f.read_text().split()) if f.is_file() else ()


def twice_target(case):
    """The target translated twice for the determinism check, and whether its second run
    parses without the precompiled header (a third of the cases)."""
    ts = [t for t in TARGETS if (ROOT / "testdata" / case / "golden" / TARGETS[t][0]).is_file()]
    if not ts:
        return None, False
    s = zlib.crc32(case.encode())
    return ts[s % len(ts)], s // 7 % 3 == 0


class Tool:
    def __init__(self, jobs):
        self.path = os.environ.get("KT_TOOL", "build/bin/kokkos-translate")
        self.timeout = int(os.environ.get("KT_TIMEOUT", "300"))
        extra = shlex.split(os.environ.get("KT_COMPILER_ARGS", ""))
        self.extra = ["--"] + extra if extra else []
        self.pch = os.environ.get("KOKKOS_TRANSLATE_PCH_CACHE", str(ROOT / "build" / "pch"))
        self.jobs = jobs

    def run(self, args, pch=True, timeout=None):
        env = dict(os.environ, KOKKOS_TRANSLATE_PCH_CACHE=self.pch if pch else "")
        try:
            r = subprocess.run([self.path, *args, *self.extra], cwd=ROOT, env=env,
                               stdin=subprocess.DEVNULL, capture_output=True, text=True,
                               timeout=timeout or self.timeout)
            return r.returncode, r.stderr
        except subprocess.TimeoutExpired as e:
            err = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
            return 124, err

    def batch(self, opts, cases, out, edited, pch=True):
        """Translates CASES in one process into OUT/testdata/<case>/; returns {case: (status, stderr,
        output path)}; with EDITED, the runs print their edited lines."""
        inputs = [f"testdata/{c}/input.cpp" for c in cases]
        flags = [*opts, "--in-root", ".", "--out-root", str(out), "-j", str(self.jobs)]
        flags += ["--debug-edited-lines"] if edited else []
        rc, err = self.run(flags + inputs, pch, self.timeout + 5 * len(cases))
        ext = OUT_EXT.get(opts[0].removeprefix("--target="), ".cpp")
        if rc == 0 and all((out / "testdata" / c / f"input{ext}").is_file() for c in cases):
            return {c: (0, err, out / "testdata" / c / f"input{ext}") for c in cases}
        result = {}  # this batch failed: each case on its own, for its own status and messages
        for c in cases:
            o = out / "single" / c / f"input{ext}"
            o.parent.mkdir(parents=True, exist_ok=True)
            flags = [*opts, "-o", str(o)] + (["--debug-edited-lines"] if edited else [])
            rc1, err1 = self.run(flags + [f"testdata/{c}/input.cpp"], pch)
            result[c] = (rc1, err1, o)
        return result


def status_text(rc, timeout):
    if rc in (124, 137) or rc < 0 and -rc == 9:
        return f"timed out after {timeout}s (exit {rc})"
    if rc < 0:
        return f"crashed (signal {-rc})"
    return f"exited {rc}"


def indent(text, limit=200):
    lines = text.splitlines() or ["(empty)"]
    more = [f"... ({len(lines) - limit} more lines)"] if len(lines) > limit else []
    return "".join(f"    {line}\n" for line in lines[:limit] + more)


def edited_lines(stderr, case):
    want, lines = f"testdata/{case}/input.cpp", set()
    for line in stderr.splitlines():
        parts = line.split()
        if line.startswith("edited-lines: ") and len(parts) >= 3 and parts[2] == want:
            a, b = parts[1].split("-")
            lines.update(range(int(a), int(b) + 1))
    return lines


def check(tool, case, target, first, second):
    """One check's report: (passed, text)."""
    name, golden = f"golden/{target}/{case}", ROOT / "testdata" / case / "golden" / TARGETS[target][0]
    for run, res in ((1, first), (2, second)):
        if res is None:
            continue
        rc, err, out = res
        if rc != 0 or not out.is_file():
            missing = "" if out.is_file() else ", no output"
            return False, (f"FAIL {name} (run {run}: tool {status_text(rc, tool.timeout)}{missing})\n"
                           + indent(err))
    got = first[2].read_bytes()
    if second is not None and second[2].read_bytes() != got:
        diff = difflib.unified_diff(got.decode().splitlines(True),
                                    second[2].read_text().splitlines(True), "run1", "run2")
        return False, f"FAIL {name} (not deterministic: two runs differ)\n" + "".join(list(diff)[:100])
    want = golden.read_bytes()
    if got != want:
        diff = difflib.unified_diff(want.decode().splitlines(True), got.decode().splitlines(True),
                                    str(golden.relative_to(ROOT)), "translated")
        return False, (f"FAIL {name} (differs from golden; if intended: "
                       f"scripts/update-golden.sh --target {target} {case})\n" + "".join(diff))
    src = ROOT / "testdata" / case / "input.cpp"
    problem = untouched_line_problem(src.read_text(), edited_lines(first[1], case), want.decode(),
                                     f"testdata/{case}/input.cpp", str(golden.relative_to(ROOT)))
    if problem:
        return False, f"FAIL {name} (user lines not kept verbatim)\n" + indent(problem)
    return True, f"PASS {name}\n"


def plan(cases, targets):
    """The checks (case, target, second run: None, 'pch' or 'nopch') in report order."""
    twice_all = os.environ.get("KT_GOLDEN_TWICE", "0") == "1"
    checks, missing = [], []
    for c in cases:
        twice, nopch = twice_target(c)
        tested = False
        for t in targets:
            if not (ROOT / "testdata" / c / "golden" / TARGETS[t][0]).is_file():
                continue
            second = "nopch" if twice_all else ("nopch" if nopch else "pch") if t == twice else None
            checks.append((c, t, second))
            tested = True
        if not tested:
            missing.append(c)
    return checks, missing


def run_batches(tool, checks, work):
    """Every translation the checks need, batched by options; returns the first and second
    runs' results by (case, target)."""
    groups = {}
    for c, t, second in checks:
        opts = tuple(TARGETS[t][1]) + case_options(c)
        groups.setdefault((opts, "first"), []).append((c, t))
        if second:
            groups.setdefault((opts, second), []).append((c, t))
    results = {"first": {}, "pch": {}, "nopch": {}}
    for n, ((opts, kind), members) in enumerate(groups.items()):
        res = tool.batch(list(opts), [c for c, _ in members], work / str(n), kind == "first",
                         pch=kind != "nopch")
        for c, t in members:
            results[kind][(c, t)] = res[c]
    return results


def main():
    a = parse_args()
    os.chdir(ROOT)
    targets = a.target or list(TARGETS)
    cases = a.cases or sorted(p.parent.name for p in (ROOT / "testdata").glob("*/input.cpp"))
    tool = Tool(a.j)
    if not os.access(tool.path, os.X_OK):
        sys.exit(f"error: translator not found: {tool.path} (build it, or set KT_TOOL)")
    checks, missing = plan(cases, targets)
    counts = report_lib.Counts()
    with tempfile.TemporaryDirectory(prefix="kt-golden.") as tmp:
        results = run_batches(tool, checks, Path(tmp))
        for c, t, second in checks:
            ok, text = check(tool, c, t, results["first"][(c, t)],
                             results[second][(c, t)] if second else None)
            sys.stdout.write(text)
            counts.add("PASS" if ok else "FAIL")
    for c in missing if a.cases else []:  # a case named on the command line must be tested
        what = "no golden for target: " + " ".join(targets) if (ROOT / "testdata" / c / "input.cpp").is_file() \
            else f"no testdata/{c}/input.cpp"
        print(f"FAIL golden/*/{c} ({what}; scripts/update-golden.sh writes them)")
        counts.add("FAIL")
    sys.exit(counts.finish())


if __name__ == "__main__":
    main()
