#!/usr/bin/env bash
# The application corpus (tests/apps/manifest.tsv) on the GPU: the outputs scripts/apps.sh built,
# and the same apps built against real Kokkos' CUDA backend, run with the manifest's command.
#
#   scripts/apps-gpu.sh pack [--target T]... [--only NAME]... [--native KOKKOS_SRC] APPS
#       On the CPU machine, after scripts/apps.sh built the targets: copies each app's binary per
#       target (cuda, openmp, openacc; default all) from build/apps/NAME/T/app.bin (openacc: its
#       outputs built again with g++-12 nvptx offloading, GCC's libgomp beside), the app's sources
#       (for its inputs and the native build), its reference run output and the manifest line
#       into $KT_APPS_PACK (default .device/apps; KT_APPS_FLAGS as for scripts/apps.sh). OpenMP binaries take the LLVM 19 runtime
#       (scripts/openmp-gpu.sh runtime, about 42 MB); --native stages a Kokkos 4.6 source tree
#       (scripts/bench-native.sh stage, about 3 MB compressed). The device tool carries 64 MiB
#       with the repository's 10 MB: the runtime and one app fit beside it.
#   scripts/apps-gpu.sh run
#       On the GPU machine (carry the pack folder): with kokkos-src.tar.xz in the pack, builds Kokkos
#       (CUDA, HOPPER90) and each CMake app against it (`kokkos-cuda`); then runs every binary
#       with the manifest's command and each of its GPU variants (extra arguments), in a fresh
#       folder, and prints one line per run:
#         `NAME TARGET [ARGS] match|DIFF|FAIL rel=MAX wall=S` and the app's own timing line,
#       where rel is the largest relative difference between the numbers of each check line of
#       the manifest and this run's closest line of the same shape (compare below; match: at
#       most 1e-4). Logs go to $OUT (or PACK/out).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT=$PWD
PACK=${KT_APPS_PACK:-.device/apps}
cmd=${1:-}; shift || true

manifest() {  # NAME: prints the manifest line, fields separated by \x1f
  tr '\t' '\037' <"$ROOT/tests/apps/manifest.tsv" | awk -F'\037' -v n="$1" '$1 == n'
}

pack() {
  local -a targets=() only=() ; local native="" src=""
  while [ $# -gt 0 ]; do
    case $1 in
      --target) targets+=("$2"); shift 2 ;;
      --only) only+=("$2"); shift 2 ;;
      --native) native=$2; shift 2 ;;
      *) src=$(cd "$1" && pwd); shift ;;
    esac
  done
  [ -n "$src" ] || { echo "apps-gpu: no APPS folder given" >&2; exit 2; }
  [ ${#targets[@]} -gt 0 ] || targets=(cuda openmp openacc)
  rm -rf "$PACK"; mkdir -p "$PACK"
  local name repo rest t omp=0 acc=0
  while IFS=$'\x1f' read -r name repo rest; do
    [[ $name == \#* || -z $name ]] && continue
    if [ ${#only[@]} -gt 0 ] && [[ " ${only[*]} " != *" $name "* ]]; then continue; fi
    local have=0
    for t in "${targets[@]}"; do
      [ "$t" != openacc ] || { acc_build "$name" && have=1 && acc=1; continue; }
      [ -x "build/apps/$name/$t/app.bin" ] || continue
      mkdir -p "$PACK/$name/$t"; cp "build/apps/$name/$t/app.bin" "$PACK/$name/$t/"
      have=1; [ "$t" != openmp ] || omp=1
      echo "packed $name/$t"
    done
    [ $have = 1 ] || [ -n "$native" ] || continue
    mkdir -p "$PACK/$name"
    tar -C "$src/${repo/\//+}" --exclude=.git -cf - . | xz -T2 >"$PACK/$name/src.tar.xz"
    manifest "$name" >"$PACK/$name/manifest"
    [ -f "build/apps/$name/ref/run.out" ] && cp "build/apps/$name/ref/run.out" "$PACK/$name/ref.out"
  done < <(tr '\t' '\037' <"$ROOT/tests/apps/manifest.tsv")
  [ $omp = 0 ] || bash scripts/openmp-gpu.sh runtime "$PACK/openmp-rt" >/dev/null
  if [ $acc = 1 ]; then  # GCC 12's OpenACC runtime and nvptx plugin (as scripts/gpu-validate.sh)
    mkdir -p "$PACK/openacc-rt"
    for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
      cp -L "$(gcc-12 -print-file-name="$l")" "$PACK/openacc-rt/$l"
    done
  fi
  if [ -n "$native" ]; then  # compressed: the device tool carries 64 MiB with the repository
    KT_BENCH_PACK=$PACK bash scripts/bench-native.sh stage "$native"
    tar -C "$PACK" -cf - kokkos-src | xz -T2 >"$PACK/kokkos-src.tar.xz" && rm -rf "$PACK/kokkos-src"
  fi
  du -sh "$PACK"
}

# The OpenACC outputs of NAME (build/apps/NAME/openacc, which scripts/apps.sh built for the
# host) built again with nvptx offloading into PACK/NAME/openacc/app.bin.
acc_build() {  # NAME
  local w=$ROOT/build/apps/$1/openacc o
  [ -f "$w/build.json" ] && [ -x "$w/app.bin" ] || return 1
  o=$(mktemp -d); mkdir -p "$PACK/$1/openacc"
  local -a cc=(g++-12 -std=c++17 -O2 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80
               -foffload-options=-lm ${KT_APPS_FLAGS:-} -I "$ROOT/runtime-shim/include")
  while read -r f; do
    (cd "$o" && eval "${cc[*]} -x c++ $f") >>"$o/build.log" 2>&1 || { echo "openacc build failed: $(grep -m1 error "$o/build.log")"; return 1; }
  done < <(python3 -c 'import json,shlex,sys
for e in json.load(open(sys.argv[1])):
    a = [x for x in e["arguments"][1:] if x not in ("-o",) and not x.endswith(".o")]
    print(shlex.join(a + ["-o", e["file"].rsplit("/", 1)[-1] + ".o"]))' "$w/build.json")
  "${cc[@]}" "$o"/*.o -o "$PACK/$1/openacc/app.bin" >>"$o/build.log" 2>&1 || { echo "openacc link failed"; return 1; }
  echo "packed $1/openacc (nvptx)"
}

# Each check line against OUT's lines of its shape (the line with its numbers taken out; a check
# line may be the start of an output line, as the CPU check, scripts/apps.sh, reads it):
# prints the relative difference of the numbers of the closest such line, the largest over the
# check lines, or `none` when a check line has no line of its shape.
compare() {  # REF OUT CHECKS
  python3 - "$@" <<'EOF'
import re, sys
out, checks = open(sys.argv[2]).read().splitlines(), sys.argv[3]
num = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
shape = lambda l: num.sub("#", " ".join(l.split()))
def diff(a, b):
    worst = 0.0
    for x, y in zip(map(float, num.findall(a)), map(float, num.findall(b))):
        if abs(x) >= 1e-12 or abs(y) >= 1e-12:
            worst = max(worst, abs(x - y) / max(abs(x), abs(y)))
    return worst
worst = 0.0
for c in checks.split(" && "):
    if c.startswith("re:"):
        continue
    near = [diff(c, l) for l in out if shape(l).startswith(shape(c))]
    if not near:
        print("none"); sys.exit()
    worst = max(worst, min(near))
print(f"{worst:.2e}")
EOF
}

native() {  # builds Kokkos and each CMake app against it into PACK/NAME/kokkos-cuda
  local work=${KT_NATIVE_WORK:-/tmp/kt-native} m name kind dir flags
  KT_BENCH_PACK=$PACK KT_NATIVE_BENCHES="" bash scripts/bench-native.sh build >"$LOG/native-kokkos.log" 2>&1
  cp "$PACK"/kokkos-cuda/src/kokkos-*.log "$LOG/" 2>/dev/null
  for m in "$PACK"/*/manifest; do
    name=$(basename "$(dirname "$m")")
    IFS=$'\x1f' read -r _ _ _ build flags _ <"$m"
    IFS=: read -r kind dir _ <<<"$build"
    [ "$kind" = cmake ] || { echo "$name kokkos-cuda: not built (not a CMake app)"; continue; }
    mkdir -p "$work/$name-src" "$PACK/$name/kokkos-cuda"
    xz -dc "$PACK/$name/src.tar.xz" | tar -C "$work/$name-src" -xf -
    # shellcheck disable=SC2086
    cmake -S "$work/$name-src/$dir" -B "$work/$name-build" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_CXX_COMPILER="$work/kokkos/bin/nvcc_wrapper" -DKokkos_ROOT="$work/kokkos" \
      -DCMAKE_PREFIX_PATH="$work/kokkos" $flags \
      >"$LOG/$name-native.log" 2>&1 &&
      cmake --build "$work/$name-build" -j "$(nproc)" >>"$LOG/$name-native.log" 2>&1
    local exe; IFS=$'\x1f' read -r _ _ _ _ _ exe _ <"$m"
    if [ -x "$work/$name-build/$exe" ]; then cp "$work/$name-build/$exe" "$PACK/$name/kokkos-cuda/app.bin"
    else echo "$name kokkos-cuda: build failed: $(grep -m1 -E 'error' "$LOG/$name-native.log" | cut -c1-160)"; fi
  done
}

run_all() {
  LOG=${OUT:-$PACK/out}; mkdir -p "$LOG"
  PACK=$(cd "$PACK" && pwd)
  if [ -f "$PACK/kokkos-src.tar.xz" ]; then
    xz -dc "$PACK/kokkos-src.tar.xz" | tar -C "$PACK" -xf - && native
  fi
  local m name run pass variants t bin app v w rc rel t0 t1
  for m in "$PACK"/*/manifest; do
    name=$(basename "$(dirname "$m")")
    IFS=$'\x1f' read -r _ _ _ _ _ _ run pass variants <"$m"
    app=/tmp/kt-apps/$name; rm -rf "$app"; mkdir -p "$app"
    xz -dc "$PACK/$name/src.tar.xz" | tar -C "$app" -xf -
    for t in cuda kokkos-cuda openmp openacc; do
      [ -x "$PACK/$name/$t/app.bin" ] || continue
      bin=$PACK/$name/$t/app.bin
      [ "$t" != openmp ] || bin="bash $ROOT/scripts/openmp-gpu.sh run $PACK/openmp-rt $bin"
      [ "$t" != openacc ] || bin="env LD_LIBRARY_PATH=$PACK/openacc-rt ACC_DEVICE_TYPE=nvidia $bin"
      while IFS= read -r v; do
        w=/tmp/kt-apps/run-$name-$t; rm -rf "$w"; mkdir -p "$w"
        local c=${run//BIN/$bin $v}; c=${c//APP/$app}
        t0=$(date +%s.%N)
        (cd "$w" && timeout 300 bash -c "$c") >"$LOG/$name-$t${v:+-${v// /_}}.out" 2>&1; rc=$?
        t1=$(date +%s.%N)
        rel=$(compare "$PACK/$name/ref.out" "$LOG/$name-$t${v:+-${v// /_}}.out" "$pass")
        local st=FAIL
        if [ $rc = 0 ] && [ "$rel" != none ]; then
          st=$(python3 -c "print('match' if float('$rel') <= 1e-4 else 'DIFF')")
        fi
        printf '%s %s%s %s rc=%s rel=%s wall=%.2f\n' "$name" "$t" "${v:+ [$v]}" "$st" "$rc" "$rel" \
          "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
        grep -m4 -E 'PERF_SUMMARY|Total time|total time|PERFORMANCE$' "$LOG/$name-$t${v:+-${v// /_}}.out" | sed 's/^/  /'
      done < <(printf '\n'; [ -z "$variants" ] || tr ';' '\n' <<<"$variants" | sed 's/^ *//; s/ *$//')
    done
  done
}

case $cmd in
  pack) pack "$@" ;;
  run) run_all ;;
  *) sed -n '2,/^set -u/s/^# \{0,1\}//p' "$0" | sed '$d'; exit 2 ;;
esac
