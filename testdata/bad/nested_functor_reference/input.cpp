// KT1015: a nested dispatch over a functor object whose class holds a reference (Kokkos' own
// TestTeamVector builds such functors in the kernel, referring to the kernel's locals): the
// nested body is a call of the functor, and its reference member would name host memory when
// the object travels with the kernel. Valid Kokkos; the error is at the nested
// `Kokkos::parallel_reduce` on line 24.
#include <Kokkos_Core.hpp>

struct Scaled {
  const double &factor;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &s) const { s += factor * x(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using member_type = Kokkos::TeamPolicy<>::member_type;
    Kokkos::View<double *> x("x", 100), out("out", 4);
    const double two = 2.0;
    const Scaled f{two, x};
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
          double s = 0;
          Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 100), f, s);
          out(t.league_rank()) = s;
        });
  }
  Kokkos::finalize();
  return 0;
}

// nested dispatch over a functor object whose class holds a reference: reported at the nested
// dispatch (the capture of the object is also refused, KT1002, at its use).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:24:11: error: {{.*}}[KT1015]
// expected-error-re@24 {{holds no references{{.*}}[KT1015]}}
