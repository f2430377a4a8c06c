"""Functor and team shapes beyond the basic ones: member helper functions, a base class
holding the members, tag-templated operator(), class templates with a non-type parameter,
MDRange and tagged team functors, team collectives (single with a value, team_broadcast,
team_reduce) and per-thread scratch."""

from .core import Case, Scope, new_view, checksum, expr, scalar_captures, VALUE_TYPES
from .inputs import make_inputs, range_policy, bounds
from .k_range import lam, label
from .k_team import team_policy
from .k_functor import Functor, INLINE


def _functor(rng, k, kind, n):
    c = Case(kind)
    p = f"t{k}_"
    vt = rng.pick(VALUE_TYPES)
    f = Functor(rng, c, f"GenT{k}F")
    ins = make_inputs(rng, c, p, n, "device", max_rank=1)
    for q, i in enumerate(ins):
        f.member(f"{i.type} in{q}", i.name)
        f.scope.add(f"in{q}(i)", i.vtype)
    f.scope.indices.append("i")
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    return c, p, vt, f, out


def functor_helper(rng, k):
    """operator() calls a member function of the functor; the members may live in a base
    class (public or protected)."""
    b, e = bounds(rng)
    c, p, vt, f, out = _functor(rng, k, "functor_helper", max(e, 1))
    fi = rng.pick(INLINE)
    f.member(f"Kokkos::View<{vt}*> out", out.name)
    helper = f"  {fi} double helper(const int i) const {{ return {expr(rng, f.scope)}; }}\n"
    if rng.chance(40):
        c.tag("functor_base_class")
        prot = rng.chance(50)
        base = f"GenT{k}B"
        members = "".join(f"  {m};\n" for m in f.members)
        c.decls.append(f"struct {base} {{\n{' protected:' + chr(10) if prot else ''}{members}"
                       f"{' public:' + chr(10) if prot else ''}"
                       f"  {base}({', '.join(m.rsplit(' ', 1)[0] + ' a' + str(q) for q, m in enumerate(f.members))})"
                       f" : {', '.join(m.rsplit(' ', 1)[1] + f'(a{q})' for q, m in enumerate(f.members))} {{}}\n}};")
        f.extra.append(f"  using {base}::{base};\n")
        args = f.ctor_args
        f.members = []
        f.ctor_args = args
        name = f"{f.name} : {base}"
    else:
        name = f.name
    f.method(helper)
    f.method(f"  {fi} void operator()(const int i) const {{ out(i) = ({vt})(helper(i) + {rng.int(-3, 3)}); }}\n")
    text = f.decl().replace(f"struct {f.name} {{", f"struct {name} {{", 1)
    c.decls.append(text)
    pol = range_policy(rng, c, p, b, e, "device")
    obj = f"{f.name}({', '.join(f.ctor_args)})" if name != f.name else f"{f.name}{{{', '.join(f.ctor_args)}}}"
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {obj});")
    checksum(c, out)
    return c


def tag_template(rng, k):
    """operator() a template over the work tag: over a tag type, or over the int of a tag
    class template; two dispatches with different tags."""
    b, e = bounds(rng)
    c, p, vt, f, out = _functor(rng, k, "tag_template", max(e, 1))
    f.member(f"Kokkos::View<{vt}*> out", out.name)
    fi = rng.pick(INLINE)
    ex = expr(rng, f.scope)
    if rng.chance(50):
        c.tag("tag_template_int")
        f.extra.append("  template <int N>\n  struct Tag {};\n")
        f.method(f"  template <int N>\n  {fi} void operator()(Tag<N>, const int i) const {{\n"
                 f"    out(i) += ({vt})(N * ({ex}));\n  }}\n")
        tags = [f"{f.name}::Tag<{n}>" for n in (1, rng.int(2, 4))]
    else:
        c.tag("tag_template_type")
        for q in range(2):
            c.decls.append(f"struct GenT{k}Tag{q} {{}};")
        f.method(f"  template <class Tag>\n  {fi} void operator()(Tag, const int i) const {{\n"
                 f"    out(i) += ({vt})({ex});\n  }}\n")
        tags = [f"GenT{k}Tag{q}" for q in range(2)]
    c.decls.append(f.decl())
    obj = f"{f.name}{{{', '.join(f.ctor_args)}}}"
    for t in tags:
        c.line(f"Kokkos::parallel_for({label(rng, k)}Kokkos::RangePolicy<{t}>({b}, {e}), {obj});")
    checksum(c, out)
    return c


def template_nontype(rng, k):
    """A class-template functor over a type and an int."""
    b, e = bounds(rng)
    c, p, vt, f, out = _functor(rng, k, "template_nontype", max(e, 1))
    f.templ = True
    f.member("Kokkos::View<T*> out", out.name)
    f.scope.add("K", "int")
    fi = rng.pick(INLINE)
    f.method(f"  {fi} void operator()(const int i) const {{ out(i) = (T)({expr(rng, f.scope)}); }}\n")
    text = f.decl().replace("template <class T>", "template <class T, int K>", 1)
    c.decls.append(text)
    kk = rng.int(-2, 5)
    obj = f"{f.name}<{vt}, {kk}>{{{', '.join(f.ctor_args)}}}"
    c.line(f"Kokkos::parallel_for({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, {obj});")
    checksum(c, out)
    return c


def md_functor(rng, k):
    c = Case("md_functor")
    p = f"t{k}_"
    rank = rng.int(2, 3)
    his = [rng.int(1, 7) for _ in range(rank)]
    vt = rng.pick(VALUE_TYPES)
    idx = list("ijk"[:rank])
    inp = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), rank, his, "device")
    out = new_view(rng, c, p + "out", vt, rank, his, "device", fill=False)
    f = Functor(rng, c, f"GenT{k}F")
    f.member(f"{inp.type()} in", inp.name)
    f.member(f"{out.type()} out", out.name)
    f.scope.indices = idx
    f.scope.add(f"in({', '.join(idx)})", inp.vtype)
    tag = f"GenT{k}Tag" if rng.chance(40) else None
    if tag:
        c.tag("functor_tag")
        c.decls.append(f"struct {tag} {{}};")
    params = ", ".join(f"const int {x}" for x in idx)
    f.method(f"  {rng.pick(INLINE)} void operator()({tag + ', ' if tag else ''}{params}) const {{\n"
             f"    out({', '.join(idx)}) = ({vt})({expr(rng, f.scope)});\n  }}\n")
    c.decls.append(f.decl())
    targs = f"Kokkos::Rank<{rank}>" + (f", {tag}" if tag else "")
    pol = f"Kokkos::MDRangePolicy<{targs}>({{{', '.join('0' * rank)}}}, {{{', '.join(map(str, his))}}})"
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {f.name}{{{', '.join(f.ctor_args)}}});")
    checksum(c, out)
    return c


def team_tag_functor(rng, k):
    """A team functor dispatched with a work tag (TeamPolicy<Tag>)."""
    c = Case("team_tag_functor")
    p = f"t{k}_"
    L, M = rng.int(1, 20), rng.int(1, 30)
    vt = rng.pick(VALUE_TYPES)
    inp = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), 2, [L, M], "device")
    out = new_view(rng, c, p + "out", vt, 2, [L, M], "device", fill=False)
    tag = f"GenT{k}Tag"
    c.decls.append(f"struct {tag} {{}};")
    f = Functor(rng, c, f"GenT{k}F")
    f.member(f"{inp.type()} in", inp.name)
    f.member(f"{out.type()} out", out.name)
    f.scope.indices = ["lr", "j"]
    f.scope.add("in(lr, j)", inp.vtype)
    f.method(f"  {rng.pick(INLINE)} void operator()({tag}, const gen_member& t) const {{\n"
             f"    const int lr = t.league_rank();\n"
             f"    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{\n"
             f"      out(lr, j) = ({vt})({expr(rng, f.scope)});\n    }});\n  }}\n")
    c.decls.append(f.decl())
    c.line(f"Kokkos::parallel_for({label(rng, k)}Kokkos::TeamPolicy<{tag}>({L}, Kokkos::AUTO), "
           f"{f.name}{{{', '.join(f.ctor_args)}}});")
    checksum(c, out)
    return c


def team_collective(rng, k):
    """single(PerTeam) with a value, team_broadcast from rank 0, team_reduce with Max (each
    rank's contribution the same but rank 0's, larger), and per-thread scratch."""
    c = Case("team_collective")
    p = f"t{k}_"
    L, M, V = rng.int(1, 20), rng.int(1, 30), rng.int(1, 6)
    vt = rng.pick(["double", "int", "long"])
    inp = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), 2, [L, M], "device")
    out = new_view(rng, c, p + "out", vt, 2, [L, M], "device", fill=False)
    sc = Scope()
    sc.indices = ["lr"]
    scalar_captures(rng, c, sc, p, rng.int(0, 2))
    sc.add(f"{inp.name}(lr, 0)", inp.vtype)
    form = rng.pick(["single_value", "broadcast", "team_reduce", "thread_scratch"])
    c.tag("team_" + form)
    body = ["const int lr = t.league_rank();"]
    scratch = None
    if form == "single_value":
        body += [f"{vt} v = 0;",
                 f"Kokkos::single(Kokkos::PerTeam(t), [&]({vt}& x) {{ x = ({vt})({expr(rng, sc)}); }}, v);"]
    elif form == "broadcast":
        body += [f"{vt} v = t.team_rank() == 0 ? ({vt})({expr(rng, sc)}) : ({vt})-99;",
                 "t.team_broadcast(v, 0);"]
    elif form == "team_reduce":
        body += [f"{vt} v = ({vt})({expr(rng, sc)}) + (t.team_rank() == 0 ? 1 : 0);",
                 f"t.team_reduce(Kokkos::Max<{vt}>(v));"]
    else:
        scratch = (rng.pick([0, 1]), f"gen_scratch::shmem_size({V})")
        body += [f"{vt} v = 0;"]
    sc.indices.append("j")
    sc.add(f"{inp.name}(lr, j)", inp.vtype)
    if form == "thread_scratch":
        lvl = scratch[0]
        c.tag(f"thread_scratch_l{lvl}")
        body += [f"gen_scratch w(t.thread_scratch({lvl}), {V});",
                 f"Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{",
                 f"  for (int q = 0; q < {V}; ++q) w(q) = {expr(rng, sc)} + q;",
                 f"  {vt} s = 0;",
                 f"  for (int q = 0; q < {V}; ++q) s += ({vt})(w(q) * (q + 1));",
                 f"  {out.name}(lr, j) = s + v;", "});"]
        pol = f"Kokkos::TeamPolicy<>({L}, Kokkos::AUTO).set_scratch_size({lvl}, Kokkos::PerThread({scratch[1]}))"
    else:
        body += [f"Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{",
                 f"  {out.name}(lr, j) = v + ({vt})({expr(rng, sc)});", "});"]
        pol, _ = team_policy(rng, c, p, L, "device")
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, 'const gen_member& t')} {{")
    c.body += ["    " + s for s in body]
    c.line("});")
    checksum(c, out)
    return c
