# Every stage of the test suite is a CTest test with a label (`ctest -L golden` runs one
# family, `ctest -N -L golden` lists it). The stages are the scripts under scripts/ and tests/,
# run from the repository root through tests/ctest-stage.sh, which turns a stage whose checks
# were all skipped (its vendor compiler is missing) into CTest's skip code 77.
#
# PROCESSORS: a stage that runs its own checks in parallel (-j nproc) counts as 2, so
# `ctest -j 2` runs it alone and the long stages do not starve each other on 2 cores (the
# fuzz stage has a hard time budget). Light stages count as 1 and run side by side.

set(KT_STAGE ${CMAKE_SOURCE_DIR}/tests/ctest-stage.sh)

# kt_stage(NAME LABEL PROCESSORS TIMEOUT CMD...)
function(kt_stage name label procs timeout)
  add_test(NAME ${name} COMMAND bash ${KT_STAGE} ${ARGN}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(${name} PROPERTIES
    LABELS "${label}"
    PROCESSORS ${procs}
    TIMEOUT ${timeout}
    SKIP_RETURN_CODE 77
    ENVIRONMENT "KT_TOOL=$<TARGET_FILE:kokkos-translate>;KT_BUILD=${CMAKE_BINARY_DIR}")
endfunction()

# The translator's outputs and refusals.
kt_stage(golden golden 2 1800 bash scripts/golden-test.sh)
kt_stage(omp3d omp3d 1 1200 python3 tests/golden/omp3d_check.py $<TARGET_FILE:kokkos-translate>)
kt_stage(bad-input bad-input 2 1200 bash scripts/bad-input-test.sh)
kt_stage(cli cli 2 1200 bash scripts/cli-test.sh)
kt_stage(tree tree 2 1200 bash tests/tree/run.sh)
kt_stage(fuzz fuzz 2 2400 bash scripts/fuzz-test.sh)
kt_stage(cmake-project cmake-project 2 1200 bash tests/cmake-project/run.sh ${CMAKE_BINARY_DIR})
kt_stage(ci-sample ci-sample 1 1200 bash tests/ci-sample/run.sh)
kt_stage(docs docs 1 1800 bash scripts/docs-test.sh)
kt_stage(diagnostics-doc docs 1 600 python3 scripts/gen-diagnostics-doc.py --check)

# The committed goldens with the vendor compilers (no translator needed), one test per target:
# a target whose compiler is missing is skipped.
foreach(target cuda hip openmp openacc openaccgp)
  kt_stage(compile-golden-${target} compile-golden 2 2400
           bash scripts/compile-golden.sh --target ${target})
endforeach()
kt_stage(shim-warnings shim-warnings 2 1800 bash scripts/shim-warnings.sh)
kt_stage(output-ratio output-ratio 1 600 bash scripts/output-ratio.sh)

# The test programs against real Kokkos (Debian's libtrilinos-kokkos-dev).
if(EXISTS ${CMAKE_SOURCE_DIR}/scripts/kokkos-reference.sh)
  kt_stage(kokkos-reference reference 2 2400 bash scripts/kokkos-reference.sh)
endif()
if(EXISTS ${CMAKE_SOURCE_DIR}/tests/kokkos-api/check.sh)
  kt_stage(kokkos-api reference 2 1200 bash tests/kokkos-api/check.sh)
endif()
