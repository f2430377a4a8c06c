"""Range dispatches in less common shapes: stored lambdas, lambdas handed to user function
templates, dispatches inside function templates, captured structs of Views, subviews and
static extents in kernels, free KOKKOS_INLINE_FUNCTIONs, policies from helper functions,
MDRange iteration orders, chunk sizes and string labels."""

from .core import Case, Scope, new_view, checksum, expr, scalar_captures, VALUE_TYPES
from .inputs import make_inputs, range_policy, bounds
from .k_range import lam, label


def _base(rng, k, kind):
    c = Case(kind)
    p = f"t{k}_"
    b, e = bounds(rng)
    vt = rng.pick(VALUE_TYPES)
    sc = Scope()
    sc.indices.append("i")
    ins = make_inputs(rng, c, p, max(e, 1), "device", max_rank=1)
    for i in ins:
        sc.add(i.read(["i"]), i.vtype)
    scalar_captures(rng, c, sc, p, rng.int(0, 2))
    out = new_view(rng, c, p + "out", vt, 1, [max(e, 1)], "device", fill=rng.chance(30),
                   layouts=False)
    return c, p, b, e, vt, sc, ins, out


def stored_lambda(rng, k):
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "stored_lambda")
    if rng.chance(50):
        c.line(f"auto {p}f = {lam(rng, 'const int i')} {{ {out.at('i')} = ({vt})({expr(rng, sc)}); }};")
        c.line(f"Kokkos::parallel_for({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, {p}f);")
        checksum(c, out)
    else:
        c.tag("stored_lambda_reduce")
        c.line(f"auto {p}f = {lam(rng, f'const int i, {vt}& a')} {{ a += ({vt})({expr(rng, sc)}); }};")
        c.line(f"{vt} {p}r = 0;")
        c.line(f"Kokkos::parallel_reduce({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, "
               f"{p}f, {p}r);")
        c.out(vt, p + "r")
    return c


def through_template(rng, k):
    """A lambda written as the argument of a user function template that dispatches it."""
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "through_template")
    fn = f"gen_run_t{k}"
    form = rng.pick(["for", "for_policy", "reduce"])
    c.tag("through_" + form)
    if form == "for":
        ref = rng.pick(["F f", "const F& f", "F&& f"])
        c.decls.append(f"template <class F>\nvoid {fn}(int b, int e, {ref}) {{\n"
                       f"  Kokkos::parallel_for(Kokkos::RangePolicy<>(b, e), f);\n}}")
        c.line(f"{fn}({b}, {e}, {lam(rng, 'const int i')} {{ {out.at('i')} = ({vt})({expr(rng, sc)}); }});")
        checksum(c, out)
    elif form == "for_policy":
        c.decls.append(f"template <class P, class F>\nvoid {fn}(const P& p, F f) {{\n"
                       f"  Kokkos::parallel_for(\"{fn}\", p, f);\n}}")
        c.line(f"{fn}(Kokkos::RangePolicy<>({b}, {e}), {lam(rng, 'const int i')} {{ "
               f"{out.at('i')} = ({vt})({expr(rng, sc)}); }});")
        checksum(c, out)
    else:
        c.decls.append(f"template <class F>\n{vt} {fn}(int n, const F& f) {{\n  {vt} s = 0;\n"
                       f"  Kokkos::parallel_reduce(n, f, s);\n  return s;\n}}")
        c.line(f"const {vt} {p}r = {fn}({e}, {lam(rng, f'const int i, {vt}& a')} {{ "
               f"a += ({vt})({expr(rng, sc)}); }});")
        c.out(vt, p + "r")
    return c


def function_template(rng, k):
    """The dispatch inside a function template over the element type, instantiated once or
    twice."""
    c = Case("function_template")
    p = f"t{k}_"
    _, e = bounds(rng)
    n = max(e, 1)
    fn = f"gen_impl_t{k}"
    sc = Scope()
    sc.indices.append("i")
    sc.add("in(i)", "T")
    sc.add("s", "T")
    body = expr(rng, sc)
    reduce = rng.chance(40)
    if reduce:
        c.tag("function_template_reduce")
        c.decls.append(f"template <class T>\nT {fn}(Kokkos::View<const T*> in, T s, int n) {{\n"
                       f"  T r = 0;\n  Kokkos::parallel_reduce(\"{fn}\", n, KOKKOS_LAMBDA(const int i, T& a) "
                       f"{{ a += (T)({body}); }}, r);\n  return r;\n}}")
    else:
        c.decls.append(f"template <class T>\nvoid {fn}(Kokkos::View<T*> out, Kokkos::View<const T*> in, "
                       f"T s, int n) {{\n  Kokkos::parallel_for(Kokkos::RangePolicy<>(0, n), "
                       f"KOKKOS_LAMBDA(const int i) {{ out(i) = (T)({body}); }});\n}}")
    types = ["double", "int", "long", "float"]
    for q in range(rng.int(1, 2)):
        t = types.pop(rng.int(0, len(types) - 1))
        iv = new_view(rng, c, f"{p}in{q}", t, 1, [n], "device", layouts=False)
        s = rng.pick(["2", "-1", "3"])
        if reduce:
            c.line(f"const {t} {p}r{q} = {fn}<{t}>({iv.name}, ({t}){s}, {e});")
            c.out(t, f"{p}r{q}")
        else:
            ov = new_view(rng, c, f"{p}out{q}", t, 1, [n], "device", fill=False, layouts=False)
            c.line(f"{fn}<{t}>({ov.name}, {iv.name}, ({t}){s}, {e});")
            checksum(c, ov)
    return c


def struct_of_views(rng, k):
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "struct_of_views")
    st = f"GenT{k}S"
    it = ins[0]
    c.decls.append(f"struct {st} {{\n  {it.type} in;\n  Kokkos::View<{vt}*> out;\n  int w;\n}};")
    c.line(f"{st} {p}s;")
    c.line(f"{p}s.in = {it.name}; {p}s.out = {out.name}; {p}s.w = {rng.int(-2, 3)};")
    sc.add(f"{p}s.in(i)", it.vtype)
    sc.add(f"{p}s.w", "int")
    c.line(f"Kokkos::parallel_for({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, "
           f"{lam(rng, 'const int i')} {{ {p}s.out(i) = ({vt})({expr(rng, sc)}); }});")
    checksum(c, out)
    return c


def subview_static(rng, k):
    """A subview of a rank-2 View taken in the kernel, and Views with static extents."""
    c = Case("subview_static")
    p = f"t{k}_"
    b, e = bounds(rng)
    n, m = max(e, 1), rng.int(1, 6)
    vt = rng.pick(VALUE_TYPES)
    static = rng.chance(50)
    if static:
        c.tag("static_extent")
        c.line(f'Kokkos::View<{vt}*[{m}]> {p}a("{p}a", {n});')
        c.line(f"gen_fill2({p}a, {rng.int(1, 40)});")
    else:
        new_view(rng, c, p + "a", vt, 2, [n, m], "device")
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False, layouts=False)
    if rng.chance(60):
        c.tag("subview_in_kernel")
        read = [f"  auto row = Kokkos::subview({p}a, i, Kokkos::ALL());",
                f"  for (int j = 0; j < {m}; ++j) s += row(j) * (j + 1);"]
    else:
        read = [f"  for (int j = 0; j < {m}; ++j) s += {p}a(i, j) * (j + 2);"]
    c.line(f"Kokkos::parallel_for({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, "
           f"{lam(rng, 'const int i')} {{")
    c.line(f"  {vt} s = 0;")
    c.body += read
    c.line(f"  {out.at('i')} = s;")
    c.line("});")
    checksum(c, out)
    return c


def inline_function(rng, k):
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "inline_function")
    fn = f"gen_f_t{k}"
    mark = rng.pick(["KOKKOS_INLINE_FUNCTION", "KOKKOS_FUNCTION"])
    fs = Scope()
    fs.indices.append("i")
    fs.add("x", "double")
    c.decls.append(f"{mark} double {fn}(double x, int i) {{\n  return {expr(rng, fs)};\n}}")
    c.line(f"Kokkos::parallel_for({label(rng, k)}{range_policy(rng, c, p, b, e, 'device')}, "
           f"{lam(rng, 'const int i')} {{ {out.at('i')} = ({vt}){fn}({expr(rng, sc)}, i); }});")
    checksum(c, out)
    return c


def policy_helper(rng, k):
    """The policy returned by a non-template helper function (one return)."""
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "policy_helper")
    fn = f"gen_pol_t{k}"
    c.decls.append(f"static Kokkos::RangePolicy<> {fn}(int b, int e) {{\n"
                   f"  return Kokkos::RangePolicy<>(b, e);\n}}")
    pol = f"{fn}({b}, {e})"
    if rng.chance(50):
        c.line(f"const auto {p}pol = {pol};")
        pol = p + "pol"
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, 'const int i')} {{ "
           f"{out.at('i')} = ({vt})({expr(rng, sc)}); }});")
    checksum(c, out)
    return c


def md_iterate(rng, k):
    """MDRangePolicy with explicit iteration orders (Rank<R, Iterate, Iterate>)."""
    c = Case("md_iterate")
    p = f"t{k}_"
    rank = rng.int(2, 3)
    his = [rng.int(1, 7) for _ in range(rank)]
    vt = rng.pick(VALUE_TYPES)
    it = [rng.pick(["Left", "Right", "Default"]) for _ in range(2)]
    c.tag(f"iterate_{it[0]}_{it[1]}")
    inp = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), rank, his, "device")
    out = new_view(rng, c, p + "out", vt, rank, his, "device", fill=False)
    sc = Scope()
    sc.indices = list("ijk"[:rank])
    sc.add(inp.at(*sc.indices), inp.vtype)
    pol = (f"Kokkos::MDRangePolicy<Kokkos::Rank<{rank}, Kokkos::Iterate::{it[0]}, "
           f"Kokkos::Iterate::{it[1]}>>({{{', '.join('0' * rank)}}}, {{{', '.join(map(str, his))}}})")
    params = ", ".join(f"const int {x}" for x in sc.indices)
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, params)} {{ "
           f"{out.at(*sc.indices)} = ({vt})({expr(rng, sc)}); }});")
    checksum(c, out)
    return c


def label_chunk(rng, k):
    """A std::string label and a RangePolicy with a chunk size."""
    c, p, b, e, vt, sc, ins, out = _base(rng, k, "label_chunk")
    c.line(f'const std::string {p}lbl = "gen_t{k}";')
    pol = f"Kokkos::RangePolicy<>({b}, {e}, Kokkos::ChunkSize({rng.pick([1, 4, 16, 64])}))"
    c.line(f"Kokkos::parallel_for({p}lbl, {pol}, {lam(rng, 'const int i')} {{ "
           f"{out.at('i')} = ({vt})({expr(rng, sc)}); }});")
    checksum(c, out)
    return c
