// KT1009 on HIP only: a dispatch in a function template defined outside its namespace under a
// qualified name, instantiated with a class defined after the template. hipcc emits the kernel
// template's host stub only for an explicit instantiation, which the translator writes after
// the kernel, before the template, where `Pt` is not declared yet. Reported at the dispatch,
// line 16. (CUDA, OpenMP and OpenACC translate it; instantiations with types declared before
// the template translate for HIP too: testdata/templates_explicit_ns.)
#include <Kokkos_Core.hpp>

namespace lib {
template <class T>
void fill(Kokkos::View<T*> v);
}  // namespace lib

template <class T>
void lib::fill(Kokkos::View<T*> v) {
  Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) = T{}; });
}

struct Pt {
  double x, y;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Pt*> p("p", 4);
    lib::fill(p);
  }
  Kokkos::finalize();
  return 0;
}
