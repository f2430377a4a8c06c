#!/usr/bin/env python3
"""Where the time goes: perf-samples kokkos-translate and clang++ -fsyntax-only on one TU and
sorts every sample into a phase by the frames on its stack. Run through profile.sh."""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# (phase, regex on one frame's symbol); the first phase whose regex matches any frame wins, so
# the order matters: a translator frame above the parser (a recogniser asking Sema for
# something) counts as translator time.
PHASES = [
    ("translator: parent map over the whole TU", r"ParentMapContext|ParentMap::"),
    ("translator: other whole-TU AST walks", r"RecursiveASTVisitor<kt::|ast_matchers::"),
    ("translator: recognise, lower, rewrite", r"TranslateConsumer::|\bkt::(?!runDriver|"
     r"translateFile|translateCode)|clang::Rewriter|RewriteBuffer"),
    ("teardown (freeing the AST, exit)", r"~ASTContext|~CompilerInstance|~Sema\b|~Preprocessor|"
     r"~FileManager|~ClangTool|~ToolInvocation|EndSourceFile|__run_exit_handlers|_dl_fini|"
     r"~BumpPtrAllocator|^exit$"),
    ("start-up: dynamic linking, static init", r"^_dl_start|_dl_relocate|_dl_map|dl_main|"
     r"_dl_init|call_init|_GLOBAL__sub_I|_dl_sysdep_start"),
    ("lazy symbol binding (_dl_fixup)", r"_dl_fixup|_dl_runtime_resolve|_dl_lookup_symbol"),
    ("parse + sema (= clang -fsyntax-only's work)", r"clang::ParseAST|clang::Parser::|"
     r"clang::Sema::|clang::Preprocessor::|clang::Lexer::|clang::HeaderSearch|clang::TokenLexer|"
     r"clang::TemplateDeclInstantiator|clang::TreeTransform|clang::InitializationSequence"),
    ("driver / invocation set-up", r"clang::driver::|CompilerInvocation::|CommonOptionsParser|"
     r"cl::ParseCommandLineOptions|ToolInvocation::|ClangTool::|cc1_main|ExecuteCC1Tool"),
]
PHASE_RX = [(n, re.compile(r)) for n, r in PHASES]


def record(cmd, data, freq):
    r = subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", str(freq),
                        "--call-graph", "dwarf,32768", "-o", data, "--"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        print(r.stderr, file=sys.stderr)
        raise SystemExit(f"error: perf record failed on {cmd[0]}")


def script(data, txt):
    """perf script's text (slow: DWARF unwinding), cached next to the data as txt."""
    if not os.path.exists(txt):
        with open(txt + ".tmp", "w") as f:
            subprocess.run(["perf", "script", "-i", data, "-F", "comm,ip,sym"], stdout=f,
                           stderr=subprocess.DEVNULL, check=True)
        os.rename(txt + ".tmp", txt)
    with open(txt, errors="replace") as f:
        return f.read()


def classify(out):
    counts = collections.Counter()
    total = 0
    for block in out.split("\n\n"):
        lines = [l for l in block.splitlines() if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) == 2:
                frames.append(re.sub(r"\s+\((inlined|[^()]*\.so[^()]*|\[kernel\.kallsyms\])\)$",
                                     "", parts[1]))
        total += 1
        phase = "other / unattributed (truncated stack, malloc, page faults)"
        for name, rx in PHASE_RX:
            if any(rx.search(f) for f in frames):
                phase = name
                break
        counts[phase] += 1
    return total, counts


def main(argv):
    p = argparse.ArgumentParser(prog="bench/translate/profile.sh")
    p.add_argument("case", nargs="?", default="spmv_csr", help="testdata case (default spmv_csr)")
    p.add_argument("--runs", type=int, default=2, help="runs of each to sample (default 2)")
    p.add_argument("--freq", type=int, default=1000, help="samples per second (default 1000)")
    p.add_argument("--flags", default="", help="extra parse flags for both")
    p.add_argument("--keep", help="keep the perf data (and perf script text) in this folder")
    p.add_argument("--from", dest="reuse", metavar="DIR",
                   help="classify the data kept in DIR by an earlier --keep; record nothing")
    a = p.parse_args(argv)
    if not shutil.which("perf"):
        print("error: perf not found", file=sys.stderr)
        return 1
    tool = os.path.abspath(os.environ.get("KT_TOOL", os.path.join(ROOT, "build", "bin",
                                                                  "kokkos-translate")))
    clang = os.environ.get("CLANGXX", "clang++-19")
    src = os.path.join(ROOT, "testdata", a.case, "input.cpp")
    flags = a.flags.split()
    tmp = a.reuse or a.keep or tempfile.mkdtemp(prefix="kt-prof.")
    os.makedirs(tmp, exist_ok=True)
    api = os.path.join(ROOT, "kokkos-api", "include")
    runs = {
        "kokkos-translate": [tool, "--target=cuda", "-o", os.path.join(tmp, "out.cu"), src]
        + (["--"] + flags if flags else []),
        "clang++ -fsyntax-only": [clang, "-xc++", "-std=c++17"] + flags
        + ["-idirafter", api, "-w", "-ferror-limit=0", "-fsyntax-only", src],
    }
    meta = os.path.join(tmp, "meta.json")
    if a.reuse and os.path.exists(meta):
        with open(meta) as f:
            m = json.load(f)
        a.runs, a.freq, a.case = m["runs"], m["freq"], m["case"]
    elif not a.reuse:
        with open(meta, "w") as f:
            json.dump({"runs": a.runs, "freq": a.freq, "case": a.case}, f)
    res = {}
    for name, cmd in runs.items():
        data = os.path.join(tmp, name.split()[0] + ".perf.data")
        if not a.reuse:
            loop = ["sh", "-c", 'i=0; while [ $i -lt %d ]; do "$@" || exit 1; i=$((i+1)); done'
                    % a.runs, "sh"] + cmd
            record(loop, data, a.freq)
            for old in (data[: -len(".perf.data")] + ".txt",):
                if os.path.exists(old):
                    os.remove(old)
        res[name] = classify(script(data, data[: -len(".perf.data")] + ".txt"))
    phases = [n for n, _ in PHASES] + ["other / unattributed (truncated stack, malloc, page faults)"]
    print(f"# {a.case}: {a.runs} runs each, cpu-clock samples at {a.freq} Hz, ms per run "
          f"(and share of that program's samples)")
    print(f"{'phase':48} " + " ".join(f"{n:>24}" for n in runs))
    for ph in phases:
        cells = []
        for n in runs:
            total, c = res[n]
            ms = c[ph] * 1000.0 / a.freq / a.runs
            cells.append(f"{ms:9.0f} ms ({100.0 * c[ph] / max(total, 1):4.1f}%)")
        print(f"{ph:48} " + " ".join(f"{x:>24}" for x in cells))
    cells = [f"{res[n][0] * 1000.0 / a.freq / a.runs:9.0f} ms         " for n in runs]
    print(f"{'total':48} " + " ".join(f"{x:>24}" for x in cells))
    if not (a.keep or a.reuse):
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
