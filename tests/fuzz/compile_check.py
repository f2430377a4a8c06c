"""Compile phase of the fuzz test: exit 0 must mean the output compiles (scripts/fuzz-test.sh).

Every item (an unmutated input, or a sampled mutant whose first-phase translation exited 0) is
translated for each target in TARGETS (the first phase's output is reused for its target);
every translation is held to the robustness contract (runner.translate), and every exit-0
output is compiled with the target's compiler (compilers()). A compile error is a FAIL; a
missing compiler is a SKIP, never a pass. One `PASS|FAIL|SKIP fuzz-compile/<target>/<item>`
line per compile, in a fixed order.
"""

import os
import re
import shutil
import threading
import time

import cpptok
import runner

TARGETS = ("cuda", "hip", "openmp", "openacc")
SHIM = ["-std=c++17", "-O0", "-I", "runtime-shim/include"]  # relative to the repository root
CUDA_PATH = "/usr/local/cuda"


def compilers():
    """target -> (compiler name, its path or None when missing, flags before the file)."""
    nvcc = os.environ.get("NVCC", os.path.join(CUDA_PATH, "bin", "nvcc"))
    nvcc = nvcc if os.access(nvcc, os.X_OK) else shutil.which(os.path.basename(nvcc))
    return {
        # clang++-19 cannot parse CUDA 13's headers: nvcc it is, a real -c (cicc and ptxas
        # find what the front end does not, e.g. a device function that is never defined).
        "cuda": ("nvcc", nvcc, ["-arch=sm_90", "--expt-relaxed-constexpr", "-c", "-o", "/dev/null"]),
        "hip": ("hipcc", shutil.which("hipcc"), ["--offload-arch=gfx90a", "-fsyntax-only"]),
        # with the offload arch, -fsyntax-only checks the nvptx device side too
        "openmp": ("clang++-19", shutil.which("clang++-19"),
                   ["-fopenmp", "-fopenmp-cuda-mode", "--offload-arch=sm_90",
                    f"--cuda-path={CUDA_PATH}", "--libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib",
                    "-fsyntax-only"]),
        "openacc": ("g++-12", shutil.which("g++-12"),
                    ["-fopenacc", "-foffload=disable", "-fsyntax-only"]),
    }


def compile_cmd(spec, root, out):
    _, path, flags = spec
    shim = [os.path.join(root, a) if a == "runtime-shim/include" else a for a in SHIM]
    return [path] + shim + flags + [out]


_ERR = re.compile(r"\b(error|fatal)\b", re.I)
# where the output is named: out.cu(12), out.cpp:12:3, "at line 12 of out.cu"
_INCLUDED = re.compile(r"(In file included )?from ")
_OUT_LINE = re.compile(r"\bout\.(?:cu|hip|cpp)(?:\((\d+)\)|:(\d+))"
                       r"|line (\d+) of \S*out\.(?:cu|hip|cpp)")


def first_error(log, workdir, root):
    """The first error line of a compiler log (paths in workdir made relative), and where the
    log first names a line of the output file, if that is not the error line itself."""
    lines = [ln.replace(workdir + os.sep, "").replace(root + os.sep, "").strip()
             for ln in log.splitlines()]
    err = next((ln for ln in lines if _ERR.search(ln)), None)
    if err is None:
        tail = [ln for ln in lines if ln]
        return tail[-1][:240] if tail else "(no output)"
    msg = err[:240]
    if not _OUT_LINE.search(err):
        m = next((m for m in map(_OUT_LINE.search, lines)
                  if m and not _INCLUDED.match(m.string)), None)
        if m:
            msg += f" (output line {next(g for g in m.groups() if g)})"
    return msg


class Item:
    """What the compile phase translates: an input as it is (op None) or one mutant."""

    def __init__(self, src, text, op=None, idx=None, pre=None):
        self.src, self.text, self.op, self.idx = src, text, op, idx
        self.id = src.name if op is None else f"{src.name}:{op}:{idx}"
        self.desc = "unmutated" if op is None else cpptok.describe(src.text, src.spans, op, idx)
        self.pre = pre or {}  # target -> output path of an exit-0 translation already made


def keep(args, item, target, workdir, out, log, why):
    if runner.STOPPING.is_set():  # killed by an interrupt: nothing to keep
        return "(none: interrupted)"
    d = os.path.join(args.keep, "compile-" + target + "-" +
                     item.id.replace("/", "_").replace(":", "-"))
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "input.cpp"), "w", encoding="utf-8",
              errors="surrogateescape") as f:
        f.write(item.text)
    if out and os.path.isfile(out):
        shutil.copy(out, d)
    with open(os.path.join(d, "log.txt"), "w") as f:
        f.write(log)
    with open(os.path.join(d, "info.txt"), "w") as f:
        f.write(f"item: {item.id}\nsource: {os.path.relpath(item.src.path, args.root)}\n"
                f"mutation: {item.desc}\ntarget: {target}\nproblem: {why}\n")
    ca = " ".join(args.compiler_args)
    o = "out" + runner.ext_for(target)
    with open(os.path.join(d, "repro.sh"), "w") as f:
        f.write("#!/bin/sh\n# Re-translates the input and compiles the output (from the "
                "repository root).\nd=$(dirname \"$0\")\n"
                f'"${{KT_TOOL:-build/bin/kokkos-translate}}" --target={target} '
                f'-o "$d/{o}" "$d/input.cpp" -- {ca} || exit\n')
        if args.compile_cmds.get(target):
            f.write(" ".join(args.compile_cmds[target]).replace("{OUT}", f'"$d/{o}"') + "\n")
    os.chmod(os.path.join(d, "repro.sh"), 0o755)
    return os.path.relpath(d, args.root)


def check(args, specs, item, target, workdir):
    """Returns (status or None (nothing compiled), message, translation rc)."""
    if target in item.pre:
        rc, out, problems, err = 0, item.pre[target], [], ""
    else:
        rc, problems, err, out, _ = runner.translate(args, target, item.text, workdir)
    if problems:
        d = keep(args, item, target, workdir, None, err, "; ".join(problems))
        return "FAIL", f"(translation: {'; '.join(problems)}) [{item.desc}] reproducer: {d}", rc
    if rc != 0:
        return None, "", rc
    spec = specs[target]
    if not spec[1]:
        return "SKIP", f"({spec[0]} not found)", rc
    cwd = os.path.dirname(out)
    crc, so, se, secs = runner.run_proc(compile_cmd(spec, args.root, out), args.compile_timeout,
                                        cwd=cwd)
    if crc == 0:
        return "PASS", f"({spec[0]}, {secs:.1f}s)", rc
    log = (so + se).decode("utf-8", "replace")
    what = f"timed out after {args.compile_timeout:g}s" if crc is None else f"exit {crc}"
    why = f"{spec[0]} {what}: {first_error(log, cwd, args.root)}"
    d = keep(args, item, target, cwd, out, log, why)
    return "FAIL", f"({why}) [{item.desc}] reproducer: {d}", rc


def run(args, items, deadline, tmp):
    """Runs the phase; prints the lines and a stats line; returns (passed, failed, skipped)."""
    specs = compilers()
    args.compile_cmds = {t: compile_cmd(s, "", "{OUT}") for t, s in specs.items() if s[1]}
    tasks = [(it, t) for it in items for t in TARGETS]
    results = [None] * len(tasks)
    lock = threading.Lock()
    shown = {"next": 0}
    t0, cpu0 = time.monotonic(), runner.child_cpu()

    def flush():  # print finished results in task order
        while shown["next"] < len(tasks) and results[shown["next"]] is not None:
            (it, t), (st, msg, _) = tasks[shown["next"]], results[shown["next"]]
            if st:
                print(f"{st} fuzz-compile/{t}/{it.id} {msg}", flush=True)
            shown["next"] += 1

    def one(i):
        it, t = tasks[i]
        w = os.path.join(tmp, f"c{i}")
        try:
            r = check(args, specs, it, t, w)
        except OSError as e:
            r = ("FAIL", f"(run error: {e}) [{it.desc}]", None)
        if runner.STOPPING.is_set():
            return
        with lock:
            results[i] = r
            flush()

    started = runner.pool(len(tasks), args.jobs, deadline, one)
    wall = time.monotonic() - t0
    done = [r for r in results if r is not None]
    count = {s: sum(1 for r in done if r[0] == s) for s in ("PASS", "FAIL", "SKIP")}
    rcs = {}
    for (it, t), r in zip(tasks, results):
        if r is not None and t not in it.pre:
            k = "timeout" if r[2] is None else f"exit {r[2]}"
            rcs[k] = rcs.get(k, 0) + 1
    per = []
    for t in TARGETS:
        c = [r[0] for (_, tt), r in zip(tasks, results) if tt == t and r is not None and r[0]]
        per.append(f"{t} {c.count('PASS')}/{c.count('FAIL')}/{c.count('SKIP')}")
    print(f"fuzz-compile: {len(items)} items x {len(TARGETS)} targets in {wall:.1f}s, cpu "
          f"{runner.child_cpu() - cpu0:.1f}s "
          f"(translations: {', '.join(f'{k}: {v}' for k, v in sorted(rcs.items()))}; "
          f"pass/fail/skip: {', '.join(per)})", flush=True)
    if started < len(tasks):
        print(f"FAIL fuzz-compile/budget (only {started} of {len(tasks)} translations and "
              f"compiles started within the budget)")
        count["FAIL"] += 1
    return count["PASS"], count["FAIL"], count["SKIP"]
