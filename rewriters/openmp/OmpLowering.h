// The OpenMP kernel-mode lowering (LLVM `ompx_bare`, the approach of the Kokkos-OMPX work).
// Each dispatch becomes a host function holding one `#pragma omp target teams ompx_bare`
// region with an explicit grid and block; indices come from ompx::thread_id/block_id/
// block_dim/grid_dim. Level-0 scratch and the collectives' shared memory come from
// ompx_dyn_cgroup_mem + llvm_omp_target_dynamic_shared_alloc() at explicit offsets; level-1
// scratch from an omp_target_alloc pool. Reductions: per-thread accumulators, ompx shuffle-down
// trees for int/long/float/double (shared-memory trees for other types), a deterministic grid
// combine. Same kernel model and structure as gpu/ (CUDA, HIP).
#pragma once

#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/Lowering.h"
#include "rewriters/emit/ShimIncludes.h"

#include <set>

namespace kt {

std::unique_ptr<Lowering> makeOmpLowering(const LoweringOptions &O);

/// What a kernel's body needs from the block's shared memory (the plan: ompPlanShared).
struct OmpShared {
  bool collectives = false;         ///< any reduction, scan or broadcast across threads
  std::set<std::string> slotTypes;  ///< value types those collectives move
  bool teamScan = false;            ///< a scan over a nested range (kt/openmp/team_scan.hpp)
  /// `kt_slot_bytes<T...>()`: bytes of one collective slot (host and device expression).
  std::string slotExpr() const;
};

/// The shared memory K's collectives need: its own reduction or scan and those of its body,
/// member functions and the team helpers it calls (OmpPlan.cpp; before anything is printed).
OmpShared ompPlanShared(const Kernel &K);

/// What one body op's lowering (OmpBodyRenderer) needs besides its text (OmpPlan.cpp): the
/// table of the BodyOp kinds that the plan, the shim's includes and the kernel read.
struct OmpOpNeeds {
  bool block = false;      ///< reads `kt_b`, the thread's kt_block_info
  bool collective = false; ///< moves values through the block's collective slots
  bool teamScan = false;   ///< a scan over a nested range (kt/openmp/team_scan.hpp)
  std::string slotType;    ///< the type it moves there, if it has one
  std::vector<const char *> helpers; ///< the shim helpers its text calls
};
OmpOpNeeds ompOpNeeds(const BodyOp &Op);
/// Whether the ops of B (nested ones included) read `kt_b` (ompOpNeeds).
bool ompOpsUseBlock(const BodyText &B);

/// Renders kernel body text with its Kokkos ops replaced by explicit ompx code. Inside the
/// kernel, `kt_b` (a kt_block) holds the thread's place in its block.
class OmpBodyRenderer : public BodyRendererBase {
public:
private:
  std::optional<std::string> ownOp(const BodyOp &Op) override;
  std::string teamOp(const BodyOp &Op) override;
  std::string nested(const BodyOp &Op) override;
  std::string single(const BodyOp &Op) override;
  std::string scan(const BodyOp &Op, const std::string &B, const std::string &E);
};

/// The declaration of `kt_ctx`, the team context a team kernel passes to the team helpers it
/// calls (empty when it calls none).
std::string ompTeamContextDecl(const Kernel &K);
/// A team helper as a function taking `kt_ctx` (its collectives use its caller's shared
/// memory: ompPlanShared).
std::string ompTeamHelper(const TeamHelper &H);
std::vector<std::string> ompTeamHelperDeclarations(const TeamHelper &H);

/// The clamped vector length of a team policy when it is known at translation time, else empty.
std::string ompConstVectorLength(const Policy &P);

/// KT diagnostics for what K's target region cannot hold (OmpChecks.cpp).
void ompCheckBody(const Kernel &K, std::vector<LoweringDiag> &Diags);

/// The kernel function (host function with the target region) for K (OmpKernels.cpp).
std::string ompKernel(const Kernel &K, const LoweringOptions &O, const OmpShared &Shared);

/// Host code that launches K's kernel function (OmpLaunch.cpp).
std::string ompLaunch(const Kernel &K, const OmpShared &Shared);

/// The OpenMP helper headers and the helpers K's lowering under the options O (a team helper's:
/// H's) calls (OmpShim.cpp).
const std::vector<ShimHeader> &ompShimHeaders();
void ompShimUses(const Kernel &K, const LoweringOptions &O, ShimUse &S);
void ompHelperShimUses(const TeamHelper &H, ShimUse &S);

} // namespace kt
