#!/usr/bin/env bash
# Usage: scripts/golden-test.sh [--target T]... [-j N] [CASE...]
# For each case and target whose golden testdata/<case>/golden/<file> exists, translates
# testdata/<case>/input.cpp (from the repo root) and compares the output with the golden (a
# unified diff on failure); the run's --debug-edited-lines list shows every input line no edit
# touches is in the golden verbatim (issue 15 item 2, tests/golden/user_lines_check.py).
# Determinism: one target of each case (chosen by the case name's checksum, so every target
# takes its share) is translated a second time, for a third of the cases (also by checksum)
# without the precompiled bundled header (--pch-cache), and both outputs must be byte-identical;
# KT_GOLDEN_TWICE=1 does that, without the header, for every target (-j determinism is
# scripts/cli-test.sh's and tests/tree/run.sh's). The translations of one target run as one
# translator process over all the cases (tests/golden/golden_test.py; a batch that fails is
# re-run case by case for each case's own messages). Prints `PASS|FAIL golden/<target>/<case>`
# and a summary `N passed, M failed`; exits 1 on any failure. Targets: cuda hip openmp openmp3d
# openacc openaccgp. Env: KT_TOOL (default build/bin/kokkos-translate), KT_TIMEOUT,
# KT_COMPILER_ARGS.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
exec python3 tests/golden/golden_test.py "$@"
