// pinned_host: Views in pinned host memory (issue 14): SharedHostPinnedSpace (Kokkos 4) and the
// backend's own CudaHostPinnedSpace / HIPHostPinnedSpace, staged to and from device Views.
// The reference (Kokkos 3.4, Serial) has neither: it uses HostSpace, guarded by KOKKOS_VERSION.
//
// Covers: View<T*, SharedHostPinnedSpace> filled on the host, deep_copy pinned -> device ->
// pinned, a rank-2 pinned View (LayoutRight, as HostSpace), a host dispatch over a pinned View,
// SpaceAccessibility of the pinned space from the host, create_mirror_view of a device View
// into pinned memory.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000
using Pinned = Kokkos::SharedHostPinnedSpace;
#else
using Pinned = Kokkos::HostSpace;
#endif
#if defined(KOKKOS_ENABLE_CUDA)
using BackendPinned = Kokkos::CudaHostPinnedSpace;
#elif defined(KOKKOS_ENABLE_HIP)
using BackendPinned = Kokkos::HIPHostPinnedSpace;
#else
using BackendPinned = Kokkos::HostSpace;
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*, Pinned> p("p", n);
    Kokkos::View<double*> d("d", n);
    for (int i = 0; i < n; ++i) p(i) = 0.5 * i;
    Kokkos::deep_copy(d, p);
    Kokkos::parallel_for("scale", n, KOKKOS_LAMBDA(const int i) { d(i) = 2.0 * d(i) + 1.0; });
    Kokkos::deep_copy(p, d);
    double s = 0;
    for (int i = 0; i < n; ++i) s += p(i);
    std::printf("round trip sum %.1f\n", s);
    std::printf("host accessible %d\n",
                Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, Pinned>::accessible ? 1 : 0);

    Kokkos::View<int**, BackendPinned> q("q", 4, 5);
    std::printf("layout right %d extents %d %d\n", q.stride(1) == 1 ? 1 : 0, int(q.extent(0)), int(q.extent(1)));
    Kokkos::parallel_for("host_fill", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 4), [=](const int i) {
      for (int j = 0; j < 5; ++j) q(i, j) = 10 * i + j;
    });
    Kokkos::View<int**, Kokkos::LayoutRight> dq("dq", 4, 5);  // q's layout: one block copy
    Kokkos::deep_copy(dq, q);
    int t = 0;
    Kokkos::parallel_reduce("sum_q", 4, KOKKOS_LAMBDA(const int i, int& acc) {
      for (int j = 0; j < 5; ++j) acc += dq(i, j);
    }, t);
    std::printf("pinned 2d sum %d\n", t);

    auto m = Kokkos::create_mirror_view(Pinned(), d);
    Kokkos::deep_copy(m, d);
    std::printf("mirror %.1f %.1f\n", m(0), m(n - 1));
  }
  Kokkos::finalize();
}
