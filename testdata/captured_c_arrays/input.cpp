// captured_c_arrays: C arrays captured by a lambda travel with it, copied as Kokkos copies the
// closure (each kernel receives its own copy of the array's elements).
//
// Covers: a 1-D double array in a range for, an int index array in a reduction, a 2-D float
// array in an MDRange kernel and in a team kernel, an array captured explicitly by name, an
// array passed whole to a KOKKOS_INLINE_FUNCTION, sizeof of a captured array, and the host
// array changed after a dispatch (the next dispatch sees the new values).

#include <Kokkos_Core.hpp>
#include <cstdio>

KOKKOS_INLINE_FUNCTION double poly(const double (&c)[3], const double x) {
  return c[0] + x * (c[1] + x * c[2]);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    double coef[3] = {0.5, -1.25, 0.125};
    int idx[4] = {3, 17, 40, 63};
    float m[2][2] = {{1.5f, -2.0f}, {0.25f, 4.0f}};
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for("poly", n, KOKKOS_LAMBDA(const int i) {
      const double x = 0.1 * i;
      y(i) = coef[0] + coef[1] * x + coef[2] * x * x + poly(coef, x) * (sizeof(coef) / sizeof(coef[0]));
    });
    double picked = 0;
    Kokkos::parallel_reduce("pick", 4, KOKKOS_LAMBDA(const int k, double& acc) {
      acc += y(idx[k]) * (k + 1);
    }, picked);
    std::printf("picked %.10e\n", picked);

    coef[1] = 3.0;  // the next dispatch copies the new value
    double total = 0;
    Kokkos::parallel_reduce("sum", n, [=] KOKKOS_FUNCTION (const int i, double& acc) {
      acc += coef[1] * i + idx[i % 4];
    }, total);
    std::printf("total %.10e\n", total);

    Kokkos::View<float**> z("z", 8, 6);
    Kokkos::parallel_for("mat", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {8, 6}),
                         KOKKOS_LAMBDA(const int a, const int b) {
      z(a, b) = m[a % 2][b % 2] * (a + 1) + m[1][0] * b;
    });
    auto hz = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), z);
    std::printf("z %.6e %.6e %.6e\n", (double)hz(0, 0), (double)hz(3, 4), (double)hz(7, 5));

    using team_policy = Kokkos::TeamPolicy<>;
    Kokkos::View<double*> rows("rows", 8);
    Kokkos::parallel_for("team", team_policy(8, Kokkos::AUTO),
                         [m, coef, rows](const team_policy::member_type& t) {
      const int r = t.league_rank();
      double s = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 6), [&](const int j, double& acc) {
        acc += m[r % 2][j % 2] * coef[j % 3];
      }, s);
      Kokkos::single(Kokkos::PerTeam(t), [&]() { rows(r) = s; });
    });
    auto hr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
    std::printf("rows %.10e %.10e\n", hr(0), hr(7));

    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    std::printf("y %.10e %.10e %.10e\n", hy(0), hy(n / 2), hy(n - 1));
  }
  Kokkos::finalize();
  return 0;
}
