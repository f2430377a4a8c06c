// policy_chunk_size: RangePolicy and TeamPolicy keep the chunk size they are given (issue 28
// item 2). TeamPolicy::set_chunk_size stores it and returns the policy; chunk_size() returns it
// (32, Serial's default, when none was set). RangePolicy: set_chunk_size (used as
// `p = p.set_chunk_size(c)`, which Kokkos 3 and 4 both accept: 3 returns a modified copy, 4
// modifies the policy and returns it), on a named policy and on a temporary, and Kokkos'
// automatic chunk of a short range (1 on every backend).
// The chunked policies still run their kernels.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::TeamPolicy<> p(10, Kokkos::AUTO);
    const int team_default = int(p.chunk_size());
    p.set_chunk_size(4);
    Kokkos::TeamPolicy<> q(6, Kokkos::AUTO);
    const int chained = int(q.set_chunk_size(2).chunk_size());
    std::printf("team default %d set %d chained %d\n", team_default, int(p.chunk_size()), chained);

    Kokkos::RangePolicy<> r(0, 10);
    const int range_auto = int(r.chunk_size());
    r = r.set_chunk_size(8);
    const Kokkos::RangePolicy<> c = Kokkos::RangePolicy<>(Kokkos::DefaultExecutionSpace(), 0, 100).set_chunk_size(16);
    std::printf("range auto %d set %d temporary %d\n", range_auto, int(r.chunk_size()), int(c.chunk_size()));

    using member_type = Kokkos::TeamPolicy<>::member_type;
    long teams = 0;
    Kokkos::parallel_reduce("team_sum", p, KOKKOS_LAMBDA(const member_type& t, long& acc) {
      if (t.team_rank() == 0) acc += t.league_rank() + 1;
    }, teams);
    long range = 0;
    Kokkos::parallel_reduce("range_sum", c, KOKKOS_LAMBDA(const int i, long& acc) { acc += i; }, range);
    std::printf("team_sum %ld range_sum %ld\n", teams, range);
  }
  Kokkos::finalize();
}
