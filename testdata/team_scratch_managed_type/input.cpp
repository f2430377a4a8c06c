// team_scratch_managed_type: scratch Views whose types are not declared Unmanaged (ExaMiniMD's
// SNA: `t_sna_2d(team.team_scratch(1), nmax, 3)` with `typedef Kokkos::View<double **,
// Kokkos::LayoutRight> t_sna_2d`). Kokkos builds a View constructed on a scratch space from the
// scratch pointer, with no reference count, whatever its memory traits say; copies of it count
// nothing either. Covers: a rank-1 `View<double *>` and a rank-2 `View<int **, LayoutRight>` on
// level-0 team scratch, sized with their types' shmem_size, a copy of one in the team body, and
// a managed View type with Atomic traits on level-1 team scratch (team-wide atomic adds). Before,
// the shim's static_assert "scratch views must be unmanaged" rejected the translation.
#include <Kokkos_Core.hpp>
#include <cstdio>

typedef Kokkos::View<double*> vec_t;
typedef Kokkos::View<int**, Kokkos::LayoutRight> mat_t;
typedef Kokkos::View<double*, Kokkos::MemoryTraits<Kokkos::Atomic>> acc_t;
typedef Kokkos::TeamPolicy<>::member_type member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 24, m = 16;
    Kokkos::View<double*> x("x", league * m), out("out", league);
    Kokkos::parallel_for("fill", league * m, KOKKOS_LAMBDA(const int i) { x(i) = (i % 13) * 0.5 + 1.0; });

    const size_t l0 = vec_t::shmem_size(m) + mat_t::shmem_size(m, 2);
    const size_t l1 = acc_t::shmem_size(4);
    Kokkos::TeamPolicy<> policy(league, Kokkos::AUTO);
    policy.set_scratch_size(0, Kokkos::PerTeam(l0)).set_scratch_size(1, Kokkos::PerTeam(l1));
    Kokkos::parallel_for("tiles", policy, KOKKOS_LAMBDA(const member_type& team) {
      const int t = team.league_rank();
      vec_t v(team.team_scratch(0), m);
      mat_t idx(team.team_scratch(0), m, 2);
      acc_t bins(team.team_scratch(1), 4);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int k) {
        v(k) = x(t * m + k);
        idx(k, 0) = (k * 5 + t) % m;
        idx(k, 1) = k % 4;
      });
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        for (int b = 0; b < 4; ++b) bins(b) = 0.0;
      });
      team.team_barrier();
      const vec_t w = v;  // a copy of a scratch View: no reference count
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int k) {
        bins(idx(k, 1)) += w(idx(k, 0)) * (k + 1);
      });
      team.team_barrier();
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        out(t) = bins(0) + 2.0 * bins(1) + 3.0 * bins(2) + 4.0 * bins(3);
      });
    });
    double s = 0;
    Kokkos::parallel_reduce("sum", league, KOKKOS_LAMBDA(const int i, double& a) { a += out(i) * (i % 5 + 1); }, s);
    std::printf("tiles %.3f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
