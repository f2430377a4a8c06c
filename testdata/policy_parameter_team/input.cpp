// TeamPolicy objects that reach the dispatch as a parameter of the enclosing function (Kokkos'
// own TestReductions_DeviceView passes RangePolicy, MDRangePolicy and TeamPolicy to one function
// template): the policy's type gives the space and the work tag; the launch reads the league
// size, the team size (Kokkos::AUTO or a size, known only at run time), the vector length and
// the scratch sizes the caller set from the object. Covers: a function template instantiated
// with a RangePolicy, an MDRangePolicy and a TeamPolicy (one kernel per instantiation); a
// non-template function taking a TeamPolicy by const reference, called with AUTO and with an
// explicit team size, whose body allocates level-0 scratch the caller sized. The functors are
// declared after the template, as in Kokkos' test: the kernels tell the instantiations apart by
// the policy's type alone.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class PolicyType, class Functor>
long reduce_with(PolicyType policy, Functor f) {
  long s = 0;
  Kokkos::parallel_reduce("reduce_with", policy, f, s);
  return s;
}

struct RangeCount {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const { s += i; }
};
struct MDCount {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, const int j, long &s) const { s += i * j; }
};
struct TeamCount {
  int m;
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type &t, long &s) const {
    for (int i = t.team_rank(); i < m; i += t.team_size()) s += t.league_rank() * m + i;
  }
};

using Scratch = Kokkos::View<int *, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                             Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// Each team fills its scratch with league_rank + k and sums it; the scratch size is the caller's.
long scratch_sums(const Kokkos::TeamPolicy<> &policy, int n) {
  long s = 0;
  Kokkos::parallel_reduce(
      policy,
      KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &t, long &acc) {
        Scratch buf(t.team_scratch(0), n);
        Kokkos::parallel_for(Kokkos::TeamThreadRange(t, n),
                             [&](const int k) { buf(k) = t.league_rank() + k; });
        t.team_barrier();
        long mine = 0;
        Kokkos::parallel_reduce(
            Kokkos::TeamThreadRange(t, n), [&](const int k, long &u) { u += buf(k); }, mine);
        Kokkos::single(Kokkos::PerTeam(t), [&]() { acc += mine; });
      },
      s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const long a = reduce_with(Kokkos::RangePolicy<>(0, 1000), RangeCount{});
    const long b = reduce_with(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({1, 2}, {30, 40}), MDCount{});
    const long c = reduce_with(Kokkos::TeamPolicy<>(37, Kokkos::AUTO), TeamCount{50});
    const long d = reduce_with(Kokkos::TeamPolicy<>(12, 1), TeamCount{9});
    std::printf("range %ld mdrange %ld team auto %ld team one %ld\n", a, b, c, d);
    const int n = 40;
    const size_t bytes = Scratch::shmem_size(n);
    const long e = scratch_sums(
        Kokkos::TeamPolicy<>(25, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)), n);
    Kokkos::TeamPolicy<> sized(7, 1);
    sized.set_scratch_size(0, Kokkos::PerTeam(bytes));
    const long f = scratch_sums(sized, n);
    std::printf("scratch auto %ld scratch one %ld\n", e, f);
  }
  Kokkos::finalize();
  return 0;
}
