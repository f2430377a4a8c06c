// Area: atomics, mathematical functions (Kokkos:: and Kokkos::Experimental::),
// min/max/clamp, printf/abort.
#include <Kokkos_Core.hpp>

#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 100;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<int*> hist("hist", 10);
    Kokkos::View<double> total("total");
    Kokkos::View<long> counter("counter");
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) {
      Kokkos::atomic_add(&hist(i % 10), 1);
      Kokkos::atomic_add(&total(), x(i));
#if KOKKOS_VERSION >= 40000
      Kokkos::atomic_add(&total(), 1);  // int value into double target (desul)
      Kokkos::atomic_min(&hist(0), 0);
      Kokkos::atomic_max(&hist(0), 0);
      hist(7) += Kokkos::atomic_add_fetch(&hist(7), 1) + Kokkos::atomic_sub_fetch(&hist(7), 1);
#endif
      Kokkos::atomic_sub(&hist(0), 1);
      Kokkos::atomic_increment(&hist(1));
      Kokkos::atomic_decrement(&hist(2));
      int old = Kokkos::atomic_fetch_add(&hist(3), 2);
      old += Kokkos::atomic_fetch_sub(&hist(3), 1);
      old += Kokkos::atomic_fetch_max(&hist(4), i);
      old += Kokkos::atomic_fetch_min(&hist(5), i);
      old += Kokkos::atomic_fetch_or(&hist(6), 1);
      old += Kokkos::atomic_fetch_and(&hist(6), 3);
      old += Kokkos::atomic_fetch_xor(&hist(6), 5);
      old += Kokkos::atomic_max_fetch(&hist(7), 3);
      old += Kokkos::atomic_compare_exchange(&hist(8), 0, 1);
      old += Kokkos::atomic_exchange(&hist(9), i);
      old += Kokkos::atomic_fetch_mul(&hist(9), 1);
      long c = Kokkos::atomic_fetch_add(&counter(), 1l);
      double d = Kokkos::atomic_fetch_add(&x(i), 0.5);
      (void)old; (void)c; (void)d;
    });

    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) {
      double v = x(i) + 1.0;
      float f = 2.0f;
      double r = Kokkos::Experimental::sqrt(v) + Kokkos::Experimental::fabs(v) + Kokkos::Experimental::exp(v) +
                 Kokkos::Experimental::log(v) + Kokkos::Experimental::pow(v, 2.0) + Kokkos::Experimental::pow(v, 2) +
                 Kokkos::Experimental::sin(v) + Kokkos::Experimental::cos(v) + Kokkos::Experimental::tan(v) +
                 Kokkos::Experimental::atan2(v, 1.0) + Kokkos::Experimental::floor(v) +
                 Kokkos::Experimental::ceil(v) + Kokkos::Experimental::fmax(v, 0.0) +
                 Kokkos::Experimental::fmin(v, 1.0) + Kokkos::Experimental::cbrt(v) +
                 Kokkos::Experimental::sqrt(i) + Kokkos::Experimental::sqrt(f) + Kokkos::Experimental::hypot(v, v) +
                 Kokkos::Experimental::tanh(v) + Kokkos::Experimental::fmod(v, 2.0) + Kokkos::Experimental::exp2(v) +
                 Kokkos::Experimental::log10(v) + Kokkos::Experimental::log2(v) + Kokkos::Experimental::trunc(v);
      bool bad = Kokkos::Experimental::isnan(r) || Kokkos::Experimental::isinf(r) ||
                 !Kokkos::Experimental::isfinite(r);
      if (bad) Kokkos::abort("non-finite value");
#if KOKKOS_VERSION >= 40000
      r += Kokkos::sqrt(v) + Kokkos::fabs(v) + Kokkos::abs(v) + Kokkos::abs(-i) + Kokkos::exp(v) + Kokkos::log(v) +
           Kokkos::pow(v, 3) + Kokkos::sin(v) + Kokkos::cos(v) + Kokkos::fma(v, v, 1.0) + Kokkos::round(v) +
           Kokkos::min(v, 1.0) + Kokkos::max(v, 2.0) + Kokkos::clamp(v, 0.0, 1.0) + Kokkos::numbers::pi +
           Kokkos::numbers::pi_v<float> + Kokkos::sqrtf(f) + Kokkos::Experimental::min(1, 2);
      if (Kokkos::isnan(r)) Kokkos::printf("nan at %d (%f)\n", i, r);
#endif
      x(i) = r;
    });
  }
  Kokkos::finalize();
  return 0;
}
