#!/usr/bin/env bash
# Usage: scripts/gen-test.sh [--preset ci|long] [--seeds FIRST-LAST] [--dispatches N]
#                            [--targets cuda,hip,openmp,openacc] [-j N] [--record]
#                            [--record-references] ...
# Differential test with generated programs (issue 28; tests/gen/README.md): each seed's
# program is built against real Kokkos (Debian's 3.4.1 Serial; KOKKOS_INC/KOKKOS_LIBS
# override) for the reference, translated for every target; every exit-0 output must compile
# with the target's vendor compiler, and the OpenACC host build must print what Kokkos prints.
# The default (--preset ci) is the CI batch: seeds 1-3, 90 dispatches each (270), plus the
# programs in tests/gen/regressions/. --preset long: seeds 1000-1059 (5,400 dispatches).
# Real Kokkos' output of each program is committed in tests/gen/references.json under the
# SHA-256 of the program's text; with KT_REAL_KOKKOS_REBUILD=0 (the CI tier) a program whose
# text has that key is not rebuilt, any other one is. Otherwise every reference is rebuilt and
# must equal the committed one; --record-references rewrites the file.
# Prints PASS|FAIL|SKIP lines and the summary (tests/lib/report.py); exit 1 on a failure.
# Env: KT_TOOL (default build/bin/kokkos-translate), NVCC, JOBS (default 2),
# KT_GEN_COMPILER_ARGS (translator args after `--`, default -DKOKKOS_TRANSLATE_LEAN_STD).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
if [ ! -f /usr/include/trilinos/Kokkos_Core.hpp ] && [ -z "${KOKKOS_INC:-}" ]; then
  source tests/lib/report.sh
  kt_skip gen "real Kokkos not found: libtrilinos-kokkos-dev"
  kt_exit
fi
exec python3 tests/gen/driver.py "$@"
