#!/usr/bin/env python3
"""Public Kokkos names the bundled header (kokkos-api/include) does not declare.

Usage: scripts/api-coverage.py KOKKOS_SRC [--include DIR] [--list]

KOKKOS_SRC is a Kokkos source tree (the folder holding core/src, containers/src and
algorithms/src, e.g. `git archive <commit> core/src containers/src algorithms/src`); it is not
part of this repository. The public names are the direct members of namespace Kokkos and
Kokkos::Experimental (classes, aliases, functions, variables, using-declarations, namespaces)
declared in those trees' headers outside impl/ folders and outside Impl/detail/anonymous
namespaces and class bodies; names beginning with impl_ are left out. They are read from the
headers' text (a brace-matching scan, no configuration or third-party headers needed), so a
name declared only in a backend's folder counts too. The bundled header's names come from clang's
-ast-list of a file that includes every header under --include. Prints the counts, then the
missing names (all of them with --list, else the first 200)."""
import argparse, os, re, subprocess, sys, tempfile

KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "alignof", "decltype", "alignas",
            "noexcept", "static_assert", "operator", "requires", "defined", "typename", "template",
            "const", "constexpr", "inline", "static", "virtual", "explicit", "friend", "extern"}

def strip(text):
    text = re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\])*"', '""', text)
    text = re.sub(r"'(\\.|[^'\\])*'", "''", text)
    out = []
    cont = False
    for line in text.split("\n"):  # drop preprocessor lines (and their continuations)
        if cont or line.lstrip().startswith("#"):
            cont = line.rstrip().endswith("\\")
            continue
        out.append(line)
    return "\n".join(out)

TOKEN = re.compile(r"[A-Za-z_]\w*|::|->|[{}();<>=\[\],~&*]|\S")

def statement_name(toks):
    """The name a namespace-scope statement declares, or None."""
    t = [x for x in toks if x not in ("KOKKOS_FUNCTION", "KOKKOS_INLINE_FUNCTION",
                                      "KOKKOS_FORCEINLINE_FUNCTION", "KOKKOS_DEDUCTION_GUIDE")]
    # skip template headers
    while t and t[0] == "template":
        depth, i = 0, 1
        while i < len(t):
            if t[i] == "<": depth += 1
            elif t[i] == ">":
                depth -= 1
                if depth == 0: break
            i += 1
        t = t[i + 1:]
    if not t or t[0] in ("friend", "static_assert", "extern") or "operator" in t:
        return None
    if t[0] == "using":
        if len(t) > 1 and t[1] == "namespace":
            return None
        if "=" in t:
            return t[1]
        ids = [x for x in t[1:] if re.match(r"[A-Za-z_]\w*$", x) and x != "typename"]
        return ids[-1] if ids else None
    if t[0] == "namespace":
        return t[1] if len(t) > 2 and t[2] == "=" else None
    for kw in ("struct", "class", "union", "enum"):
        if kw in t[:4]:
            i = t.index(kw) + 1
            while i < len(t) and (t[i] in ("class", "struct", "alignas", "[", "]") or t[i].isupper()
                                  or t[i].startswith("KOKKOS_")):
                if t[i] == "alignas":  # alignas(...)
                    depth = 0
                    while i < len(t):
                        if t[i] == "(": depth += 1
                        elif t[i] == ")":
                            depth -= 1
                            if depth == 0: break
                        i += 1
                i += 1
            if i < len(t) and re.match(r"[A-Za-z_]\w*$", t[i]):
                if i + 1 < len(t) and t[i + 1] == "::":
                    return None  # a specialization of another namespace's template
                if "(" in t[:t.index(kw)]:
                    break  # a function returning `struct X` etc.
                return t[i]
            return None
    # function: identifier before the first '(' that is not a macro/keyword; variable otherwise
    depth = 0
    for i, x in enumerate(t):
        if x == "<": depth += 1
        elif x == ">": depth = max(0, depth - 1)
        elif x == "(" and depth == 0 and i > 0:
            name = t[i - 1]
            if name in KEYWORDS or not re.match(r"[A-Za-z_]\w*$", name) or name.isupper():
                continue
            if i > 1 and t[i - 2] in ("::", "operator", "~"):
                return None  # out-of-class definition, operator, destructor
            return name
        elif x in ("=", "{", "[") and depth == 0 and i > 0:
            name = t[i - 1]
            if re.match(r"[A-Za-z_]\w*$", name) and name not in KEYWORDS and i > 1 and t[i - 2] != "::":
                return name
            return None
    if len(t) >= 2 and re.match(r"[A-Za-z_]\w*$", t[-1]) and t[-1] not in KEYWORDS and t[-2] != "::":
        return t[-1]  # `extern int x` / forward declaration without a kind keyword
    return None

def public_names(src):
    names = {}
    for sub in ("core/src", "containers/src", "algorithms/src"):
        root = os.path.join(src, sub)
        for dirpath, dirs, files in os.walk(root):
            if "/impl" in dirpath[len(root):] or dirpath.endswith("impl"):
                continue
            for f in sorted(files):
                if not f.endswith(".hpp"):
                    continue
                path = os.path.join(dirpath, f)
                text = strip(open(path, errors="replace").read())
                text = re.sub(r"\[\[.*?\]\]", " ", text, flags=re.S)  # attributes
                toks = TOKEN.findall(text)
                scan(toks, os.path.relpath(path, src), names)
    return names

def scan(toks, where, names):
    stack = []  # ('ns', name) or ('block', None)
    stmt = []
    i = 0
    while i < len(toks):
        x = toks[i]
        if x == "namespace" and stmt == [] and i + 1 < len(toks):
            j, parts = i + 1, []
            while j < len(toks) and toks[j] not in ("{", "=", ";"):
                if toks[j] not in ("::", "inline"): parts.append(toks[j])
                j += 1
            if j < len(toks) and toks[j] == "{":
                for p in parts or ["(anonymous)"]:
                    stack.append(("ns", p))
                stack.append(("nsend", len(parts) or 1))
                i = j + 1
                continue
        if x == "{" and stmt.count("(") > stmt.count(")"):
            depth = 1  # braces inside a parameter list (a default argument `T{}`)
            stmt.append("{}")
            i += 1
            while i < len(toks) and depth:
                if toks[i] == "{": depth += 1
                elif toks[i] == "}": depth -= 1
                i += 1
            continue
        if x == "{":
            if stack_is_public(stack):
                n = statement_name(stmt)
                if n: names.setdefault(qual(stack, n), where)
            stack.append(("block", None))
            depth = 1  # skip the body
            i += 1
            while i < len(toks) and depth:
                if toks[i] == "{": depth += 1
                elif toks[i] == "}": depth -= 1
                i += 1
            stack.pop()
            stmt = []
            # a class body may be followed by declarators / ';'
            continue
        if x == "}":
            if stack and stack[-1][0] == "nsend":
                k = stack.pop()[1]
                del stack[len(stack) - k:]
            stmt = []
        elif x == ";":
            if stack_is_public(stack) and stmt:
                n = statement_name(stmt)
                if n: names.setdefault(qual(stack, n), where)
            stmt = []
        else:
            stmt.append(x)
        i += 1

def ns_path(stack):
    return [n for k, n in stack if k == "ns"]

def stack_is_public(stack):
    return ns_path(stack) in (["Kokkos"], ["Kokkos", "Experimental"])

def qual(stack, n):
    return "::".join(ns_path(stack) + [n])

def bundled_names(include):
    headers = []
    for dirpath, dirs, files in os.walk(include):
        for f in sorted(files):
            if f.endswith(".hpp"):
                headers.append(os.path.relpath(os.path.join(dirpath, f), include))
    with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as tu:
        tu.write("".join('#include "%s"\n' % h for h in headers))
    try:
        out = subprocess.run(["clang++-19", "-std=c++17", "-fsyntax-only", "-I", include, "-Xclang",
                              "-ast-list", tu.name], capture_output=True, text=True)
    finally:
        os.unlink(tu.name)
    if out.returncode != 0:
        sys.exit("the bundled header does not parse:\n" + out.stderr[-3000:])
    got = set()
    for line in out.stdout.split("\n"):
        m = re.match(r"(Kokkos(?:::Experimental)?::[A-Za-z_]\w*)$", line.strip())
        if m: got.add(m.group(1))
    return got

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kokkos_src")
    ap.add_argument("--include", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                   "..", "kokkos-api", "include"))
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    pub = {k: v for k, v in public_names(a.kokkos_src).items()
           if not k.split("::")[-1].startswith(("impl_", "Impl"))}
    have = bundled_names(os.path.abspath(a.include))
    missing = sorted(k for k in pub if k not in have)
    print("public names: %d, declared: %d, missing: %d" % (len(pub), len(pub) - len(missing), len(missing)))
    for k in missing if a.list else missing[:200]:
        print("  %s  (%s)" % (k, pub[k]))
    if not a.list and len(missing) > 200:
        print("  ... %d more (--list)" % (len(missing) - 200))

if __name__ == "__main__":
    main()
