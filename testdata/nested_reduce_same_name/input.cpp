// nested_reduce_same_name: nested reductions whose accumulator has the name of the variable
// the result goes to (`[&](int j, double &sum) {...}, sum`) or of a variable a range bound
// reads, and one whose reducer's result names it. OpenACC declares the accumulator under the
// body's name for its reduction clause, where it shadows both: a bound that names it is read
// into a constant before it, and a result that names it is written after its scope has ended.
// Covers: TeamThreadRange and ThreadVectorRange reductions in gang-redundant team code, a
// ThreadVectorRange reduction in team code that runs once per team thread (team_rank()
// beyond `== 0`), Sum, Max and Min.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 7, N = 12, M = 5;
    Kokkos::View<double **> x("x", L, N);
    Kokkos::View<double *> sums("sums", L), bests("bests", L);
    Kokkos::View<int *> lows("lows", L);
    Kokkos::View<double *> per("per", L);
    Kokkos::parallel_for(L * N, KOKKOS_LAMBDA(const int i) { x(i / N, i % N) = 0.25 * (i % 9) - 1.0 + i / N; });

    Kokkos::parallel_for(Kokkos::TeamPolicy<>(L, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int l = t.league_rank();
      double sum = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, N), [&](const int j, double &sum) {
        double row = 0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, M), [&](const int k, double &row) {
          row += x(l, j) * (k + 1);
        }, row);
        sum += row;
      }, sum);
      double best = -1e30;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, N), [&](const int j, double &best) {
        if (x(l, j) > best) best = x(l, j);
      }, Kokkos::Max<double>(best));
      int low = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, N), [&](const int j, int &low) {
        const int v = (int)(4 * x(l, j));
        if (v < low) low = v;
      }, Kokkos::Min<int>(low));
      // a bound with the accumulator's name: read before the accumulator exists
      const int n = N - l % 4;
      int count = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 1, n), [&](const int j, int &n) {
        n += j * (x(l, j) > 0 ? 2 : 1);
      }, count);
      Kokkos::single(Kokkos::PerTeam(t), [&]() {
        sums(l) = sum + count;
        bests(l) = best;
        lows(l) = low;
      });
    });

    // Each team thread reduces on its own; the last one writes (the value does not depend on
    // the team size).
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(L, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int l = t.league_rank(), r = t.team_rank(), last = t.team_size() - 1;
      double part = 0;
      Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, N), [&](const int j, double &part) {
        part += x(l, j) * (j + 1);
      }, part);
      const int len = N - l % 3;
      double more = 0;
      Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, len), [&](const int j, double &len) {
        len += x(l, j);
      }, more);
      part += 0.5 * more;
      if (r == last) per(l) = part + r - last;
    });

    double ts = 0, tb = 0, tp = 0;
    long tl = 0;
    Kokkos::parallel_reduce(L, KOKKOS_LAMBDA(const int i, double &a) { a += sums(i); }, ts);
    Kokkos::parallel_reduce(L, KOKKOS_LAMBDA(const int i, double &a) { a += bests(i); }, tb);
    Kokkos::parallel_reduce(L, KOKKOS_LAMBDA(const int i, long &a) { a += lows(i); }, tl);
    Kokkos::parallel_reduce(L, KOKKOS_LAMBDA(const int i, double &a) { a += per(i) * (i + 1); }, tp);
    std::printf("sums %.6f bests %.6f lows %ld per %.6f\n", ts, tb, tl, tp);
  }
  Kokkos::finalize();
}
