#include "rewriters/ApiTable.h"

#include <set>

namespace kt {

namespace {
// Callable both in host code and in kernels (spelled kt::NAME).
const std::set<std::string> &bothNames() {
  static const std::set<std::string> S = {
      // math
      "sqrt", "cbrt", "fabs", "abs", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow",
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "floor", "ceil",
      "round", "trunc", "fmin", "fmax", "fma", "fmod", "hypot", "isnan", "isinf", "isfinite", "min",
      "max", "clamp", "erf", "erfc", "copysign", "signbit",
      // atomics
      "atomic_add", "atomic_sub", "atomic_min", "atomic_max", "atomic_fetch_add",
      "atomic_fetch_sub", "atomic_fetch_min", "atomic_fetch_max", "atomic_fetch_and",
      "atomic_fetch_or", "atomic_fetch_xor", "atomic_add_fetch", "atomic_sub_fetch",
      "atomic_min_fetch", "atomic_max_fetch", "atomic_and_fetch", "atomic_or_fetch",
      "atomic_xor_fetch", "atomic_exchange", "atomic_compare_exchange", "atomic_increment",
      "atomic_decrement", "atomic_inc", "atomic_dec", "atomic_load", "atomic_store",
      "atomic_and", "atomic_or",
      // types usable anywhere
      "View", "LayoutLeft", "LayoutRight", "LayoutStride", "MemoryTraits", "Unmanaged",
      "MemoryUnmanaged", "RandomAccess", "Atomic", "Restrict", "Aligned", "MemoryManaged",
      "MemoryRandomAccess", "DefaultExecutionSpace",
      "DefaultHostExecutionSpace", "HostSpace", "pair", "make_pair", "ValLocScalar",
      "reduction_identity", "Sum", "Prod", "Min", "Max", "LAnd", "LOr", "BAnd", "BOr", "MinLoc",
      "MaxLoc", "ALL", "ALL_t", "TeamPolicy", "RangePolicy", "MDRangePolicy", "Rank", "Iterate",
      "IndexType", "Schedule", "Static", "Dynamic", "numbers"};
  return S;
}
// Host-only API.
const std::set<std::string> &hostNames() {
  static const std::set<std::string> S = {
      "initialize", "finalize", "is_initialized", "ScopeGuard", "fence", "Timer",
      "create_mirror_view", "create_mirror", "create_mirror_view_and_copy", "deep_copy",
      "subview", "resize", "realloc", "view_alloc", "WithoutInitializing", "AUTO", "AUTO_t",
      "PerTeam", "PerThread", "print_configuration", "CudaSpace", "Cuda", "Serial", "OpenMP",
      "HIP", "HIPSpace", "InitArguments", "InitializationSettings", "LaunchBounds"};
  return S;
}
const std::set<std::string> &structural() {
  static const std::set<std::string> S = {
      "parallel_for", "parallel_reduce", "parallel_scan", "TeamThreadRange", "ThreadVectorRange",
      "TeamVectorRange", "single", "PerTeam", "PerThread", "AUTO"};
  return S;
}
} // namespace

bool isStructuralKokkosName(const std::string &Name) { return structural().count(Name) != 0; }

std::optional<std::string> spellKokkosName(const std::string &Name, ApiContext Ctx) {
  if (Name == "printf")
    return Ctx == ApiContext::Kernel ? std::optional<std::string>("printf")
                                     : std::optional<std::string>("std::printf");
  if (bothNames().count(Name) || (Ctx == ApiContext::Host && hostNames().count(Name)))
    return "kt::" + Name;
  return std::nullopt;
}

} // namespace kt
