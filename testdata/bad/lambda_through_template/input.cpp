// KT1011: a lambda handed to a user function template that dispatches it. Inside the template
// the lambda is the parameter `f`, whose captures (d, s) have no names there, so the launch
// could not pass them to the kernel. Reported at the dispatch's body argument, line 9.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    const double s = 2.0;
    run(10, KOKKOS_LAMBDA(const int i) { d(i) = s * i; });
  }
  Kokkos::finalize();
  return 0;
}
