// functor_space_parameter: a functor class template whose execution_space is its template
// parameter, dispatched once per space that a DualView names (the Advanced_Views DualView
// tutorial's idiom). Parsed against any Serial-only Kokkos, DualView::execution_space and
// HostSpace::execution_space are one type (Serial), so the functor is one class; the space of
// each dispatch is read from the template argument as the dispatch writes it: the DualView's
// device space (no space in its type: the default) runs on the device, the host spaces on the
// host. The functor picks its View's memory space from its execution space, syncs the DualView
// to it and marks it modified there.
#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>
#include <cstdio>
#include <type_traits>

using dual = Kokkos::DualView<double*>;

template <class Space>
struct Scale {
  using execution_space = Space;
  using memory_space =
      std::conditional_t<std::is_same<Space, Kokkos::DefaultExecutionSpace>::value,
                         dual::memory_space, dual::host_mirror_space>;
  Kokkos::View<double*, memory_space> x;
  double factor;

  Scale(dual d, double f) : factor(f) {
    d.template sync<memory_space>();
    x = d.template view<memory_space>();
    d.template modify<memory_space>();
  }

  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = factor * x(i) + i; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    dual d("d", n);
    for (int i = 0; i < n; ++i) d.h_view(i) = i;
    d.modify<dual::host_mirror_space>();
    Kokkos::parallel_for(n, Scale<dual::execution_space>(d, 2.0));
    Kokkos::parallel_for(n, Scale<Kokkos::HostSpace::execution_space>(d, 0.5));
    Kokkos::parallel_for("again", n, Scale<Kokkos::DefaultExecutionSpace>(d, 4.0));
    Kokkos::parallel_for("host", n, Scale<Kokkos::DefaultHostExecutionSpace>(d, 0.25));
    d.sync_host();
    double s = 0;
    for (int i = 0; i < n; ++i) s += d.h_view(i);
    std::printf("sum %.3f x(7) %.4f\n", s, d.h_view(7));
  }
  Kokkos::finalize();
}
