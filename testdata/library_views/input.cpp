// library_views: the View allocation API real programs use (issue 14), written for the
// Kokkos 3.4 the reference is built with (realloc(WithoutInitializing, ...) is 4.x only: guarded).
//
// Covers: view_alloc(WithoutInitializing, label), resize and realloc (plain and with
// WithoutInitializing; resize keeps the elements), is_allocated, label, span, rank, stride(i),
// Views of rank 5 to 8 used in kernels, a LayoutStride View (explicit strides) read in a kernel,
// deep_copy(exec, dst, src), ExecutionSpace().fence(), is_initialized, print_configuration.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <sstream>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    std::printf("initialized %d\n", Kokkos::is_initialized() ? 1 : 0);
    std::ostringstream cfg;
    Kokkos::print_configuration(cfg);
    std::printf("configuration_printed %d\n", cfg.str().empty() ? 0 : 1);

    const int n = 64;
    Kokkos::View<double*> a(Kokkos::view_alloc(Kokkos::WithoutInitializing, "a"), n);
    Kokkos::View<double*> empty;
    std::printf("allocated %d %d\n", a.is_allocated() ? 1 : 0, empty.is_allocated() ? 1 : 0);
    std::printf("label %s span %d rank %d\n", a.label().c_str(), int(a.span()), int(a.rank));
    Kokkos::parallel_for("fill_a", n, KOKKOS_LAMBDA(const int i) { a(i) = 1.0 + i; });
    Kokkos::fence();

    // resize keeps the first n elements; the new ones are zero (initialized).
    Kokkos::resize(a, 2 * n);
    double sa = 0;
    Kokkos::parallel_reduce("sum_a", 2 * n, KOKKOS_LAMBDA(const int i, double& s) { s += a(i); }, sa);
    std::printf("resize extent %d sum %.1f label %s\n", int(a.extent(0)), sa, a.label().c_str());

    // realloc discards the contents; WithoutInitializing leaves them unset, so fill first.
#if KOKKOS_VERSION >= 30500  // Kokkos 3.4 has no realloc(property, v, n...)
    Kokkos::realloc(Kokkos::WithoutInitializing, a, 3 * n);
#else
    Kokkos::realloc(a, 3 * n);
#endif
    Kokkos::parallel_for("fill_a3", 3 * n, KOKKOS_LAMBDA(const int i) { a(i) = 2.0; });
    Kokkos::resize(Kokkos::WithoutInitializing, a, 4 * n);
    Kokkos::parallel_for("tail_a", Kokkos::RangePolicy<>(3 * n, 4 * n), KOKKOS_LAMBDA(const int i) { a(i) = 1.0; });
    Kokkos::parallel_reduce("sum_a3", 4 * n, KOKKOS_LAMBDA(const int i, double& s) { s += a(i); }, sa);
    std::printf("realloc extent %d sum %.1f\n", int(a.extent(0)), sa);
    Kokkos::realloc(a, 10);
    Kokkos::parallel_reduce("sum_a4", 10, KOKKOS_LAMBDA(const int i, double& s) { s += a(i); }, sa);
    std::printf("realloc zero extent %d sum %.1f\n", int(a.extent(0)), sa);

    // Views of rank 5 to 8.
    Kokkos::View<int*****> v5("v5", 2, 3, 2, 3, 2);
    Kokkos::View<int******> v6("v6", 2, 2, 2, 2, 2, 3);
    Kokkos::View<int*******> v7("v7", 2, 2, 2, 2, 2, 2, 2);
    Kokkos::View<int********> v8("v8", 2, 1, 2, 1, 2, 1, 2, 3);
    std::printf("ranks %d %d %d %d size %d %d %d %d\n", int(v5.rank), int(v6.rank), int(v7.rank),
                int(v8.rank), int(v5.size()), int(v6.size()), int(v7.size()), int(v8.size()));
    Kokkos::parallel_for("fill_v", 2, KOKKOS_LAMBDA(const int i0) {
      for (int i1 = 0; i1 < 3; ++i1)
        for (int i2 = 0; i2 < 2; ++i2)
          for (int i3 = 0; i3 < 3; ++i3)
            for (int i4 = 0; i4 < 2; ++i4) v5(i0, i1, i2, i3, i4) = i0 + 2 * i1 + 3 * i2 + 5 * i3 + 7 * i4;
      for (int i5 = 0; i5 < 3; ++i5) v6(i0, 1, 0, 1, 0, i5) = 10 * i0 + i5;
      v7(i0, 1, 1, 0, 1, 0, 1) = 100 + i0;
      for (int i7 = 0; i7 < 3; ++i7) v8(i0, 0, 1, 0, 1, 0, 1, i7) = 1000 + 10 * i0 + i7;
    });
    long sv = 0;
    Kokkos::parallel_reduce("sum_v", 2, KOKKOS_LAMBDA(const int i0, long& s) {
      for (int i1 = 0; i1 < 3; ++i1)
        for (int i2 = 0; i2 < 2; ++i2)
          for (int i3 = 0; i3 < 3; ++i3)
            for (int i4 = 0; i4 < 2; ++i4) s += v5(i0, i1, i2, i3, i4);
      for (int i5 = 0; i5 < 3; ++i5) s += 2 * v6(i0, 1, 0, 1, 0, i5);
      s += 3 * v7(i0, 1, 1, 0, 1, 0, 1);
      for (int i7 = 0; i7 < 3; ++i7) s += 4 * v8(i0, 0, 1, 0, 1, 0, 1, i7);
    }, sv);
    std::printf("rank5to8 sum %ld\n", sv);

    // A LayoutStride View over a buffer: every other element of 2*n, as a (n/2) x 2 matrix.
    Kokkos::View<double*> buf("buf", 2 * n);
    Kokkos::parallel_for("fill_buf", 2 * n, KOKKOS_LAMBDA(const int i) { buf(i) = 0.5 * i; });
    Kokkos::View<double**, Kokkos::LayoutStride, Kokkos::MemoryUnmanaged> st(
        buf.data(), Kokkos::LayoutStride(n / 2, 4, 2, 2));
    std::printf("strided extents %d %d strides %d %d span %d\n", int(st.extent(0)), int(st.extent(1)),
                int(st.stride(0)), int(st.stride(1)), int(st.span()));
    double ss = 0;
    Kokkos::parallel_reduce("sum_st", n / 2, KOKKOS_LAMBDA(const int i, double& s) {
      s += st(i, 0) + 10.0 * st(i, 1);
    }, ss);
    std::printf("strided sum %.1f\n", ss);

    // Strides of a rank-3 View and of a subview.
    Kokkos::View<double***, Kokkos::LayoutRight> c("c", 3, 4, 5);
    auto row = Kokkos::subview(c, 1, Kokkos::ALL(), 2);
    std::printf("strides %d %d %d row stride %d extent %d\n", int(c.stride(0)), int(c.stride(1)),
                int(c.stride(2)), int(row.stride(0)), int(row.extent(0)));

    // deep_copy on an execution space instance, then fence that instance.
    Kokkos::View<double*> b("b", n);
    auto h = Kokkos::create_mirror_view(b);
    Kokkos::DefaultExecutionSpace exec;
    Kokkos::deep_copy(exec, b, 3.0);
    Kokkos::deep_copy(exec, h, b);
    exec.fence();
    double hs = 0;
    for (int i = 0; i < n; ++i) hs += h(i);
    std::printf("exec deep_copy sum %.1f\n", hs);
  }
  Kokkos::finalize();
  std::printf("finalized %d\n", Kokkos::is_initialized() ? 1 : 0);
}
