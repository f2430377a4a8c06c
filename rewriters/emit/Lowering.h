// One lowering per target turns the kernel model into text. CUDA and HIP share gpu/.
#pragma once

#include "rewriters/model/Diagnostics.h"
#include "rewriters/emit/HostRewrite.h"
#include "rewriters/model/Model.h"
#include "rewriters/emit/ShimIncludes.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kt {

enum class Target { Cuda, Hip, OpenMP, OpenACC };
const char *targetName(Target T);
const char *targetExtension(Target T); ///< ".cu", ".hip", ...

/// A construct the target cannot express in this kernel (reported at the dispatch).
struct LoweringDiag {
  DiagId id;
  std::string message;
  /// Where the cause is written (offset in the file of the kernel body, BodyOp::fileOffset);
  /// none: at the dispatch.
  std::optional<unsigned> bodyOffset = std::nullopt;
};

/// A team helper lowered: its definition, and its other declarations (one for each of
/// TeamHelper::declarations, in that order).
struct LoweredTeamHelper {
  std::string definition;
  std::vector<std::string> declarations;
};

struct LoweredKernel {
  std::string definition; ///< kernel(s) and helper types, inserted before the enclosing decl
  std::string launch;     ///< replaces the dispatch statement
  std::vector<LoweringDiag> diags; ///< non-empty: the kernel is not translated (no output)
};

/// What one prologue serves: the kernels and team helpers whose code the file it heads holds
/// (or, through its includes, reaches).
struct PrologueScope {
  std::vector<const Kernel *> kernels;
  std::vector<const TeamHelper *> helpers;
};

/// A target's lowering. It keeps no state between calls: what a kernel's code needs from the
/// shim is a function of the kernel's facts (each target's *ShimUses), so a prologue can be
/// made for any set of kernels without lowering them again.
class Lowering {
public:
  virtual ~Lowering() = default;
  virtual HostSpelling hostSpelling() const = 0;
  virtual LoweredKernel lower(const Kernel &K) const = 0;
  /// The definition of a team helper (a function taking the team member) as a device function
  /// taking the target's team context; it replaces the user's definition (and its declarations
  /// the user's other declarations). What a target cannot express is reported by lower()
  /// for each kernel that calls the helper.
  virtual LoweredTeamHelper lowerTeamHelper(const TeamHelper &H) const = 0;
  /// The banner and the shim helper includes that the code of S's kernels and helpers needs,
  /// emitted once after the shim include.
  virtual std::string prologue(const PrologueScope &S) const = 0;
  /// Arguments for parsing a program for this target beyond the bundled API: where the
  /// vendor's headers are that the program's `#ifdef KOKKOS_ENABLE_<backend>` code includes
  /// (CUDA: the toolkit's `cuda_runtime.h`), as the vendor compiler would find them.
  virtual std::vector<std::string> parseArgs() const { return {}; }
};

/// The `#include` lines (ShimUse::includes) of the helpers S's kernels and team helpers call,
/// by a target's table and its functions from a kernel's (a helper's) facts to those helpers.
std::string shimIncludesFor(const std::vector<ShimHeader> &Table, const PrologueScope &S,
                            llvm::function_ref<void(const Kernel &, ShimUse &)> KernelUses,
                            llvm::function_ref<void(const TeamHelper &, ShimUse &)> HelperUses);

/// Target-specific choices of a lowering (command-line options of the driver).
struct LoweringOptions {
  /// OpenMP: grid spelling. OneD: 1-D num_teams/thread_limit, the (x, y) split computed in the
  /// kernel (clang 18, 19). ThreeD: num_teams(x,y,z)/thread_limit(x,y,z) (clang >= 20).
  enum class OmpGrid { OneD, ThreeD } ompGrid = OmpGrid::OneD;
  /// OpenMP: kernels as `nowait depend(inout: kt::openmp::queue)` target tasks (in launch order,
  /// the host waits only at kt::openmp::sync(): copies, frees, fences, results). Off (the
  /// default): every target region is synchronous. With it, each capture and launch argument of
  /// class type is copied into kt::openmp::keep's arena, which outlives the task (clang 19 reads
  /// a firstprivate aggregate from its variable when the task runs, not when it is created).
  bool ompAsync = false;
  /// OpenACC: home of level-0 team scratch. Pool: this gang's slice of a device pool (global
  /// memory; the default: measured faster with GCC 12, docs/OPENACC.md). GangPrivate: a
  /// gang-private array, which GCC places in shared memory (rewriters/openacc/AccScratch.cpp).
  enum class AccScratch { Pool, GangPrivate } accScratch = AccScratch::Pool;
  /// CUDA/HIP: tile prefixes of the one-pass RangePolicy scan of a floating-point sum
  /// (kt/gpu/scan_tiles.hpp). Reproducible: a fixed-order fold, the same bits on every run (the
  /// default). Fast: decoupled look-back, whose last bits depend on which tiles finished first.
  /// Integer sums are exact either way and keep the default's code.
  enum class Scan { Reproducible, Fast } scan = Scan::Reproducible;
};
/// nullptr when the target is not implemented yet. O: the driver's options
/// (TranslateOptions::lowering, rewriters/model/Options.h).
std::unique_ptr<Lowering> makeLowering(Target T, const LoweringOptions &O);

/// MDRange dimensions from the stride-1 one (of the Views the body uses) outwards: x, y, then
/// the rest (flattened on z).
std::vector<int> mdOrder(const Kernel &K);

} // namespace kt
