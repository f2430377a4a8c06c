// view_subview_ctor_kernel: a View constructed in a kernel as a subview of a captured View
// (`View<double*, LayoutRight, MemoryTraits<Unmanaged>> row(m, i, Kokkos::ALL)`, as ExaMiniMD's
// SNAP force takes a row of its coefficients), in a range kernel and in a team kernel, read and
// written through.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 12, m = 7;
    Kokkos::View<double**, Kokkos::LayoutRight> coeff("coeff", n, m);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      Kokkos::View<double*, Kokkos::LayoutRight, Kokkos::MemoryTraits<Kokkos::Unmanaged>> row(coeff, i, Kokkos::ALL);
      for (int j = 0; j < m; ++j) row(j) = 0.5 * i + j;
    });
    Kokkos::View<double*> sums("sums", n);
    using team_t = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const team_t& t) {
      const int i = t.league_rank();
      Kokkos::View<double*, Kokkos::LayoutRight, Kokkos::MemoryTraits<Kokkos::Unmanaged>> row(coeff, i, Kokkos::ALL);
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, m), [&](const int j, double& v) { v += (j + 1) * row(j); }, s);
      Kokkos::single(Kokkos::PerTeam(t), [&]() { sums(i) = s; });
    });
    double total = 0.0;
    Kokkos::parallel_reduce("total", n, KOKKOS_LAMBDA(const int i, double& v) { v += sums(i); }, total);
    printf("total %.2f\n", total);
  }
  Kokkos::finalize();
}
