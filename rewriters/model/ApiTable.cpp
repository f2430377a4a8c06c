#include "rewriters/model/ApiTable.h"

#include <map>
#include <set>

namespace kt {

namespace {
// Math (kt/core/math.hpp) and Kokkos_BitManipulation.hpp (kt/core/bit.hpp, each also as
// Kokkos::Experimental::NAME_builtin): callable in host code and in kernels.
const std::vector<std::string> &mathNames() {
  static const std::vector<std::string> V = {
      "sqrt", "cbrt", "fabs", "abs", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow",
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh",
      "atanh", "floor", "ceil",
      "round", "trunc", "fmin", "fmax", "fma", "fmod", "hypot", "isnan", "isinf", "isfinite", "min",
      "max", "clamp", "erf", "erfc", "copysign", "signbit", "minmax", "rsqrt", "logb", "tgamma",
      "lgamma", "nearbyint", "remainder", "fdim", "nextafter", "nan", "nanf"};
  return V;
}
const std::vector<std::string> &bitNames() {
  static const std::vector<std::string> V = {
      "bit_cast", "byteswap", "countl_zero", "countl_one", "countr_zero", "countr_one", "popcount",
      "has_single_bit", "bit_ceil", "bit_floor", "bit_width", "rotl", "rotr"};
  return V;
}
// Kokkos::numbers:: constants and Kokkos::Experimental:: numeric traits.
const std::vector<std::string> &constantNames() {
  static const std::vector<std::string> V = {
      "numbers::e", "numbers::log2e", "numbers::log10e", "numbers::pi", "numbers::inv_pi",
      "numbers::inv_sqrtpi", "numbers::ln2", "numbers::ln10", "numbers::sqrt2", "numbers::sqrt3",
      "numbers::inv_sqrt3", "numbers::egamma", "numbers::phi", "numbers::e_v", "numbers::log2e_v",
      "numbers::log10e_v", "numbers::pi_v", "numbers::inv_pi_v", "numbers::inv_sqrtpi_v",
      "numbers::ln2_v", "numbers::ln10_v", "numbers::sqrt2_v", "numbers::sqrt3_v",
      "numbers::inv_sqrt3_v", "numbers::egamma_v", "numbers::phi_v", "infinity_v", "finite_min_v",
      "finite_max_v", "epsilon_v", "round_error_v", "norm_min_v", "denorm_min_v", "quiet_NaN_v",
      "signaling_NaN_v", "infinity", "finite_min", "finite_max", "epsilon", "round_error",
      "norm_min", "denorm_min", "quiet_NaN", "signaling_NaN", "digits", "digits10",
      "max_digits10", "radix", "min_exponent", "min_exponent10", "max_exponent", "max_exponent10",
      "digits_v", "digits10_v", "max_digits10_v", "radix_v", "min_exponent_v", "min_exponent10_v",
      "max_exponent_v", "max_exponent10_v"};
  return V;
}
// Callable both in host code and in kernels (spelled kt::NAME).
const std::set<std::string> &bothNames() {
  static std::set<std::string> S = {
      // atomics
      "atomic_add", "atomic_sub", "atomic_min", "atomic_max", "atomic_fetch_add",
      "atomic_fetch_sub", "atomic_fetch_min", "atomic_fetch_max", "atomic_fetch_and",
      "atomic_fetch_or", "atomic_fetch_xor", "atomic_add_fetch", "atomic_sub_fetch",
      "atomic_min_fetch", "atomic_max_fetch", "atomic_and_fetch", "atomic_or_fetch",
      "atomic_xor_fetch", "atomic_exchange", "atomic_compare_exchange", "atomic_increment",
      "atomic_decrement", "atomic_inc", "atomic_dec", "atomic_load", "atomic_store",
      "atomic_and", "atomic_or", "atomic_xor", "atomic_mul", "atomic_div", "atomic_mod",
      "atomic_nand", "atomic_lshift", "atomic_rshift", "atomic_fetch_mul", "atomic_fetch_div",
      "atomic_fetch_mod", "atomic_fetch_nand", "atomic_fetch_lshift", "atomic_fetch_rshift",
      "atomic_mul_fetch", "atomic_div_fetch", "atomic_mod_fetch", "atomic_nand_fetch",
      "atomic_lshift_fetch", "atomic_rshift_fetch", "atomic_fetch_inc", "atomic_fetch_dec",
      "atomic_inc_fetch", "atomic_dec_fetch", "atomic_assign", "atomic_compare_exchange_strong",
      "memory_fence", "load_fence", "store_fence",
      // desul (kt/core/desul.hpp): device-scope atomics with a memory order
      "desul::atomic_fetch_add", "desul::atomic_fetch_sub", "desul::atomic_fetch_max",
      "desul::atomic_fetch_min", "desul::atomic_fetch_mul", "desul::atomic_fetch_div",
      "desul::atomic_fetch_and", "desul::atomic_fetch_or", "desul::atomic_fetch_xor",
      "desul::atomic_exchange", "desul::atomic_add_fetch", "desul::atomic_sub_fetch",
      "desul::atomic_fetch_inc_mod", "desul::atomic_fetch_dec_mod", "desul::atomic_load",
      "desul::atomic_store", "desul::atomic_compare_exchange", "desul::MemoryOrderSeqCst",
      "desul::MemoryOrderAcqRel", "desul::MemoryOrderAcquire", "desul::MemoryOrderRelease",
      "desul::MemoryOrderRelaxed", "desul::MemoryScopeDevice", "desul::MemoryScopeCore",
      "desul::MemoryScopeCaller",
      // types usable anywhere
      "View", "LayoutLeft", "LayoutRight", "LayoutStride", "MemoryTraits", "Unmanaged",
      "MemoryUnmanaged", "RandomAccess", "Atomic", "Restrict", "Aligned", "MemoryManaged",
      "MemoryRandomAccess", "DefaultExecutionSpace",
      "DefaultHostExecutionSpace", "HostSpace", "Serial", "OpenMP", "pair", "make_pair", "ValLocScalar",
      "reduction_identity", "Sum", "Prod", "Min", "Max", "LAnd", "LOr", "BAnd", "BOr", "MinLoc",
      "MaxLoc", "MinMax", "MinMaxLoc", "MinFirstLoc", "MaxFirstLoc", "MinMaxFirstLastLoc", "MinMaxScalar", "MinMaxLocScalar", "ALL", "ALL_t", "TeamPolicy", "RangePolicy", "MDRangePolicy", "Rank", "Iterate",
      "IndexType", "Schedule", "Static", "Dynamic", "numbers", "Experimental", "Array", "Device",
      "SpaceAccessibility", "abort", "is_view", "is_view_v", "subview", "ViewTraits",
      "WorkItemProperty", "MemoryTraitsFlags", "dynamic_extent", "Extents",
      "half_t", "bhalf_t", "cast_to_half", "cast_from_half", "cast_to_bhalf", "cast_from_bhalf",
      "Impl::is_float16", "Impl::is_bfloat16",
      // Kokkos_DetectionIdiom.hpp (kt/core/compat.hpp)
      "nonesuch", "is_detected", "detected_t", "detected_or", "detected_or_t", "is_detected_exact",
      "is_detected_convertible", "is_detected_v", "is_detected_exact_v", "is_detected_convertible_v",
      "Impl::ParseViewExtents", "Impl::SubviewLegalArgsCompileTime", "Impl::is_integral_extent_type",
      // View assignability and memory spaces (kt/core/view_assign.hpp, kt/core/space_access.hpp)
      "AnonymousSpace", "is_assignable", "is_always_assignable", "is_always_assignable_v",
      "Impl::ViewMapping", "Impl::MemorySpaceAccess",
      // containers (each in its own shim header, shimHeaderFor)
      "DualView", "ScatterView", "ScatterSum", "ScatterProd", "ScatterMin", "ScatterMax",
      "ScatterDuplicated", "ScatterNonDuplicated", "ScatterAtomic", "ScatterNonAtomic",
      "UniqueToken", "UniqueTokenScope", "StaticCrsGraph", "vector", "UnorderedMap",
      "UnorderedMapInsertResult", "UnorderedMapInvalidIndex", "pod_hash", "pod_equal_to",
      // kt/unique_token.hpp: the RAII holders (the team one's kernel form: TeamOps.cpp)
      "AcquireUniqueToken", "AcquireTeamUniqueToken",
      // kt/core/local_copy.hpp: the sequential forms (the team forms: TeamNested.cpp)
      "local_deep_copy", "local_deep_copy_contiguous",
      // Kokkos_Random.hpp (kt/random.hpp) and Kokkos::complex (kt/complex.hpp): see familyNames
      "Random_XorShift64_Pool", "Random_XorShift1024_Pool", "Random_XorShift64",
      "Random_XorShift1024", "rand", "complex", "real", "imag", "conj", "polar", "get",
      "kokkos_swap", "to_array",
      // Kokkos_Sort.hpp's bin operators (kt/sort.hpp): bin() and max_bins() run in kernels
      "BinOp1D", "BinOp3D"};
  static const bool More = [] {
    S.insert(mathNames().begin(), mathNames().end());
    S.insert(constantNames().begin(), constantNames().end());
    for (const std::string &N : bitNames())
      S.insert({N, N + "_builtin"});
    return true;
  }();
  (void)More;
  return S;
}
// Names whose shim part is a header of its own, included only by files that use the family.
const std::map<std::string, std::string> &familyNames() {
  static const std::map<std::string, std::string> M = {
      {"Random_XorShift64_Pool", "kt/random.hpp"}, {"Random_XorShift1024_Pool", "kt/random.hpp"},
      {"Random_XorShift64", "kt/random.hpp"},      {"Random_XorShift1024", "kt/random.hpp"},
      {"rand", "kt/random.hpp"},                   {"fill_random", "kt/random.hpp"},
      {"complex", "kt/complex.hpp"},               {"real", "kt/complex.hpp"},
      {"imag", "kt/complex.hpp"},                  {"conj", "kt/complex.hpp"},
      {"polar", "kt/complex.hpp"},                 {"get", "kt/complex.hpp"},
      {"sort", "kt/sort.hpp"},                     {"BinSort", "kt/sort.hpp"},
      {"BinOp1D", "kt/sort.hpp"},                  {"BinOp3D", "kt/sort.hpp"},
      {"sort_by_key", "kt/sort.hpp"}};
  return M;
}
// Kokkos::Tools and Kokkos::Tools::Experimental (kt/core/tools.hpp: kt::Tools, also kt::Profiling).
const std::vector<std::string> &toolsNames() {
  static const std::vector<std::string> V = {
      "pushRegion", "popRegion", "markEvent", "ScopedRegion", "profileLibraryLoaded",
      "createProfileSection", "startSection", "stopSection", "destroyProfileSection",
      "beginParallelFor", "endParallelFor", "beginParallelReduce", "endParallelReduce",
      "beginParallelScan", "endParallelScan", "allocateData", "deallocateData", "beginDeepCopy",
      "endDeepCopy", "beginFence", "endFence", "syncDualView", "modifyDualView", "declareMetadata",
      "printHelp", "parseArgs", "make_space_handle", "SpaceHandle", "KokkosPDeviceInfo",
      "initFunction", "finalizeFunction", "parseArgsFunction", "printHelpFunction", "beginFunction",
      "endFunction", "pushFunction", "popFunction", "allocateDataFunction", "deallocateDataFunction",
      "createProfileSectionFunction", "startProfileSectionFunction", "stopProfileSectionFunction",
      "destroyProfileSectionFunction", "profileEventFunction", "beginDeepCopyFunction",
      "endDeepCopyFunction", "beginFenceFunction", "endFenceFunction", "dualViewSyncFunction",
      "dualViewModifyFunction", "declareMetadataFunction", "toolInvokedFenceFunction",
      "provideToolProgrammingInterfaceFunction", "requestToolSettingsFunction", "ToolSettings",
      "ToolProgrammingInterface", "EventSet", "get_callbacks", "set_callbacks", "pause_tools",
      "resume_tools", "DeviceType", "ExecutionSpaceIdentifier", "SpecialSynchronizationCases",
      "device_id", "device_id_root", "identifier_from_devid", "DeviceTypeTraits",
      "NumReservedDeviceIDs", "num_type_bits", "num_device_bits", "num_instance_bits",
      "set_init_callback", "set_finalize_callback", "set_parse_args_callback",
      "set_print_help_callback", "set_begin_parallel_for_callback", "set_end_parallel_for_callback",
      "set_begin_parallel_reduce_callback", "set_end_parallel_reduce_callback",
      "set_begin_parallel_scan_callback", "set_end_parallel_scan_callback",
      "set_push_region_callback", "set_pop_region_callback", "set_allocate_data_callback",
      "set_deallocate_data_callback", "set_create_profile_section_callback",
      "set_start_profile_section_callback", "set_stop_profile_section_callback",
      "set_destroy_profile_section_callback", "set_profile_event_callback",
      "set_begin_deep_copy_callback", "set_end_deep_copy_callback", "set_begin_fence_callback",
      "set_end_fence_callback", "set_dual_view_sync_callback", "set_dual_view_modify_callback",
      "set_declare_metadata_callback", "set_request_tool_settings_callback",
      "set_provide_tool_programming_interface_callback", "set_declare_output_type_callback",
      "set_declare_input_type_callback", "set_request_output_values_callback",
      "set_declare_optimization_goal_callback", "set_end_context_callback",
      "set_begin_context_callback",
      // tuning
      "ValueSet", "ValueRange", "StatisticalCategory", "ValueType", "CandidateValueType",
      "SetOrRange", "VariableInfo", "OptimizationGoal", "TuningString", "VariableValue",
      "outputTypeDeclarationFunction", "inputTypeDeclarationFunction", "requestValueFunction",
      "contextBeginFunction", "contextEndFunction", "optimizationGoalDeclarationFunction",
      "make_variable_value", "make_candidate_set", "make_candidate_range",
      "declare_optimization_goal", "declare_output_type", "declare_input_type", "set_input_values",
      "end_context", "begin_context", "request_output_values", "have_tuning_tool",
      "get_new_context_id", "get_current_context_id", "get_new_variable_id"};
  return V;
}
// Host-only API.
const std::set<std::string> &hostNames() {
  static std::set<std::string> S = {
      "initialize", "finalize", "is_initialized", "ScopeGuard", "fence", "Timer",
      "create_mirror_view", "create_mirror", "create_mirror_view_and_copy", "deep_copy",
      "resize", "realloc", "view_alloc", "common_view_alloc_prop", "Impl::CommonViewAllocProp",
      "SequentialHostInit", "InvalidType", "WithoutInitializing", "AUTO", "AUTO_t",
      "PerTeam", "PerThread", "ChunkSize", "print_configuration", "SharedHostPinnedSpace", "SharedSpace", "InitArguments", "InitializationSettings", "LaunchBounds",
      "kokkos_malloc", "kokkos_realloc", "kokkos_free", "ViewAllocateWithoutInitializing",
      "tie", "create_scatter_view", "contribute", "create_staticcrsgraph", "fill_random", "ParallelForTag", "ParallelReduceTag", "ParallelScanTag", "finalize_all", "push_finalize_hook", "num_threads", "num_devices", "device_id",
      "sort", "BinSort", "sort_by_key", // Kokkos_Sort.hpp (kt/sort.hpp): host API
      "Impl::TypeInfo", "Impl::get_tile_size_properties", "Impl::TileSizeProperties", "require",
      "Impl::throw_runtime_exception", "hwloc::available", "hwloc::get_available_numa_count",
      "hwloc::get_available_cores_per_numa", "hwloc::get_available_threads_per_core",
      "hwloc::can_bind_threads", "hwloc::get_this_thread_coordinate", "hwloc::bind_this_thread",
      "hwloc::unbind_this_thread"};
  static const bool Tools = [] {
    for (const std::string &N : toolsNames()) {
      S.insert("Tools::" + N);
      S.insert("Profiling::" + N); // Kokkos::Profiling(::Experimental) names the same API
    }
    return true;
  }();
  (void)Tools;
  return S;
}
// The backends' own spaces: each target's shim provides those of its backend only.
const std::set<std::string> &backendNames() {
  static const std::set<std::string> S = {
      "Cuda", "CudaSpace", "CudaHostPinnedSpace", "CudaUVMSpace", "HIP", "HIPSpace",
      "HIPHostPinnedSpace", "HIPManagedSpace",
      "OpenMPTarget", "OpenMPTargetSpace", "OpenACC", "OpenACCSpace"};
  return S;
}
// Kernel code of the CUDA and HIP backends only (Kokkos_Cuda_Vectorization.hpp,
// Kokkos_HIP_Vectorization.hpp; kt/gpu/shuffle.hpp).
const std::set<std::string> &gpuNames() {
  static const std::set<std::string> S = {"shfl", "shfl_down", "shfl_up"};
  return S;
}
const std::set<std::string> &rangeNames() {
  static const std::set<std::string> S = {"TeamThreadRange", "ThreadVectorRange", "TeamVectorRange"};
  return S;
}
const std::set<std::string> &mdRangeNames() {
  static const std::set<std::string> S = {"TeamThreadMDRange", "ThreadVectorMDRange",
                                          "TeamVectorMDRange"};
  return S;
}
const std::set<std::string> &structural() {
  static const std::set<std::string> S = [] {
    std::set<std::string> N = {"parallel_for", "parallel_reduce", "parallel_scan", "single",
                               "PerTeam", "PerThread", "AUTO"};
    N.insert(rangeNames().begin(), rangeNames().end());
    N.insert(mdRangeNames().begin(), mdRangeNames().end());
    return N;
  }();
  return S;
}
} // namespace

std::optional<std::string> shimHeaderFor(const std::string &Name) {
  static const std::map<std::string, std::string> ByName = {
      {"DualView", "kt/containers/dual_view.hpp"},
      {"Kokkos_DualView.hpp", "kt/containers/dual_view.hpp"},
      {"ScatterView", "kt/containers/scatter_view.hpp"},
      {"create_scatter_view", "kt/containers/scatter_view.hpp"},
      {"contribute", "kt/containers/scatter_view.hpp"},
      {"Kokkos_ScatterView.hpp", "kt/containers/scatter_view.hpp"},
      {"StaticCrsGraph", "kt/containers/static_crs_graph.hpp"},
      {"create_staticcrsgraph", "kt/containers/static_crs_graph.hpp"},
      {"Kokkos_StaticCrsGraph.hpp", "kt/containers/static_crs_graph.hpp"},
      {"vector", "kt/containers/vector.hpp"},
      {"Kokkos_Vector.hpp", "kt/containers/vector.hpp"},
      {"UnorderedMap", "kt/containers/unordered_map.hpp"},
      {"UnorderedMapInsertResult", "kt/containers/unordered_map.hpp"},
      {"UnorderedMapInvalidIndex", "kt/containers/unordered_map.hpp"},
      {"pod_hash", "kt/containers/unordered_map.hpp"},
      {"pod_equal_to", "kt/containers/unordered_map.hpp"},
      {"Kokkos_UnorderedMap.hpp", "kt/containers/unordered_map.hpp"},
      {"UniqueToken", "kt/unique_token.hpp"},
      {"UniqueTokenScope", "kt/unique_token.hpp"},
      {"AcquireUniqueToken", "kt/unique_token.hpp"},
      {"AcquireTeamUniqueToken", "kt/unique_token.hpp"},
      {"Kokkos_Sort.hpp", "kt/sort.hpp"},
      {"sort_by_key", "kt/sort.hpp"}}; // Experimental::, which family headers do not follow
  auto It = ByName.find(Name.rfind("Scatter", 0) == 0 ? std::string("ScatterView") : Name);
  return It == ByName.end() ? std::nullopt : std::optional<std::string>(It->second);
}

std::optional<std::string> refusedKokkosName(const std::string &Name) {
  static const std::map<std::string, std::string> Advice = {
      {"simd", "write the loop over scalars (a ThreadVectorRange vectorises it on the GPU)"},
      {"native_simd", "write the loop over scalars (a ThreadVectorRange vectorises it on the GPU)"},
      {"Graph", "launch the kernels as plain dispatches in order (Kokkos::fence() where they "
                "depend on each other)"},
      {"create_graph", "launch the kernels as plain dispatches in order (Kokkos::fence() where "
                       "they depend on each other)"},
      {"partition_space", "use the execution space itself: the translated dispatches run in "
                          "order on one stream"},
      {"Kokkos_RemoteSpaces", "Kokkos Remote Spaces (PGAS Views across processes) is a "
                              "separate library; exchange the data with MPI instead"}};
  auto It = Advice.find(Name);
  return It == Advice.end() ? std::nullopt : std::optional<std::string>(It->second);
}

const std::vector<std::string> &shimKokkosMacros() {
  static const std::vector<std::string> M = {
      "KOKKOS_ASSERT", "KOKKOS_ATTRIBUTE_NODISCARD", "KOKKOS_CLASS_LAMBDA",
      "KOKKOS_DEDUCTION_GUIDE", "KOKKOS_DEFAULTED_FUNCTION", "KOKKOS_DEPRECATED",
      "KOKKOS_DEPRECATED_WITH_COMMENT", "KOKKOS_ENABLE_CXX17", "KOKKOS_FORCEINLINE_FUNCTION",
      "KOKKOS_HALF_T_IS_FLOAT", "KOKKOS_BHALF_T_IS_FLOAT", "KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_PUSH",
      "KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_POP",
      "KOKKOS_FUNCTION", "KOKKOS_IF_ON_DEVICE", "KOKKOS_IF_ON_HOST", "KOKKOS_IMPL_STRIP_PARENS",
      "KOKKOS_INLINE_FUNCTION", "KOKKOS_INLINE_FUNCTION_DELETED",
      "KOKKOS_LAMBDA",
      "KOKKOS_INVALID_INDEX", "KOKKOS_MEMORY_ALIGNMENT", "KOKKOS_RESTRICT", "KOKKOS_VERSION",
      "KOKKOS_VERSION_EQUAL", "KOKKOS_VERSION_GREATER", "KOKKOS_VERSION_GREATER_EQUAL",
      "KOKKOS_VERSION_LESS", "KOKKOS_VERSION_LESS_EQUAL", "KOKKOS_VERSION_MAJOR",
      "KOKKOS_VERSION_MINOR", "KOKKOS_VERSION_PATCH"};
  return M;
}

std::vector<std::string> shimBackendMacros(const std::string &Target) {
  static const std::map<std::string, std::vector<std::string>> Own = {
      // ... and the compiler macros of its vendor compiler (kt/core/config.hpp): nvcc with g++
      // as host compiler, hipcc and clang (clang), g++ (OpenACC)
      {"cuda", {"KOKKOS_ENABLE_CUDA", "KOKKOS_ENABLE_CUDA_LAMBDA", "KOKKOS_COMPILER_NVCC",
                "KOKKOS_COMPILER_GNU"}},
      {"hip", {"KOKKOS_ENABLE_HIP", "KOKKOS_COMPILER_CLANG"}},
      {"openmp", {"KOKKOS_ENABLE_OPENMPTARGET", "KOKKOS_COMPILER_CLANG"}},
      {"openacc", {"KOKKOS_ENABLE_OPENACC", "KOKKOS_COMPILER_GNU"}}};
  std::vector<std::string> R = {"KOKKOS_ENABLE_SERIAL"};
  if (auto It = Own.find(Target); It != Own.end())
    R.insert(R.end(), It->second.begin(), It->second.end());
  return R;
}

std::vector<std::pair<std::string, ApiContext>> kokkosApiNames() {
  std::vector<std::pair<std::string, ApiContext>> R;
  for (const std::string &N : bothNames())
    R.push_back({N, ApiContext::Kernel});
  for (const std::string &N : hostNames())
    R.push_back({N, ApiContext::Host});
  for (const std::string &N : backendNames())
    R.push_back({N, ApiContext::Host});
  return R;
}

const std::vector<std::string> &gpuKernelNames() {
  static const std::vector<std::string> V(gpuNames().begin(), gpuNames().end());
  return V;
}

std::string shimFamilyHeader(const std::string &Name) {
  auto It = familyNames().find(Name);
  return It == familyNames().end() ? "" : It->second;
}

std::vector<std::string> shimFamilyHeaders() {
  std::set<std::string> S;
  for (const auto &[Name, Header] : familyNames())
    S.insert(Header);
  return {S.begin(), S.end()};
}

bool isStructuralKokkosName(const std::string &Name) { return structural().count(Name) != 0; }
bool isNestedRangeName(const std::string &Name, bool MdOnly) {
  return mdRangeNames().count(Name) != 0 || (!MdOnly && rangeNames().count(Name) != 0);
}

std::optional<std::string> backendName(const std::string &Name) {
  if (!backendNames().count(Name))
    return std::nullopt;
  for (const char *B : {"OpenMPTarget", "OpenACC", "Cuda", "HIP"})
    if (Name.rfind(B, 0) == 0)
      return std::string(B);
  return std::nullopt;
}

std::optional<std::string> spellKokkosName(const std::string &Name, ApiContext Ctx,
                                           const std::string &Backend) {
  if (auto B = backendName(Name))
    return Ctx == ApiContext::Host && *B == Backend ? std::optional<std::string>("kt::" + Name)
                                                    : std::nullopt;
  if (gpuNames().count(Name)) // parsed only for the CUDA and HIP targets
    return Ctx == ApiContext::Kernel ? std::optional<std::string>("kt::" + Name) : std::nullopt;
  if (Name == "printf")
    return Ctx == ApiContext::Kernel ? std::optional<std::string>("printf")
                                     : std::optional<std::string>("std::printf");
  if (bothNames().count(Name) || (Ctx == ApiContext::Host && hostNames().count(Name)))
    return "kt::" + Name;
  return std::nullopt;
}

} // namespace kt
