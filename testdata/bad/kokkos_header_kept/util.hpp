// A user header that includes Kokkos itself. Translated as a single file, input.cpp's own
// Kokkos include becomes the shim's, but this header is not translated: it would include
// Kokkos again in the output.
#pragma once
#include <Kokkos_Core.hpp>

inline double twice(double v) { return 2.0 * v; }
