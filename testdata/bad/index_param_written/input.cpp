// A functor whose operator() changes its by-value index parameter (`i++`, as the Advanced_Views
// subviews tutorial does): the kernel declares the index const, so this is refused (KT1011).
#include <Kokkos_Core.hpp>

struct Shifted {
  Kokkos::View<double*> a;
  KOKKOS_INLINE_FUNCTION void operator()(int i) const {
    i++;
    a(i) = 1.0;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 11);
    Kokkos::parallel_for(10, Shifted{a});
  }
  Kokkos::finalize();
}
