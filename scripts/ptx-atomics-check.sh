#!/usr/bin/env bash
# The OpenACC target's atomics must be GPU atomics in the PTX GCC 12 generates (issue 28 item 8:
# an OpenACC host run cannot show a lost update). Compiles tests/shim/acc_atomics.cpp (one compute
# construct k_<name> per primitive) with g++-12 -fopenacc -foffload=nvptx-none at -O3, keeps the
# offload compiler's PTX (-foffload-options=-save-temps) and checks that each construct holds the
# instruction in EXPECT below: atom.* for every read-modify-write (a CAS loop where PTX or GCC
# has no direct form), ld.relaxed.gpu / st.relaxed.gpu for atomic_load / atomic_store (GCC 12
# emits those as weak ld / st). Also builds it at -O0 (must link: ptxas sees every call) and runs
# the host build (-foffload=disable), whose output must be EXPECTED_OUT. Skips (exit 0) without
# g++-12's nvptx offload compiler. Prints PASS|FAIL per check and `N passed, M failed`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tests/lib/report.sh
SRC=tests/shim/acc_atomics.cpp
EXPECT=(
  "add_int atom.add.u32" "add_long atom.add.u64" "add_double atom.add.f64" "sub_int atom.add.u32"
  "sub_double atom.add.f64" "fetch_add_unsigned atom.add.u32" "add_float atom.cas.b32"
  "max_int atom.cas.b32" "min_double atom.cas.b64" "mul_double atom.cas.b64" "div_double atom.cas.b64"
  "or_int atom.or.b32" "and_int atom.and.b32" "xor_int atom.xor.b32" "cas_int atom.cas.b32"
  "exchange_long atom.cas.b64" "load_int ld.relaxed.gpu.b32" "load_double ld.relaxed.gpu.b64"
  "store_int st.relaxed.gpu.b32" "store_long st.relaxed.gpu.b64" "scatter_int atom.add.u32"
  "scatter_double atom.add.f64" "complex_add atom.add.f64"
)
EXPECTED_OUT="add 4000 8000 2000.0 sub -4000 -1000.0 fetch_add 4000 float 4000.0
max 15990 min 6.0 mul 16.0 div 1024.0 or 255 and -259 xor 0
cas 28 exchange 12 load 20 20.0 store 36 36 scatter 4000 4000.0 complex 2000.0"
if ! command -v ptxas >/dev/null && [ -x /usr/local/cuda/bin/ptxas ]; then export PATH=$PATH:/usr/local/cuda/bin; fi
if ! command -v g++-12 >/dev/null || [ ! -d "$(dirname "$(g++-12 -print-libgcc-file-name)")/accel/nvptx-none" ]; then
  kt_skip ptx-atomics "no g++-12 nvptx offload compiler"; kt_exit
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
root=$PWD
flags=(-std=c++17 -I "$root/runtime-shim/include" -fopenacc)
acc=(-foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm)
ok() { kt_pass "$1"; }
bad() { kt_fail "$1"; }
if (cd "$tmp" && g++-12 -O3 "${flags[@]}" "${acc[@]}" -foffload-options=-save-temps -save-temps -o a "$root/$SRC" >log 2>&1); then
  ptx=$(ls "$tmp"/*.xnvptx-none.mkoffload.s 2>/dev/null | head -n 1)
  for e in "${EXPECT[@]}"; do
    name=${e% *} insn=${e#* }
    # The body of the construct's offloaded function (`.entry _ZL<n>k_<name>i$_omp_fn$0`).
    body=$(awk -v n="k_${name}i\$" '/^\/\/ BEGIN FUNCTION DEF:/ { on = index($0, n) > 0 } on' "$ptx")
    if [ -z "$body" ]; then bad "ptx/$name (no offloaded function)"
    elif grep -qF "$insn" <<<"$body"; then ok "ptx/$name ($insn)"
    else bad "ptx/$name (no $insn; has: $(grep -oE '\b(atom|red|ld\.relaxed|st\.relaxed)\.[a-z0-9.]+' <<<"$body" | sort -u | tr '\n' ' '))"; fi
  done
else
  bad "ptx (g++-12 -O3 failed)"; sed -n '1,20p' "$tmp/log"
fi
if (cd "$tmp" && g++-12 -O0 "${flags[@]}" "${acc[@]}" -o b "$root/$SRC" >log0 2>&1); then ok "O0 (offload build links)"
else bad "O0 (g++-12 -O0 offload build failed)"; grep -m 5 -E 'error' "$tmp/log0"; fi
if g++-12 -O3 "${flags[@]}" -foffload=disable -o "$tmp/h" "$SRC" >"$tmp/logh" 2>&1 && out=$("$tmp/h") && [ "$out" = "$EXPECTED_OUT" ]; then
  ok "host (values)"
else bad "host (values: ${out:-build failed})"; fi
kt_exit
