"""MDRangePolicy dispatches of rank 2 to 4: parallel_for into a View of rank <= 3 and
parallel_reduce (sum, Min, Max), with begin offsets, optional tile sizes, policies kept in
variables, on the device or the host."""

from .core import Case, Scope, View, new_view, checksum, expr, scalar_captures, VALUE_TYPES
from .k_range import lam, label, reducer_body
from .inputs import Input

IDX = "ijkl"


def _policy(rng, c, p, rank, space, los, his):
    targs = []
    if space == "host":
        targs.append("Kokkos::DefaultHostExecutionSpace")
    elif rng.chance(20):
        targs.append("Kokkos::DefaultExecutionSpace")
    targs.append(f"Kokkos::Rank<{rank}>")
    args = "{" + ", ".join(map(str, los)) + "}, {" + ", ".join(map(str, his)) + "}"
    if rng.chance(25):
        c.tag("md_tiles")
        args += ", {" + ", ".join(str(rng.pick([1, 2, 4])) for _ in range(rank)) + "}"
    pol = f"Kokkos::MDRangePolicy<{', '.join(targs)}>({args})"
    if rng.chance(20):
        c.line(f"const auto {p}pol = {pol};")
        c.tag("policy_variable")
        return p + "pol"
    return pol


def _space(rng, c):
    space = "host" if rng.chance(15) else "device"
    c.tag("space_" + space)
    return space


def _shape(rng, rank):
    his = [rng.int(1, 9 if rank <= 2 else 5) for _ in range(rank)]
    los = [0 if rng.chance(60) else rng.int(0, h) for h in his]
    return los, his


def _inputs(rng, c, p, rank, his, space):
    """An input of the iteration's shape (the last two dimensions folded for rank 4)."""
    ext = his if rank <= 3 else his[:2] + [his[2] * his[3]]
    v = new_view(rng, c, p + "in", rng.pick(VALUE_TYPES), len(ext), ext, space)
    return Input(v.name, v.vtype, ext), ext


def _index(rank, his):
    if rank <= 3:
        return list(IDX[:rank])
    return ["i", "j", f"k * {his[3]} + l"]


def md_for(rng, k):
    c = Case("md_for")
    p = f"t{k}_"
    rank = rng.int(2, 4)
    c.tag(f"md_rank{rank}")
    space = _space(rng, c)
    los, his = _shape(rng, rank)
    inp, ext = _inputs(rng, c, p, rank, his, space)
    scope = Scope()
    scope.indices = list(IDX[:rank])
    scalar_captures(rng, c, scope, p)
    idx = _index(rank, his)
    scope.add(inp.read(idx), inp.vtype)
    out = new_view(rng, c, p + "out", rng.pick(VALUE_TYPES), len(ext), ext, space,
                   fill=rng.chance(30))
    pol = _policy(rng, c, p, rank, space, los, his)
    params = ", ".join(f"const int {x}" for x in IDX[:rank])
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, params)} {{")
    c.line(f"    {out.at(*idx)} {rng.pick(['=', '+='])} {expr(rng, scope)};")
    c.line("});")
    checksum(c, out)
    return c


def md_reduce(rng, k):
    c = Case("md_reduce")
    p = f"t{k}_"
    rank = rng.int(2, 4)
    c.tag(f"md_rank{rank}")
    space = _space(rng, c)
    los, his = _shape(rng, rank)
    inp, _ = _inputs(rng, c, p, rank, his, space)
    scope = Scope()
    scope.indices = list(IDX[:rank])
    scalar_captures(rng, c, scope, p)
    scope.add(inp.read(_index(rank, his)), inp.vtype)
    red = rng.pick(["plain", "Sum", "Min", "Max", "view0"])
    c.tag("reducer_" + red)
    vt = rng.pick(["double", "int", "long", "float"])
    _, stmts = reducer_body(rng, red, vt, scope, "a")
    r = p + "r"
    if red == "view0":
        v = View(r, vt, [], None, space)
        c.line(v.decl())
        arg = r
    else:
        c.line(f"{vt} {r} = 0;")
        arg = r if red == "plain" else f"Kokkos::{red}<{vt}>({r})"
    pol = _policy(rng, c, p, rank, space, los, his)
    params = ", ".join(f"const int {x}" for x in IDX[:rank])
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {lam(rng, params + f', {vt}& a')} {{")
    c.body += ["    " + s for s in stmts]
    c.line(f"}}, {arg});")
    if red == "view0":
        c.line(f"{vt} {r}_h = 0;")
        c.line(f"Kokkos::deep_copy({r}_h, {r});")
        c.out(vt, r + "_h")
    else:
        c.out(vt, r)
    return c
