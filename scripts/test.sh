#!/usr/bin/env bash
# Usage: scripts/test.sh [CTEST-ARGS...]
# Configures build/ (Ninja, Release) and runs the whole suite with CTest: the build itself (test
# `build`, the setup of the fixture the translator's stages require, so the stages that need only
# the vendor compilers run while it builds, as they always did), the unit tests and every stage
# (tests/stages.cmake: golden, omp3d, bad-input, cli, tree, fuzz, gen, cmake-project, ci-sample, docs,
# compile-golden, shim-warnings, output-ratio, reference), each a test with a label. A stage whose
# vendor compiler is missing is reported as skipped. Extra arguments go to ctest:
# `scripts/test.sh -L bad-input` runs one family (and the build), `-N` lists the tests. Ends with
# ctest's summary; exits non-zero if a test failed. Env: KT_TEST_JOBS (ctest -j, default nproc).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
exec ctest --test-dir build --output-on-failure -j "${KT_TEST_JOBS:-$(nproc)}" "$@"
