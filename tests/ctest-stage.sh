#!/usr/bin/env bash
# Usage: tests/ctest-stage.sh CMD...
# Runs one stage of the test suite as a CTest test (tests/stages.cmake): from the repository
# root, stdin closed, its output as it is and its exit status: 0 passed, 77 skipped (CTest's
# SKIP_RETURN_CODE: the stage's vendor compiler or Kokkos is missing), anything else failed.
# The stages count their checks with tests/lib/report.sh or report.py, which give that status.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
# Every stage's translations reuse one precompiled bundled Kokkos header (--pch-cache).
export KOKKOS_TRANSLATE_PCH_CACHE=${KOKKOS_TRANSLATE_PCH_CACHE-${KT_BUILD:-$PWD/build}/pch}
bin=$(mktemp -d "${TMPDIR:-/tmp}/kt-stage-bin.XXXXXX")
trap 'rm -rf "$bin"' EXIT
# The stages start python3 thousands of times. Where python3 is a version manager's shim (pyenv's
# takes about 0.3 s to start the interpreter), the stage runs the interpreter it starts directly:
# the same Python, without the shim's start-up.
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || py=""
if [ -n "$py" ] && [ -x "$py" ] && [ "$py" != "$(command -v python3)" ]; then
  ln -s "$py" "$bin/python3"
  export PATH="$bin:$PATH"
fi
"$@" </dev/null 2>&1
rc=$?
# The stage's CPU time (user + system of every process it waited for), for the CI log: on CI's
# 2 cores the suite's time is its CPU time over 2.
times >"$bin/times"  # in this shell: a subshell would count only its own children
tail -n 1 "$bin/times" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }
  printf "ctest-stage: %.0f CPU-seconds\n", t }'
exit "$rc"
