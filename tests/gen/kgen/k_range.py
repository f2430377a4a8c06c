"""Flat-range dispatches written as lambdas: parallel_for (plain stores, atomics, atomic
Views), parallel_reduce (sum, built-in reducers, rank-0 View results) and parallel_scan."""

from .core import Case, Scope, View, new_view, checksum, expr, scalar_captures, struct_capture, \
    INTEGRAL, VALUE_TYPES
from .inputs import make_inputs, range_policy, bounds


def lam(rng, params):
    head = rng.weighted([("KOKKOS_LAMBDA", 7), ("[=]", 3)])
    return f"{head}({params})"


def _setup(rng, c, p, space, b, e, inner=None):
    scope = Scope()
    scope.indices.append("i")
    ins = make_inputs(rng, c, p, max(e, 1), space, inner=inner)
    scalar_captures(rng, c, scope, p)
    if rng.chance(20):
        struct_capture(rng, c, scope, p)
    return scope, ins


def _reads(scope, ins, idx):
    s = Scope()
    s.indices = list(scope.indices)
    s.terms = list(scope.terms) + [(i.read(idx), i.vtype) for i in ins]
    return s


def range_for(rng, k):
    c = Case("range_for")
    p = f"t{k}_"
    space = "host" if rng.chance(15) else "device"
    c.tag("space_" + space)
    b, e = bounds(rng)
    rank = rng.int(1, 3)
    inner = [rng.int(1, 5) for _ in range(rank - 1)]
    scope, ins = _setup(rng, c, p, space, b, e, inner=inner[0] if inner else None)
    out = new_view(rng, c, p + "out", rng.pick(VALUE_TYPES), rank, [max(e, 1)] + inner, space,
                   fill=rng.chance(30))
    pol = range_policy(rng, c, p, b, e, space)
    body = []
    loops = ["i"]
    ind = "    "
    for d, m in enumerate(inner):
        var = "jk"[d]
        body.append(f"{ind}for (int {var} = 0; {var} < {m}; ++{var}) {{")
        loops.append(var)
        ind += "  "
    sc = _reads(scope, ins, loops[:2])
    sc.indices = loops
    op = rng.pick(["=", "=", "+="])
    body.append(f"{ind}{out.at(*loops)} {op} {expr(rng, sc)};")
    for d in range(len(inner)):
        ind = ind[:-2]
        body.append(f"{ind}}}")
    extra = atomics(rng, c, p, space, _reads(scope, ins, ["i"]))
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, 'const int i')} {{")
    c.body += body + extra
    c.line("});")
    checksum(c, out)
    return c


def atomics(rng, c, p, space, sc):
    """Sometimes: contributions of every index to a few bins, through Kokkos::atomic_* calls
    or an atomic View; integer values, so the order of the updates does not matter."""
    if not rng.chance(35):
        return []
    nb = rng.int(1, 7)
    vt = rng.pick(["double", "int", "long", "float"])
    bins = new_view(rng, c, p + "bins", vt, 1, [nb], space, fill=False, layouts=False)
    lines = []
    form = rng.pick(["add", "sub", "fetch_add", "max", "min", "view", "inc"])
    c.tag("atomic_" + form)
    val = f"({vt})({expr(rng, sc, 1)})"
    tgt = f"&{bins.at('i % ' + str(nb))}"
    if form == "view":
        at = View(p + "abins", vt, [nb], None, space)
        c.line(f"{at.type(traits='Kokkos::MemoryTraits<Kokkos::Atomic>')} {at.name} = {bins.name};")
        lines.append(f"    {at.at('i % ' + str(nb))} += {val};")
    elif form == "fetch_add":
        lines.append(f"    {vt} {p}old = Kokkos::atomic_fetch_add({tgt}, {val});")
        lines.append(f"    (void){p}old;")
    elif form == "inc":
        if vt in INTEGRAL:
            lines.append(f"    Kokkos::atomic_increment({tgt});")
        else:
            lines.append(f"    Kokkos::atomic_add({tgt}, ({vt})1);")
    elif form in ("max", "min"):
        lines.append(f"    Kokkos::atomic_fetch_{form}({tgt}, {val});")
    else:
        lines.append(f"    Kokkos::atomic_{form}({tgt}, {val});")
    checksum(c, bins)
    return lines


def label(rng, k):
    return f'"t{k}", ' if rng.chance(50) else ""


REDUCERS = [("plain", 6), ("Sum", 3), ("Prod", 2), ("Min", 3), ("Max", 3), ("MinLoc", 2),
            ("MaxLoc", 2), ("LAnd", 1), ("LOr", 1), ("BAnd", 1), ("BOr", 1), ("view0", 2)]


def reducer_body(rng, red, vt, sc, acc, i="i"):
    """(accumulator type, statements updating acc for index i) for a reducer kind."""
    if red in ("plain", "Sum", "view0"):
        return vt, [f"{acc} += ({vt})({expr(rng, sc)});"]
    if red == "Prod":
        f = rng.pick(["2", "-1", "3"])
        return vt, [f"if ({i} % {rng.int(23, 41)} == {rng.int(0, 5)}) {acc} *= ({vt}){f};"]
    if red in ("Min", "Max"):
        cmp = "<" if red == "Min" else ">"
        return vt, [f"{vt} v = ({vt})({expr(rng, sc)});", f"if (v {cmp} {acc}) {acc} = v;"]
    if red in ("MinLoc", "MaxLoc"):
        cmp = "<" if red == "MinLoc" else ">"
        # distinct values: 32 * a permutation of the indices + a small term in [-8, 8]
        return None, [f"{vt} v = ({vt})((({i} * 7919) % 10007) * 32) + ({vt})({sc.terms[-1][0]});"
                      if sc.terms else f"{vt} v = ({vt})((({i} * 7919) % 10007) * 32);",
                      f"if (v {cmp} {acc}.val) {{ {acc}.val = v; {acc}.loc = {i}; }}"]
    if red in ("LAnd", "LOr"):
        op = "&&" if red == "LAnd" else "||"
        return "int", [f"{acc} = {acc} {op} ({expr(rng, sc)} > {rng.int(-9, 3)});"]
    if red == "BAnd":
        return "unsigned", [f"{acc} &= 0xFFF0u | (unsigned)({i} & 15) | (unsigned)({i} % 5);"]
    if red == "BOr":
        return "unsigned", [f"{acc} |= 1u << (unsigned)(({i} * 7) % 19);"]
    raise AssertionError(red)


def reduce_result(rng, c, p, red, vt, at, space):
    """Declares the result; returns (argument of the dispatch, accumulator type text)."""
    r = p + "r"
    if red == "plain":
        c.line(f"{at} {r} = 0;")
        c.out(at, r)
        return r, at
    if red == "view0":
        v = View(r, at, [], None, space)
        c.line(v.decl())
        c.line(f"{at} {r}_h = 0;")
        c.after.append(f"Kokkos::deep_copy({r}_h, {r});")
        c.out(at, r + "_h")
        return r, at
    if red in ("MinLoc", "MaxLoc"):
        t = f"Kokkos::{red}<{vt}, int>"
        c.line(f"{t}::value_type {r};")
        c.out(vt, r + ".val")
        c.out("int", r + ".loc")
        return f"{t}({r})", f"{t}::value_type"
    if red in ("LAnd", "LOr"):
        c.line(f"int {r} = 0;")
        c.out("int", r)
        return f"Kokkos::{red}<int>({r})", "int"
    if red in ("BAnd", "BOr"):
        c.line(f"unsigned {r} = 0;")
        c.out("long", r)
        return f"Kokkos::{red}<unsigned>({r})", "unsigned"
    c.line(f"{at} {r} = 0;")
    c.out(at, r)
    return f"Kokkos::{red}<{at}>({r})", at


def range_reduce(rng, k):
    c = Case("range_reduce")
    p = f"t{k}_"
    space = "host" if rng.chance(15) else "device"
    c.tag("space_" + space)
    b, e = bounds(rng)
    red = rng.weighted(REDUCERS)
    c.tag("reducer_" + red)
    if red in ("MinLoc", "MaxLoc"):
        e = min(e, 10007)
    vt = rng.pick(["double", "float", "int", "long"] if red not in ("MinLoc", "MaxLoc")
                  else ["double", "int", "long"])
    scope, ins = _setup(rng, c, p, space, b, e)
    sc = _reads(scope, ins, ["i"])
    at, stmts = reducer_body(rng, red, vt, sc, "a")
    arg, acc_t = reduce_result(rng, c, p, red, vt, at or vt, space)
    pol = range_policy(rng, c, p, b, e, space)
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, "
           f"{lam(rng, f'const int i, {acc_t}& a')} {{")
    c.body += ["    " + s for s in stmts]
    c.line(f"}}, {arg});")
    c.body += c.after
    return c


def range_scan(rng, k):
    c = Case("range_scan")
    p = f"t{k}_"
    space = "host" if rng.chance(15) else "device"
    c.tag("space_" + space)
    b, e = bounds(rng)
    vt = rng.pick(["double", "float", "int", "long"])
    scope, ins = _setup(rng, c, p, space, b, e)
    sc = _reads(scope, ins, ["i"])
    out = new_view(rng, c, p + "out", vt, 1, [max(e, 1)], space, fill=False)
    pol = range_policy(rng, c, p, b, e, space)
    total = rng.chance(50)
    inclusive = rng.chance(40)
    c.tag("scan_total" if total else "scan", "scan_inclusive" if inclusive else "scan_exclusive")
    if total:
        c.line(f"{vt} {p}tot = 0;")
    c.line(f"Kokkos::parallel_scan({label(rng, k)}{pol}, "
           f"{lam(rng, f'const int i, {vt}& u, const bool fin')} {{")
    c.line(f"    const {vt} v = ({vt})({expr(rng, sc)});")
    if inclusive:
        c.line("    u += v;")
        c.line(f"    if (fin) {out.at('i')} = u;")
    else:
        c.line(f"    if (fin) {out.at('i')} = u;")
        c.line("    u += v;")
    c.line(f"}}{', ' + p + 'tot' if total else ''});")
    checksum(c, out)
    if total:
        c.out(vt, p + "tot")
    return c
