// Three-level FP64 kernel in the spirit of an interatomic-potential descriptor (written for this
// project): for each atom, expand its NNEI neighbours into J = (L+1)(L+2)/2 complex modes
// u_{l,m} = w * a^(l-m) * b^m (a, b: Cayley-Klein-like parameters of the neighbour vector,
// |a|^2 + |b|^2 = 1), sum them per atom (U), then form J bilinear invariants
// Y_j = sum_j1 c(j, j1) * Re(U_j1 * conj(U_{(j + j1) mod J})).
// One kernel, TeamPolicy(natoms, AUTO, 32), one team per atom:
//   1. TeamVectorRange over the neighbours: a, b, w into level-1 team scratch (team_scratch(1));
//      TeamVectorRange over the modes: zero the accumulator U, a View of struct {re, im} in
//      level-0 team scratch; team_barrier.
//   2. TeamThreadRange over neighbours x ThreadVectorRange over modes: the power chain, then
//      Kokkos::atomic_add on U(j).re and U(j).im (threads of the team add to the same modes);
//      team_barrier.
//   3. TeamThreadRange over the output modes j, nested ThreadVectorRange parallel_reduce over j1,
//      single(PerThread) stores Y(atom, j); TeamVectorRange copies U to the output View.
//
// The `bench` line's third field is the FLOP COUNT per call, not bytes (GB/s reads GFLOP/s):
//   natoms * (NNEI * (14 + sum_{l=0..L} (l+1) * (6 l + 4)) + J * 5 * J)
// counting each +, -, *, / and sqrt as one operation: 14 per neighbour for a, b, w (r2: 3 mul
// + 2 add; sqrt(r2 + c^2): 1 add + sqrt; 1 div; 4 mul; w = 1 / (1 + r2): 1 add + 1 div);
// 6 l + 4 per neighbour and mode (l complex multiplies of 4 mul + 2 add, w * u: 2 mul, two
// atomic adds); 5 per (j, j1) pair (2 mul + 1 add, times c, add). L = 15, J = 136, NNEI = 32:
// 371,456 per atom. Size: argv[1] or $KT_BENCH_SIZE = natoms (default 2^17: 48.7 GFLOP per call).
//
// Checks: sum over atoms and modes of |U|^2 and of |Y| (double; the atomic additions and the
// reductions reorder between builds, so these agree to rounding, far inside rtol 1e-8).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

using member_type = Kokkos::TeamPolicy<>::member_type;

constexpr int NNEI = 32;                     // neighbours per atom
constexpr int LMAX = 15;                     // highest level
constexpr int J = (LMAX + 1) * (LMAX + 2) / 2;  // modes (l, m), 0 <= m <= l <= LMAX
constexpr int VL = 32;                       // vector length

struct Cplx {
  double re, im;
};
struct Nbr {  // a = (ar, ai), b = (br, bi), weight w
  double ar, ai, br, bi, w;
};
using ScratchCplx = Kokkos::View<Cplx*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
using ScratchNbr = Kokkos::View<Nbr*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int natoms = int(bench::size_arg(argc, argv, 1 << 17));
    double per_atom = 14.0 * NNEI + 5.0 * J * J;
    for (int l = 0; l <= LMAX; ++l) per_atom += double(NNEI) * (l + 1) * (6.0 * l + 4.0);
    const double flops = per_atom * natoms;

    Kokkos::View<double***, Kokkos::LayoutRight> rij("rij", natoms, NNEI, 3);
    Kokkos::View<Cplx**, Kokkos::LayoutRight> ulist("ulist", natoms, J);
    Kokkos::View<double**, Kokkos::LayoutRight> ylist("ylist", natoms, J);
    Kokkos::parallel_for("init_rij", natoms, KOKKOS_LAMBDA(const int i) {
      for (int k = 0; k < NNEI; ++k) {
        rij(i, k, 0) = double((i * 13 + k * 7) % 61 - 30) * 0.1;
        rij(i, k, 1) = double((i * 29 + k * 11) % 59 - 29) * 0.1;
        rij(i, k, 2) = double((i * 5 + k * 17) % 53 - 26) * 0.1;
      }
    });
    Kokkos::fence();

    const size_t l0 = ScratchCplx::shmem_size(J);
    const size_t l1 = ScratchNbr::shmem_size(NNEI);
    std::vector<double> t;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_for("snap",
                           Kokkos::TeamPolicy<>(natoms, Kokkos::AUTO, VL)
                               .set_scratch_size(0, Kokkos::PerTeam(l0))
                               .set_scratch_size(1, Kokkos::PerTeam(l1)),
                           KOKKOS_LAMBDA(const member_type& team) {
        const int atom = team.league_rank();
        ScratchCplx U(team.team_scratch(0), J);
        ScratchNbr nb(team.team_scratch(1), NNEI);
        // 1. neighbour parameters (level 1) and a zero accumulator (level 0)
        Kokkos::parallel_for(Kokkos::TeamVectorRange(team, NNEI), [&](const int k) {
          const double x = rij(atom, k, 0), y = rij(atom, k, 1), z = rij(atom, k, 2);
          const double r2 = x * x + y * y + z * z;
          const double inv = 1.0 / Kokkos::Experimental::sqrt(r2 + 2.25);
          nb(k).ar = 1.5 * inv;
          nb(k).ai = -z * inv;
          nb(k).br = y * inv;
          nb(k).bi = -x * inv;
          nb(k).w = 1.0 / (1.0 + r2);
        });
        Kokkos::parallel_for(Kokkos::TeamVectorRange(team, J), [&](const int j) {
          U(j).re = 0.0;
          U(j).im = 0.0;
        });
        team.team_barrier();
        // 2. expansion: neighbours over the team's threads, modes over the vector lanes
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, NNEI), [&](const int k) {
          const Nbr n = nb(k);
          Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, J), [&](const int j) {
            int l = 0;
            while ((l + 1) * (l + 2) / 2 <= j) ++l;
            const int m = j - l * (l + 1) / 2;
            double pr = 1.0, pi = 0.0;
            for (int s = 0; s < l - m; ++s) {  // * a
              const double r = pr * n.ar - pi * n.ai;
              pi = pr * n.ai + pi * n.ar;
              pr = r;
            }
            for (int s = 0; s < m; ++s) {  // * b
              const double r = pr * n.br - pi * n.bi;
              pi = pr * n.bi + pi * n.br;
              pr = r;
            }
            Kokkos::atomic_add(&U(j).re, n.w * pr);
            Kokkos::atomic_add(&U(j).im, n.w * pi);
          });
        });
        team.team_barrier();
        // 3. invariants: output modes over the team's threads, a vector reduction over j1
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, J), [&](const int j) {
          double y = 0.0;
          Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, J), [&](const int j1, double& acc) {
            const int j2 = (j + j1) % J;
            const double c = double((j * 3 + j1 * 5) % 7 + 1);
            acc += c * (U(j1).re * U(j2).re + U(j1).im * U(j2).im);
          }, y);
          Kokkos::single(Kokkos::PerThread(team), [&]() { ylist(atom, j) = y; });
        });
        Kokkos::parallel_for(Kokkos::TeamVectorRange(team, J), [&](const int j) { ulist(atom, j) = U(j); });
      });
      Kokkos::fence();
      const double sec = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(sec);
    }
    bench::report("snap", "uiyi", flops, t);

    double usum = 0.0, ysum = 0.0;
    Kokkos::parallel_reduce("snap_usum", natoms, KOKKOS_LAMBDA(const int i, double& s) {
      for (int j = 0; j < J; ++j) s += ulist(i, j).re * ulist(i, j).re + ulist(i, j).im * ulist(i, j).im;
    }, usum);
    Kokkos::parallel_reduce("snap_ysum", natoms, KOKKOS_LAMBDA(const int i, double& s) {
      for (int j = 0; j < J; ++j) s += Kokkos::Experimental::fabs(ylist(i, j));
    }, ysum);
    std::printf("info snap uiyi natoms %d nnei %d lmax %d modes %d flops_per_atom %.0f\n", natoms, NNEI, LMAX, J,
                per_atom);
    bench::check("snap", "ui", usum);
    bench::check("snap", "yi", ysum);
  }
  Kokkos::finalize();
  return 0;
}
