// Dispatches that no template instantiation of this file reaches: a function template that is
// never called, a member function of a class template that only its other members use, and a
// branch that `if constexpr` discards in every instantiation (Kokkos' own test headers are full
// of them: each driver instantiates a few of the header's tests). Nothing runs them, so each
// becomes a static_assert that fails only if the template is instantiated after all; the
// dispatches that are reached translate as usual.
#include <Kokkos_Core.hpp>
#include <cstdio>

// Kokkos defines KOKKOS_CLASS_LAMBDA in C++17 builds only; Debian's 3.4.1 (the reference) is a
// C++14 build, so this program spells it as Kokkos does where it is missing.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

template <class T>
void fill(Kokkos::View<T *> x, T value) {
  const int n = x.extent(0);
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = value; });
}

template <class Space, int Scale>
struct Scaler {
  Kokkos::View<long *, Space> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = Scale * i; }

  long sum() const {
    long s = 0;
    Kokkos::parallel_reduce(
        Kokkos::RangePolicy<Space>(0, v.extent(0)),
        KOKKOS_CLASS_LAMBDA(const int i, long &acc) { acc += v(i); }, s);
    return s;
  }
  void run() const { Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, v.extent(0)), *this); }
  // Never called by this program.
  void reset() const {
    Kokkos::parallel_for(
        Kokkos::RangePolicy<Space>(0, v.extent(0)), KOKKOS_CLASS_LAMBDA(const int i) { v(i) = 0; });
  }
};

template <class T>
T twice_or_skip(Kokkos::View<T *> x) {
  T total = 0;
  if constexpr (std::is_integral<T>::value) {
    Kokkos::parallel_reduce(
        x.extent(0), KOKKOS_LAMBDA(const int i, T &acc) { acc += 2 * x(i); }, total);
  } else {
    // Discarded: only integral instantiations exist here.
    Kokkos::parallel_reduce(
        x.extent(0), KOKKOS_LAMBDA(const int i, T &acc) { acc += x(i) / 2; }, total);
  }
  return total;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scaler<Kokkos::DefaultExecutionSpace, 3> s{Kokkos::View<long *>("v", 1000)};
    s.run();
    Kokkos::View<int *> x("x", 10);
    Kokkos::deep_copy(x, 7);
    std::printf("sum %ld twice %d\n", s.sum(), twice_or_skip(x));
  }
  Kokkos::finalize();
  return 0;
}
