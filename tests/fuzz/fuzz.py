#!/usr/bin/env python3
"""Token-mutation fuzzer for kokkos-translate. Run it through scripts/fuzz-test.sh (see there)."""

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cpptok  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OPS = ("del", "dup")
LIVE = set()  # tool processes now running (each in its own process group)
LIVE_LOCK = threading.Lock()


def kill_live():
    with LIVE_LOCK:
        for p in LIVE:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except OSError:
                pass


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="scripts/fuzz-test.sh",
        description="Runs kokkos-translate over seeded single-token deletions/duplications of "
        "every testdata input; passes when every mutant ends with valid output or diagnostics.",
    )
    p.add_argument("--mutants", type=int, default=500, help="mutants to run (default 500)")
    p.add_argument("--min", type=int, default=None, dest="min_run",
                   help="fail unless at least this many ran before the budget (default: "
                   "min(500, --mutants))")
    p.add_argument("--seed", default="1", help="RNG seed (default 1); same seed, same mutants")
    p.add_argument("--budget", type=float, default=300.0,
                   help="seconds; no mutant starts after this (default 300)")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds per tool run (default 20)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="parallel tool runs (default: nproc)")
    p.add_argument("--target", default="cuda", help="--target for the tool (default cuda)")
    p.add_argument("--only", action="append", default=[], metavar="CASE:OP:INDEX",
                   help="run just this mutant (as printed in a FAIL line); repeatable")
    p.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    p.add_argument("--keep", default=os.path.join(ROOT, "build", "fuzz-failures"),
                   help="where reproducers of failures go (default build/fuzz-failures)")
    p.add_argument("inputs", nargs="*",
                   help="input files (default: testdata/*/input.cpp and testdata/bad/*/input.cpp)")
    a = p.parse_args(argv)
    if a.jobs < 1 or a.mutants < 0 or a.timeout <= 0:
        p.error("bad -j, --mutants or --timeout")
    if a.min_run is None:
        a.min_run = min(500, a.mutants)
    return a


def default_inputs():
    found = []
    for sub in ("testdata", os.path.join("testdata", "bad")):
        d = os.path.join(ROOT, sub)
        for name in sorted(os.listdir(d)):
            f = os.path.join(d, name, "input.cpp")
            if os.path.isfile(f):
                found.append(f)
    return found


def case_name(path):
    rel = os.path.relpath(os.path.abspath(path), os.path.join(ROOT, "testdata"))
    if rel.startswith(".."):
        return os.path.splitext(os.path.basename(path))[0]
    return rel[: -len("/input.cpp")] if rel.endswith("/input.cpp") else rel


class Source:
    def __init__(self, path):
        self.path = path
        self.name = case_name(path)
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            self.text = f.read()
        self.spans = cpptok.tokenize(self.text)


def plan(sources, n, seed):
    """n mutants (case, op, token index): inputs in turn, op and token from a seeded RNG.

    Mutant i depends only on the seed, i and the input list, so any prefix of the plan is the
    same whatever --mutants says, and a run cut short by the budget ran the first mutants.
    """
    usable = [s for s in sources if s.spans]
    out = []
    for i in range(n):
        s = usable[i % len(usable)]
        rng = random.Random(f"{seed}:{i}")
        out.append((s, rng.choice(OPS), rng.randrange(len(s.spans))))
    return out


def describe_signal(rc):
    sig = -rc if rc < 0 else rc - 128
    try:
        return "SIG" + signal.Signals(sig).name[3:]
    except ValueError:
        return f"signal {sig}"


def run_one(args, src, op, idx, workdir):
    """Runs one mutant; returns (ok, rc, problems, stderr text, mutant text)."""
    text = cpptok.mutate(src.text, src.spans, op, idx)
    os.makedirs(workdir)
    inp = os.path.join(workdir, "input.cpp")
    out = os.path.join(workdir, "out" + ext_for(args.target))
    with open(inp, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    cmd = [args.tool, f"--target={args.target}", "-o", out, inp, "--"] + args.compiler_args
    problems = []
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True)
    with LIVE_LOCK:
        LIVE.add(p)
    try:
        so, se = p.communicate(timeout=args.timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        so, se = p.communicate()
        rc = None
        problems.append(f"hang: no exit after {args.timeout:g}s")
    finally:
        with LIVE_LOCK:
            LIVE.discard(p)
    secs = time.monotonic() - t0
    if rc is not None:
        if rc < 0 or rc >= 128:
            problems.append(f"crash ({describe_signal(rc)}, exit {rc})")
        elif rc not in (0, 2, 3):
            problems.append(f"exit {rc} (expected 0, 2 or 3)")
        if rc == 0 and not (os.path.isfile(out) and os.path.getsize(out) > 0):
            problems.append("exit 0 but no (or an empty) output file")
        if rc in (2, 3) and os.path.exists(out):
            problems.append(f"exit {rc} but an output file was written")
        if rc in (2, 3) and not se.strip():
            problems.append(f"exit {rc} without a diagnostic on stderr")
        extra = sorted(set(os.listdir(workdir)) - {"input.cpp", os.path.basename(out)})
        if extra:
            problems.append("stray files: " + " ".join(extra))
    err = se.decode("utf-8", "replace")
    return not problems, rc, problems, err, text, secs


def ext_for(target):
    return {"cuda": ".cu", "hip": ".hip"}.get(target, ".cpp")


def keep_failure(args, mid, src, op, idx, rc, problems, err, text):
    d = os.path.join(args.keep, mid.replace("/", "_").replace(":", "-"))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "input.cpp"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    with open(os.path.join(d, "stderr.txt"), "w") as f:
        f.write(err)
    s, e = src.spans[idx]
    line = src.text.count("\n", 0, s) + 1
    col = s - (src.text.rfind("\n", 0, s) + 1) + 1
    with open(os.path.join(d, "info.txt"), "w") as f:
        f.write(f"mutant: {mid}\nsource: {os.path.relpath(src.path, ROOT)}\n"
                f"mutation: {'deleted' if op == 'del' else 'duplicated'} token {idx} "
                f"{src.text[s:e]!r} at {line}:{col}\nexit: {rc}\nproblems: {'; '.join(problems)}\n")
    with open(os.path.join(d, "repro.sh"), "w") as f:
        ca = " ".join(args.compiler_args)
        f.write("#!/bin/sh\n# Re-runs the failing mutant (from the repository root).\n"
                f'"${{KT_TOOL:-build/bin/kokkos-translate}}" --target={args.target} '
                f'-o /tmp/kt-fuzz-out{ext_for(args.target)} "$(dirname "$0")/input.cpp" -- {ca}\n'
                'echo "exit $?"\n')
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    return d


def main(argv):
    args = parse_args(argv)
    tool = os.environ.get("KT_TOOL", os.path.join(ROOT, "build", "bin", "kokkos-translate"))
    if os.sep not in tool:
        tool = shutil.which(tool) or tool
    args.tool = os.path.abspath(tool)
    extra = os.environ.get("KT_FUZZ_COMPILER_ARGS", "-DKOKKOS_TRANSLATE_LEAN_STD")
    args.compiler_args = extra.split()

    paths = args.inputs or default_inputs()
    sources = [Source(p) for p in paths]
    by_name = {s.name: s for s in sources}
    if args.only:
        todo = []
        for o in args.only:
            try:
                name, op, idx = o.rsplit(":", 2)
                s = by_name[name]
                idx = int(idx)
                assert op in OPS and 0 <= idx < len(s.spans)
            except (ValueError, KeyError, AssertionError):
                print(f"error: bad --only {o!r} (CASE:del|dup:INDEX)", file=sys.stderr)
                return 2
            todo.append((s, op, idx))
        args.min_run = len(todo)
    else:
        todo = plan(sources, args.mutants, args.seed)
    if args.list:
        for s, op, idx in todo:
            a, b = s.spans[idx]
            print(f"{s.name}:{op}:{idx}  {s.text[a:b]!r}")
        return 0
    if not (os.path.isfile(args.tool) and os.access(args.tool, os.X_OK)):
        print(f"error: translator not found: {args.tool} (build it, or set KT_TOOL)",
              file=sys.stderr)
        return 1

    ntok = sum(len(s.spans) for s in sources)
    print(f"fuzz: {len(todo)} mutants of {len(sources)} inputs ({ntok} tokens), seed {args.seed}, "
          f"-j {args.jobs}, budget {args.budget:g}s, timeout {args.timeout:g}s/run, "
          f"tool {args.tool}", flush=True)

    tmp = tempfile.mkdtemp(prefix="kt-fuzz.")
    lock = threading.Lock()
    state = {"next": 0, "stopped": False}
    results = {}  # index -> (ok, rc, secs)
    failures = []
    t0 = time.monotonic()
    deadline = t0 + args.budget

    def worker():
        while True:
            with lock:
                i = state["next"]
                if i >= len(todo):
                    return
                if time.monotonic() >= deadline:
                    state["stopped"] = True
                    return
                state["next"] = i + 1
            s, op, idx = todo[i]
            mid = f"{s.name}:{op}:{idx}"
            try:
                ok, rc, problems, err, text, secs = run_one(
                    args, s, op, idx, os.path.join(tmp, str(i)))
            except OSError as e:  # could not even start the tool
                ok, rc, problems, err, text, secs = False, None, [f"run error: {e}"], "", "", 0.0
            with lock:
                results[i] = (ok, rc, secs)
                if not ok:
                    d = keep_failure(args, mid, s, op, idx, rc, problems, err, text)
                    failures.append(i)
                    a, b = s.spans[idx]
                    print(f"FAIL fuzz/{mid} ({'; '.join(problems)}) "
                          f"[{op} {s.text[a:b]!r}] reproducer: {os.path.relpath(d, ROOT)}",
                          flush=True)
            shutil.rmtree(os.path.join(tmp, str(i)), ignore_errors=True)

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(args.jobs)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        state["next"] = len(todo)  # on an interrupt: start nothing more, stop what runs
        if any(t.is_alive() for t in threads):
            kill_live()
        shutil.rmtree(tmp, ignore_errors=True)
    wall = time.monotonic() - t0

    ran = len(results)
    nfail = len(failures)
    by_rc = {}
    for ok, rc, _ in results.values():
        by_rc[rc] = by_rc.get(rc, 0) + 1
    times = sorted(r[2] for r in results.values())
    med = times[len(times) // 2] if times else 0.0
    rcs = ", ".join(f"{'timeout' if k is None else f'exit {k}'}: {v}"
                    for k, v in sorted(by_rc.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
    print(f"fuzz: ran {ran} of {len(todo)} mutants in {wall:.1f}s ({rcs}; median "
          f"{med:.2f}s, max {times[-1] if times else 0:.2f}s per run)", flush=True)
    passed = ran - nfail
    if ran < args.min_run:
        print(f"FAIL fuzz/budget (only {ran} mutants ran within {args.budget:g}s; "
              f"at least {args.min_run} must)")
        nfail += 1
    print(f"{passed} passed, {nfail} failed")
    return 1 if nfail else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
