#!/usr/bin/env python3
"""Fails when a translator source includes a header of a layer above its own.

Usage: scripts/check-layers.py [--stamp FILE] [ROOT]

The layers, lowest first (docs/ARCHITECTURE.md, "Layers"):

  0 rewriters/model/      the kernel model, options, diagnostics, edits
  1 rewriters/recognise/  AST -> model; within it the folders are layers too (RECOGNISE,
                          lowest first): ast/; policy/, macros/, reduce/; templates/,
                          checks/; dispatch/, team/; body/. A folder includes only folders of
                          a lower rank and the root's Recognisers.h
  2 rewriters/emit/       target-neutral text and the host-side edits
  3 rewriters/gpu/, host/, openmp/, openacc/   one folder per target; none includes another
  4 rewriters/*.{h,cpp}   the driver of one translation (parse, recognise, lower, edit)
  5 tool/                 the command line

A file may include headers of its own folder and of lower layers only. Each `#include
"rewriters/..."` or `#include "tool/..."` line that breaks this is printed as
`path:line: error: <layer> includes <layer> (<header>)`, and the exit status is 1. The build runs
this script (CMakeLists.txt, target `layers`), so such an include fails the build. --stamp FILE:
touch FILE when there is no violation (for the build's dependency tracking).
"""
import pathlib
import re
import sys

TARGETS = ("gpu", "host", "openmp", "openacc")
INCLUDE = re.compile(r'^\s*#\s*include\s+"((?:rewriters|tool)/[^"]+)"')


def layer(rel):
    """(rank, folder) of a path below the repository root, or None when it is in no layer."""
    parts = rel.split("/")
    if parts[0] == "tool":
        return 5, "tool"
    if parts[0] != "rewriters":
        return None
    if len(parts) == 2:
        return 4, "rewriters"
    ranks = {"model": 0, "recognise": 1, "emit": 2}
    if parts[1] in ranks:
        return ranks[parts[1]], parts[1]
    if parts[1] in TARGETS:
        return 3, parts[1]
    return None


RECOGNISE = {"ast": 0, "policy": 1, "macros": 1, "reduce": 1, "templates": 2, "checks": 2,
             "dispatch": 3, "team": 3, "body": 4}


def recognise_folder(path):
    """The folder below rewriters/recognise/ that path is in ("" for the root's files)."""
    rest = path[len("rewriters/recognise/"):].split("/")
    return rest[0] if len(rest) > 1 else ""


def recognise_violation(rel, header):
    """Why rel, a file of rewriters/recognise/, may not include header there, or None."""
    own, other = recognise_folder(rel), recognise_folder(header)
    if other in ("", own):
        return None
    for f in (own, other):
        if f and f not in RECOGNISE:
            return f"recognise/{f} has no rank in check-layers.py's RECOGNISE"
    if own == "" or RECOGNISE[other] >= RECOGNISE[own]:
        return f"recognise/{own or '(root)'} includes recognise/{other}, not below it"
    return None


def violations(root):
    for path in sorted(root.glob("rewriters/**/*")) + sorted(root.glob("tool/**/*")):
        if path.suffix not in (".h", ".cpp") or not path.is_file():
            continue
        rel = path.relative_to(root).as_posix()
        own = layer(rel)
        if own is None:
            continue
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            other = layer(m.group(1))
            if other is None:
                continue
            if other[1] == own[1]:
                why = recognise_violation(rel, m.group(1)) if own[1] == "recognise" else None
                if why:
                    yield f"{rel}:{no}: error: {why}: {m.group(1)}"
                continue
            if other[0] >= own[0]:
                yield f"{rel}:{no}: error: {own[1]} (layer {own[0]}) includes {other[1]} " \
                      f"(layer {other[0]}): {m.group(1)}"


def main(argv):
    stamp = None
    args = list(argv)
    if args[:1] == ["--stamp"]:
        stamp, args = args[1], args[2:]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    found = list(violations(root))
    for v in found:
        print(v)
    if found:
        print(f"check-layers: {len(found)} include(s) point up a layer "
              "(docs/ARCHITECTURE.md, Layers)", file=sys.stderr)
        return 1
    if stamp:
        pathlib.Path(stamp).touch()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
