#!/usr/bin/env bash
# Usage: tests/api-names/check.sh BUILD_DIR
# One list of names: every Kokkos name the translator accepts (rewriters/model/ApiTable.cpp, printed
# by BUILD_DIR/bin/kt-api-names) must be provided by the shim as kt::<name> (a KOKKOS_* macro
# the translator lets through, `macro NAME`, must be defined by the shim, with the KOKKOS_VERSION
# the translator assumes, `version N`, and each target header the backend macros the translator
# expects of it, `macro-<target> NAME`), and every kt:: name
# of the Kokkos API that runtime-shim/API.md documents must be accepted by the translator.
# Checks: (1) a file `using kt::<name>;` per name compiles with g++ against kt/openacc.hpp (host
# build) and, where nvcc is present, against kt/cuda.hpp; backend names (CudaSpace, HIP, ...)
# against their own target's header; (2) API.md's kt:: names are in the table or in the list of
# shim-internal names below. Prints PASS/FAIL lines and the summary (tests/lib/report.sh).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
source tests/lib/report.sh
BUILD=${1:-build}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { kt_pass "$1"; }
bad() { kt_fail "$1"; [ -z "${2:-}" ] || sed 's/^/    /' "$2" | head -n 20; }

"$BUILD/bin/kt-api-names" >"$tmp/names" || { bad "kt-api-names runs"; kt_exit; }
decl() {  # NAME: a declaration that needs kt::NAME (namespace, type, template, function or variable)
  if [ "$ctx" = macro ]; then printf '#ifndef %s\n#error %s is not defined by the shim\n#endif\n' "$1" "$1"; return; fi
  if [ "$ctx" = version ]; then printf '#if KOKKOS_VERSION != %s\n#error the shim is not Kokkos %s (ShimKokkosVersion)\n#endif\n' "$1" "$1"; return; fi
  case "$1" in numbers | Experimental) echo "namespace kt_ns_$1 = kt::$1;" ;; *) echo "using kt::$1;" ;; esac
}
backend_header() {  # NAME: the shim header of the backend a backend name belongs to, or nothing
  case $1 in
    Cuda*) echo cuda ;; HIP*) echo hip ;; OpenMPTarget*) echo openmp ;; OpenACC*) echo openacc ;;
  esac
}
: >"$tmp/common.cpp"
declare -A per=()
while read -r ctx name; do
  if [ "$ctx" = gpu ]; then  # kernel code of the CUDA and HIP backends: both GPU shims
    per[cuda]+="$(decl "$name")"$'\n'; per[hip]+="$(decl "$name")"$'\n'
    continue
  fi
  if [[ $ctx == macro-* ]]; then  # a backend macro the target's header must define
    per[${ctx#macro-}]+="$(ctx=macro decl "$name")"$'\n'
    continue
  fi
  b=$(backend_header "$name")
  if [ -n "$b" ]; then per[$b]+="$(decl "$name")"$'\n'; else decl "$name" >>"$tmp/common.cpp"; fi
done <"$tmp/names"

compile() {  # LABEL HEADER FILE COMPILER ARGS...
  local label=$1 header=$2 file=$3
  shift 3
  # The target header, then the family headers (kt/random.hpp, kt/complex.hpp: included by
  # the outputs that use them, always after the target header).
  { echo "#include \"kt/$header.hpp\""
    for f in runtime-shim/include/kt/*.hpp runtime-shim/include/kt/containers/*.hpp; do
      case ${f##*/} in cuda.hpp|hip.hpp|openmp.hpp|openacc.hpp|host.hpp|team_scan_*.hpp) ;; *) echo "#include \"${f#runtime-shim/include/}\"" ;; esac
    done
    echo "namespace kt_names {"; cat "$file"; echo "}"; echo "int main() {}"; } >"$tmp/$label.src"
  local lang=c++ only=-fsyntax-only
  case $header in cuda) lang=cu only="-c -o $tmp/$label.o" ;; hip) lang=hip ;; esac
  # shellcheck disable=SC2086
  if "$@" -std=c++17 $only -I runtime-shim/include -x $lang "$tmp/$label.src" >"$tmp/$label.log" 2>&1; then
    ok "names/$label"
  else
    bad "names/$label (kt:: names the translator accepts but the shim lacks)" "$tmp/$label.log"
  fi
}
compile common-openacc openacc "$tmp/common.cpp" g++-12 -fopenacc -foffload=disable
printf '%s' "${per[openacc]:-}" >"$tmp/openacc.cpp"
compile backend-openacc openacc "$tmp/openacc.cpp" g++-12 -fopenacc -foffload=disable
if [ -x "$NVCC" ]; then
  compile common-cuda cuda "$tmp/common.cpp" "$NVCC"
  printf '%s' "${per[cuda]:-}" >"$tmp/cuda.cpp"
  compile backend-cuda cuda "$tmp/cuda.cpp" "$NVCC"
else echo "SKIP names/cuda (nvcc not found)"; fi
if command -v clang++-19 >/dev/null; then
  printf '%s' "${per[openmp]:-}" >"$tmp/openmp.cpp"
  compile backend-openmp openmp "$tmp/openmp.cpp" clang++-19 -fopenmp
fi
if command -v hipcc >/dev/null; then
  printf '%s' "${per[hip]:-}" >"$tmp/hip.cpp"
  compile backend-hip hip "$tmp/hip.cpp" hipcc --offload-arch=gfx90a
fi

# (2) API.md -> table. Shim-internal names (used by generated code, not Kokkos API) and
# placeholders are listed here; anything else API.md names must be accepted.
internal=" backend impl cuda hip openmp DeviceSpace DeviceExecSpace ScratchSpace ScratchPool ScratchRef
  ViewHandle ScratchRef ChunkSize X NAME f Experimental::X printf MultiReducer ReduceTuple get TeamContext unseen "
missing=()
for n in $(grep -oE 'kt::[A-Za-z_][A-Za-z_0-9]*(::[A-Za-z_][A-Za-z_0-9]*)?' runtime-shim/API.md | sed 's/^kt:://' | sort -u); do
  top=${n%%::*}
  [[ $internal == *" $n "* || $internal == *" $top "* ]] && continue
  grep -qE "^(host|both|gpu) ${n}(\$|::)" "$tmp/names" || grep -qE "^(host|both|gpu) ${top}\$" "$tmp/names" || missing+=("$n")
done
if [ ${#missing[@]} -eq 0 ]; then ok "names/api-md (every kt:: name in runtime-shim/API.md is accepted)"
else echo "${missing[*]}" >"$tmp/missing"; bad "names/api-md (API.md documents names the translator refuses)" "$tmp/missing"; fi
# (3) The standard headers the bundled Kokkos_Core.hpp includes, which a program may use without
# including them (as with real Kokkos), are included by every target header.
std_headers=$(grep -oE '^#include <[a-z_]+>' kokkos-api/include/Kokkos_Core.hpp | sed 's/.*<//; s/>//' | sort -u)
std_check() {  # HEADER COMPILER ARGS...: the target header's dependencies hold every one
  local header=$1 h lacking=""
  shift
  echo "#include \"kt/$header.hpp\"" >"$tmp/std-$header.cpp"
  if ! "$@" -std=c++17 -M -I runtime-shim/include "$tmp/std-$header.cpp" >"$tmp/std-$header.d" 2>&1; then
    bad "std-headers/$header (dependencies not listed)" "$tmp/std-$header.d"; return
  fi
  for h in $std_headers; do grep -qE "/$h( |\\\\|\$)" "$tmp/std-$header.d" || lacking+=" <$h>"; done
  if [ -z "$lacking" ]; then ok "std-headers/$header"
  else echo "kt/$header.hpp does not include:$lacking" >"$tmp/std-$header.missing"
    bad "std-headers/$header (standard headers Kokkos_Core.hpp brings)" "$tmp/std-$header.missing"; fi
}
std_check openacc g++-12 -fopenacc -foffload=disable
if [ -x "$NVCC" ]; then std_check cuda "$NVCC" -x cu; fi
if command -v clang++-19 >/dev/null; then std_check openmp clang++-19 -fopenmp; fi
kt_exit
