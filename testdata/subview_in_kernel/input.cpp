// subview_in_kernel: Kokkos::subview taken inside kernels (issue 14), as real programs take a
// row of a matrix per thread or per team.
//
// Covers: subview(m, i, ALL()) of a LayoutRight and of a LayoutLeft View in a RangePolicy
// kernel, subview(v, make_pair(b, e)) and subview(t, i, ALL(), k) of a rank-3 View, a subview
// in a team kernel read across the team, the subview's extent() and stride(0) in the kernel,
// writes through a subview.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40, m = 7;
    Kokkos::View<double**, Kokkos::LayoutRight> a("a", n, m);
    Kokkos::View<double**, Kokkos::LayoutLeft> b("b", n, m);
    Kokkos::View<double*> v("v", 3 * n);
    Kokkos::View<int***> t("t", 4, 5, 6);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      auto ra = Kokkos::subview(a, i, Kokkos::ALL());
      auto rb = Kokkos::subview(b, i, Kokkos::ALL());
      for (int j = 0; j < int(ra.extent(0)); ++j) {
        ra(j) = i + 0.25 * j;
        rb(j) = 2.0 * i - j;
      }
      auto part = Kokkos::subview(v, Kokkos::make_pair(3 * i, 3 * i + 3));
      for (int k = 0; k < 3; ++k) part(k) = i * 3 + k;
    });
    Kokkos::parallel_for("fill_t", 4, KOKKOS_LAMBDA(const int i) {
      for (int k = 0; k < 6; ++k) {
        auto col = Kokkos::subview(t, i, Kokkos::ALL(), k);
        for (int j = 0; j < int(col.extent(0)); ++j) col(j) = 100 * i + 10 * j + k;
      }
    });
    double sa = 0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& s) {
      auto ra = Kokkos::subview(a, i, Kokkos::ALL());
      auto rb = Kokkos::subview(b, i, Kokkos::ALL());
      for (int j = 0; j < m; ++j) s += ra(j) * rb(j) + 0.001 * double(ra.stride(0) + rb.stride(0));
    }, sa);
    std::printf("rows %.3f\n", sa);
    double sv = 0;
    Kokkos::parallel_reduce("sum_v", 3 * n, KOKKOS_LAMBDA(const int i, double& s) { s += v(i); }, sv);
    std::printf("pairs %.1f\n", sv);
    using member = Kokkos::TeamPolicy<>::member_type;
    Kokkos::View<long*> team_sums("team_sums", 4);
    Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member& tm) {
      const int i = tm.league_rank();
      auto plane = Kokkos::subview(t, i, Kokkos::ALL(), Kokkos::ALL());
      long s = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(tm, int(plane.extent(0))), [&](const int j, long& acc) {
        for (int k = 0; k < int(plane.extent(1)); ++k) acc += plane(j, k);
      }, s);
      Kokkos::single(Kokkos::PerTeam(tm), [&]() { team_sums(i) = s; });
    });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), team_sums);
    std::printf("planes %ld %ld %ld %ld\n", h(0), h(1), h(2), h(3));
  }
  Kokkos::finalize();
}
