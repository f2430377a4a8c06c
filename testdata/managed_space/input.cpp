// managed_space: Views in managed memory (issue 14): Kokkos 4's SharedSpace and the backends'
// CudaUVMSpace / HIPManagedSpace, written by the host and by kernels without deep_copy. Kokkos
// has a SharedSpace on CUDA and HIP only; elsewhere (and in the Kokkos 3.4 Serial reference)
// the same numbers come from a device View and a host mirror.
//
// Covers: View<T*, SharedSpace> written on the host, updated by a kernel, read on the host after
// fence(); View<int**, CudaUVMSpace/HIPManagedSpace> filled by a
// kernel and read on the host; deep_copy from managed to a device View; SpaceAccessibility.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000 && (defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP))
#define HAVE_MANAGED 1
#if defined(KOKKOS_ENABLE_CUDA)
using BackendManaged = Kokkos::CudaUVMSpace;
#else
using BackendManaged = Kokkos::HIPManagedSpace;
#endif
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
#ifdef HAVE_MANAGED
    Kokkos::View<double*, Kokkos::SharedSpace> s("s", n);
    auto hs = s;
    std::printf("host accessible %d\n",
                Kokkos::SpaceAccessibility<Kokkos::HostSpace, Kokkos::SharedSpace>::accessible ? 1 : 0);
#else
    Kokkos::View<double*> s("s", n);
    auto hs = Kokkos::create_mirror_view(s);
    std::printf("host accessible %d\n", 1);
#endif
    for (int i = 0; i < n; ++i) hs(i) = 0.25 * i;
#ifndef HAVE_MANAGED
    Kokkos::deep_copy(s, hs);
#endif
    Kokkos::parallel_for("update", n, KOKKOS_LAMBDA(const int i) { s(i) = 4.0 * s(i) + 1.0; });
    Kokkos::fence();
#ifndef HAVE_MANAGED
    Kokkos::deep_copy(hs, s);
#endif
    double sum = 0;
    for (int i = 0; i < n; ++i) sum += hs(i);
    std::printf("shared sum %.1f\n", sum);

#ifdef HAVE_MANAGED
    Kokkos::View<int**, BackendManaged> u("u", 6, 7);
    auto hu = u;
#else
    Kokkos::View<int**> u("u", 6, 7);
    auto hu = Kokkos::create_mirror_view(u);
#endif
    Kokkos::parallel_for("fill_u", 6, KOKKOS_LAMBDA(const int i) {
      for (int j = 0; j < 7; ++j) u(i, j) = 100 * i + j;
    });
    Kokkos::fence();
#ifndef HAVE_MANAGED
    Kokkos::deep_copy(hu, u);
#endif
    long t = 0;
    for (int i = 0; i < 6; ++i)
      for (int j = 0; j < 7; ++j) t += hu(i, j) * (j + 1);
    std::printf("managed 2d %ld\n", t);

    Kokkos::View<double*> d("d", n);
    Kokkos::deep_copy(d, s);
    double ds = 0;
    Kokkos::parallel_reduce("sum_d", n, KOKKOS_LAMBDA(const int i, double& acc) { acc += d(i); }, ds);
    std::printf("device copy sum %.1f\n", ds);
  }
  Kokkos::finalize();
}
