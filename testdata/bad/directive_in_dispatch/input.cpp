// A dispatch statement whose policy is chosen by #if/#else inside the call: replacing the
// statement by its launch would cut the conditional (KT1056).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
#if defined(KT_TEST_NEVER_DEFINED)
    Kokkos::parallel_for(
        "init", Kokkos::RangePolicy<Kokkos::OpenMP>(0, 10),
#else
    Kokkos::parallel_for(
        "init", Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(0, 10),
#endif
        KOKKOS_LAMBDA(const int i) { a(i) = 1.0; });
  }
  Kokkos::finalize();
}
