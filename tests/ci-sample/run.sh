#!/usr/bin/env bash
# Usage: tests/ci-sample/run.sh
# Tests the CI recipe of docs/CI.md on this sample tree, with the commands taken from docs/CI.md
# itself: the GitHub Actions workflow (the block after `<!-- ci-sample: workflow -->`), the
# pre-commit hook (after `<!-- ci-sample: hook -->`) and the regenerate command (after
# `<!-- ci-sample: regen -->`).
#  - The workflow parses as YAML (python3-yaml) and has what docs/CI.md promises: push and
#    pull_request triggers, security-events permission, a `compdb` step that writes
#    compile_commands.json, a `check` step running `kokkos-translate ... -p build --in-root src
#    --out-root generated --check` with a SARIF report, and an upload-sarif step that runs
#    always() and uploads that report. The hook runs the same kokkos-translate command.
#  - On a git-initialised copy of the sample (src/, CMakeLists.txt, the committed generated/),
#    with the built tool on PATH, the workflow's `compdb` and `check` steps run as GitHub runs
#    them (bash -e -o pipefail), and the installed hook runs as git would:
#      before: both pass (exit 0) on the committed files and the SARIF report has no results;
#      a generated file (a source's and a header's) edited by hand: both fail with exit 4, the
#        diff is in their output, the check step prints an ::error:: annotation, and the SARIF
#        report is written again;
#      after the regenerate command: both pass, and generated/ is byte-identical to the commit;
#      a source changed without regenerating: exit 4 with the diff; after regenerating, 0;
#      a source with a construct the translator refuses: exit 3 and the SARIF report holds the
#        KT diagnostic at src/heat.cpp (relative, as code scanning needs).
#  - With nvcc: the committed generated/ sources compile and link (else SKIP).
# Prints `PASS|FAIL|SKIP ci-sample/<check>` and the summary (tests/lib/report.sh); exits 1 on failure.
# Env: KT_TOOL (default build/bin/kokkos-translate), NVCC (default /usr/local/cuda/bin/nvcc).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
KT=${KT_TOOL:-$root/build/bin/kokkos-translate}
case $KT in /*) ;; *) KT=$root/$KT ;; esac
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
T=$(mktemp -d "${TMPDIR:-/tmp}/kt-ci-sample.XXXXXX")
trap 'rm -rf "$T"' EXIT
source "$root/tests/lib/report.sh"
ok() { kt_pass "ci-sample/$1"; }
ko() { kt_fail "ci-sample/$1" "${2:-}"; [ -z "${3:-}" ] || tail -n 30 "$3" | sed 's/^/    /'; }
sk() { kt_skip "ci-sample/$1" "${2:-}"; }
check() { if eval "$2"; then ok "$1"; else ko "$1" "${3:-}" "${4:-}"; fi; }
summary() { kt_exit; }
[ -x "$KT" ] || { ko tool "no translator at $KT (build it first)"; summary; }

# 1. The recipe, from docs/CI.md.
if ! python3 - "$root/docs/CI.md" "$T" >"$T/recipe.log" 2>&1 <<'PY'; then
import re, sys, yaml
doc, out = open(sys.argv[1]).read(), sys.argv[2]
def block(name):
    m = re.search(r"<!-- ci-sample: %s -->\n```[a-z]*\n(.*?)\n```" % name, doc, re.S)
    assert m, f"no block after <!-- ci-sample: {name} --> in docs/CI.md"
    return m.group(1) + "\n"
def command(script):  # the kokkos-translate command of a script, continuation lines joined
    m = re.search(r"^\s*(kokkos-translate\b(?:[^\n]*\\\n)*[^\n]*)", script, re.M)
    assert m, "no kokkos-translate command in:\n" + script
    return " ".join(m.group(1).replace("\\\n", " ").split()).split(" || ")[0]
wf = yaml.safe_load(block("workflow"))
on = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` key as true
assert "push" in on and "pull_request" in on, f"triggers: {on}"
(job,) = wf["jobs"].values()
assert job["permissions"].get("security-events") == "write", "no security-events: write permission"
steps = {s.get("id"): s for s in job["steps"]}
assert any(s.get("uses", "").startswith("actions/checkout@") for s in job["steps"]), "no checkout step"
assert "CMAKE_EXPORT_COMPILE_COMMANDS=ON" in steps["compdb"]["run"], "compdb step"
cmd = command(steps["check"]["run"])
for part in ("--check", "-p build", "--in-root src", "--out-root generated", "--report-format=sarif"):
    assert part in cmd, f"check step lacks {part}: {cmd}"
sarif = re.search(r"--report (\S+)", cmd).group(1)
up = [s for s in job["steps"] if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
assert len(up) == 1, "no upload-sarif step"
assert "always()" in up[0].get("if", ""), "the upload step must run when the check fails"
assert up[0]["with"]["sarif_file"] == sarif, f"uploads {up[0]['with']['sarif_file']}, the check writes {sarif}"
hook = block("hook")
assert command(hook) == cmd, f"the hook runs\n  {command(hook)}\nthe workflow\n  {cmd}"
open(out + "/step-compdb.sh", "w").write(steps["compdb"]["run"])
open(out + "/step-check.sh", "w").write(steps["check"]["run"])
open(out + "/install-hook.sh", "w").write(hook)
open(out + "/regen.sh", "w").write(block("regen"))
open(out + "/sarif", "w").write(sarif)
PY
  ko "workflow and hook in docs/CI.md" "" "$T/recipe.log"; summary
fi
ok "workflow parses as YAML; its check step, upload step and the hook agree"
sarif=$(cat "$T/sarif")

# 2. A copy of the sample with the hook installed.
S=$T/sample
mkdir -p "$S" && cp -R "$here/src" "$here/generated" "$here/CMakeLists.txt" "$S/"
git init -q "$S"
export PATH="$(dirname "$KT"):$PATH"
step() { (cd "$S" && bash --noprofile --norc -e -o pipefail "$T/$1") >"$T/$2.log" 2>&1; }
hook() { (cd "$S" && .git/hooks/pre-commit) >"$T/$1.log" 2>&1; }
check "compdb step writes build/compile_commands.json" 'step step-compdb.sh compdb && [ -s "$S/build/compile_commands.json" ]' "" "$T/compdb.log"
(cd "$S" && bash -e "$T/install-hook.sh") >"$T/install.log" 2>&1
check "hook installs" '[ -x "$S/.git/hooks/pre-commit" ]' "" "$T/install.log"

sarif_results() {  # number of results in the report, or `none`
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"]=="2.1.0"; print(len(d["runs"][0]["results"]))' "$S/$sarif" 2>/dev/null || echo none
}
expect() {  # NAME WANT-RC: the check step and the hook both end with WANT-RC
  local name=$1 want=$2 rc1=0 rc2=0
  rm -f "$S/$sarif"
  step step-check.sh "check-$name" || rc1=$?
  hook "hook-$name" || rc2=$?
  check "$name: check step exits $want" '[ $rc1 -eq $want ]' "exit $rc1" "$T/check-$name.log"
  check "$name: hook exits $want" '[ $rc2 -eq $want ]' "exit $rc2" "$T/hook-$name.log"
  check "$name: SARIF report written" '[ "$(sarif_results)" != none ]' "no valid $sarif"
}

# 3. Before: the committed generated/ is current.
expect before 0
check "before: SARIF report has no results" '[ "$(sarif_results)" = 0 ]' "$(sarif_results) results"
if grep -q '^--- generated/' "$T/check-before.log"; then
  echo "    the committed tests/ci-sample/generated/ is stale: run tests/ci-sample/regen.sh and review the diff"
fi

# 4. Generated files edited by hand: a source's output and a header's.
echo '// edited by hand' >>"$S/generated/heat.cu"
sed -i 's/^\(.*initial_temperature.*\)$/\1 \/\/ tweaked/' "$S/generated/include/heat.hpp"
expect edited 4
check "edited: the diff is in the check step's log" \
  'grep -q "^--- generated/heat.cu" "$T/check-edited.log" && grep -q "^-// edited by hand" "$T/check-edited.log" && grep -q "^--- generated/include/heat.hpp" "$T/check-edited.log"' "" "$T/check-edited.log"
check "edited: the check step prints an ::error:: annotation" 'grep -q "^::error::" "$T/check-edited.log"' "" "$T/check-edited.log"
check "edited: the diff and the advice are in the hook's output" \
  'grep -q "^-// edited by hand" "$T/hook-edited.log" && grep -q "pre-commit: generated/ is out of date" "$T/hook-edited.log"' "" "$T/hook-edited.log"

# 5. Regenerate: passes again, and generated/ is what is committed.
(cd "$S" && bash -e -o pipefail "$T/regen.sh") >"$T/regen.log" 2>&1
expect regenerated 0
check "regenerated: generated/ is byte-identical to the committed one" 'diff -r "$here/generated" "$S/generated" >"$T/regen.diff"' "" "$T/regen.diff"

# 6. A source changed without regenerating, then regenerated.
sed -i 's/0\.25/0.2/' "$S/src/main.cpp"
expect source-changed 4
check "source-changed: the diff names generated/main.cu" 'grep -q "^+++ generated/main.cu (translated)" "$T/check-source-changed.log"' "" "$T/check-source-changed.log"
(cd "$S" && bash -e -o pipefail "$T/regen.sh") >"$T/regen2.log" 2>&1
expect source-regenerated 0

# 7. A construct the translator refuses: exit 3, the diagnostic in the SARIF report.
cp "$S/src/heat.cpp" "$T/heat.cpp.orig"
cat >>"$S/src/heat.cpp" <<'EOF'

double count_cells(int n) {
  double count = 0;
  Kokkos::parallel_for("count", n, [&](const int) { count += 1; });  // a host variable written in a kernel
  return count;
}
EOF
expect refused 3
check "refused: the SARIF result is KT1001 at src/heat.cpp, a relative uri" \
  'python3 - "$S/$sarif" >"$T/sarif-refused.log" 2>&1 <<"PY"
import json, sys
r = json.load(open(sys.argv[1]))["runs"][0]["results"]
assert len(r) == 1 and r[0]["ruleId"] == "KT1001", r
loc = r[0]["locations"][0]["physicalLocation"]
assert loc["artifactLocation"]["uri"] == "src/heat.cpp" and loc["region"]["startLine"] == 21, loc
PY
' "" "$T/sarif-refused.log"
cp "$T/heat.cpp.orig" "$S/src/heat.cpp"

# 8. The committed translation compiles.
if [ -x "$NVCC" ]; then
  check "nvcc compiles and links the committed generated/" \
    '"$NVCC" -std=c++17 -O3 -arch=sm_90 --expt-relaxed-constexpr -I "$root/runtime-shim/include" -I "$here/generated/include" "$here/generated/main.cu" "$here/generated/heat.cu" -o "$T/heat" >"$T/nvcc.log" 2>&1' "" "$T/nvcc.log"
else
  sk "nvcc compiles and links the committed generated/" "no nvcc at $NVCC"
fi
summary
