// Issue 29 item 4: a team functor that is a class template, in a header: its nested
// TeamThreadRange parallel_for was refused with KT1006 (its operator() body, in this header, was
// taken for main-file code); the same code as one file translated.
#include <Kokkos_Core.hpp>
template <class ExecSpace>
struct TeamFunctor {
  Kokkos::View<int *, ExecSpace> a;
  KOKKOS_INLINE_FUNCTION
  void operator()(const typename Kokkos::TeamPolicy<ExecSpace>::member_type &t) const {
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 0, 10),
                         [&](const int i) { a(t.league_rank() * 10 + i) = i; });
  }
};
template <class ExecSpace>
int run() {
  Kokkos::View<int *, ExecSpace> a("a", 40);
  Kokkos::parallel_for(Kokkos::TeamPolicy<ExecSpace>(4, Kokkos::AUTO), TeamFunctor<ExecSpace>{a});
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a);
  int s = 0;
  for (int i = 0; i < 40; ++i)
    s += h(i) * (i + 1);
  return s;
}
