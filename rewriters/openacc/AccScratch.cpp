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

namespace kt {

namespace {

/// Level-0 bytes above this (after rounding) stay in the pool. Static shared memory is at most
/// 48 KiB per block (more fails when the driver loads the PTX), and GCC 12 uses about twice the
/// array's size: the array itself, and a worker broadcast buffer (`__oacc_bcast`) that also
/// holds a copy of the kernel's stack frame, where GCC still reserves a slot of the array's size.
constexpr unsigned long long kAccSharedScratchMax = 16 * 1024;

enum class Home { None, Array, Capacity, Pool };

unsigned long long rounded(unsigned long long B) { return (B + 63) / 64 * 64; }

Home home(const Kernel &K, AccScratchHome S, int Lv) {
  if (!K.usesScratch(Lv))
    return Home::None;
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
  return "((size_t)(" + S.perTeam + ") + (size_t)(" + S.perThread + ")" +
         (S.perTeamHook.empty() ? "" : " + " + S.perTeamHook) + " + 63) / 64 * 64";
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
    S += "const int kt_gang = kt_acc_gang(kt_gangs);\n";
  auto Slice = [](const std::string &L) {
    return "kt_pool" + L + " + (size_t)kt_gang * kt_bytes" + L;
  };
  if (H0 == Home::Array) {
    std::string B = std::to_string(rounded(*K.policy.scratch[0].bytesConst()));
    S += "// level-0 team scratch: a gang-private array of " + B + " bytes\nalignas(64) char kt_l0[" + (B == "0" ? "64" : B) +
         "];\nkt::ScratchPool kt_scratch0(kt_l0, " + B + ");\n";
  } else if (H0 == Home::Capacity) {
    S += "// level-0 team scratch: a gang-private array if it fits, else a pool slice\nalignas(64) char "
         "kt_l0[KT_ACC_SCRATCH0_CAPACITY];\nkt::ScratchPool kt_scratch0(kt_bytes0 <= "
         "KT_ACC_SCRATCH0_CAPACITY ? kt_l0 : " +
         Slice("0") + ", kt_bytes0);\n";
  } else if (H0 == Home::Pool) {
    bool Chosen = Choice == AccScratchHome::Pool;
    S += std::string("// level-0 team scratch: this gang's slice of a device pool") +
         (Chosen ? " (--acc-scratch)" : "") +
         "\nkt::ScratchPool kt_scratch0(" +
         Slice("0") + ", kt_bytes0);\n";
  }
  if (H1 == Home::Pool)
    S += "// level-1 team scratch: this gang's slice of a device pool\nkt::ScratchPool "
         "kt_scratch1(" +
         Slice("1") + ", kt_bytes1);\n";
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
      S += "static_assert(" + Bytes +
           " == " + std::to_string(rounded(*K.policy.scratch[Lv].bytesConst())) +
           ", \"level-0 scratch bytes differ from the translation-time count\");\n";
      continue;
    }
    S += "const size_t kt_bytes" + L + " = " + Bytes + ";\n";
    std::string Alloc = "static_cast<char *>(kt::openacc::scratch_buffer(" + L +
                        ", (size_t)kt_gangs * kt_bytes" + L + "))";
    if (H == Home::Capacity)
      Alloc = "kt_bytes0 <= KT_ACC_SCRATCH0_CAPACITY ? nullptr : " + Alloc;
    S += "char *kt_pool" + L + " = " + Alloc + ";\n";
    Args += ", kt_pool" + L + ", kt_bytes" + L;
  }
  return S;
}

} // namespace kt
