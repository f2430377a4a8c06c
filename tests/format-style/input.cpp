// format-style: a tree with a .clang-format (IndentWidth 4, Allman braces, left pointers).
// The translator formats only the code it writes, in that style; these lines stay as written.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000;
    Kokkos::View<double*> x("x", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
    double   sum = 0;   // odd spacing the translator must keep
    Kokkos::parallel_reduce("sum", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += x(i);
    }, sum);
    printf("sum %.17g\n", sum);
  }
  Kokkos::finalize();
  return 0;
}
