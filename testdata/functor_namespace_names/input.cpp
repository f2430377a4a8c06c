// A functor of a namespace, launched from main, whose body and member functions name their
// namespace's types, functions, templates, constants and enumerators unqualified: the kernel
// is defined outside the namespace and spells them with it (`phys::twice`).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace phys {
enum Mode { Linear, Square };
constexpr double Gain = 1.5;
struct Coef {
  double c = 2.0;
};
template <class T> struct Pair {
  T a, b;
};
KOKKOS_INLINE_FUNCTION double twice(double x) { return 2 * x; }
template <class T> KOKKOS_INLINE_FUNCTION T sq(T x) { return x * x; }

namespace detail {
KOKKOS_INLINE_FUNCTION int clampi(int v, int hi) { return v < hi ? v : hi; }
} // namespace detail

struct Field {
  Kokkos::View<double *> v;
  Mode mode;
  KOKKOS_INLINE_FUNCTION double shape(const Coef &k, const int i) const {
    return mode == Square ? sq<double>(i) * k.c : twice(i) * k.c;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    Coef k;
    Pair<int> p{i, detail::clampi(i, 7)};
    v(i) = shape(k, i) * Gain + p.b;
  }
};
} // namespace phys

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 50;
    Kokkos::View<double *> v("v", n);
    double s = 0;
    for (phys::Mode m : {phys::Linear, phys::Square}) {
      Kokkos::parallel_for(n, phys::Field{v, m});
      double t = 0;
      Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &a) { a += v(i); }, t);
      s += t;
      std::printf("mode %d sum %.1f\n", int(m), t);
    }
    std::printf("total %.1f\n", s);
  }
  Kokkos::finalize();
}
