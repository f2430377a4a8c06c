#!/usr/bin/env bash
# GPU validation of every testdata case, for every target that has a lowering.
#
#   scripts/gpu-validate.sh pack [--target T]... [CASE...]
#       On the CPU machine: translate each case (bundled Kokkos API header), build it with the
#       target's compiler into .device/gpu/<target>/<case>, and copy the real-Kokkos references
#       and the comparison script beside them. Everything fits the device tool's carry limit.
#   scripts/gpu-validate.sh run
#       On the GPU machine (device tool: carry .device, command `bash scripts/gpu-validate.sh run`):
#       runs every packed binary, compares its output with the reference, times it, runs
#       compute-sanitizer memcheck/racecheck on the CUDA binaries when present, and writes
#       $OUT/validation.json (after every case) and $OUT/validation.log. KT_SANITIZE=0 skips the
#       sanitizers, KT_NCU=0 the Nsight Compute kernel timings; KT_RUN_TARGETS="cuda openmp" and
#       KT_RUN_CASES="a b" run only those, KT_REPS=1 runs each binary once (default 3: the time
#       is the median).
#       The hip target's binaries are its HIP output built with nvcc and the test-only mapping
#       header tests/hip-on-cuda/hip_on_cuda.h: they run with 32-lane wavefronts.
#   scripts/gpu-validate.sh report DIR
#       On the CPU machine: turns DIR/validation.json into results/validation.json and the table
#       in docs/VALIDATION.md, and prints the table.
# The openmp target's binaries are clang++-19 ompx_bare builds (scripts/openmp-gpu.sh): the
# LLVM 19 runtime and the CUDA-13 ELF workaround travel in PACK/openmp-rt, and they run with
# OMP_TARGET_OFFLOAD=MANDATORY. The openacc target's binaries are g++-12 nvptx builds; GCC 12's
# libgomp.so.1 and libgomp-plugin-nvptx.so.1 travel in PACK/openacc-rt, and they run with it on
# LD_LIBRARY_PATH and ACC_DEVICE_TYPE=nvidia (no host fallback). The binaries travel as one PACK/bins.tar.xz (the device tool
# carries at most 64 MiB). KT_PACK moves the pack (default .device/gpu); carry that folder.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PACK=${KT_PACK:-.device/gpu}
TOOL=${KT_TOOL:-build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}

build_one() { # target case
  local t=$1 c=$2 dir=$PACK/$1 ext=.cu
  [ "$t" != hip ] || ext=.hip
  [ "$t" != openmp ] || ext=.cpp
  [ "$t" != openacc ] || ext=.cpp
  local tt=$t opts=()  # openaccgp: OpenACC with level-0 scratch in gang-private arrays
  # testdata/<case>/options: the case's own translator options (tests/golden/lib.sh)
  [ ! -f "testdata/$c/options" ] || read -r -a opts <"testdata/$c/options"
  if [ "$t" = openaccgp ]; then ext=.cpp tt=openacc opts+=(--acc-scratch=gang-private); fi
  local src=$dir/src/$c$ext
  if ! "$TOOL" --target="$tt" "${opts[@]}" "testdata/$c/input.cpp" -o "$src" 2>"$dir/src/$c.translate.log"; then
    echo "NOT-BUILT $t/$c (translation failed)"; return 0
  fi
  case $t in
    cuda) if "$NVCC" -std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr -I runtime-shim/include -I "testdata/$c" "$src" -o "$dir/$c" \
               2>"$dir/src/$c.build.log"; then echo "BUILT $t/$c"; else echo "NOT-BUILT $t/$c (nvcc failed)"; fi ;;
    # HIP output on the NVIDIA GPU: nvcc with the test-only HIP-to-CUDA mapping header
    # (tests/hip-on-cuda/hip_on_cuda.h; Debian's HIP-for-NVIDIA headers do not build with CUDA 13).
    # Wavefront 32 there; the wave64 path is compiled (scripts/compile-golden.sh) and simulated
    # (tests/gpu/wavefront_sim_test.cpp), not run.
    hip) if "$NVCC" -std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr -x cu -I tests/hip-on-cuda -I runtime-shim/include -I "testdata/$c" "$src" \
              -o "$dir/$c" 2>"$dir/src/$c.build.log"; then echo "BUILT $t/$c"; else echo "NOT-BUILT $t/$c (nvcc with hip_on_cuda.h failed)"; fi ;;
    # OpenMP kernel mode: clang++-19 (docs/TOOLCHAINS.md flags), then the CUDA-13 ELF workaround.
    openmp) if CPATH="testdata/$c" bash scripts/openmp-gpu.sh build "$src" "$dir/$c" 2>"$dir/src/$c.build.log"; then
              echo "BUILT $t/$c"; else echo "NOT-BUILT $t/$c (clang++-19 failed)"; fi ;;
    # OpenACC: GCC 12 with nvptx offloading (docs/TOOLCHAINS.md); libgomp and its nvptx plugin
    # travel in PACK/openacc-rt.
    openacc|openaccgp) if g++-12 -std=c++17 -O3 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm \
                -I runtime-shim/include -I "testdata/$c" "$src" -o "$dir/$c" 2>"$dir/src/$c.build.log"; then
               echo "BUILT $t/$c"; else echo "NOT-BUILT $t/$c (g++-12 -fopenacc failed)"; fi ;;
    *) echo "NOT-BUILT $t/$c (no GPU build recipe yet)" ;;
  esac
}
export -f build_one
export PACK TOOL NVCC

cmd=${1:-}; shift || true
case $cmd in
  pack)
    targets=() cases=()
    while [ $# -gt 0 ]; do
      case $1 in --target) targets+=("$2"); shift 2 ;; --target=*) targets+=("${1#*=}"); shift ;;
                 *) cases+=("${1#testdata/}"); shift ;; esac
    done
    [ ${#targets[@]} -gt 0 ] || targets=(cuda)
    if [ ${#cases[@]} -eq 0 ]; then
      for d in testdata/*/input.cpp; do cases+=("$(basename "$(dirname "$d")")"); done
    fi
    rm -rf "$PACK"; mkdir -p "$PACK/ref"
    cp scripts/compare-output.py scripts/gpu-validate.sh "$PACK/"
    for c in "${cases[@]}"; do cp "testdata/$c/reference.txt" "$PACK/ref/$c.txt"; done
    for t in "${targets[@]}"; do
      mkdir -p "$PACK/$t/src"
      printf '%s\n' "${cases[@]}" | xargs -P "$(nproc)" -I{} bash -c "build_one $t {}"
    done | sort
    if [[ " ${targets[*]} " == *" openmp "* ]]; then bash scripts/openmp-gpu.sh runtime "$PACK/openmp-rt"; fi
    if [[ " ${targets[*]} " == *" openacc"* ]]; then  # GCC 12's OpenACC runtime and nvptx plugin
      mkdir -p "$PACK/openacc-rt"
      for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
        cp -L "$(gcc-12 -print-file-name="$l")" "$PACK/openacc-rt/$l"
      done
    fi
    tar -C "$PACK" -cf - "${targets[@]}" | xz -T0 -6 >"$PACK/bins.tar.xz"
    for t in "${targets[@]}"; do rm -rf "${PACK:?}/$t"; done
    du -sh "$PACK" ;;
  run)
    if [ -f "$PACK/bins.tar.xz" ]; then tar -C "$PACK" -xJf "$PACK/bins.tar.xz"; fi
    if [ -d "$PACK/openmp-rt" ]; then  # LD_LIBRARY_PATH for the OpenMP binaries only
      KT_OMP_ENV=$(bash scripts/openmp-gpu.sh env "$PACK/openmp-rt" | sed -n "s/^export LD_LIBRARY_PATH='\(.*\)'$/\1/p")
      export KT_OMP_ENV
    fi
    if [ -d "$PACK/openacc-rt" ]; then KT_ACC_ENV=$(cd "$PACK/openacc-rt" && pwd); export KT_ACC_ENV; fi
    python3 - "$PACK" "${OUT:-/tmp}" <<'PY'
import csv, json, os, re, shutil, subprocess, sys, time
pack, out = sys.argv[1], sys.argv[2]
results = []
log = open(os.path.join(out, "validation.log"), "w")
ncu = shutil.which("ncu") or ("/usr/local/cuda/bin/ncu" if os.path.exists("/usr/local/cuda/bin/ncu") else None)
if os.environ.get("KT_NCU", "1") == "0":  # skip the per-kernel timings
    ncu = None

def target_env(target):
    """OpenMP binaries: the carried LLVM 19 runtime first, no host fallback."""
    env = dict(os.environ)
    env.pop("KT_OMP_ENV", None)
    if target == "openmp" and os.environ.get("KT_OMP_ENV"):
        env["LD_LIBRARY_PATH"] = os.environ["KT_OMP_ENV"]
        env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
    if target.startswith("openacc") and os.environ.get("KT_ACC_ENV"):  # carried libgomp, GPU only (openacc*: A/B variants)
        env["LD_LIBRARY_PATH"] = os.environ["KT_ACC_ENV"]
        env["ACC_DEVICE_TYPE"] = "nvidia"
    return env

KERNEL = re.compile(r"kt_\w+?_L\d+(?:_\d+)?(?:_partial|_final)?")

def kernel_ms(binary, env=None):
    """Sum of gpu__time_duration over every kernel launch of one run, from Nsight Compute, and
    per translated kernel (kt_<label>_L<line>; shim kernels such as fills are left out there)."""
    if not ncu:
        return None
    cmd = [binary]
    if env and env.get("OMP_TARGET_OFFLOAD"):  # keep ncu itself off the carried LLVM libraries
        cmd = ["env", "LD_LIBRARY_PATH=" + env["LD_LIBRARY_PATH"], "OMP_TARGET_OFFLOAD=MANDATORY", binary]
    if env and env.get("ACC_DEVICE_TYPE"):  # the same for the carried libgomp
        cmd = ["env", "LD_LIBRARY_PATH=" + env["LD_LIBRARY_PATH"], "ACC_DEVICE_TYPE=nvidia", binary]
    try:
        p = subprocess.run([ncu, "--target-processes", "all", "--csv", "--metrics",
                            "gpu__time_duration.sum", "--print-units", "base"] + cmd,
                           capture_output=True, text=True, timeout=180)
    except subprocess.TimeoutExpired:
        return None
    total, n, per = 0.0, 0, {}
    rows = [l for l in p.stdout.splitlines() if l.startswith('"')]
    if not rows:
        log.write(f"== ncu gave no kernel rows for {binary} (rc={p.returncode})\n{p.stdout[-2000:]}{p.stderr[-2000:]}\n")
    for row in csv.DictReader(rows):
        if row.get("Metric Name") == "gpu__time_duration.sum":
            unit = row.get("Metric Unit", "ns")
            scale = {"ns": 1e-6, "nsecond": 1e-6, "us": 1e-3, "usecond": 1e-3, "ms": 1.0,
                     "msecond": 1.0, "s": 1e3, "second": 1e3}.get(unit, 1e-6)
            ms = float(row["Metric Value"].replace(",", "")) * scale
            total += ms
            n += 1
            m = KERNEL.search(row.get("Kernel Name") or row.get("Function Name") or "")
            if m:
                per[m.group(0)] = per.get(m.group(0), 0.0) + ms
    return (total, n, per) if n else None

sanitizer = shutil.which("compute-sanitizer") or (
    "/usr/local/cuda/bin/compute-sanitizer" if os.path.exists("/usr/local/cuda/bin/compute-sanitizer") else None)
gpu = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                     capture_output=True, text=True).stdout.strip()
# KT_RUN_CASES="a b": only these cases; KT_REPS: runs per binary (default 3, the median's)
only_cases = set(os.environ.get("KT_RUN_CASES", "").split())
reps = int(os.environ.get("KT_REPS", "3"))
# KT_RUN_TARGETS="openmp cuda": these targets, in this order (default: every packed one, sorted)
for target in os.environ.get("KT_RUN_TARGETS", "").split() or sorted(os.listdir(pack)):
    tdir = os.path.join(pack, target)
    if not os.path.isdir(os.path.join(tdir, "src")):  # ref/, openmp-rt/
        continue
    for case in sorted(os.listdir(os.path.join(tdir, "src"))):
        if not case.endswith(".translate.log"):
            continue
        case = case[: -len(".translate.log")]
        if only_cases and case not in only_cases:
            continue
        binary = os.path.join(tdir, case)
        r = {"target": target, "case": case}
        if not os.path.exists(binary):
            r["status"] = "not built"
            results.append(r); continue
        times, stdout, rc = [], "", 0
        for rep in range(reps):
            t0 = time.perf_counter()
            try:
                p = subprocess.run([binary], capture_output=True, text=True, timeout=60,
                                   env=target_env(target))
            except subprocess.TimeoutExpired:  # a hung kernel: report it, go on with the rest
                stdout, rc = "", 124
                log.write(f"== {target}/{case} timed out after 60 s\n"); break
            times.append(time.perf_counter() - t0)
            stdout, rc = p.stdout, p.returncode
            if rc != 0:
                log.write(f"== {target}/{case} rc={rc}\n{p.stdout}\n{p.stderr}\n"); break
        actual = os.path.join(out, f"{target}.{case}.out")
        open(actual, "w").write(stdout)
        cmp = subprocess.run([sys.executable, os.path.join(pack, "compare-output.py"),
                              os.path.join(pack, "ref", case + ".txt"), actual],
                             capture_output=True, text=True)
        r["status"] = "match" if rc == 0 and cmp.returncode == 0 else "mismatch"
        r["program_seconds_median"] = sorted(times)[len(times) // 2] if times else None
        if r["status"] != "match":
            log.write(f"== {target}/{case} MISMATCH rc={rc}\n{cmp.stdout}{cmp.stderr}\n")
        k = kernel_ms(binary, target_env(target)) if r["status"] == "match" else None
        if k:
            r["kernel_ms"], r["launches"] = round(k[0], 4), k[1]
            r["translated_kernel_ms"] = round(sum(k[2].values()), 4)
            r["kernels"] = {name: round(ms, 4) for name, ms in sorted(k[2].items())}
        if target == "cuda" and sanitizer and os.environ.get("KT_SANITIZE", "1") != "0":
            for tool in ("memcheck", "racecheck"):
                s = subprocess.run([sanitizer, "--tool", tool, "--error-exitcode", "9", binary],
                                   capture_output=True, text=True, timeout=600)
                summary = [l for l in (s.stdout + s.stderr).splitlines() if "ERROR SUMMARY" in l
                           or "RACECHECK SUMMARY" in l]
                r[tool] = summary[-1].strip() if summary else f"rc={s.returncode}"
                if s.returncode != 0:
                    log.write(f"== {target}/{case} {tool} rc={s.returncode}\n{s.stdout[-4000:]}{s.stderr[-2000:]}\n")
        results.append(r)
        # written after every case, so a run cut off by its time limit still reports the rest
        json.dump({"gpu": gpu, "date": time.strftime("%Y-%m-%d"), "results": results},
                  open(os.path.join(out, "validation.json"), "w"), indent=1)
        print(f"{r['status']:9} {target}/{case} {r.get('kernel_ms', '-')} ms in "
              f"{r.get('launches', '-')} launches; {r.get('memcheck', '')} {r.get('racecheck', '')}",
              flush=True)
json.dump({"gpu": gpu, "date": time.strftime("%Y-%m-%d"), "results": results},
          open(os.path.join(out, "validation.json"), "w"), indent=1)
PY
    tar -C "${OUT:-/tmp}" -czf "${OUT:-/tmp}/outputs.tgz" --exclude outputs.tgz --exclude validation.json \
      --exclude validation.log . 2>/dev/null || true
    find "${OUT:-/tmp}" -maxdepth 1 -name '*.out' -delete ;;
  report)
    dir=${1:?usage: gpu-validate.sh report DIR}
    mkdir -p results
    # Merge into the earlier results/validation.json: the new run's results win; a target/case it
    # did not run, and sanitizer results it skipped (KT_SANITIZE=0), stay from the earlier run,
    # marked with its date.
    python3 - "$dir/validation.json" results/validation.json <<'PY'
import json, os, sys
new = json.load(open(sys.argv[1]))
old = json.load(open(sys.argv[2])) if os.path.exists(sys.argv[2]) else {"results": []}
seen = {(r["target"], r["case"]) for r in new["results"]}
prev = {(r["target"], r["case"]): r for r in old["results"]}
for r in new["results"]:
    o = prev.get((r["target"], r["case"]))
    for k in ("memcheck", "racecheck"):
        if o and k not in r and k in o:
            r[k] = o[k]
            r[k + "_from"] = o.get(k + "_from", old.get("date", "earlier"))
for key, o in prev.items():
    if key not in seen:
        o.setdefault("from", old.get("date", "earlier"))
        new["results"].append(o)
json.dump(new, open(sys.argv[2], "w"), indent=1)
PY
    python3 - results/validation.json > "$dir/table.md" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
rows = {}
targets = sorted({r["target"] for r in d["results"]})
for r in d["results"]:
    rows.setdefault(r["case"], {})[r["target"]] = r
print(f"GPU: {d['gpu']}, {d['date']}\n")
print("| case | " + " | ".join(f"{t} | {t} kernel ms (launches)" for t in targets) + " | memcheck | racecheck |")
print("|---" * (1 + 2 * len(targets) + 2) + "|")
for c in sorted(rows):
    cells = []
    for t in targets:
        r = rows[c].get(t, {"status": "-"})  # not run on this target
        cells += [r["status"] + (" †" if "from" in r else ""),
                  f"{r['kernel_ms']:.3f} ({r['launches']})" if "kernel_ms" in r else "-"]
    cu = rows[c].get("cuda", {})
    clean = lambda v: v.replace("=========", "").replace("ERROR SUMMARY: ", "").replace("RACECHECK SUMMARY: ", "").strip()
    san = [clean(cu.get(k, "-")) + (" †" if k + "_from" in cu or "from" in cu else "") for k in ("memcheck", "racecheck")]
    print(f"| {c} | " + " | ".join(cells) + f" | {san[0]} | {san[1]} |")
n = sum(r["status"] == "match" for r in d["results"])
print(f"\n{n} of {len(d['results'])} case/target runs match the real-Kokkos reference; `-`: not run "
      "on that target.")
earlier = sorted({r.get("from") or r.get("memcheck_from") or r.get("racecheck_from")
                  for r in d["results"]} - {None})
if earlier:
    print(f"\n† from an earlier run ({', '.join(earlier)}), not repeated in this one.")
PY
    python3 - "$dir/table.md" <<'PY'
import re, sys
table = open(sys.argv[1]).read()
doc = open("docs/VALIDATION.md").read() if __import__("os").path.exists("docs/VALIDATION.md") else ""
begin, end = "<!-- validation-table:begin -->", "<!-- validation-table:end -->"
block = f"{begin}\n{table}{end}"
if begin in doc:
    doc = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda m: block, doc, flags=re.S)
else:
    doc += "\n" + block + "\n"
open("docs/VALIDATION.md", "w").write(doc)
PY
    cat "$dir/table.md" ;;
  *) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
