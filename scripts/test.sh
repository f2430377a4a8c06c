#!/usr/bin/env bash
# Usage: scripts/test.sh [CTEST-ARGS...]
# Configures build/ (Ninja, Release) and runs the whole suite with CTest: the build itself (test
# `build`, the setup of the fixture the translator's stages require, so the stages that need only
# the vendor compilers run while it builds, as they always did), the unit tests and every stage
# (tests/stages.cmake: golden, omp3d, bad-input, cli, tree, fuzz, gen, cmake-project, ci-sample, docs,
# compile-golden, shim-warnings, output-ratio, reference), each a test with a label. A stage whose
# vendor compiler is missing is reported as skipped. Extra arguments go to ctest:
# `scripts/test.sh -L bad-input` runs one family (and the build), `-N` lists the tests. Ends with
# ctest's summary and each stage's CPU seconds; exits non-zero if a test failed. Env: KT_TEST_JOBS (ctest -j, default nproc).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
rc=0
ctest --test-dir build --output-on-failure -j "${KT_TEST_JOBS:-$(nproc)}" "$@" || rc=$?
# Each stage's CPU seconds (ctest-stage.sh's line, which CTest keeps in its log for a stage that
# passed): on CI's 2 cores the suite's time is about its CPU time over 2.
log=build/Testing/Temporary/LastTest.log
if [ -f "$log" ]; then
  awk '/^[0-9]+\/[0-9]+ Test: / { name = $3 }
       /^ctest-stage: [0-9]+ CPU-seconds/ { if (!n++) print "CPU seconds per stage:"
                                            printf "  %-22s %6d\n", name, $2; total += $2 }
       END { if (n) printf "  %-22s %6d\n", "total", total }' "$log"
fi
exit $rc
