// An atomic that Kokkos does not define on a Kokkos::complex (no ordering): KT1046.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Kokkos::complex<double>*> z("z", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) {
      Kokkos::complex<double> old = Kokkos::atomic_fetch_max(&z(0), z(i));
      z(i) = old;
    });
  }
  Kokkos::finalize();
  return 0;
}
