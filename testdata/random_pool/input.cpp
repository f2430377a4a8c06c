// random_pool: Kokkos_Random.hpp pools in kernels, fill_random, and a host pool.
//
// Covers: Random_XorShift64_Pool / Random_XorShift1024_Pool constructed with a seed,
// get_state()/free_state(gen) in lambdas and in a functor, the generator draws rand(),
// rand(max), rand(lo, hi), urand(), urand(max), drand(), drand(max), drand(lo, hi), frand(),
// normal(), fill_random(view, pool, max) and (view, pool, lo, hi) (also into a strided
// subview), and a pool on DefaultHostExecutionSpace used from host code. Kokkos gives
// different numbers on different backends, so the program prints only invariants: ranges,
// means and variances within tolerances for 1e6 draws, counts per bin, and no repeated double
// among 1e6 draws (two threads drawing from one state at once would repeat numbers).

#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using Pool64 = Kokkos::Random_XorShift64_Pool<>;
using Pool1024 = Kokkos::Random_XorShift1024_Pool<>;

// A functor holding a pool: one normal draw per index.
struct NormalDraws {
  Pool1024 pool;
  Kokkos::View<double*> out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    auto gen = pool.get_state();
    out(i) = gen.normal();
    pool.free_state(gen);
  }
};

// Repeated values among sorted draws.
static int duplicates(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  int d = 0;
  for (size_t i = 1; i < v.size(); ++i) d += v[i] == v[i - 1];
  return d;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000000;
    Pool64 pool64(12345);
    Pool1024 pool1024(54321);

    // Uniform doubles in [0, 1) from the 64-bit pool.
    Kokkos::View<double*> u("u", N);
    Kokkos::parallel_for("uniform", N, KOKKOS_LAMBDA(const int i) {
      auto gen = pool64.get_state();
      u(i) = gen.drand();
      pool64.free_state(gen);
    });
    double usum = 0.0, umin = 0.0, umax = 0.0;
    Kokkos::parallel_reduce("usum", N, KOKKOS_LAMBDA(const int i, double& s) { s += u(i); }, usum);
    Kokkos::parallel_reduce("umin", N, KOKKOS_LAMBDA(const int i, double& m) { if (u(i) < m) m = u(i); },
                            Kokkos::Min<double>(umin));
    Kokkos::parallel_reduce("umax", N, KOKKOS_LAMBDA(const int i, double& m) { if (u(i) > m) m = u(i); },
                            Kokkos::Max<double>(umax));
    auto hu = Kokkos::create_mirror_view(u);
    Kokkos::deep_copy(hu, u);
    std::vector<double> uv(hu.data(), hu.data() + N);
    std::printf("drand_range_ok %d\n", umin >= 0.0 && umax <= 1.0);
    std::printf("drand_mean_ok %d\n", std::fabs(usum / N - 0.5) < 0.005);
    std::printf("drand_spread_ok %d\n", umin < 0.001 && umax > 0.999);
    std::printf("drand_no_repeats %d\n", duplicates(uv) == 0);

    // Normal draws from the 1024-bit pool through a functor.
    Kokkos::View<double*> g("g", N);
    Kokkos::parallel_for("normal", N, NormalDraws{pool1024, g});
    double gsum = 0.0, gsq = 0.0;
    Kokkos::parallel_reduce("gsum", N, KOKKOS_LAMBDA(const int i, double& s) { s += g(i); }, gsum);
    Kokkos::parallel_reduce("gsq", N, KOKKOS_LAMBDA(const int i, double& s) { s += g(i) * g(i); }, gsq);
    const double gmean = gsum / N, gvar = gsq / N - gmean * gmean;
    std::printf("normal_mean_ok %d\n", std::fabs(gmean) < 0.005);
    std::printf("normal_var_ok %d\n", std::fabs(gvar - 1.0) < 0.01);

    // Integer and ranged draws; a histogram of rand(10) with atomics.
    Kokkos::View<int*> bins("bins", 10);
    Kokkos::View<int> bad("bad");
    Kokkos::parallel_for("ranged", N, KOKKOS_LAMBDA(const int i) {
      auto gen = pool64.get_state();
      const int k = gen.rand(10);
      Kokkos::atomic_add(&bins(k), 1);
      int wrong = 0;
      const int r = gen.rand();
      wrong += r < 0;
      const int a = gen.rand(5, 15);
      wrong += a < 5 || a >= 15;
      const unsigned w = gen.urand(7u);
      wrong += w >= 7u;
      const double d = gen.drand(4.0);
      wrong += d < 0.0 || d > 4.0;
      const double e = gen.drand(-2.0, 3.0);
      wrong += e < -2.0 || e > 3.0;
      const float f = gen.frand();
      wrong += f < 0.0f || f > 1.0f;
      (void)gen.urand();
      pool64.free_state(gen);
      if (wrong) Kokkos::atomic_add(&bad(), wrong);
      (void)i;
    });
    auto hbins = Kokkos::create_mirror_view(bins);
    Kokkos::deep_copy(hbins, bins);
    int total = 0, bins_ok = 1;
    for (int b = 0; b < 10; ++b) {
      total += hbins(b);
      bins_ok &= std::abs(hbins(b) - N / 10) < 3000;
    }
    int hbad = 0;
    Kokkos::deep_copy(hbad, bad);
    std::printf("rand10_total %d\n", total);
    std::printf("rand10_bins_ok %d\n", bins_ok);
    std::printf("ranged_draws_out_of_range %d\n", hbad);

    // fill_random with a maximum and with a range.
    Kokkos::View<double*> fd("fd", N);
    Kokkos::View<int*> fi("fi", N);
    Kokkos::fill_random(fd, pool64, 2.0);
    Kokkos::fill_random(fi, pool1024, 3, 8);
    double fsum = 0.0, fmin = 0.0, fmax = 0.0;
    Kokkos::parallel_reduce("fsum", N, KOKKOS_LAMBDA(const int i, double& s) { s += fd(i); }, fsum);
    Kokkos::parallel_reduce("fmin", N, KOKKOS_LAMBDA(const int i, double& m) { if (fd(i) < m) m = fd(i); },
                            Kokkos::Min<double>(fmin));
    Kokkos::parallel_reduce("fmax", N, KOKKOS_LAMBDA(const int i, double& m) { if (fd(i) > m) m = fd(i); },
                            Kokkos::Max<double>(fmax));
    int imin = 0, imax = 0;
    long long isum = 0;
    Kokkos::parallel_reduce("imin", N, KOKKOS_LAMBDA(const int i, int& m) { if (fi(i) < m) m = fi(i); },
                            Kokkos::Min<int>(imin));
    Kokkos::parallel_reduce("imax", N, KOKKOS_LAMBDA(const int i, int& m) { if (fi(i) > m) m = fi(i); },
                            Kokkos::Max<int>(imax));
    Kokkos::parallel_reduce("isum", N, KOKKOS_LAMBDA(const int i, long long& s) { s += fi(i); }, isum);
    std::printf("fill_double_range_ok %d\n", fmin >= 0.0 && fmax <= 2.0 && fmax > 1.99);
    std::printf("fill_double_mean_ok %d\n", std::fabs(fsum / N - 1.0) < 0.01);
    std::printf("fill_int_min_max %d %d\n", imin, imax);
    std::printf("fill_int_mean_ok %d\n", std::fabs(double(isum) / N - 5.0) < 0.02);

    // fill_random into a strided subview: only its column changes.
    Kokkos::View<double**, Kokkos::LayoutRight> m("m", 1000, 3);
    auto col = Kokkos::subview(m, Kokkos::ALL, 1);
    Kokkos::fill_random(col, pool64, 1.0, 2.0);
    auto hm = Kokkos::create_mirror_view(m);
    Kokkos::deep_copy(hm, m);
    int sub_ok = 1;
    for (int r = 0; r < 1000; ++r)
      sub_ok &= hm(r, 0) == 0.0 && hm(r, 2) == 0.0 && hm(r, 1) >= 1.0 && hm(r, 1) <= 2.0;
    std::printf("fill_subview_ok %d\n", sub_ok);

    // A pool on the host execution space, used from host code.
    Kokkos::Random_XorShift64_Pool<Kokkos::DefaultHostExecutionSpace> hpool(2024);
    auto hg = hpool.get_state();
    double hsum = 0.0;
    int hout = 0;
    for (int k = 0; k < 100000; ++k) {
      const double x = hg.drand(1.0, 3.0);
      hsum += x;
      hout += x < 1.0 || x > 3.0;
    }
    hpool.free_state(hg);
    std::printf("host_pool_mean_ok %d\n", std::fabs(hsum / 100000 - 2.0) < 0.02);
    std::printf("host_pool_out_of_range %d\n", hout);
  }
  Kokkos::finalize();
  return 0;
}
