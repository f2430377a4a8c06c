// omp_async: translated with --omp-async (testdata/omp_async/options), under which the OpenMP
// target's kernels are `nowait` target tasks in one dependence chain and the host waits only
// where it reads or frees device memory (kt::openmp::sync()). The other targets ignore it.
//
// Covers, with nothing between the launches that waits: a chain of parallel_fors whose captured
// struct and View change from launch to launch (each task must see its own launch's values:
// clang 19 reads a firstprivate aggregate when the task runs, so the shim keeps a copy); a View
// whose last kernel is still queued when it goes out of scope; a deep_copy of a scalar (a fill)
// behind queued kernels; a reduction to a host scalar, a scan with its total, a reduction into
// a host View, and a TeamPolicy kernel with level-0 scratch; Kokkos::fence before a host read
// of a mirror filled by deep_copy.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Step {
  double scale;
  double shift;
  int stride;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 200000;
    Kokkos::View<double*> a("a", N), b("b", N), out("out", N);
    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) {
      a(i) = i % 13;
      b(i) = 0.0;
    });

    // 40 launches, each with its own Step: b += scale * a + shift on every stride-th index.
    for (int k = 0; k < 40; ++k) {
      const Step s{0.5 * (k % 4), 0.25 * k, 1 + k % 3};
      Kokkos::View<double*> src = (k % 2 == 0) ? a : b;
      Kokkos::parallel_for("step", N, KOKKOS_LAMBDA(const int i) {
        if (i % s.stride == 0) out(i) = s.scale * src(i) + s.shift;
        else out(i) = src(i);
      });
      Kokkos::parallel_for("swap", N, KOKKOS_LAMBDA(const int i) { b(i) = out(i); });
    }

    // A temporary View whose last kernel is queued when it is destroyed.
    {
      Kokkos::View<double*> tmp("tmp", N);
      Kokkos::parallel_for("tmp_fill", N, KOKKOS_LAMBDA(const int i) { tmp(i) = 2.0 * a(i); });
      Kokkos::parallel_for("tmp_use", N, KOKKOS_LAMBDA(const int i) { b(i) += tmp(i); });
    }

    double sum = 0.0;
    Kokkos::parallel_reduce("sum", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += b(i); }, sum);

    // A fill behind queued kernels, then kernels on the filled View.
    Kokkos::deep_copy(out, 1.5);
    Kokkos::parallel_for("after_fill", N, KOKKOS_LAMBDA(const int i) { out(i) += a(i); });
    long long total = 0;
    Kokkos::View<long long*> pre("pre", N);
    Kokkos::parallel_scan("scan", N, KOKKOS_LAMBDA(const int i, long long& part, const bool final) {
      if (final) pre(i) = part;
      part += static_cast<long long>(out(i) * 2.0);
    }, total);

    Kokkos::View<double, Kokkos::HostSpace> maxv("maxv");
    Kokkos::parallel_reduce("max", N, KOKKOS_LAMBDA(const int i, double& m) {
      if (b(i) > m) m = b(i);
    }, Kokkos::Max<double>(maxv));

    // Team kernel with level-0 scratch: per team, the sum of 64 entries staged in scratch.
    const int teams = N / 64;
    Kokkos::View<double*> tsum("tsum", teams);
    using Scratch = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    Kokkos::parallel_for("teams",
        Kokkos::TeamPolicy<>(teams, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(64 * sizeof(double))),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type& t) {
          Scratch s(t.team_scratch(0), 64);
          const int base = t.league_rank() * 64;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 64), [&](const int j) { s(j) = b(base + j); });
          t.team_barrier();
          Kokkos::single(Kokkos::PerTeam(t), [&]() {
            double acc = 0.0;
            for (int j = 0; j < 64; ++j) acc += s(j);
            tsum(t.league_rank()) = acc;
          });
        });

    auto hb = Kokkos::create_mirror_view(b);
    auto hpre = Kokkos::create_mirror_view(pre);
    auto hts = Kokkos::create_mirror_view(tsum);
    Kokkos::deep_copy(hb, b);
    Kokkos::deep_copy(hpre, pre);
    Kokkos::deep_copy(hts, tsum);
    Kokkos::fence();
    double tcheck = 0.0;
    for (int t = 0; t < teams; ++t) tcheck += hts(t);
    std::printf("sum %.6f max %.6f total %lld\n", sum, maxv(), total);
    std::printf("b[0] %.6f b[1] %.6f b[12345] %.6f b[N-1] %.6f\n", hb(0), hb(1), hb(12345), hb(N - 1));
    std::printf("pre[1] %lld pre[777] %lld pre[N-1] %lld\n", hpre(1), hpre(777), hpre(N - 1));
    std::printf("team sums %.6f first %.6f last %.6f\n", tcheck, hts(0), hts(teams - 1));
  }
  Kokkos::finalize();
  return 0;
}
