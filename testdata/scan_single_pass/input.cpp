// scan_single_pass: RangePolicy parallel_scan sums of builtin types, which the CUDA and HIP
// targets scan in one launch of tiles (kt/gpu/scan_tiles.hpp), at sizes around its edges.
//
// Covers: exclusive sums of int, double, float, unsigned and long long; sizes 0, 1 and around
// the CUDA tiles of 7936 (4-byte values; 5888 before session 10) and 6912 (8-byte values)
// indices, past a group of 32 tiles and past a supergroup of 1024 tiles (over 8 million
// indices for ints); a non-zero begin; a functor
// with a value_type; the total into a scalar or not asked for; many calls
// of different sizes in a row; every prefix checked against its neighbour (out(i + 1) - out(i)
// == in(i)); a double scan of non-representable values run twice, the same bits both times.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct CountScan {
  using value_type = long long;
  Kokkos::View<int*> in;
  Kokkos::View<long long*> out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& update, const bool final) const {
    if (final) out(i) = update;
    update += in(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 8200000;
    Kokkos::View<int*> a("a", N), ia("ia", N);
    Kokkos::View<double*> x("x", N), xo("xo", N), y("y", N), ya("ya", N), yb("yb", N);
    Kokkos::View<float*> f("f", N), fo("fo", N);
    Kokkos::View<unsigned*> uo("uo", N);
    Kokkos::View<long long*> lo("lo", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      a(i) = (i % 13 == 0) ? 3 : (i % 5);
      x(i) = 0.25 * (i % 7);
      y(i) = 0.1 * (i % 17) + 1.0 / (1 + i % 7);
      f(i) = (float)(i % 4);
    });

    // int and double sums at sizes around the tile, group and supergroup edges.
    const int sizes[] = {0, 1, 5887, 5888, 5889, 6911, 6912, 6913, 7935, 7936, 7937, 188417, 221185, 253953,
                         6029313, 7077889, 8126465, N};
    for (int s : sizes) {
      int ti = -1;
      Kokkos::parallel_scan("int_sum", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, int& part, const bool final) {
        if (final) ia(i) = part;
        part += a(i);
      }, ti);
      double td = -1.0;
      Kokkos::parallel_scan("dbl_sum", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, double& part, const bool final) {
        if (final) xo(i) = part;
        part += x(i);
      }, td);
      int bad = 0;
      Kokkos::parallel_reduce("check", Kokkos::RangePolicy<>(0, s), KOKKOS_LAMBDA(const int i, int& b) {
        const int inext = i + 1 < s ? ia(i + 1) : ti;
        const double xnext = i + 1 < s ? xo(i + 1) : td;
        if (inext - ia(i) != a(i) || xnext - xo(i) != x(i) || (i == 0 && (ia(0) != 0 || xo(0) != 0.0))) b += 1;
      }, bad);
      printf("n=%d: int total %d, double total %.2f, wrong prefixes %d\n", s, ti, td, bad);
    }

    // A non-zero begin, an unsigned value.
    unsigned uth = 0;
    Kokkos::parallel_scan("shifted", Kokkos::RangePolicy<>(6000, 250000),
                          KOKKOS_LAMBDA(const int i, unsigned& part, const bool final) {
      if (final) uo(i) = part;
      part += (unsigned)a(i);
    }, uth);
    unsigned u6000 = 7, u249999 = 0;
    Kokkos::deep_copy(u6000, Kokkos::subview(uo, 6000));
    Kokkos::deep_copy(u249999, Kokkos::subview(uo, 249999));
    printf("shifted [6000, 250000): total %u, prefix at 6000 %u, at 249999 %u\n", uth, u6000, u249999);

    // float (exact: small integers), no total asked for.
    Kokkos::parallel_scan("float_sum", 100003, KOKKOS_LAMBDA(const int i, float& part, const bool final) {
      if (final) fo(i) = part;
      part += f(i);
    });
    float f100002 = 0;
    Kokkos::deep_copy(f100002, Kokkos::subview(fo, 100002));
    printf("float: prefix at 100002 %.1f\n", f100002);

    // A functor with value_type long long.
    long long lt = 0;
    Kokkos::parallel_scan("functor", N, CountScan{a, lo}, lt);
    long long l5000000 = 0;
    Kokkos::deep_copy(l5000000, Kokkos::subview(lo, 5000000));
    printf("functor long long: total %lld, prefix at 5000000 %lld\n", lt, l5000000);

    // Non-representable doubles: the same scan twice gives the same bits.
    double ta = 0.0, tb = 0.0;
    for (int rep = 0; rep < 2; ++rep) {
      auto dst = rep == 0 ? ya : yb;
      double t = 0.0;
      Kokkos::parallel_scan("repro", N, KOKKOS_LAMBDA(const int i, double& part, const bool final) {
        if (final) dst(i) = part;
        part += y(i);
      }, t);
      if (rep == 0) ta = t; else tb = t;
    }
    int differ = 0;
    Kokkos::parallel_reduce("compare", N, KOKKOS_LAMBDA(const int i, int& d) {
      if (ya(i) != yb(i)) d += 1;
    }, differ);
    printf("double scan twice: total %.0f, identical: %s (%d differ)\n", ta,
           (ta == tb && differ == 0) ? "yes" : "no", differ);
  }
  Kokkos::finalize();
  return 0;
}
