// Docking-style FP32 kernel (compute-bound; written for this project): score nposes rigid poses
// of one ligand (NLIG atoms) against one protein (nprot atoms) with a pairwise steric +
// electrostatic + hydrophobic term over a table of NTYPES atom types.
// TeamPolicy(league, TS, 32): each team stages the ligand atoms and the force-field table
// (2 KiB) in level-0 scratch, team_barrier, then every (thread, vector lane) scores PPWI poses
// (a template constant: per-lane private arrays float e[PPWI], lx[PPWI], ...) in a double loop
// over ligand x protein atoms, and writes one energy per pose. TS is 2 on a device (64 lanes per
// team) and 1 where the default space runs teams of one thread (real Kokkos' Serial).
// Variants ppwi4 and ppwi8 (PPWI = 4, 8).
//
// The `bench` line's third field is the FLOP COUNT per call, not bytes (so GB/s reads GFLOP/s):
//   nposes * NLIG * (18 + 25 * nprot)        per pose: 18 to place each ligand atom (3x3
//                                              rotation + translation: 9 mul + 9 add), 25 per
//                                              ligand-protein pair (3 sub, 3 mul + 2 add, sqrt,
//                                              mul, floor, mul, sub, fmax, fmin, sub, fmax,
//                                              fmin, 4 mul, 3 add)
//   + ceil(nposes / PPWI) * NLIG * nprot * 3  the pair terms shared by a lane's PPWI poses
//                                              (radius sum, charge product, hydrophobicity sum)
// counting each +, -, *, fmin, fmax, floor and sqrt as one operation (fused multiply-adds as two).
// Size: argv[1] or $KT_BENCH_SIZE = nposes (default 2^18: 221 GFLOP per call for PPWI 4).
//
// Exact checksums: every coordinate, rotation entry and translation is a multiple of 1/4, so
// the placed coordinates, differences and squared distances are exact in FP32; the distance is
// quantised to a multiple of 1/4 (floor of sqrt(r2) * 4, correctly rounded sqrt), and all later
// terms are multiples of 1/16 whose running sums stay below 2^20 (exact). Every build therefore
// computes the same energies bit for bit, with or without FMA contraction; the checks are the
// sum of the energies and a weighted sum, in double (exact).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

using member_type = Kokkos::TeamPolicy<>::member_type;

constexpr int NLIG = 64;    // ligand atoms
constexpr int NTYPES = 64;  // force-field atom types
constexpr int VL = 32;      // vector length: lanes per thread, one pose group each

struct alignas(16) Atom {  // 16-byte aligned: one 16-byte load per atom
  float x, y, z, type;
};
struct alignas(16) FField {
  float radius, charge, hphob, pad;
};
using ScratchAtoms = Kokkos::View<Atom*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                  Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
using ScratchFF = Kokkos::View<FField*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

template <int PPWI>
void run_dock(const char* variant, int nposes, int nprot, int team_size, Kokkos::View<Atom*> protein,
              Kokkos::View<Atom*> ligand, Kokkos::View<FField*> ff, Kokkos::View<float**> poses,
              Kokkos::View<float*> energies) {
  const int TS = team_size;
  const int per_team = TS * VL * PPWI;
  const int league = (nposes + per_team - 1) / per_team;
  const double flops = double(nposes) * NLIG * (18.0 + 25.0 * nprot) +
                       double((nposes + PPWI - 1) / PPWI) * NLIG * nprot * 3.0;
  const size_t scratch = ScratchAtoms::shmem_size(NLIG) + ScratchFF::shmem_size(NTYPES);
  std::vector<double> t;
  for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
    Kokkos::Timer timer;
    Kokkos::parallel_for("dock",
                         Kokkos::TeamPolicy<>(league, TS, VL).set_scratch_size(0, Kokkos::PerTeam(scratch)),
                         KOKKOS_LAMBDA(const member_type& team) {
      ScratchAtoms lig(team.team_scratch(0), NLIG);
      ScratchFF sff(team.team_scratch(0), NTYPES);
      Kokkos::parallel_for(Kokkos::TeamVectorRange(team, NLIG + NTYPES), [&](const int i) {
        if (i < NLIG) lig(i) = ligand(i);
        else sff(i - NLIG) = ff(i - NLIG);
      });
      team.team_barrier();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, TS), [&](const int th) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, VL), [&](const int lane) {
          // This lane's poses: base + k * VL, k < PPWI (consecutive lanes, consecutive poses).
          const int base = (team.league_rank() * TS + th) * VL * PPWI + lane;
          float xf[12][PPWI];  // per pose: rotation rows (0..8) and translation (9..11)
          float e[PPWI];
          for (int k = 0; k < PPWI; ++k) {
            const int p = base + k * VL < nposes ? base + k * VL : nposes - 1;
            for (int c = 0; c < 12; ++c) xf[c][k] = poses(p, c);
            e[k] = 0.0f;
          }
          for (int il = 0; il < NLIG; ++il) {
            const Atom la = lig(il);
            const FField lf = sff(int(la.type));
            float lx[PPWI], ly[PPWI], lz[PPWI];
            for (int k = 0; k < PPWI; ++k) {
              lx[k] = xf[0][k] * la.x + xf[1][k] * la.y + xf[2][k] * la.z + xf[9][k];
              ly[k] = xf[3][k] * la.x + xf[4][k] * la.y + xf[5][k] * la.z + xf[10][k];
              lz[k] = xf[6][k] * la.x + xf[7][k] * la.y + xf[8][k] * la.z + xf[11][k];
            }
            for (int ip = 0; ip < nprot; ++ip) {
              const Atom pa = protein(ip);
              const FField pf = sff(int(pa.type));
              const float rsum = lf.radius + pf.radius;
              const float qq = lf.charge * pf.charge;
              const float hp = lf.hphob + pf.hphob;
              for (int k = 0; k < PPWI; ++k) {
                const float dx = lx[k] - pa.x, dy = ly[k] - pa.y, dz = lz[k] - pa.z;
                const float r2 = dx * dx + dy * dy + dz * dz;
                const float d = Kokkos::Experimental::floor(Kokkos::Experimental::sqrt(r2) * 4.0f) * 0.25f;
                const float s = d - rsum;
                const float o = Kokkos::Experimental::fmin(Kokkos::Experimental::fmax(s, -2.0f), 0.0f);
                const float w = Kokkos::Experimental::fmax(4.0f - d, 0.0f);
                const float v = Kokkos::Experimental::fmin(w, 1.0f);
                e[k] += o * o * 2.0f + qq * w + hp * v;
              }
            }
          }
          for (int k = 0; k < PPWI; ++k)
            if (base + k * VL < nposes) energies(base + k * VL) = e[k];
        });
      });
    });
    Kokkos::fence();
    const double sec = timer.seconds();
    if (rep >= bench::kWarmup) t.push_back(sec);
  }
  bench::report("dock", variant, flops, t);

  double sum = 0.0, wsum = 0.0;
  Kokkos::parallel_reduce("dock_sum", nposes, KOKKOS_LAMBDA(const int p, double& s) { s += double(energies(p)); }, sum);
  Kokkos::parallel_reduce("dock_wsum", nposes, KOKKOS_LAMBDA(const int p, double& s) {
    s += double(energies(p)) * double(p % 7 + 1);
  }, wsum);
  std::printf("info dock %s nposes %d nlig %d nprot %d team %d x %d lanes x %d poses\n", variant, nposes, NLIG,
              nprot, TS, VL, PPWI);
  bench::check("dock", variant, sum);
  char wname[32];
  std::snprintf(wname, sizeof wname, "%s_w", variant);
  bench::check("dock", wname, wsum);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nposes = int(bench::size_arg(argc, argv, 1 << 18));
    const int nprot = 512;
    // Teams of 2 x 32 lanes on a device; real Kokkos' Serial backend runs teams of one thread.
    const int team_size = Kokkos::DefaultExecutionSpace().concurrency() > 1 ? 2 : 1;

    Kokkos::View<Atom*> protein("protein", nprot), ligand("ligand", NLIG);
    Kokkos::View<FField*> ff("ff", NTYPES);
    Kokkos::View<float**> poses("poses", nposes, 12);
    Kokkos::View<float*> energies("energies", nposes);
    // Inputs: multiples of 1/4 (see the header). Protein in [-16, 16]^3, ligand in [-4, 4]^3,
    // rotation entries in [-1, 1], translations in [-8, 8].
    Kokkos::parallel_for("init_protein", nprot, KOKKOS_LAMBDA(const int i) {
      protein(i).x = float((i * 37 + 11) % 129 - 64) * 0.25f;
      protein(i).y = float((i * 53 + 7) % 129 - 64) * 0.25f;
      protein(i).z = float((i * 91 + 3) % 129 - 64) * 0.25f;
      protein(i).type = float(i % NTYPES);
    });
    Kokkos::parallel_for("init_ligand", NLIG, KOKKOS_LAMBDA(const int i) {
      ligand(i).x = float((i * 17 + 5) % 33 - 16) * 0.25f;
      ligand(i).y = float((i * 23 + 9) % 33 - 16) * 0.25f;
      ligand(i).z = float((i * 29 + 1) % 33 - 16) * 0.25f;
      ligand(i).type = float((i * 5 + 3) % NTYPES);
    });
    Kokkos::parallel_for("init_ff", NTYPES, KOKKOS_LAMBDA(const int t) {
      ff(t).radius = 1.0f + float(t % 5) * 0.25f;
      ff(t).charge = float((t * 3) % 5 - 2) * 0.5f;
      ff(t).hphob = float((t * 7) % 5 - 2) * 0.25f;
      ff(t).pad = 0.0f;
    });
    Kokkos::parallel_for("init_poses", nposes, KOKKOS_LAMBDA(const int p) {
      for (int c = 0; c < 9; ++c) poses(p, c) = float((p * 7 + c * 13 + (p / 7) * 3) % 9 - 4) * 0.25f;
      for (int c = 9; c < 12; ++c) poses(p, c) = float((p * 5 + c * 11 + p / 5) % 65 - 32) * 0.25f;
    });
    Kokkos::fence();

    run_dock<4>("ppwi4", nposes, nprot, team_size, protein, ligand, ff, poses, energies);
    run_dock<8>("ppwi8", nposes, nprot, team_size, protein, ligand, ff, poses, energies);
  }
  Kokkos::finalize();
  return 0;
}
