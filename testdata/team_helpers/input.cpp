// team_helpers: the team member passed to KOKKOS_INLINE_FUNCTION helpers.
//
// Covers: a CSR block product helper with a TeamThreadRange reduction over rows and a
// ThreadVectorRange reduction over each row's entries (single(PerThread) inside), returning a
// value, called from two kernels (a parallel_for and a parallel_reduce); a helper with
// single(PerTeam) and team_barrier; a helper that allocates from team_scratch(0) and calls
// another helper (which has a `return` in its TeamThreadRange lambda) with the member.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// y(r) = row r of A times x, for the rows [r0, r1) of a CSR matrix; returns the sum of those y.
KOKKOS_INLINE_FUNCTION
double block_spmv(const member_type& t, const Kokkos::View<int*>& rowptr,
                  const Kokkos::View<int*>& col, const Kokkos::View<double*>& val,
                  const Kokkos::View<double*>& x, const Kokkos::View<double*>& y, const int r0,
                  const int r1) {
  double total = 0.0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, r0, r1), [&](const int r, double& part) {
    double dot = 0.0;
    Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, rowptr(r), rowptr(r + 1)),
                            [&](const int k, double& s) { s += val(k) * x(col(k)); }, dot);
    Kokkos::single(Kokkos::PerThread(t), [&]() { y(r) = dot; });
    part += dot;
  }, total);
  return total;
}

// Writes the team's scale once, then every thread of the team uses it after the barrier.
KOKKOS_INLINE_FUNCTION
void stamp_and_scale(const member_type& t, const Kokkos::View<double**>& m,
                     const Kokkos::View<double*>& head) {
  const int lr = t.league_rank();
  Kokkos::single(Kokkos::PerTeam(t), [&]() { head(lr) = 1.0 + 0.5 * (lr % 4); });
  t.team_barrier();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, (int)m.extent(1)),
                       [&](const int j) { m(lr, j) *= head(lr); });
}

// Copies x(lo .. lo + n) into buf; entries past the end of x become 0.
KOKKOS_INLINE_FUNCTION
void load_tile(const member_type& t, const ScratchView& buf, const Kokkos::View<double*>& x,
               const int lo, const int n) {
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, n), [&](const int i) {
    if (lo + i >= (int)x.extent(0)) {
      buf(i) = 0.0;
      return;
    }
    buf(i) = x(lo + i);
  });
}

// Stages a tile of x in team scratch and sums a 3-point stencil over it.
KOKKOS_INLINE_FUNCTION
double staged_stencil(const member_type& t, const Kokkos::View<double*>& x, const int n) {
  ScratchView buf(t.team_scratch(0), n);
  const int lo = t.league_rank() * (n - 2);
  load_tile(t, buf, x, lo, n);
  t.team_barrier();
  double s = 0.0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 1, n - 1), [&](const int i, double& a) {
    a += buf(i - 1) - 2.0 * buf(i) + buf(i + 1) * (1.0 + 0.01 * i);
  }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    // A banded CSR matrix: row r has entries in columns r-2 .. r+2 (inside the matrix).
    const int N = 5000, B = 40, NB = N / B;
    Kokkos::View<int*> rowptr("rowptr", N + 1);
    Kokkos::View<int*> col("col", 5 * N);
    Kokkos::View<double*> val("val", 5 * N);
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> y("y", N);
    Kokkos::View<double*> blocksum("blocksum", NB);
    {
      auto hp = Kokkos::create_mirror_view(rowptr);
      auto hc = Kokkos::create_mirror_view(col);
      auto hv = Kokkos::create_mirror_view(val);
      int nnz = 0;
      for (int r = 0; r < N; ++r) {
        hp(r) = nnz;
        for (int c = r - 2; c <= r + 2; ++c)
          if (c >= 0 && c < N) {
            hc(nnz) = c;
            hv(nnz) = ((r * 7 + c * 3) % 11) * 0.125 - 0.5;
            ++nnz;
          }
      }
      hp(N) = nnz;
      Kokkos::deep_copy(rowptr, hp);
      Kokkos::deep_copy(col, hc);
      Kokkos::deep_copy(val, hv);
    }
    Kokkos::parallel_for("fill_x", N, KOKKOS_LAMBDA(const int i) { x(i) = 1.0 + (i % 13) * 0.25; });

    Kokkos::parallel_for("spmv", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO, 4),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int b = team.league_rank();
      const double s = block_spmv(team, rowptr, col, val, x, y, b * B, (b + 1) * B);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { blocksum(b) = s; });
    });

    double total = 0.0;
    Kokkos::parallel_reduce("spmv_total", Kokkos::TeamPolicy<>(NB, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, double& acc) {
      const int b = team.league_rank();
      const double s = block_spmv(team, rowptr, col, val, x, y, b * B, (b + 1) * B);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += s; });
    }, total);

    const int R = 64, C = 300;
    Kokkos::View<double**> m("m", R, C);
    Kokkos::View<double*> head("head", R);
    Kokkos::parallel_for("fill_m", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {R, C}),
                         KOKKOS_LAMBDA(const int i, const int j) { m(i, j) = (i + 2 * j) % 9; });
    Kokkos::parallel_for("scale", Kokkos::TeamPolicy<>(R, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) { stamp_and_scale(team, m, head); });

    const int T = 258, tiles = N / (T - 2) + 1;
    Kokkos::View<double*> tile("tile", tiles);
    auto policy = Kokkos::TeamPolicy<>(tiles, Kokkos::AUTO)
                      .set_scratch_size(0, Kokkos::PerTeam(ScratchView::shmem_size(T)));
    Kokkos::parallel_for("stencil", policy, KOKKOS_LAMBDA(const member_type& team) {
      const double s = staged_stencil(team, x, T);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { tile(team.league_rank()) = s; });
    });

    auto hy = Kokkos::create_mirror_view(y);
    auto hb = Kokkos::create_mirror_view(blocksum);
    auto hm = Kokkos::create_mirror_view(m);
    auto hh = Kokkos::create_mirror_view(head);
    auto ht = Kokkos::create_mirror_view(tile);
    Kokkos::deep_copy(hy, y);
    Kokkos::deep_copy(hb, blocksum);
    Kokkos::deep_copy(hm, m);
    Kokkos::deep_copy(hh, head);
    Kokkos::deep_copy(ht, tile);
    double ysum = 0.0, y2 = 0.0, bsum = 0.0, msum = 0.0, hsum = 0.0, tsum = 0.0;
    for (int i = 0; i < N; ++i) {
      ysum += hy(i);
      y2 += hy(i) * hy(i);
    }
    for (int b = 0; b < NB; ++b) bsum += hb(b);
    for (int i = 0; i < R; ++i) {
      hsum += hh(i);
      for (int j = 0; j < C; ++j) msum += hm(i, j) * (1 + (i + j) % 5);
    }
    for (int k = 0; k < tiles; ++k) tsum += ht(k) * (1 + k % 7);
    printf("ysum %.17g\n", ysum);
    printf("y2 %.17g\n", y2);
    printf("y_entries %.17g %.17g %.17g\n", hy(0), hy(2345), hy(N - 1));
    printf("blocksum %.17g\n", bsum);
    printf("total %.17g\n", total);
    printf("scaled %.17g\n", msum);
    printf("heads %.17g\n", hsum);
    printf("stencil %.17g %.17g\n", tsum, ht(3));
  }
  Kokkos::finalize();
  return 0;
}
