// team_member_function_uncalled: functions taking the team member that no kernel of this file
// calls (a header's helpers that another file uses). They are lowered as team helpers all the
// same, found by their signature (issue 30: a header's helpers read the same from every
// includer, called or not); the program's own kernels run as usual.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION int twice_rank(const member_type &t) { return t.league_rank() * 2; }

KOKKOS_INLINE_FUNCTION int last_thread(const member_type &t) {
  t.team_barrier();
  return t.team_rank() == t.team_size() - 1 ? t.league_size() : 0;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> v("v", 16);
    Kokkos::parallel_for(16, KOKKOS_LAMBDA(const int i) { v(i) = 3 * i; });
    int s = 0;
    Kokkos::parallel_reduce(16, KOKKOS_LAMBDA(const int i, int &a) { a += v(i); }, s);
    std::printf("sum %d\n", s);
  }
  Kokkos::finalize();
  return 0;
}
