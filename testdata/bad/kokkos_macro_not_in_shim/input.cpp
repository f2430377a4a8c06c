// A KOKKOS_* macro the translator does not let through (an implementation macro of the bundled
// Kokkos header, not API): refused where it is used.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("%d\n", KOKKOS_IMPL_VERSION_OF(1, 2, 3));
  Kokkos::finalize();
}
