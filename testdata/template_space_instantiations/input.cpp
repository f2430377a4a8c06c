// template_space_instantiations: a function template whose dispatch runs on the space of its
// View argument (`typename ViewType::memory_space::execution_space`), instantiated with a device
// View and its host mirror: one kernel per instantiation, the device one launched on the GPU and
// the host one run on the host, chosen by the View type at compile time. The mirror then differs
// from the device View, so the two counts tell which kernel read which memory.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ViewType>
int count_not(ViewType v, int value) {
  using exec_space = typename ViewType::memory_space::execution_space;
  int errors = 0;
  Kokkos::parallel_reduce(
      Kokkos::RangePolicy<exec_space>(0, v.extent(0)),
      KOKKOS_LAMBDA(const int i, int &e) { e += v(i) != value; }, errors);
  return errors;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> a("a", 100);
    Kokkos::deep_copy(a, 3);
    auto h = Kokkos::create_mirror(a);
    Kokkos::deep_copy(h, a);
    for (int i = 0; i < 10; ++i) h(i) = 5;
    std::printf("device %d host %d\n", count_not(a, 3), count_not(h, 3));
  }
  Kokkos::finalize();
  return 0;
}
