// local_deep_copy_team: Kokkos::Experimental::local_deep_copy inside kernels.
//
// Covers: the team form `local_deep_copy(team, dst, src)` and `(team, dst, value)` on subviews of
// rank 1, 2 and 3 of LayoutLeft and LayoutRight rank-4 Views (contiguous and strided subviews,
// and a LayoutRight destination from a LayoutLeft source), into and out of team scratch; the
// sequential forms `local_deep_copy(dst, src)` / `(dst, value)` in a RangePolicy kernel and inside
// a TeamThreadRange; a functor body. Checksums weight every element by its position.

#include <Kokkos_Core.hpp>
#include <cstdio>

using Left4 = Kokkos::View<double****, Kokkos::LayoutLeft>;
using Right4 = Kokkos::View<double****, Kokkos::LayoutRight>;
using member_type = Kokkos::TeamPolicy<>::member_type;

template <class V>
double checksum(const V& v) {
  auto h = Kokkos::create_mirror_view(v);
  Kokkos::deep_copy(h, v);
  double s = 0;
  for (size_t i = 0; i < h.extent(0); ++i)
    for (size_t j = 0; j < h.extent(1); ++j)
      for (size_t k = 0; k < h.extent(2); ++k)
        for (size_t l = 0; l < h.extent(3); ++l)
          s += h(i, j, k, l) * (1 + i + 3 * j + 7 * k + 13 * l);
  return s;
}

template <class V>
void fill(const V& v) {
  Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<4>>({0, 0, 0, 0}, {5, 4, 3, 6}),
                       KOKKOS_LAMBDA(int i, int j, int k, int l) { v(i, j, k, l) = i + 10 * j + 100 * k + 1000 * l; });
}

// A functor that copies one row per team, then fills another with a value.
struct CopyRows {
  Left4 a;
  Right4 b;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& team) const {
    const int r = team.league_rank();
    auto src = Kokkos::subview(a, r, 1, Kokkos::ALL(), Kokkos::ALL());
    auto dst = Kokkos::subview(b, r, 1, Kokkos::ALL(), Kokkos::ALL());
    Kokkos::Experimental::local_deep_copy(team, dst, src);
    Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(b, r, 2, 0, Kokkos::ALL()), -2.5);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Left4 a("a", 5, 4, 3, 6);
    Right4 ar("ar", 5, 4, 3, 6);
    fill(a);
    fill(ar);

    // Rank 1, 2 and 3 subviews, LayoutLeft to LayoutLeft.
    Left4 b("b", 5, 4, 3, 6);
    Kokkos::parallel_for("team_copy_left", Kokkos::TeamPolicy<>(5, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int lid = team.league_rank();
      auto s1 = Kokkos::subview(a, lid, 0, 0, Kokkos::ALL());
      auto d1 = Kokkos::subview(b, lid, 0, 0, Kokkos::ALL());
      Kokkos::Experimental::local_deep_copy(team, d1, s1);
      auto s2 = Kokkos::subview(a, lid, 1, Kokkos::ALL(), Kokkos::ALL());
      auto d2 = Kokkos::subview(b, lid, 1, Kokkos::ALL(), Kokkos::ALL());
      Kokkos::Experimental::local_deep_copy(team, d2, s2);
      if (lid == 0) {
        auto s3 = Kokkos::subview(a, 2, Kokkos::ALL(), Kokkos::ALL(), Kokkos::ALL());
        auto d3 = Kokkos::subview(b, 2, Kokkos::ALL(), Kokkos::ALL(), Kokkos::ALL());
        Kokkos::Experimental::local_deep_copy(team, d3, s3);
      }
    });
    printf("team_copy_left %.1f\n", checksum(b));

    // The same on LayoutRight (contiguous subviews), then fills with a value.
    Right4 br("br", 5, 4, 3, 6);
    Kokkos::parallel_for("team_copy_right", Kokkos::TeamPolicy<>(5, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int lid = team.league_rank();
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(br, lid, 0, 0, Kokkos::ALL()),
                                            Kokkos::subview(ar, lid, 0, 0, Kokkos::ALL()));
      auto d3 = Kokkos::subview(br, lid, Kokkos::ALL(), Kokkos::ALL(), Kokkos::ALL());
      Kokkos::Experimental::local_deep_copy(team, d3, Kokkos::subview(ar, lid, Kokkos::ALL(), Kokkos::ALL(), Kokkos::ALL()));
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(br, lid, 3, Kokkos::ALL(), Kokkos::ALL()), 0.5 * lid);
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(br, lid, Kokkos::ALL(), 1, Kokkos::ALL()), 7.0);
    });
    printf("team_copy_right %.1f\n", checksum(br));

    // LayoutLeft source, LayoutRight destination (strided on both sides), by a functor.
    Right4 bf("bf", 5, 4, 3, 6);
    Kokkos::parallel_for("team_copy_functor", Kokkos::TeamPolicy<>(5, Kokkos::AUTO), CopyRows{a, bf});
    printf("team_copy_functor %.1f\n", checksum(bf));

    // Through team scratch: a row into scratch, doubled, back out; a fill of scratch.
    Right4 bs("bs", 5, 4, 3, 6);
    using Scratch2 = Kokkos::View<double**, Kokkos::LayoutRight,
                                  Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                  Kokkos::MemoryUnmanaged>;
    const size_t bytes = Scratch2::shmem_size(3, 6);
    Kokkos::parallel_for("team_copy_scratch",
                         Kokkos::TeamPolicy<>(5, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int lid = team.league_rank();
      Scratch2 tmp(team.team_scratch(0), 3, 6);
      Kokkos::Experimental::local_deep_copy(team, tmp, Kokkos::subview(ar, lid, 2, Kokkos::ALL(), Kokkos::ALL()));
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 3), [&](const int k) {
        for (int l = 0; l < 6; ++l) tmp(k, l) *= 2;
      });
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(bs, lid, 2, Kokkos::ALL(), Kokkos::ALL()), tmp);
      Kokkos::Experimental::local_deep_copy(team, tmp, 3.0);
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(bs, lid, 0, Kokkos::ALL(), Kokkos::ALL()), tmp);
    });
    printf("team_copy_scratch %.1f\n", checksum(bs));

    // Sequential forms: one thread copies a whole subview (RangePolicy), or each thread of a
    // TeamThreadRange fills its own row.
    Left4 c("c", 5, 4, 3, 6);
    Kokkos::parallel_for("seq_copy", Kokkos::RangePolicy<>(0, 5), KOKKOS_LAMBDA(const int i) {
      Kokkos::Experimental::local_deep_copy(Kokkos::subview(c, i, 0, Kokkos::ALL(), Kokkos::ALL()),
                                            Kokkos::subview(a, i, 0, Kokkos::ALL(), Kokkos::ALL()));
      auto row = Kokkos::subview(c, i, 1, 1, Kokkos::ALL());
      Kokkos::Experimental::local_deep_copy(row, Kokkos::subview(ar, i, 1, 1, Kokkos::ALL()));
      Kokkos::Experimental::local_deep_copy(Kokkos::subview(c, i, 3, Kokkos::ALL(), Kokkos::ALL()), 1.0 + i);
    });
    Kokkos::parallel_for("seq_in_team", Kokkos::TeamPolicy<>(5, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int lid = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 3), [&](const int k) {
        Kokkos::Experimental::local_deep_copy(Kokkos::subview(c, lid, 2, k, Kokkos::ALL()), 10.0 * k);
      });
    });
    printf("seq_copy %.1f\n", checksum(c));
  }
  Kokkos::finalize();
  return 0;
}
