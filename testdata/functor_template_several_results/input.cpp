// A class-template functor reducing into several results (Kokkos' own TestReduce
// CombinedReduceFunctorSameType): one operator() for a RangePolicy, one for a rank-3
// MDRangePolicy, each taking three accumulators after its indices. The overload is the one with
// the dispatch's number of indices; the kernel is a template over the functor's parameters.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ValueType, class DeviceType>
struct Combined {
  using execution_space = typename DeviceType::execution_space;
  using size_type = typename execution_space::size_type;
  const size_type nwork;
  explicit Combined(const size_type n) : nwork(n) {}
  KOKKOS_INLINE_FUNCTION void operator()(size_type i, ValueType &a, ValueType &b,
                                         ValueType &c) const {
    a += 1;
    b += i + 1;
    c += nwork - i;
  }
  KOKKOS_INLINE_FUNCTION void operator()(size_type i, size_type z1, size_type z2, ValueType &a,
                                         ValueType &b, ValueType &c) const {
    a += 1 + z1;
    b += i + 1 + z2;
    c += nwork - i;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using F = Combined<long, Kokkos::DefaultExecutionSpace>;
    long r1 = 0, r2 = 0, r3 = 0;
    Kokkos::parallel_reduce("range", Kokkos::RangePolicy<>(0, 1000), F(1000), r1, r2, r3);
    std::printf("range %ld %ld %ld\n", r1, r2, r3);
    long s1 = 0, s2 = 0, s3 = 0;
    Kokkos::parallel_reduce("mdrange",
                            Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {1000, 1, 1}),
                            F(1000), s1, s2, s3);
    std::printf("mdrange %ld %ld %ld\n", s1, s2, s3);
    double d1 = 0, d2 = 0, d3 = 0;
    Kokkos::parallel_reduce(100, Combined<double, Kokkos::DefaultExecutionSpace>(100), d1, d2, d3);
    std::printf("double %.1f %.1f %.1f\n", d1, d2, d3);
  }
  Kokkos::finalize();
}
