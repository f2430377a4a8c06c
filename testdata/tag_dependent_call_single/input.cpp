// A work-tag templated operator() calling a member function that has one overload only: clang
// resolves the name but leaves the call dependent (`apply(Tag(), i)`, `this->weight(Tag(), i)`,
// `this->template shifted<Tag>(i)`), and the kernel still reaches the members through the
// functor's device copy.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Half {};

struct Fill {
  Kokkos::View<double *> u;
  double scale;
  template <class Tag>
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i) const { apply(Tag(), i); }
  KOKKOS_INLINE_FUNCTION void apply(Half, const int i) const { u(i) = scale * 0.5 * i; }
};

struct Weighted {
  using value_type = double;
  Kokkos::View<const double *> u;
  template <class Tag>
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i, double &sum) const {
    sum += this->weight(Tag(), i) * u(i) + this->template shifted<Tag>(i);
  }
  KOKKOS_INLINE_FUNCTION double weight(Half, const int i) const { return 1.0 + (i % 3); }
  template <class Tag>
  KOKKOS_INLINE_FUNCTION double shifted(const int i) const { return 0.25 * (i % 4); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double *> u("u", n);
    Kokkos::parallel_for("half", Kokkos::RangePolicy<Half>(0, n), Fill{u, 2.0});
    double a = 0;
    Kokkos::parallel_reduce("wa", Kokkos::RangePolicy<Half>(0, n), Weighted{u}, a);
    std::printf("weighted %.3f\n", a);
  }
  Kokkos::finalize();
}
