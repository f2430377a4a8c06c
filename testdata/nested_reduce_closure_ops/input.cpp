// A nested parallel_reduce takes its op from its closure or its reducer, as Kokkos 4 does: a
// functor closure's own init, join and final when the result is a value, a reducer's init,
// join and final otherwise; final is applied once, after the team's (or lanes') combine. Over
// TeamThreadRange, ThreadVectorRange and TeamVectorRange. (Debian's Kokkos 3.4.1 sums a functor
// closure's partials and calls no final here: this case's reference is Kokkos 4.6.01's.)
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Pair {
  long value[2];
};

// The closure's own ops: a product and a sum, each halved by final.
struct ProdSum {
  using value_type = Pair;
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const {
    v.value[0] = 1;
    v.value[1] = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, value_type const &src) const {
    dst.value[0] *= src.value[0];
    dst.value[1] += src.value[1];
  }
  KOKKOS_INLINE_FUNCTION void final(value_type &dst) const {
    dst.value[0] /= -2;
    dst.value[1] /= -2;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &update) const {
    update.value[0] *= (i % 5 + 1);
    update.value[1] += (i + 2);
  }
};

// A final() alone: the partials are added up, then final runs once.
struct SumThenSquare {
  using value_type = long;
  KOKKOS_INLINE_FUNCTION void final(value_type &dst) const { dst = dst * dst; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &update) const { update += i; }
};

// A reducer class with the same ops, holding a reference to its result.
struct ProdSumReducer {
  using reducer = ProdSumReducer;
  using value_type = Pair;
  KOKKOS_INLINE_FUNCTION ProdSumReducer(value_type &val) : local(val) {}
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const {
    v.value[0] = 1;
    v.value[1] = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, value_type const &src) const {
    dst.value[0] *= src.value[0];
    dst.value[1] += src.value[1];
  }
  KOKKOS_INLINE_FUNCTION void final(value_type &dst) const {
    dst.value[0] /= -2;
    dst.value[1] /= -2;
  }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return local; }
  value_type &local;
};

using member_type = Kokkos::TeamPolicy<>::member_type;
constexpr int league_size = 3, count = 12;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    // per team: [nest level][closure ops 2, final alone 1, reducer 2]
    Kokkos::View<long[league_size][3][5]> out("out");
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(league_size, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const int league = team.league_rank();
          Pair a{}, c{}, e{}, f{}, h{}, k{};
          long b = 0, d = 0, g = 0;
          Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, count + league), ProdSum{}, a);
          Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, count), SumThenSquare{}, b);
          ProdSumReducer ra(c);
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(team, count),
              [&](const int i, Pair &update) {
                update.value[0] *= (i % 3 + 1);
                update.value[1] += i * league;
              },
              ra);
          Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, count), ProdSum{}, e);
          Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, count + league), SumThenSquare{}, d);
          Kokkos::parallel_reduce(
              Kokkos::ThreadVectorRange(team, count),
              [&](const int i, Pair &update) {
                update.value[0] *= (i % 2 + 1);
                update.value[1] += i + league;
              },
              ProdSumReducer(f));
          Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, count + 2 * league), ProdSum{}, h);
          Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, count), SumThenSquare{}, g);
          ProdSumReducer rk(k);
          Kokkos::parallel_reduce(
              Kokkos::TeamVectorRange(team, count),
              [&](const int i, Pair &update) {
                update.value[0] *= (i % 4 + 1);
                update.value[1] -= i;
              },
              rk);
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            const Pair *p[3][2] = {{&a, &c}, {&e, &f}, {&h, &k}};
            const long s[3] = {b, d, g};
            for (int n = 0; n < 3; ++n) {
              out(league, n, 0) = p[n][0]->value[0];
              out(league, n, 1) = p[n][0]->value[1];
              out(league, n, 2) = s[n];
              out(league, n, 3) = p[n][1]->value[0];
              out(league, n, 4) = p[n][1]->value[1];
            }
          });
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    for (int l = 0; l < league_size; ++l)
      for (int n = 0; n < 3; ++n)
        printf("team %d level %d: closure %ld %ld, final alone %ld, reducer %ld %ld\n", l, n,
               h(l, n, 0), h(l, n, 1), h(l, n, 2), h(l, n, 3), h(l, n, 4));
  }
  Kokkos::finalize();
}
