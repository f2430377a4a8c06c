#!/usr/bin/env bash
# Usage: bench/translate/run.sh [--reps R] [--tus N] [--tree-reps K] [--jobs J...]
#                               [--only per-tu|tree] [--flags "ARGS"] [--pch] [CASE...]
# Translation-speed benchmark (results: docs/PERFORMANCE.md, "Translation speed").
# (a) per TU: for each testdata/<case>/input.cpp, the median of R (default 5) runs of
#     `kokkos-translate --target=cuda -o <tmp>` against `clang++-19 -fsyntax-only` with the flags
#     the tool itself parses with (-xc++ -std=c++17 -idirafter kokkos-api/include
#     -w -ferror-limit=0), runs interleaved; wall and user+sys CPU seconds, their ratios, geometric
#     mean and max (goal: <= 1.15x).
# (b) a tree of N (default 200) TUs, copies of the testdata inputs with their functions renamed,
#     in 10 folders, translated with -j 1 and -j 2 (goal: >= 1.8x). Uses the driver's own -j
#     (with --in-root/--out-root when it has them); a driver without -j is timed with a
#     stand-in, one process per TU under `xargs -P J`, and the output says so.
# --flags adds parse flags for both programs (e.g. -DKOKKOS_TRANSLATE_LEAN_STD); --pch builds a
# PCH of <Kokkos_Core.hpp> with clang++ first and gives both programs -include-pch.
# Env: KT_TOOL (default build/bin/kokkos-translate), CLANGXX (default clang++-19).
# Profile one TU: bench/translate/profile.sh (perf).
set -euo pipefail
exec python3 "$(dirname "$0")/bench.py" "$@"
