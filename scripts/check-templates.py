#!/usr/bin/env python3
"""Every skeleton under templates/ is filled by some emitter, with exactly its placeholders.

Reads the fillTemplate("<target>/<shape>", {{"key", value}, ...}) calls in rewriters/**/*.cpp
(the values are a braced list of {"key", ...} pairs written at the call) and the placeholders
{{name}} of templates/<target>/<shape>.tpl. Fails when a skeleton is filled nowhere, when a call
names a skeleton that does not exist, or when a call's keys differ from the skeleton's
placeholders. A call may add a third argument, a helper's shared values (`fillTemplate("gpu/x",
{...}, mdTileValues(M))`): a function returning TemplateValues as one braced list
(`TemplateValues mdTileValues(...) { return {{"tx", ...}, ...}; }`), whose keys count too.
(fillTemplate also stops the tool on such a mismatch at run time; this finds it
for calls no test case reaches.) Exit 0: PASS, 1: FAIL.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
HOLE = re.compile(r"\{\{([a-z0-9_]+)\}\}")


def skip_literal(src, i):
    """src[i] opens a string or character literal: the index after it (raw strings included)."""
    if src[i] == '"' and i > 0 and src[i - 1] == 'R':
        m = re.match(r'"([^(\s]*)\(', src[i:])
        end = src.index(")" + m.group(1) + '"', i)
        return end + len(m.group(1)) + 2
    q = src[i]
    i += 1
    while src[i] != q:
        i += 2 if src[i] == '\\' else 1
    return i + 1


def call_keys(src, i, after=None):
    """src[i] is the '{' of a call's value list: the keys of its top-level {"key", ...} pairs
    (and, in after[0], the index after the list's closing brace)."""
    depth, keys = 0, []
    while True:
        c = src[i]
        if c in '"\'':
            if depth == 2 and src[i - 1] == '{' and c == '"':
                end = skip_literal(src, i)
                keys.append(src[i + 1:end - 1])
                i = end
                continue
            i = skip_literal(src, i)
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                if after is not None:
                    after.append(i + 1)
                return keys
        i += 1


def check_call(name, keys, where, skeletons, calls, errors):
    calls.setdefault(name, []).append(where)
    if name not in skeletons:
        errors.append(f"{where}: fills templates/{name}.tpl, which does not exist")
        return
    if len(set(keys)) != len(keys):
        errors.append(f"{where}: a key of templates/{name}.tpl is given twice")
    if set(keys) != skeletons[name]:
        missing = sorted(skeletons[name] - set(keys))
        extra = sorted(set(keys) - skeletons[name])
        errors.append(f"{where}: templates/{name}.tpl: unfilled {missing}, unknown {extra}")


def main():
    skeletons = {}
    for f in sorted((ROOT / "templates").rglob("*.tpl")):
        name = f.relative_to(ROOT / "templates").with_suffix("").as_posix()
        skeletons[name] = set(HOLE.findall(f.read_text()))
    calls = {}
    errors = []
    helpers = {}  # TemplateValues helpers: name -> keys
    for f in sorted((ROOT / "rewriters").rglob("*.cpp")):
        src = f.read_text()
        for m in re.finditer(r'^TemplateValues (\w+)\([^)]*\)\s*\{\s*return\s*\{', src, re.M):
            helpers[m.group(1)] = call_keys(src, m.end() - 1)
    for f in sorted((ROOT / "rewriters").rglob("*.cpp")):
        src = f.read_text()
        # fillTemplate("name", {...}) or fillTemplate(Cond ? "a" : "b", {...})
        for m in re.finditer(r'fillTemplate\(\s*(?:[^,"()]*\?\s*)?"([^"]+)"(?:\s*:\s*"([^"]+)")?,\s*\{', src):
            where = f"{f.relative_to(ROOT)}:{src.count(chr(10), 0, m.start()) + 1}"
            end = []
            keys = call_keys(src, m.end() - 1, end)
            shared = re.match(r'\s*,\s*(\w+)\(', src[end[0]:])
            if shared and shared.group(1) in helpers:
                keys += helpers[shared.group(1)]
            elif shared or re.match(r'\s*,', src[end[0]:]):
                errors.append(f"{where}: shared values not from a TemplateValues helper")
            for name in filter(None, m.groups()):
                check_call(name, keys, where, skeletons, calls, errors)
    for name in skeletons:
        if name not in calls:
            errors.append(f"templates/{name}.tpl: no emitter fills it")
    for e in errors:
        print("FAIL:", e)
    print(f"{'FAIL' if errors else 'PASS'}: {len(skeletons)} skeletons, "
          f"{sum(len(v) for v in calls.values())} fill calls")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
