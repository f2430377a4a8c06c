// class_template_nested_types: dispatches in member functions defined inside a class template,
// whose kernels use classes nested in that template: a reduction value type (a struct with its
// own +=, as Kokkos' TestMDRange_ReduceScalar), and a nested functor class dispatched by value.
// The kernels come before the class, so the class template is declared before them.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace demo {

template <class Space, int Width>
struct Tester {
  struct Acc {
    double v[Width];
    KOKKOS_INLINE_FUNCTION Acc() {
      for (int i = 0; i < Width; i++) v[i] = 0;
    }
    KOKKOS_INLINE_FUNCTION void operator+=(const Acc &o) {
      for (int i = 0; i < Width; i++) v[i] += o.v[i];
    }
  };

  struct Scale {
    Kokkos::View<double *, Space> x;
    double f;
    KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = f * i; }
  };

  static void run(const int n) {
    Kokkos::View<double *, Space> x("x", n);
    Kokkos::parallel_for("scale", Kokkos::RangePolicy<Space>(0, n), Scale{x, 0.5});
    Acc sum;
    Kokkos::parallel_reduce(
        "moments", Kokkos::RangePolicy<Space>(0, n),
        KOKKOS_LAMBDA(const int i, Acc &a) {
          double p = 1;
          for (int k = 0; k < Width; k++) {
            a.v[k] += p;
            p *= x(i);
          }
        },
        sum);
    Acc md;
    Kokkos::parallel_reduce(
        "md", Kokkos::MDRangePolicy<Space, Kokkos::Rank<2>>({0, 0}, {n, 3}),
        KOKKOS_LAMBDA(const int i, const int j, Acc &a) { a.v[j % Width] += x(i) * (j + 1); }, md);
    std::printf("width %d:", Width);
    for (int k = 0; k < Width; k++) std::printf(" %.2f", sum.v[k]);
    for (int k = 0; k < Width; k++) std::printf(" %.2f", md.v[k]);
    std::printf("\n");
  }
};

}  // namespace demo

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  demo::Tester<Kokkos::DefaultExecutionSpace, 3>::run(40);
  demo::Tester<Kokkos::DefaultExecutionSpace, 2>::run(25);
  Kokkos::finalize();
  return 0;
}
