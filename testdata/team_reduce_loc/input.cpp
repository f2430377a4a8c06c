// team_reduce_loc: team.team_reduce with Kokkos' MinLoc, MaxLoc, MinMax and MinMaxLoc reducers
// of a variable, and with a reducer class of the program's own (user_reducer has it in
// parallel_reduce).
//
// Covers: each thread's own extreme over a strided part of a row, combined by team_reduce into
// the team's extreme and its location (every row's values are distinct, so the location does
// not depend on the order of the combination), read after the reduction by every thread.

#include <Kokkos_Core.hpp>
#include <cstdio>

// The largest absolute value.
struct MaxAbs {
  using reducer = MaxAbs;
  using value_type = double;
  using result_view_type = Kokkos::View<double, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION MaxAbs(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if (src > dst) dst = src;
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0.0; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  KOKKOS_INLINE_FUNCTION result_view_type view() const { return result_view_type(&ref); }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 150, m = 101;  // m is prime: j * 37 % m is a permutation of a row
    Kokkos::View<double **> a("a", n, m);
    Kokkos::parallel_for("fill", n * m, KOKKOS_LAMBDA(const int k) {
      const int i = k / m, j = k % m;
      a(i, j) = ((j * 37 + i) % m) - 40.0 + 0.5 * (i % 7);
    });
    Kokkos::View<double *> lo("lo", n), hi("hi", n), span("span", n);
    Kokkos::View<int *> lo_at("lo_at", n), hi_at("hi_at", n), far_at("far_at", n);
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type &team) {
      const int r = team.league_rank();
      Kokkos::MinLoc<double, int>::value_type mn;
      mn.val = Kokkos::reduction_identity<double>::min();
      mn.loc = -1;
      Kokkos::MaxLoc<double, int>::value_type mx;
      mx.val = Kokkos::reduction_identity<double>::max();
      mx.loc = -1;
      Kokkos::MinMax<double>::value_type mm;
      mm.min_val = Kokkos::reduction_identity<double>::min();
      mm.max_val = Kokkos::reduction_identity<double>::max();
      Kokkos::MinMaxLoc<double, int>::value_type ml;
      ml.min_val = Kokkos::reduction_identity<double>::min();
      ml.max_val = Kokkos::reduction_identity<double>::max();
      ml.min_loc = ml.max_loc = -1;
      double far = 0;
      for (int j = team.team_rank(); j < m; j += team.team_size()) {
        const double x = a(r, j);
        if (x < mn.val) { mn.val = x; mn.loc = j; }
        if (x > mx.val) { mx.val = x; mx.loc = j; }
        if (x < mm.min_val) mm.min_val = x;
        if (x > mm.max_val) mm.max_val = x;
        const double d = (x - 10.25) * (x - 10.25);  // no two distances are equal
        if (d < ml.min_val) { ml.min_val = d; ml.min_loc = j; }
        if (d > ml.max_val) { ml.max_val = d; ml.max_loc = j; }
        if ((x < 0 ? -x : x) > far) far = x < 0 ? -x : x;
      }
      team.team_reduce(Kokkos::MinLoc<double, int>(mn));
      team.team_reduce(Kokkos::MaxLoc<double, int>(mx));
      team.team_reduce(Kokkos::MinMax<double>(mm));
      team.team_reduce(Kokkos::MinMaxLoc<double, int>(ml));
      team.team_reduce(MaxAbs(far));
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        lo(r) = mn.val;
        lo_at(r) = mn.loc;
        hi(r) = mx.val;
        hi_at(r) = mx.loc;
        span(r) = mm.max_val - mm.min_val + 1000.0 * far;
        far_at(r) = ml.max_loc * 1000 + ml.min_loc;
      });
    });
    auto hlo = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), lo);
    auto hhi = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), hi);
    auto hsp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), span);
    auto hla = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), lo_at);
    auto hha = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), hi_at);
    auto hfa = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), far_at);
    double slo = 0, shi = 0, ssp = 0;
    long sla = 0, sha = 0, sfa = 0;
    for (int i = 0; i < n; ++i) {
      slo += hlo(i) * (i + 1);
      shi += hhi(i) * (i + 1);
      ssp += hsp(i);
      sla += hla(i) * (i + 1);
      sha += hha(i) * (i + 1);
      sfa += hfa(i) % 100000;
    }
    printf("min %.1f at %ld\n", slo, sla);
    printf("max %.1f at %ld\n", shi, sha);
    printf("span+1000*maxabs %.1f far/near %ld\n", ssp, sfa);
  }
  Kokkos::finalize();
}
