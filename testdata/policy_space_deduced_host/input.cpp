// A dispatch over an execution space deduced from an argument
// (`sum_on(Kokkos::DefaultHostExecutionSpace(), h)`): the deduced type has lost its spelling,
// but the parse tells the device's space from the host's (the bundled header's
// DefaultExecutionSpace is each target's device space: Cuda, HIP, OpenMPTarget, OpenACC), so a
// host class is the host and the kernel runs on the host over host memory (it ran on the
// device). The device's sum is a plain dispatch.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class E>
int sum_on(E, Kokkos::View<int *, typename E::memory_space> v) {
  int s = 0;
  Kokkos::parallel_reduce(
      Kokkos::RangePolicy<E>(0, v.extent(0)), KOKKOS_LAMBDA(const int i, int &a) { a += v(i); }, s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *, Kokkos::HostSpace> h("h", 1000);
    for (int i = 0; i < 1000; ++i) h(i) = i % 7;
    Kokkos::View<int *> d("d", 1000);
    Kokkos::deep_copy(d, h);
    int device = 0;
    Kokkos::parallel_reduce(1000, KOKKOS_LAMBDA(const int i, int &a) { a += 2 * d(i); }, device);
    std::printf("host %d device %d\n", sum_on(Kokkos::DefaultHostExecutionSpace(), h), device);
  }
  Kokkos::finalize();
  return 0;
}
