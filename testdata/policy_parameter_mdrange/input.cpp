// MDRangePolicy objects that reach the dispatch as a function template's parameter (Kokkos'
// own TestReductions_DeviceView passes RangePolicy, MDRangePolicy and TeamPolicy this way):
// the policy's type gives the rank, the iteration order and the work tag; the launch reads the
// bounds from the object. One kernel per instantiation.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Sum1 {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const { s += i; }
};
struct Sum2 {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, const int j, long &s) const { s += 10 * i + j; }
};
struct Sum3 {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, const int j, const int k, long &s) const {
    s += i * j + k;
  }
};

template <class Policy, class Functor>
long reduce_over(const Policy &policy, const Functor &f) {
  long s = 0;
  Kokkos::parallel_reduce("reduce_over", policy, f, s);
  return s;
}

template <class Policy>
void fill_over(Policy policy, Kokkos::View<int **, Kokkos::LayoutLeft> v) {
  Kokkos::parallel_for(policy, KOKKOS_LAMBDA(const int i, const int j) { v(i, j) = 100 * i + j; });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const long a = reduce_over(Kokkos::RangePolicy<>(3, 50), Sum1{});
    const long b = reduce_over(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({1, 2}, {5, 7}), Sum2{});
    const long c = reduce_over(
        Kokkos::MDRangePolicy<Kokkos::Rank<3, Kokkos::Iterate::Left, Kokkos::Iterate::Left>>(
            {0, 0, 0}, {3, 4, 5}),
        Sum3{});
    Kokkos::View<int **, Kokkos::LayoutLeft> v("v", 6, 9);
    fill_over(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({2, 3}, {6, 9}, {2, 2}), v);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    long filled = 0;
    for (int i = 0; i < 6; ++i)
      for (int j = 0; j < 9; ++j) filled += h(i, j);
    std::printf("range %ld md2 %ld md3 %ld filled %ld\n", a, b, c, filled);
  }
  Kokkos::finalize();
  return 0;
}
