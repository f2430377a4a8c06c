"""Dispatches in member functions of class templates (KOKKOS_CLASS_LAMBDA and *this),
kernels in namespaces (named, nested, unnamed), a tag-templated operator() that calls a
member with its tag, ScatterView and DualView, reducers holding a rank-0 View, dynamic
schedules, and functor reductions over TeamPolicy and MDRangePolicy."""

from .core import Case, Scope, View, new_view, checksum, expr, VALUE_TYPES
from .inputs import make_inputs, bounds
from .k_range import lam, label
from .k_functor import INLINE


def class_template_member(rng, k):
    c = Case("class_template_member")
    p = f"t{k}_"
    n = rng.int(1, 150)
    vt = rng.pick(VALUE_TYPES)
    cls = f"GenT{k}C"
    space = rng.pick(["", "Kokkos::DefaultExecutionSpace, "])
    form = rng.pick(["class_lambda", "star_this", "reduce"])
    c.tag("ctm_" + form, "ctm_space" if space else "ctm_nospace")
    inp = new_view(rng, c, p + "in", vt, 1, [n], "device", layouts=False)
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    sc = Scope()
    sc.indices.append("i")
    sc.add("in_(i)", "T")
    sc.add("w_", "T")
    e = expr(rng, sc)
    pol = f"Kokkos::RangePolicy<{space}{'Tag' if form == 'star_this' else ''}>(0, n_)".replace(", >", ">")
    lines = ["template <class T>", f"struct {cls} {{", "  struct Tag {};",
             "  Kokkos::View<T*> in_, out_;", "  T w_;", "  int n_;"]
    if form == "star_this":
        lines += [f"  {rng.pick(INLINE)} void operator()(Tag, const int i) const {{ out_(i) = (T)({e}); }}",
                  f"  void run() const {{ Kokkos::parallel_for({label(rng, k)}{pol}, *this); }}"]
    elif form == "reduce":
        lines += ["  T run() const {", "    T r = 0;",
                  f"    Kokkos::parallel_reduce({label(rng, k)}{pol}, "
                  f"KOKKOS_CLASS_LAMBDA(const int i, T& a) {{ a += (T)({e}); }}, r);",
                  "    return r;", "  }"]
    else:
        lines += ["  void run() const {",
                  f"    Kokkos::parallel_for({label(rng, k)}{pol}, "
                  f"KOKKOS_CLASS_LAMBDA(const int i) {{ out_(i) = (T)({e}); }});", "  }"]
    lines.append("};")
    c.decls.append("\n".join(lines))
    c.line(f"const {cls}<{vt}> {p}obj{{{inp.name}, {out.name}, ({vt}){rng.int(-2, 3)}, {n}}};")
    if form == "reduce":
        c.line(f"const {vt} {p}r = {p}obj.run();")
        c.out(vt, p + "r")
    else:
        c.line(f"{p}obj.run();")
        checksum(c, out)
    return c


def in_namespace(rng, k):
    """A functor and a function with a lambda dispatch inside a namespace: named, nested or
    unnamed (possibly an unnamed one inside a named one)."""
    c = Case("in_namespace")
    p = f"t{k}_"
    b, e = bounds(rng)
    n = max(e, 1)
    vt = rng.pick(VALUE_TYPES)
    ns = rng.pick([f"gen_ns{k}", f"gen_ns{k}::inner", "", f"gen_ns{k}::"])
    c.tag("namespace_" + ("unnamed" if ns == "" else "nested_unnamed" if ns.endswith("::")
                          else "nested" if "::" in ns else "named"))
    if ns == "" or ns.endswith("::"):
        c.tag("unnamed_namespace")  # FOUND-1
    opens = [f"namespace {x} {{" if x else "namespace {" for x in (ns.split("::") if ns else [""])]
    qual = "::".join(x for x in ns.split("::") if x)
    qual = qual + "::" if qual else ""
    inp = new_view(rng, c, p + "in", vt, 1, [n], "device", layouts=False)
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    sc = Scope()
    sc.indices.append("i")
    sc.add("in(i)", vt)
    # Names of their own: unnamed namespaces of different dispatches are one namespace.
    body = [f"struct F{k} {{", f"  Kokkos::View<{vt}*> in, out;",
            f"  {rng.pick(INLINE)} void operator()(const int i) const {{ out(i) += ({vt})({expr(rng, sc)}); }}",
            "};",
            f"inline void run{k}(Kokkos::View<{vt}*> in, Kokkos::View<{vt}*> out) {{",
            f"  Kokkos::parallel_for(Kokkos::RangePolicy<>({b}, {e}), F{k}{{in, out}});",
            f"  Kokkos::parallel_for({n}, KOKKOS_LAMBDA(const int i) {{ out(i) = out(i) * 2 + ({vt})({expr(rng, sc)}); }});",
            "}"]
    c.decls.append("\n".join(opens + body + ["}" for _ in opens]))
    c.line(f"{qual}run{k}({inp.name}, {out.name});")
    checksum(c, out)
    return c


def namespace_names(rng, k):
    """A functor of a namespace launched from outside it, whose operator() names the
    namespace's function, constant, type and a nested namespace's function unqualified."""
    c = Case("namespace_names")
    p = f"t{k}_"
    b, e = bounds(rng)
    n = max(e, 1)
    vt = rng.pick(VALUE_TYPES)
    ns = rng.pick([f"gen_nn{k}", f"gen_nn{k}::inner"])
    c.tag("namespace_names")
    inp = new_view(rng, c, p + "in", vt, 1, [n], "device", layouts=False)
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    inline = rng.pick(INLINE)
    body = [f"constexpr int Scale = {rng.int(1, 4)};",
            f"struct Coef {{ int c = {rng.int(1, 3)}; }};",
            f"{inline} {vt} helper({vt} x) {{ return x * Scale; }}",
            f"namespace detail {{ {inline} int bump(int i) {{ return i % 3; }} }}",
            f"struct G {{", f"  Kokkos::View<{vt}*> in, out;",
            f"  {inline} void operator()(const int i) const {{",
            f"    Coef c;",
            f"    out(i) = helper(in(i)) + ({vt})(c.c + detail::bump(i));",
            "  }", "};"]
    opens = [f"namespace {x} {{" for x in ns.split("::")]
    c.decls.append("\n".join(opens + body + ["}" for _ in opens]))
    c.line(f"Kokkos::parallel_for(Kokkos::RangePolicy<>({b}, {e}), {ns}::G{{{inp.name}, {out.name}}});")
    checksum(c, out)
    return c


def tag_calls_member(rng, k):
    """A tag-templated operator() that calls a member function with the tag (`apply(Tag(), i)`
    or `this->apply(...)`)."""
    c = Case("tag_calls_member")
    p = f"t{k}_"
    b, e = bounds(rng)
    n = max(e, 1)
    vt = rng.pick(VALUE_TYPES)
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=True, layouts=False)
    f = f"GenT{k}F"
    call = rng.pick(["apply(Tag(), i)", "this->apply(Tag(), i)", "apply(t, i)"])
    c.tag("tag_member_call")  # FOUND-3
    if "(t," in call:
        c.tag("tag_param_named")  # FOUND-2
    c.decls.append("\n".join([
        f"struct GenT{k}A {{}};", f"struct GenT{k}B {{}};", f"struct {f} {{",
        f"  Kokkos::View<{vt}*> out;",
        f"  {rng.pick(INLINE)} void apply(GenT{k}A, const int i) const {{ out(i) += ({vt})(i % 5); }}",
        f"  {rng.pick(INLINE)} void apply(GenT{k}B, const int i) const {{ out(i) = out(i) * 2 - 1; }}",
        "  template <class Tag>",
        f"  {rng.pick(INLINE)} void operator()(Tag{' t' if '(t,' in call else ''}, const int i) const {{ {call}; }}",
        "};"]))
    for tg in ("A", "B")[:rng.int(1, 2)]:
        c.line(f"Kokkos::parallel_for({label(rng, k)}Kokkos::RangePolicy<GenT{k}{tg}>({b}, {e}), {f}{{{out.name}}});")
    checksum(c, out)
    return c


def scatter(rng, k):
    """ScatterView contributions (sum by default, or through the Max/Min ops' update)."""
    c = Case("scatter")
    c.includes = ["#include <Kokkos_ScatterView.hpp>"]
    p = f"t{k}_"
    n, nb = rng.int(1, 300), rng.int(1, 8)
    vt = rng.pick(["double", "int", "long"])
    sc = Scope()
    sc.indices.append("i")
    for inp in make_inputs(rng, c, p, n, "device", max_rank=1):
        sc.add(inp.read(["i"]), inp.vtype)
    bins = new_view(rng, c, p + "bins", vt, 1, [nb], "device", fill=False, layouts=False)
    op = rng.pick(["sum", "sum", "max", "min"])
    c.tag("scatter_" + op)
    ty = f"Kokkos::Experimental::ScatterView<{vt}*>" if op == "sum" else \
        f"Kokkos::Experimental::ScatterView<{vt}*, Kokkos::LayoutRight, Kokkos::DefaultExecutionSpace, " \
        f"Kokkos::Experimental::Scatter{op.capitalize()}>"
    c.line(f"{ty} {p}sv({bins.name});")
    upd = f"a(i % {nb}) += ({vt})({expr(rng, sc)});" if op == "sum" else \
        f"a(i % {nb}).update(({vt})({expr(rng, sc)}));"
    c.line(f"Kokkos::parallel_for({label(rng, k)}{n}, {lam(rng, 'const int i')} {{ auto a = {p}sv.access(); {upd} }});")
    c.line(f"Kokkos::Experimental::contribute({bins.name}, {p}sv);")
    checksum(c, bins)
    return c


def dual_view(rng, k):
    c = Case("dual_view")
    c.includes = ["#include <Kokkos_DualView.hpp>"]
    p = f"t{k}_"
    n = rng.int(1, 200)
    vt = rng.pick(["double", "int", "long"])
    dv = p + "dv"
    c.line(f'Kokkos::DualView<{vt}*> {dv}("{dv}", {n});')
    c.line(f"for (int i = 0; i < {n}; ++i) {dv}.h_view(i) = ({vt})((i * 7) % 11 - 5);")
    c.line(f"{dv}.modify_host();")
    c.line(f"{dv}.sync_device();")
    c.line(f"auto {p}d = {dv}.d_view;")
    sc = Scope()
    sc.indices.append("i")
    sc.add(f"{p}d(i)", vt)
    c.line(f"Kokkos::parallel_for({label(rng, k)}{n}, {lam(rng, 'const int i')} {{ {p}d(i) = ({vt})({expr(rng, sc)}); }});")
    c.line(f"{dv}.modify_device();")
    c.line(f"{dv}.sync_host();")
    c.line(f"double {p}s = 0;")
    c.line(f"for (int i = 0; i < {n}; ++i) {p}s += (double){dv}.h_view(i) * (1 + i % 5);")
    c.out_sum(p + "s")
    return c


def reducer_view(rng, k):
    """A built-in reducer over a rank-0 View result, and a dynamic schedule."""
    c = Case("reducer_view")
    p = f"t{k}_"
    b, e = bounds(rng)
    vt = rng.pick(["double", "int", "long"])
    sc = Scope()
    sc.indices.append("i")
    for inp in make_inputs(rng, c, p, max(e, 1), "device", max_rank=1):
        sc.add(inp.read(["i"]), inp.vtype)
    red = rng.pick(["Sum", "Max", "Min"])
    r = View(p + "r", vt, [], None, "device")
    c.line(r.decl())
    sched = rng.chance(50)
    c.tag("reducer_view_" + red, "schedule_dynamic" if sched else "schedule_default")
    pol = f"Kokkos::RangePolicy<{'Kokkos::Schedule<Kokkos::Dynamic>' if sched else ''}>({b}, {e})"
    upd = "a += x;" if red == "Sum" else f"if (x {'>' if red == 'Max' else '<'} a) a = x;"
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {lam(rng, f'const int i, {vt}& a')} {{ "
           f"const {vt} x = ({vt})({expr(rng, sc)}); {upd} }}, Kokkos::{red}<{vt}>({r.name}));")
    checksum(c, r)
    return c


def functor_reduce_policies(rng, k):
    """A functor reduction with value_type, init and join over a TeamPolicy or an MDRange."""
    c = Case("functor_reduce_policies")
    p = f"t{k}_"
    L, M = rng.int(1, 20), rng.int(1, 20)
    vt = rng.pick(["double", "long"])
    inp = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), 2, [L, M], "device")
    sc = Scope()
    sc.indices = ["i", "j"]
    sc.add(f"in(i, j)", inp.vtype)
    team = rng.chance(50)
    c.tag("functor_reduce_team" if team else "functor_reduce_md")
    fi = rng.pick(INLINE)
    if team:
        op = (f"  {fi} void operator()(const gen_member& t, value_type& a) const {{\n"
              f"    const int i = t.league_rank();\n    value_type s = 0;\n"
              f"    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, {M}), [&](const int j, value_type& b) {{\n"
              f"      b += (value_type)({expr(rng, sc)});\n    }}, s);\n"
              f"    Kokkos::single(Kokkos::PerTeam(t), [&]() {{ if (s > a) a = s; }});\n  }}\n")
        pol = f"Kokkos::TeamPolicy<>({L}, Kokkos::AUTO)"
    else:
        op = (f"  {fi} void operator()(const int i, const int j, value_type& a) const {{\n"
              f"    const value_type x = (value_type)({expr(rng, sc)});\n    if (x > a) a = x;\n  }}\n")
        pol = f"Kokkos::MDRangePolicy<Kokkos::Rank<2>>({{0, 0}}, {{{L}, {M}}})"
    c.decls.append(f"struct GenT{k}F {{\n  using value_type = {vt};\n  {inp.type()} in;\n{op}"
                   f"  {fi} void init(value_type& a) const {{ a = -100000; }}\n"
                   f"  {fi} void join(value_type& a, const value_type& b) const {{ if (b > a) a = b; }}\n}};")
    c.line(f"{vt} {p}r = 0;")
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, GenT{k}F{{{inp.name}}}, {p}r);")
    c.out(vt, p + "r")
    return c
