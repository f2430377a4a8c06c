// A user header whose name starts with "Kokkos" but which is not part of Kokkos: the
// translation must keep including it (it once became the shim's include).
#pragma once
inline double kokkos_user_scale(double x) { return 3.0 * x + 1.0; }
