# shellcheck shell=bash
# The one pass/fail/skip count of the stage scripts written in shell (sourced), and how a stage
# reports to CTest: through its exit status alone (tests/stages.cmake, SKIP_RETURN_CODE 77).
#   kt_pass NAME [NOTE], kt_fail NAME [WHY], kt_skip NAME [WHY]
#                   print `PASS|FAIL|SKIP NAME (NOTE)` and count it
#   kt_count RC     count a check by its status: 0 passed, 77 skipped, anything else failed
#   kt_summary      print `N passed, M failed, K skipped` and return the stage's status:
#                   1 when a check failed, 77 when none ran and one was skipped (its compiler or
#                   Kokkos is missing), else 0
#   kt_exit         kt_summary, then exit with its status
KT_PASS=0 KT_FAIL=0 KT_SKIP=0
kt_pass() { echo "PASS $1${2:+ ($2)}"; KT_PASS=$((KT_PASS + 1)); }
kt_fail() { echo "FAIL $1${2:+ ($2)}"; KT_FAIL=$((KT_FAIL + 1)); }
kt_skip() { echo "SKIP $1${2:+ ($2)}"; KT_SKIP=$((KT_SKIP + 1)); }
kt_count() {
  case $1 in
    0) KT_PASS=$((KT_PASS + 1)) ;;
    77) KT_SKIP=$((KT_SKIP + 1)) ;;
    *) KT_FAIL=$((KT_FAIL + 1)) ;;
  esac
}
kt_summary() {
  echo "$KT_PASS passed, $KT_FAIL failed, $KT_SKIP skipped"
  if [ "$KT_FAIL" -gt 0 ]; then return 1; fi
  if [ "$KT_PASS" -eq 0 ] && [ "$KT_SKIP" -gt 0 ]; then return 77; fi
  return 0
}
kt_exit() {
  local rc=0
  kt_summary || rc=$?
  exit "$rc"
}
