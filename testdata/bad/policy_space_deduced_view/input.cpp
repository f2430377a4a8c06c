// KT1055 (OpenMP and OpenACC): a dispatch whose execution space is the memory space of a
// deduced View (`typename ViewType::memory_space::execution_space`, Kokkos' own TestViewCopy
// checks a device View and its host mirror this way). Parsed for these targets,
// DefaultExecutionSpace and the host's space are one class, so a device View and its host
// mirror are one type: the translator cannot tell where the dispatch runs (it ran it on the
// host, over device memory: a crash on the GPU that the host build hides). The error is at the
// policy on line 16.
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
    std::printf("%d\n", count_not(a, 3));
  }
  Kokkos::finalize();
  return 0;
}
