// macro_defined_functors: functor classes written by a function-like macro of the program's,
// whose body names Kokkos functions through a macro parameter (`Kokkos::FUNC(x)`) and marks
// its member functions KOKKOS_FUNCTION; one such macro is never expanded.
//
// Covers: the `Kokkos` of `Kokkos::FUNC` and `Kokkos::Experimental::FUNC` in #define bodies respelled as the
// shim's (every expansion names a function the shim has), a static KOKKOS_FUNCTION member that
// a macro declares and a kernel calls (a device function as written), and a macro under an
// #if that skips all its uses (left as written), and `DVIEW(double)`, a function-like macro
// that spells a View type. The values are exact: floor, ceil and fabs of halves, and sums of
// integers.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000  // Kokkos 4 has the math functions in Kokkos::
#define DEFINE_UNARY_EVAL(FUNC)                              \
  struct Unary_##FUNC {                                      \
    template <class T>                                       \
    static KOKKOS_FUNCTION T eval(T x) {                     \
      return Kokkos::FUNC(x);                                \
    }                                                        \
    static const char *name() { return #FUNC; }              \
  }
#else
#define DEFINE_UNARY_EVAL(FUNC)                              \
  struct Unary_##FUNC {                                      \
    template <class T>                                       \
    static KOKKOS_FUNCTION T eval(T x) {                     \
      return Kokkos::Experimental::FUNC(x);                  \
    }                                                        \
    static const char *name() { return #FUNC; }              \
  }
#endif

DEFINE_UNARY_EVAL(floor);
DEFINE_UNARY_EVAL(ceil);
DEFINE_UNARY_EVAL(fabs);

#define DVIEW(T) Kokkos::View<T *>  // a type the parameter completes

#define DEFINE_UNUSED_EVAL(FUNC)                             \
  struct Unused_##FUNC {                                     \
    static KOKKOS_FUNCTION double eval(double x) { return Kokkos::Experimental::FUNC(x); } \
  }
#ifdef MACRO_DEFINED_FUNCTORS_USE_UNUSED
DEFINE_UNUSED_EVAL(sqrt);
#endif

template <class Func>
struct Apply {
  Kokkos::View<double *> x;
  KOKKOS_FUNCTION void operator()(int i, double &s) const { s += Func::eval(x(i)); }
};

template <class Func>
double run(Kokkos::View<double *> x) {
  double s = 0;
  Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, x.extent(0)), Apply<Func>{x}, s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    DVIEW(double) x("x", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i - 10.25; });
    printf("%s %.2f\n", Unary_floor::name(), run<Unary_floor>(x));
    printf("%s %.2f\n", Unary_ceil::name(), run<Unary_ceil>(x));
    printf("%s %.2f\n", Unary_fabs::name(), run<Unary_fabs>(x));
  }
  Kokkos::finalize();
}
