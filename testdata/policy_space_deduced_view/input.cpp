// A dispatch whose execution space is the memory space of a deduced View
// (`typename ViewType::memory_space::execution_space`, as Kokkos' own TestViewCopy checks a
// device View and its host mirror), called with a device View. Each target's parse tells the
// device View's space from the host's, so the check runs on the device (for OpenACC it ran on
// the host, over device memory). Called with both a device View and its host mirror, the two
// instantiations need two kernels: KT1009 (bad/template_space_instantiations).
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
    Kokkos::parallel_for(1, KOKKOS_LAMBDA(const int) { a(7) = 4; });
    std::printf("device %d\n", count_not(a, 3));
  }
  Kokkos::finalize();
  return 0;
}
