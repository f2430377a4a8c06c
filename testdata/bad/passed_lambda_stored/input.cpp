// KT1011: a lambda stored in a variable and then handed to a user function template that
// dispatches it. A lambda written in the call becomes a capture struct there; a stored one
// would copy its captures where it is defined, and the variable may be used otherwise, so it
// stays refused. Reported at the lambda, line 16.
#include <Kokkos_Core.hpp>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    auto f = KOKKOS_LAMBDA(const int i) { d(i) = 2.0 * i; };
    run(10, f);
  }
  Kokkos::finalize();
  return 0;
}
