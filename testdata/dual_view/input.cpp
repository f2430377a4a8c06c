// dual_view: Kokkos::DualView, host and device copies kept in step with modify/sync.
//
// Covers: DualView of rank 1 and 2 (and one in HostSpace), h_view filled on the host then
// modify_host/sync_device; a kernel capturing the DualView itself and writing dv.d_view; a View
// taken from view_device() captured by an MDRange kernel; modify<Space>/sync<Space>,
// view<Space>(), need_sync_host/need_sync_device (as conditions only: their values differ
// between a Serial build, where both views are one, and a GPU build); a functor holding a
// DualView member; a host dispatch on h_view; resize (contents kept), extent, realloc.
// Programs that follow the modify/sync protocol print the same on every backend.

#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>
#include <cstdio>

using dual_1d = Kokkos::DualView<double*>;

struct Scale {
  dual_1d dv;
  double f;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { dv.d_view(i) *= f; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    dual_1d a("a", n);
    for (int i = 0; i < n; ++i) a.h_view(i) = 0.5 * i;
    a.modify_host();
    if (a.need_sync_device()) a.sync_device();
    a.sync_device();  // a second sync does nothing

    Kokkos::parallel_for("twice", n, KOKKOS_LAMBDA(const int i) {
      a.d_view(i) = 2.0 * a.d_view(i) + 1.0;
    });
    a.modify_device();
    if (a.need_sync_host()) a.sync_host();
    double s = 0.0;
    for (int i = 0; i < n; ++i) s += a.h_view(i);
    printf("a_sum %.3f\n", s);
    printf("a_extent %d %d\n", (int)a.extent(0), a.extent_int(0));

    // A functor with a DualView member, then the template forms.
    Kokkos::parallel_for("scale", Kokkos::RangePolicy<>(0, n), Scale{a, 3.0});
    a.modify<Kokkos::DefaultExecutionSpace>();
    a.sync<Kokkos::HostSpace>();
    printf("a_scaled %.3f %.3f\n", a.h_view(0), a.view<Kokkos::HostSpace>()(n - 1));

    // Rank 2: a View taken from view_device() in an MDRange kernel.
    Kokkos::DualView<int**> b("b", 5, 7);
    auto bd = b.view_device();
    Kokkos::parallel_for("fill_b",
                         Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {5, 7}),
                         KOKKOS_LAMBDA(const int i, const int j) { bd(i, j) = 10 * i + j; });
    b.modify_device();
    b.sync_host();
    long bs = 0;
    for (int i = 0; i < 5; ++i)
      for (int j = 0; j < 7; ++j) bs += b.h_view(i, j) * (i + 1);
    printf("b_weighted %ld\n", bs);

    // Host side update, then a device reduction over the synced copy.
    for (int j = 0; j < 7; ++j) b.h_view(4, j) = -1;
    b.modify_host();
    b.sync_device();
    long bsum = 0;
    Kokkos::parallel_reduce("sum_b", 5, KOKKOS_LAMBDA(const int i, long& acc) {
      for (int j = 0; j < 7; ++j) acc += b.d_view(i, j);
    }, bsum);
    printf("b_sum %ld\n", bsum);

    // A host dispatch on the host copy.
    auto ah = a.view_host();
    double hmax = 0.0;
    Kokkos::parallel_reduce("host_max",
                            Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n),
                            KOKKOS_LAMBDA(const int i, double& m) { if (ah(i) > m) m = ah(i); },
                            Kokkos::Max<double>(hmax));
    printf("a_host_max %.3f\n", hmax);

    // resize keeps the contents (from the device copy, marked modified there).
    a.resize(2 * n);
    a.sync_host();
    printf("a_resized %d %.3f %.3f\n", (int)a.extent(0), a.h_view(1), a.h_view(n - 1));
    Kokkos::parallel_for("tail", Kokkos::RangePolicy<>(n, 2 * n), KOKKOS_LAMBDA(const int i) {
      a.d_view(i) = 1.0;
    });
    a.modify_device();
    a.sync_host();
    double s2 = 0.0;
    for (int i = 0; i < 2 * n; ++i) s2 += a.h_view(i);
    printf("a_sum2 %.3f\n", s2);

    // A DualView in HostSpace: both views live on the host.
    Kokkos::DualView<double*, Kokkos::HostSpace> c("c", 4);
    for (int i = 0; i < 4; ++i) c.h_view(i) = i * i;
    c.modify_host();
    c.sync_device();
    printf("c %.1f %.1f\n", c.d_view(3), c.view_device()(2));

    a.realloc(3);
    a.sync_device();
    printf("a_realloc %d\n", (int)a.extent(0));
  }
  Kokkos::finalize();
  return 0;
}
