// vector_push_back: Kokkos::vector grown from empty by push_back, read on the host (issue 28
// item 1). A default-constructed vector has no modified flags yet; its first push_back marks
// the host modified (Kokkos' DualView::modify<host>() allocates the flags), so the resize that
// follows keeps the host's elements. The shim's modify_host() did nothing without flags: the
// first resize marked the device modified and the next push_back's sync_host overwrote the
// host's elements with the device's zeros.
//
// Covers: push_back twice then v[0], v[1]; 40 push_backs (growth through several resizes) then
// a host sum and v(0); reserve then push_back; host_to_device and a reduction over d_view.
#include <Kokkos_Core.hpp>
#include <Kokkos_Vector.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::vector<double> v;
    v.push_back(1.5);
    v.push_back(2.5);
    std::printf("v0 %.1f v1 %.1f size %d\n", v[0], v[1], int(v.size()));

    Kokkos::vector<int> w;
    for (int i = 0; i < 40; ++i) w.push_back(3 * i + 1);
    long s = 0;
    for (int i = 0; i < int(w.size()); ++i) s += w[i];
    std::printf("w size %d sum %ld w(0) %d w[39] %d\n", int(w.size()), s, w(0), w[39]);

    Kokkos::vector<double> r;
    r.reserve(4);
    for (int i = 0; i < 6; ++i) r.push_back(0.25 * (i + 1));
    std::printf("r size %d r0 %.2f r5 %.2f\n", int(r.size()), r[0], r[5]);

    // The host side to the device, then a kernel over d_view.
    w.host_to_device();
    auto d = w.d_view;
    long t = 0;
    Kokkos::parallel_reduce("sum_d", 40, KOKKOS_LAMBDA(const int i, long& acc) { acc += d(i); }, t);
    std::printf("device sum %ld\n", t);
  }
  Kokkos::finalize();
}
