// A functor class template whose execution_space is its template parameter, instantiated with
// a DualView's execution_space: parsed, that is Kokkos::Serial whichever space it stands for,
// so the dispatch's side and the functor's template argument cannot be told (KT1055).
#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>

using dv_type = Kokkos::DualView<double*>;

template <class ExecSpace>
struct Scale {
  using execution_space = ExecSpace;
  Kokkos::View<double*, typename ExecSpace::memory_space> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= 2.0; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    dv_type dv("dv", 10);
    Kokkos::parallel_for(10, Scale<dv_type::execution_space>{dv.d_view});
  }
  Kokkos::finalize();
}
