// View<double*[3]> has rank 2 (one run-time, one static extent): indexing it with one index
// is wrong in Kokkos (no such operator()), so clang rejects it (exit 2).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*[3]> x("x", 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) { x(i) = 0.0; });
  }
  Kokkos::finalize();
  return 0;
}
