// template_space_argument: a function template over a memory space whose kernel differs between
// its instantiations (fill<HostSpace> runs on the host, fill of the default device's space on
// the device): one kernel per instantiation, chosen at compile time by testing the space
// argument. With a Serial-only Kokkos both calls are the same instantiation.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class U, class S> Kokkos::View<U*, S> pick(Kokkos::View<U*, S> a) { return a; }

template <class Space>
void fill(Kokkos::View<double*, Space> x, double scale) {
  auto v = pick(x);
  using exec = typename Kokkos::View<double*, Space>::execution_space;
  Kokkos::parallel_for("fill", Kokkos::RangePolicy<exec>(0, v.extent(0)),
                       KOKKOS_LAMBDA(const int i) { v(i) = scale * i; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*, Kokkos::DefaultExecutionSpace::memory_space> x("x", 100);
    Kokkos::View<double*, Kokkos::HostSpace> y("y", 100);
    fill(x, 0.5);
    fill(y, 2.0);
    auto hx = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
    double sx = 0, sy = 0;
    for (int i = 0; i < 100; ++i) {
      sx += hx(i);
      sy += y(i);
    }
    std::printf("device %.1f host %.1f\n", sx, sy);
  }
  Kokkos::finalize();
  return 0;
}
