// KT1021 (--target=openacc only): a subview taken inside an OpenACC kernel. The translation of
// testdata/subview_in_kernel crashed on the H100 (its host build was right), so it is refused,
// at the dispatch on line 11, until that is understood. CUDA, HIP and OpenMP translate it.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 16;
    Kokkos::View<double**, Kokkos::LayoutRight> a("a", n, 4);
    Kokkos::parallel_for(
        "rows", n, KOKKOS_LAMBDA(const int i) {
          auto row = Kokkos::subview(a, i, Kokkos::ALL());
          for (int j = 0; j < 4; ++j) row(j) = i + j;
        });
  }
  Kokkos::finalize();
  return 0;
}
