#!/usr/bin/env bash
# Usage: scripts/test.sh [CTEST-ARGS...]
# Configures and builds kokkos-translate (build/, Ninja, Release), then runs the whole suite
# with CTest: the unit tests and every stage (tests/stages.cmake: golden, omp3d, bad-input, cli,
# tree, fuzz, cmake-project, ci-sample, docs, compile-golden, shim-warnings, output-ratio,
# reference), each a test with a label. A stage whose vendor compiler is missing is reported
# as skipped. Extra arguments go to ctest, e.g. `scripts/test.sh -L golden` runs one family,
# `-N` lists the tests. Ends with ctest's summary; exits non-zero if a test failed.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
exec ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
