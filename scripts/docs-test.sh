#!/usr/bin/env bash
# Usage: scripts/docs-test.sh [FILE.md...]
# Runs the command blocks of the docs and checks their links.
#
# Command blocks: every fenced block whose language is empty, `sh`, `bash` or `shell` is run, in
# the order of the file, in one `bash -e -o pipefail` per block, in a temporary copy of the
# repository (tracked and unignored files; build/ is a link to the real build folder), with HOME
# inside the temporary folder and the built tool's folder and /usr/local/cuda/bin first on PATH.
# Blocks of one file share that copy, so a block sees what the blocks before it wrote. An HTML
# comment on the line before a block changes that block:
#   <!-- docs-test: gpu -->            needs a GPU: SKIP
#   <!-- docs-test: skip (reason) -->  not run: SKIP with the reason
#   <!-- docs-test: exit N -->         must exit with code N (default 0)
# and `<!-- docs-test: cwd DIR -->` anywhere in a file runs its blocks in a copy of DIR (relative
# to the repository, made a git repository) instead of the repository's copy. Blocks in other
# languages (text, yaml, cmake, cpp, ...) are not run.
# Links: every relative Markdown link outside code must name a file of the repository, and its
# #anchor a heading of that file (GitHub's rules for heading ids).
#
# Without arguments: the blocks of README.md and docs/CI.md, the links of README.md, docs/*.md,
# runtime-shim/API.md and kokkos-api/README.md, and a self-check that tests/docs/broken.md, a
# fixture with a failing block, a wrong exit code and broken links, fails as it should. With
# FILE arguments: the blocks and links of those files only.
# Prints `PASS|FAIL|SKIP docs/<file>:<line> <first command>` and `links/<file>` lines and
# `N passed, M failed, K skipped`; exits 1 on any failure.
# Env: KT_BUILD (default build), KT_DOCS_TIMEOUT (seconds per block, default 600).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec python3 - "$@" <<'PY'
import os, re, shutil, subprocess, sys, tempfile

root = os.getcwd()
build = os.path.abspath(os.environ.get("KT_BUILD", "build"))
timeout = int(os.environ.get("KT_DOCS_TIMEOUT", "600"))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(root, "tests", "lib"))
import report as report_lib
counts = report_lib.Counts()

def report(verdict, name, detail="", log=""):
    counts[verdict] += 1
    print(f"{verdict} {name}{' (' + detail + ')' if detail else ''}", flush=True)
    for line in log.splitlines()[-40:]:
        print("    " + line)

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([\w+-]*)")
MARK = re.compile(r"^\s*<!--\s*docs-test:\s*(gpu|skip|exit|cwd)\b\s*(.*?)\s*-->\s*$")  # a line of its own

def parse(path):
    """Blocks (line, lang, text, marker) and the file's lines outside code blocks."""
    blocks, prose, lines = [], [], open(path, encoding="utf-8").read().split("\n")
    i, marker = 0, None
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            prose.append((i + 1, lines[i]))
            mk = MARK.search(lines[i])
            if mk and mk.group(1) != "cwd":
                marker = (mk.group(1), mk.group(2))
            elif lines[i].strip():
                marker = None
            i += 1
            continue
        fence, lang, start, body = m.group(2), m.group(3).lower(), i + 1, []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence):
            body.append(lines[i])
            i += 1
        i += 1
        blocks.append((start, lang, "\n".join(body) + "\n", marker))
        marker = None
    return blocks, prose

def copy_repo(dest):
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           capture_output=True, check=True).stdout.decode().split("\0")
    for f in files:
        if not f or not os.path.lexists(f) or os.path.isdir(f) or f == "build" or f.startswith("build/"):
            continue
        os.makedirs(os.path.join(dest, os.path.dirname(f)), exist_ok=True)
        shutil.copy2(f, os.path.join(dest, f), follow_symlinks=False)
    os.symlink(build, os.path.join(dest, "build"))

def run_blocks(path, tmp):
    blocks, prose = parse(path)
    cwd_dirs = [MARK.search(l).group(2) for _, l in prose if MARK.search(l) and MARK.search(l).group(1) == "cwd"]
    repo = os.path.join(tmp, "repo")
    if not os.path.isdir(repo):
        copy_repo(repo)
    cwd = repo
    if cwd_dirs:
        cwd = os.path.join(tmp, "cwd-" + re.sub(r"\W", "_", path))
        shutil.copytree(os.path.join(repo, cwd_dirs[0]), cwd, symlinks=True)
        subprocess.run(["git", "init", "-q", cwd], check=True)
    home = os.path.join(tmp, "home")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home,
               PATH=os.path.join(build, "bin") + ":/usr/local/cuda/bin:" + os.environ.get("PATH", ""))
    for line, lang, text, marker in blocks:
        if lang not in ("", "sh", "bash", "shell"):
            continue
        first = next((l.strip() for l in text.splitlines() if l.strip() and not l.strip().startswith("#")), "")
        name = f"docs/{path}:{line} {first[:70]}"
        want = 0
        if marker and marker[0] == "gpu":
            report("SKIP", name, "needs a GPU")
            continue
        if marker and marker[0] == "skip":
            report("SKIP", name, marker[1].strip("() ") or "marked skip")
            continue
        if marker and marker[0] == "exit":
            want = int(marker[1])
        try:
            p = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", text], cwd=cwd, env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=timeout)
            rc, out = p.returncode, p.stdout.decode(errors="replace")
        except subprocess.TimeoutExpired as e:
            rc, out = 124, (e.stdout or b"").decode(errors="replace") + f"\n(timed out after {timeout} s)"
        if rc == want:
            report("PASS", name)
        else:
            report("FAIL", name, f"exit {rc}, want {want}", out)

def slug(title, seen):
    t = re.sub(r"<[^>]+>", "", title).strip().lower()
    t = re.sub(r"[^\w\- ]", "", t).replace(" ", "-")
    n = seen.get(t, 0)
    seen[t] = n + 1
    return t if n == 0 else f"{t}-{n}"

def anchors(path):
    seen, out = {}, set()
    _, prose = parse(path)
    for _, l in prose:
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", l)
        if m:
            out.add(slug(m.group(1), seen))
    return out

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")

def check_links(path):
    _, prose = parse(path)
    text = [""] * (prose[-1][0] if prose else 0)  # code lines blank: a link may span lines
    for line, l in prose:
        text[line - 1] = re.sub(r"`[^`\n]*`", "", l)
    text = "\n".join(text)
    bad, n = [], 0
    for m in LINK.finditer(text):
        line, target = text.count("\n", 0, m.start()) + 1, m.group(1)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, mailto:, ...
            continue
        n += 1
        file, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if os.path.relpath(os.path.abspath(dest), root).startswith(".."):
            bad.append(f"{line}: {target} is outside the repository")
        elif not os.path.exists(dest):
            bad.append(f"{line}: {target}: no such file")
        elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
            bad.append(f"{line}: {target}: no heading with that id in {dest}")
    if bad:
        report("FAIL", f"links/{path}", f"{len(bad)} of {n} broken", "\n".join(bad))
    else:
        report("PASS", f"links/{path}", f"{n} links")

args = sys.argv[1:]
blocks_of = args or ["README.md", "docs/CI.md"]
links_of = args or (["README.md"] + sorted(os.path.join("docs", f) for f in os.listdir("docs") if f.endswith(".md"))
                    + ["runtime-shim/API.md", "kokkos-api/README.md"])
tmp = tempfile.mkdtemp(prefix="kt-docs.")
try:
    for f in blocks_of:
        run_blocks(f, tmp)
    for f in links_of:
        check_links(f)
finally:
    shutil.rmtree(tmp, ignore_errors=True)

if not args:  # the fixture must fail: a docs test that cannot fail proves nothing
    want = "1 passed, 3 failed, 1 skipped"
    p = subprocess.run(["bash", "scripts/docs-test.sh", "tests/docs/broken.md"], capture_output=True, text=True)
    last = (p.stdout.strip().splitlines() or [""])[-1]
    fails = [l for l in p.stdout.splitlines() if l.startswith("FAIL ")]
    ok = (p.returncode == 1 and last == want and any("want 0" in l for l in fails)
          and any("want 4" in l for l in fails) and any(l.startswith("FAIL links/") for l in fails))
    report("PASS" if ok else "FAIL", "docs-test/self-check tests/docs/broken.md fails as it should",
           f"exit {p.returncode}, {last}", "" if ok else p.stdout + p.stderr)

sys.exit(counts.finish())
PY
