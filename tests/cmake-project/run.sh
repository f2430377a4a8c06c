#!/usr/bin/env bash
# Usage: tests/cmake-project/run.sh [BUILD_DIR]
# Tests the installed CMake integration: `cmake --install BUILD_DIR --prefix <tmp>` (default
# BUILD_DIR build, configured and built already), then configures and builds this project
# against the prefix (find_package(KokkosTranslate) + kokkos_translate_sources(... cuda ...)).
# Checks: the install holds bin/kokkos-translate, include/kt/cuda.hpp,
# share/kokkos-translate/kokkos-api/Kokkos_Core.hpp and lib/cmake/KokkosTranslate/; configure
# and build succeed; translated/axpy.cu exists and matches `kokkos-translate --target=cuda
# axpy.cpp` run by hand; the installed tool finds its Kokkos header without the source tree;
# a rebuild is a no-op and touching axpy.cpp re-runs the translator; with a CUDA compiler
# (nvcc found by CMake) the app is compiled and linked, otherwise that check is SKIP.
# Prints `PASS|FAIL|SKIP cmake/<check>` lines and the summary (tests/lib/report.sh).
# Env: NVCC (default /usr/local/cuda/bin/nvcc, when present: passed as CMAKE_CUDA_COMPILER),
# CMAKE_GENERATOR (default Ninja when available).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bdir=${1:-build}
case $bdir in /*) ;; *) bdir=$root/$bdir ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kt-cmake.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
source "$root/tests/lib/report.sh"
pass() { kt_pass "cmake/$1"; }
fail() { kt_fail "cmake/$1" "${2:-}"; [ -z "${3:-}" ] || tail -n 40 "$3" | sed 's/^/    /'; }
skip() { kt_skip "cmake/$1" "${2:-}"; }
summary() { kt_exit; }
gen=()
if [ -z "${CMAKE_GENERATOR:-}" ] && command -v ninja >/dev/null; then gen=(-G Ninja); fi
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
cuda=()
[ -x "$nvcc" ] && cuda=(-DCMAKE_CUDA_COMPILER="$nvcc")

# 1. install
prefix=$tmp/prefix
if [ ! -f "$bdir/cmake_install.cmake" ]; then
  fail install "$bdir is not a configured build directory"; summary
fi
if cmake --install "$bdir" --prefix "$prefix" >"$tmp/install.log" 2>&1; then
  missing=()
  for f in bin/kokkos-translate include/kt/cuda.hpp share/kokkos-translate/kokkos-api/Kokkos_Core.hpp \
    lib/cmake/KokkosTranslate/KokkosTranslate.cmake lib/cmake/KokkosTranslate/KokkosTranslateConfig.cmake; do
    [ -e "$prefix/$f" ] || missing+=("$f")
  done
  if [ ${#missing[@]} -eq 0 ]; then pass install
  else fail install "missing in the prefix: ${missing[*]} (is $bdir configured with the current CMakeLists.txt?)"; summary; fi
else
  fail install "cmake --install failed" "$tmp/install.log"; summary
fi

# 2. the installed tool finds its header in the prefix, not in the source tree
tool=$prefix/bin/kokkos-translate
src=$tmp/src  # a copy of this project: the incremental check touches its axpy.cpp
mkdir -p "$src" && cp "$here/CMakeLists.txt" "$here/axpy.cpp" "$src/"
if strace -V >/dev/null 2>&1; then
  if strace -f -e trace=openat -o "$tmp/strace.log" "$tool" --target=cuda "$src/axpy.cpp" -o "$tmp/ref.cu" >/dev/null 2>"$tmp/ref.err" &&
    grep -q "$prefix/bin/../share/kokkos-translate/kokkos-api/Kokkos_Core.hpp\|$prefix/share/kokkos-translate/kokkos-api/Kokkos_Core.hpp" "$tmp/strace.log"; then
    pass installed-header
  else fail installed-header "the installed tool did not read $prefix/share/kokkos-translate/kokkos-api/Kokkos_Core.hpp" "$tmp/ref.err"; fi
elif "$tool" --target=cuda "$src/axpy.cpp" -o "$tmp/ref.cu" 2>"$tmp/ref.err"; then
  skip installed-header "no strace: translated, but which header was read is unchecked"
else
  fail installed-header "the installed tool failed on axpy.cpp" "$tmp/ref.err"
fi

# 3. configure + build the test project
b=$tmp/build
if cmake -S "$src" -B "$b" "${gen[@]}" -DCMAKE_PREFIX_PATH="$prefix" "${cuda[@]}" >"$tmp/configure.log" 2>&1; then
  if grep -q "kokkos-translate: $tool\$" "$tmp/configure.log"; then pass configure
  else fail configure "find_package did not pick the installed tool" "$tmp/configure.log"; fi
else
  fail configure "cmake configure failed" "$tmp/configure.log"; summary
fi
have_cuda=0
grep -q 'compile with CUDA: ON' "$tmp/configure.log" && have_cuda=1
if cmake --build "$b" >"$tmp/build.log" 2>&1; then pass build
else fail build "cmake --build failed" "$tmp/build.log"; summary; fi

out=$b/translated/axpy.cu
if [ -s "$out" ] && [ -s "$tmp/ref.cu" ] && cmp -s "$out" "$tmp/ref.cu"; then pass generated
elif [ -s "$out" ]; then fail generated "translated/axpy.cu differs from a hand run of the tool"
else fail generated "no translated/axpy.cu" "$tmp/build.log"; fi

if [ $have_cuda -eq 1 ]; then
  if [ -x "$b/app" ]; then pass nvcc-compile
  else fail nvcc-compile "CUDA was enabled but $b/app was not built" "$tmp/build.log"; fi
else
  skip nvcc-compile "no CUDA compiler found by CMake"
fi

# 4. incremental: nothing to do; touching the source re-translates
cmake --build "$b" -v >"$tmp/rebuild.log" 2>&1
if grep -q -- '--target=cuda' "$tmp/rebuild.log"; then fail no-op-rebuild "the translator ran again with nothing changed" "$tmp/rebuild.log"
else pass no-op-rebuild; fi
sleep 1
touch "$src/axpy.cpp"
cmake --build "$b" -v >"$tmp/touch.log" 2>&1
if grep -q -- '--target=cuda' "$tmp/touch.log"; then pass retranslate-on-change
else fail retranslate-on-change "touching axpy.cpp did not re-run the translator" "$tmp/touch.log"; fi

summary
