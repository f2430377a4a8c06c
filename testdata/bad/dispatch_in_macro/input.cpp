// KT1027: a dispatch written by a user macro. Its kernel cannot be lifted out of the macro's
// expansion (the kernel body would be the macro call, the launch would land inside it). The
// error is at the expansion site `FILL(a, 2.0)` on line 13. KOKKOS_LAMBDA, also a macro, is fine.
#include <Kokkos_Core.hpp>
#include <cstdio>

#define FILL(v, x) Kokkos::parallel_for("fill", v.extent(0), KOKKOS_LAMBDA(int i) { v(i) = x; })

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    FILL(a, 2.0);
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}
