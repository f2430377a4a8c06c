#!/usr/bin/env bash
# Usage: scripts/corpus.sh [--target T]... [--only NAME]... [--translate-only] [--table] [--pack DIR] SRC
# Runs the public-corpus programs of tests/corpus/manifest.tsv through the translator, unchanged.
# SRC is a folder of fetched sources, one folder per repository named <owner>+<name> and checked
# out at the manifest's commit (their code never enters this repository). Per program and target
# (default: cuda hip openmp openacc) it translates, compiles the output with the target's vendor
# compiler (nvcc, hipcc, clang++-19 OpenMP offload, g++-12 OpenACC nvptx) and, for OpenACC, also
# builds it for the host and runs it with the manifest's arguments: the run passes when it exits 0,
# prints no line starting with `Error`, and prints a line containing the manifest's pass text
# (taken from the real-Kokkos 4.6.01 run; timings left out; `re:RE` is an extended regex) and
# no line saying `Validation failed` / `Verification failed` (the UoB-HPC mini-apps' checks). With KOKKOS_ROOT=<install prefix of
# a real Kokkos 4.x> the program is also built against it and run, as a check of the pass text.
# Prints one line per program and target (`PASS|FAIL <name> <target> <stage>: <first error>`),
# writes build/corpus/results.tsv, and with --table rewrites the table in docs/CORPUS.md.
# --translate-only stops after the translation (a quick look; the table then says so).
# --pack DIR copies the CUDA and OpenACC GPU binaries and a run script (run.sh) into DIR for one
# `device` run; run.sh prints `PASS|FAIL <name> <variant>` lines.
# Tree mode: a path `tree:DIR:F1,F2,...` names a program of several files below DIR (relative to
# the repository; F may be a glob relative to DIR). They are translated together with
# `--in-root DIR --out-root OUT` and the outputs compiled into one binary; in the flags, ROOT is
# DIR when translating and OUT when compiling, and in the arguments DATA is DIR (input decks).
# Env: NVCC, KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT (seconds, default 300).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT=$PWD
TOOL=${KT_TOOL:-$ROOT/build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
TIMEOUT=${KT_TIMEOUT:-300}
MANIFEST=$ROOT/tests/corpus/manifest.tsv
WORK=$ROOT/build/corpus
TARGETS=() ONLY=() TABLE=0 PACK="" SRC="" TONLY=0
while [ $# -gt 0 ]; do
  case $1 in
    --target) TARGETS+=("$2"); shift 2 ;;
    --only) ONLY+=("$2"); shift 2 ;;
    --table) TABLE=1; shift ;;
    --translate-only) TONLY=1; shift ;;
    --pack) PACK=$2; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) SRC=$(cd "$1" && pwd); shift ;;
  esac
done
[ -n "$SRC" ] || { echo "corpus: no SRC folder given" >&2; exit 2; }
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(cuda hip openmp openacc)
if ! command -v ptxas >/dev/null && [ -x /usr/local/cuda/bin/ptxas ]; then export PATH=$PATH:/usr/local/cuda/bin; fi
mkdir -p "$WORK"
RESULTS=$WORK/results.tsv
: >"$RESULTS"
[ -z "$PACK" ] || { mkdir -p "$PACK"; : >"$PACK/list.tsv"; }

declare -A EXT=([cuda]=cu [hip]=hip [openmp]=cpp [openacc]=cpp)
COMMON=(-std=c++17 -O2 -I "$ROOT/runtime-shim/include")
compile_cmd() {  # TARGET: the compiler and flags for a GPU build
  case $1 in
    cuda) echo "$NVCC -arch=sm_90 --expt-relaxed-constexpr" ;;
    hip) echo "hipcc --offload-arch=gfx90a" ;;
    openmp) echo "clang++-19 -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90 --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib" ;;
    openacc) echo "g++-12 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm" ;;
  esac
}

first_error() {  # LOG: the first error line, shortened
  { grep -m1 -E 'error|Error|KT[0-9]{4}' "$1" || head -n 1 "$1"; } | sed -E "s|$SRC/||g; s|$WORK/||g" | cut -c1-200
}

report() {  # NAME TARGET STATUS STAGE DETAIL
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" >>"$RESULTS"
  echo "$3 $1 $2 $4${5:+: $5}"
}

check_run() {  # OUT PASSTEXT: 0 when the output shows a pass (PASSTEXT re:RE is an extended regex)
  ! grep -qE '^Error|Validation failed|Verification failed' "$1" || return 1
  if [[ $2 == re:* ]]; then grep -qE -- "${2#re:}" "$1"; else grep -qF -- "$2" "$1"; fi
}

translate() {  # NAME TARGET FILE FLAGS OUTVAR: translate a file or a tree; sets OUTVAR to the outputs
  local name=$1 t=$2 file=$3 w=$WORK/$1/$2 rc=0 fl=${4//SRC/$SRC}
  local -a flags inputs
  local -n kt_outs=$5
  kt_outs=()
  if [[ $file != tree:* ]]; then
    read -ra flags <<<"$fl"
    kt_outs=("$w/out.${EXT[$t]}")
    timeout "$TIMEOUT" "$TOOL" --target="$t" "$file" -o "${kt_outs[0]}" -- "${flags[@]}" >"$w/translate.log" 2>&1 || rc=$?
    return $rc
  fi
  local spec=${file#tree:} root files f
  root=${spec%%:*}; files=${spec#*:}
  read -ra flags <<<"${fl//ROOT/$root}"
  rm -rf "$w/tree"
  for f in ${files//,/ }; do inputs+=($(cd "$root" && ls $f)); done
  (cd "$root" && timeout "$TIMEOUT" "$TOOL" --target="$t" --in-root . --out-root "$w/tree" "${inputs[@]}" -- "${flags[@]}") >"$w/translate.log" 2>&1 || rc=$?
  for f in "${inputs[@]}"; do kt_outs+=("$w/tree/${f%.*}.${EXT[$t]}"); done
  return $rc
}

one() {  # NAME TARGET FILE FLAGS ARGS PASSTEXT
  local name=$1 t=$2 file=$3 pass=$6 w=$WORK/$1/$2 rc=0 root=""
  [[ $file != tree:* ]] || { root=${file#tree:}; root=${root%%:*}; }
  local -a flags args outs
  local fl=${4//SRC/$SRC} ar=${5//DATA/$root}
  read -ra flags <<<"${fl//ROOT/$w/tree}"
  read -ra args <<<"$ar"
  mkdir -p "$w"
  translate "$name" "$t" "$file" "$4" outs || rc=$?
  if [ $rc -ne 0 ]; then report "$name" "$t" FAIL translate "exit $rc: $(first_error "$w/translate.log")"; return; fi
  if [ $TONLY -eq 1 ]; then report "$name" "$t" PASS translate "not compiled"; return; fi
  local cc
  read -ra cc <<<"$(compile_cmd "$t")"
  if ! command -v "${cc[0]}" >/dev/null; then report "$name" "$t" SKIP compile "${cc[0]} not found"; return; fi
  if ! timeout "$TIMEOUT" "${cc[@]}" "${COMMON[@]}" "${flags[@]}" "${outs[@]}" -o "$w/gpu.bin" >"$w/compile.log" 2>&1; then
    report "$name" "$t" FAIL compile "$(first_error "$w/compile.log")"; return
  fi
  if [ -n "$PACK" ] && { [ "$t" = cuda ] || [ "$t" = openacc ]; }; then
    cp "$w/gpu.bin" "$PACK/$name.$t"
    [[ $5 != *DATA* ]] || [ -d "$PACK/data/$name" ] || { mkdir -p "$PACK/data/$name" && cp -r "$root"/. "$PACK/data/$name/"; }
    printf '%s\t%s\t%s\t%s\n' "$name" "$t" "${5//DATA/PACKDIR\/data\/$name}" "$pass" >>"$PACK/list.tsv"
  fi
  if [ "$t" != openacc ]; then report "$name" "$t" PASS compile ""; return; fi
  if ! timeout "$TIMEOUT" g++-12 -fopenacc -foffload=disable "${COMMON[@]}" "${flags[@]}" "${outs[@]}" -o "$w/host.bin" >"$w/host.log" 2>&1; then
    report "$name" "$t" FAIL host-compile "$(first_error "$w/host.log")"; return
  fi
  rc=0
  (cd "$w" && timeout "$TIMEOUT" ./host.bin "${args[@]}") >"$w/run.out" 2>&1 || rc=$?
  if [ $rc -ne 0 ]; then report "$name" "$t" FAIL host-run "exit $rc: $(tail -n 1 "$w/run.out" | cut -c1-160)"; return; fi
  if ! check_run "$w/run.out" "$pass"; then report "$name" "$t" FAIL host-run "no line with \"$pass\""; return; fi
  report "$name" "$t" PASS host-run ""
}

reference() {  # NAME FILE FLAGS ARGS PASSTEXT: build against real Kokkos and run
  local name=$1 w=$WORK/$1/kokkos rc=0
  local -a flags args
  read -ra flags <<<"${3//SRC/$SRC}"
  read -ra args <<<"$4"
  mkdir -p "$w"
  if ! g++ -std=c++17 -O2 -fopenmp -I "$KOKKOS_ROOT/include" "${flags[@]}" "$2" -o "$w/ref.bin" \
    -L "$KOKKOS_ROOT/lib" -L "$KOKKOS_ROOT/lib64" -lkokkoscontainers -lkokkoscore -ldl >"$w/compile.log" 2>&1; then
    report "$name" kokkos FAIL compile "$(first_error "$w/compile.log")"; return
  fi
  (cd "$w" && timeout "$TIMEOUT" ./ref.bin "${args[@]}") >"$w/run.out" 2>&1 || rc=$?
  if [ $rc -ne 0 ] || ! check_run "$w/run.out" "$5"; then report "$name" kokkos FAIL run "exit $rc"; return; fi
  report "$name" kokkos PASS run ""
}

while IFS=$'\x1f' read -r name repo commit path flags args last pass; do
  [[ $name == \#* || -z $name ]] && continue
  if [ ${#ONLY[@]} -gt 0 ] && [[ " ${ONLY[*]} " != *" $name "* ]]; then continue; fi
  file=$SRC/${repo/\//+}/$path
  [[ $path != tree:* ]] || file=tree:$SRC/${repo/\//+}/${path#tree:}
  if [[ $file != tree:* ]] && [ ! -f "$file" ]; then report "$name" - FAIL fetch "$repo@$commit:$path not under SRC"; continue; fi
  [[ $file == tree:* ]] || [ -z "${KOKKOS_ROOT:-}" ] || reference "$name" "$file" "$flags" "$args" "$pass"
  for t in "${TARGETS[@]}"; do one "$name" "$t" "$file" "$flags" "$args" "$pass"; done
done < <(tr '\t' '\037' <"$MANIFEST")  # tabs are IFS white space: empty fields would merge

if [ -n "$PACK" ]; then
  mkdir -p "$PACK/openacc-rt"  # GCC 12's OpenACC runtime and nvptx plugin (not on the device image)
  for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L "$(gcc-12 -print-file-name="$l")" "$PACK/openacc-rt/$l"; done
  cat >"$PACK/run.sh" <<'EOF'
#!/usr/bin/env bash
# Runs the packed corpus binaries on the GPU; prints PASS|FAIL <name> <variant>. OpenACC
# binaries run with the packed libgomp and ACC_DEVICE_TYPE=nvidia: no silent host fallback.
cd "$(dirname "$0")" || exit 1
while IFS=$'\x1f' read -r name t args pass; do
  read -ra a <<<"${args//PACKDIR/$PWD}"
  env=(); [ "$t" != openacc ] || env=(env "LD_LIBRARY_PATH=$PWD/openacc-rt" ACC_DEVICE_TYPE=nvidia)
  rc=0; out=$(mktemp -d); (cd "$out" && timeout 300 "${env[@]}" "$OLDPWD/$name.$t" "${a[@]}") >"$name.$t.out" 2>&1 || rc=$?
  ok=1; if [[ $pass == re:* ]]; then grep -qE -- "${pass#re:}" "$name.$t.out" || ok=0; else grep -qF -- "$pass" "$name.$t.out" || ok=0; fi
  if [ $rc -eq 0 ] && [ $ok = 1 ] && ! grep -qE '^Error|Validation failed|Verification failed' "$name.$t.out"; then echo "PASS $name $t"
  else echo "FAIL $name $t (exit $rc: $(tail -n 1 "$name.$t.out" | cut -c1-160))"; fi
done < <(tr '\t' '\037' <list.tsv)  # tabs are IFS white space: an empty field would merge
EOF
  chmod +x "$PACK/run.sh"
fi
[ $TABLE -eq 0 ] || python3 "$ROOT/scripts/corpus-table.py" "$RESULTS" "$MANIFEST" "$ROOT/docs/CORPUS.md"
awk -F'\t' '$3=="PASS"{p++} $3=="FAIL"{f++} $3=="SKIP"{s++} END{printf "%d passed, %d failed, %d skipped\n", p, f, s}' "$RESULTS"
