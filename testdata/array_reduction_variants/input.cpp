// array_reduction_variants: adversarial functor array reductions.
//
// Covers: a host execution space (a functor naming DefaultHostExecutionSpace, into a HostSpace
// View); a work tag with the default init and join; value_count 0 (nothing stored); a
// RangePolicy with an IndexType and a range shorter than the number of partials; a body
// whose index the body changes; a HostSpace View result for a device dispatch; the accumulator
// and join written as pointers (`double *s`, the type `value_type s` adjusts to).

#include <Kokkos_Core.hpp>
#include <cstdio>

struct OnHost {
  using execution_space = Kokkos::DefaultHostExecutionSpace;
  using value_type = int[];
  int value_count;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type v) const {
    v[i % value_count] += i * i;
  }
};

struct Tagged {
  struct Even {};
  using value_type = double[];
  unsigned value_count;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(Even, int i, value_type s) const {
    i = 2 * (i / 2); // even indices only, each twice
    s[0] += x(i);
    s[value_count - 1] -= 1.0;
  }
};

struct Empty {
  using value_type = float[];
  int value_count = 0;
  KOKKOS_INLINE_FUNCTION void operator()(const long, value_type) const {}
};

struct Pointers {
  using value_type = double[];
  int value_count;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double *s) const { s[i % value_count] += x(i); }
  KOKKOS_INLINE_FUNCTION void join(double *d, const double *s) const {
    for (int k = 0; k < value_count; ++k) d[k] += s[k];
  }
  KOKKOS_INLINE_FUNCTION void init(double *s) const {
    for (int k = 0; k < value_count; ++k) s[k] = 0;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *, Kokkos::HostSpace> hv("hv", 4);
    Kokkos::parallel_reduce(100, OnHost{4}, hv);
    printf("host %d %d %d %d\n", hv(0), hv(1), hv(2), hv(3));

    const int n = 3001;
    Kokkos::View<double *> x("x", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * (i % 13); });
    Kokkos::View<double *, Kokkos::HostSpace> t("t", 5);
    Kokkos::deep_copy(t, -7.0);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<Tagged::Even>(1, n), Tagged{5, x}, t);
    printf("tagged %.17g %.17g %.17g\n", t(0), t(1), t(4));

    float nothing[1] = {42.0f};
    Kokkos::parallel_reduce(10, Empty{}, nothing);
    printf("empty %g\n", nothing[0]);

    double few[2] = {0, 0};
    Kokkos::parallel_reduce(Kokkos::RangePolicy<Tagged::Even, Kokkos::IndexType<long>>(3, 9), Tagged{2, x},
                            few);
    printf("few %.17g %.17g\n", few[0], few[1]);

    double ptr[3] = {-1, -1, -1};
    Kokkos::parallel_reduce(n, Pointers{3, x}, ptr);
    printf("pointers %.17g %.17g %.17g\n", ptr[0], ptr[1], ptr[2]);
  }
  Kokkos::finalize();
  return 0;
}
