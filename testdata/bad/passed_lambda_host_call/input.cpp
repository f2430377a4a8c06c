// KT1011: the template that dispatches the lambda also calls it on the host. At its call the
// lambda becomes a struct of its captures, which cannot be called. Reported at the host call,
// line 10.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
  f(0);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    run(10, KOKKOS_LAMBDA(const int i) { d(i) = 2.0 * i; });
  }
  Kokkos::finalize();
  return 0;
}
