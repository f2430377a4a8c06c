// A `*` deleted from the data type: View<double> is rank 0, but the program constructs it
// with one extent and indexes it with one index. Real Kokkos rejects the index (and aborts
// on the extent); the bundled header rejects both.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double> x("x", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}
