#!/usr/bin/env python3
"""The public members of the bundled header's classes (tests/shim-members/check.sh).

Usage: members.py CLASSES_TXT OUT [CLANGXX]   (from the repository root)

For each line `Label BundledType ShimType` of CLASSES_TXT, clang parses the bundled header
(kokkos-api/include) with `struct s : BundledType {};`, so that the class is instantiated as the
translator sees it, and dumps the AST as JSON. The members are those of the instantiated class
that a user can name through it: its public members (methods, member templates, typedefs, alias
templates, static and non-static data members, nested classes and class templates, enums and
the enumerators of unscoped enums, operators, conversion functions (`operator T`, with T's
`Kokkos::` written `kt::`); not constructors, destructors, `operator=` (every class has one),
member conversion templates or the implicit members), and, recursively, those of its public bases that it does not
hide. A base is found by naming its type in a further parse, until no new base appears.

Writes `Label member` lines to OUT, sorted; exits 1 (with the reason on stderr) if clang fails or
a type does not name a class.
"""
import json
import subprocess
import sys

HEADERS = ["Kokkos_Core.hpp", "Kokkos_DualView.hpp", "Kokkos_ScatterView.hpp", "Kokkos_Random.hpp",
           "Kokkos_Vector.hpp", "Kokkos_StaticCrsGraph.hpp", "Kokkos_UnorderedMap.hpp",
           "Kokkos_Complex.hpp", "Kokkos_Pair.hpp", "Kokkos_Array.hpp", "Kokkos_Timer.hpp",
           "Kokkos_UniqueToken.hpp", "Kokkos_Sort.hpp"]

MEMBER_KINDS = {"CXXMethodDecl", "FunctionTemplateDecl", "TypedefDecl", "TypeAliasDecl",
                "TypeAliasTemplateDecl", "VarDecl", "FieldDecl", "CXXRecordDecl",
                "ClassTemplateDecl", "EnumDecl", "IndirectFieldDecl", "CXXConversionDecl"}
SKIPPED_TEMPLATED = {"CXXConstructorDecl", "CXXDestructorDecl", "CXXConversionDecl",
                     "CXXDeductionGuideDecl"}


def read_classes(path):
    rows = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = line.split()
            if len(fields) != 3:
                sys.exit(f"{path}:{n}: expected `Label BundledType ShimType`, got {line!r}")
            rows.append(fields)
    return rows


def parse(aliases, clangxx):
    """Parses the bundled header with `using a = T; struct s_a : a {};` per alias; returns the
    JSON nodes of namespace Kokkos (where the aliases live)."""
    src = "".join(f"#include <{h}>\n" for h in HEADERS)
    src += "namespace Kokkos { namespace Impl { namespace kt_probe {\n"
    for name, typ in aliases.items():
        src += f"using {name} = {typ};\nstruct s_{name} : {name} {{}};\n"
    src += "} } }\n"
    cmd = [clangxx, "-std=c++17", "-Ikokkos-api/include", "-fsyntax-only", "-x", "c++", "-",
           "-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter=Kokkos"]
    r = subprocess.run(cmd, input=src, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr[-4000:])
        sys.exit(f"{clangxx} failed on the bundled header (a type in the class list?)")
    txt, dec, i, objs = r.stdout, json.JSONDecoder(), 0, []
    while True:
        j = txt.find("{", i)
        if j < 0:
            return objs
        o, i = dec.raw_decode(txt, j)
        objs.append(o)


def index(objs):
    """id -> the fullest node with that id; alias name -> its TypeAliasDecl."""
    by_id, aliases = {}, {}
    stack = list(objs)
    while stack:
        o = stack.pop()
        if not isinstance(o, dict):
            continue
        i = o.get("id")
        if i and o.get("kind", "").endswith("Decl"):
            old = by_id.get(i)
            if old is None or len(o.get("inner", [])) > len(old.get("inner", [])):
                by_id[i] = o
        if o.get("kind") == "NamespaceDecl" and o.get("name") == "kt_probe":
            for d in o.get("inner", []):
                if d.get("kind") == "TypeAliasDecl":
                    aliases[d["name"]] = d
        stack.extend(o.get("inner", []))
    return by_id, aliases


def record_of(type_node):
    """The record declaration id a type node (an alias's underlying type) desugars to."""
    node = type_node
    while node is not None:
        if node.get("kind") == "RecordType":
            return node["decl"]["id"]
        kids = [k for k in node.get("inner", []) if k.get("kind") != "TemplateArgument"]
        node = kids[-1] if kids else None
    return None


def own_members(rec):
    """(public names, all names) declared in a record node."""
    public, names = set(), set()
    access = "private" if rec.get("tagUsed") == "class" else "public"
    for d in rec.get("inner", []):
        kind = d.get("kind")
        if kind == "AccessSpecDecl":
            access = d["access"]
            continue
        if d.get("isImplicit") or kind not in MEMBER_KINDS:
            continue
        found = []
        if kind == "CXXConversionDecl":  # `operator T`: named by T as the shim spells it
            to = d["type"]["qualType"].split(" (", 1)[0]  # `std::complex<double> () const noexcept`
            found.append("operator " + to.replace("Kokkos::Experimental::", "kt::").replace("Kokkos::", "kt::"))
        elif kind == "FunctionTemplateDecl":
            if not any(x.get("kind") in SKIPPED_TEMPLATED for x in d.get("inner", [])):
                found.append(d.get("name"))
        elif kind == "EnumDecl":
            found.append(d.get("name"))
            if not d.get("scopedEnumTag"):
                found += [e.get("name") for e in d.get("inner", []) if e.get("kind") == "EnumConstantDecl"]
        else:
            found.append(d.get("name"))
        for n in found:
            if not n or n == "operator=":
                continue
            names.add(n)
            if access == "public":
                public.add(n)
    return public, names


def main():
    classes_txt, out = sys.argv[1], sys.argv[2]
    clangxx = sys.argv[3] if len(sys.argv) > 3 else "clang++-19"
    rows = read_classes(classes_txt)
    aliases = {f"t{k}": row[1] for k, row in enumerate(rows)}
    base_alias = {}  # base type spelling -> alias name
    for _ in range(10):
        by_id, decls = index(parse(aliases, clangxx))
        records = {}
        for name, d in decls.items():
            rid = record_of((d.get("inner") or [None])[0])
            if rid is None or rid not in by_id:
                sys.exit(f"{aliases[name]} does not name a class of the bundled header")
            records[name] = by_id[rid]
        new = False
        for rec in records.values():
            for b in rec.get("bases", []):
                t = b["type"].get("desugaredQualType", b["type"]["qualType"])
                if b.get("access") == "public" and t not in base_alias:
                    base_alias[t] = f"b{len(base_alias)}"
                    aliases[base_alias[t]] = t
                    new = True
        if not new:
            break
    else:
        sys.exit("bases nested more than 10 deep")

    def accessible(alias, seen=()):
        rec = records[alias]
        public, names = own_members(rec)
        for b in rec.get("bases", []):
            t = b["type"].get("desugaredQualType", b["type"]["qualType"])
            if b.get("access") == "public" and base_alias[t] not in seen:
                public |= accessible(base_alias[t], seen + (alias,)) - names
        return public

    with open(out, "w") as f:
        for k, row in enumerate(rows):
            for m in sorted(accessible(f"t{k}")):
                f.write(f"{row[0]} {m}\n")


if __name__ == "__main__":
    main()
