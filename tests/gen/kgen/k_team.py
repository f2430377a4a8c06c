"""TeamPolicy dispatches written as lambdas: nested TeamThreadRange / ThreadVectorRange /
TeamVectorRange loops, nested reductions and scans, team scratch, single, atomics, and
parallel_reduce over the league. Every body computes what it computes whatever the team size
and vector length are (Kokkos' Serial backend runs teams of one)."""

from .core import Case, Scope, View, new_view, checksum, expr, scalar_captures, VALUE_TYPES
from .k_range import lam, label
from .inputs import make_inputs


def team_policy(rng, c, p, league, space, scratch=None):
    """(policy text, member type name)."""
    if space == "host":
        pol = f"Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>({league}, Kokkos::AUTO)"
        member = "gen_host_member"
    else:
        targs = rng.pick(["", "", "Kokkos::DefaultExecutionSpace"])
        sizes = rng.weighted([("Kokkos::AUTO", 6), ("1", 1),
                              (f"Kokkos::AUTO, {rng.pick([1, 2, 4, 8])}", 3),
                              ("Kokkos::AUTO, Kokkos::AUTO", 1)])
        c.tag("team_vector" if sizes.count(",") else "team_auto")
        pol = f"Kokkos::TeamPolicy<{targs}>({league}, {sizes})"
        member = "gen_member"
    if scratch:
        lvl, nbytes = scratch
        pol += f".set_scratch_size({lvl}, Kokkos::PerTeam({nbytes}))"
    if rng.chance(20):
        c.line(f"const auto {p}pol = {pol};")
        c.tag("policy_variable")
        return p + "pol", member
    return pol, member


def _space(rng, c):
    space = "host" if rng.chance(12) else "device"
    c.tag("space_" + space)
    return space


def _scope(rng, c, p, ins, idx):
    sc = Scope()
    sc.indices = ["lr"] + [x for x in idx[1:] if x]
    scalar_captures(rng, c, sc, p)
    for i in ins:
        sc.add(i.read(idx), i.vtype)
    return sc


def _ttr(rng, t, m):
    if rng.chance(30):
        return f"Kokkos::TeamThreadRange({t}, {rng.int(0, m)}, {m})"
    return f"Kokkos::TeamThreadRange({t}, {m})"


def team_for(rng, k):
    c = Case("team_for")
    p = f"t{k}_"
    space = _space(rng, c)
    L, M, V = rng.int(1, 30), rng.int(1, 40), rng.int(1, 9)
    forms = ["ttr", "ttr_tvr", "tvr", "ttr_reduce", "ttr_tvr_reduce", "ttr_scan", "atomic"]
    if space == "device":
        forms += ["scratch", "scratch"]
    form = rng.pick(forms)
    c.tag("team_" + form)
    ins = make_inputs(rng, c, p, L, space, max_rank=2, inner=M)
    rank = 3 if form == "ttr_tvr" else 1 if form == "ttr_reduce" else 2
    vt = rng.pick(VALUE_TYPES)
    ext = [L, M, V][:rank]
    out = new_view(rng, c, p + "out", vt, rank, ext, space, fill=rng.chance(20))
    scratch = None
    if form == "scratch":
        lvl = rng.pick([0, 0, 1])
        c.tag(f"scratch_l{lvl}")
        scratch = (lvl, f"gen_scratch::shmem_size({M})")
    pol, member = team_policy(rng, c, p, L, space, scratch)
    body = [f"const int lr = t.league_rank();"]
    sc = _scope(rng, c, p, ins, ["lr", "j"])
    e = expr(rng, sc)
    if form == "ttr":
        body += [f"Kokkos::parallel_for({_ttr(rng, 't', M)}, [&](const int j) {{",
                 f"  {out.at('lr', 'j')} = ({vt})({e});", "});"]
    elif form == "tvr":
        body += [f"Kokkos::parallel_for(Kokkos::TeamVectorRange(t, {M}), [&](const int j) {{",
                 f"  {out.at('lr', 'j')} = ({vt})({e});", "});"]
    elif form == "ttr_tvr":
        sc.indices.append("v")
        body += [f"Kokkos::parallel_for({_ttr(rng, 't', M)}, [&](const int j) {{",
                 f"  Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, {V}), [&](const int v) {{",
                 f"    {out.at('lr', 'j', 'v')} = ({vt})({expr(rng, sc)});", "  });", "});"]
    elif form == "ttr_reduce":
        red = rng.pick(["sum", "Max", "Min"])
        c.tag("team_reducer_" + red)
        arg = "s" if red == "sum" else f"Kokkos::{red}<{vt}>(s)"
        upd = "a += x;" if red == "sum" else f"if (x {'>' if red == 'Max' else '<'} a) a = x;"
        body += [f"{vt} s = 0;",
                 f"Kokkos::parallel_reduce({_ttr(rng, 't', M)}, [&](const int j, {vt}& a) {{",
                 f"  const {vt} x = ({vt})({e});", f"  {upd}", f"}}, {arg});",
                 f"Kokkos::single(Kokkos::PerTeam(t), [&]() {{ {out.at('lr')} = s; }});"]
    elif form == "ttr_tvr_reduce":
        sc.indices.append("v")
        single = rng.chance(50)
        store = f"{out.at('lr', 'j')} = s;"
        body += [f"Kokkos::parallel_for({_ttr(rng, 't', M)}, [&](const int j) {{",
                 f"  {vt} s = 0;",
                 f"  Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, {V}), "
                 f"[&](const int v, {vt}& a) {{ a += ({vt})({expr(rng, sc)}); }}, s);",
                 f"  Kokkos::single(Kokkos::PerThread(t), [&]() {{ {store} }});" if single
                 else f"  {store}", "});"]
    elif form == "ttr_scan":
        inclusive = rng.chance(40)
        upd = ["u += x;", f"if (fin) {out.at('lr', 'j')} = u;"]
        body += [f"Kokkos::parallel_scan(Kokkos::TeamThreadRange(t, {M}), "
                 f"[&](const int j, {vt}& u, const bool fin) {{", f"  const {vt} x = ({vt})({e});"]
        body += ["  " + s for s in (upd if inclusive else upd[::-1])] + ["});"]
    elif form == "atomic":
        nb = rng.int(1, 6)
        bins = new_view(rng, c, p + "bins", vt, 1, [nb], space, fill=False, layouts=False)
        body += [f"Kokkos::parallel_for({_ttr(rng, 't', M)}, [&](const int j) {{",
                 f"  {out.at('lr', 'j')} = ({vt})({e});",
                 f"  Kokkos::atomic_add(&{bins.at(f'(lr + j) % {nb}')}, ({vt})({expr(rng, sc, 1)}));",
                 "});"]
        checksum(c, bins)
    elif form == "scratch":
        lvl = scratch[0]
        body += [f"gen_scratch tmp(t.team_scratch({lvl}), {M});",
                 f"Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{",
                 f"  tmp(j) = {e};", "});", "t.team_barrier();",
                 f"Kokkos::parallel_for(Kokkos::TeamThreadRange(t, {M}), [&](const int j) {{",
                 f"  {out.at('lr', 'j')} = ({vt})(tmp({M - 1} - j) * 2 + tmp(j));", "});"]
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {lam(rng, f'const {member}& t')} {{")
    c.body += ["    " + s for s in body]
    c.line("});")
    c.prints, bins_prints = [], c.prints
    checksum(c, out)
    c.prints += bins_prints
    return c


def team_reduce(rng, k):
    """parallel_reduce over a TeamPolicy: each team reduces its row with a nested reduction and
    adds the result once (single PerTeam)."""
    c = Case("team_reduce")
    p = f"t{k}_"
    space = _space(rng, c)
    L, M, V = rng.int(1, 30), rng.int(1, 40), rng.int(1, 6)
    ins = make_inputs(rng, c, p, L, space, max_rank=2, inner=M)
    vt = rng.pick(["double", "int", "long", "float"])
    red = rng.pick(["sum", "sum", "Max", "Min"])
    c.tag("reducer_" + red)
    inner = rng.pick(["ttr", "tvr", "ttr_tvr"])
    c.tag("team_reduce_" + inner)
    pol, member = team_policy(rng, c, p, L, space)
    sc = _scope(rng, c, p, ins, ["lr", "j"])
    c.line(f"{vt} {p}r = 0;")
    arg = p + "r" if red == "sum" else f"Kokkos::{red}<{vt}>({p}r)"
    join = "acc += s;" if red == "sum" else f"if (s {'>' if red == 'Max' else '<'} acc) acc = s;"
    body = ["const int lr = t.league_rank();", f"{vt} s = 0;"]
    if inner == "ttr_tvr":
        sc.indices.append("v")
        body += [f"Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, {M}), "
                 f"[&](const int j, {vt}& a) {{",
                 f"  {vt} w = 0;",
                 f"  Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, {V}), "
                 f"[&](const int v, {vt}& b) {{ b += ({vt})({expr(rng, sc)}); }}, w);",
                 "  a += w;", "}, s);"]
    else:
        rng_t = "TeamThreadRange" if inner == "ttr" else "TeamVectorRange"
        body += [f"Kokkos::parallel_reduce(Kokkos::{rng_t}(t, {M}), [&](const int j, {vt}& a) {{",
                 f"  a += ({vt})({expr(rng, sc)});", "}, s);"]
    body.append(f"Kokkos::single(Kokkos::PerTeam(t), [&]() {{ {join} }});")
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, "
           f"{lam(rng, f'const {member}& t, {vt}& acc')} {{")
    c.body += ["    " + s for s in body]
    c.line(f"}}, {arg});")
    c.out(vt, p + "r")
    return c
