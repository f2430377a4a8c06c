// A functor class template whose execution_space is its template parameter, named through an
// alias template (`ScaleOf<dv_type>` for `Scale<typename V::execution_space>`): the argument
// the dispatch writes is not the space. Parsed for any target, the space is the target's device
// space (the bundled header's DefaultExecutionSpace), so the dispatch runs on the device.
#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>
#include <cstdio>

using dv_type = Kokkos::DualView<double *>;

template <class ExecSpace>
struct Scale {
  using execution_space = ExecSpace;
  Kokkos::View<double *, typename ExecSpace::memory_space> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = 2.0 * i; }
};
template <class V> using ScaleOf = Scale<typename V::execution_space>;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    dv_type dv("dv", 10);
    Kokkos::parallel_for(10, ScaleOf<dv_type>{dv.d_view});
    dv.modify_device();
    dv.sync_host();
    double s = 0;
    for (int i = 0; i < 10; ++i) s += dv.h_view(i);
    std::printf("sum %.1f\n", s);
  }
  Kokkos::finalize();
}
