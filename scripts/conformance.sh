#!/usr/bin/env bash
# Usage: scripts/conformance.sh [--target T]... [--only HEADER]... [--table] [--pack DIR] [-j N] SRC
# Kokkos' own core unit tests as a conformance suite. SRC is a Kokkos source tree fetched outside
# this repository at the commit named in tests/conformance/manifest.tsv (its code never enters the
# repository). For each header of the manifest a driver is made from tests/conformance/driver.cpp.in
# (TEST_CATEGORY/TEST_EXECSPACE = the default execution space, a gtest main inside
# Kokkos::initialize/finalize) and translated in tree mode for each target (default: cuda openacc).
# An exit-0 output is then built:
#   openacc  g++-12 -fopenacc -foffload=disable (the host build), run on the CPU: the gtest summary
#            gives the TESTs passed, failed and skipped;
#   cuda     nvcc -arch=sm_90 (compile and link only; with --pack the binary goes to DIR).
# --pack DIR also builds the OpenACC nvptx binary; DIR gets the binaries as bins.tar.xz, GCC 12's
# OpenACC runtime, and run.sh, which runs every binary on a GPU (OpenACC with ACC_DEVICE_TYPE=
# nvidia) and prints `RESULT <header> <target> <passed> <failed> <skipped>` lines.
# Writes build/conformance/results.tsv; --table rewrites docs/CONFORMANCE.md from it
# (scripts/conformance-table.py). gtest is Debian's libgtest-dev.
# Env: KT_TOOL (default build/bin/kokkos-translate), NVCC, KT_TIMEOUT (seconds per step, default 600).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT=$PWD
TOOL=${KT_TOOL:-$ROOT/build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
TIMEOUT=${KT_TIMEOUT:-600}
MANIFEST=$ROOT/tests/conformance/manifest.tsv
WORK=$ROOT/build/conformance
TARGETS=() ONLY=() TABLE=0 PACK="" SRC="" JOBS=2
while [ $# -gt 0 ]; do
  case $1 in
    --target) TARGETS+=("$2"); shift 2 ;;
    --only) ONLY+=("$2"); shift 2 ;;
    --table) TABLE=1; shift ;;
    --pack) PACK=$2; shift 2 ;;
    -j) JOBS=$2; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) SRC=$(cd "$1" && pwd); shift ;;
  esac
done
[ -n "$SRC" ] && [ -d "$SRC/core/unit_test" ] || { echo "conformance: SRC must be a Kokkos source tree (core/unit_test)" >&2; exit 2; }
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(cuda openacc)
export PATH=$PATH:/usr/local/cuda/bin
SHIM=$ROOT/runtime-shim/include
rm -rf "$WORK/src" "$WORK/out" "$WORK/bin" "$WORK/log"
mkdir -p "$WORK/src/drivers" "$WORK/out" "$WORK/bin" "$WORK/log"
cp -r "$SRC/core/unit_test" "$WORK/src/unit_test"
[ -z "$PACK" ] || { rm -rf "$PACK"; mkdir -p "$PACK"; }

headers() {
  grep -v '^#' "$MANIFEST" | cut -f1 | while read -r h; do
    if [ ${#ONLY[@]} -eq 0 ] || printf '%s\n' "${ONLY[@]}" | grep -qx -e "$h" -e "${h%.hpp}"; then echo "$h"; fi
  done
}

gtest_counts() {  # LOG: "passed failed skipped" from a gtest summary
  local p f s
  p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$1" | tail -1)
  f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$1" | tail -1)
  s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$1" | tail -1)
  echo "${p:-0} ${f:-0} ${s:-0}"
}

build_cmd() {  # TARGET MODE: compiler and flags (MODE host|gpu)
  case $1/$2 in
    cuda/*) echo "$NVCC -std=c++17 -O2 -arch=sm_90 --expt-relaxed-constexpr -x cu" ;;
    openacc/host) echo "g++-12 -std=c++17 -O1 -fopenacc -foffload=disable" ;;
    openacc/gpu) echo "g++-12 -std=c++17 -O2 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm" ;;
  esac
}

# One header, one target: translate, build, run. Prints one results.tsv line.
one() {
  local h=$1 t=$2 b=${1%.hpp} out log rc kts lowered build="-" run="-" counts="- - -" ext=cpp
  [ "$t" = cuda ] && ext=cu
  out=$WORK/out/$t/$b log=$WORK/log/$t.$b
  timeout "$TIMEOUT" "$TOOL" --target="$t" --in-root "$WORK/src" --out-root "$out" \
    --report "$log.json" "$WORK/src/drivers/d_$b.cpp" -- -I "$WORK/src/unit_test" >"$log.translate" 2>&1
  rc=$?
  kts=$(grep -o '\[KT[0-9]*\]' "$log.translate" | sort | uniq -c | sort -rn | awk '{printf "%s%s x%s", (NR>1?", ":""), substr($2,2,6), $1}')
  [ "$rc" = 2 ] && kts="clang x$(grep -c ': error:' "$log.translate")"
  lowered=$(python3 -c "import json,sys;f=json.load(open(sys.argv[1]))['files'][0];print(len(f['kernels']))" "$log.json" 2>/dev/null || echo -)
  if [ "$rc" = 0 ]; then
    local bin=$WORK/bin/$t.$b incs=(-I "$SHIM" -I "$out/unit_test" -I "$WORK/src/unit_test")
    local mode=host; [ "$t" = cuda ] && mode=gpu
    if timeout "$TIMEOUT" $(build_cmd "$t" $mode) "${incs[@]}" "$out/drivers/d_$b.$ext" -o "$bin" -lgtest -lpthread >"$log.build" 2>&1; then
      build=yes
      if [ "$t" = openacc ]; then
        timeout "$TIMEOUT" "$bin" >"$log.run" 2>&1; run=$?
        counts=$(gtest_counts "$log.run")
      fi
      if [ -n "$PACK" ]; then
        if [ "$t" = openacc ]; then
          timeout "$TIMEOUT" $(build_cmd openacc gpu) "${incs[@]}" "$out/drivers/d_$b.cpp" -o "$PACK/openacc.$b" -lgtest -lpthread >"$log.gpubuild" 2>&1
        else cp "$bin" "$PACK/cuda.$b"; fi
      fi
    else build=NO; fi
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$h" "$t" "$rc" "${kts:--}" "$lowered" "$build" "$run" "${counts// /	}"
}
export -f one gtest_counts build_cmd
export WORK TOOL TIMEOUT SHIM NVCC PACK

for h in $(headers); do
  sed "s/@HEADER@/$h/" "$ROOT/tests/conformance/driver.cpp.in" >"$WORK/src/drivers/d_${h%.hpp}.cpp"
done
for h in $(headers); do for t in "${TARGETS[@]}"; do echo "$h $t"; done; done |
  xargs -P "$JOBS" -n 2 bash -c 'one "$0" "$1"' | tee "$WORK/results.tsv.tmp" |
  awk -F'\t' '{printf "%-36s %-8s exit %s  build %-3s run %-3s passed %s failed %s skipped %s  %s\n",$1,$2,$3,$6,$7,$8,$9,$10,$4}'
sort "$WORK/results.tsv.tmp" >"$WORK/results.tsv" && rm -f "$WORK/results.tsv.tmp"

if [ -n "$PACK" ]; then
  mkdir -p "$PACK/openacc-rt"  # GCC 12's OpenACC runtime and nvptx plugin travel with the binaries
  for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L "$(gcc-12 -print-file-name="$l")" "$PACK/openacc-rt/$l"; done
  (cd "$PACK" && tar -cf - cuda.* openacc.* 2>/dev/null | xz -T0 -6 >bins.tar.xz && rm -f cuda.* openacc.*)
  cat >"$PACK/run.sh" <<'EOF'
#!/usr/bin/env bash
# Runs every packed conformance binary; prints RESULT <header> <target> <passed> <failed> <skipped>,
# and for a binary that exits non-zero or runs fewer TESTs than it holds, a NOTE line with its
# exit code, gtest's count line and the log's last lines.
cd "$(dirname "$0")"
[ -f bins.tar.xz ] && tar -xJf bins.tar.xz
export ACC_DEVICE_TYPE=nvidia LD_LIBRARY_PATH=$PWD/openacc-rt${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
for bin in cuda.* openacc.*; do
  [ -x "$bin" ] || continue
  timeout 120 "./$bin" >"$bin.log" 2>&1
  rc=$?
  p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$bin.log" | tail -1)
  f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$bin.log" | tail -1)
  s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$bin.log" | tail -1)
  echo "RESULT ${bin#*.}.hpp ${bin%%.*} ${p:-0} ${f:-0} ${s:-0}"
  ran=$(sed -n 's/^\[==========\] \([0-9]*\) tests\{0,1\} from .* ran.*/\1/p' "$bin.log" | tail -1)
  held=$(timeout 60 "./$bin" --gtest_list_tests 2>/dev/null | grep -c '^  ')
  if [ "$rc" != 0 ] || [ "${ran:-0}" != "$held" ]; then
    echo "NOTE ${bin#*.}.hpp ${bin%%.*} exit $rc, TESTs held $held, ran ${ran:-?}; last lines:"
    tail -n 4 "$bin.log" | sed 's/^/  /'
  fi
done
EOF
  chmod +x "$PACK/run.sh"
fi
if [ "$TABLE" = 1 ]; then
  python3 "$ROOT/scripts/conformance-table.py" "$MANIFEST" "$WORK/results.tsv" "$(git -C "$ROOT" rev-parse --short HEAD)" \
    "${KT_GPU_RESULTS:-}" >"$ROOT/docs/CONFORMANCE.md"
fi
awk -F'\t' -v n="$(headers | wc -l)" '$2=="openacc" {p+=$8} END {printf "conformance: %d headers; OpenACC host run: %d TESTs passed\n", n, p}' "$WORK/results.tsv"
