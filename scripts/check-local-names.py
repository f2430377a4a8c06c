#!/usr/bin/env python3
"""Fails when two translator sources define a file-local name alike (unity-safe names).

Usage: scripts/check-local-names.py [ROOT]

The translator builds as a unity build (CMake option KT_UNITY): its sources compile in batches
of 8, so the file-local names of two files of one batch meet in one translation unit, and
adding a file moves the batch boundaries. Two functions of the same name and signature, or two
types of the same name, then fail to compile; two functions of the same name with other
parameters become overloads, and a call may silently pick the other file's. So no two files
under rewriters/ and tool/ may define a file-local function or type of the same name: a
definition at column 0 inside `namespace {` ... `} // namespace`, or a `static` function at
namespace scope. Prints `path:line: error: ...` for each clash and exits 1.
"""
import collections
import pathlib
import re
import sys

TYPE = re.compile(r"^(?:struct|class|enum class|enum|union)\s+([A-Za-z_]\w*)\b(?!;)")
ALIAS = re.compile(r"^using\s+([A-Za-z_]\w*)\s*=")
FUNC = re.compile(r"^(?:static\s+)?(?:inline\s+)?(?:constexpr\s+)?(?:const\s+)?"
                  r"[A-Za-z_][\w:<>,\s\*&]*?[\s\*&]([A-Za-z_]\w*)\s*\(")
KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "operator"}


def local_names(path):
    """(name, line) of each file-local type or function defined in path."""
    inside = False
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if re.match(r"^namespace\s*\{", line):
            inside = True
            continue
        if inside and re.match(r"^\}\s*//\s*namespace\s*$", line):
            inside = False
            continue
        if not inside and not line.startswith("static "):
            continue
        m = TYPE.match(line) or ALIAS.match(line) or FUNC.match(line)
        if m and m.group(1) not in KEYWORDS:
            yield m.group(1), no


def main(argv):
    root = pathlib.Path(argv[0] if argv else pathlib.Path(__file__).resolve().parent.parent)
    where = collections.defaultdict(list)
    for path in sorted(root.glob("rewriters/**/*.cpp")) + sorted(root.glob("tool/**/*.cpp")):
        rel = path.relative_to(root).as_posix()
        for name, no in local_names(path):
            where[name].append((rel, no))
    bad = 0
    for name, places in sorted(where.items()):
        files = sorted({f for f, _ in places})
        if len(files) < 2:
            continue
        bad += 1
        for f, no in places:
            print(f"{f}:{no}: error: file-local '{name}' is also defined in "
                  f"{', '.join(x for x in files if x != f)}: name it after its file "
                  f"(the unity build puts such files in one translation unit)")
    print(f"check-local-names: {len(where)} file-local names, {bad} defined in more than one file")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
