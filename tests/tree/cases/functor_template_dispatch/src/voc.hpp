// Issue 28 item 9: a functor class template F<Space> dispatched from a function template
// fill<Space>() in a header. The translator stubbed F's operator() body at the header's offsets
// in the main file: an abort (overlapping edits), KT1027 or a corrupted main file, depending on
// where the header's text fell (this comment and the printf below move it).
#include <Kokkos_Core.hpp>
#include <cstdio>
template <class Space>
struct F {
  Kokkos::View<double *, Space> a;
  KOKKOS_INLINE_FUNCTION void operator()(int i) const { a(i) = 1.5 * i; }
};
template <class Space>
double fill(int n) {
  Kokkos::View<double *, Space> a("a", n);
  std::printf("fill %d\n", n);
  Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, n), F<Space>{a});
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a);
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += h(i);
  return s;
}
