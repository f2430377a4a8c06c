// `return;` in `int main`: -Wreturn-mismatch, an error by default in clang (g++ rejects it
// too). The translator parses with warnings off but must keep such errors: exit 2 at the
// `return` (line 13), nothing written.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = 2.0 * i; });
    if (argc > 1)
      return;
    printf("x9 %g\n", x(9));
  }
  Kokkos::finalize();
  return 0;
}
