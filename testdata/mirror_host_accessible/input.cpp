// mirror_host_accessible: create_mirror_view of a View whose memory the host can access is that
// View, not a copy (issue 14): HostSpace, pinned host memory (SharedHostPinnedSpace: CUDA's
// CudaHostPinnedSpace, HIP's HIPHostPinnedSpace) and managed memory (SharedSpace: CudaUVMSpace,
// HIPManagedSpace). Every line printed would differ if a copy were made. The reference (Kokkos
// 3.4, Serial) has neither space: it uses HostSpace, guarded by KOKKOS_VERSION.
//
// Covers: create_mirror_view(v), create_mirror_view(HostSpace(), v) and (4.x)
// create_mirror_view(WithoutInitializing, v) of host-accessible Views written through the mirror
// and read through the View; V::HostMirror of a managed View; create_mirror_view of a const View
// (a copy, as Kokkos: the HostMirror's data type is not const); create_mirror (always a copy);
// a device View filled from the pinned View and summed in a kernel.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000
using Pinned = Kokkos::SharedHostPinnedSpace;
using Shared = Kokkos::SharedSpace;
#else
using Pinned = Kokkos::HostSpace;
using Shared = Kokkos::HostSpace;
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*, Kokkos::HostSpace> h("h", n);
    auto mh = Kokkos::create_mirror_view(h);
    for (int i = 0; i < n; ++i) mh(i) = 1.5 * i;
    auto mh2 = Kokkos::create_mirror_view(Kokkos::HostSpace(), h);
    mh2(0) = 7.0;
    double hs = 0;
    for (int i = 0; i < n; ++i) hs += h(i);
    std::printf("host: sum %.1f same %d %d\n", hs, mh.data() == h.data() ? 1 : 0, mh2.data() == h.data() ? 1 : 0);

    Kokkos::View<const double*, Kokkos::HostSpace> c = h;
    auto mc = Kokkos::create_mirror_view(c);  // a non-const copy, not c
    mc(0) = -1.0;
    auto copy = Kokkos::create_mirror(h);  // always a new allocation
    copy(1) = -2.0;
    std::printf("const: copy %d h0 %.1f mc1 %.1f; create_mirror: copy %d h1 %.1f\n", mc.data() != c.data() ? 1 : 0,
                h(0), mc(1), copy.data() != h.data() ? 1 : 0, h(1));

    Kokkos::View<double*, Pinned> p("p", n);
    auto mp = Kokkos::create_mirror_view(p);
    for (int i = 0; i < n; ++i) mp(i) = 2.0 * i + 1.0;
#if KOKKOS_VERSION >= 40000
    auto mw = Kokkos::create_mirror_view(Kokkos::WithoutInitializing, p);
#else
    auto mw = Kokkos::create_mirror_view(p);
#endif
    mw(n - 1) = 1000.0;
    Kokkos::View<double*> d("d", n);
    Kokkos::deep_copy(d, p);
    double ds = 0;
    Kokkos::parallel_reduce("sum_pinned", n, KOKKOS_LAMBDA(const int i, double& acc) { acc += d(i); }, ds);
    std::printf("pinned: device sum %.1f same %d %d\n", ds, mp.data() == p.data() ? 1 : 0, mw.data() == p.data() ? 1 : 0);

    Kokkos::View<int**, Shared> s("s", 5, 6);
    Kokkos::View<int**, Shared>::HostMirror ms = Kokkos::create_mirror_view(s);
    for (int i = 0; i < 5; ++i)
      for (int j = 0; j < 6; ++j) ms(i, j) = 10 * i + j;
    long ss = 0;
    for (int i = 0; i < 5; ++i)
      for (int j = 0; j < 6; ++j) ss += long(s(i, j)) * (i + 1);
    std::printf("shared: sum %ld same %d\n", ss, ms.data() == s.data() ? 1 : 0);
  }
  Kokkos::finalize();
}
