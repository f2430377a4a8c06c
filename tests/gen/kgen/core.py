"""Shared pieces of the program generator: the random source, value types, Views (declare,
fill on the host, checksum on the host), captured scalars and structs, and expressions.

Every number a generated program computes is an integer or a small dyadic fraction (halves),
kept far below 2^24, so sums in any order are exact in float and double: the translated
program must print the same digits as real Kokkos, whatever order its backend adds in.
"""

import random

# value type -> (printf conversion, cast for printing)
VALUE_TYPES = ("double", "float", "int", "long")
INTEGRAL = ("int", "long")
FMT = {"double": ("%.17g", "(double)"), "float": ("%.17g", "(double)"),
       "int": ("%lld", "(long long)"), "long": ("%lld", "(long long)")}


class Rng:
    """random.Random with the few draws the generator uses (stable across Python 3 versions:
    only randrange-based draws)."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def int(self, lo, hi):  # inclusive
        return self.r.randrange(lo, hi + 1)

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, percent):
        return self.r.randrange(100) < percent

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        x = self.r.randrange(total)
        for v, w in pairs:
            if x < w:
                return v
            x -= w
        raise AssertionError


class Case:
    """One dispatch of a generated program: the namespace-scope declarations it needs, the
    statements of its test function, and the tags of the features it uses (for the exclusion
    list and the refusal counts)."""

    def __init__(self, kind):
        self.kind = kind
        self.tags = {kind}
        self.decls = []   # namespace-scope text
        self.body = []    # statements of the test function (before the checksum print)
        self.prints = []  # (printf format piece, expression) pairs of the one output line
        self.after = []   # statements after the dispatch (copies of results)
        self.includes = []  # extra #include lines (containers)
        self.desc = kind

    def tag(self, *names):
        self.tags.update(names)

    def line(self, text):
        self.body.append(text)

    def out(self, vtype, expr):
        fmt, cast = FMT[vtype]
        self.prints.append((fmt, f"{cast}({expr})"))

    def out_sum(self, expr):
        self.prints.append(("%.17g", f"(double)({expr})"))


class View:
    """A View a case declares: name, element type, rank, extents (C++ expressions), layout,
    memory space ('device' or 'host')."""

    def __init__(self, name, vtype, extents, layout=None, space="device"):
        self.name, self.vtype, self.extents = name, vtype, list(extents)
        self.layout, self.space = layout, space

    @property
    def rank(self):
        return len(self.extents)

    def type(self, const=False, traits=None):
        data = ("const " if const else "") + self.vtype + "*" * self.rank
        args = [data]
        if self.layout:
            args.append(f"Kokkos::{self.layout}")
        if self.space == "host":
            args.append("Kokkos::HostSpace")
        if traits:
            args.append(traits)
        return "Kokkos::View<" + ", ".join(args) + ">"

    def decl(self):
        ext = ", ".join(str(e) for e in self.extents)
        sep = ", " if ext else ""
        return f'{self.type()} {self.name}("{self.name}"{sep}{ext});'

    def at(self, *idx):
        return f"{self.name}({', '.join(str(i) for i in idx)})"


def new_view(rng, case, name, vtype=None, rank=1, extents=None, space="device", fill=True,
             layouts=True):
    vtype = vtype or rng.pick(VALUE_TYPES)
    layout = None
    if layouts and rank >= 2 or layouts and rng.chance(20):
        layout = rng.pick([None, "LayoutLeft", "LayoutRight"])
    v = View(name, vtype, extents, layout, space)
    case.line(v.decl())
    if fill:
        case.line(f"gen_fill{rank}({name}, {rng.int(1, 60)});")
    if layout:
        case.tag("layout_" + layout)
    if space == "host":
        case.tag("host_view")
    return v


def checksum(case, view):
    """Adds the host checksum of a View (rank 0..3) to the case's output line."""
    if view.rank == 0:
        case.line(f"{view.vtype} {view.name}_h = 0;")
        case.line(f"Kokkos::deep_copy({view.name}_h, {view.name});")
        case.out(view.vtype, f"{view.name}_h")
    else:
        case.out_sum(f"gen_sum{view.rank}({view.name})")


PRELUDE = r"""#include <Kokkos_Core.hpp>
#include <cstdio>

#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [ =, *this ]
#endif

using gen_member = Kokkos::TeamPolicy<>::member_type;
using gen_host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;
using gen_scratch = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// Deterministic fills (small integers) and weighted checksums, on the host.
template <class V> void gen_fill1(const V& v, int s) {
  auto h = Kokkos::create_mirror_view(v);
  for (int i = 0; i < (int)h.extent(0); ++i) h(i) = ((i * s + 3) % 17) - 8;
  Kokkos::deep_copy(v, h);
}
template <class V> void gen_fill2(const V& v, int s) {
  auto h = Kokkos::create_mirror_view(v);
  for (int i = 0; i < (int)h.extent(0); ++i)
    for (int j = 0; j < (int)h.extent(1); ++j) h(i, j) = ((i * s + j * 7 + 1) % 13) - 6;
  Kokkos::deep_copy(v, h);
}
template <class V> void gen_fill3(const V& v, int s) {
  auto h = Kokkos::create_mirror_view(v);
  for (int i = 0; i < (int)h.extent(0); ++i)
    for (int j = 0; j < (int)h.extent(1); ++j)
      for (int k = 0; k < (int)h.extent(2); ++k) h(i, j, k) = ((i * s + j * 5 + k * 3) % 11) - 5;
  Kokkos::deep_copy(v, h);
}
template <class V> double gen_sum1(const V& v) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  double c = 0;
  for (int i = 0; i < (int)h.extent(0); ++i) c += (double)h(i) * (1 + i % 7);
  return c;
}
template <class V> double gen_sum2(const V& v) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  double c = 0;
  for (int i = 0; i < (int)h.extent(0); ++i)
    for (int j = 0; j < (int)h.extent(1); ++j) c += (double)h(i, j) * (1 + (i * 3 + j) % 7);
  return c;
}
template <class V> double gen_sum3(const V& v) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  double c = 0;
  for (int i = 0; i < (int)h.extent(0); ++i)
    for (int j = 0; j < (int)h.extent(1); ++j)
      for (int k = 0; k < (int)h.extent(2); ++k) c += (double)h(i, j, k) * (1 + (i * 5 + j * 3 + k) % 7);
  return c;
}
"""


class Scope:
    """What a kernel body may read: integral index names and value terms (text, type)."""

    def __init__(self):
        self.indices = []
        self.terms = []

    def add(self, text, vtype):
        self.terms.append((text, vtype))


def literal(rng):
    return rng.pick(["1", "2", "3", "-1", "5", "0.5", "-2", "4"])


def term(rng, scope):
    x = rng.int(0, 9)
    if x < 6 and scope.terms:
        return rng.pick(scope.terms)[0]
    if x < 8 and scope.indices:
        i = rng.pick(scope.indices)
        return f"({i} % {rng.int(2, 9)})"
    return literal(rng)


def expr(rng, scope, n=None):
    """A bounded expression: a few terms joined by + and -, at most one product, sometimes a
    comparison-driven choice. Its magnitude stays under a few thousand."""
    n = n or rng.int(1, 3)
    parts = [term(rng, scope)]
    mult = False
    for _ in range(n - 1):
        op = rng.pick(["+", "-", "*"] if not mult else ["+", "-"])
        mult = mult or op == "*"
        parts.append(op)
        parts.append(term(rng, scope))
    e = " ".join(parts)
    if rng.chance(15):
        e = f"({term(rng, scope)} > {term(rng, scope)} ? {e} : {term(rng, scope)})"
    return e


def scalar_captures(rng, case, scope, prefix, count=None):
    """Declares captured host scalars (int, double, float; const or not) in the test function."""
    for k in range(count if count is not None else rng.int(0, 3)):
        t = rng.pick(["int", "double", "float", "long"])
        v = rng.pick(["3", "-2", "7", "1", "0"]) if t in INTEGRAL else rng.pick(
            ["1.5", "-0.5", "2.0", "3.0"])
        const = "const " if rng.chance(50) else ""
        name = f"{prefix}s{k}"
        case.line(f"{const}{t} {name} = {v};")
        scope.add(name, t)
        case.tag("capture_" + t)


def struct_capture(rng, case, scope, prefix):
    """A trivially copyable namespace-scope struct captured by value."""
    sname = f"Gen{prefix.capitalize()}P"
    case.decls.append(f"struct {sname} {{\n  int a;\n  double b;\n  float c[2];\n}};")
    obj = f"{prefix}p"
    case.line(f"{sname} {obj};")
    case.line(f"{obj}.a = {rng.int(-3, 5)}; {obj}.b = {rng.pick(['0.5', '2.0', '-1.5'])}; "
              f"{obj}.c[0] = {rng.int(0, 4)}; {obj}.c[1] = {rng.int(-4, 0)};")
    for t in (f"{obj}.a", f"{obj}.b", f"{obj}.c[1]"):
        scope.add(t, "double")
    case.tag("capture_struct")
