// A member function declared KOKKOS_INLINE_FUNCTION in its class and defined out of line
// without the macro (`inline double Weights::scale(...) const`), called from a
// KOKKOS_CLASS_LAMBDA and from a functor: the definition is device code too, as the declaration
// says (a CUDA compiler takes the declaration's __host__ __device__; hip-clang rejects a
// definition that drops it).
#include <Kokkos_Core.hpp>
#include <cstdio>

#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

struct Weights {
  Kokkos::View<double *> w;
  double cut;
  KOKKOS_INLINE_FUNCTION
  double scale(double r) const;
  KOKKOS_FUNCTION
  static int bucket(int i);
  void apply() {
    Kokkos::parallel_for("apply", w.extent(0),
                         KOKKOS_CLASS_LAMBDA(const int i) { w(i) = scale(i) * bucket(i); });
  }
};

inline double Weights::scale(double r) const {
  return r < cut ? 1.5 * r : 0.5 * r;
}

int Weights::bucket(int i) { return i % 3 + 1; }

struct Sum {
  Weights k;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &acc) const {
    acc += k.w(i) + k.scale(2 * i);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Weights k{Kokkos::View<double *>("w", 16), 7.0};
    k.apply();
    double total = 0;
    Kokkos::parallel_reduce("sum", 16, Sum{k}, total);
    std::printf("total %.3f\n", total);
  }
  Kokkos::finalize();
  return 0;
}
