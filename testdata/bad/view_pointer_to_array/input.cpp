// `double (*)[3]` is not a Kokkos data type (Kokkos spells it double*[3]); the translated View
// cannot represent it, so the tool refuses it (KT1024) where it is written.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double (*)[3]> x("x", 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) { x(i, 0) = 0.0; });
  }
  Kokkos::finalize();
  return 0;
}
