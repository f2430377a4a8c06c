// A nested functor built in place holding references: its operator() is lowered in the kernel
// with its fields bound to their initialisers, so it may not call its own member functions
// (the kernel has no object of its class).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct RowF {
  KOKKOS_FUNCTION double scale(int i) const { return 0.5 * i; }
  KOKKOS_FUNCTION void operator()(const int i) const { m_out(i) = scale(i) + m_offset; }
  const Kokkos::View<double *> &m_out;
  const int &m_offset;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> out("out", 64);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(1, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
      const int offset = t.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 64), RowF{out, offset});
    });
  }
  Kokkos::finalize();
  return 0;
}

// a nested functor built in place holding references calls its own member function: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:10:67: error: {{.*}}[KT1015]
// expected-error@10 {{[KT1015]}}
