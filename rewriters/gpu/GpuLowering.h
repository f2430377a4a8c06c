// The GPU lowering shared by CUDA and HIP, parameterised by a dialect (warp size, shuffle and
// runtime spellings). Kernels: explicit thread indexing, shared-memory scratch with explicit
// bump offsets, shuffle-tree reductions and a deterministic grid combine.
#pragma once

#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/Lowering.h"
#include "rewriters/emit/ShimIncludes.h"

#include <set>

namespace kt {

struct GpuDialect {
  std::string name;         ///< "cuda" / "hip"
  std::string include;      ///< the shim include line
  std::string qualifier;    ///< device-callable function qualifier
  std::string rt;           ///< runtime API prefix: "cuda" / "hip"
  /// Emit __launch_bounds__(N) on kernels whose block size N is known at translation time.
  bool launchBounds = false;
  std::string backend = {}; ///< Kokkos backend name: "Cuda" / "HIP"
  /// Defined while the device side compiles: "__CUDA_ARCH__" / "__HIP_DEVICE_COMPILE__".
  std::string deviceSideMacro = {};
  /// Written before a template kernel passed to a launch helper: "+" for hipcc, whose clang
  /// otherwise emits no host stub for a reduction kernel template's specialisation named in a
  /// member of an explicitly instantiated class template (an undefined reference at link time;
  /// BabelStream's KokkosStream<T>::dot). The unary + resolves the specialisation first.
  std::string templateKernelRef = {};
  /// Lowering::parseArgs: the toolkit's include directory where it is installed.
  std::vector<std::string> parseArgs = {};
  /// Team kernels with a constant vector length state `__builtin_assume(threadIdx.x < VL)`
  /// (the block's x extent is that length): nvcc then drops the vector loops' first-trip test
  /// and lane arithmetic. CUDA only: HIP's threadIdx.x is a call, which the builtin ignores.
  bool assumeLanes = false;
  static GpuDialect cuda();
  static GpuDialect hip();
};

std::unique_ptr<Lowering> makeGpuLowering(GpuDialect D, const LoweringOptions &O);

/// Threads per block of RangePolicy and parallel_scan launches.
constexpr int kGpuRangeBlock = 256;

/// A TeamPolicy kernel whose grid is capped, so that its blocks loop over the league: a
/// reduction (at most 16384 partial results: GpuLaunch.cpp, kt_reduce_team). Any other team
/// kernel is launched with one block per team and runs that team without the loop
/// (GpuLowering.cpp teamKernel); both read this, so they cannot disagree.
inline bool gpuTeamGridCapped(const Kernel &K) { return K.pattern == Pattern::Reduce; }

/// A RangePolicy scan of a builtin arithmetic sum: one launch of tiles (kt/gpu/scan_tiles.hpp:
/// kt_scan_tiles in the kernel, kt_scan_range at the launch) instead of the two-pass scan. Not
/// for a kernel template: it serves every instantiation, and the value type of the one
/// recognised need not be arithmetic in all.
inline bool gpuTileScan(const Kernel &K) {
  return K.scanArithmetic && K.reducers.empty() && K.templateParams.empty();
}
/// Most threads per block of a TeamPolicy launch with team size Kokkos::AUTO (the cap in
/// kt_auto_team_size, runtime-shim/include/kt/gpu/launch.hpp).
constexpr int kGpuAutoTeamBlock = 256;

/// Renders kernel body text with its Kokkos ops replaced by explicit GPU code.
class GpuBodyRenderer : public BodyRendererBase {
public:
  /// A team kernel's shape where it is known at translation time: VL, the clamped vector
  /// length (a decimal, or KT_WARP_SIZE for a request of 64 or more), TS the team size;
  /// empty: blockDim.x / blockDim.y at run time.
  void setTeamShape(const std::string &ConstVL, const std::string &ConstTS) {
    VL = ConstVL;
    TS = ConstTS;
  }

private:
  std::string teamOp(const BodyOp &Op) override;
  std::string nested(const BodyOp &Op) override;
  std::string single(const BodyOp &Op) override;
  std::string scan(const BodyOp &Op, const std::string &B, const std::string &E);
  /// Orders the memory accesses of a thread's vector lanes after a vector-level construct.
  std::string vectorSync();
  std::string VL, TS;
};

/// A nested range's index plan: the first index `begin + Start` and the stride Step of the
/// loop of one lane (block = (vector_length, team_size); lane = threadIdx.x, rank = threadIdx.y).
/// Independent of the warp size. T: the index type. VL, TS: the vector length and team size
/// when they are compile-time constants (text), empty for blockDim.x / blockDim.y.
std::pair<std::string, std::string> gpuIndexPlan(NestLevel Nest, const std::string &T,
                                                 const std::string &VL = "",
                                                 const std::string &TS = "");

/// The clamped compile-time vector length of a team policy (see GpuBodyRenderer::setTeamShape),
/// empty when it is only known at run time.
std::string gpuConstVectorLength(const Policy &P);

/// The declaration of `kt_ctx`, the team context a team kernel passes to the team helpers it
/// calls (empty when it calls none); TeamSize: the kernel's team size expression.
std::string gpuTeamContextDecl(const Kernel &K, const std::string &TeamSize);
/// A team helper as a device function taking `kt_ctx` (R: a renderer without a team shape).
std::string gpuTeamHelper(const TeamHelper &H, GpuBodyRenderer &R);
std::vector<std::string> gpuTeamHelperDeclarations(const TeamHelper &H);

/// The GPU helper headers and the helpers K's lowering (a team helper's: H's) calls
/// (GpuShim.cpp).
const std::vector<ShimHeader> &gpuShimHeaders();
void gpuShimUses(const Kernel &K, ShimUse &S);
void gpuHelperShimUses(const TeamHelper &H, ShimUse &S);

/// Host launch code for K (GpuLaunch.cpp).
std::string gpuLaunch(const Kernel &K, const GpuDialect &D, const std::string &ValueType);

} // namespace kt
