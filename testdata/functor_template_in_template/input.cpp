// functor_template_in_template: class-template functors dispatched inside function templates
// (issue 13 item 1; formerly KT1009). The kernel is a template over the functor's parameters,
// emitted once; the launch, inside the function template, names it with the functor's
// arguments spelled through the function template's parameters (`Axpy<T>` -> `<T>`).
//
// Covers: Axpy<T> in run_axpy<T> instantiated for double and float (one kernel, two
// instantiations), a reduction functor Dot<T> in a function template returning the sum, a
// functor with a non-type argument taken from the enclosing template (Window<T, W>, `T w[W]`)
// for two values of W, and a functor with a fixed argument (Axpy<double>) inside a template.

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
void run_axpy(T a, Kokkos::View<T*> x, Kokkos::View<T*> y) {
  Kokkos::parallel_for("axpy", x.extent(0), Axpy<T>(a, x, y));
}

template <class T>
T dot(Kokkos::View<T*> x, Kokkos::View<T*> y) {
  T r = 0;
  Kokkos::parallel_reduce(x.extent(0), Dot<T>{x, y}, r);
  return r;
}

template <int W, class T>
void smooth(Kokkos::View<T*> in, Kokkos::View<T*> out) {
  Kokkos::parallel_for("smooth", in.extent(0), Window<T, W>{in, out});
}

template <class V>
void scale_twice(V x, V y) {
  Kokkos::parallel_for("fixed", x.extent(0), Axpy<double>(2.0, x, y));
}

template <class T>
void fill(Kokkos::View<T*> v, T base) {
  auto h = Kokkos::create_mirror_view(v);
  for (size_t i = 0; i < h.extent(0); ++i) h(i) = base + T(i % 7);
  Kokkos::deep_copy(v, h);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> xd("xd", n), yd("yd", n), sd("sd", n);
    Kokkos::View<float*> xf("xf", n), yf("yf", n), sf("sf", n);
    fill(xd, 1.0);
    fill(yd, 0.5);
    fill(xf, 1.0f);
    fill(yf, 0.25f);
    run_axpy(3.0, xd, yd);
    run_axpy(2.0f, xf, yf);
    scale_twice(xd, yd);
    printf("dot_double %.3f\n", dot(xd, yd));
    printf("dot_float %.3f\n", (double)dot(xf, yf));
    smooth<3>(yd, sd);
    smooth<5>(yf, sf);
    printf("smooth_double %.6f\n", dot(sd, sd));
    printf("smooth_float %.1f\n", (double)dot(sf, sf));  // float sums: order-dependent digits dropped
  }
  Kokkos::finalize();
  return 0;
}
