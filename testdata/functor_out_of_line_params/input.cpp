// functor_out_of_line_params: a functor's operator() declared in its class with other parameter
// names than its out-of-line definition, whose body names the definition's (miniMD's
// Atom::operator()(TagAtomSort, const int &mybin), declared with `i`); the same for a custom
// reduction's join; and an object holding a host View that its kernel does not read (Kokkos
// copies it with the object; only a read of it on the device would fault).
//
// Covers: tagged and untagged operator() declared `(const int &i)` and defined
// `(const int &row)`; a reduction functor whose join is declared `(T &a, const T &b)` and
// defined `(T &dst, const T &src)`; a captured struct with a host mirror View member used
// only through its device View members.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct TagFill {};

struct Rows {
  Kokkos::View<int *> bins;
  Kokkos::View<double *> out;
  KOKKOS_INLINE_FUNCTION void operator()(TagFill, const int &i) const;
  KOKKOS_INLINE_FUNCTION void operator()(const int &i) const;
};

KOKKOS_INLINE_FUNCTION void Rows::operator()(TagFill, const int &row) const { bins(row) = row % 5; }

KOKKOS_INLINE_FUNCTION void Rows::operator()(const int &mybin) const {
  const int start = mybin > 0 ? bins(mybin - 1) : 0;
  out(mybin) = start + 0.5 * bins(mybin);
}

struct MaxAbs {
  using value_type = double;
  Kokkos::View<double *> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &m) const;
  KOKKOS_INLINE_FUNCTION void join(value_type &a, const value_type &b) const;
  KOKKOS_INLINE_FUNCTION void init(value_type &a) const;
};

KOKKOS_INLINE_FUNCTION void MaxAbs::operator()(const int k, value_type &best) const {
  const double a = v(k) < 0 ? -v(k) : v(k);
  if (a > best) best = a;
}
KOKKOS_INLINE_FUNCTION void MaxAbs::join(value_type &dst, const value_type &src) const {
  if (src > dst) dst = src;
}
KOKKOS_INLINE_FUNCTION void MaxAbs::init(value_type &first) const { first = 0.0; }

struct State {
  Kokkos::View<double *> d;
  Kokkos::View<double *>::HostMirror h;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40;
    Rows r{Kokkos::View<int *>("bins", n), Kokkos::View<double *>("out", n)};
    Kokkos::parallel_for(Kokkos::RangePolicy<TagFill>(0, n), r);
    Kokkos::parallel_for(n, r);
    double total = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &s) { s += r.out(i); }, total);
    std::printf("rows %.6f\n", total);

    State st;
    st.d = Kokkos::View<double *>("d", n);
    st.h = Kokkos::create_mirror_view(st.d);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { st.d(i) = (i % 7) - 3.5 * (i % 3); });
    double m = 0;
    Kokkos::parallel_reduce(n, MaxAbs{st.d}, m);
    Kokkos::deep_copy(st.h, st.d);
    std::printf("maxabs %.6f, h[5] %.6f\n", m, st.h(5));
  }
  Kokkos::finalize();
  return 0;
}
