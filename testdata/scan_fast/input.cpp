// scan_fast: translated with --scan=fast (testdata/scan_fast/options), under which the CUDA and
// HIP targets take each tile's prefix of a floating-point RangePolicy sum by decoupled look-back
// (kt/gpu/scan_tiles.hpp, Fast = true); integer sums keep the default code. The other targets
// ignore the option.
//
// Covers: double and float sums of exactly representable values (so every order of additions
// gives the same bits as real Kokkos) at sizes around the CUDA tile (6912 8-byte, 7936 4-byte
// indices) and past several look-back windows of 32 tiles; a non-zero begin; no total asked
// for; an int sum in the same translation unit (unchanged); every prefix checked against its
// neighbour; non-representable doubles, whose total must agree with a reduction to 1e-12.

#include <Kokkos_Core.hpp>
#include <cmath>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1500000;
    Kokkos::View<double*> x("x", N), xo("xo", N), y("y", N), yo("yo", N);
    Kokkos::View<float*> f("f", N), fo("fo", N);
    Kokkos::View<int*> a("a", N), ao("ao", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = 0.5 * (i % 9);
      y(i) = 0.1 * (i % 17) + 1.0 / (1 + i % 7);
      f(i) = 0.25f * (i % 5);
      a(i) = (i % 11 == 0) ? 5 : (i % 3);
    });

    const int sizes[] = {0, 1, 5887, 5889, 6911, 6913, 7935, 7937, 221183, 221185, 253953, 707000, N};
    for (int s : sizes) {
      double td = -1.0;
      Kokkos::parallel_scan("dbl_sum", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, double& part, const bool final) {
        if (final) xo(i) = part;
        part += x(i);
      }, td);
      float tf = -1.0f;
      Kokkos::parallel_scan("flt_sum", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, float& part, const bool final) {
        if (final) fo(i) = part;
        part += f(i);
      }, tf);
      int ti = -1;
      Kokkos::parallel_scan("int_sum", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, int& part, const bool final) {
        if (final) ao(i) = part;
        part += a(i);
      }, ti);
      int bad = 0;
      Kokkos::parallel_reduce("check", Kokkos::RangePolicy<>(0, s), KOKKOS_LAMBDA(const int i, int& b) {
        const double xn = i + 1 < s ? xo(i + 1) : td;
        const float fn = i + 1 < s ? fo(i + 1) : tf;
        const int in = i + 1 < s ? ao(i + 1) : ti;
        if (xn - xo(i) != x(i) || fn - fo(i) != f(i) || in - ao(i) != a(i) ||
            (i == 0 && (xo(0) != 0.0 || fo(0) != 0.0f || ao(0) != 0)))
          b += 1;
      }, bad);
      printf("n=%d: double total %.1f, float total %.2f, int total %d, wrong prefixes %d\n", s, td,
             (double)tf, ti, bad);
    }

    // A non-zero begin, no total asked for.
    Kokkos::parallel_scan("shifted", Kokkos::RangePolicy<>(7000, 600000),
                          KOKKOS_LAMBDA(const int i, double& part, const bool final) {
      if (final) xo(i) = part;
      part += x(i);
    });
    double x7000 = -1.0, x599999 = -1.0;
    Kokkos::deep_copy(x7000, Kokkos::subview(xo, 7000));
    Kokkos::deep_copy(x599999, Kokkos::subview(xo, 599999));
    printf("shifted [7000, 600000): prefix at 7000 %.1f, at 599999 %.1f\n", x7000, x599999);

    // Non-representable doubles: the look-back may add in another order than a reduction does.
    double ty = 0.0, ry = 0.0;
    Kokkos::parallel_scan("inexact", N, KOKKOS_LAMBDA(const int i, double& part, const bool final) {
      if (final) yo(i) = part;
      part += y(i);
    }, ty);
    Kokkos::parallel_reduce("sum", N, KOKKOS_LAMBDA(const int i, double& r) { r += y(i); }, ry);
    double ylast = 0.0;
    Kokkos::deep_copy(ylast, Kokkos::subview(yo, N - 1));
    const bool close = std::fabs(ty - ry) <= 1e-12 * std::fabs(ry) &&
                       std::fabs(ylast + 0.1 * ((N - 1) % 17) + 1.0 / (1 + (N - 1) % 7) - ty) <= 1e-12 * ty;
    printf("inexact doubles: total and last prefix within 1e-12 of a reduction: %s\n", close ? "yes" : "no");
  }
  Kokkos::finalize();
  return 0;
}
