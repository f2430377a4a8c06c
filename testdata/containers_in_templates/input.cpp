// containers_in_templates: Kokkos containers captured by a dispatch inside a function template,
// with the container's type a template parameter.
//
// Covers: a ScatterView<T***> parameter `SV sv` of a function template instantiated for int
// and for double (one kernel template over SV serves both: its handle is spelled
// `typename SV::handle_type`), its access() inside the kernel and contribute() after it; a
// DualView<T*> parameter of a function template instantiated for float and double, whose
// d_view is written in the kernel and synced back to the host.

#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>
#include <Kokkos_ScatterView.hpp>
#include <cstdio>

template <class Val, class Grid, class SV>
void deposit(Kokkos::View<double*> pos, Val value, Grid grid, SV sv) {
  sv.reset();
  Kokkos::parallel_for("deposit", pos.extent(0), KOKKOS_LAMBDA(const int i) {
    auto acc = sv.access();
    const int x = static_cast<int>(pos(i) * 4) % 4;
    acc(x, (i / 4) % 3, i % 2) += value(i);
  });
  Kokkos::Experimental::contribute(grid, sv);
}

template <class T>
double run_deposit(Kokkos::View<double*> pos) {
  const int n = pos.extent(0);
  Kokkos::View<T*> value("value", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { value(i) = T(1 + i % 5); });
  Kokkos::View<T***> grid("grid", 4, 3, 2);
  Kokkos::Experimental::ScatterView<T***> sv(grid);
  deposit(pos, value, grid, sv);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), grid);
  double t = 0;
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 2; ++c) t += double(h(a, b, c)) * (a * 6 + b * 2 + c + 1);
  return t;
}

template <class DV>
void scale_on_device(DV dv, typename DV::value_type s) {
  dv.template sync<typename DV::memory_space>();
  Kokkos::parallel_for("scale", dv.extent(0), KOKKOS_LAMBDA(const int i) {
    dv.d_view(i) = dv.d_view(i) * s + i;
  });
  dv.template modify<typename DV::memory_space>();
  dv.template sync<typename DV::host_mirror_space>();
}

template <class T>
double run_scale(int n) {
  Kokkos::DualView<T*> dv("dv", n);
  for (int i = 0; i < n; ++i) dv.h_view(i) = T(i % 7);
  dv.template modify<typename Kokkos::DualView<T*>::host_mirror_space>();
  scale_on_device(dv, T(2));
  double t = 0;
  for (int i = 0; i < n; ++i) t += dv.h_view(i);
  return t;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 200;
    Kokkos::View<double*> pos("pos", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { pos(i) = (i % 17) / 17.0; });
    printf("deposit int %.1f\n", run_deposit<int>(pos));
    printf("deposit double %.1f\n", run_deposit<double>(pos));
    printf("scale float %.1f\n", run_scale<float>(100));
    printf("scale double %.1f\n", run_scale<double>(100));
  }
  Kokkos::finalize();
}
