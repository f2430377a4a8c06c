# Every stage of the test suite is a CTest test with a label (`ctest -L bad-input` runs one
# family, `ctest -N -L bad-input` lists it; labels are regular expressions, so `-L '^golden$'`
# is the goldens without compile-golden). The stages are the scripts under scripts/ and tests/,
# run from the repository root through tests/ctest-stage.sh; a stage reports through its exit
# status (tests/lib/report.sh, report.py): 77, CTest's skip code, when it skipped every check
# (its vendor compiler is missing).
#
# Scheduling on 2 cores (`ctest -j 2`, scripts/test.sh):
# - `build` (cmake --build) is the setup of fixture `tool`: the stages that run the translator
#   or the unit tests require it, so they start once it is built; the stages that only compile
#   committed goldens or read sources (compile-golden, shim-warnings, shim-members, output-ratio,
#   reference, diagnostics-doc) do not, and run while the translator builds.
# - The stages that run the vendor compilers over every case share RESOURCE_LOCK
#   vendor-compilers: one at a time, so the long ones do not starve each other or the
#   translator stages (the fuzz stage has a hard time budget).

set(KT_STAGE ${CMAKE_SOURCE_DIR}/tests/ctest-stage.sh)

# Two tiers. The default (CI; its stages took 1,694 CPU-seconds on 2 cores, about 15 minutes,
# after the build; scripts/test.sh prints each stage's) translates every case for every target, builds and runs every OpenACC golden on the CPU against real Kokkos' numbers,
# compiles the representative goldens with every vendor compiler (shim-warnings), fuzzes the
# translator and runs the generated-program batch. -DKT_FULL_TESTS=ON adds what takes hours on 2
# cores: every golden with every vendor compiler, the fuzz stage's compiles, and every test
# program rebuilt against real Kokkos (its reference.txt re-made and compared). Run the full
# tier before committing a change to the output, the shim or a case.
option(KT_FULL_TESTS "Also run the long stages: every vendor compile, real-Kokkos rebuilds (hours)" OFF)
# The tree stage's programs are rebuilt against real Kokkos (their committed reference.txt
# re-made and compared) only in the full tier, as the testdata programs are (kokkos-reference).
if(KT_FULL_TESTS)
  set(KT_REBUILD_REFERENCES 1)
else()
  set(KT_REBUILD_REFERENCES 0)
endif()
# Every stage's translations use one precompiled bundled Kokkos header (--pch-cache; golden-test
# checks byte-identical output without it, cli-test the option itself). The CI tier repeats the
# tree stage's -j 2 determinism run 2 times instead of 8.
set(KT_STAGE_ENV "KOKKOS_TRANSLATE_PCH_CACHE=${CMAKE_BINARY_DIR}/pch")
if(NOT KT_FULL_TESTS)
  list(APPEND KT_STAGE_ENV "KT_TREE_REPS=2")
endif()

add_test(NAME build COMMAND ${CMAKE_COMMAND} --build ${CMAKE_BINARY_DIR})
set_tests_properties(build PROPERTIES LABELS build FIXTURES_SETUP tool TIMEOUT 3600)

# kt_stage(NAME LABEL NEEDS TIMEOUT CMD...): NEEDS is `tool` (the built translator) or
# `vendor-compilers` (the compilers, not the translator).
function(kt_stage name label needs timeout)
  add_test(NAME ${name} COMMAND bash ${KT_STAGE} ${ARGN}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES
    LABELS "${label}"
    TIMEOUT ${timeout}
    SKIP_RETURN_CODE 77
    ENVIRONMENT "KT_TOOL=$<TARGET_FILE:kokkos-translate>;KT_BUILD=${CMAKE_BINARY_DIR};KT_REAL_KOKKOS_REBUILD=${KT_REBUILD_REFERENCES};KT_FULL_TESTS=${KT_REBUILD_REFERENCES};${KT_STAGE_ENV}")
  if(needs STREQUAL "tool")
    set_tests_properties(${name} PROPERTIES FIXTURES_REQUIRED tool)
  elseif(needs STREQUAL "vendor-compilers")
    set_tests_properties(${name} PROPERTIES RESOURCE_LOCK vendor-compilers)
  endif()
endfunction()

# The translator's outputs and refusals.
kt_stage(golden golden tool 1800 bash scripts/golden-test.sh)
kt_stage(omp3d omp3d tool 1200 python3 tests/golden/omp3d_check.py $<TARGET_FILE:kokkos-translate>)
# lit and FileCheck are LLVM's (Debian: llvm-19-tools).
kt_stage(bad-input bad-input tool 1200 env KT_LLVM_BIN=${LLVM_TOOLS_BINARY_DIR}
         python3 ${LLVM_INSTALL_PREFIX}/build/utils/lit/lit.py -sv testdata/bad)
# What each target's plan decided, in the output (tests/plan/: lit RUN lines, FileCheck CHECKs).
kt_stage(plan plan tool 600 env KT_LLVM_BIN=${LLVM_TOOLS_BINARY_DIR}
         python3 ${LLVM_INSTALL_PREFIX}/build/utils/lit/lit.py -sv tests/plan)
kt_stage(cli cli tool 1200 bash scripts/cli-test.sh)
kt_stage(tree tree tool 1200 bash tests/tree/run.sh)
if(KT_FULL_TESTS)
  kt_stage(fuzz fuzz tool 2400 bash scripts/fuzz-test.sh)
else()
  kt_stage(fuzz fuzz tool 1200 bash scripts/fuzz-test.sh --no-compile)
endif()
kt_stage(cmake-project cmake-project tool 1200 bash tests/cmake-project/run.sh ${CMAKE_BINARY_DIR})
kt_stage(ci-sample ci-sample tool 1200 bash tests/ci-sample/run.sh)
kt_stage(docs docs tool 1800 bash scripts/docs-test.sh)
# Every user line no edit touches comes out byte-identical (issue 15 item 2): over all goldens in
# the golden stage; here the inserted code follows a tree's .clang-format.
kt_stage(user-lines user-lines tool 1200 bash scripts/user-lines-test.sh --style-only)
# Level-0 scratch compiles to shared-memory instructions (nvcc PTX; skipped without nvcc).
kt_stage(ptx-scratch ptx tool 600 bash scripts/ptx-scratch-check.sh)
# OpenACC atomics are GPU atomics in GCC 12's PTX, -O0 offload builds link (skipped without
# g++-12's nvptx offload compiler).
kt_stage(ptx-atomics ptx vendor-compilers 600 bash scripts/ptx-atomics-check.sh)
kt_stage(diagnostics-doc docs none 600 python3 scripts/gen-diagnostics-doc.py --check)
# Every skeleton under templates/ is filled by some emitter with exactly its placeholders.
kt_stage(templates unit none 600 python3 scripts/check-templates.py)

# The committed goldens with the vendor compilers (no translator needed). CI (the default,
# KT_FULL_TESTS=OFF) builds and runs every OpenACC golden on the CPU and compares its output with
# real Kokkos' (compile-golden --run-only); the other targets' compilers are run on the
# representative goldens of shim-warnings below. -DKT_FULL_TESTS=ON compiles every golden with
# every vendor compiler, one test per target (about an hour on 2 cores): run it before
# committing a change to the output or the shim. A target whose compiler is missing is skipped.
if(KT_FULL_TESTS)
  foreach(target cuda hip openmp openacc openaccgp)
    kt_stage(compile-golden-${target} compile-golden vendor-compilers 2400
             bash scripts/compile-golden.sh --target ${target})
  endforeach()
else()
  kt_stage(compile-golden-run compile-golden vendor-compilers 1800
           bash scripts/compile-golden.sh --run-only)
endif()
if(KT_FULL_TESTS)
  kt_stage(shim-warnings shim-warnings vendor-compilers 1800 bash scripts/shim-warnings.sh --wide)
else()
  kt_stage(shim-warnings shim-warnings vendor-compilers 1800 bash scripts/shim-warnings.sh)
endif()
# Every public member the bundled header declares for a Kokkos class is a member of the shim's
# class, or listed with its reason in tests/shim-members/known-missing.txt (clang-19 and g++-12,
# syntax only: no translator, no lock).
kt_stage(shim-members shim none 600 bash tests/shim-members/check.sh)
kt_stage(output-ratio output-ratio none 600 bash scripts/output-ratio.sh --check)

# The test programs against real Kokkos (Debian's libtrilinos-kokkos-dev).
if(KT_FULL_TESTS AND EXISTS ${CMAKE_SOURCE_DIR}/scripts/kokkos-reference.sh)
  kt_stage(kokkos-reference reference vendor-compilers 2400 bash scripts/kokkos-reference.sh)
endif()
if(EXISTS ${CMAKE_SOURCE_DIR}/tests/kokkos-api/check.sh)
  if(KT_FULL_TESTS)
    kt_stage(kokkos-api reference vendor-compilers 1200 bash tests/kokkos-api/check.sh --inputs)
  else()
    kt_stage(kokkos-api reference vendor-compilers 1200 bash tests/kokkos-api/check.sh)
  endif()
endif()
# The bundled API against real Kokkos 4.x, byte for byte (tests/kokkos4/check.sh; skipped without
# a Kokkos 4.x install: scripts/kokkos4-build.sh, KT_KOKKOS_PREFIX).
kt_stage(kokkos4 reference tool 1800 bash tests/kokkos4/check.sh)
# Generated programs (issue 28, tests/gen/): the fixed-seed CI batch of 270 dispatches plus
# tests/gen/regressions/, each against real Kokkos and translated for every target; every exit-0
# output compiled with its vendor compiler (a missing one: that target's checks are SKIPs), the
# OpenACC host build's numbers compared with Kokkos'. Needs the translator and the compilers.
if(EXISTS ${CMAKE_SOURCE_DIR}/scripts/gen-test.sh)
  kt_stage(gen gen tool 900 bash scripts/gen-test.sh)
  set_tests_properties(gen PROPERTIES RESOURCE_LOCK vendor-compilers)
endif()

# The backend-only names (tests/kokkos4/backend.txt) against real Kokkos 4.x configured for CUDA
# and for HIP (skipped without those installs: scripts/kokkos4-headers.sh, KT_KOKKOS_CUDA_PREFIX,
# KT_KOKKOS_HIP_PREFIX; docs/LIBRARY.md).
kt_stage(kokkos4-cuda reference tool 600 bash tests/kokkos4/check.sh --backend cuda)
kt_stage(kokkos4-hip reference tool 600 bash tests/kokkos4/check.sh --backend hip)
# No translator function over about 80 lines (issue 16 item 4; the known ones are listed, with
# their reasons, in the script).
kt_stage(function-length lint none 60 python3 scripts/function-length.py)
