// Team scratch of OpenACC team kernels (docs/OPENACC.md, "Team scratch").
//
// Level 0 (with --acc-scratch=gang-private) is a gang-private array declared in the gang loop's
// body, which GCC 12 places in the block's shared memory (`__gang_private_shared`); GCC needs
// its size at compile time. The default (--acc-scratch=pool) is the Pool home below for every
// level: GCC 12 also keeps a stack slot of the array's size and copies the whole stack frame to
// the workers at every worker loop, which made the gang-private form up to 58x slower on an H100.
// The gang-private homes:
//   Array    - the policy's level-0 bytes are known at translation time (Policy::Scratch::
//              bytesConst) and fit kAccSharedScratchMax (16 KiB): an array of that size;
//   Capacity - known only at run time: an array of KT_ACC_SCRATCH0_CAPACITY bytes (shim macro),
//              used when the run-time bytes fit, else this gang's slice of a device pool;
//   Pool     - a known size too large for shared memory, and level 1 (Kokkos' large, slower
//              scratch): this gang's slice of an acc_malloc pool of num_gangs x bytes.
// Every home holds the same bytes (the policy's per-team + per-thread bytes, rounded up to 64),
// arrays 64-byte aligned, and the views are carved from it by kt::ScratchPool as before.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/Templates.h"

namespace kt {

namespace {

/// Level-0 bytes above this (after rounding) stay in the pool. Static shared memory is at most
/// 48 KiB per block (more fails when the driver loads the PTX), and GCC 12 uses about twice the
/// array's size: the array itself, and a worker broadcast buffer (`__oacc_bcast`) that also
/// holds a copy of the kernel's stack frame, where GCC still reserves a slot of the array's size.
constexpr unsigned long long kAccSharedScratchMax = 16 * 1024;

enum class Home { None, Array, Capacity, Pool };

unsigned long long rounded(unsigned long long B) { return (B + 63) / 64 * 64; }

/// Whether the team's threads each take their chunk of the per-thread bytes (team-level code
/// per rank using thread_scratch(): team size x per-thread bytes, known at run time).
bool rankThreadScratch(const Kernel &K) { return accPerRank(K) && accThreadScratch(K); }

Home home(const Kernel &K, AccScratchHome S, int Lv) {
  if (!K.usesScratch(Lv))
    return Home::None;
  if (rankThreadScratch(K))
    return Home::Pool;
  if (Lv == 1 || S == AccScratchHome::Pool)
    return Home::Pool;
  std::optional<unsigned long long> B = K.policy.scratch[0].bytesConst();
  if (!B)
    return Home::Capacity;
  return rounded(*B) <= kAccSharedScratchMax ? Home::Array : Home::Pool;
}

/// The launch's byte count of level Lv, as the host computes it.
std::string bytesExpr(const Kernel &K, int Lv) {
  const Policy::Scratch &S = K.policy.scratch[Lv];
  return fillTemplate("openacc/scratch_bytes",
                      {{"per_team", S.perTeam},
                       {"per_thread", rankThreadScratch(K) && S.perThread != "0"
                                          ? "(" + S.perThread + ") * kt_ts"
                                          : S.perThread},
                       {"hook", S.perTeamHook.empty() ? "" : " + " + S.perTeamHook}});
}

} // namespace

void accScratchParams(const Kernel &K, AccScratchHome Choice, std::vector<std::string> &Params,
                      std::vector<std::string> &DevPtrs) {
  for (int Lv = 0; Lv < 2; ++Lv) {
    Home H = home(K, Choice, Lv);
    if (H != Home::Capacity && H != Home::Pool)
      continue;
    std::string L = std::to_string(Lv);
    Params.push_back("char *kt_pool" + L);
    Params.push_back("const size_t kt_bytes" + L);
    DevPtrs.push_back("kt_pool" + L);
  }
}

bool accScratchGang(const Kernel &K, AccScratchHome Choice) {
  Home H0 = home(K, Choice, 0), H1 = home(K, Choice, 1);
  return H0 == Home::Capacity || H0 == Home::Pool || H1 == Home::Pool;
}

std::string accScratchDecls(const Kernel &K, AccScratchHome Choice) {
  Home H0 = home(K, Choice, 0), H1 = home(K, Choice, 1);
  std::string S;
  if (accScratchGang(K, Choice))
    S += fillTemplate("openacc/scratch_gang", {});
  if (H0 == Home::Array) {
    std::string B = std::to_string(rounded(*K.policy.scratch[0].bytesConst()));
    S += fillTemplate("openacc/scratch0_array", {{"bytes", B}, {"size", B == "0" ? "64" : B}});
  } else if (H0 == Home::Capacity) {
    S += fillTemplate("openacc/scratch0_capacity", {});
  } else if (H0 == Home::Pool) {
    bool Chosen = Choice == AccScratchHome::Pool;
    S += fillTemplate("openacc/scratch_pool",
                      {{"level", "0"}, {"chosen", Chosen ? " (--acc-scratch)" : ""}});
  }
  if (H1 == Home::Pool)
    S += fillTemplate("openacc/scratch_pool", {{"level", "1"}, {"chosen", ""}});
  return S;
}

std::string accScratchLaunch(const Kernel &K, AccScratchHome Choice, std::string &Args) {
  std::string S;
  for (int Lv = 0; Lv < 2; ++Lv) {
    Home H = home(K, Choice, Lv);
    std::string L = std::to_string(Lv), Bytes = bytesExpr(K, Lv);
    if (H == Home::None)
      continue;
    if (H == Home::Array) {
      // The kernel's array has the size the translator computed; the host's count must agree.
      S += fillTemplate("openacc/scratch_assert",
                        {{"bytes", Bytes},
                         {"count", std::to_string(rounded(*K.policy.scratch[Lv].bytesConst()))}});
      continue;
    }
    S += fillTemplate("openacc/scratch_pool_launch",
                      {{"level", L},
                       {"bytes", Bytes},
                       {"capacity", H == Home::Capacity
                                        ? "kt_bytes0 <= KT_ACC_SCRATCH0_CAPACITY ? nullptr : "
                                        : ""}});
    Args += ", kt_pool" + L + ", kt_bytes" + L;
  }
  return S;
}

} // namespace kt
