// functor_team: functor classes as TeamPolicy bodies.
//
// Covers: a functor with operator()(const member_type&) for a TeamPolicy
// parallel_for (nested TeamThreadRange), a functor with
// operator()(const member_type&, double&) and `using value_type = double`
// for a TeamPolicy parallel_reduce (added once per team with
// single(PerTeam)), functor members of View, int and double type, and a
// functor using level-0 team scratch through team_scratch(0).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct FillRows {
  Kokkos::View<double**> A;
  int ncols;
  double base;

  KOKKOS_INLINE_FUNCTION
  void operator()(const member_type& team) const {
    const int r = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, ncols), [&](const int c) {
      A(r, c) = base + ((r * 7 + c * 3) % 19) * 0.25;
    });
  }
};

struct RowReverseDot {
  using value_type = double;
  Kokkos::View<double**> A;
  int ncols;

  KOKKOS_INLINE_FUNCTION
  void operator()(const member_type& team, double& acc) const {
    const int r = team.league_rank();
    ScratchView row(team.team_scratch(0), ncols);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, ncols), [&](const int c) { row(c) = A(r, c); });
    team.team_barrier();
    double d = 0.0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, ncols), [&](const int c, double& s) {
      s += row(c) * row(ncols - 1 - c);
    }, d);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += d; });
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nrows = 3000, ncols = 333;
    Kokkos::View<double**> A("A", nrows, ncols);

    FillRows fill;
    fill.A = A;
    fill.ncols = ncols;
    fill.base = -1.0;
    Kokkos::parallel_for("fill_rows", Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO), fill);

    RowReverseDot rdot;
    rdot.A = A;
    rdot.ncols = ncols;
    double total = 0.0;
    Kokkos::parallel_reduce("reverse_dot",
                            Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO)
                                .set_scratch_size(0, Kokkos::PerTeam(ScratchView::shmem_size(ncols))),
                            rdot, total);

    auto hA = Kokkos::create_mirror_view(A);
    Kokkos::deep_copy(hA, A);
    double check = 0.0;
    for (int r = 0; r < nrows; ++r)
      for (int c = 0; c < ncols; ++c) check += hA(r, c) * (c % 2 ? 1.0 : -1.0);

    printf("reverse_dot %.17g\n", total);
    printf("alt_sum %.17g\n", check);
    printf("A_entries %.17g %.17g %.17g\n", hA(0, 0), hA(5, 7), hA(nrows - 1, ncols - 1));
  }
  Kokkos::finalize();
  return 0;
}
