// Dispatches inside a class template: `*this` dispatched with work tags nested in the class
// template (Kokkos' own TestRange has this shape), for two instantiations of the template. The
// tags and the functor are spelled through the template's parameters
// (`typename TestRange<ExecSpace, ScheduleType>::VerifyTag`), so one kernel template serves both
// instantiations (policy_parameter_mdrange has kernels that differ between instantiations).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ExecSpace, class ScheduleType> struct TestRange {
  using view_type = Kokkos::View<int *, ExecSpace>;
  struct VerifyTag {};
  struct SumTag {};
  view_type flags;
  int N;
  TestRange(const int n) : flags("flags", n), N(n) {}

  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { flags(i) = 3 * i + 1; }
  KOKKOS_INLINE_FUNCTION void operator()(const VerifyTag &, const int i) const {
    if (flags(i) != 3 * i + 1) flags(i) = -1;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const SumTag &, const int i, long &s) const {
    s += flags(i) % 11;
  }

  long run() {
    Kokkos::parallel_for(Kokkos::RangePolicy<ExecSpace, ScheduleType>(0, N), *this);
    Kokkos::parallel_for(Kokkos::RangePolicy<ExecSpace, ScheduleType, VerifyTag>(0, N), *this);
    long s = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace, ScheduleType, SumTag>(0, N), *this, s);
    return s;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    TestRange<Kokkos::DefaultExecutionSpace, Kokkos::Schedule<Kokkos::Static>> a(1000);
    TestRange<Kokkos::DefaultExecutionSpace, Kokkos::Schedule<Kokkos::Dynamic>> b(777);
    std::printf("static %ld dynamic %ld\n", a.run(), b.run());
  }
  Kokkos::finalize();
}
