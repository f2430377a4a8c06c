// Views of char allocated with a label (`View<char *>("pre", n)`, as Kokkos' own
// TestParallelScanRangePolicy does for its char scans): the label is a string literal, which
// converts to `char *`, so the shim's unmanaged-pointer constructor took it and the View wrapped
// the literal's bytes (a crash). A scan over int storing its prefixes as char (wrapping
// as char does) and a reduction over unsigned char check the Views hold what was computed.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class V>
struct Scan {
  Kokkos::View<V *> pre, post;
  KOKKOS_INLINE_FUNCTION void operator()(const size_t i, int &update, const bool final_pass) const {
    if (final_pass) pre(i) = V(update);
    update += int(i);
    if (final_pass) post(i) = V(update);
  }
  void run(size_t n) {
    pre = Kokkos::View<V *>("pre", n);
    post = Kokkos::View<V *>("post", n);
    Kokkos::parallel_scan("scan", n, *this);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), post);
    auto p = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    std::printf("n %zu: pre(n-1) %d post(n-1) %d post(n/2) %d\n", n, int(p(n - 1)), int(h(n - 1)),
                int(h(n / 2)));
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scan<char> s;
    s.run(50);
    s.run(100);
    Kokkos::View<unsigned char *> u("u", 300);
    Kokkos::parallel_for(300, KOKKOS_LAMBDA(const int i) { u(i) = (unsigned char)(i % 7); });
    int sum = 0;
    Kokkos::parallel_reduce(300, KOKKOS_LAMBDA(const int i, int &a) { a += u(i); }, sum);
    std::printf("unsigned char sum %d\n", sum);
  }
  Kokkos::finalize();
}
