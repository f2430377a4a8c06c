// Members named init that are not Kokkos' reduction init: a host-side setter `void
// init(double)` (ExaMiniMD's neighbor classes set their cut-off so) and an overload beside the
// real one. Kokkos calls only `init(value_type&) const` (or static, or with the work tag
// first) and ignores the others, so Counter's sum and scan start from zero and MaxOf starts
// from its own init. The translator took any member named init, refused the setter (KT1016:
// it uses members) and would have called it.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Offsets {};

struct Counter {
  using value_type = int;
  double cut = 0;
  Kokkos::View<int *> offsets;
  void init(double c) { cut = c; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, int &n) const {
    if (0.5 * i < cut)
      n += 1 + i % 3;
  }
  KOKKOS_INLINE_FUNCTION void operator()(Offsets, const int i, int &sum, const bool final) const {
    if (final)
      offsets(i) = sum;
    sum += 1 + i % 4;
  }
};

struct MaxOf {
  using value_type = double;
  Kokkos::View<const double *> v;
  double floor = 0;
  void init(double f, int) { floor = f; }
  KOKKOS_INLINE_FUNCTION void init(double &d) const { d = -1e300; }
  KOKKOS_INLINE_FUNCTION void join(double &d, const double &s) const {
    if (s > d)
      d = s;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &d) const {
    if (v(i) > d)
      d = v(i);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Counter c;
    c.init(300.0);
    c.offsets = Kokkos::View<int *>("offsets", n);
    int count = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, n), c, count);
    int total = 0;
    Kokkos::parallel_scan(Kokkos::RangePolicy<Offsets>(0, n), c, total);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c.offsets);
    std::printf("count %d total %d offsets %d %d %d\n", count, total, h(1), h(500), h(n - 1));

    Kokkos::View<double *> v("v", n);
    Kokkos::parallel_for(Kokkos::RangePolicy<>(0, n), KOKKOS_LAMBDA(const int i) {
      v(i) = -1.0 - (i * 37 % 101);
    });
    MaxOf m{v};
    m.init(5.0, 0);
    double mx = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, n), m, mx);
    std::printf("max %.1f floor %.1f\n", mx, m.floor);
  }
  Kokkos::finalize();
}
