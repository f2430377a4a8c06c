// Dispatches spelled without `Kokkos::` after using-declarations (as the Hierarchical
// Parallelism tutorials write them), and a team query with a work-tag argument.
#include <Kokkos_Core.hpp>
#include <cstdio>

using Kokkos::parallel_for;

int main(int argc, char* argv[]) {
  using Kokkos::parallel_reduce;
  using Kokkos::TeamThreadRange;
  using team_policy = Kokkos::TeamPolicy<>;
  using member = team_policy::member_type;
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double*> x("x", n);
    parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
    double sum = 0;
    parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& s) { s += x(i); }, sum);
    double rows = 0;
    parallel_reduce(
        "rows", team_policy(8, Kokkos::AUTO), KOKKOS_LAMBDA(const member& t, double& s) {
          double r = 0;
          parallel_reduce(TeamThreadRange(t, 8), [&](const int j, double& q) { q += x(t.league_rank() * 8 + j); }, r);
          Kokkos::single(Kokkos::PerTeam(t), [&]() { s += r; });
        },
        rows);
    const int tmax = team_policy(1, 1).team_size_max(
        KOKKOS_LAMBDA(const member&) {}, Kokkos::ParallelForTag());
    std::printf("sum %.1f\n", sum);
    std::printf("rows %.1f\n", rows);
    std::printf("tmax_positive %d\n", tmax > 0 ? 1 : 0);
  }
  Kokkos::finalize();
  return 0;
}
