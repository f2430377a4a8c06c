// Functors that are classes nested in a class template (Kokkos' own TestReducers): their
// operator() belongs to the enclosing template's specialisation and is instantiated for the
// dispatch, as for a class template's own.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace Test {
template <class Scalar, class ExecSpace>
struct TestReducers {
  struct SumFunctor {
    Kokkos::View<const Scalar *, ExecSpace> values;
    KOKKOS_INLINE_FUNCTION
    void operator()(const int &i, Scalar &value) const { value += values(i); }
  };
  struct MinFunctor {
    Kokkos::View<const Scalar *, ExecSpace> values;
    KOKKOS_INLINE_FUNCTION
    void operator()(const int &i, Scalar &value) const {
      if (values(i) < value) value = values(i);
    }
  };

  static void run(int N) {
    Kokkos::View<Scalar *, ExecSpace> values("values", N);
    Kokkos::parallel_for(
        Kokkos::RangePolicy<ExecSpace>(0, N),
        KOKKOS_LAMBDA(const int i) { values(i) = Scalar((i * 7) % 23 + 5); });
    SumFunctor f;
    f.values = values;
    Scalar sum_scalar = Scalar(1);
    Kokkos::Sum<Scalar> reducer_scalar(sum_scalar);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, N), f, reducer_scalar);
    MinFunctor g;
    g.values = values;
    Scalar min_scalar = Scalar(0);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(1, N), g, Kokkos::Min<Scalar>(min_scalar));
    std::printf("sum %ld min %ld\n", long(sum_scalar), long(min_scalar));
  }
};
}  // namespace Test

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  Test::TestReducers<int, Kokkos::DefaultExecutionSpace>::run(1000);
  Test::TestReducers<long, Kokkos::DefaultExecutionSpace>::run(77);
  Kokkos::finalize();
  return 0;
}
