// KT1013: a captured View whose value type is a struct declared inside main: the kernel's
// parameter type would name it outside main. Valid Kokkos; the error is at the use of `ps`
// in the body (line 15), where the implicit capture happens.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    struct Particle {
      double x, v;
    };
    const int n = 100;
    Kokkos::View<Particle*> ps("ps", n);
    Kokkos::parallel_for("push", n, KOKKOS_LAMBDA(const int i) {
      ps(i).x += ps(i).v;
    });
  }
  Kokkos::finalize();
  return 0;
}
