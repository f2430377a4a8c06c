"""Several dispatches and host code in one test function: chains over the same Views (for,
then reduce, then a for that captures the result), dispatches in host loops capturing the
loop variable, host updates through mirrors between dispatches; kernel bodies with local
arrays, loops with break / continue, switch, early return and a local lambda; index
parameters of other integral types; extents read in kernels; strided subviews captured."""

from .core import Case, Scope, new_view, checksum, expr, scalar_captures, VALUE_TYPES
from .inputs import make_inputs, range_policy, bounds
from .k_range import lam, label

INDEX_TYPES = ["const int", "int", "const long", "const size_t", "const int64_t", "const unsigned"]


def rich_body(rng, c, sc, target, vt, i="i"):
    """Statements that compute a value into `target` from the scope, in one of several
    control-flow shapes; the result is the same for every order of execution."""
    form = rng.pick(["array", "loop_break", "switch", "early_return", "local_lambda", "while"])
    c.tag("body_" + form)
    e1, e2 = expr(rng, sc), expr(rng, sc)
    if form == "array":
        n = rng.int(2, 5)
        return [f"{vt} tmp[{n}];",
                f"for (int q = 0; q < {n}; ++q) tmp[q] = ({vt})({e1}) + ({vt})q;",
                f"{vt} s = 0;", f"for (int q = {n} - 1; q >= 0; --q) s += tmp[q] * (q % 2 ? 1 : -1);",
                f"{target} = s;"]
    if form == "loop_break":
        return [f"{vt} s = 0;",
                f"for (int q = 0; q < 10; ++q) {{",
                f"  if (q == (int)({i} % 7)) continue;", f"  if (q > (int)({i} % 5) + 3) break;",
                f"  s += ({vt})({e1}) * ({vt})q;", "}", f"{target} = s;"]
    if form == "switch":
        return [f"{vt} s;", f"switch ((int)({i} % 4)) {{",
                f"  case 0: s = ({vt})({e1}); break;", f"  case 1: s = ({vt})({e2}); break;",
                f"  case 2: s = ({vt})2; break;", f"  default: s = ({vt})-1;", "}", f"{target} = s;"]
    if form == "early_return":
        return [f"if ({i} % {rng.int(2, 5)} == 1) {{ {target} = ({vt})-3; return; }}",
                f"{target} = ({vt})({e1});"]
    if form == "local_lambda":
        return [f"auto sq = []({vt} x) {{ return x * x; }};",
                f"{target} = sq(({vt})({e1}) > ({vt})40 ? ({vt})6 : ({vt})({e1})) + ({vt})({e2});"]
    return [f"{vt} s = 0;", "int q = 0;",
            f"while (q < (int)({i} % 6)) {{ s += ({vt})({e1}); ++q; }}", f"{target} = s;"]


def rich_for(rng, k):
    """A range for whose body is one of rich_body's shapes, with another index type, sometimes
    bounds from extents."""
    c = Case("rich_for")
    p = f"t{k}_"
    b, e = bounds(rng)
    n = max(e, 1)
    vt = rng.pick(VALUE_TYPES)
    it = rng.pick(INDEX_TYPES)
    c.tag("index_" + it.replace("const ", "").replace(" ", "_"))
    sc = Scope()
    # an unsigned index is read as an int in expressions (no wrap-around below zero)
    sc.indices.append("(int)i" if "unsigned" in it or "size_t" in it else "i")
    for inp in make_inputs(rng, c, p, n, "device", max_rank=1):
        sc.add(inp.read(["i"]), inp.vtype)
    scalar_captures(rng, c, sc, p, rng.int(0, 2))
    out = new_view(rng, c, p + "out", vt, 1, [n], "device", fill=False)
    if e == n and b == 0 and rng.chance(40):
        c.tag("policy_extent")
        pol = f"Kokkos::RangePolicy<>(0, {out.name}.extent(0))"
    else:
        pol = range_policy(rng, c, p, b, e, "device")
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, it + ' i')} {{")
    c.body += ["    " + s for s in rich_body(rng, c, sc, out.at("i"), vt)]
    c.line("});")
    checksum(c, out)
    return c


def chain(rng, k):
    """for -> reduce -> for over the same Views; in a host loop (the loop variable captured)
    or with a host update through a mirror between dispatches."""
    c = Case("chain")
    p = f"t{k}_"
    _, e = bounds(rng)
    n = max(e, 1)
    vt = rng.pick(["double", "long", "int"])
    sc = Scope()
    sc.indices.append("i")
    for inp in make_inputs(rng, c, p, n, "device", max_rank=1):
        sc.add(inp.read(["i"]), inp.vtype)
    a = new_view(rng, c, p + "a", vt, 1, [n], "device", fill=False, layouts=False)
    reps = rng.int(1, 3)
    loop = reps > 1
    if loop:
        c.tag("dispatch_in_loop")
        c.line(f"for (int rep = 0; rep < {reps}; ++rep) {{")
        sc.add("rep", "int")
    c.line(f"Kokkos::parallel_for({label(rng, k)}{n}, {lam(rng, 'const int i')} {{ "
           f"{a.at('i')} += ({vt})({expr(rng, sc)}); }});")
    if loop:
        c.line("}")
    if rng.chance(40):
        c.tag("host_update")
        c.line(f"auto {p}h = Kokkos::create_mirror_view({a.name});")
        c.line(f"Kokkos::deep_copy({p}h, {a.name});")
        c.line(f"for (int i = 0; i < {n}; i += 3) {p}h(i) = {p}h(i) * 2 - 1;")
        c.line(f"Kokkos::deep_copy({a.name}, {p}h);")
    c.line(f"{vt} {p}r = 0;")
    c.line(f"Kokkos::parallel_reduce({n}, {lam(rng, f'const int i, {vt}& s')} {{ "
           f"s += {a.at('i')} % 1000; }}, {p}r);" if vt != "double" else
           f"Kokkos::parallel_reduce({n}, {lam(rng, f'const int i, {vt}& s')} {{ "
           f"s += {a.at('i')}; }}, {p}r);")
    c.line(f"const {vt} {p}m = {p}r % 17;" if vt != "double" else f"const {vt} {p}m = {p}r > 0 ? 1 : -1;")
    c.line(f"Kokkos::parallel_for({n}, {lam(rng, 'const int i')} {{ {a.at('i')} = {a.at('i')} * {p}m + i % 3; }});")
    c.line("Kokkos::fence();")
    checksum(c, a)
    c.out(vt, p + "r")
    return c


def strided(rng, k):
    """A subview with a range (LayoutStride for a column of a LayoutRight View) made on the
    host and captured, read and written in the kernel."""
    c = Case("strided")
    p = f"t{k}_"
    n, m = rng.int(2, 60), rng.int(2, 6)
    vt = rng.pick(VALUE_TYPES)
    a = new_view(rng, c, p + "a", vt, 2, [n, m], "device")
    col = rng.int(0, m - 1)
    lo = rng.int(0, n // 2)
    form = rng.pick(["column", "rows"])
    c.tag("subview_" + form)
    if form == "column":
        c.line(f"auto {p}s = Kokkos::subview({a.name}, Kokkos::make_pair({lo}, {n}), {col});")
        c.line(f"Kokkos::parallel_for({label(rng, k)}{n - lo}, {lam(rng, 'const int i')} {{ "
               f"{p}s(i) = {p}s(i) * 2 + i % 5; }});")
    else:
        c.line(f"auto {p}s = Kokkos::subview({a.name}, Kokkos::make_pair({lo}, {n}), Kokkos::ALL());")
        c.line(f"Kokkos::parallel_for({label(rng, k)}{n - lo}, {lam(rng, 'const int i')} {{")
        c.line(f"    for (int j = 0; j < (int){p}s.extent(1); ++j) {p}s(i, j) += j - i % 3;")
        c.line("});")
    checksum(c, a)
    return c
