#!/usr/bin/env python3
"""Token-mutation fuzzer for kokkos-translate. Run it through scripts/fuzz-test.sh (see there)."""

import argparse
import os
import random
import shutil
import signal
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import compile_check  # noqa: E402
import report as report_lib  # noqa: E402
import cpptok  # noqa: E402
import runner  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OPS = ("del", "dup")
SAMPLE = 16  # exit-0 mutants compiled by default (KT_FUZZ_COMPILE_SAMPLE, --compile-sample)


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
    p.add_argument("--budget", type=float, default=600.0,
                   help="seconds; no mutant starts after this (default 600)")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds per tool run (default 20)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="parallel tool runs (default: nproc)")
    p.add_argument("--target", default="cuda", help="--target for the tool (default cuda)")
    p.add_argument("--only", action="append", default=[], metavar="CASE:OP:INDEX",
                   help="run just this mutant (as printed in a FAIL line); repeatable")
    p.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    p.add_argument("--keep", default=os.path.join(ROOT, "build", "fuzz-failures"),
                   help="where reproducers of failures go (default build/fuzz-failures)")
    p.add_argument("--compile-sample", type=int, metavar="N",
                   default=int(os.environ.get("KT_FUZZ_COMPILE_SAMPLE", SAMPLE)),
                   help="exit-0 mutants (seeded sample) whose outputs are compiled for every "
                   f"target; -1 = all (default $KT_FUZZ_COMPILE_SAMPLE or {SAMPLE})")
    p.add_argument("--no-compile", dest="compile", action="store_false",
                   help="skip the compile phase (inputs and mutants)")
    p.add_argument("--compile-golden-inputs", action="store_true",
                   help="also compile the golden inputs' outputs (compile-golden already does)")
    p.add_argument("--compile-budget", type=float, default=600.0,
                   help="seconds; no translation or compile of the compile phase starts after "
                   "this, and the run fails if any did not (default 600)")
    p.add_argument("--compile-timeout", type=float, default=180.0,
                   help="seconds per compile (default 180)")
    p.add_argument("inputs", nargs="*",
                   help="input files (default: testdata/*/input.cpp and testdata/bad/*/input.cpp)")
    a = p.parse_args(argv)
    if a.jobs < 1 or a.mutants < 0 or a.timeout <= 0 or a.compile_timeout <= 0:
        p.error("bad -j, --mutants, --timeout or --compile-timeout")
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


def keep_failure(args, mid, src, op, idx, rc, problems, err, text):
    d = os.path.join(args.keep, mid.replace("/", "_").replace(":", "-"))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "input.cpp"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    with open(os.path.join(d, "stderr.txt"), "w") as f:
        f.write(err)
    s, e = src.spans[idx]
    line, col = cpptok.position(src.text, s)
    with open(os.path.join(d, "info.txt"), "w") as f:
        f.write(f"mutant: {mid}\nsource: {os.path.relpath(src.path, ROOT)}\n"
                f"mutation: {'deleted' if op == 'del' else 'duplicated'} token {idx} "
                f"{src.text[s:e]!r} at {line}:{col}\nexit: {rc}\nproblems: {'; '.join(problems)}\n")
    with open(os.path.join(d, "repro.sh"), "w") as f:
        ca = " ".join(args.compiler_args)
        o = "/tmp/kt-fuzz-out" + runner.ext_for(args.target)
        f.write("#!/bin/sh\n# Re-runs the failing mutant (from the repository root).\n"
                f'"${{KT_TOOL:-build/bin/kokkos-translate}}" --target={args.target} '
                f'-o {o} "$(dirname "$0")/input.cpp" -- {ca}\n'
                'echo "exit $?"\n')
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    return d


def load_args(argv):
    args = parse_args(argv)
    tool = os.environ.get("KT_TOOL", os.path.join(ROOT, "build", "bin", "kokkos-translate"))
    if os.sep not in tool:
        tool = shutil.which(tool) or tool
    args.tool = os.path.abspath(tool)
    extra = os.environ.get("KT_FUZZ_COMPILER_ARGS", "-DKOKKOS_TRANSLATE_LEAN_STD")
    args.compiler_args = extra.split()
    args.root = ROOT
    return args


def pick(args, sources):
    """The mutants to run: --only's, or the seeded plan. None (after a message) on a bad --only."""
    if not args.only:
        return plan(sources, args.mutants, args.seed)
    by_name = {s.name: s for s in sources}
    todo = []
    for o in args.only:
        try:
            name, op, idx = o.rsplit(":", 2)
            s = by_name[name]
            idx = int(idx)
            assert op in OPS and 0 <= idx < len(s.spans)
        except (ValueError, KeyError, AssertionError):
            print(f"error: bad --only {o!r} (CASE:del|dup:INDEX)", file=sys.stderr)
            return None
        todo.append((s, op, idx))
    args.min_run = len(todo)
    return todo


def run_mutants(args, todo, tmp):
    """Phase 1: every mutant through the tool (--target). Prints a FAIL line per failing
    mutant and a stats line; returns (results {index: (ok, rc, secs)}, failures, outputs
    {index: output path} of the mutants that exited 0 and passed)."""
    lock = threading.Lock()
    results, failures, outputs = {}, [], {}
    t0, cpu0 = time.monotonic(), runner.child_cpu()

    def one(i):
        s, op, idx = todo[i]
        mid = f"{s.name}:{op}:{idx}"
        text = cpptok.mutate(s.text, s.spans, op, idx)
        w = os.path.join(tmp, str(i))
        try:
            rc, problems, err, out, secs = runner.translate(args, args.target, text, w)
        except OSError as e:  # could not even start the tool
            rc, problems, err, out, secs = None, [f"run error: {e}"], "", None, 0.0
        ok = not problems
        if runner.STOPPING.is_set():
            return
        with lock:
            results[i] = (ok, rc, secs)
            if ok and rc == 0:
                outputs[i] = out  # kept for the compile phase
            if not ok:
                d = keep_failure(args, mid, s, op, idx, rc, problems, err, text)
                failures.append(i)
                a, b = s.spans[idx]
                print(f"FAIL fuzz/{mid} ({'; '.join(problems)}) "
                      f"[{op} {s.text[a:b]!r}] reproducer: {os.path.relpath(d, ROOT)}",
                      flush=True)
        if not (ok and rc == 0):
            shutil.rmtree(w, ignore_errors=True)

    runner.pool(len(todo), args.jobs, t0 + args.budget, one)
    wall = time.monotonic() - t0
    by_rc = {}
    for ok, rc, _ in results.values():
        by_rc[rc] = by_rc.get(rc, 0) + 1
    times = sorted(r[2] for r in results.values())
    med = times[len(times) // 2] if times else 0.0
    rcs = ", ".join(f"{'timeout' if k is None else f'exit {k}'}: {v}"
                    for k, v in sorted(by_rc.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
    print(f"fuzz: ran {len(results)} of {len(todo)} mutants in {wall:.1f}s, cpu "
          f"{runner.child_cpu() - cpu0:.1f}s ({rcs}; median {med:.2f}s, max "
          f"{times[-1] if times else 0:.2f}s per run)", flush=True)
    return results, failures, outputs


def compile_items(args, sources, todo, outputs):
    """Phase 2's items: a seeded sample of the mutants that exited 0 (all of them with --only),
    then the unmutated inputs (not with --only). If the budget runs out, the end is cut."""
    items, first = [], {}
    for i in sorted(outputs):  # the plan may hold a mutant twice: compile it once
        s, op, idx = todo[i]
        first.setdefault((s.name, op, idx), i)
    chosen = sorted(first.values())
    n = args.compile_sample
    if not args.only and 0 <= n < len(chosen):
        chosen = sorted(random.Random(f"{args.seed}:compile").sample(chosen, n))
    for i in chosen:
        s, op, idx = todo[i]
        pre = {args.target: outputs[i]} if args.target in compile_check.TARGETS else {}
        items.append(compile_check.Item(s, cpptok.mutate(s.text, s.spans, op, idx), op, idx, pre))
    if not args.only:  # last the bad inputs; golden inputs only when asked: compile-golden
        # builds exactly their outputs already (CI's 2 cores cannot afford both)
        inputs = [s for s in sources if s.name.startswith("bad/") or args.compile_golden_inputs]
        inputs.sort(key=lambda s: not s.name.startswith("bad/"))
        items += [compile_check.Item(s, s.text) for s in inputs]
    print(f"fuzz-compile: {len(items)} items: {len(items) - len(chosen)} inputs, {len(chosen)} "
          f"of {len(outputs)} exit-0 mutants (sample seed {args.seed}); targets "
          f"{' '.join(compile_check.TARGETS)}", flush=True)
    return items


def main(argv):
    args = load_args(argv)
    sources = [Source(p) for p in (args.inputs or default_inputs())]
    todo = pick(args, sources)
    if todo is None:
        return 2
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
    t0, cpu0 = time.monotonic(), runner.child_cpu()
    tmp = tempfile.mkdtemp(prefix="kt-fuzz.")
    try:
        results, failures, outputs = run_mutants(args, todo, tmp)
        ran = len(results)
        counts = report_lib.Counts(PASS=ran - len(failures), FAIL=len(failures))
        if ran < args.min_run:
            print(f"FAIL fuzz/budget (only {ran} mutants ran within {args.budget:g}s; "
                  f"at least {args.min_run} must)")
            counts.add("FAIL")
        if args.compile:
            items = compile_items(args, sources, todo, outputs)
            p, f, k = compile_check.run(args, items, time.monotonic() + args.compile_budget, tmp)
            counts.update(PASS=p, FAIL=f, SKIP=k)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"fuzz: stage took {time.monotonic() - t0:.1f}s, cpu {runner.child_cpu() - cpu0:.1f}s "
          f"(tool and compilers; about half that in seconds on 2 idle cores with -j 2)")
    return counts.finish()


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
