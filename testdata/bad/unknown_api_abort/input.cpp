// KT1006: a Kokkos API the translator does not know (Kokkos::abort) inside a kernel.
// Valid Kokkos; the error is at `abort` in `Kokkos::abort(...)` (line 14).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for(
        "guard", n,
        KOKKOS_LAMBDA(const int i) {
          if (x(i) < 0)
            Kokkos::abort("negative entry");
          x(i) += 1;
        });
  }
  Kokkos::finalize();
  return 0;
}
