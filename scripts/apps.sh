#!/usr/bin/env bash
# Usage: scripts/apps.sh [--target T]... [--only NAME]... [--real-headers] [--no-ref] APPS
# The application corpus of issue 30: whole Kokkos applications of tests/apps/manifest.tsv,
# unchanged. APPS is a folder of fetched sources, one folder per repository named <owner>+<name>
# and checked out at the manifest's commit (their code never enters this repository). Per app:
#  1. reference: builds it against Debian's Kokkos 3.4.1 Serial (/usr/include/trilinos), MPI off,
#     writing compile_commands.json (CMake: -DCMAKE_EXPORT_COMPILE_COMMANDS; `hand:` apps: one
#     `g++ -c` per source, written here), runs the manifest's command and looks for its check text;
#  2. per target (default cuda openacc): translates the tree with `-p` on that database (Kokkos'
#     include dirs removed: the bundled header; --real-headers keeps them), and where the
#     translation exits 0 builds the outputs (nvcc; OpenACC: g++-12 -fopenacc -foffload=disable),
#     runs the OpenACC host build with the same command and check text.
# Prints one line per app and target: `NAME TARGET ref=.. exit=N KT..xN parse=.. build=.. run=..`
# (parse: the headers not found and Kokkos names unknown to the parse, with file counts).
# Manifest `build`: `cmake:DIR` (DIR holds CMakeLists.txt; flags are -D options) or
# `hand:DIR:GLOB...` (the sources matching the space-separated GLOBs below DIR compiled one by one
# with flags, then linked). The in-root of the translation is DIR. In flags and run, APP is the app's folder and BIN the
# binary; run is a bash command run in a fresh folder. Check `re:RE` is an extended regex.
# Work files go to $KT_APPS_WORK (default build/apps). Env: KT_TOOL, NVCC, KT_TIMEOUT (default 900),
# KT_APPS_FLAGS (preprocessor flags for the translation and the build of the outputs, as an app's
# own configuration for a backend its sources do not name: ExaMiniMD's -DEMD_ENABLE_GPU).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT=$PWD
TOOL=${KT_TOOL:-$ROOT/build/bin/kokkos-translate}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
TIMEOUT=${KT_TIMEOUT:-900}
XFLAGS=${KT_APPS_FLAGS:-}
WORK=${KT_APPS_WORK:-$ROOT/build/apps}
KINC=/usr/include/trilinos
KLIBS=(-ltrilinos_kokkosalgorithms -ltrilinos_kokkoscontainers -ltrilinos_kokkoscore -ldl)
TARGETS=() ONLY=() REAL=0 NOREF=0 SRC=""
while [ $# -gt 0 ]; do
  case $1 in
    --target) TARGETS+=("$2"); shift 2 ;;
    --only) ONLY+=("$2"); shift 2 ;;
    --real-headers) REAL=1; shift ;;
    --no-ref) NOREF=1; shift ;;
    -h | --help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) SRC=$(cd "$1" && pwd); shift ;;
  esac
done
[ -n "$SRC" ] || { echo "apps: no APPS folder given" >&2; exit 2; }
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(cuda openacc)
declare -A EXT=([cuda]=cu [hip]=hip [openmp]=cpp [openacc]=cpp)
N=(nice -n 19 timeout "$TIMEOUT")
mkdir -p "$WORK/kokkos-cmake"
# Debian's Trilinos KokkosConfig.cmake gives Kokkos::kokkos the include dir /usr/lib/include (a
# multiarch prefix bug): define the target first, then load the real config for kokkos_check etc.
cat >"$WORK/kokkos-cmake/KokkosConfig.cmake" <<EOF
if(NOT TARGET Kokkos::kokkos)
  add_library(Kokkos::kokkos INTERFACE IMPORTED)
  set_target_properties(Kokkos::kokkos PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "$KINC"
    INTERFACE_COMPILE_FEATURES cxx_std_14 INTERFACE_LINK_LIBRARIES "$(IFS=";"; echo "${KLIBS[*]//-l/}")")
endif()
include(/usr/lib/x86_64-linux-gnu/cmake/Kokkos/KokkosConfig.cmake)
EOF
cp /usr/lib/x86_64-linux-gnu/cmake/Kokkos/KokkosConfigVersion.cmake "$WORK/kokkos-cmake/"

check() {  # OUT CHECKS: 0 when OUT has a line with each check (` && `-separated; re:RE: a regex)
  local c rest=$2
  while [ -n "$rest" ]; do
    c=${rest%% && *}; [ "$c" = "$rest" ] && rest="" || rest=${rest#* && }
    if [[ $c == re:* ]]; then grep -qE -- "${c#re:}" "$1" || return 1; else grep -qF -- "$c" "$1" || return 1; fi
  done
}
numdiff() {  # A GOLD: numbers equal within a relative 1e-3, below 1e-6 taken as 0 (as miniAero's tests)
  awk 'NR==FNR { for (i = 1; i <= NF; i++) g[FNR, i] = $i; n[FNR] = NF; m = FNR; next }
    { if (NF != n[FNR]) bad++; for (i = 1; i <= NF; i++) { a = $i + 0; b = g[FNR, i] + 0
        if ((a < 0 ? -a : a) < 1e-6 && (b < 0 ? -b : b) < 1e-6) continue
        d = a - b; d = d < 0 ? -d : d; s = (a < 0 ? -a : a) > (b < 0 ? -b : b) ? (a < 0 ? -a : a) : (b < 0 ? -b : b)
        if (d > 1e-3 * s) bad++ } k = FNR }
    END { if (bad || k != m) { print "numdiff: " bad + 0 " values differ (" k + 0 " of " m " lines)"; exit 1 }
      print "numdiff: " m " lines match" }' "$2" "$1"
}
export -f numdiff
run_app() {  # BIN DIR CMD OUT: run CMD with BIN in a fresh DIR
  rm -rf "$2"; mkdir -p "$2"
  local c=${3//BIN/$1}
  (cd "$2" && "${N[@]}" bash -c "${c//APP/$APP}") >"$4" 2>&1
}
firstline() { { grep -m1 -E 'error|Error' "$1" || tail -n 1 "$1"; } | sed -E "s|$SRC/||g; s|$WORK/||g" | cut -c1-140; }

reference() {  # build and run against Debian's Kokkos; sets BIN, DB, REF
  local b=$WORK/$name/ref kind dir glob f
  IFS=: read -r kind dir glob <<<"$build"
  INROOT=$(cd "$APP/$dir" && pwd) DB=$b BIN="" REF="skipped"  # no trailing /.: paths in the database start with it
  mkdir -p "$b"
  local -a fl; read -ra fl <<<"${flags//APP/$APP}"
  if [ "$kind" = cmake ]; then
    "${N[@]}" cmake -S "$INROOT" -B "$b" -DKokkos_DIR="$WORK/kokkos-cmake" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "${fl[@]}" >"$b/build.log" 2>&1 || { REF="FAIL(cmake: $(firstline "$b/build.log"))"; return; }
    [ $NOREF = 1 ] && return
    "${N[@]}" make -C "$b" -j1 >>"$b/build.log" 2>&1 || { REF="FAIL(build: $(firstline "$b/build.log"))"; return; }
    BIN=$b/$exe
  else
    python3 - "$b" "$INROOT" "$glob" "$KINC" "${fl[@]}" <<'EOF'
import glob, json, os, shlex, sys
b, root, pat, kinc, fl = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
files = sorted({f for p in pat.split() for f in glob.glob(os.path.join(root, p))})
db = [{"directory": b, "file": f, "arguments": ["/usr/bin/g++", "-std=c++17", "-O2", *fl, "-I" + root,
       "-isystem", kinc, "-c", f, "-o", os.path.basename(f) + ".o"]} for f in files]
json.dump(db, open(os.path.join(b, "compile_commands.json"), "w"), indent=1)
EOF
    [ $NOREF = 1 ] && return
    : >"$b/build.log"
    while read -r f; do
      (cd "$b" && eval "${N[*]} $f") >>"$b/build.log" 2>&1 || { REF="FAIL(build: $(firstline "$b/build.log"))"; return; }
    done < <(python3 -c 'import json,shlex,sys; [print(shlex.join(e["arguments"])) for e in json.load(open(sys.argv[1]))]' "$b/compile_commands.json")
    "${N[@]}" g++ "$b"/*.o -o "$b/app.bin" "${KLIBS[@]}" >>"$b/build.log" 2>&1 || { REF="FAIL(link: $(firstline "$b/build.log"))"; return; }
    BIN=$b/app.bin
  fi
  run_app "$BIN" "$b/run" "$run" "$b/run.out"
  if check "$b/run.out" "$pass"; then REF=PASS; else REF="FAIL(run: no \"$pass\")"; fi
}

# A copy of the database for the translation or for building its outputs: Kokkos' include dirs
# dropped (unless --real-headers, translation only); with OUT, sources and -I mapped into OUT.
rewrite_db() {  # IN OUTDB [OUT EXT]
  python3 - "$1" "$2" "$KINC" "$WORK/kokkos-cmake" "$REAL" "$INROOT" "${3:-}" "${4:-}" <<'EOF'
import json, shlex, sys
src, dst, kinc, shimcfg, real, root, out, ext = sys.argv[1:9]
db = json.load(open(src))
for e in db:
    a = e.get("arguments") or shlex.split(e["command"]); e.pop("command", None); r = []
    drop = {kinc, shimcfg} if (real == "0" or out) else set()
    i = 0
    while i < len(a):
        if a[i] in ("-I", "-isystem") and i + 1 < len(a) and a[i + 1] in drop: i += 2; continue
        if a[i][:2] == "-I" and a[i][2:] in drop: i += 1; continue
        r.append(a[i].replace(root, out) if out else a[i]); i += 1
    if out:
        old = e["file"].replace(root, out)
        e["file"] = old.rsplit(".", 1)[0] + "." + ext
        r = [e["file"] if x == old else x for x in r]  # the source argument too (`-c FILE`)
    e["arguments"] = r
json.dump(db, open(dst, "w"), indent=1)
EOF
}

summarise() {  # LOG: KT ids with counts; headers not found and unknown Kokkos names (file counts)
  local kt parse n
  kt=$(grep -oE '\[KT[0-9]{4}\]' "$1" | tr -d '[]' | sort | uniq -c | sort -rn | awk '{printf "%s%sx%s", s, $2, $1; s=","}')
  parse=$( { grep -oE "'[^']+' file not found" "$1" | cut -d"'" -f2
    grep -oE "no (type|member|template) named '[^']+' in (namespace )?'(Kokkos|KokkosSparse)[^']*'" "$1" |
      sed -E "s/no (type|member|template) named '([^']+)' in (namespace )?'([^']+)'/\4::\2/; s/<.*>//"
  } | tr -d " " | sort | uniq -c | sort -rn | awk '{printf "%s%s(%s)", s, $2, $1; s=","}')
  n=$(grep -E 'error:' "$1" | grep -vcE '\[KT[0-9]{4}\]|^kokkos-translate')
  echo "${kt:-none} parse=${parse:--} clang-errors=$n"
}

one() {  # TARGET: translate the tree, build and run what exits 0
  local t=$1 w=$WORK/$name/$t rc=0 out build_st="-" run_st="-" cc
  rm -rf "$w"; mkdir -p "$w/db"
  rewrite_db "$DB/compile_commands.json" "$w/db/compile_commands.json"
  local -a xa=(); for f in $XFLAGS; do xa+=("--extra-arg=$f"); done
  "${N[@]}" "$TOOL" --target="$t" -j 1 -p "$w/db" --in-root "$INROOT" --out-root "$w/out" "${xa[@]}" >"$w/translate.log" 2>&1 || rc=$?
  out="exit=$rc $(summarise "$w/translate.log")"
  if [ $rc -eq 0 ]; then
    rewrite_db "$DB/compile_commands.json" "$w/build.json" "$w/out" "${EXT[$t]}"
    case $t in
      cuda) cc="$NVCC -arch=sm_90 --expt-relaxed-constexpr -x cu" ;;
      hip) cc="hipcc --offload-arch=gfx90a -x hip" ;;
      openmp) cc="clang++-19 -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=sm_90 --cuda-path=/usr/local/cuda --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -x c++" ;;
      openacc) cc="g++-12 -fopenacc -foffload=disable" ;;
      *) cc="" ;;
    esac
    build_st=PASS
    if [ -z "$cc" ]; then build_st="skipped"; else
      mkdir -p "$w/obj"
      while read -r f; do
        (cd "$w/obj" && eval "${N[*]} $cc -std=c++17 -O2 $XFLAGS -I $ROOT/runtime-shim/include $f") >>"$w/build.log" 2>&1 || { build_st="FAIL($(firstline "$w/build.log"))"; break; }
      done < <(python3 -c 'import json,shlex,sys
for e in json.load(open(sys.argv[1])):
    a = [x for x in e["arguments"][1:] if x not in ("-o",) and not x.endswith(".o")]
    print(shlex.join(a + ["-o", e["file"].rsplit("/", 1)[-1] + ".o"]))' "$w/build.json")
      if [ "$build_st" = PASS ]; then
        ${cc% -x *} "$w"/obj/*.o -o "$w/app.bin" >>"$w/build.log" 2>&1 || build_st="FAIL(link: $(firstline "$w/build.log"))"
      fi
      if [ "$build_st" = PASS ] && [ "$t" = openmp ]; then  # the CUDA-13 ELF workaround (scripts/openmp-gpu.sh)
        mv "$w/app.bin" "$w/app.unpatched"
        python3 "$ROOT/scripts/cuda13-elf-compat/cuda13-elf-compat-patch.py" "$w/app.unpatched" "$w/app.bin" >>"$w/build.log" 2>&1 &&
          chmod +x "$w/app.bin" || build_st="FAIL(cuda13-elf-compat patch)"
      fi
    fi
    if [ "$build_st" = PASS ] && [ "$t" = openacc ]; then
      if run_app "$w/app.bin" "$w/run" "$run" "$w/run.out" && check "$w/run.out" "$pass"; then run_st=PASS
      else run_st="FAIL($(tail -n 1 "$w/run.out" | cut -c1-100))"; fi
    fi
  fi
  echo "$name $t ref=$REF $out build=$build_st run=$run_st" | tee -a "$WORK/results.txt"
}

mkdir -p "$WORK"; : >"$WORK/results.txt"
while IFS=$'\x1f' read -r name repo commit build flags exe run pass _variants; do
  [[ $name == \#* || -z $name ]] && continue
  if [ ${#ONLY[@]} -gt 0 ] && [[ " ${ONLY[*]} " != *" $name "* ]]; then continue; fi
  APP=$SRC/${repo/\//+}
  [ -d "$APP" ] || { echo "$name - FAIL fetch: $repo@$commit not under $SRC"; continue; }
  reference
  for t in "${TARGETS[@]}"; do one "$t"; done
done < <(tr '\t' '\037' <"$ROOT/tests/apps/manifest.tsv")  # tabs are IFS white space
