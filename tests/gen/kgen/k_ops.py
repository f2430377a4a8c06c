"""A functor reduction whose init/join/final Kokkos may or may not call (FunctorAnalysis): with a
work tag only the forms that take the tag first, without one only the untagged forms; a final
without a join is called; a reducer as the result replaces the functor's ops. The ops Kokkos
does not call here would change the result, so a translation that called them prints other
numbers than real Kokkos."""

from .core import Case, expr
from .inputs import range_policy, bounds
from .k_range import label
from .k_functor import Functor, INLINE, _view_members, _instance, _space

MODES = ["tag_untagged_ops", "untagged_tagged_ops", "tag_both_forms", "final_only",
         "reducer_result"]


def _ops(f, fi, tag, init, join, final=None):
    """init/join/final of a long, taking the work tag first when tag is given."""
    t = f"const {tag}&, " if tag else ""
    f.method(f"  {fi} void init({t}long& a) const {{ {init} }}\n")
    f.method(f"  {fi} void join({t}long& a, const long& b) const {{ {join} }}\n")
    if final:
        f.method(f"  {fi} void final({t}long& a) const {{ {final} }}\n")


def functor_ops_select(rng, k):
    c = Case("functor_ops_select")
    p = f"t{k}_"
    mode = rng.pick(MODES)
    c.tag("ops_" + mode)
    space = _space(rng, c)
    b, e = bounds(rng)
    f = Functor(rng, c, f"GenT{k}F")
    _view_members(rng, c, f, p, e, space, "double", out_rank=0)
    f.scope.indices.append("i")
    fi = rng.pick(INLINE)
    tag = f"GenT{k}Tag" if mode in ("tag_untagged_ops", "tag_both_forms") else None
    other = f"GenT{k}Other"
    c.decls.append(f"struct {tag or other} {{}};")
    f.extra.append("  using value_type = long;\n")
    x = f"(long)({expr(rng, f.scope)})"
    f.method(f"  {fi} void operator()({tag + ', ' if tag else ''}const int i, long& a) const "
             f"{{ a += {x}; }}\n")
    if mode == "tag_untagged_ops":  # not called: the partials start from 0 and are added
        _ops(f, fi, None, "a = 1000;", "if (b > a) a = b;", "a = -a;")
    elif mode == "untagged_tagged_ops":  # a tag the dispatch does not have: not called
        _ops(f, fi, other, "a = 1000;", "if (b > a) a = b;", "a = -a;")
    elif mode == "tag_both_forms":
        _ops(f, fi, None, "a = 5000;", "if (b > a) a = b;")
        _ops(f, fi, tag, "a = 0;", "a += b;", "a = 2 * a + 1;")
    elif mode == "final_only":
        f.method(f"  {fi} void final(long& a) const {{ a = 3 * a - 1; }}\n")
    else:  # the reducer's ops replace the functor's
        _ops(f, fi, None, "a = 5000;", "if (b > a) a = b;", "a = -a;")
    c.decls.append(f.decl())
    c.line(f"long {p}r = 7;")
    pol = range_policy(rng, c, p, b, e, space, tag=tag)
    res = f"Kokkos::Sum<long>({p}r)" if mode == "reducer_result" else f"{p}r"
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {_instance(rng, c, f, 'double', p)}, "
           f"{res});")
    c.out("long", p + "r")
    return c
