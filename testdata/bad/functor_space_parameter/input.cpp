// A functor class template whose execution_space is its template parameter, named through an
// alias template (`ScaleOf<dv_type>` for `Scale<typename V::execution_space>`): the argument
// the dispatch writes is not the space, and parsed, the space is Kokkos::Serial whichever space
// it stands for, so the dispatch's side cannot be told (KT1055). Translating for CUDA or HIP the
// bundled header's DefaultExecutionSpace is Cuda / HIP (as in Kokkos built for them), so the
// side is known there and the program translates; the case runs for OpenMP (`target openmp`).
#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>

using dv_type = Kokkos::DualView<double*>;

template <class ExecSpace>
struct Scale {
  using execution_space = ExecSpace;
  Kokkos::View<double*, typename ExecSpace::memory_space> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= 2.0; }
};
template <class V> using ScaleOf = Scale<typename V::execution_space>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    dv_type dv("dv", 10);
    Kokkos::parallel_for(10, ScaleOf<dv_type>{dv.d_view});
  }
  Kokkos::finalize();
}
