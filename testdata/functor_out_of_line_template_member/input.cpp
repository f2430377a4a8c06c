// functor_out_of_line_template_member: a class-template functor whose operator() calls a
// member function defined out of line (`template <class T> T Clip<T>::apply(...)`), whose
// signature names the class's member typedef, and a base class's member function whose
// signature names the base's member types.
//
// Until session 15 the kernel's device copy of such a member took its head from the in-class
// declaration and its text ran on to the out-of-line body, over the rest of the class (exit 0,
// output no vendor compiler accepts).

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Base {
  using real = double;
  struct Range { real lo, hi; };
  KOKKOS_INLINE_FUNCTION real clampv(real v, const Range& r) const { return v < r.lo ? r.lo : (v > r.hi ? r.hi : v); }
};

template <class T>
struct Clip : Base {
  using view_t = Kokkos::View<T*>;
  typedef typename view_t::size_type size_type;
  view_t x;
  Range r;
  KOKKOS_INLINE_FUNCTION T apply(const T v, size_type i) const;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = apply(x(i), i); }
};

template <class T>
KOKKOS_INLINE_FUNCTION T Clip<T>::apply(const T v, size_type i) const {
  return static_cast<T>(clampv(v, r)) + static_cast<T>(i % 2);
}

template <class T>
void run(Kokkos::View<T*> x) {
  Clip<T> c;
  c.x = x;
  c.r = Base::Range{2.0, 50.0};
  Kokkos::parallel_for("clip", x.extent(0), c);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 100;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<int*> y("y", N);
    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) { x(i) = i * 0.75; y(i) = i; });
    run(x);
    run(y);
    double sx = 0; long sy = 0;
    Kokkos::parallel_reduce("sx", N, KOKKOS_LAMBDA(const int i, double& a) { a += x(i); }, sx);
    Kokkos::parallel_reduce("sy", N, KOKKOS_LAMBDA(const int i, long& a) { a += y(i); }, sy);
    printf("sx %.2f sy %ld\n", sx, sy);
  }
  Kokkos::finalize();
}
