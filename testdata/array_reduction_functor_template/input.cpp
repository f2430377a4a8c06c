// array_reduction_functor_template: class-template functors reduced from a function that is not
// a template (main), so the launch spells the functor's arguments: an array reduction
// (`value_type = T[]`, value_count from a template parameter, its own init and join) whose
// launch named the kernel template's `T` (`kt::ArrayReduce<T>`: exit 0 before, with output no
// compiler accepted), and a struct value_type with init, join and final.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T, int K>
struct MaxK {
  using value_type = T[];
  using size_type = int;
  int value_count = K;
  Kokkos::View<T**> x;
  explicit MaxK(Kokkos::View<T**> x_) : x(x_) {}
  KOKKOS_INLINE_FUNCTION void init(value_type v) const {
    for (int k = 0; k < K; ++k) v[k] = -1000;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type a, const value_type b) const {
    for (int k = 0; k < K; ++k)
      if (b[k] > a[k]) a[k] = b[k];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type v) const {
    for (int k = 0; k < K; ++k)
      if (x(i, k) > v[k]) v[k] = x(i, k);
  }
};

template <class T>
struct MeanVar {
  struct value_type {
    T s, s2;
    int n;
  };
  Kokkos::View<T*> x;
  KOKKOS_INLINE_FUNCTION void init(value_type& v) const {
    v.s = 0;
    v.s2 = 0;
    v.n = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type& a, const value_type& b) const {
    a.s += b.s;
    a.s2 += b.s2;
    a.n += b.n;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& v) const {
    v.s += x(i);
    v.s2 += x(i) * x(i);
    v.n += 1;
  }
  KOKKOS_INLINE_FUNCTION void final(value_type& v) const {
    v.s /= v.n;
    v.s2 = v.s2 / v.n - v.s * v.s;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double**> x("x", 200, 3);
    Kokkos::View<float**> xf("xf", 100, 4);
    Kokkos::View<double*> y("y", 200);
    Kokkos::parallel_for("fill", 200, KOKKOS_LAMBDA(const int i) {
      for (int k = 0; k < 3; ++k) x(i, k) = ((i * (k + 3)) % 17) - k;
      if (i < 100)
        for (int k = 0; k < 4; ++k) xf(i, k) = ((i * (k + 5)) % 23) * 0.5f - k;
      y(i) = (i % 10) * 0.5;
    });
    double m[3];
    Kokkos::parallel_reduce("max3", 200, MaxK<double, 3>(x), m);
    float mf[4];
    Kokkos::parallel_reduce("max4", 100, MaxK<float, 4>(xf), mf);
    MeanVar<double>::value_type mv;
    Kokkos::parallel_reduce("meanvar", 200, MeanVar<double>{y}, mv);
    std::printf("max3 %.2f %.2f %.2f\n", m[0], m[1], m[2]);
    std::printf("max4 %.2f %.2f %.2f %.2f\n", mf[0], mf[1], mf[2], mf[3]);
    std::printf("meanvar %.4f %.4f %d\n", mv.s, mv.s2, mv.n);
  }
  Kokkos::finalize();
}
