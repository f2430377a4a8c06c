// functor_templates: functors that are specialisations of user class templates.
//
// Covers: Axpy<double> and Axpy<float> (one kernel template, two launches), a reduction
// functor template Dot<T> with a T& accumulator, a functor template with a non-type
// parameter used as an array size (Window<double, 5>), and a team functor template that
// calls one of its member functions (device copy of the members as a template).

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
struct Axpy {
  T a;
  Kokkos::View<T*> x, y;
  Axpy(T a_, Kokkos::View<T*> x_, Kokkos::View<T*> y_) : a(a_), x(x_), y(y_) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { y(i) = a * x(i) + y(i); }
};

template <class T>
struct Dot {
  Kokkos::View<T*> x, y;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, T& acc) const { acc += x(i) * y(i); }
};

template <class T, int W>
struct Window {
  Kokkos::View<T*> in, out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    T w[W];
    for (int k = 0; k < W; ++k) w[k] = in((i + k) % in.extent(0));
    T s = 0;
    for (int k = 0; k < W; ++k) s += w[k];
    out(i) = s / W;
  }
};

template <class T>
struct RowScale {
  using member_type = Kokkos::TeamPolicy<>::member_type;
  Kokkos::View<T**> m;
  T factor;
  KOKKOS_INLINE_FUNCTION T scale(const int i) const { return factor * (i + 1); }
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& team) const {
    const int i = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, (int)m.extent(1)),
                         [&](const int j) { m(i, j) = scale(i) + j; });
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 5000;
    Kokkos::View<double*> xd("xd", n), yd("yd", n);
    Kokkos::View<float*> xf("xf", n), yf("yf", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      xd(i) = 0.5 * (i % 9);
      yd(i) = 1.0 - 0.25 * (i % 4);
      xf(i) = 0.125f * (i % 5);
      yf(i) = 2.0f;
    });
    Kokkos::parallel_for("axpy_d", n, Axpy<double>(2.0, xd, yd));
    Kokkos::parallel_for("axpy_f", n, Axpy<float>(3.0f, xf, yf));
    double dd = 0;
    Kokkos::parallel_reduce("dot_d", n, Dot<double>{xd, yd}, dd);
    float df = 0;
    Kokkos::parallel_reduce("dot_f", n, Dot<float>{xf, yf}, df);
    printf("dot_double %.17g\n", dd);
    printf("dot_float %.9g\n", (double)df);

    Kokkos::View<double*> wout("wout", n);
    Kokkos::parallel_for("window", n, Window<double, 5>{xd, wout});
    double ws = 0;
    Kokkos::parallel_reduce("wsum", n, Dot<double>{wout, wout}, ws);
    printf("window_sumsq %.17g\n", ws);

    Kokkos::View<int**> m("m", 17, 23);
    Kokkos::parallel_for("rowscale", Kokkos::TeamPolicy<>(17, Kokkos::AUTO), RowScale<int>{m, 3});
    auto hm = Kokkos::create_mirror_view(m);
    Kokkos::deep_copy(hm, m);
    printf("rowscale %d %d %d\n", hm(0, 0), hm(8, 11), hm(16, 22));
  }
  Kokkos::finalize();
  return 0;
}
