// Variables declared in team-level code without a value and used only inside one
// TeamThreadRange (issue 30: ExaMiniMD's SNA::compute_ui declares `double rsq, r, x, y, z;`
// before its loop over the neighbours): each Kokkos thread writes its own copies, in a lambda
// body and in a team helper's, also where the range's body calls a team helper that has
// vector ranges of its own.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

// Adds s * (1 + c) to row r of out, over the calling thread's vector lanes.
KOKKOS_INLINE_FUNCTION
void spread(const member_type &t, const Kokkos::View<double **> &out, const int r, const double s) {
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, (int)out.extent(1)),
                       [&](const int c) { out(r, c) += s * (1 + c); });
}

// Per row of block b: its length and angle from two columns of p, then spread over the row.
KOKKOS_INLINE_FUNCTION
void rows_of_block(const member_type &t, const Kokkos::View<double **> &p,
                   const Kokkos::View<double **> &out, const int b, const int rows) {
  double x, y, len, angle;
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, rows), [&](const int i) {
    const int r = b * rows + i;
    x = p(r, 0);
    y = p(r, 1);
    len = sqrt(x * x + y * y);
    angle = atan2(y, x);
    spread(t, out, r, len + angle);
  });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nb = 16, rows = 11, cols = 9;
    Kokkos::View<double **> p("p", nb * rows, 2), out("out", nb * rows, cols);
    Kokkos::View<double *> sums("sums", nb * rows);
    Kokkos::parallel_for(
        Kokkos::RangePolicy<>(0, nb * rows), KOKKOS_LAMBDA(const int r) {
          p(r, 0) = 1.0 + r % 7;
          p(r, 1) = -2.0 + r % 5;
        });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(nb, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &team) {
          const int b = team.league_rank();
          rows_of_block(team, p, out, b, rows);
          team.team_barrier();
          int k;
          double s;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, rows), [&](const int i) {
            k = b * rows + i;
            s = 0;
            for (int c = 0; c < cols; ++c)
              s += out(k, c) * (c % 3 + 1);
            sums(k) = s;
          });
        });
    double check = 0;
    Kokkos::parallel_reduce(
        Kokkos::RangePolicy<>(0, nb * rows),
        KOKKOS_LAMBDA(const int r, double &v) { v += sums(r) * (r % 4 + 1); }, check);
    std::printf("check %.6f\n", check);
  }
  Kokkos::finalize();
}
