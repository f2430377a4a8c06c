// KT1011: a lambda stored in a variable, passed to a user template that dispatches it, and also
// dispatched directly. The variable becomes a struct of the lambda's captures where it is
// defined (so that the template can launch it); a struct is no kernel body for the direct
// dispatch. Reported at the direct use of `f`, line 18.
#include <Kokkos_Core.hpp>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    auto f = KOKKOS_LAMBDA(const int i) { d(i) += 2.0 * i; };
    run(10, f);
    Kokkos::parallel_for(10, f);
  }
  Kokkos::finalize();
  return 0;
}

// A stored lambda passed to a template and also dispatched directly: at the direct use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:18:30: error: {{.*}}[KT1011]
// expected-error@18 {{[KT1011]}}
