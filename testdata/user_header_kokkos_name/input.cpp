// user_header_kokkos_name: a user header named KokkosUserMath.hpp (not a Kokkos header) is
// included next to Kokkos_Core.hpp. Only the Kokkos include becomes the shim's; the user's
// include stays, and its function is used on the host around a kernel.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include "KokkosUserMath.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    const double s = kokkos_user_scale(2.0);
    Kokkos::View<double*> v("v", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { v(i) = s * i; });
    double sum = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += v(i); }, sum);
    std::printf("sum %.1f\n", kokkos_user_scale(sum));
  }
  Kokkos::finalize();
}
