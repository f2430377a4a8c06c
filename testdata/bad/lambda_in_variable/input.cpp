// KT1011: the kernel body is a lambda stored in a variable, not written at the dispatch.
// Valid Kokkos; the error is at the body argument `body` on line 12.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    auto body = KOKKOS_LAMBDA(const int i) { x(i) = i; };
    Kokkos::parallel_for("fill", n,
                         body);
  }
  Kokkos::finalize();
  return 0;
}
