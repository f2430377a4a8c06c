// reduce_multi: parallel_reduce with several results.
//
// Covers: two scalar results (a double sum and an int count) on a plain count;
// a mix of reducers (Sum<double>, Max<int>, MinLoc<double,int>) with a rank-0
// View result on a RangePolicy; two results on an MDRangePolicy; a TeamPolicy
// reduce with a Sum and a Min; a functor taking three accumulators; and two
// results on a host execution space. Every value is exact in double (sums of
// multiples of 1/8) and every extreme is unique, so the results do not depend
// on the order of the reduction.
//
// Reference: Kokkos 3.4.1 (Debian, the reference build of kokkos-reference.sh) runs this file
// as it is, except the "mixed" dispatch, which 3.4.1 cannot build with a MinLoc among several
// results: under KOKKOS_VERSION < 40000 each of its four results comes from a single-result
// parallel_reduce with the same body (see README.md in this folder).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Stats {
  Kokkos::View<double*> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s, long& n, int& mx) const {
    s += v(i) * 0.5;
    if (v(i) > 0) n += 1;
    const int k = (i * 37) % 1001;
    if (k > mx) mx = k;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 100000;
    Kokkos::View<double*> v("v", N);
    // p is a permutation of 0..N-1 (7919 is prime to N), so the extremes are unique.
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      const long long p = (static_cast<long long>(i) * 7919LL + 17LL) % N;
      v(i) = (static_cast<double>(p) - N / 4) * 0.125;
    });

    // Two scalars: a sum and a count.
    double s = 0.0;
    int c = 0;
    Kokkos::parallel_reduce("sum_count", N, KOKKOS_LAMBDA(const int i, double& a, int& n) {
      a += v(i);
      if (v(i) < 0) n += 1;
    }, s, c);
    std::printf("sum_count %.6f %d\n", s, c);

    // Reducers and a rank-0 View: Sum, Max, MinLoc, and a View receiving a sum of squares.
    using MinLocD = Kokkos::MinLoc<double, int>;
#if defined(KOKKOS_VERSION) && KOKKOS_VERSION < 40000
    // The reference build: Kokkos 3.4 cannot write a combined MinLoc result back (its
    // ValLocScalar assignment returns void), so each result is computed on its own with the
    // same body. The translator parses this program as Kokkos 4 and takes the #else branch.
    double s2 = 0.0;
    int imax = 0;
    MinLocD::value_type ml;
    Kokkos::View<double> sq("sq");
    Kokkos::parallel_reduce("mixed_sum", Kokkos::RangePolicy<>(10, N - 10),
                            KOKKOS_LAMBDA(const int i, double& a) { a += 2.0 * v(i); },
                            Kokkos::Sum<double>(s2));
    Kokkos::parallel_reduce("mixed_max", Kokkos::RangePolicy<>(10, N - 10),
                            KOKKOS_LAMBDA(const int i, int& m) {
      const int k = static_cast<int>(v(i) * 8.0) % 5003;
      if (k > m) m = k;
    }, Kokkos::Max<int>(imax));
    Kokkos::parallel_reduce("mixed_minloc", Kokkos::RangePolicy<>(10, N - 10),
                            KOKKOS_LAMBDA(const int i, MinLocD::value_type& loc) {
      if (v(i) < loc.val) {
        loc.val = v(i);
        loc.loc = i;
      }
    }, MinLocD(ml));
    Kokkos::parallel_reduce("mixed_view", Kokkos::RangePolicy<>(10, N - 10),
                            KOKKOS_LAMBDA(const int i, double& q) {
      q += v(i) * v(i) * 0.0078125;
    }, sq);
#else
    double s2 = 0.0;
    int imax = 0;
    MinLocD::value_type ml;
    Kokkos::View<double> sq("sq");
    Kokkos::parallel_reduce("mixed", Kokkos::RangePolicy<>(10, N - 10),
                            KOKKOS_LAMBDA(const int i, double& a, int& m, MinLocD::value_type& loc,
                                          double& q) {
      a += 2.0 * v(i);
      const int k = static_cast<int>(v(i) * 8.0) % 5003;
      if (k > m) m = k;
      if (v(i) < loc.val) {
        loc.val = v(i);
        loc.loc = i;
      }
      q += v(i) * v(i) * 0.0078125;
    }, Kokkos::Sum<double>(s2), Kokkos::Max<int>(imax), MinLocD(ml), sq);
#endif
    double hsq = 0.0;
    Kokkos::deep_copy(hsq, sq);
    std::printf("mixed %.6f %d %.6f %d %.6f\n", s2, imax, ml.val, ml.loc, hsq);

    // MDRange: a sum and a Min over a 2-D index space.
    const int R = 300, C = 200;
    double mdsum = 0.0;
    long mdmin = 0;
    Kokkos::parallel_reduce("md", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {R, C}),
                            KOKKOS_LAMBDA(const int i, const int j, double& a, long& mn) {
      a += v(i * C + j) * 0.25;
      const long k = (static_cast<long>(i) * 131 + j * 17) % 9973 - 4000;
      if (k < mn) mn = k;
    }, mdsum, Kokkos::Min<long>(mdmin));
    std::printf("md %.6f %ld\n", mdsum, mdmin);

    // TeamPolicy: each team adds its row once (single) and takes the row's minimum.
    const int L = 250, M = 400;
    double tsum = 0.0;
    double tmin = 0.0;
    Kokkos::parallel_reduce("team", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, double& a, double& mn) {
      const int r = team.league_rank();
      double part = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](const int j, double& t) {
        t += v(r * M + j);
      }, part);
      double low = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](const int j, double& t) {
        if (v(r * M + j) < t) t = v(r * M + j);
      }, Kokkos::Min<double>(low));
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        a += part;
        if (low < mn) mn = low;
      });
    }, tsum, Kokkos::Min<double>(tmin));
    std::printf("team %.6f %.6f\n", tsum, tmin);

    // A functor with three accumulators.
    double fs = 0.0;
    long fn = 0;
    int fmx = 0;
    Kokkos::parallel_reduce("functor", N, Stats{v}, fs, fn, Kokkos::Max<int>(fmx));
    std::printf("functor %.6f %ld %d\n", fs, fn, fmx);

    // On the host: a product and a logical and.
    auto hv = Kokkos::create_mirror_view(v);
    Kokkos::deep_copy(hv, v);
    double prod = 1.0;
    int allsmall = 0;
    Kokkos::parallel_reduce("host",
                            Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 20),
                            KOKKOS_LAMBDA(const int i, double& p, int& ok) {
      p *= 1.0 + (i % 3) * 0.5;
      ok = ok && (hv(i) < 20000.0);
    }, Kokkos::Prod<double>(prod), Kokkos::LAnd<int>(allsmall));
    std::printf("host %.6f %d\n", prod, allsmall);
  }
  Kokkos::finalize();
  return 0;
}
