// team_vector_range: vector-level parallelism inside teams.
//
// Covers: TeamPolicy<>(league, AUTO, vector_length) with vector lengths 4, 8,
// 16 and 32; ThreadVectorRange nested in TeamThreadRange as parallel_for and
// parallel_reduce with (team, n) and (team, b, e) bounds; TeamVectorRange as
// parallel_for and parallel_reduce with (team, n) and (team, b, e) bounds;
// single(PerThread(team)) to store a vector reduction once per thread.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int NB = 1024, R = 16, C = 64;
    Kokkos::View<double***> data("data", NB, R, C);
    Kokkos::View<double**> rowsum("rowsum", NB, R);
    Kokkos::View<double*> blocksum("blocksum", NB);
    Kokkos::View<double*> edge("edge", NB);
    Kokkos::View<double***> grad("grad", NB, R, C);

    // Fill with TeamThreadRange x ThreadVectorRange and reduce each row.
    Kokkos::parallel_for("fill_rows", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int b = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, R), [&](const int r) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, C), [&](const int c) {
          data(b, r, c) = (b % 8) * 0.25 + r * 0.5 + (c % 16) * 0.125;
        });
        double rs = 0.0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, C), [&](const int c, double& s) {
          s += data(b, r, c);
        }, rs);
        Kokkos::single(Kokkos::PerThread(team), [&]() { rowsum(b, r) = rs; });
      });
    });

    // Flat team+vector loops over a whole block.
    Kokkos::parallel_for("scale_blocks", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO, 16),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int b = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamVectorRange(team, R * C), [&](const int k) {
        data(b, k / C, k % C) *= 2.0;
      });
      team.team_barrier();
      double bs = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, R * C), [&](const int k, double& s) {
        s += data(b, k / C, k % C);
      }, bs);
      if (team.team_rank() == 0) blocksum(b) = bs;
    });

    // Two-bound forms: interior columns only.
    Kokkos::parallel_for("edges", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO, 32),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int b = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamVectorRange(team, 1, C - 1), [&](const int c) {
        data(b, 0, c) = c * 0.5;
      });
      team.team_barrier();
      double e = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, 2, C - 2), [&](const int c, double& s) {
        s += data(b, 0, c);
      }, e);
      if (team.team_rank() == 0) edge(b) = e;
      // Rows 1.. were written by earlier kernels only: safe to read here.
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 1, R), [&](const int r) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, 1, C - 1), [&](const int c) {
          grad(b, r, c) = data(b, r, c + 1) - data(b, r, c - 1);
        });
      });
    });

    // Outer reduction with ThreadVectorRange(team, b, e) inside TeamThreadRange(team, b, e).
    double interior = 0.0;
    Kokkos::parallel_reduce("interior", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO, 4),
                            KOKKOS_LAMBDA(const member_type& team, double& acc) {
      const int b = team.league_rank();
      double tsum = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 1, R - 1), [&](const int r, double& ts) {
        double vs = 0.0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, 1, C - 1), [&](const int c, double& s) {
          s += data(b, r, c) * data(b, r, c);
        }, vs);
        ts += vs;
      }, tsum);
      // With vector_length > 1 only single(PerTeam) is guaranteed to run once.
      Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += tsum; });
    }, interior);

    auto hrow = Kokkos::create_mirror_view(rowsum);
    auto hblk = Kokkos::create_mirror_view(blocksum);
    auto hedge = Kokkos::create_mirror_view(edge);
    auto hgrad = Kokkos::create_mirror_view(grad);
    Kokkos::deep_copy(hgrad, grad);
    Kokkos::deep_copy(hrow, rowsum);
    Kokkos::deep_copy(hblk, blocksum);
    Kokkos::deep_copy(hedge, edge);

    double s_row = 0.0, s_blk = 0.0, s_edge = 0.0, s_grad = 0.0;
    for (int b = 0; b < NB; ++b) {
      for (int r = 0; r < R; ++r) s_row += hrow(b, r) * (1 + r % 2);
      s_blk += hblk(b);
      s_edge += hedge(b);
      for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) s_grad += hgrad(b, r, c) * (c % 3);
    }
    printf("rowsum_total %.17g\n", s_row);
    printf("rowsum_entries %.17g %.17g\n", hrow(0, 0), hrow(NB - 1, R - 1));
    printf("blocksum_total %.17g\n", s_blk);
    printf("edge_total %.17g\n", s_edge);
    printf("grad_weighted %.17g\n", s_grad);
    printf("interior %.17g\n", interior);
  }
  Kokkos::finalize();
  return 0;
}
