// One lowering per target turns the kernel model into text. CUDA and HIP share gpu/.
#pragma once

#include "rewriters/model/Diagnostics.h"
#include "rewriters/emit/HostRewrite.h"
#include "rewriters/emit/KernelText.h"
#include "rewriters/model/Model.h"
#include "rewriters/model/Queries.h"
#include "rewriters/model/Target.h"
#include "rewriters/emit/ShimIncludes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kt {

/// A construct the target cannot express in this kernel (reported at the dispatch).
struct LoweringDiag {
  DiagId id;
  std::string message;
  /// Where the cause is written (offset in the file of the kernel body, BodyOp::fileOffset);
  /// none: at the dispatch.
  std::optional<unsigned> bodyOffset = std::nullopt;
  /// The team helper whose body bodyOffset is in (its own file); null: the kernel's body.
  const TeamHelper *helper = nullptr;
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
  /// for each kernel that calls the helper. Callers: the file's kernels (a target whose
  /// helper differs by the level it is called at prints a variant per level they call it at);
  /// none for a helper in a header that other files include, whose callers are not all known
  /// (such a target prints every variant its body allows, the same for every includer).
  virtual LoweredTeamHelper
  lowerTeamHelper(const TeamHelper &H, std::optional<llvm::ArrayRef<Kernel>> Callers) const = 0;
  /// Whether a team helper must be defined before its first use in a translation unit (GCC 12
  /// takes `#pragma acc routine` only there, and a member function has no declaration outside
  /// its class to carry it): the member helpers of a file are then printed callees first.
  virtual bool helpersBeforeUse() const { return false; }
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

/// MDRange dimensions from the stride-1 one (of the Views the body uses) outwards: x, y, then
/// the rest (flattened on z).
std::vector<int> mdOrder(const Kernel &K);

} // namespace kt
