"""Dispatches of functor objects: plain, tagged and class-template functors (for, reduce,
scan), reductions defined by the functor (value_type / init / join / final), array
reductions (value_type = T[]), team functors with a team_shmem_size hook, and class member
functions that dispatch KOKKOS_CLASS_LAMBDA or *this."""

from .core import Case, Scope, new_view, checksum, expr, VALUE_TYPES
from .inputs import make_inputs, range_policy, bounds
from .k_range import label

INLINE = ["KOKKOS_INLINE_FUNCTION", "KOKKOS_FUNCTION"]


class Functor:
    """A namespace-scope functor struct under construction."""

    def __init__(self, rng, c, name, templ=False):
        self.rng, self.c, self.name = rng, c, name
        self.templ = templ  # the output element type is the template parameter T
        self.members, self.methods, self.ctor_args = [], [], []
        self.scope = Scope()
        self.extra = []

    def member(self, decl, arg):
        self.members.append(decl)
        self.ctor_args.append(arg)

    def method(self, text):
        self.methods.append(text)

    def decl(self):
        head = "template <class T>\n" if self.templ else ""
        body = "".join(self.extra) + "".join(f"  {m};\n" for m in self.members)
        body += "".join(self.methods)
        return f"{head}struct {self.name} {{\n{body}}};"


def _view_members(rng, c, f, p, n0, space, vt, out_rank=1):
    """The functor's input Views (members) and output View; returns the output View."""
    ins = make_inputs(rng, c, p, n0, space, max_rank=1)
    for k, i in enumerate(ins):
        f.member(f"{i.type} in{k}", i.name)
        f.scope.add(f"in{k}(i)", i.vtype)
    for k in range(rng.int(0, 2)):
        t = rng.pick(["int", "double"])
        f.member(f"{t} s{k}", rng.pick(["2", "-1", "3", "0.5"]) if t == "double" else str(rng.int(-3, 4)))
        f.scope.add(f"s{k}", t)
    out = None
    if out_rank:
        out = new_view(rng, c, p + "out", vt, out_rank, [max(n0, 1)], space, fill=False, layouts=False)
        et = "T" if f.templ else vt
        f.member(f"Kokkos::View<{et}*{', Kokkos::HostSpace' if space == 'host' else ''}> out", out.name)
    return out


def _instance(rng, c, f, vt, p):
    """The functor object at the dispatch: a temporary (aggregate) or a variable."""
    ty = f"{f.name}<{vt}>" if f.templ else f.name
    args = ", ".join(f.ctor_args)
    if rng.chance(40):
        c.line(f"const {ty} {p}f{{{args}}};")
        return p + "f"
    return f"{ty}{{{args}}}"


def _tag(rng, c, f, p):
    if not rng.chance(40):
        return None, ""
    tag = f"Gen{p.capitalize()}Tag"
    c.decls.append(f"struct {tag} {{}};")
    c.tag("functor_tag")
    return tag, f"{tag}, "


def _space(rng, c):
    space = "host" if rng.chance(12) else "device"
    c.tag("space_" + space)
    return space


def functor_for(rng, k):
    c = Case("functor_for")
    p = f"t{k}_"
    space = _space(rng, c)
    b, e = bounds(rng)
    vt = rng.pick(VALUE_TYPES)
    f = Functor(rng, c, f"GenT{k}F", templ=rng.chance(35))
    if f.templ:
        c.tag("functor_template")
    out = _view_members(rng, c, f, p, e, space, vt)
    tag, tparam = _tag(rng, c, f, p)
    f.scope.indices.append("i")
    cast = "T" if f.templ else vt
    use = ""
    if tag and rng.chance(25):  # the tag parameter named and used
        c.tag("tag_param_named")
        tparam, use = f"{tag} tg, ", "(void)tg; "
    f.method(f"  {rng.pick(INLINE)} void operator()({tparam}const int i) const {{\n"
             f"    {use}out(i) = ({cast})({expr(rng, f.scope)});\n  }}\n")
    if tag and rng.chance(50):  # a second operator() for another tag: must not be chosen
        f.extra.append(f"  struct Other {{}};\n")
        f.method(f"  {rng.pick(INLINE)} void operator()(Other, const int i) const {{ out(i) = -77; }}\n")
        c.tag("functor_two_tags")
    c.decls.append(f.decl())
    pol = range_policy(rng, c, p, b, e, space, tag=tag)
    c.line(f"Kokkos::parallel_for({label(rng, k)}{pol}, {_instance(rng, c, f, vt, p)});")
    checksum(c, out)
    return c


def functor_reduce(rng, k):
    c = Case("functor_reduce")
    p = f"t{k}_"
    space = _space(rng, c)
    b, e = bounds(rng)
    vt = rng.pick(["double", "int", "long"])
    f = Functor(rng, c, f"GenT{k}F", templ=rng.chance(30))
    _view_members(rng, c, f, p, e, space, vt, out_rank=0)
    tag, tparam = _tag(rng, c, f, p)
    f.scope.indices.append("i")
    at = "T" if f.templ else vt
    if rng.chance(40):
        f.extra.append(f"  using value_type = {at};\n")
        c.tag("functor_value_type")
    f.method(f"  {rng.pick(INLINE)} void operator()({tparam}const int i, {at}& a) const {{\n"
             f"    a += ({at})({expr(rng, f.scope)});\n  }}\n")
    c.decls.append(f.decl())
    pol = range_policy(rng, c, p, b, e, space, tag=tag)
    c.line(f"{vt} {p}r = 0;")
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {_instance(rng, c, f, vt, p)}, {p}r);")
    c.out(vt, p + "r")
    return c


def custom_reduce(rng, k):
    """A reduction the functor defines: value_type (a scalar or a struct), init, join and
    maybe final."""
    c = Case("custom_reduce")
    p = f"t{k}_"
    space = _space(rng, c)
    b, e = bounds(rng)
    f = Functor(rng, c, f"GenT{k}F")
    _view_members(rng, c, f, p, e, space, "double", out_rank=0)
    f.scope.indices.append("i")
    vol = "volatile " if rng.chance(50) else ""
    c.tag("join_volatile" if vol else "join_plain")
    fi = rng.pick(INLINE)
    if rng.chance(50):
        c.tag("custom_struct")
        st = f"GenT{k}V"
        c.decls.append(f"struct {st} {{\n  double sum;\n  long cnt;\n  double mx;\n}};")
        f.extra.append(f"  using value_type = {st};\n")
        f.method(f"  {fi} void operator()(const int i, value_type& a) const {{\n"
                 f"    const double x = {expr(rng, f.scope)};\n"
                 f"    a.sum += x;\n    if (x > {rng.int(-4, 4)}) a.cnt += 1;\n"
                 f"    if (x > a.mx) a.mx = x;\n  }}\n")
        f.method(f"  {fi} void init(value_type& a) const {{ a.sum = 0; a.cnt = 0; a.mx = -1000; }}\n")
        f.method(f"  {fi} void join({vol}value_type& a, const {vol}value_type& b) const {{\n"
                 f"    a.sum += b.sum;\n    a.cnt += b.cnt;\n    if (b.mx > a.mx) a.mx = b.mx;\n  }}\n")
        if rng.chance(40):
            c.tag("custom_final")
            f.method(f"  {fi} void final(value_type& a) const {{ a.sum = a.sum * 2 + a.cnt; }}\n")
        c.decls.append(f.decl())
        c.line(f"{st} {p}r;")
        outs = [("double", p + "r.sum"), ("long", p + "r.cnt"), ("double", p + "r.mx")]
    else:
        c.tag("custom_scalar")
        f.extra.append("  using value_type = long;\n")
        f.method(f"  {fi} void operator()(const int i, value_type& a) const {{\n"
                 f"    const long x = (long)({expr(rng, f.scope)});\n"
                 f"    if (x > a) a = x;\n  }}\n")
        f.method(f"  {fi} void init(value_type& a) const {{ a = -100000; }}\n")
        f.method(f"  {fi} void join({vol}value_type& a, const {vol}value_type& b) const {{\n"
                 f"    if (b > a) a = b;\n  }}\n")
        c.decls.append(f.decl())
        c.line(f"long {p}r = 0;")
        outs = [("long", p + "r")]
    pol = range_policy(rng, c, p, b, e, space)
    c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {_instance(rng, c, f, 'double', p)}, {p}r);")
    for t, x in outs:
        c.out(t, x)
    return c


def array_reduce(rng, k):
    """value_type = T[] with a run-time value_count; the result into a host array or a rank-1
    View."""
    c = Case("array_reduce")
    p = f"t{k}_"
    b, e = bounds(rng)
    vt = rng.pick(["double", "long", "int"])
    nc = rng.int(1, 6)
    f = Functor(rng, c, f"GenT{k}F")
    f.extra.append(f"  using value_type = {vt}[];\n  int value_count;\n")
    f.ctor_args.append(str(nc))
    _view_members(rng, c, f, p, e, "device", vt, out_rank=0)
    f.scope.indices.append("i")
    fi = rng.pick(INLINE)
    if rng.chance(40):
        # init and join of a maximum: init must be join's identity, as Kokkos combines any
        # number of partial results, each started by init
        c.tag("array_init_join")
        f.method(f"  {fi} void operator()(const int i, value_type a) const {{\n"
                 f"    const {vt} x = ({vt})({expr(rng, f.scope)});\n"
                 f"    if (x > a[i % value_count]) a[i % value_count] = x;\n  }}\n")
        f.method(f"  {fi} void init(value_type a) const {{\n"
                 f"    for (int q = 0; q < value_count; ++q) a[q] = -100000;\n  }}\n")
        f.method(f"  {fi} void join(value_type a, const value_type b) const {{\n"
                 f"    for (int q = 0; q < value_count; ++q) if (b[q] > a[q]) a[q] = b[q];\n  }}\n")
    else:
        f.method(f"  {fi} void operator()(const int i, value_type a) const {{\n"
                 f"    a[i % value_count] += ({vt})({expr(rng, f.scope)});\n"
                 f"    a[(i * 3) % value_count] += 1;\n  }}\n")
    c.decls.append(f.decl())
    pol = range_policy(rng, c, p, b, e, "device")
    obj = _instance(rng, c, f, vt, p)
    if rng.chance(50):
        c.tag("array_into_view")
        c.line(f'Kokkos::View<{vt}*> {p}r("{p}r", {nc});')
        c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {obj}, {p}r);")
        c.out_sum(f"gen_sum1({p}r)")
    else:
        c.line(f"{vt} {p}r[{nc}];")
        c.line(f"Kokkos::parallel_reduce({label(rng, k)}{pol}, {obj}, {p}r);")
        for q in range(nc):
            c.out(vt, f"{p}r[{q}]")
    return c


def functor_scan(rng, k):
    c = Case("functor_scan")
    p = f"t{k}_"
    space = _space(rng, c)
    b, e = bounds(rng)
    vt = rng.pick(["double", "int", "long"])
    f = Functor(rng, c, f"GenT{k}F")
    out = _view_members(rng, c, f, p, e, space, vt)
    f.scope.indices.append("i")
    fi = rng.pick(INLINE)
    if rng.chance(50):
        c.tag("scan_value_type")
        f.extra.append(f"  using value_type = {vt};\n")
        if rng.chance(60):
            c.tag("scan_init_join")
            f.method(f"  {fi} void init(value_type& a) const {{ a = 0; }}\n")
            f.method(f"  {fi} void join(value_type& a, const value_type& b) const {{ a += b; }}\n")
    f.method(f"  {fi} void operator()(const int i, {vt}& u, const bool fin) const {{\n"
             f"    const {vt} x = ({vt})({expr(rng, f.scope)});\n"
             f"    if (fin) out(i) = u;\n    u += x;\n  }}\n")
    c.decls.append(f.decl())
    pol = range_policy(rng, c, p, b, e, space)
    c.line(f"{vt} {p}tot = 0;")
    c.line(f"Kokkos::parallel_scan({label(rng, k)}{pol}, {_instance(rng, c, f, vt, p)}, {p}tot);")
    checksum(c, out)
    c.out(vt, p + "tot")
    return c

