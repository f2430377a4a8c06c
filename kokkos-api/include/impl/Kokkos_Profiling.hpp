// kokkos-translate: declaration-only Kokkos::Tools / Kokkos::Profiling (Kokkos 4.x
// impl/Kokkos_Profiling.hpp, Kokkos_Profiling_Interface.hpp, Kokkos_Profiling_C_Interface.h).
// Kokkos_Core.hpp includes it, as in Kokkos. The runtime shim provides the regions, sections and
// the whole callback and event API (runtime-shim/include/kt/core/tools.hpp); a name the
// translator's table lacks is KT1006 when used. See ../README.md.
#ifndef KOKKOS_IMPL_KOKKOS_PROFILING_HPP
#define KOKKOS_IMPL_KOKKOS_PROFILING_HPP
#include "../Kokkos_Core.hpp"
#include <cstddef>
#include <cstdint>
#include <string>

// The C interface a tool library implements (plain C structs at global scope, as in Kokkos).
extern "C" {
struct Kokkos_Profiling_KokkosPDeviceInfo { std::size_t deviceID; };
struct Kokkos_Profiling_SpaceHandle { char name[64]; };
typedef void (*Kokkos_Profiling_initFunction)(const int, const std::uint64_t, const std::uint32_t,
                                              Kokkos_Profiling_KokkosPDeviceInfo*);
typedef void (*Kokkos_Profiling_finalizeFunction)();
typedef void (*Kokkos_Profiling_parseArgsFunction)(int, char**);
typedef void (*Kokkos_Profiling_printHelpFunction)(char*);
typedef void (*Kokkos_Profiling_beginFunction)(const char*, const std::uint32_t, std::uint64_t*);
typedef void (*Kokkos_Profiling_endFunction)(std::uint64_t);
typedef void (*Kokkos_Profiling_pushFunction)(const char*);
typedef void (*Kokkos_Profiling_popFunction)();
typedef void (*Kokkos_Profiling_allocateDataFunction)(const Kokkos_Profiling_SpaceHandle, const char*,
                                                      const void*, const std::uint64_t);
typedef void (*Kokkos_Profiling_deallocateDataFunction)(const Kokkos_Profiling_SpaceHandle, const char*,
                                                        const void*, const std::uint64_t);
typedef void (*Kokkos_Profiling_createProfileSectionFunction)(const char*, std::uint32_t*);
typedef void (*Kokkos_Profiling_startProfileSectionFunction)(const std::uint32_t);
typedef void (*Kokkos_Profiling_stopProfileSectionFunction)(const std::uint32_t);
typedef void (*Kokkos_Profiling_destroyProfileSectionFunction)(const std::uint32_t);
typedef void (*Kokkos_Profiling_profileEventFunction)(const char*);
typedef void (*Kokkos_Profiling_beginDeepCopyFunction)(Kokkos_Profiling_SpaceHandle, const char*, const void*,
                                                       Kokkos_Profiling_SpaceHandle, const char*, const void*,
                                                       std::uint64_t);
typedef void (*Kokkos_Profiling_endDeepCopyFunction)();
typedef void (*Kokkos_Profiling_beginFenceFunction)(const char*, const std::uint32_t, std::uint64_t*);
typedef void (*Kokkos_Profiling_endFenceFunction)(std::uint64_t);
typedef void (*Kokkos_Profiling_dualViewSyncFunction)(const char*, const void* const, bool);
typedef void (*Kokkos_Profiling_dualViewModifyFunction)(const char*, const void* const, bool);
typedef void (*Kokkos_Profiling_declareMetadataFunction)(const char*, const char*);
typedef void (*Kokkos_Tools_toolInvokedFenceFunction)(const std::uint32_t);
typedef void (*Kokkos_Tools_functionPointer)();
struct Kokkos_Tools_ToolProgrammingInterface {
  Kokkos_Tools_toolInvokedFenceFunction fence;
  Kokkos_Tools_functionPointer padding[31];
};
struct Kokkos_Tools_ToolSettings {
  bool requires_global_fencing;
  bool padding[255];
};
typedef void (*Kokkos_Tools_provideToolProgrammingInterfaceFunction)(const std::uint32_t,
                                                                    Kokkos_Tools_ToolProgrammingInterface);
typedef void (*Kokkos_Tools_requestToolSettingsFunction)(const std::uint32_t, Kokkos_Tools_ToolSettings*);
#define KOKKOS_TOOLS_TUNING_STRING_LENGTH 64
typedef char Kokkos_Tools_Tuning_String[KOKKOS_TOOLS_TUNING_STRING_LENGTH];
union Kokkos_Tools_VariableValue_ValueUnion {
  std::int64_t int_value;
  double double_value;
  Kokkos_Tools_Tuning_String string_value;
};
union Kokkos_Tools_VariableValue_ValueUnionSet {
  std::int64_t* int_value;
  double* double_value;
  Kokkos_Tools_Tuning_String* string_value;
};
struct Kokkos_Tools_ValueSet {
  std::size_t size;
  Kokkos_Tools_VariableValue_ValueUnionSet values;
};
enum Kokkos_Tools_OptimizationType { Kokkos_Tools_Minimize, Kokkos_Tools_Maximize };
struct Kokkos_Tools_OptimizationGoal {
  std::size_t type_id;
  Kokkos_Tools_OptimizationType goal;
};
struct Kokkos_Tools_ValueRange {
  Kokkos_Tools_VariableValue_ValueUnion lower, upper, step;
  bool openLower, openUpper;
};
enum Kokkos_Tools_VariableInfo_ValueType { kokkos_value_double, kokkos_value_int64, kokkos_value_string };
enum Kokkos_Tools_VariableInfo_StatisticalCategory {
  kokkos_value_categorical, kokkos_value_ordinal, kokkos_value_interval, kokkos_value_ratio
};
enum Kokkos_Tools_VariableInfo_CandidateValueType { kokkos_value_set, kokkos_value_range, kokkos_value_unbounded };
union Kokkos_Tools_VariableInfo_SetOrRange {
  Kokkos_Tools_ValueSet set;
  Kokkos_Tools_ValueRange range;
};
struct Kokkos_Tools_VariableInfo {
  Kokkos_Tools_VariableInfo_ValueType type;
  Kokkos_Tools_VariableInfo_StatisticalCategory category;
  Kokkos_Tools_VariableInfo_CandidateValueType valueQuantity;
  Kokkos_Tools_VariableInfo_SetOrRange candidates;
  void* toolProvidedInfo;
};
struct Kokkos_Tools_VariableValue {
  std::size_t type_id;
  Kokkos_Tools_VariableValue_ValueUnion value;
  Kokkos_Tools_VariableInfo* metadata;
};
typedef void (*Kokkos_Tools_outputTypeDeclarationFunction)(const char*, const std::size_t,
                                                           Kokkos_Tools_VariableInfo* info);
typedef void (*Kokkos_Tools_inputTypeDeclarationFunction)(const char*, const std::size_t,
                                                          Kokkos_Tools_VariableInfo* info);
typedef void (*Kokkos_Tools_requestValueFunction)(const std::size_t, const std::size_t,
                                                  const Kokkos_Tools_VariableValue*, const std::size_t count,
                                                  Kokkos_Tools_VariableValue*);
typedef void (*Kokkos_Tools_contextBeginFunction)(const std::size_t);
typedef void (*Kokkos_Tools_contextEndFunction)(const std::size_t, Kokkos_Tools_VariableValue);
typedef void (*Kokkos_Tools_optimizationGoalDeclarationFunction)(const std::size_t,
                                                                 const Kokkos_Tools_OptimizationGoal goal);
struct Kokkos_Profiling_EventSet {
  Kokkos_Profiling_initFunction init;
  Kokkos_Profiling_finalizeFunction finalize;
  Kokkos_Profiling_parseArgsFunction parse_args;
  Kokkos_Profiling_printHelpFunction print_help;
  Kokkos_Profiling_beginFunction begin_parallel_for;
  Kokkos_Profiling_endFunction end_parallel_for;
  Kokkos_Profiling_beginFunction begin_parallel_reduce;
  Kokkos_Profiling_endFunction end_parallel_reduce;
  Kokkos_Profiling_beginFunction begin_parallel_scan;
  Kokkos_Profiling_endFunction end_parallel_scan;
  Kokkos_Profiling_pushFunction push_region;
  Kokkos_Profiling_popFunction pop_region;
  Kokkos_Profiling_allocateDataFunction allocate_data;
  Kokkos_Profiling_deallocateDataFunction deallocate_data;
  Kokkos_Profiling_createProfileSectionFunction create_profile_section;
  Kokkos_Profiling_startProfileSectionFunction start_profile_section;
  Kokkos_Profiling_stopProfileSectionFunction stop_profile_section;
  Kokkos_Profiling_destroyProfileSectionFunction destroy_profile_section;
  Kokkos_Profiling_profileEventFunction profile_event;
  Kokkos_Profiling_beginDeepCopyFunction begin_deep_copy;
  Kokkos_Profiling_endDeepCopyFunction end_deep_copy;
  Kokkos_Profiling_beginFenceFunction begin_fence;
  Kokkos_Profiling_endFenceFunction end_fence;
  Kokkos_Profiling_dualViewSyncFunction sync_dual_view;
  Kokkos_Profiling_dualViewModifyFunction modify_dual_view;
  Kokkos_Profiling_declareMetadataFunction declare_metadata;
  Kokkos_Tools_provideToolProgrammingInterfaceFunction provide_tool_programming_interface;
  Kokkos_Tools_requestToolSettingsFunction request_tool_settings;
  char profiling_padding[9 * sizeof(Kokkos_Tools_functionPointer)];
  Kokkos_Tools_outputTypeDeclarationFunction declare_output_type;
  Kokkos_Tools_inputTypeDeclarationFunction declare_input_type;
  Kokkos_Tools_requestValueFunction request_output_values;
  Kokkos_Tools_contextBeginFunction begin_tuning_context;
  Kokkos_Tools_contextEndFunction end_tuning_context;
  Kokkos_Tools_optimizationGoalDeclarationFunction declare_optimization_goal;
  char padding[232 * sizeof(Kokkos_Tools_functionPointer)];
};
}  // extern "C"

namespace Kokkos {

// Profiling:: is the 3.x namespace; Tools:: (4.x) re-exports these four, as in the reference
// Kokkos 3.4, so their callee is Profiling:: as before.
namespace Profiling {
void pushRegion(const std::string& kName);
void popRegion();
void markEvent(const std::string& name);
class ScopedRegion {
 public:
  explicit ScopedRegion(std::string const& name);
  ~ScopedRegion();
  ScopedRegion(ScopedRegion const&) = delete;
  ScopedRegion& operator=(ScopedRegion const&) = delete;
};
}  // namespace Profiling

namespace Tools {
using Profiling::markEvent;
using Profiling::popRegion;
using Profiling::pushRegion;
using Profiling::ScopedRegion;
using SpaceHandle = Kokkos_Profiling_SpaceHandle;
using initFunction = Kokkos_Profiling_initFunction;
using finalizeFunction = Kokkos_Profiling_finalizeFunction;
using parseArgsFunction = Kokkos_Profiling_parseArgsFunction;
using printHelpFunction = Kokkos_Profiling_printHelpFunction;
using beginFunction = Kokkos_Profiling_beginFunction;
using endFunction = Kokkos_Profiling_endFunction;
using pushFunction = Kokkos_Profiling_pushFunction;
using popFunction = Kokkos_Profiling_popFunction;
using allocateDataFunction = Kokkos_Profiling_allocateDataFunction;
using deallocateDataFunction = Kokkos_Profiling_deallocateDataFunction;
using createProfileSectionFunction = Kokkos_Profiling_createProfileSectionFunction;
using startProfileSectionFunction = Kokkos_Profiling_startProfileSectionFunction;
using stopProfileSectionFunction = Kokkos_Profiling_stopProfileSectionFunction;
using destroyProfileSectionFunction = Kokkos_Profiling_destroyProfileSectionFunction;
using profileEventFunction = Kokkos_Profiling_profileEventFunction;
using beginDeepCopyFunction = Kokkos_Profiling_beginDeepCopyFunction;
using endDeepCopyFunction = Kokkos_Profiling_endDeepCopyFunction;
using beginFenceFunction = Kokkos_Profiling_beginFenceFunction;
using endFenceFunction = Kokkos_Profiling_endFenceFunction;
using dualViewSyncFunction = Kokkos_Profiling_dualViewSyncFunction;
using dualViewModifyFunction = Kokkos_Profiling_dualViewModifyFunction;
using declareMetadataFunction = Kokkos_Profiling_declareMetadataFunction;

bool profileLibraryLoaded();
void beginParallelFor(const std::string& kernelPrefix, const std::uint32_t devID, std::uint64_t* kernelID);
void endParallelFor(const std::uint64_t kernelID);
void beginParallelScan(const std::string& kernelPrefix, const std::uint32_t devID, std::uint64_t* kernelID);
void endParallelScan(const std::uint64_t kernelID);
void beginParallelReduce(const std::string& kernelPrefix, const std::uint32_t devID, std::uint64_t* kernelID);
void endParallelReduce(const std::uint64_t kernelID);
void createProfileSection(const std::string& sectionName, std::uint32_t* secID);
void startSection(const std::uint32_t secID);
void stopSection(const std::uint32_t secID);
void destroyProfileSection(const std::uint32_t secID);
void allocateData(const SpaceHandle space, const std::string label, const void* ptr, const std::uint64_t size);
void deallocateData(const SpaceHandle space, const std::string label, const void* ptr, const std::uint64_t size);
void beginDeepCopy(const SpaceHandle dst_space, const std::string dst_label, const void* dst_ptr,
                   const SpaceHandle src_space, const std::string src_label, const void* src_ptr,
                   const std::uint64_t size);
void endDeepCopy();
void beginFence(const std::string name, const std::uint32_t deviceId, std::uint64_t* handle);
void endFence(const std::uint64_t handle);
void syncDualView(const std::string& label, const void* const ptr, bool to_device);
void modifyDualView(const std::string& label, const void* const ptr, bool on_device);
void declareMetadata(const std::string& key, const std::string& value);
bool printHelp(const std::string&);
void parseArgs(const std::string&);
SpaceHandle make_space_handle(const char* space_name);

namespace Experimental {
// The 3.x callback types, kept here too (the bundled header declared them here before).
using Tools::beginFenceFunction, Tools::beginFunction, Tools::createProfileSectionFunction;
using Tools::destroyProfileSectionFunction, Tools::endFenceFunction, Tools::endFunction;
using Tools::finalizeFunction, Tools::initFunction, Tools::popFunction, Tools::profileEventFunction;
using Tools::pushFunction, Tools::startProfileSectionFunction, Tools::stopProfileSectionFunction;

enum struct DeviceType { Serial, OpenMP, Cuda, HIP, OpenMPTarget, HPX, Threads, SYCL, OpenACC, Unknown };
struct ExecutionSpaceIdentifier {
  DeviceType type;
  std::uint32_t device_id;
  std::uint32_t instance_id;
};
enum SpecialSynchronizationCases : int { GlobalDeviceSynchronization = 1, DeepCopyResourceSynchronization = 2 };
constexpr const std::uint32_t NumReservedDeviceIDs = 1;
constexpr const std::uint32_t num_type_bits = 8;
constexpr const std::uint32_t num_device_bits = 7;
constexpr const std::uint32_t num_instance_bits = 17;
template <typename ExecutionSpace> struct DeviceTypeTraits;
template <typename ExecutionSpace> constexpr std::uint32_t device_id_root();
template <typename ExecutionSpace> std::uint32_t device_id(ExecutionSpace const&) noexcept { return 0; }
ExecutionSpaceIdentifier identifier_from_devid(const std::uint32_t in);

using EventSet = struct Kokkos_Profiling_EventSet;
using toolInvokedFenceFunction = Kokkos_Tools_toolInvokedFenceFunction;
using provideToolProgrammingInterfaceFunction = Kokkos_Tools_provideToolProgrammingInterfaceFunction;
using requestToolSettingsFunction = Kokkos_Tools_requestToolSettingsFunction;
using ToolSettings = Kokkos_Tools_ToolSettings;
using ToolProgrammingInterface = Kokkos_Tools_ToolProgrammingInterface;
using ValueSet = Kokkos_Tools_ValueSet;
using ValueRange = Kokkos_Tools_ValueRange;
using StatisticalCategory = Kokkos_Tools_VariableInfo_StatisticalCategory;
using ValueType = Kokkos_Tools_VariableInfo_ValueType;
using CandidateValueType = Kokkos_Tools_VariableInfo_CandidateValueType;
using SetOrRange = Kokkos_Tools_VariableInfo_SetOrRange;
using VariableInfo = Kokkos_Tools_VariableInfo;
using OptimizationGoal = Kokkos_Tools_OptimizationGoal;
using TuningString = Kokkos_Tools_Tuning_String;
using VariableValue = Kokkos_Tools_VariableValue;
using outputTypeDeclarationFunction = Kokkos_Tools_outputTypeDeclarationFunction;
using inputTypeDeclarationFunction = Kokkos_Tools_inputTypeDeclarationFunction;
using requestValueFunction = Kokkos_Tools_requestValueFunction;
using contextBeginFunction = Kokkos_Tools_contextBeginFunction;
using contextEndFunction = Kokkos_Tools_contextEndFunction;
using optimizationGoalDeclarationFunction = Kokkos_Tools_optimizationGoalDeclarationFunction;

void set_init_callback(initFunction callback);
void set_finalize_callback(finalizeFunction callback);
void set_parse_args_callback(parseArgsFunction callback);
void set_print_help_callback(printHelpFunction callback);
void set_begin_parallel_for_callback(beginFunction callback);
void set_end_parallel_for_callback(endFunction callback);
void set_begin_parallel_reduce_callback(beginFunction callback);
void set_end_parallel_reduce_callback(endFunction callback);
void set_begin_parallel_scan_callback(beginFunction callback);
void set_end_parallel_scan_callback(endFunction callback);
void set_push_region_callback(pushFunction callback);
void set_pop_region_callback(popFunction callback);
void set_allocate_data_callback(allocateDataFunction callback);
void set_deallocate_data_callback(deallocateDataFunction callback);
void set_create_profile_section_callback(createProfileSectionFunction callback);
void set_start_profile_section_callback(startProfileSectionFunction callback);
void set_stop_profile_section_callback(stopProfileSectionFunction callback);
void set_destroy_profile_section_callback(destroyProfileSectionFunction callback);
void set_profile_event_callback(profileEventFunction callback);
void set_begin_deep_copy_callback(beginDeepCopyFunction callback);
void set_end_deep_copy_callback(endDeepCopyFunction callback);
void set_begin_fence_callback(beginFenceFunction callback);
void set_end_fence_callback(endFenceFunction callback);
void set_dual_view_sync_callback(dualViewSyncFunction callback);
void set_dual_view_modify_callback(dualViewModifyFunction callback);
void set_declare_metadata_callback(declareMetadataFunction callback);
void set_request_tool_settings_callback(requestToolSettingsFunction callback);
void set_provide_tool_programming_interface_callback(provideToolProgrammingInterfaceFunction callback);
void set_declare_output_type_callback(outputTypeDeclarationFunction callback);
void set_declare_input_type_callback(inputTypeDeclarationFunction callback);
void set_request_output_values_callback(requestValueFunction callback);
void set_declare_optimization_goal_callback(optimizationGoalDeclarationFunction callback);
void set_end_context_callback(contextEndFunction callback);
void set_begin_context_callback(contextBeginFunction callback);
void pause_tools();
void resume_tools();
EventSet get_callbacks();
void set_callbacks(EventSet new_events);

VariableValue make_variable_value(std::size_t id, std::int64_t val);
VariableValue make_variable_value(std::size_t id, double val);
VariableValue make_variable_value(std::size_t id, const std::string& val);
SetOrRange make_candidate_set(std::size_t size, std::string* data);
SetOrRange make_candidate_set(std::size_t size, std::int64_t* data);
SetOrRange make_candidate_set(std::size_t size, double* data);
SetOrRange make_candidate_range(double lower, double upper, double step, bool openLower, bool openUpper);
SetOrRange make_candidate_range(std::int64_t lower, std::int64_t upper, std::int64_t step, bool openLower,
                                bool openUpper);
void declare_optimization_goal(const std::size_t context, const OptimizationGoal& goal);
std::size_t declare_output_type(const std::string& typeName, VariableInfo info);
std::size_t declare_input_type(const std::string& typeName, VariableInfo info);
void set_input_values(std::size_t contextId, std::size_t count, VariableValue* values);
void end_context(std::size_t contextId);
void begin_context(std::size_t contextId);
void request_output_values(std::size_t contextId, std::size_t count, VariableValue* values);
bool have_tuning_tool();
std::size_t get_new_context_id();
std::size_t get_current_context_id();
std::size_t get_new_variable_id();
}  // namespace Experimental
}  // namespace Tools

namespace Profiling {  // the 4.x names again under their 3.x namespace
using KokkosPDeviceInfo = Kokkos_Profiling_KokkosPDeviceInfo;
using SpaceHandle = Kokkos_Profiling_SpaceHandle;
using Tools::allocateData, Tools::beginDeepCopy, Tools::beginParallelFor, Tools::beginParallelReduce;
using Tools::beginParallelScan, Tools::createProfileSection, Tools::deallocateData, Tools::destroyProfileSection;
using Tools::endDeepCopy, Tools::endParallelFor, Tools::endParallelReduce, Tools::endParallelScan;
using Tools::make_space_handle, Tools::parseArgs, Tools::printHelp, Tools::profileLibraryLoaded;
using Tools::startSection, Tools::stopSection;
using Tools::allocateDataFunction, Tools::beginDeepCopyFunction, Tools::beginFunction;
using Tools::createProfileSectionFunction, Tools::deallocateDataFunction, Tools::destroyProfileSectionFunction;
using Tools::endDeepCopyFunction, Tools::endFunction, Tools::finalizeFunction, Tools::initFunction;
using Tools::parseArgsFunction, Tools::popFunction, Tools::printHelpFunction, Tools::profileEventFunction;
using Tools::pushFunction, Tools::startProfileSectionFunction, Tools::stopProfileSectionFunction;
namespace Experimental {
using Tools::Experimental::device_id, Tools::Experimental::DeviceType, Tools::Experimental::DeviceTypeTraits;
using Tools::Experimental::EventSet, Tools::Experimental::pause_tools, Tools::Experimental::resume_tools;
using Tools::Experimental::set_allocate_data_callback, Tools::Experimental::set_begin_deep_copy_callback;
using Tools::Experimental::set_begin_parallel_for_callback, Tools::Experimental::set_begin_parallel_reduce_callback;
using Tools::Experimental::set_begin_parallel_scan_callback;
using Tools::Experimental::set_create_profile_section_callback, Tools::Experimental::set_deallocate_data_callback;
using Tools::Experimental::set_destroy_profile_section_callback, Tools::Experimental::set_end_deep_copy_callback;
using Tools::Experimental::set_end_parallel_for_callback, Tools::Experimental::set_end_parallel_reduce_callback;
using Tools::Experimental::set_end_parallel_scan_callback, Tools::Experimental::set_finalize_callback;
using Tools::Experimental::set_init_callback, Tools::Experimental::set_parse_args_callback;
using Tools::Experimental::set_pop_region_callback, Tools::Experimental::set_print_help_callback;
using Tools::Experimental::set_profile_event_callback, Tools::Experimental::set_push_region_callback;
using Tools::Experimental::set_start_profile_section_callback, Tools::Experimental::set_stop_profile_section_callback;
}  // namespace Experimental
}  // namespace Profiling

}  // namespace Kokkos
#endif  // KOKKOS_IMPL_KOKKOS_PROFILING_HPP
