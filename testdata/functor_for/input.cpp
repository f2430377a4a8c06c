// functor_for: functor classes as kernel bodies.
//
// Covers: functors with public View and scalar members and a const
// operator()(int) for parallel_for (labelled and unlabelled, plain count and
// RangePolicy<>(b, e)), a reduction functor with `using value_type = double`
// and operator()(int, double&), and a functor calling a KOKKOS_INLINE_FUNCTION
// member helper.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct InitFunctor {
  Kokkos::View<double*> u;
  int period;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i) const { u(i) = 0.25 * (i % period) + 1.0; }
};

// Three-point smoothing of `in` into `out` on the interior points.
struct SmoothFunctor {
  Kokkos::View<const double*> in;
  Kokkos::View<double*> out;
  double w_center;
  double w_side;

  KOKKOS_INLINE_FUNCTION
  double stencil(const int i) const {
    return w_side * in(i - 1) + w_center * in(i) + w_side * in(i + 1);
  }

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i) const { out(i) = stencil(i); }
};

struct WeightedSum {
  using value_type = double;
  Kokkos::View<double*> u;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i, double& sum) const {
    sum += u(i) * ((i % 2 == 0) ? 1.0 : 0.5);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> u("u", N);
    Kokkos::View<double*> v("v", N);

    InitFunctor init;
    init.u = u;
    init.period = 17;
    Kokkos::parallel_for("init", N, init);

    // v starts as a copy of u so the boundary points are defined.
    Kokkos::deep_copy(v, u);

    SmoothFunctor smooth;
    smooth.in = u;
    smooth.out = v;
    smooth.w_center = 0.5;
    smooth.w_side = 0.25;
    Kokkos::parallel_for(Kokkos::RangePolicy<>(1, N - 1), smooth);

    double su = 0.0, sv = 0.0;
    WeightedSum ws_u;
    ws_u.u = u;
    Kokkos::parallel_reduce("wsum_u", N, ws_u, su);
    WeightedSum ws_v;
    ws_v.u = v;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, N), ws_v, sv);

    auto hv = Kokkos::create_mirror_view(v);
    Kokkos::deep_copy(hv, v);

    printf("wsum_u %.17g\n", su);
    printf("wsum_v %.17g\n", sv);
    printf("v_entries %.17g %.17g %.17g %.17g\n", hv(0), hv(1), hv(16), hv(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
