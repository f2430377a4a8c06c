// shared_space_access: Views of managed and pinned host memory read where Kokkos lets them be
// read (issue 14): Kokkos 4's SharedSpace from a host dispatch and from device kernels, and
// SharedHostPinnedSpace (and a kokkos_malloc block in it) from device kernels, through UVA on
// CUDA and HIP. The shims make both memory every side reaches on every target (managed and
// page-locked memory from the CUDA/HIP runtime, libomptarget and the CUDA driver under OpenACC).
// The reference (Kokkos 3.4, Serial) has neither space: HostSpace, guarded by KOKKOS_VERSION;
// every dispatch there runs on the host.
//
// Covers: a host dispatch (RangePolicy<DefaultHostExecutionSpace>) filling a SharedSpace View;
// a device kernel reading it and a pinned View and writing the SharedSpace View; a device
// reduction over a pinned View; a device kernel writing a pinned View read on the host after
// fence(); a rank-2 SharedSpace View written by a host dispatch and summed by a device kernel;
// a pinned kokkos_malloc block read by a device kernel.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000
using Managed = Kokkos::SharedSpace;
using Pinned = Kokkos::SharedHostPinnedSpace;
#else
using Managed = Kokkos::HostSpace;
using Pinned = Kokkos::HostSpace;
#endif
using HostRange = Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*, Managed> s("s", n);
    Kokkos::View<double*, Pinned> p("p", n);
    Kokkos::parallel_for("host_fill", HostRange(0, n), KOKKOS_LAMBDA(const int i) { s(i) = 0.5 * i; });
    for (int i = 0; i < n; ++i) p(i) = i % 7;
    Kokkos::parallel_for("combine", n, KOKKOS_LAMBDA(const int i) { s(i) = 2.0 * s(i) + p(i); });
    Kokkos::fence();
    double hs = 0;
    for (int i = 0; i < n; ++i) hs += s(i);
    std::printf("managed after device %.1f\n", hs);

    double ps = 0;
    Kokkos::parallel_reduce("pinned_sum", n, KOKKOS_LAMBDA(const int i, double& acc) { acc += p(i) * s(i); }, ps);
    std::printf("pinned dot %.1f\n", ps);

    Kokkos::View<long*, Pinned> out("out", 8);
    Kokkos::parallel_for("pinned_write", 8, KOKKOS_LAMBDA(const int i) { out(i) = 1000L * i + long(s(10 * i)); });
    Kokkos::fence();
    long t = 0;
    for (int i = 0; i < 8; ++i) t += out(i) * (i + 1);
    std::printf("pinned written on device %ld\n", t);

    Kokkos::View<int**, Managed> m("m", 5, 6);
    Kokkos::parallel_for("host_fill_2d", HostRange(0, 5), [=](const int i) {
      for (int j = 0; j < 6; ++j) m(i, j) = 10 * i + j;
    });
    int ms = 0;
    Kokkos::parallel_reduce("sum_2d", 5, KOKKOS_LAMBDA(const int i, int& acc) {
      for (int j = 0; j < 6; ++j) acc += m(i, j) * (j + 1);
    }, ms);
    std::printf("managed 2d %d\n", ms);

    auto* w = static_cast<int*>(Kokkos::kokkos_malloc<Pinned>("w", 64 * sizeof(int)));
    for (int i = 0; i < 64; ++i) w[i] = 3 * i + 1;
    long ws = 0;
    Kokkos::parallel_reduce("raw_pinned", 64, KOKKOS_LAMBDA(const int i, long& acc) { acc += w[i]; }, ws);
    std::printf("pinned malloc sum %ld\n", ws);
    Kokkos::kokkos_free<Pinned>(w);
  }
  Kokkos::finalize();
}
