// kokkos_vector: Kokkos::vector (Kokkos_Vector.hpp), the host/device vector older applications
// keep their meshes in (issue 14): a DualView<T*> with std::vector's host interface.
//
// Covers: vector(n, value), push_back (growth past the over-allocation), operator[] and
// operator() on the host, size/empty/front/back/begin/end, insert, pop_back, resize, assign,
// find / lower_bound / is_sorted on sorted data, host_to_device then a kernel over d_view (the
// vector captured), device_to_host, on_host/on_device flags, a d_view copy in a reduction.
#include <Kokkos_Core.hpp>
#include <Kokkos_Vector.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::vector<double> v(10, 1.5);
    std::printf("size %d empty %d front %.1f back %.1f\n", int(v.size()), v.empty() ? 1 : 0, v.front(), v.back());
    for (int i = 0; i < 30; ++i) v.push_back(0.5 * i);
    double s = 0;
    for (auto it = v.begin(); it != v.end(); ++it) s += *it;
    std::printf("pushed size %d sum %.2f v[12] %.1f v(39) %.1f\n", int(v.size()), s, v[12], v(39));
    v.insert(v.begin() + 2, 3, -1.0);
    v.pop_back();
    s = 0;
    for (int i = 0; i < int(v.size()); ++i) s += v[i];
    std::printf("insert size %d sum %.2f v[1] %.1f v[2] %.1f v[5] %.1f\n", int(v.size()), s, v[1], v[2], v[5]);

    Kokkos::vector<int> w;
    for (int i = 0; i < 50; ++i) w.push_back(3 * i);
    std::printf("sorted %d find %d lower_bound %d missing %d\n", w.is_sorted() ? 1 : 0,
                int(w.find(42) - w.begin()), int(w.lower_bound(0, w.size(), 43)),
                w.find(43) == w.end() ? 1 : 0);

    // Host data to the device, a kernel over the device side, back to the host.
    w.on_host();
    w.host_to_device();
    const int n = int(w.size());
    Kokkos::parallel_for("double_it", n, KOKKOS_LAMBDA(const int i) { w.d_view(i) = 2 * w.d_view(i) + 1; });
    Kokkos::fence();
    w.on_device();
    w.device_to_host();
    long t = 0;
    for (int i = 0; i < n; ++i) t += w[i];
    std::printf("device round trip %ld w[7] %d\n", t, w[7]);

    auto d = w.d_view;
    int r = 0;
    Kokkos::parallel_reduce("sum_d", n, KOKKOS_LAMBDA(const int i, int& acc) { acc += d(i); }, r);
    std::printf("d_view sum %d\n", r);

    w.resize(20);
    w.assign(20, 7);  // on the side that is current; sync_host brings it to the host either way
    w.sync_host();
    long u = 0;
    for (int i = 0; i < int(w.size()); ++i) u += w[i];
    std::printf("assign size %d sum %ld\n", int(w.size()), u);
  }
  Kokkos::finalize();
}
