// Functors in unnamed namespaces (at file scope and inside a named namespace), launched by
// their written names, and named work-tag parameters, which the kernel declares as Kokkos
// passes them: a value-initialised tag (`operator()(Scale t, int i)`, passed on as `apply(t, i)`).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace {
struct Fill {
  Kokkos::View<double *> out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { out(i) = 2.0 * i; }
};
} // namespace

namespace outer {
namespace {
struct Scale {
  int factor = 3;
};
struct Apply {
  using value_type = double;
  Kokkos::View<double *> out;
  KOKKOS_INLINE_FUNCTION void apply(Scale s, const int i) const { out(i) *= s.factor; }
  KOKKOS_INLINE_FUNCTION void operator()(Scale t, const int i) const { apply(t, i); }
  template <class Tag>
  KOKKOS_INLINE_FUNCTION void operator()(const Tag &t, const int i, double &sum) const {
    sum += out(i) * t.factor;
  }
};
} // namespace
} // namespace outer

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double *> out("out", n);
    Kokkos::parallel_for(n, Fill{out});
    const Fill again{out};
    Kokkos::parallel_for(n / 2, again);
    Kokkos::parallel_for(Kokkos::RangePolicy<outer::Scale>(0, n), outer::Apply{out});
    double s = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<outer::Scale>(0, n), outer::Apply{out}, s);
    std::printf("sum %.1f\n", s);
  }
  Kokkos::finalize();
}
