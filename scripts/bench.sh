#!/usr/bin/env bash
# Benchmark suite (bench/): Kokkos-style programs translated to each target, hand-written CUDA
# baselines and the device-to-device copy roofline.
#
#   scripts/bench.sh pack [--target T]...
#       On the CPU machine: translate every bench/<name>/kokkos.cpp for each target (default:
#       $KT_BENCH_TARGETS, else cuda), build it with the target's compiler, build the hand-written
#       CUDA baselines (bench/<name>/cuda_hand.cu) and bench/copy_bw.cu, build each kokkos.cpp
#       against real Kokkos (Serial) and record its checksums at a small size, all into
#       .device/bench/ (git-ignored; carried to the GPU machine).
#   scripts/bench.sh run
#       On the GPU machine (device tool: carry [".device/bench"], command `bash scripts/bench.sh run`):
#       runs every packed binary at the small size (checksums against real Kokkos) and at full
#       size (timings), the copy roofline, and Nsight Compute launch/SOL sections of the
#       benchmark kernels when ncu works (KT_BENCH_NCU=0 skips them). Writes $OUT/bench.json,
#       $OUT/bench.log and $OUT/sass.txt (cuobjdump -sass of the CUDA programs; KT_BENCH_SASS=0).
#   The native-Kokkos column (real Kokkos' CUDA backend, built on the GPU machine): see
#   scripts/bench-native.sh (stage the source here, build there before `run`).
#   scripts/bench.sh report DIR
#       On the CPU machine: DIR/bench.json -> results/bench.json, the table in docs/PERFORMANCE.md
#       (between the perf-table markers) and docs/performance.png (needs python3-matplotlib).
#
# Env: KT_TOOL (translator, default build/bin/kokkos-translate), NVCC, KT_BENCH_TARGETS,
#      KT_BENCH_JOBS (parallel builds, default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PACK=${KT_BENCH_PACK:-.device/bench}
TOOL=${KT_TOOL:-build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
BENCHES=(axpy dot spmv stencil scan cg dock snap)
# Small sizes for the real-Kokkos (Serial) checksum comparison; argv[1] of each program.
# dock and snap are compute-bound: their `bench` lines carry FLOPs per call, not bytes.
declare -A SMALL=([axpy]=100000 [dot]=100000 [spmv]=20 [stencil]=256 [scan]=100000 [cg]=20 [dock]=64 [snap]=64)

# Per-target translation suffix and build command ($1 = source, $2 = binary). A target without a
# recipe is translated but reported as not built; others add theirs here.
build_target() {  # target src bin log
  local t=$1 src=$2 bin=$3 log=$4
  case $t in
    cuda) "$NVCC" -std=c++17 -O3 -arch=sm_90 -I runtime-shim/include -I bench/common -Xptxas -v "$src" -o "$bin" >"$log" 2>&1 ;;
    # HIP output on the NVIDIA GPU through the test-only mapping header (32-lane wavefronts).
    hip) "$NVCC" -std=c++17 -O3 -arch=sm_90 -x cu -I tests/hip-on-cuda -I runtime-shim/include -I bench/common \
           "$src" -o "$bin" >"$log" 2>&1 ;;
    # OpenMP kernel mode: clang++-19 plus the CUDA-13 ELF workaround (scripts/openmp-gpu.sh).
    openmp) KT_OMP_EXTRA="-I bench/common" bash scripts/openmp-gpu.sh build "$src" "$bin" >"$log" 2>&1 ;;
    openacc) g++-12 -std=c++17 -O3 -I runtime-shim/include -I bench/common -fopenacc -foffload=nvptx-none \
              -foffload-options=-misa=sm_80 -foffload-options=-lm "$src" -o "$bin" >"$log" 2>&1 ;;
    *) echo "no build recipe for target $t" >"$log"; return 1 ;;
  esac
}
suffix() { case $1 in cuda) echo cu ;; hip) echo hip ;; *) echo cpp ;; esac; }

pack_one() {  # target bench
  local t=$1 b=$2 dir=$PACK/$1
  local src=$dir/src/$b.$(suffix "$t")
  if ! "$TOOL" --target="$t" "bench/$b/kokkos.cpp" -o "$src" -- -I bench/common 2>"$dir/src/$b.translate.log"; then
    echo "NOT-BUILT $t/$b (translation failed: $dir/src/$b.translate.log)"; return 0
  fi
  if build_target "$t" "$src" "$dir/$b" "$dir/src/$b.build.log"; then echo "BUILT $t/$b"
  else echo "NOT-BUILT $t/$b (build failed: $dir/src/$b.build.log)"; rm -f "$dir/$b"; fi
}
pack_hand() {  # bench (or copy_bw)
  local b=$1 src=bench/$1/cuda_hand.cu
  [ "$b" = copy_bw ] && src=bench/copy_bw.cu
  if "$NVCC" -std=c++17 -O3 -arch=sm_90 -I bench/common -Xptxas -v "$src" -o "$PACK/hand/$b" \
       >"$PACK/hand/src/$b.build.log" 2>&1; then echo "BUILT hand/$b"
  else echo "NOT-BUILT hand/$b ($PACK/hand/src/$b.build.log)"; fi
}
pack_ref() {  # bench: real Kokkos 3.4 Serial at the small size
  local b=$1 bin=$KT_BENCH_TMP/$1.serial
  if g++ -std=c++17 -O2 -I/usr/include/trilinos -I bench/common "bench/$b/kokkos.cpp" -o "$bin" \
       -ltrilinos_kokkoscore -ldl >"$KT_BENCH_TMP/$b.serial.log" 2>&1 &&
     "$bin" "${SMALL[$b]}" >"$PACK/ref/$b.txt" 2>>"$KT_BENCH_TMP/$b.serial.log"; then
    echo "REF $b (Serial, size ${SMALL[$b]}): $(grep -c '^check' "$PACK/ref/$b.txt") checksums"
  else echo "NO-REF $b ($KT_BENCH_TMP/$b.serial.log)"; rm -f "$PACK/ref/$b.txt"; fi
}
export -f build_target suffix pack_one pack_hand
export PACK TOOL NVCC

cmd=${1:-}; shift || true
case $cmd in
  pack)
    targets=()
    while [ $# -gt 0 ]; do
      case $1 in --target) targets+=("$2"); shift 2 ;; --target=*) targets+=("${1#*=}"); shift ;;
                 *) echo "unknown argument $1" >&2; exit 2 ;; esac
    done
    [ ${#targets[@]} -gt 0 ] || read -r -a targets <<<"${KT_BENCH_TARGETS:-cuda}"
    rm -rf "$PACK"; mkdir -p "$PACK/ref" "$PACK/hand/src"
    KT_BENCH_TMP=$(mktemp -d); export KT_BENCH_TMP
    cp scripts/bench.sh "$PACK/"
    for b in "${BENCHES[@]}"; do echo "$b ${SMALL[$b]}"; done >"$PACK/small_sizes.txt"
    jobs=()
    for t in "${targets[@]}"; do
      mkdir -p "$PACK/$t/src"
      for b in "${BENCHES[@]}"; do jobs+=("pack_one $t $b"); done
    done
    for b in "${BENCHES[@]}" copy_bw; do jobs+=("pack_hand $b"); done
    printf '%s\n' "${jobs[@]}" | xargs -P "${KT_BENCH_JOBS:-2}" -I{} bash -c '{}' | sort
    for b in "${BENCHES[@]}"; do pack_ref "$b"; done
    # Runtimes: the LLVM 19 OpenMP runtime (about 42 MB; KT_BENCH_OMP_RT names a folder another
    # pack already carries, e.g. scripts/gpu-validate.sh's) and GCC 12's libgomp + nvptx plugin.
    if [[ " ${targets[*]} " == *" openmp "* ]] && [ -z "${KT_BENCH_OMP_RT:-}" ]; then
      bash scripts/openmp-gpu.sh runtime "$PACK/openmp-rt"; fi
    if [[ " ${targets[*]} " == *" openacc "* ]]; then
      mkdir -p "$PACK/openacc-rt"
      for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L "$(gcc-12 -print-file-name="$l")" "$PACK/openacc-rt/$l"; done
    fi
    rm -rf "$KT_BENCH_TMP"
    du -sh "$PACK" ;;
  run)
    rt=${KT_BENCH_OMP_RT:-$PACK/openmp-rt}
    if [ -d "$rt" ]; then  # LD_LIBRARY_PATH for the OpenMP binaries only
      KT_OMP_ENV=$(bash scripts/openmp-gpu.sh env "$rt" | sed -n "s/^export LD_LIBRARY_PATH='\(.*\)'$/\1/p")
      export KT_OMP_ENV
    fi
    if [ -d "$PACK/openacc-rt" ]; then KT_ACC_ENV=$(cd "$PACK/openacc-rt" && pwd); export KT_ACC_ENV; fi
    python3 - "$PACK" "${OUT:-/tmp}" <<'PY'
import csv, io, json, math, os, re, shutil, subprocess, sys, time
pack, out = sys.argv[1], sys.argv[2]
log = open(os.path.join(out, "bench.log"), "w")
def say(*a):
    s = " ".join(str(x) for x in a)
    print(s, flush=True); log.write(s + "\n"); log.flush()

def target_env(target):  # the carried runtimes, for their own target only
    env = dict(os.environ)
    env.pop("KT_OMP_ENV", None); env.pop("KT_ACC_ENV", None)
    if target == "openmp" and os.environ.get("KT_OMP_ENV"):
        env.update(LD_LIBRARY_PATH=os.environ["KT_OMP_ENV"], OMP_TARGET_OFFLOAD="MANDATORY")
    if target == "openacc" and os.environ.get("KT_ACC_ENV"):
        env.update(LD_LIBRARY_PATH=os.environ["KT_ACC_ENV"], ACC_DEVICE_TYPE="nvidia")
    return env

def run(cmd, timeout=300, env=None):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        return 124, (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or ""), "timeout", time.time() - t0

def parse(text):
    r = {"bench": [], "check": {}, "info": []}
    for line in text.splitlines():
        f = line.split()
        if not f: continue
        if f[0] == "bench" and len(f) >= 5:
            d = {"name": f[1], "variant": f[2], "bytes": float(f[3]), "median_s": float(f[4])}
            if len(f) >= 8:
                d.update(min_s=float(f[5]), max_s=float(f[6]), reps=int(f[7]))
            r["bench"].append(d)
        elif f[0] == "check" and len(f) >= 4:
            r["check"][f[1] + "/" + f[2]] = float(f[3])
        elif f[0] == "info":
            r["info"].append(" ".join(f[1:]))
    return r

def compare(ref, got, rtol=1e-8):
    bad = []
    for k, v in ref.items():
        g = got.get(k)
        if g is None: bad.append(f"{k} missing")
        elif not (abs(g - v) <= rtol * max(abs(v), abs(g)) or g == v): bad.append(f"{k} {g!r} != {v!r}")
    return bad

FLOP_BENCHES = {"dock", "snap"}  # compute-bound: the bench line's third field is FLOPs per call
smi = run(["nvidia-smi", "--query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw",
           "--format=csv,noheader"], timeout=60)[1].strip() if shutil.which("nvidia-smi") else ""
say("gpu:", smi)
res = {"gpu": smi.split(",")[0].strip() if smi else "unknown", "nvidia_smi": smi,
       "date": time.strftime("%Y-%m-%d"), "runs": [], "small": [], "ncu": {}}
small = dict(l.split() for l in open(os.path.join(pack, "small_sizes.txt")) if l.strip())

# Copy roofline first and last (the median of the two is reported), then every binary.
def one(target, b, binary):
    rc, so, se, dt = run([binary], env=target_env(target))
    r = parse(so)
    r.update(target=target, program=b, rc=rc, wall_s=round(dt, 2))
    if rc != 0: say(f"== {target}/{b} rc={rc}\n{so[-2000:]}\n{se[-2000:]}")
    for x in r["bench"]:
        unit = "GFLOP/s" if x["name"] in FLOP_BENCHES else "GB/s"
        say(f"{target:8} {x['name']:8} {x['variant']:11} {x['bytes']/x['median_s']/1e9:9.1f} {unit}  median {x['median_s']*1e3:9.4f} ms")
    res["runs"].append(r)
    return r

copy = os.path.join(pack, "hand", "copy_bw")
if os.path.exists(copy): one("hand", "copy_bw", copy)
targets = sorted(d for d in os.listdir(pack) if os.path.isdir(os.path.join(pack, d, "src")) and d != "hand")
for t in targets + ["hand"]:
    built = sorted(f for f in os.listdir(os.path.join(pack, t)) if os.path.isfile(os.path.join(pack, t, f))
                   and os.access(os.path.join(pack, t, f), os.X_OK) and f != "copy_bw")
    for b in sorted(small):
        if b not in built: say(f"{t}/{b}: not built")
    for b in built:
        binary = os.path.join(pack, t, b)
        base = b
        if base not in small: continue
        # Small size: checksums against the real-Kokkos Serial reference (generated targets), or
        # recorded (hand).
        reff = os.path.join(pack, "ref", base + ".txt")
        rc, so, se, _ = run([binary, small[base]], timeout=120, env=target_env(t))
        got = parse(so)["check"]
        entry = {"target": t, "program": b, "size": small[base], "rc": rc}
        if t != "hand" and os.path.exists(reff):
            ref = parse(open(reff).read())["check"]
            bad = compare(ref, got) if rc == 0 else [f"rc={rc} {se[-500:]}"]
            entry["status"] = "match" if not bad else "mismatch"
            entry["problems"] = bad
        else:
            entry["status"] = "ran" if rc == 0 else f"rc={rc}"
        entry["checks"] = got
        res["small"].append(entry)
        say(f"small {t}/{b} size {small[base]}: {entry['status']} {' '.join(entry.get('problems', []))}")
        one(t, b, binary)
if os.path.exists(copy): one("hand", "copy_bw", copy)

# Full-size checksums: every target against hand CUDA (same inputs, same arithmetic up to the
# order of reductions).
full = {}
for r in res["runs"]:
    for k, v in r["check"].items(): full.setdefault(k, {})[r["target"]] = v
res["full_checks"] = full
for k, d in sorted(full.items()):
    if "hand" in d:
        for t, v in d.items():
            if t != "hand" and abs(v - d["hand"]) > 1e-8 * max(abs(v), abs(d["hand"])):
                say(f"full-size checksum differs: {k} {t}={v!r} hand={d['hand']!r}")

# Nsight Compute: launch shape, occupancy and speed-of-light of each benchmark kernel (the 5th
# call of each, after the warm-up), generated CUDA and hand CUDA.
ncu = shutil.which("ncu") or next((p for p in ["/usr/local/cuda/bin/ncu"] if os.path.exists(p)), None)
KERNELS = {
    "cuda": r"regex:kt_(axpy_range|axpy_mdrange|axpy_team|dot_range|dot_mdrange|dot_team|spmv|stencil|scan|dock|snap)_L",
    "hand": r"regex:(axpy_range|axpy_2d|axpy_rows|axpy_vec2|dot_range|dot_2d|dot_rows|dot_vec2|spmv_vector|jacobi_tiled|DeviceScan|sum_partials|dock|snap)",
}
# Profiled at a quarter of the default sizes (still far larger than L2) to keep ncu's replays short.
NCU_SIZE = {"axpy": "67108864", "dot": "67108864", "spmv": "128", "stencil": "8192", "scan": "67108864",
            "dock": "65536", "snap": "32768"}
t_ncu = time.time()
if ncu and os.environ.get("KT_BENCH_NCU", "1") != "0":
    for t, rx in KERNELS.items():
        progs = sorted(os.listdir(os.path.join(pack, t))) if os.path.isdir(os.path.join(pack, t)) else []
        # the compute-bound programs last, so a spent time budget skips them first
        for b in sorted((p for p in progs if p.split("_")[0] in NCU_SIZE), key=lambda p: (p in FLOP_BENCHES, p)):
            binary = os.path.join(pack, t, b)
            if not os.path.isfile(binary): continue
            if time.time() - t_ncu > float(os.environ.get("KT_BENCH_NCU_BUDGET", "150")):
                say(f"ncu {t}/{b}: skipped (time budget spent)"); continue
            cmd = [ncu, "--clock-control", "none", "--csv", "--page", "details", "--section", "LaunchStats",
                   "--section", "SpeedOfLight", "--section", "Occupancy", "--kernel-id", f"::{rx}:5", binary, NCU_SIZE[b.split("_")[0]]]
            rc, so, se, dt = run(cmd, timeout=120)
            rows = [l for l in so.splitlines() if l.startswith('"')]
            kern = {}
            for row in csv.DictReader(io.StringIO("\n".join(rows))):
                name = row.get("Kernel Name", "?")
                m = kern.setdefault(name, {})
                m[row.get("Section Name", "") + "/" + row.get("Metric Name", "")] = (row.get("Metric Value", "") + " " + row.get("Metric Unit", "")).strip()
            res["ncu"][f"{t}/{b}"] = kern
            say(f"ncu {t}/{b}: rc={rc} {len(kern)} kernels in {dt:.0f}s" + ("" if kern else f" {se[-300:]} {so[-300:]}"))
# SASS of the benchmark programs (generated and hand), for reading back on the CPU machine.
cuobjdump = shutil.which("cuobjdump") or next((p for p in ["/usr/local/cuda/bin/cuobjdump"] if os.path.exists(p)), None)
if cuobjdump and os.environ.get("KT_BENCH_SASS", "1") != "0":
    with open(os.path.join(out, "sass.txt"), "w") as f:
        for t in ["cuda", "hand"]:
            for b in ["axpy", "dot", "spmv", "stencil", "scan", "dock", "snap"]:
                binary = os.path.join(pack, t, b)
                if os.path.exists(binary):
                    rc, so, se, _ = run([cuobjdump, "-sass", binary], timeout=60)
                    f.write(f"######## {t}/{b}\n{so}\n")
json.dump(res, open(os.path.join(out, "bench.json"), "w"), indent=1)
say("wrote", os.path.join(out, "bench.json"))
PY
    ;;
  report)
    dir=${1:?usage: bench.sh report DIR}
    mkdir -p results; install -m 644 "$dir/bench.json" results/bench.json
    py=python3  # the plot needs matplotlib; Debian's python3-matplotlib lives in /usr/bin/python3
    python3 -c 'import matplotlib' 2>/dev/null || { /usr/bin/python3 -c 'import matplotlib' 2>/dev/null && py=/usr/bin/python3; }
    "$py" - results/bench.json docs/PERFORMANCE.md docs/performance.png <<'PY'
import json, os, re, sys
src, doc_path, png = sys.argv[1:4]
d = json.load(open(src))
TARGETS = ["cuda", "hip", "openmp", "openacc"]  # columns always shown; empty until measured
ORDER = ["axpy", "dot", "spmv", "stencil", "scan", "cg", "dock", "snap"]
STREAMING = {"axpy", "dot"}
FLOP_BENCHES = {"dock", "snap"}  # compute-bound: their "bytes" field is FLOPs per call
rows = {}  # (name, variant) -> target -> bench entry
copy = []
for r in d["runs"]:
    for b in r["bench"]:
        if b["name"] == "copy":
            copy.append(b["bytes"] / b["median_s"]); continue
        rows.setdefault((b["name"], b["variant"]), {})[r["target"]] = b
copy_bw = sorted(copy)[len(copy) // 2] if copy else float("nan")
gbs = lambda b: b["bytes"] / b["median_s"] / 1e9
rows = {k: {t: b for t, b in e.items() if t in TARGETS or t == "hand"} for k, e in rows.items()}
rows = {k: e for k, e in rows.items() if e}
VORDER = ["range", "mdrange", "team"]
keys = sorted(rows, key=lambda k: (ORDER.index(k[0]) if k[0] in ORDER else 99, k[0], set(rows[k]) == {"hand"},
                                   VORDER.index(k[1]) if k[1] in VORDER else 9, k[1]))
small = {(s["target"], s["program"]): s for s in d.get("small", [])}
out = []
w = out.append
w(f"Device: **{d['gpu']}** ({d.get('nvidia_smi', '')}), measured {d['date']}.\n")
w(f"Device-to-device copy (cudaMemcpy, read + write counted): **{copy_bw/1e9:.0f} GB/s** "
  f"(median of {len(copy)} runs of the median of 25 calls).\n")
w("Each cell: GB/s of the fewest bytes the kernel must move, (% of the copy bandwidth), and for the "
  "translated targets the ratio of their time to hand-written CUDA's. Median of 25 timed calls after 3 warm-up calls.\n")
w("| benchmark | variant | MB moved per call | hand CUDA | " + " | ".join(f"{t} (translated)" for t in TARGETS) + " |")
w("|---|---|---:|---:|" + "---:|" * len(TARGETS))
for k in keys:
    if k[0] in FLOP_BENCHES: continue
    e = rows[k]
    any_b = next(iter(e.values()))
    cells = []
    h = e.get("hand")
    cells.append(f"{gbs(h):.0f} ({100*gbs(h)*1e9/copy_bw:.0f}%)" if h else "-")
    for t in TARGETS:
        b = e.get(t)
        if not b:
            cells.append("-"); continue
        c = f"{gbs(b):.0f} ({100*gbs(b)*1e9/copy_bw:.0f}%)"
        if h: c += f" **{h['median_s']/b['median_s']:.3f}×**"
        cells.append(c)
    w(f"| {k[0]} | {k[1]} | {any_b['bytes']/1e6:.0f} | " + " | ".join(cells) + " |")
w("")
fkeys = [k for k in keys if k[0] in FLOP_BENCHES]
if fkeys:
    w("Compute-bound benchmarks (dock: FP32, snap: FP64; FLOPs counted analytically, see "
      "bench/README.md): GFLOP/s, and for the translated targets the ratio of their time to hand-written CUDA's.\n")
    w("| benchmark | variant | GFLOP per call | hand CUDA | " + " | ".join(f"{t} (translated)" for t in TARGETS) + " |")
    w("|---|---|---:|---:|" + "---:|" * len(TARGETS))
    for k in fkeys:
        e = rows[k]
        h = e.get("hand")
        cells = [f"{gbs(h):.0f}" if h else "-"]
        for t in TARGETS:
            b = e.get(t)
            cells.append("-" if not b else f"{gbs(b):.0f}" + (f" **{h['median_s']/b['median_s']:.3f}×**" if h else ""))
        w(f"| {k[0]} | {k[1]} | {next(iter(e.values()))['bytes']/1e9:.1f} | " + " | ".join(cells) + " |")
    w("")
# Goals (generated CUDA).
w("Goals, translated CUDA:\n")
for k in keys:
    e = rows[k]
    if "cuda" in e and "hand" in e:
        ratio = e["hand"]["median_s"] / e["cuda"]["median_s"]
        pct = gbs(e["cuda"]) * 1e9 / copy_bw
        goal = [f"{ratio:.3f}× hand CUDA ({'meets' if ratio >= 0.98 else 'misses'} ≥ 0.98×)"]
        if k[0] in STREAMING:
            goal.append(f"{100*pct:.1f}% of copy ({'meets' if pct >= 0.90 else 'misses'} ≥ 90%)")
        w(f"- {k[0]}/{k[1]}: " + "; ".join(goal))
w("")
# Correctness.
bad = [s for s in d.get("small", []) if s.get("status") == "mismatch"]
ok = [s for s in d.get("small", []) if s.get("status") == "match"]
w(f"Checksums at the small sizes against real Kokkos 3.4 (Serial): {len(ok)} programs match, {len(bad)} differ"
  + ("".join(f"; {s['target']}/{s['program']}: {', '.join(s['problems'])}" for s in bad)) + ".")
diff = []
for k, v in sorted(d.get("full_checks", {}).items()):
    if "hand" in v:
        for t, x in v.items():
            if t != "hand" and abs(x - v["hand"]) > 1e-8 * max(abs(x), abs(v["hand"])): diff.append(f"{k} {t}")
w(f"Full-size checksums, translated vs hand CUDA: " + ("all agree (rtol 1e-8)." if not diff else "differ for " + ", ".join(diff) + "."))
w("")
# Nsight Compute summary.
def metric(m, *names):
    for key, v in m.items():
        if key.split("/", 1)[-1] in names:
            num, _, unit = v.partition(" ")
            scale = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3, "msecond": 1e3}
            if unit in scale:  # durations in microseconds
                return f"{float(num.replace(',', '')) * scale[unit]:.1f} µs"
            return num if unit in ("register/thread", "byte/block", "block", "thread") else v
    return "-"
if any(d.get("ncu", {}).values()):
    w("Nsight Compute (5th call of each kernel, `--clock-control none`, at a quarter of the default "
      "sizes: axpy/dot/scan 2^26 elements, spmv n = 128, stencil 8192^2):\n")
    w("| program | kernel | block | grid | registers | dyn. smem/block | theor. / achieved occupancy | DRAM throughput | duration |")
    w("|---|---|---|---|---:|---:|---|---:|---:|")
    for prog, kern in sorted(d["ncu"].items()):
        for name, m in sorted(kern.items()):
            w(f"| {prog} | `{name[:60]}` | {metric(m, 'Block Size')} | {metric(m, 'Grid Size')} | "
              f"{metric(m, 'Registers Per Thread')} | {metric(m, 'Dynamic Shared Memory Per Block')} | "
              f"{metric(m, 'Theoretical Occupancy')} / {metric(m, 'Achieved Occupancy')} | "
              f"{metric(m, 'DRAM Throughput')} | {metric(m, 'Duration')} |")
    w("")
table = "\n".join(out) + "\n"
doc = open(doc_path).read() if os.path.exists(doc_path) else "# Performance\n"
begin, end = "<!-- perf-table:begin -->", "<!-- perf-table:end -->"
block = f"{begin}\n{table}{end}"
doc = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda m: block, doc, flags=re.S) if begin in doc else doc + "\n" + block + "\n"
open(doc_path, "w").write(doc)
print(table)
# Plot: % of copy bandwidth per benchmark row, one bar per target.
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    print("matplotlib missing (apt-get install -y python3-matplotlib): no plot written", file=sys.stderr); sys.exit(0)
keys = [k for k in keys if k[0] not in FLOP_BENCHES]  # the plot is % of copy bandwidth
series = [t for t in ["hand"] + TARGETS if any(t in rows[k] for k in keys)]
labels = [f"{k[0]}\n{k[1]}" for k in keys]
fig, ax = plt.subplots(figsize=(max(8, 0.9 * len(keys)), 4.5))
wid = 0.8 / max(1, len(series))
colors = {"hand": "#555555", "cuda": "#76b900", "hip": "#ed1c24", "openmp": "#1f77b4", "openacc": "#ff7f0e"}
for i, t in enumerate(series):
    xs = [j + (i - (len(series) - 1) / 2) * wid for j in range(len(keys))]
    ys = [100 * gbs(rows[k][t]) * 1e9 / copy_bw if t in rows[k] else 0 for k in keys]
    ax.bar(xs, ys, wid, label="hand-written CUDA" if t == "hand" else f"translated {t}", color=colors.get(t))
ax.axhline(100, color="black", lw=0.8, ls="--")
ax.axhline(90, color="grey", lw=0.6, ls=":")
ax.set_xticks(range(len(keys)))
ax.set_xticklabels(labels, fontsize=8)
ax.set_ylabel("% of device-to-device copy bandwidth")
ax.set_title(f"kokkos-translate benchmarks, {d['gpu']}, {d['date']} (copy = {copy_bw/1e9:.0f} GB/s)", fontsize=10)
ax.set_ylim(0, 118)
ax.legend(fontsize=8, loc="upper right", ncol=len(series))
fig.tight_layout()
fig.savefig(png, dpi=110)
print("wrote", png)
PY
    ;;
  *) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
