// views_host: View management on the host side.
//
// Covers: Views of rank 1-4, LayoutLeft and LayoutRight, label(), extent(),
// size(), data() pointer arithmetic on a host mirror, create_mirror_view,
// create_mirror_view_and_copy(Kokkos::HostSpace(), v), deep_copy view->view
// and scalar->view, subview with Kokkos::ALL, Kokkos::pair and an integer
// index (also captured by kernels), Kokkos::fence(), and Kokkos::Timer
// (used but its time is not printed).

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::Timer timer;
    const int N0 = 512, N1 = 384;
    Kokkos::View<double*> v1("vec", 1 << 18);
    Kokkos::View<double**, Kokkos::LayoutRight> mr("mat_right", N0, N1);
    Kokkos::View<double**, Kokkos::LayoutLeft> ml("mat_left", N0, N1);
    Kokkos::View<int***> v3("cube", 64, 32, 16);
    Kokkos::View<float****, Kokkos::LayoutLeft> v4("tesseract", 8, 16, 12, 10);

    // scalar -> view
    Kokkos::deep_copy(v1, 1.5);
    Kokkos::deep_copy(v3, 7);
    Kokkos::deep_copy(v4, 0.5f);

    // Fill mr on the host through a mirror and data() pointer arithmetic.
    auto h_mr = Kokkos::create_mirror_view(mr);
    double* p = h_mr.data();
    for (int i = 0; i < N0; ++i)
      for (int j = 0; j < N1; ++j) *(p + static_cast<size_t>(i) * N1 + j) = (i % 16) * 0.5 + (j % 8) * 0.25;
    Kokkos::deep_copy(mr, h_mr);

    // view -> view (same type), then a layout change done by a kernel.
    Kokkos::View<double**, Kokkos::LayoutRight> backup("backup", N0, N1);
    Kokkos::deep_copy(backup, mr);
    Kokkos::parallel_for("to_left", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N0, N1}),
                         KOKKOS_LAMBDA(const int i, const int j) { ml(i, j) = backup(i, j) + 1.0; });

    // Subviews: a row, a column block and a single plane.
    auto row7 = Kokkos::subview(mr, 7, Kokkos::ALL);
    auto colblock = Kokkos::subview(ml, Kokkos::pair<int, int>(100, 300), Kokkos::ALL);
    auto plane = Kokkos::subview(v3, Kokkos::ALL, 5, Kokkos::ALL);
    auto col3 = Kokkos::subview(mr, Kokkos::ALL, 3);  // strided for LayoutRight

    Kokkos::parallel_for("row7_scale", N1, KOKKOS_LAMBDA(const int j) { row7(j) *= 2.0; });
    Kokkos::parallel_for("plane_set", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {64, 16}),
                         KOKKOS_LAMBDA(const int i, const int k) { plane(i, k) = i + k; });
    Kokkos::parallel_for("col3_set", N0, KOKKOS_LAMBDA(const int i) { col3(i) = -1.0 * i; });

    double block_sum = 0.0;
    Kokkos::parallel_reduce("colblock_sum", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {200, N1}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) { s += colblock(i, j); }, block_sum);
    Kokkos::fence();

    auto h_mr2 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mr);
    auto h_v3 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v3);
    auto h_v4 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v4);
    auto h_bk = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), backup);
    auto h_v1 = Kokkos::create_mirror_view(v1);
    Kokkos::deep_copy(h_v1, v1);

    double mr_sum = 0.0, v1_sum = 0.0, v4_sum = 0.0;
    long long v3_sum = 0;
    for (size_t k = 0; k < h_mr2.size(); ++k) mr_sum += h_mr2.data()[k] * (1 + k % 3);
    for (size_t k = 0; k < h_v1.size(); ++k) v1_sum += h_v1(k);
    for (int a = 0; a < 64; ++a)
      for (int b = 0; b < 32; ++b)
        for (int c = 0; c < 16; ++c) v3_sum += h_v3(a, b, c);
    for (size_t a = 0; a < h_v4.extent(0); ++a)
      for (size_t b = 0; b < h_v4.extent(1); ++b)
        for (size_t c = 0; c < h_v4.extent(2); ++c)
          for (size_t d = 0; d < h_v4.extent(3); ++d) v4_sum += h_v4(a, b, c, d) * (1 + d);
    const double elapsed = timer.seconds();
    (void)elapsed;

    printf("labels %s %s %s %s %s\n", v1.label().c_str(), mr.label().c_str(), ml.label().c_str(),
           v3.label().c_str(), v4.label().c_str());
    printf("sizes %d %d %d %d\n", static_cast<int>(v1.size()), static_cast<int>(mr.size()),
           static_cast<int>(v3.size()), static_cast<int>(v4.size()));
    printf("extents4 %d %d %d %d\n", static_cast<int>(v4.extent(0)), static_cast<int>(v4.extent(1)),
           static_cast<int>(v4.extent(2)), static_cast<int>(v4.extent(3)));
    printf("subview_extents %d %d %d %d\n", static_cast<int>(row7.extent(0)), static_cast<int>(colblock.extent(0)),
           static_cast<int>(colblock.extent(1)), static_cast<int>(plane.extent(1)));
    printf("colblock_sum %.17g\n", block_sum);
    printf("mr_sum %.17g\n", mr_sum);
    printf("mr_entries %.17g %.17g %.17g\n", h_mr2(7, 5), h_mr2(10, 3), h_mr2(N0 - 1, N1 - 1));
    printf("backup_entries %.17g %.17g\n", h_bk(7, 5), h_bk(10, 3));
    printf("v1_sum %.17g\n", v1_sum);
    printf("v3_sum %lld\n", v3_sum);
    printf("v4_sum %.17g\n", v4_sum);
  }
  Kokkos::finalize();
  return 0;
}
