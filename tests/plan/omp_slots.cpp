// The OpenMP block's collective slots hold every type the kernel's collectives move: a nested
// reduction's (double), a single's broadcast value (int), and a team helper's reduction
// (float), planned before anything is printed. A kernel without collectives has none.
// RUN: %kt --target=openmp %s -o %t.cpp
// RUN: grep -v CHECK %t.cpp | FileCheck %s
#include <Kokkos_Core.hpp>

using member = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION float helper_sum(const member &t, Kokkos::View<float **> a) {
  float s = 0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, a.extent(1)),
                          [&](const int j, float &v) { v += a(t.league_rank(), j); }, s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 16, m = 8;
    Kokkos::View<double **> x("x", n, m);
    Kokkos::View<float **> a("a", n, m);
    Kokkos::View<double *> y("y", n);
    // CHECK-LABEL: static void kt_fill_
    // CHECK-NOT: kt_slot_bytes<
    // CHECK: kt_block_team(1, kt_ts, nullptr, 0);
    Kokkos::parallel_for("fill", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { x(t.league_rank(), j) = j; });
    });
    // CHECK-LABEL: static void kt_rows_
    // CHECK: kt_block_team(1, kt_ts, kt_dynamic_shared(), kt_slot_bytes<double, float, int>());
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      double s = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, m),
                              [&](const int j, double &v) { v += x(t.league_rank(), j); }, s);
      int k = 0;
      Kokkos::single(Kokkos::PerTeam(t), [&](int &v) { v = 2; }, k);
      y(t.league_rank()) = s * k + helper_sum(t, a);
    });
    Kokkos::fence();
  }
  Kokkos::finalize();
}
