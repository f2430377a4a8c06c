"""Input Views of a dispatch (filled on the host) and how a kernel body reads them, plus the
policies of flat ranges."""

from .core import View, new_view, VALUE_TYPES


class Input:
    """An input View as the kernel names it (maybe a const or unmanaged alias of the filled
    View) and its extents (Python ints)."""

    def __init__(self, name, vtype, extents, type_=None):
        self.name, self.vtype, self.extents, self.type = name, vtype, extents, type_

    def read(self, idx):
        """An element read with the given leading indices; missing ones are fixed in range."""
        args = []
        for d, e in enumerate(self.extents):
            if d < len(idx):
                args.append(idx[d])
            else:
                args.append(str((d * 3 + 1) % e))
        return f"{self.name}({', '.join(args)})"


def make_inputs(rng, case, prefix, n0, space, count=None, max_rank=2, inner=None):
    """1 or 2 input Views whose first extent is n0 (rank 1..max_rank). Some are read through a
    const View, an unmanaged View of the same data, or a host View in a host dispatch."""
    out = []
    for k in range(count if count is not None else rng.int(1, 2)):
        rank = rng.int(1, max_rank)
        ext = [n0] + [inner or rng.int(1, 6) for _ in range(rank - 1)]
        name = f"{prefix}in{k}"
        v = new_view(rng, case, name, rng.pick(VALUE_TYPES), rank, ext, space)
        use, ty = name, v.type()
        how = rng.weighted([("plain", 6), ("const", 3), ("unmanaged", 1 if rank == 1 and not v.layout else 0)])
        if how == "const":
            use, ty = name + "c", v.type(const=True)
            case.line(f"{ty} {use} = {name};")
            case.tag("view_const")
        elif how == "unmanaged":
            use, ty = name + "u", v.type(traits="Kokkos::MemoryTraits<Kokkos::Unmanaged>")
            case.line(f"{ty} {use}({name}.data(), {n0});")
            case.tag("view_unmanaged")
        out.append(Input(use, v.vtype, ext, ty))
    return out


EXEC = {"device": None, "host": "Kokkos::DefaultHostExecutionSpace"}


def range_policy(rng, case, prefix, b, e, space, allow_count=True, tag=None):
    """The policy text of a flat range [b, e) (an integer count when b == 0), maybe kept in a
    local variable first."""
    ex = EXEC[space]
    forms = []
    if b == 0 and ex is None and tag is None and allow_count:
        forms.append("count")
    forms += ["range", "range_idx"]
    if ex is None:
        forms.append("range_space")
    form = rng.pick(forms)
    case.tag("policy_" + form)
    if form == "count":
        if rng.chance(50):
            case.line(f"const int {prefix}n = {e};")
            return f"{prefix}n"
        return str(e)
    targs = []
    if ex:
        targs.append(ex)
    elif form == "range_space":
        targs.append("Kokkos::DefaultExecutionSpace")
    if tag:
        targs.append(tag)
    if form == "range_idx":
        targs.append("Kokkos::IndexType<int>")
    pol = f"Kokkos::RangePolicy<{', '.join(targs)}>({b}, {e})"
    if rng.chance(25):
        case.line(f"const auto {prefix}pol = {pol};")
        case.tag("policy_variable")
        return f"{prefix}pol"
    return pol


def bounds(rng):
    """A range [b, e): sometimes empty, sometimes with a begin offset."""
    e = rng.weighted([(rng.int(1, 40), 3), (rng.int(41, 300), 5), (0, 1)])
    b = 0 if rng.chance(50) or e == 0 else rng.int(0, min(e, 25))
    return b, e
