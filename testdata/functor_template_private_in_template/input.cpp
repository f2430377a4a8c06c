// A class-template functor with a private member, dispatched inside a function template: the
// launch reads the member through the class's kt_access spelled with the template's parameters
// (P<Space>::kt_access), not with the instantiation's argument (OpenMP and OpenACC parse
// DefaultExecutionSpace as kt::Serial, which the output's instantiation is not).
#include <Kokkos_Core.hpp>
#include <cstdio>
template <class Space> class P {
  Kokkos::View<double *, Space> a;
 public:
  P(Kokkos::View<double *, Space> v) : a(v) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { a(i) = 2.0 * i; }
};
template <class Space> double run(int n) {
  Kokkos::View<double *, Space> a("a", n);
  Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, n), P<Space>(a));
  double s = 0;
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i, double &x) { x += a(i); }, s);
  return s;
}
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("s %.1f\n", run<Kokkos::DefaultExecutionSpace>(100));
  Kokkos::finalize();
}
