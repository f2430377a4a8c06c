// A functor array reduction (`using value_type = double[]`, `value_count`): not supported. The
// message used to say the accumulator was taken by value (KT1029) and to write 'double *& s'.
#include <Kokkos_Core.hpp>

struct ColumnSums {
  using value_type = double[];
  using size_type = int;
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type s) const {
    for (int k = 0; k < value_count; ++k)
      s[k] += a(i, k);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> a("a", 10, 3);
    double sums[3];
    Kokkos::parallel_reduce(10, ColumnSums{3, a}, sums);
  }
  Kokkos::finalize();
}
