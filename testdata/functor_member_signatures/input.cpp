// functor_member_signatures: member functions a kernel calls whose signatures name the
// functor's own member types or Kokkos types.
//
// Covers: a member alias (`using scalar = double;`), a typedef and a nested struct used as
// parameter and return types of member functions the operator() calls; the same in a class
// template functor (the kernel's device copy is a template: `typename Scale<T>::Pair`); a
// `Kokkos::complex<double>` parameter and an out-of-line member definition returning one. Until
// session 15 these signatures were copied verbatim into the kernel's device copy of the functor,
// outside the class, so the output did not compile (exit 0).

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Scale {
  using scalar = double;
  typedef int index_type;
  struct Pair {
    scalar lo, hi;
  };
  Kokkos::View<scalar*> x;
  scalar f;
  KOKKOS_INLINE_FUNCTION scalar twice(const scalar v, index_type k) const {
    scalar r = v * f;
    return r + k;
  }
  KOKKOS_INLINE_FUNCTION Pair split(scalar v) const { return Pair{v - 1, v + 1}; }
  KOKKOS_INLINE_FUNCTION void operator()(const index_type i) const {
    Pair p = split(x(i));
    x(i) = twice(p.hi, 1) - p.lo;
  }
};

template <class T>
struct ScaleT {
  using scalar = T;
  struct Pair {
    scalar lo, hi;
  };
  Kokkos::View<scalar*> x;
  scalar f;
  KOKKOS_INLINE_FUNCTION Pair split(scalar v) const { return Pair{v * f, v + f}; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    const Pair p = split(x(i));
    x(i) = p.lo + p.hi;
  }
};

struct Magnitude {
  Kokkos::View<Kokkos::complex<double>*> z;
  Kokkos::View<double*> out;
  KOKKOS_INLINE_FUNCTION double norm2(const Kokkos::complex<double>& c) const {
    return c.real() * c.real() + c.imag() * c.imag();
  }
  KOKKOS_INLINE_FUNCTION Kokkos::complex<double> rotate(Kokkos::complex<double> c) const;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { out(i) = norm2(rotate(z(i))) + z(i).imag(); }
};

KOKKOS_INLINE_FUNCTION Kokkos::complex<double> Magnitude::rotate(Kokkos::complex<double> c) const {
  return c * Kokkos::complex<double>(0.0, 2.0);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 100;
    Kokkos::View<double*> x("x", N), y("y", N), out("out", N);
    Kokkos::View<Kokkos::complex<double>*> z("z", N);
    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) {
      x(i) = i;
      y(i) = 0.5 * i;
      z(i) = Kokkos::complex<double>(i, 1.0 - i);
    });
    Kokkos::parallel_for("scale", N, Scale{x, 2.0});
    Kokkos::parallel_for("scale_t", N, ScaleT<double>{y, 3.0});
    Kokkos::parallel_for("magnitude", N, Magnitude{z, out});
    double sx = 0, sy = 0, so = 0;
    Kokkos::parallel_reduce("sx", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += x(i); }, sx);
    Kokkos::parallel_reduce("sy", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += y(i); }, sy);
    Kokkos::parallel_reduce("so", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += out(i); }, so);
    printf("sx %.2f sy %.2f so %.2f\n", sx, sy, so);
  }
  Kokkos::finalize();
  return 0;
}
