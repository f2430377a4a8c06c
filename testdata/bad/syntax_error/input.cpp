// A C++ syntax error (missing ';'): the translator must stop with exit 2, write nothing,
// and report clang's error at the missing semicolon.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  int n = 10
  Kokkos::View<double*> x("x", n);
  Kokkos::finalize();
  return 0;
}
