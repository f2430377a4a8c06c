// mdrange_3d_4d: three- and four-dimensional MDRangePolicy loops.
//
// Covers: MDRangePolicy<Rank<3>> and MDRangePolicy<Rank<4>> (with and without
// tiles, non-zero lower bounds), rank-3 and rank-4 Views (default layout and
// LayoutLeft) captured by KOKKOS_LAMBDA, host mirrors of rank-3/4 Views.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int NX = 128, NY = 96, NZ = 64;
    Kokkos::View<double***> u("u", NX, NY, NZ);
    Kokkos::View<double***, Kokkos::LayoutLeft> g("g", NX, NY, NZ);

    Kokkos::parallel_for("fill3", Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {NX, NY, NZ}),
                         KOKKOS_LAMBDA(const int i, const int j, const int k) {
      u(i, j, k) = 0.5 * i + 0.25 * (j % 12) - 0.125 * (k % 5);
    });

    // z-direction central difference on the interior, with tiles.
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<3>>({1, 1, 1}, {NX - 1, NY - 1, NZ - 1}, {4, 4, 16}),
                         KOKKOS_LAMBDA(const int i, const int j, const int k) {
      g(i, j, k) = u(i + 1, j, k) - u(i - 1, j, k) + u(i, j, k + 1) - u(i, j, k - 1);
    });

    // Rank 4: a small batch of 3-D blocks.
    const int NB = 40, P = 32, Q = 24, R = 16;
    Kokkos::View<double****> w("w", NB, P, Q, R);
    Kokkos::View<double****, Kokkos::LayoutLeft> s("s", NB, P, Q, R);

    Kokkos::parallel_for("fill4", Kokkos::MDRangePolicy<Kokkos::Rank<4>>({0, 0, 0, 0}, {NB, P, Q, R}),
                         KOKKOS_LAMBDA(const int b, const int p, const int q, const int r) {
      w(b, p, q, r) = 1.0 + b * 0.0625 + (p % 4) * 0.5 + (q % 3) * 0.25 + r * 0.03125;
    });

    Kokkos::parallel_for("scale4",
                         Kokkos::MDRangePolicy<Kokkos::Rank<4>>({0, 0, 0, 0}, {NB, P, Q, R}, {2, 4, 4, 8}),
                         KOKKOS_LAMBDA(const int b, const int p, const int q, const int r) {
      s(b, p, q, r) = w(b, p, q, r) * (1 + (b + r) % 2);
    });

    auto hg = Kokkos::create_mirror_view(g);
    auto hs = Kokkos::create_mirror_view(s);
    Kokkos::deep_copy(hg, g);
    Kokkos::deep_copy(hs, s);

    double sum_g = 0.0, sum_abs_g = 0.0;
    for (int i = 0; i < NX; ++i)
      for (int j = 0; j < NY; ++j)
        for (int k = 0; k < NZ; ++k) {
          sum_g += hg(i, j, k);
          sum_abs_g += (hg(i, j, k) < 0 ? -hg(i, j, k) : hg(i, j, k));
        }

    double sum_s = 0.0;
    for (int b = 0; b < NB; ++b)
      for (int p = 0; p < P; ++p)
        for (int q = 0; q < Q; ++q)
          for (int r = 0; r < R; ++r) sum_s += hs(b, p, q, r);

    printf("sum_g %.17g\n", sum_g);
    printf("sum_abs_g %.17g\n", sum_abs_g);
    printf("g_entries %.17g %.17g %.17g\n", hg(0, 0, 0), hg(5, 6, 7), hg(NX - 2, NY - 2, NZ - 2));
    printf("sum_s %.17g\n", sum_s);
    printf("s_entries %.17g %.17g\n", hs(0, 0, 0, 0), hs(NB - 1, P - 1, Q - 1, R - 1));
  }
  Kokkos::finalize();
  return 0;
}
