"""Team functors (operator()(member), a team_shmem_size hook) and classes whose member
functions dispatch: KOKKOS_CLASS_LAMBDA / [=, *this] over the class's members, and *this as
a tagged functor."""

from .core import Case, new_view, checksum, expr, VALUE_TYPES
from .inputs import make_inputs
from .k_range import label
from .k_functor import Functor, INLINE


def functor_team(rng, k):
    c = Case("functor_team")
    p = f"t{k}_"
    L, M = rng.int(1, 25), rng.int(1, 30)
    vt = rng.pick(VALUE_TYPES)
    f = Functor(rng, c, f"GenT{k}F")
    ins = make_inputs(rng, c, p, L, "device", max_rank=2, inner=M)
    for q, i in enumerate(ins):
        rank = len(i.extents)
        f.member(f"{i.type} in{q}", i.name)
        f.scope.add(f"in{q}({'lr, j' if rank == 2 else 'lr'})", i.vtype)
    f.scope.indices += ["lr", "j"]
    out = new_view(rng, c, p + "out", vt, 2, [L, M], "device", fill=False, layouts=False)
    f.member(f"Kokkos::View<{vt}**> out", out.name)
    shmem = rng.chance(45)
    fi = rng.pick(INLINE)
    body = "    const int lr = t.league_rank();\n"
    if shmem:
        c.tag("team_shmem_size")
        f.method(f"  size_t team_shmem_size(int) const {{ return gen_scratch::shmem_size({M}); }}\n")
        body += (f"    gen_scratch tmp(t.team_shmem(), {M});\n"
                 f"    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{\n"
                 f"      tmp(j) = {expr(rng, f.scope)};\n    }});\n    t.team_barrier();\n"
                 f"    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{\n"
                 f"      out(lr, j) = ({vt})(tmp(j) + tmp({M - 1} - j));\n    }});\n")
    else:
        body += (f"    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{\n"
                 f"      out(lr, j) = ({vt})({expr(rng, f.scope)});\n    }});\n")
    f.method(f"  {fi} void operator()(const gen_member& t) const {{\n{body}  }}\n")
    c.decls.append(f.decl())
    size = "Kokkos::AUTO" if shmem else rng.pick(["Kokkos::AUTO", "Kokkos::AUTO, 4", "1"])
    obj = f"{f.name}{{{', '.join(f.ctor_args)}}}"
    c.line(f"Kokkos::parallel_for({label(rng, k)}Kokkos::TeamPolicy<>({L}, {size}), {obj});")
    checksum(c, out)
    return c


def class_member(rng, k):
    """A class whose member function dispatches over its own members: a KOKKOS_CLASS_LAMBDA
    (or [=, *this]) body, or *this with a work tag (operator() of the class)."""
    c = Case("class_member")
    p = f"t{k}_"
    n = rng.int(1, 200)
    vt = rng.pick(VALUE_TYPES)
    cls = f"GenT{k}C"
    priv = rng.chance(40)
    form = rng.pick(["class_lambda", "this_copy", "star_this", "class_lambda_reduce"])
    c.tag(form, "members_private" if priv else "members_public")
    ins = make_inputs(rng, c, p, n, "device", count=1, max_rank=1)
    iv = ins[0]
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    fi = rng.pick(INLINE)
    from .core import Scope
    sc = Scope()
    sc.indices.append("i")
    sc.add("in_(i)", iv.vtype)
    sc.add("scale_", "int")
    e = expr(rng, sc)
    lines = [f"class {cls} {{", "public:" if not priv else " private:",
             f"  {iv.type} in_;", f"  Kokkos::View<{vt}*> out_;",
             "  int scale_;", " public:",
             f"  {cls}({iv.type} in, Kokkos::View<{vt}*> out, int s)"
             " : in_(in), out_(out), scale_(s) {}"]
    if form == "star_this":
        lines.insert(0, f"struct {cls}Tag {{}};")
        lines += [f"  {fi} void operator()({cls}Tag, const int i) const {{ out_(i) = ({vt})({e}); }}",
                  f"  void run() const {{ Kokkos::parallel_for({label(rng, k)}"
                  f"Kokkos::RangePolicy<{cls}Tag>(0, {n}), *this); }}"]
    elif form == "class_lambda_reduce":
        lines += [f"  {vt} run() const {{", f"    {vt} r = 0;",
                  f"    Kokkos::parallel_reduce({label(rng, k)}{n}, "
                  f"KOKKOS_CLASS_LAMBDA(const int i, {vt}& a) {{ a += ({vt})({e}); }}, r);",
                  "    return r;", "  }"]
    else:
        head = "KOKKOS_CLASS_LAMBDA" if form == "class_lambda" else "[=, *this]"
        lines += ["  void run() const {",
                  f"    Kokkos::parallel_for({label(rng, k)}Kokkos::RangePolicy<>(0, {n}), "
                  f"{head}(const int i) {{ out_(i) = ({vt})({e}); }});", "  }"]
    lines.append("};")
    c.decls.append("\n".join(lines))
    c.line(f"{cls} {p}obj({iv.name}, {out.name}, {rng.int(-3, 4)});")
    if form == "class_lambda_reduce":
        c.line(f"const {vt} {p}r = {p}obj.run();")
        c.out(vt, p + "r")
    else:
        c.line(f"{p}obj.run();")
        checksum(c, out)
    return c
