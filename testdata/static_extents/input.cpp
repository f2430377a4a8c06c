// static_extents: Views with compile-time extents.
//
// Covers: View<double*[3]> (coordinates), View<double*[3][3]> (small matrices),
// View<double**[2]>, View<double[4]> and View<double[4][4]> (all static),
// View<int*[2], LayoutLeft>; construction with only the run-time extents;
// extent(), static_extent(), rank, rank_dynamic, span() and stride(); indexing
// in range and team kernels; deep_copy to and from host mirrors (create_mirror_view,
// create_mirror_view_and_copy); a scratch View<double*[3]> sized by shmem_size(n).

#include <Kokkos_Core.hpp>
#include <cstdio>

using Coords = Kokkos::View<double*[3]>;
using Mats = Kokkos::View<double*[3][3]>;
using ScratchCoords = Kokkos::View<double*[3], Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                   Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000;
    Coords x("x", N);
    Mats m("m", N);
    Kokkos::View<double*[3]> y("y", N);
    Kokkos::View<double**[2]> g("g", 8, 5);
    Kokkos::View<double[4]> small("small");
    Kokkos::View<double[4][4]> mat4("mat4");
    Kokkos::View<int*[2], Kokkos::LayoutLeft> pairs("pairs", N);

    printf("x_shape %d %d %d %d\n", (int)x.extent(0), (int)x.extent(1), (int)Coords::rank,
           (int)Coords::rank_dynamic);
    printf("m_shape %d %d %d %d\n", (int)m.extent(0), (int)m.extent(1), (int)m.extent(2), (int)Mats::rank);
    printf("g_shape %d %d %d %d\n", (int)g.extent(0), (int)g.extent(1), (int)g.extent(2),
           (int)decltype(g)::rank_dynamic);
    printf("small_shape %d %d %d\n", (int)small.extent(0), (int)small.size(), (int)decltype(small)::rank_dynamic);
    printf("mat4_shape %d %d %d\n", (int)mat4.extent(0), (int)mat4.extent(1), (int)mat4.span());
    printf("static_extent %d %d %d\n", (int)Mats::static_extent(0), (int)Mats::static_extent(1),
           (int)Mats::static_extent(2));
    printf("spans %d %d\n", (int)x.span(), (int)m.span());

    // Fill coordinates and matrices on the host, then copy to the device.
    auto hx = Kokkos::create_mirror_view(x);
    auto hm = Kokkos::create_mirror_view(m);
    for (int i = 0; i < N; ++i) {
      for (int d = 0; d < 3; ++d) hx(i, d) = 0.5 * i + 0.25 * d;
      for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) hm(i, r, c) = (r == c ? 2.0 : 0.0) + 0.125 * ((i + r + 2 * c) % 4);
    }
    Kokkos::deep_copy(x, hx);
    Kokkos::deep_copy(m, hm);

    // y = m * x per point (range kernel).
    Kokkos::parallel_for("matvec", N, KOKKOS_LAMBDA(const int i) {
      for (int r = 0; r < 3; ++r) {
        double s = 0.0;
        for (int c = 0; c < x.extent_int(1); ++c) s += m(i, r, c) * x(i, c);
        y(i, r) = s;
      }
    });

    // Squared distances to the origin, reduced.
    double dist2 = 0.0;
    Kokkos::parallel_reduce("norms", N, KOKKOS_LAMBDA(const int i, double& acc) {
      acc += y(i, 0) * y(i, 0) + y(i, 1) * y(i, 1) + y(i, 2) * y(i, 2);
    }, dist2);
    printf("dist2 %.17g\n", dist2);

    // An all-static View written by one kernel, a 4x4 matrix by an MDRange kernel.
    Kokkos::parallel_for("small", 4, KOKKOS_LAMBDA(const int i) { small(i) = 1.5 * i; });
    Kokkos::parallel_for("mat4", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {4, 4}),
                         KOKKOS_LAMBDA(const int i, const int j) { mat4(i, j) = small(i) * 10.0 + j; });

    // Team kernel: one team per 8 leagues of g, each thread a row.
    using member_type = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(8, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
      const int a = t.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, (int)g.extent(1)), [&](const int b) {
        g(a, b, 0) = a + 0.5 * b;
        g(a, b, 1) = a * b;
      });
    });

    // Pairs with a LayoutLeft static extent.
    Kokkos::parallel_for("pairs", N, KOKKOS_LAMBDA(const int i) {
      pairs(i, 0) = i % 7;
      pairs(i, 1) = (i * 3) % 11;
    });

    // Team scratch of type View<double*[3]> sized with shmem_size(n).
    const int TEAM_PTS = 16;
    Kokkos::View<double*> centroid("centroid", N / TEAM_PTS);
    const size_t bytes = ScratchCoords::shmem_size(TEAM_PTS);
    Kokkos::parallel_for("scratch", Kokkos::TeamPolicy<>(N / TEAM_PTS, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
                         KOKKOS_LAMBDA(const member_type& t) {
      ScratchCoords s(t.team_scratch(0), TEAM_PTS);
      const int base = t.league_rank() * TEAM_PTS;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, TEAM_PTS), [&](const int k) {
        for (int d = 0; d < 3; ++d) s(k, d) = y(base + k, d);
      });
      t.team_barrier();
      double c = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, TEAM_PTS), [&](const int k, double& acc) {
        acc += s(k, 0) + 2.0 * s(k, 1) + 3.0 * s(k, 2);
      }, c);
      Kokkos::single(Kokkos::PerTeam(t), [&]() { centroid(t.league_rank()) = c / TEAM_PTS; });
    });

    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    auto hsmall = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), small);
    auto hmat4 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mat4);
    auto hg = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), g);
    auto hpairs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pairs);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), centroid);

    double ysum = 0.0;
    for (int i = 0; i < N; ++i) ysum += hy(i, 0) + 2.0 * hy(i, 1) + 3.0 * hy(i, 2);
    printf("y %.17g %.17g %.17g %.17g\n", hy(0, 0), hy(17, 1), hy(N - 1, 2), ysum);
    printf("small %g %g %g %g\n", hsmall(0), hsmall(1), hsmall(2), hsmall(3));
    double msum = 0.0;
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) msum += hmat4(i, j) * (i + 1);
    printf("mat4 %g %g\n", hmat4(3, 2), msum);
    double gsum = 0.0;
    for (int a = 0; a < 8; ++a)
      for (int b = 0; b < 5; ++b) gsum += hg(a, b, 0) + 3.0 * hg(a, b, 1);
    printf("g %g %g\n", hg(7, 4, 0), gsum);
    long long psum = 0;
    for (int i = 0; i < N; ++i) psum += hpairs(i, 0) * 13 + hpairs(i, 1);
    printf("pairs %lld stride %d %d\n", psum, (int)pairs.stride(0), (int)pairs.stride(1));
    double csum = 0.0;
    for (int k = 0; k < N / TEAM_PTS; ++k) csum += hc(k);
    printf("centroid %.17g %.17g\n", hc(0), csum);

    // A LayoutRight host View with static extents, copied element-wise back and forth from host
    // mirrors in the device Views' layout (across spaces only one contiguous block copies).
    Kokkos::View<double*[3], Kokkos::LayoutRight, Kokkos::HostSpace> hcopy("hcopy", N);
    auto ymirror = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    Kokkos::deep_copy(hcopy, ymirror);
    Kokkos::View<double*[3]> back("back", N);
    auto backmirror = Kokkos::create_mirror_view(back);
    Kokkos::deep_copy(backmirror, hcopy);
    Kokkos::deep_copy(back, backmirror);
    auto hback = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), back);
    printf("roundtrip %.17g\n", hback(N / 2, 1) - hy(N / 2, 1));
  }
  Kokkos::finalize();
  return 0;
}
