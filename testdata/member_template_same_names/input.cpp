// member_template_same_names: every member function template of the functor names its template
// parameters as the kernel's template does (the tag-templated operator()'s, and the member
// function template holding the dispatches): the two-argument operator() forwards to the
// three-argument one with `this->operator()(Pass<A, B>(), i, e)`, an overload for another tag
// family names a subset of them, and `shift<B>(v)` names B too. The kernel's copy of the functor
// is a template over A and B, so it holds these member templates with their parameters renamed
// (kt_tparam_A); before, KT1017 refused the shapes of miniMD's ForceLJ.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <int A, int B>
struct Pass {};
template <int A>
struct Other {};

struct Sum {
  double s;
  KOKKOS_INLINE_FUNCTION Sum() : s(0) {}
  KOKKOS_INLINE_FUNCTION Sum &operator+=(const Sum &o) {
    s += o.s;
    return *this;
  }
};

struct Work {
  using value_type = Sum;
  Kokkos::View<double *> v, out;

  template <int A, int B>
  KOKKOS_INLINE_FUNCTION void operator()(Pass<A, B>, const int &i) const {
    Sum unused;
    this->operator()(Pass<A, B>(), i, unused);
  }
  template <int A, int B>
  KOKKOS_INLINE_FUNCTION void operator()(Pass<A, B>, const int &i, Sum &acc) const {
    const double x = shift<B>(v(i)) * (A + 1);
    out(i) += x;
    if (A) acc.s += x;
  }
  template <int A>
  KOKKOS_INLINE_FUNCTION void operator()(Other<A>, const int &i, Sum &acc) const {
    acc.s += A * v(i);
  }
  template <int B>
  KOKKOS_INLINE_FUNCTION double shift(double x) const { return x + 0.25 * B; }

  template <int A, int B>
  double run(int n) {
    Sum r;
    if (A)
      Kokkos::parallel_reduce(Kokkos::RangePolicy<Pass<A, B>>(0, n), *this, r);
    else
      Kokkos::parallel_for(Kokkos::RangePolicy<Pass<A, B>>(0, n), *this);
    return r.s;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 32;
    Work w{Kokkos::View<double *>("v", n), Kokkos::View<double *>("out", n)};
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { w.v(i) = 0.5 * i; });
    w.run<0, 1>(n);
    w.run<0, 3>(n);
    const double r1 = w.run<1, 2>(n);
    double o = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &s) { s += w.out(i) * (i + 1); }, o);
    std::printf("reduced %.6f out %.6f\n", r1, o);
  }
  Kokkos::finalize();
  return 0;
}
