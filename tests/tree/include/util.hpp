#pragma once
#include <Kokkos_Core.hpp>
#include "plain.hpp"
// A helper the kernels call.
KOKKOS_INLINE_FUNCTION double twice(double v) { return 2.0 * v; }
using Vec = Kokkos::View<double *>;
