// kt/core/tools.hpp: Kokkos Tools (Kokkos 4.6 impl/Kokkos_Profiling*.hpp) without a tool library.
// A program registers its callbacks with Kokkos::Tools::Experimental::set_*_callback (here
// kt::Tools::set_*_callback; Kokkos::Profiling names the same functions); the shim then calls them
// for what it does, with Kokkos' names: allocations, View initialisation, deep_copy, fences,
// kernels, regions (docs/LIBRARY.md, "Tools events"). KOKKOS_TOOLS_LIBS is not read. With no
// callback registered every event is one test of a flag (impl::on()).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace kt {
namespace Tools {
struct SpaceHandle {
  char name[64];
};
struct KokkosPDeviceInfo {
  std::size_t deviceID;
};
using initFunction = void (*)(const int, const std::uint64_t, const std::uint32_t, KokkosPDeviceInfo*);
using finalizeFunction = void (*)();
using parseArgsFunction = void (*)(int, char**);
using printHelpFunction = void (*)(char*);
using beginFunction = void (*)(const char*, const std::uint32_t, std::uint64_t*);
using endFunction = void (*)(std::uint64_t);
using pushFunction = void (*)(const char*);
using popFunction = void (*)();
using allocateDataFunction = void (*)(const SpaceHandle, const char*, const void*, const std::uint64_t);
using deallocateDataFunction = void (*)(const SpaceHandle, const char*, const void*, const std::uint64_t);
using createProfileSectionFunction = void (*)(const char*, std::uint32_t*);
using startProfileSectionFunction = void (*)(const std::uint32_t);
using stopProfileSectionFunction = void (*)(const std::uint32_t);
using destroyProfileSectionFunction = void (*)(const std::uint32_t);
using profileEventFunction = void (*)(const char*);
using beginDeepCopyFunction = void (*)(SpaceHandle, const char*, const void*, SpaceHandle, const char*, const void*,
                                       std::uint64_t);
using endDeepCopyFunction = void (*)();
using beginFenceFunction = void (*)(const char*, const std::uint32_t, std::uint64_t*);
using endFenceFunction = void (*)(std::uint64_t);
using dualViewSyncFunction = void (*)(const char*, const void* const, bool);
using dualViewModifyFunction = void (*)(const char*, const void* const, bool);
using declareMetadataFunction = void (*)(const char*, const char*);
using toolInvokedFenceFunction = void (*)(const std::uint32_t);
using functionPointer = void (*)();
struct ToolProgrammingInterface {
  toolInvokedFenceFunction fence;
  functionPointer padding[31];
};
struct ToolSettings {
  bool requires_global_fencing;
  bool padding[255];
};
using provideToolProgrammingInterfaceFunction = void (*)(const std::uint32_t, ToolProgrammingInterface);
using requestToolSettingsFunction = void (*)(const std::uint32_t, ToolSettings*);

// ---- tuning (Kokkos_Profiling_C_Interface.h's Kokkos_Tools_* types) ----
using TuningString = char[64];
union VariableValueUnion {
  std::int64_t int_value;
  double double_value;
  TuningString string_value;
};
union VariableValueUnionSet {
  std::int64_t* int_value;
  double* double_value;
  TuningString* string_value;
};
struct ValueSet {
  std::size_t size;
  VariableValueUnionSet values;
};
enum OptimizationType { Kokkos_Tools_Minimize, Kokkos_Tools_Maximize };
struct OptimizationGoal {
  std::size_t type_id;
  OptimizationType goal;
};
struct ValueRange {
  VariableValueUnion lower, upper, step;
  bool openLower, openUpper;
};
enum ValueType { kokkos_value_double, kokkos_value_int64, kokkos_value_string };
enum StatisticalCategory { kokkos_value_categorical, kokkos_value_ordinal, kokkos_value_interval, kokkos_value_ratio };
enum CandidateValueType { kokkos_value_set, kokkos_value_range, kokkos_value_unbounded };
union SetOrRange {
  ValueSet set;
  ValueRange range;
};
struct VariableInfo {
  ValueType type;
  StatisticalCategory category;
  CandidateValueType valueQuantity;
  SetOrRange candidates;
  void* toolProvidedInfo;
};
struct VariableValue {
  std::size_t type_id;
  VariableValueUnion value;
  VariableInfo* metadata;
};
using outputTypeDeclarationFunction = void (*)(const char*, const std::size_t, VariableInfo*);
using inputTypeDeclarationFunction = void (*)(const char*, const std::size_t, VariableInfo*);
using requestValueFunction = void (*)(const std::size_t, const std::size_t, const VariableValue*, const std::size_t,
                                      VariableValue*);
using contextBeginFunction = void (*)(const std::size_t);
using contextEndFunction = void (*)(const std::size_t, VariableValue);
using optimizationGoalDeclarationFunction = void (*)(const std::size_t, const OptimizationGoal);

// Every callback, as Kokkos' Kokkos_Profiling_EventSet names them (no padding here).
struct EventSet {
  initFunction init;
  finalizeFunction finalize;
  parseArgsFunction parse_args;
  printHelpFunction print_help;
  beginFunction begin_parallel_for;
  endFunction end_parallel_for;
  beginFunction begin_parallel_reduce;
  endFunction end_parallel_reduce;
  beginFunction begin_parallel_scan;
  endFunction end_parallel_scan;
  pushFunction push_region;
  popFunction pop_region;
  allocateDataFunction allocate_data;
  deallocateDataFunction deallocate_data;
  createProfileSectionFunction create_profile_section;
  startProfileSectionFunction start_profile_section;
  stopProfileSectionFunction stop_profile_section;
  destroyProfileSectionFunction destroy_profile_section;
  profileEventFunction profile_event;
  beginDeepCopyFunction begin_deep_copy;
  endDeepCopyFunction end_deep_copy;
  beginFenceFunction begin_fence;
  endFenceFunction end_fence;
  dualViewSyncFunction sync_dual_view;
  dualViewModifyFunction modify_dual_view;
  declareMetadataFunction declare_metadata;
  provideToolProgrammingInterfaceFunction provide_tool_programming_interface;
  requestToolSettingsFunction request_tool_settings;
  outputTypeDeclarationFunction declare_output_type;
  inputTypeDeclarationFunction declare_input_type;
  requestValueFunction request_output_values;
  contextBeginFunction begin_tuning_context;
  contextEndFunction end_tuning_context;
  optimizationGoalDeclarationFunction declare_optimization_goal;
};

// ---- device ids (Kokkos_Profiling_Interface.hpp): type 8 bits, device 7, instance 17 ----
enum struct DeviceType { Serial, OpenMP, Cuda, HIP, OpenMPTarget, HPX, Threads, SYCL, OpenACC, Unknown };
struct ExecutionSpaceIdentifier {
  DeviceType type;
  std::uint32_t device_id;
  std::uint32_t instance_id;
};
enum SpecialSynchronizationCases : int { GlobalDeviceSynchronization = 1, DeepCopyResourceSynchronization = 2 };
constexpr std::uint32_t NumReservedDeviceIDs = 1;
constexpr std::uint32_t num_type_bits = 8, num_device_bits = 7, num_instance_bits = 17;
inline ExecutionSpaceIdentifier identifier_from_devid(const std::uint32_t in) {
  const std::uint32_t t = in >> (32 - num_type_bits);
  return {t <= 8 ? DeviceType(t) : DeviceType::Unknown, (in >> num_instance_bits) & ((1u << num_device_bits) - 1),
          in & ((1u << num_instance_bits) - 1)};
}
// The Kokkos backend the target's device space stands for (its DeviceType and memory space name).
#if defined(KOKKOS_ENABLE_CUDA)
constexpr DeviceType impl_device_type = DeviceType::Cuda;
constexpr const char* impl_device_space_name = "Cuda";
constexpr const char* impl_device_fence_name = "Cuda::fence(): Unnamed Instance Fence";
#elif defined(KOKKOS_ENABLE_HIP)
constexpr DeviceType impl_device_type = DeviceType::HIP;
constexpr const char* impl_device_space_name = "HIP";
constexpr const char* impl_device_fence_name = "HIP::fence(): Unnamed Instance Fence";
#elif defined(KOKKOS_ENABLE_OPENMPTARGET)
constexpr DeviceType impl_device_type = DeviceType::OpenMPTarget;
constexpr const char* impl_device_space_name = "OpenMPTargetSpace";
constexpr const char* impl_device_fence_name = "OpenMPTarget::fence: Unnamed Instance Fence";
#elif defined(KOKKOS_ENABLE_OPENACC)
constexpr DeviceType impl_device_type = DeviceType::OpenACC;
constexpr const char* impl_device_space_name = "OpenACCSpace";
constexpr const char* impl_device_fence_name = "OpenACC::fence(): Unnamed Instance Fence";
#else
constexpr DeviceType impl_device_type = DeviceType::Serial;
constexpr const char* impl_device_space_name = "DeviceSpace";
constexpr const char* impl_device_fence_name = "Serial::fence: Unnamed Instance Fence";
#endif
// Spaces say which DeviceType they are (impl_tools_device_type, kt/core/tags.hpp).
template <class ExecutionSpace> struct DeviceTypeTraits {
  static constexpr DeviceType id = ExecutionSpace::impl_tools_device_type;
  static int device_id(const ExecutionSpace&) { return 0; }
};
template <class ExecutionSpace> constexpr std::uint32_t device_id_root() {
  return std::uint32_t(DeviceTypeTraits<ExecutionSpace>::id) << (num_instance_bits + num_device_bits);
}
// The default instance: the first id after the reserved ones (the shim has one instance per space).
template <class ExecutionSpace> std::uint32_t device_id(const ExecutionSpace& space) noexcept {
  return device_id_root<ExecutionSpace>() +
         (std::uint32_t(DeviceTypeTraits<ExecutionSpace>::device_id(space)) << num_instance_bits) +
         NumReservedDeviceIDs;
}

inline void beginFence(const std::string name, const std::uint32_t dev, std::uint64_t* handle);
inline void endFence(const std::uint64_t handle);
namespace impl {
struct State {
  EventSet current{}, backup{};
  bool on = false;  // a callback is registered (Kokkos' profileLibraryLoaded)
  ToolSettings settings{};
  std::size_t contexts = 0, variables = 0;
  State() { settings.requires_global_fencing = true; }  // Kokkos' default (a tool may lower it)
};
inline State& state() {
  static State s;
  return s;
}
inline bool on() { return state().on; }
inline void update() {
  static const EventSet none{};
  state().on = std::memcmp(&state().current, &none, sizeof(EventSet)) != 0;
}
// A fence bracketed by begin/end_fence (Kokkos' profile_fence_event).
template <class F> void fence_event(const std::string& name, std::uint32_t dev, F&& fence) {
  std::uint64_t handle = 0;
  beginFence(name, dev, &handle);
  fence();
  endFence(handle);
}
// Kokkos::fence(name) as Kokkos reports it (defined in kt/core/tags.hpp, after the spaces).
inline void global_fence(const std::string& name);
// Calls a callback when it is set; Kokkos fences the device before the kernel and region
// events when the tool requires global fencing (the default).
template <class F, class... A> void invoke(bool may_fence, F callback, A... a) {
  if (!callback) return;
  if (may_fence && state().settings.requires_global_fencing)
    global_fence("Kokkos::Tools::invoke_kokkosp_callback: Kokkos Profile Tool Fence");
  callback(a...);
}
// The shim's own steps that Kokkos does not report (a host staging copy inside resize): no
// events while one lives.
class Quiet {
  EventSet saved_{};
  bool was_ = false;

 public:
  Quiet() {
    if (!on()) return;
    saved_ = state().current;
    state().current = EventSet{};
    state().on = false;
    was_ = true;
  }
  ~Quiet() {
    if (!was_) return;
    state().current = saved_;
    update();
  }
  Quiet(const Quiet&) = delete;
  Quiet& operator=(const Quiet&) = delete;
};
}  // namespace impl

inline bool profileLibraryLoaded() { return impl::on(); }
inline SpaceHandle make_space_handle(const char* space_name) {
  SpaceHandle h{};
  std::strncpy(h.name, space_name, sizeof(h.name) - 1);
  return h;
}
inline void beginParallelFor(const std::string& name, const std::uint32_t dev, std::uint64_t* id) {
  impl::invoke(true, impl::state().current.begin_parallel_for, name.c_str(), dev, id);
}
inline void endParallelFor(const std::uint64_t id) { impl::invoke(true, impl::state().current.end_parallel_for, id); }
inline void beginParallelReduce(const std::string& name, const std::uint32_t dev, std::uint64_t* id) {
  impl::invoke(true, impl::state().current.begin_parallel_reduce, name.c_str(), dev, id);
}
inline void endParallelReduce(const std::uint64_t id) {
  impl::invoke(true, impl::state().current.end_parallel_reduce, id);
}
inline void beginParallelScan(const std::string& name, const std::uint32_t dev, std::uint64_t* id) {
  impl::invoke(true, impl::state().current.begin_parallel_scan, name.c_str(), dev, id);
}
inline void endParallelScan(const std::uint64_t id) { impl::invoke(true, impl::state().current.end_parallel_scan, id); }
inline void pushRegion(const std::string& name) { impl::invoke(true, impl::state().current.push_region, name.c_str()); }
inline void popRegion() { impl::invoke(true, impl::state().current.pop_region); }
inline void markEvent(const std::string& name) { impl::invoke(false, impl::state().current.profile_event, name.c_str()); }
inline void createProfileSection(const std::string& name, std::uint32_t* id) {
  *id = 0;
  impl::invoke(false, impl::state().current.create_profile_section, name.c_str(), id);
}
inline void startSection(const std::uint32_t id) { impl::invoke(false, impl::state().current.start_profile_section, id); }
inline void stopSection(const std::uint32_t id) { impl::invoke(false, impl::state().current.stop_profile_section, id); }
inline void destroyProfileSection(const std::uint32_t id) {
  impl::invoke(false, impl::state().current.destroy_profile_section, id);
}
inline void allocateData(const SpaceHandle space, const std::string label, const void* ptr, const std::uint64_t size) {
  impl::invoke(false, impl::state().current.allocate_data, space, label.c_str(), ptr, size);
}
inline void deallocateData(const SpaceHandle space, const std::string label, const void* ptr, const std::uint64_t size) {
  impl::invoke(false, impl::state().current.deallocate_data, space, label.c_str(), ptr, size);
}
inline void beginDeepCopy(const SpaceHandle dst_space, const std::string dst_label, const void* dst_ptr,
                          const SpaceHandle src_space, const std::string src_label, const void* src_ptr,
                          const std::uint64_t size) {
  impl::invoke(false, impl::state().current.begin_deep_copy, dst_space, dst_label.c_str(), dst_ptr, src_space,
               src_label.c_str(), src_ptr, size);
}
inline void endDeepCopy() { impl::invoke(false, impl::state().current.end_deep_copy); }
inline void beginFence(const std::string name, const std::uint32_t dev, std::uint64_t* handle) {
  impl::invoke(false, impl::state().current.begin_fence, name.c_str(), dev, handle);
}
inline void endFence(const std::uint64_t handle) { impl::invoke(false, impl::state().current.end_fence, handle); }
inline void syncDualView(const std::string& label, const void* const ptr, bool to_device) {
  impl::invoke(false, impl::state().current.sync_dual_view, label.c_str(), ptr, to_device);
}
inline void modifyDualView(const std::string& label, const void* const ptr, bool on_device) {
  impl::invoke(false, impl::state().current.modify_dual_view, label.c_str(), ptr, on_device);
}
inline void declareMetadata(const std::string& key, const std::string& value) {
  impl::invoke(false, impl::state().current.declare_metadata, key.c_str(), value.c_str());
}
inline bool printHelp(const std::string& args) {
  if (!impl::state().current.print_help) return false;
  std::string arg0 = args.substr(0, args.find_first_of(' '));
  impl::state().current.print_help(&arg0[0]);
  return true;
}
inline void parseArgs(const std::string& args) {
  if (!impl::state().current.parse_args) return;
  std::vector<std::string> words;
  for (std::size_t p = 0, q; p < args.size(); p = q + 1) {
    q = args.find(' ', p);
    if (q == std::string::npos) q = args.size();
    if (q > p) words.push_back(args.substr(p, q - p));
  }
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  if (!argv.empty()) impl::state().current.parse_args(int(argv.size()), argv.data());
}

// ---- Kokkos::Tools::Experimental: the callbacks ----
#define KT_TOOLS_SETTER(NAME, FIELD, TYPE)     \
  inline void set_##NAME##_callback(TYPE f) { \
    impl::state().current.FIELD = f;          \
    impl::update();                           \
  }
KT_TOOLS_SETTER(init, init, initFunction)
KT_TOOLS_SETTER(finalize, finalize, finalizeFunction)
KT_TOOLS_SETTER(parse_args, parse_args, parseArgsFunction)
KT_TOOLS_SETTER(print_help, print_help, printHelpFunction)
KT_TOOLS_SETTER(begin_parallel_for, begin_parallel_for, beginFunction)
KT_TOOLS_SETTER(end_parallel_for, end_parallel_for, endFunction)
KT_TOOLS_SETTER(begin_parallel_reduce, begin_parallel_reduce, beginFunction)
KT_TOOLS_SETTER(end_parallel_reduce, end_parallel_reduce, endFunction)
KT_TOOLS_SETTER(begin_parallel_scan, begin_parallel_scan, beginFunction)
KT_TOOLS_SETTER(end_parallel_scan, end_parallel_scan, endFunction)
KT_TOOLS_SETTER(push_region, push_region, pushFunction)
KT_TOOLS_SETTER(pop_region, pop_region, popFunction)
KT_TOOLS_SETTER(allocate_data, allocate_data, allocateDataFunction)
KT_TOOLS_SETTER(deallocate_data, deallocate_data, deallocateDataFunction)
KT_TOOLS_SETTER(create_profile_section, create_profile_section, createProfileSectionFunction)
KT_TOOLS_SETTER(start_profile_section, start_profile_section, startProfileSectionFunction)
KT_TOOLS_SETTER(stop_profile_section, stop_profile_section, stopProfileSectionFunction)
KT_TOOLS_SETTER(destroy_profile_section, destroy_profile_section, destroyProfileSectionFunction)
KT_TOOLS_SETTER(profile_event, profile_event, profileEventFunction)
KT_TOOLS_SETTER(begin_deep_copy, begin_deep_copy, beginDeepCopyFunction)
KT_TOOLS_SETTER(end_deep_copy, end_deep_copy, endDeepCopyFunction)
KT_TOOLS_SETTER(begin_fence, begin_fence, beginFenceFunction)
KT_TOOLS_SETTER(end_fence, end_fence, endFenceFunction)
KT_TOOLS_SETTER(dual_view_sync, sync_dual_view, dualViewSyncFunction)
KT_TOOLS_SETTER(dual_view_modify, modify_dual_view, dualViewModifyFunction)
KT_TOOLS_SETTER(declare_metadata, declare_metadata, declareMetadataFunction)
KT_TOOLS_SETTER(request_tool_settings, request_tool_settings, requestToolSettingsFunction)
KT_TOOLS_SETTER(provide_tool_programming_interface, provide_tool_programming_interface,
                provideToolProgrammingInterfaceFunction)
KT_TOOLS_SETTER(declare_output_type, declare_output_type, outputTypeDeclarationFunction)
KT_TOOLS_SETTER(declare_input_type, declare_input_type, inputTypeDeclarationFunction)
KT_TOOLS_SETTER(request_output_values, request_output_values, requestValueFunction)
KT_TOOLS_SETTER(declare_optimization_goal, declare_optimization_goal, optimizationGoalDeclarationFunction)
KT_TOOLS_SETTER(end_context, end_tuning_context, contextEndFunction)
KT_TOOLS_SETTER(begin_context, begin_tuning_context, contextBeginFunction)
#undef KT_TOOLS_SETTER
inline void pause_tools() {
  impl::state().backup = impl::state().current;
  impl::state().current = EventSet{};
  impl::state().on = false;
}
inline void resume_tools() {
  impl::state().current = impl::state().backup;
  impl::update();
}
inline EventSet get_callbacks() { return impl::state().current; }
inline void set_callbacks(EventSet events) {
  impl::state().current = events;
  impl::update();
}

// ---- tuning: Kokkos built without KOKKOS_ENABLE_TUNING (its default) ----
inline std::size_t get_new_context_id() { return ++impl::state().contexts; }
inline std::size_t get_current_context_id() { return impl::state().contexts; }
inline std::size_t get_new_variable_id() { return ++impl::state().variables; }
inline std::size_t declare_output_type(const std::string&, VariableInfo) { return get_new_variable_id(); }
inline std::size_t declare_input_type(const std::string&, VariableInfo) { return get_new_variable_id(); }
inline void set_input_values(std::size_t, std::size_t, VariableValue*) {}
inline void request_output_values(std::size_t, std::size_t, VariableValue*) {}
inline void declare_optimization_goal(const std::size_t, const OptimizationGoal&) {}
inline void begin_context(std::size_t id) { impl::invoke(false, impl::state().current.begin_tuning_context, id); }
inline void end_context(std::size_t) {}
inline bool have_tuning_tool() { return false; }
inline VariableValue make_variable_value(std::size_t id, std::int64_t v) {
  VariableValue r{};
  r.type_id = id;
  r.value.int_value = v;
  return r;
}
inline VariableValue make_variable_value(std::size_t id, double v) {
  VariableValue r{};
  r.type_id = id;
  r.value.double_value = v;
  return r;
}
inline VariableValue make_variable_value(std::size_t id, const std::string& v) {
  VariableValue r{};
  r.type_id = id;
  std::strncpy(r.value.string_value, v.c_str(), sizeof(TuningString) - 1);
  return r;
}
template <class T> SetOrRange make_candidate_set(std::size_t size, T* data) {
  SetOrRange r{};
  r.set.size = size;
  if constexpr (std::is_same<T, std::string>::value) {
    r.set.values.string_value = new TuningString[size];
    for (std::size_t i = 0; i < size; ++i) std::strncpy(r.set.values.string_value[i], data[i].c_str(), 63);
  } else if constexpr (std::is_same<T, double>::value) {
    r.set.values.double_value = data;
  } else {
    r.set.values.int_value = data;
  }
  return r;
}
template <class T> SetOrRange make_candidate_range(T lower, T upper, T step, bool openLower = false,
                                                   bool openUpper = false) {
  SetOrRange r{};
  if constexpr (std::is_same<T, double>::value) {
    r.range.lower.double_value = lower, r.range.upper.double_value = upper, r.range.step.double_value = step;
  } else {
    r.range.lower.int_value = lower, r.range.upper.int_value = upper, r.range.step.int_value = step;
  }
  r.range.openLower = openLower;
  r.range.openUpper = openUpper;
  return r;
}

namespace impl {
// Kokkos::initialize: the init callback, then the tool's settings and the programming interface
// (its fence: a global fence). Kokkos::finalize: the finalize callback, after which tools pause.
inline void initialize_tool() {
  State& s = state();
  if (s.current.init) s.current.init(0, 20240906, 0, nullptr);  // Kokkos 4.6's KOKKOSP_INTERFACE_VERSION
  s.settings.requires_global_fencing = true;
  if (s.current.request_tool_settings) s.current.request_tool_settings(1, &s.settings);
  if (s.current.provide_tool_programming_interface) {
    ToolProgrammingInterface actions{};
    actions.fence = [](const std::uint32_t) {
      global_fence("Kokkos::Tools::Experimental::Impl::tool_invoked_fence: Tool Requested Fence");
    };
    s.current.provide_tool_programming_interface(1, actions);
  }
}
inline void finalize_tool() {
  if (!state().current.finalize) return;
  state().current.finalize();
  pause_tools();
}
}  // namespace impl

namespace impl {
enum KernelKind { parallel_for, parallel_reduce, parallel_scan };
// A translated dispatch's begin/end_parallel_* pair: the translator declares one in a block
// around each launch (name: the label; unlabelled, the functor's type or the kernel's name).
class Kernel {
  std::uint64_t id_ = 0;
  KernelKind kind_;
  bool on_;

 public:
  template <class E> Kernel(KernelKind kind, const char* name, const E& space) : kind_(kind), on_(on()) {
    if (!on_) return;
    if (kind == parallel_for) beginParallelFor(name, device_id(space), &id_);
    else if (kind == parallel_reduce) beginParallelReduce(name, device_id(space), &id_);
    else beginParallelScan(name, device_id(space), &id_);
  }
  ~Kernel() {
    if (!on_) return;
    if (kind_ == parallel_for) endParallelFor(id_);
    else if (kind_ == parallel_reduce) endParallelReduce(id_);
    else endParallelScan(id_);
  }
  Kernel(const Kernel&) = delete;
  Kernel& operator=(const Kernel&) = delete;
};
}  // namespace impl

// Kokkos::Tools::ScopedRegion / Kokkos::Profiling::ScopedRegion.
struct ScopedRegion {
  explicit ScopedRegion(const std::string& name) { pushRegion(name); }
  ~ScopedRegion() { popRegion(); }
  ScopedRegion(const ScopedRegion&) = delete;
  ScopedRegion& operator=(const ScopedRegion&) = delete;
};
}  // namespace Tools

// Kokkos::Profiling (the 3.x namespace, still in 4.x) and Kokkos::Profiling::Experimental: the
// same names.
namespace Profiling {
using namespace Tools;
}  // namespace Profiling
}  // namespace kt
