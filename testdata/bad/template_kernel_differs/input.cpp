// KT1009: a kernel in a function template that differs between its instantiations in an
// argument that names a Kokkos memory space (fill<Kokkos::HostSpace> and fill of the default
// device's space). Each distinct instantiation would get its own kernel under `if constexpr`,
// but a space cannot be tested so: the bundled header may parse the default execution space as
// the host's. Valid Kokkos; the error is at the dispatch on line 15 and names both
// instantiations.
#include <Kokkos_Core.hpp>

template <class U, class S> Kokkos::View<U*, S> pick(Kokkos::View<U*, S> a) { return a; }

template <class Space>
void fill(Kokkos::View<double*, Space> x) {
  auto v = pick(x);
  using exec = typename Kokkos::View<double*, Space>::execution_space;
  Kokkos::parallel_for("fill", Kokkos::RangePolicy<exec>(0, v.extent(0)), KOKKOS_LAMBDA(const int i) { v(i) = i; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*, Kokkos::DefaultExecutionSpace::memory_space> x("x", 100);
    Kokkos::View<double*, Kokkos::HostSpace> y("y", 100);
    fill(x);
    fill(y);
  }
  Kokkos::finalize();
  return 0;
}
