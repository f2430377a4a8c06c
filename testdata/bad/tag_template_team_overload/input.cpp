// KT1014: a functor with two tag-templated operator() overloads defined out of line, one taking
// `RangePolicy<Tag>::member_type` (an index), one `TeamPolicy<Tag>::member_type` (a team
// member), as miniMD's Neighbor. The range dispatch takes the range overload; the team
// dispatch takes the team overload, whose member calls stay dependent in the template the
// translator reads (its specialization is never instantiated against the declaration-only
// API), so they are refused at the member's use on line 23. (The translator used to give the
// team dispatch the range overload's body, with exit 0.) Valid Kokkos.
#include <Kokkos_Core.hpp>
#include <cstdio>
template <int H> struct Build {};
struct Nb {
  Kokkos::View<double *> x;
  template <int H>
  KOKKOS_INLINE_FUNCTION void operator()(Build<H>, const typename Kokkos::RangePolicy<Build<H>>::member_type &) const;
  template <int H>
  KOKKOS_INLINE_FUNCTION void operator()(Build<H>, const typename Kokkos::TeamPolicy<Build<H>>::member_type &) const;
  void run(int n) {
    Kokkos::parallel_for(Kokkos::RangePolicy<Build<1>>(0, n), *this);
    Kokkos::parallel_for(Kokkos::TeamPolicy<Build<1>>(n, 1), *this);
  }
};
template <int H> KOKKOS_INLINE_FUNCTION void Nb::operator()(Build<H>, const typename Kokkos::RangePolicy<Build<H>>::member_type &i) const { x(i) += H; }
template <int H> KOKKOS_INLINE_FUNCTION void Nb::operator()(Build<H>, const typename Kokkos::TeamPolicy<Build<H>>::member_type &t) const { x(t.league_rank()) += 10 * H; }
int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    Nb b{Kokkos::View<double *>("x", 8)};
    b.run(8);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b.x);
    std::printf("%g\n", h(3));
  }
  Kokkos::finalize();
}
