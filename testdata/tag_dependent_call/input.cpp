// A work-tag templated operator() that calls the functor's members with the tag: the call is
// resolved only per tag (`apply(Tag(), i)`, `this->weight(Tag(), i)`), so the kernel reaches
// the members through the functor's device copy, as for a non-template operator().
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Half {};
struct Third {};

struct Fill {
  Kokkos::View<double *> u;
  double scale;
  template <class Tag>
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i) const { apply(Tag(), i); }
  KOKKOS_INLINE_FUNCTION void apply(Half, const int i) const { u(i) = scale * 0.5 * i; }
  KOKKOS_INLINE_FUNCTION void apply(Third, const int i) const { u(i) += scale * i / 3.0; }
};

struct Weighted {
  using value_type = double;
  Kokkos::View<const double *> u;
  template <class Tag>
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i, double &sum) const {
    sum += this->weight(Tag(), i) * u(i);
  }
  KOKKOS_INLINE_FUNCTION double weight(Half, const int i) const { return 1.0 + (i % 3); }
  KOKKOS_INLINE_FUNCTION double weight(Third, const int i) const { return 2.0 - (i % 2); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double *> u("u", n);
    Kokkos::parallel_for("half", Kokkos::RangePolicy<Half>(0, n), Fill{u, 2.0});
    Kokkos::parallel_for("third", Kokkos::RangePolicy<Third>(0, n), Fill{u, 3.0});
    double a = 0, b = 0;
    Kokkos::parallel_reduce("wa", Kokkos::RangePolicy<Half>(0, n), Weighted{u}, a);
    Kokkos::parallel_reduce("wb", Kokkos::RangePolicy<Third>(0, n), Weighted{u}, b);
    std::printf("weighted %.3f %.3f\n", a, b);
  }
  Kokkos::finalize();
}
