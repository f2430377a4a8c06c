# shellcheck shell=bash disable=SC2034
# Shared by scripts/{golden-test,update-golden,compile-golden,test}.sh (sourced).
# Sourcing it cd's to the repo root, creates $KT_TMP (removed on exit, when any processes the
# script started are stopped too) and defines:
#   KT_TARGETS, KT_GOLDEN[target]   the targets and their golden file names
#   kt_args "$@"                    parses [--target T]... [-j N] [CASE...]
#   kt_cases                        the selected cases (default: every testdata/<case>/input.cpp)
#   kt_need_tool, kt_translate      find / run the translator ($KT_TOOL)
#   kt_spawn FUNC ARGS..., kt_finish   run checks in parallel, print results in order + summary
#                                   (tests/lib/report.sh: counts, summary and exit status)
# A check (FUNC) prints one `PASS|FAIL|SKIP <name> ...` line (then any details) and returns
# 0 = passed, 77 = skipped, anything else = failed.
# Environment: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT (seconds per run, 300),
# KT_COMPILER_ARGS (extra args passed to the translator after `--`).

cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
export LC_ALL=C
source tests/lib/report.sh

# Target -> golden file name: testdata/<case>/golden/<name>. Test order = this order.
# openmp3d: --target=openmp --omp-grid=3d (clang >= 20 only, so no compile-golden variant; a few
# cases have it, and tests/golden/omp3d_check.py compares it with the 1-D output for every case).
# openaccgp: --target=openacc --acc-scratch=gang-private (level-0 scratch in gang-private arrays;
# the four cases with level-0 scratch have it; compile-golden builds and runs it like openacc).
KT_TARGETS=(cuda hip openmp openmp3d openacc openaccgp)
declare -A KT_GOLDEN=([cuda]=cuda.cu [hip]=hip.hip [openmp]=openmp.cpp [openmp3d]=openmp-3d.cpp [openacc]=openacc.cpp [openaccgp]=openacc-gang-private.cpp)

KT_TOOL=${KT_TOOL:-build/bin/kokkos-translate}
KT_TIMEOUT=${KT_TIMEOUT:-300}
# The translator keeps a precompiled bundled Kokkos header here (--pch-cache): a translation
# takes a fifth of the time. Set it empty to parse without one.
export KOKKOS_TRANSLATE_PCH_CACHE=${KOKKOS_TRANSLATE_PCH_CACHE-$PWD/build/pch}
read -ra KT_EXTRA <<<"${KT_COMPILER_ARGS:-}"
KT_JOBS=$(nproc)

KT_TMP=$(mktemp -d "${TMPDIR:-/tmp}/kt-test.XXXXXX")
kt_cleanup() {  # on exit: stop every process this shell started (checks, the tool, compilers)
  local pids
  pids=$(ps -e -o pid= -o ppid= | awk -v root=$$ '{ up[$1] = $2 }
    END { for (p in up) { q = p; while ((q in up) && q != root && q > 1) q = up[q]; if (q == root && p != root) print p } }')
  if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; fi
  rm -rf "$KT_TMP" 2>/dev/null || { sleep 1; rm -rf "$KT_TMP"; }
}
trap kt_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

kt_usage() {  # [STATUS]: print the calling script's header comment and exit (default 2)
  if [ "${1:-2}" -eq 0 ]; then
    sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
  else
    sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0" >&2
  fi
  exit "${1:-2}"
}

kt_args() {  # sets KT_SEL_TARGETS (default: all), KT_TARGET_GIVEN (0/1), KT_SEL_CASES, KT_JOBS
  KT_SEL_TARGETS=() KT_SEL_CASES=() KT_TARGET_GIVEN=0
  while [ $# -gt 0 ]; do
    case $1 in
      --target) [ $# -ge 2 ] || kt_usage; KT_SEL_TARGETS+=("$2"); shift 2 ;;
      --target=*) KT_SEL_TARGETS+=("${1#*=}"); shift ;;
      -j) [ $# -ge 2 ] || kt_usage; KT_JOBS=$2; shift 2 ;;
      -j*) KT_JOBS=${1#-j}; shift ;;
      -h | --help) kt_usage 0 ;;
      -*) echo "unknown option: $1" >&2; kt_usage ;;
      *) local c=${1#./}; c=${c#testdata/}; KT_SEL_CASES+=("${c%/}"); shift ;;
    esac
  done
  [[ $KT_JOBS =~ ^[1-9][0-9]*$ ]] || { echo "bad -j: $KT_JOBS" >&2; kt_usage; }
  if [ ${#KT_SEL_TARGETS[@]} -eq 0 ]; then
    KT_SEL_TARGETS=("${KT_TARGETS[@]}")
  else
    KT_TARGET_GIVEN=1
    local t
    for t in "${KT_SEL_TARGETS[@]}"; do
      [ -n "${KT_GOLDEN[$t]:-}" ] || { echo "unknown target: $t (${KT_TARGETS[*]})" >&2; kt_usage; }
    done
  fi
}

kt_cases() {  # one case per line
  if [ ${#KT_SEL_CASES[@]} -gt 0 ]; then printf '%s\n' "${KT_SEL_CASES[@]}"; return; fi
  local f
  for f in testdata/*/input.cpp; do
    if [ -f "$f" ]; then f=${f%/input.cpp}; echo "${f#testdata/}"; fi
  done
}

kt_need_tool() {
  if [ -x "$KT_TOOL" ] || { [[ $KT_TOOL != */* ]] && command -v "$KT_TOOL" >/dev/null; }; then return; fi
  echo "error: translator not found: $KT_TOOL (build it, or set KT_TOOL)" >&2
  exit 1
}

# testdata/<case>/options, when present: translator options for that case on every target
# (whitespace-separated, e.g. --scan=fast), before the golden variant's own.
kt_case_options() {  # INPUT: prints the options of the case whose input.cpp INPUT is, one a line
  local f
  f="$(dirname "$1")/options"
  [ ! -f "$f" ] || tr -s ' \t' '\n\n' <"$f" | sed '/^$/d'
}

kt_translate() {  # TARGET INPUT OUT: run from the repo root; stderr passes through
  # (KT_EDITED_LINES=1: also --debug-edited-lines, which prints the input lines edits touch)
  local extra=() target=$1 opts=()
  [ ${#KT_EXTRA[@]} -eq 0 ] || extra=(-- "${KT_EXTRA[@]}")
  [ ! -f "${2%/*}/options" ] || mapfile -t opts < <(kt_case_options "$2")
  if [ "$target" = openmp3d ]; then target=openmp opts+=(--omp-grid=3d); fi
  if [ "$target" = openaccgp ]; then target=openacc opts+=(--acc-scratch=gang-private); fi
  if [ "${KT_EDITED_LINES:-0}" = 1 ]; then opts+=(--debug-edited-lines); fi
  timeout -k 10 "$KT_TIMEOUT" "$KT_TOOL" --target="$target" "${opts[@]}" -o "$3" "$2" "${extra[@]}"
}

kt_status() {  # RC: `exited 2`, `timed out after 300s`, `crashed (SIGSEGV)`
  if [ "$1" -eq 124 ] || [ "$1" -eq 137 ]; then echo "timed out after ${KT_TIMEOUT}s (exit $1)"
  elif [ "$1" -gt 128 ]; then echo "crashed (SIG$(kill -l $(($1 - 128)) 2>/dev/null || echo "?"))"
  else echo "exited $1"; fi
}

kt_indent() {  # FILE [MAX_LINES]: print FILE indented, at most MAX_LINES (default 200)
  local max=${2:-200} n
  if [ ! -s "$1" ]; then echo "    (empty)"; return; fi
  n=$(wc -l <"$1")
  head -n "$max" "$1" | sed 's/^/    /'
  [ "$n" -le "$max" ] || echo "    ... ($((n - max)) more lines)"
}

KT_N=0 KT_SHOWN=0
kt_spawn() {  # FUNC ARGS...: run a check in the background, at most $KT_JOBS at once
  while [ "$(jobs -rp | wc -l)" -ge "$KT_JOBS" ]; do
    wait -n || true
    kt_flush
  done
  KT_N=$((KT_N + 1))
  local log=$KT_TMP/job.$KT_N
  (
    rc=0
    "$@" >"$log" 2>&1 </dev/null || rc=$?
    echo "$rc" >"$log.tmp" && mv "$log.tmp" "$log.rc"
  ) &
}

kt_flush() {  # print finished checks in start order, count their results
  local log rc
  while [ "$KT_SHOWN" -lt "$KT_N" ] && [ -f "$KT_TMP/job.$((KT_SHOWN + 1)).rc" ]; do
    KT_SHOWN=$((KT_SHOWN + 1))
    log=$KT_TMP/job.$KT_SHOWN
    cat "$log"
    kt_count "$(cat "$log.rc")"
  done
}

kt_finish() {  # wait for all checks, print the summary, return the stage's status (kt_summary)
  wait
  kt_flush
  kt_summary
}
