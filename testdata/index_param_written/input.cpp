// index_param_written: kernel bodies that change their by-value index parameter. Kokkos calls
// the body with a copy of the index, so each call's changes are its own (the Advanced_Views
// subviews tutorial does `i++;` to skip a boundary point).
//
// Covers: a class-template functor's operator()(size_type i) doing `i++`, a lambda doing
// `i += 2` in parallel_for on a host space too, a reduction lambda doing `i = i * 3`, and a scan
// whose body writes its index before reading it.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ViewType>
struct Interior {
  ViewType a;
  using size_type = typename ViewType::size_type;
  KOKKOS_INLINE_FUNCTION void operator()(size_type i) const {
    i++;
    a(i) = 10.0 * i;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> a("a", n + 2);
    Kokkos::parallel_for(n, Interior<Kokkos::View<double*>>{a});
    Kokkos::View<int*> b("b", 2 * n + 2);
    Kokkos::parallel_for("evens", n, KOKKOS_LAMBDA(int i) {
      i += 2;
      b(i) = i;
    });
    Kokkos::View<int*, Kokkos::HostSpace> h("h", n + 5);
    Kokkos::parallel_for("host", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n),
                         [=](int i) {
                           i = i + 5;
                           h(i) = 1;
                         });
    long total = 0;
    Kokkos::parallel_reduce("triple", n, KOKKOS_LAMBDA(int i, long& s) {
      i = i * 3;
      s += i;
    }, total);
    long scanned = 0;
    Kokkos::View<long*> pre("pre", n);
    Kokkos::parallel_scan("scan", n, KOKKOS_LAMBDA(int i, long& s, const bool final) {
      const int k = i;
      i = n - 1 - i;
      s += i;
      if (final) pre(k) = s;
    }, scanned);
    double sa = 0;
    long sb = 0;
    Kokkos::parallel_reduce("check", n + 2, KOKKOS_LAMBDA(const int i, double& x, long& y) {
      x += a(i);
      if (i < 2 * n + 2) y += b(i);
    }, sa, sb);
    long sbrest = 0;
    Kokkos::parallel_reduce("rest", Kokkos::RangePolicy<>(n + 2, 2 * n + 2), KOKKOS_LAMBDA(const int i, long& y) {
      y += b(i);
    }, sbrest);
    int hs = 0;
    for (int i = 0; i < n + 5; ++i) hs += h(i) * (i >= 5 ? 1 : 100);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    std::printf("interior %.1f\n", sa);
    std::printf("evens %ld host %d\n", sb + sbrest, hs);
    std::printf("triple %ld scan %ld last %ld first %ld\n", total, scanned, hp(n - 1), hp(0));
  }
  Kokkos::finalize();
}
