// A class-template functor with its own init and join (a reduction over |x|, the largest
// magnitude), dispatched with *this-free copies from a static member of the template and
// instantiated for int and double. Its reduction op is a template over the functor's
// parameters, as the kernel is, so each instantiation's join sees its own T.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
struct MaxAbs {
  using value_type = T;
  Kokkos::View<T *> x;
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = T(0); }
  KOKKOS_INLINE_FUNCTION void join(value_type &a, const value_type &b) const {
    const T mb = b < T(0) ? -b : b;
    if (mb > a) a = mb;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &v) const {
    const T xi = x(i) < T(0) ? -x(i) : x(i);
    if (xi > v) v = xi;
  }
  static T run(int n, T scale) {
    MaxAbs f;
    f.x = Kokkos::View<T *>("x", n);
    auto x = f.x;
    Kokkos::parallel_for(
        n, KOKKOS_LAMBDA(const int i) { x(i) = (i % 2 ? -1 : 1) * scale * T(i) / T(3); });
    T r = 0;
    Kokkos::parallel_reduce(n, f, r);
    return r;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int i = MaxAbs<int>::run(1000, 2);
    const double d = MaxAbs<double>::run(1000, 2.0);
    std::printf("int %d double %.4f\n", i, d);
  }
  Kokkos::finalize();
}
