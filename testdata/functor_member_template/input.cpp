// functor_member_template: shapes from miniMD's ForceLJ. Tag-templated operator() overloads,
// declared in the class and defined out of line as member templates, dispatched from a member
// function template; both call the tag-templated member `this->accumulate(Tag<...>(), i, e)`,
// which calls the member templates `weight<P>(r)` (explicit arguments) and `clamp(v)` (deduced).
// The kernel's copy of the functor holds each member template once, as a template, for every
// specialization the dispatches reach. (Parameters named as the kernel's, which is a template
// over the operator()'s, are renamed in the copy: member_template_same_names.)
#include <Kokkos_Core.hpp>
#include <cstdio>

template <int EVFLAG, int HALF>
struct TagCompute {};

struct Energy {
  double eng;
  KOKKOS_INLINE_FUNCTION Energy() : eng(0) {}
  KOKKOS_INLINE_FUNCTION Energy &operator+=(const Energy &o) {
    eng += o.eng;
    return *this;
  }
};

struct Force {
  using value_type = Energy;
  Kokkos::View<double *> x, f;
  double cut;

  template <int EVFLAG, int HALF>
  KOKKOS_INLINE_FUNCTION void operator()(TagCompute<EVFLAG, HALF>, const int &i) const;
  template <int EVFLAG, int HALF>
  KOKKOS_INLINE_FUNCTION void operator()(TagCompute<EVFLAG, HALF>, const int &i, Energy &e) const;
  template <int E, int H>
  KOKKOS_INLINE_FUNCTION void accumulate(TagCompute<E, H>, const int &i, Energy &e) const;

  template <int P>
  KOKKOS_INLINE_FUNCTION double weight(double r) const {
    double w = 1.0;
    for (int k = 0; k < P; ++k) w *= r;
    return r < cut ? w : 0.0;
  }
  template <class T>
  KOKKOS_INLINE_FUNCTION T clamp(T v) const { return v < T(0) ? T(0) : v; }

  template <int EV, int HF>
  double run(int n) {
    if (EV) {
      Energy e;
      Kokkos::parallel_reduce(Kokkos::RangePolicy<TagCompute<EV, HF>>(0, n), *this, e);
      return e.eng;
    }
    Kokkos::parallel_for(Kokkos::RangePolicy<TagCompute<EV, HF>>(0, n), *this);
    return 0;
  }
};

template <int EVFLAG, int HALF>
KOKKOS_INLINE_FUNCTION void Force::operator()(TagCompute<EVFLAG, HALF>, const int &i) const {
  Energy dummy;
  this->accumulate(TagCompute<EVFLAG, HALF>(), i, dummy);
}

template <int EVFLAG, int HALF>
KOKKOS_INLINE_FUNCTION void Force::operator()(TagCompute<EVFLAG, HALF>, const int &i,
                                              Energy &e) const {
  accumulate(TagCompute<EVFLAG, HALF>(), i, e);
}

template <int E, int H>
KOKKOS_INLINE_FUNCTION void Force::accumulate(TagCompute<E, H>, const int &i, Energy &e) const {
  const double r = x(i);
  const double w = H ? 0.5 * weight<2>(r) : weight<3>(r);
  f(i) += clamp(w - 0.125);
  if (E) e.eng += w;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40;
    Force F{Kokkos::View<double *>("x", n), Kokkos::View<double *>("f", n), 1.5};
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { F.x(i) = 0.05 * i; });
    F.run<0, 1>(n);
    const double e1 = F.run<1, 0>(n), e2 = F.run<1, 0>(n / 2);
    double fs = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &s) { s += F.f(i) * (i + 1); }, fs);
    std::printf("energy %.10f %.10f forces %.10f\n", e1, e2, fs);
  }
  Kokkos::finalize();
  return 0;
}
