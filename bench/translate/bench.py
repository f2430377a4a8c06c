#!/usr/bin/env python3
"""Translation-speed benchmark for kokkos-translate; run it through bench/translate/run.sh."""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def timed(cmd, cwd=None):
    """Runs cmd; returns (wall s, cpu s = user+sys of the child, exit code)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    return wall, ru.ru_utime + ru.ru_stime, p.returncode


def cases():
    d = os.path.join(ROOT, "testdata")
    return [n for n in sorted(os.listdir(d)) if os.path.isfile(os.path.join(d, n, "input.cpp"))]


def per_tu(args, tmp):
    """(a) each testdata input: median of R runs of the tool vs clang++ -fsyntax-only."""
    api = os.path.join(ROOT, "kokkos-api", "include")
    # The tool parses with -xc++ -std=c++17 <args> -resource-dir=... -idirafter <api>
    # -w -ferror-limit=0 -fsyntax-only; clang++ gets the same flags.
    flags = ["-xc++", "-std=c++17"] + args.flags + ["-idirafter", api, "-w",
                                                    "-ferror-limit=0", "-fsyntax-only"]
    rows = []
    print(f"## per-TU: median of {args.reps} runs (wall and user+sys CPU seconds); "
          f"flags after --: {' '.join(args.flags) or '(none)'}", flush=True)
    print(f"{'case':24} {'tool wall':>9} {'clang wall':>10} {'ratio':>6} {'tool cpu':>9} "
          f"{'clang cpu':>9} {'ratio':>6}", flush=True)
    out = os.path.join(tmp, "out.cu")
    for c in args.cases or cases():
        src = os.path.join(ROOT, "testdata", c, "input.cpp")
        tool_cmd = [args.tool, "--target=cuda", "-o", out, src]
        if args.flags:
            tool_cmd += ["--"] + args.flags
        clang_cmd = [args.clang] + flags + [src]
        tw, tc, cw, cc = [], [], [], []
        for _ in range(args.reps):  # interleaved, so load changes hit both alike
            w, u, rc = timed(tool_cmd)
            if rc != 0:
                print(f"error: the tool exited {rc} on {src}", file=sys.stderr)
                return None
            tw.append(w)
            tc.append(u)
            w, u, rc = timed(clang_cmd)
            if rc != 0:
                print(f"error: clang exited {rc} on {src}", file=sys.stderr)
                return None
            cw.append(w)
            cc.append(u)
        r = [statistics.median(x) for x in (tw, cw, tc, cc)]
        rows.append((c, *r))
        print(f"{c:24} {r[0]:9.3f} {r[1]:10.3f} {r[0] / r[1]:6.2f} {r[2]:9.3f} {r[3]:9.3f} "
              f"{r[2] / r[3]:6.2f}", flush=True)
    gm = lambda xs: statistics.geometric_mean(xs)  # noqa: E731
    wr = gm([r[1] / r[2] for r in rows])
    cr = gm([r[3] / r[4] for r in rows])
    print(f"{'geomean ratio':24} {'':9} {'':10} {wr:6.2f} {'':9} {'':9} {cr:6.2f}")
    print(f"{'max ratio':24} {'':9} {'':10} {max(r[1] / r[2] for r in rows):6.2f} {'':9} {'':9} "
          f"{max(r[3] / r[4] for r in rows):6.2f}")
    print(f"{'total s':24} {sum(r[1] for r in rows):9.2f} {sum(r[2] for r in rows):10.2f} "
          f"{sum(r[1] for r in rows) / sum(r[2] for r in rows):6.2f} {sum(r[3] for r in rows):9.2f} "
          f"{sum(r[4] for r in rows):9.2f} {sum(r[3] for r in rows) / sum(r[4] for r in rows):6.2f}",
          flush=True)
    return rows


def make_tree(root, n):
    """n TUs: copies of the testdata inputs in 10 folders, every function-ish name made unique."""
    srcs = [os.path.join(ROOT, "testdata", c, "input.cpp") for c in cases()]
    files = []
    for i in range(n):
        src = srcs[i % len(srcs)]
        text = open(src).read()
        # Rename main and the input's own top-level functions (name followed by `(` at the start
        # of a definition line) so that no two TUs define the same function.
        names = set(re.findall(r"^[A-Za-z_][\w:<>,\s\*&]*?\b([A-Za-z_]\w*)\s*\(", text, re.M))
        names = {m for m in names if m not in {"if", "for", "while", "switch", "return"}}
        names.add("main")
        for m in sorted(names):
            text = re.sub(rf"\b{re.escape(m)}\b(?=\s*\()", f"{m}_tu{i:03d}", text)
        d = os.path.join(root, f"dir{i % 10}")
        os.makedirs(d, exist_ok=True)
        f = os.path.join(d, f"tu{i:03d}.cpp")
        with open(f, "w") as fh:
            fh.write(text)
        files.append(f)
    return files


def tool_help(tool):
    p = subprocess.run([tool, "--help-hidden"], capture_output=True, text=True)
    return p.stdout + p.stderr


def tree(args, tmp):
    """(b) a tree of N TUs: -j 1 vs -j 2 (the driver's own -j when it has one)."""
    src_root = os.path.join(tmp, "tree")
    files = make_tree(src_root, args.tus)
    h = tool_help(args.tool)
    has_j = re.search(r"^\s*-j\b", h, re.M) is not None
    has_roots = "--in-root" in h and "--out-root" in h
    extra = (["--"] + args.flags) if args.flags else []
    results = {}
    print(f"## tree: {len(files)} TUs (copies of the {len(cases())} testdata inputs, functions "
          f"renamed), {args.tree_reps} run(s) each, wall seconds", flush=True)
    for j in args.jobs:
        out = os.path.join(tmp, f"out-j{j}")
        walls, cpus = [], []
        for _ in range(args.tree_reps):
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(out)
            if has_j and has_roots:
                how = f"kokkos-translate -j {j} --in-root --out-root (one process)"
                cmd = [args.tool, "--target=cuda", "-j", str(j), "--in-root", src_root,
                       "--out-root", out] + files + extra
            elif has_j:
                how = f"kokkos-translate -j {j} -o DIR FILE... (one process)"
                cmd = [args.tool, "--target=cuda", "-j", str(j), "-o", out] + files + extra
            else:
                how = f"stand-in: xargs -P {j}, one kokkos-translate process per TU"
                one = os.path.join(tmp, "one.sh")
                with open(one, "w") as fh:
                    fh.write(f'exec "{args.tool}" --target=cuda -o "{out}/$(basename "$1" .cpp).cu"'
                             f' "$1" ' + " ".join(f"'{a}'" for a in extra) + "\n")
                cmd = ["sh", "-c", f'printf "%s\\n" "$@" | xargs -P {j} -n 1 sh "{one}"', "sh"]
                cmd += files
            w, u, rc = timed(cmd)
            made = sum(len(fs) for _, _, fs in os.walk(out))
            if rc != 0 or made != len(files):
                print(f"error: -j {j}: exit {rc}, {made} of {len(files)} outputs ({how})",
                      file=sys.stderr)
                return None
            walls.append(w)
            cpus.append(u)
        results[j] = (min(walls), statistics.median(cpus))
        print(f"-j {j}: {min(walls):7.2f} s wall (best of {len(walls)}), "
              f"{statistics.median(cpus):7.2f} s CPU  [{how}]", flush=True)
    if 1 in results:
        for j in args.jobs:
            if j != 1:
                print(f"speed-up -j {j} vs -j 1: {results[1][0] / results[j][0]:.2f}x", flush=True)
    return results


def main(argv):
    p = argparse.ArgumentParser(prog="bench/translate/run.sh")
    p.add_argument("--reps", type=int, default=5, help="runs per TU in (a), median (default 5)")
    p.add_argument("--tus", type=int, default=200, help="TUs in the tree of (b) (default 200)")
    p.add_argument("--tree-reps", type=int, default=1, help="runs of each -j in (b), best wall")
    p.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="-j values for (b)")
    p.add_argument("--only", choices=["per-tu", "tree"], help="run one part")
    p.add_argument("--flags", default="", help="extra parse flags for both (e.g. "
                   "-DKOKKOS_TRANSLATE_LEAN_STD)")
    p.add_argument("--pch", action="store_true", help="build a PCH of <Kokkos_Core.hpp> with "
                   "clang++ first and parse every TU with -include-pch (both programs)")
    p.add_argument("cases", nargs="*", help="testdata cases for (a) (default: all)")
    args = p.parse_args(argv)
    args.flags = args.flags.split()
    args.tool = os.path.abspath(os.environ.get("KT_TOOL", os.path.join(ROOT, "build", "bin",
                                                                       "kokkos-translate")))
    args.clang = os.environ.get("CLANGXX", "clang++-19")
    for exe in (args.tool, shutil.which(args.clang)):
        if not exe or not os.access(exe, os.X_OK):
            print(f"error: not found: {exe or args.clang}", file=sys.stderr)
            return 1
    ncpu = os.cpu_count()
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = float("nan")
    print(f"# kokkos-translate bench: {args.tool}; {ncpu} CPUs, load average {load:.1f}",
          flush=True)
    tmp = tempfile.mkdtemp(prefix="kt-bench.")
    ok = True
    try:
        if args.pch:
            hdr = os.path.join(tmp, "kokkos-pch.hpp")
            with open(hdr, "w") as f:
                f.write("#include <Kokkos_Core.hpp>\n")
            pch = hdr + ".pch"
            cmd = [args.clang, "-xc++-header", "-std=c++17"] + args.flags + [
                "-idirafter", os.path.join(ROOT, "kokkos-api", "include"), "-w",
                hdr, "-o", pch]
            w, u, rc = timed(cmd)
            if rc != 0:
                print("error: building the PCH failed: " + " ".join(cmd), file=sys.stderr)
                return 1
            print(f"# PCH of <Kokkos_Core.hpp> built in {w:.2f} s wall, {u:.2f} s CPU; both "
                  f"programs parse with -include-pch", flush=True)
            args.flags = args.flags + ["-include-pch", pch]
        if args.only in (None, "per-tu"):
            ok &= per_tu(args, tmp) is not None
        if args.only in (None, "tree"):
            ok &= tree(args, tmp) is not None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
