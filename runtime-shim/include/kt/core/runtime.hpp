// kt/core/runtime.hpp: program lifetime, fences, Timer.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <chrono>
#include <functional>
#include <vector>
#include <ostream>
#include <stdexcept>
#include <utility>
#include <string>
#include "tags.hpp"

namespace kt {
namespace impl {
struct State {
  bool initialized = false;
  bool finalized = false;
  int device_id = 0;
  std::vector<std::function<void()>> hooks;
};
inline State& state() {
  static State s;
  return s;
}
}  // namespace impl

// Each setting as Kokkos 4.6 keeps it (set_X, has_X, get_X; also the 3.7 names tool_help,
// tool_lib, tool_args). The device id selects the device (as Kokkos: before the first
// allocation); the other settings are kept for the program to read back and change nothing.
class InitializationSettings {
#define KT_INIT_SETTING(TYPE, NAME)                    \
 private:                                             \
  TYPE m_##NAME{};                                    \
  bool m_has_##NAME = false;                          \
                                                      \
 public:                                              \
  InitializationSettings& set_##NAME(TYPE NAME) {     \
    m_##NAME = NAME;                                  \
    m_has_##NAME = true;                              \
    return *this;                                     \
  }                                                   \
  bool has_##NAME() const noexcept { return m_has_##NAME; } \
  TYPE get_##NAME() const noexcept { return m_##NAME; }
  KT_INIT_SETTING(int, num_threads)
  KT_INIT_SETTING(int, device_id)
  KT_INIT_SETTING(std::string, map_device_id_by)
  KT_INIT_SETTING(int, num_devices)
  KT_INIT_SETTING(int, skip_device)
  KT_INIT_SETTING(bool, disable_warnings)
  KT_INIT_SETTING(bool, print_configuration)
  KT_INIT_SETTING(bool, tune_internals)
  KT_INIT_SETTING(bool, tool_help)
  KT_INIT_SETTING(std::string, tool_lib)
  KT_INIT_SETTING(std::string, tool_args)
  KT_INIT_SETTING(bool, tools_help)
  KT_INIT_SETTING(std::string, tools_libs)
  KT_INIT_SETTING(std::string, tools_args)
#undef KT_INIT_SETTING
};

struct InitArguments {  // Kokkos 3.x; only device_id selects anything
  int num_threads, num_numa, device_id, ndevices, skip_device;
  bool disable_warnings, tune_internals, tool_help = false;
  std::string tool_lib = {}, tool_args = {};
  InitArguments(int nt = -1, int nn = -1, int dv = -1, bool dw = false, bool ti = false)
      : num_threads(nt), num_numa(nn), device_id(dv), ndevices(-1), skip_device(9999), disable_warnings(dw),
        tune_internals(ti) {}
};

namespace impl {
// Kokkos' device selection: the explicit id, else KOKKOS_DEVICE_ID, else device 0 (left as is).
inline void initialize_on(int id) {
  if (state().initialized) return;
  if (id < 0)
    if (const char* e = std::getenv("KOKKOS_DEVICE_ID")) id = std::atoi(e);
  if (id >= 0) {
    backend::select_device(id);
    state().device_id = id;
  }
  backend::initialize();
  state().initialized = true;
  state().finalized = false;
  Tools::impl::initialize_tool();
}
}  // namespace impl
inline void initialize() { impl::initialize_on(-1); }
// --kokkos-device-id=N (and Kokkos 3's --device-id=N) select the device; other arguments are left.
inline void initialize(int& argc, char* argv[]) {
  int id = -1;
  for (int i = 1; i < argc && argv; ++i) {
    const std::string a = argv[i] ? argv[i] : "";
    for (const char* k : {"--kokkos-device-id=", "--device-id="})
      if (a.rfind(k, 0) == 0) id = std::atoi(a.c_str() + std::string(k).size());
  }
  impl::initialize_on(id);
}
inline void initialize(const InitializationSettings& s) {
  impl::initialize_on(s.has_device_id() ? s.get_device_id() : -1);
}
inline void initialize(const InitArguments& a) { impl::initialize_on(a.device_id); }
inline bool is_initialized() { return impl::state().initialized; }
inline bool is_finalized() { return impl::state().finalized; }
// Frees the target's cached buffers. Views still alive are freed by their last owner.
inline void finalize() {
  if (!impl::state().initialized) return;
  auto hooks = std::move(impl::state().hooks);
  for (auto it = hooks.rbegin(); it != hooks.rend(); ++it) (*it)();  // Kokkos: reverse order
  Tools::impl::finalize_tool();
  backend::fence();
  backend::finalize();
  impl::state().initialized = false;
  impl::state().finalized = true;
}

inline void finalize_all() { finalize(); }
inline void push_finalize_hook(std::function<void()> f) { impl::state().hooks.push_back(std::move(f)); }
inline int num_threads() { return 1; }
inline int num_devices() { return backend::num_devices(); }
inline int device_id() { return impl::state().device_id; }

struct ScopeGuard {
  ScopeGuard() { initialize(); }
  ScopeGuard(int& argc, char* argv[]) { initialize(argc, argv); }
  explicit ScopeGuard(const InitializationSettings& s) { initialize(s); }
  explicit ScopeGuard(const InitArguments& a) { initialize(a); }
  ~ScopeGuard() { finalize(); }
  ScopeGuard(const ScopeGuard&) = delete;
  ScopeGuard& operator=(const ScopeGuard&) = delete;
};

// Kokkos::fence(): with a tool, a begin/end_fence pair named as Kokkos names it.
inline void fence(const std::string& name) {
  if (Tools::impl::on()) Tools::impl::global_fence(name);
  else backend::fence();
}
inline void fence() {
  if (Tools::impl::on()) Tools::impl::global_fence("Kokkos::fence: Unnamed Global Fence");
  else backend::fence();
}

inline void print_configuration(std::ostream& os, bool = false) {
  os << "kokkos-translate runtime shim, backend: " << backend::name() << "\n";
  backend::print_configuration(os);
}

// Kokkos::Impl::throw_runtime_exception, which applications call for their own errors.
namespace Impl {
[[noreturn]] inline void throw_runtime_exception(const std::string& msg) {
  throw std::runtime_error(msg);
}
}  // namespace Impl

// Kokkos::hwloc as a Kokkos built without hwloc answers it (Kokkos 4.6 impl/Kokkos_hwloc.cpp):
// no topology, one NUMA region of one core of one thread, no binding.
namespace hwloc {
inline bool available() { return false; }
inline unsigned get_available_numa_count() { return 1; }
inline unsigned get_available_cores_per_numa() { return 1; }
inline unsigned get_available_threads_per_core() { return 1; }
inline bool can_bind_threads() { return false; }
inline std::pair<unsigned, unsigned> get_this_thread_coordinate() { return {0, 0}; }
inline bool bind_this_thread(const std::pair<unsigned, unsigned>) { return false; }
inline bool unbind_this_thread() { return true; }
}  // namespace hwloc

#ifdef KT_BACKEND_TIMER  // the backend times on the device (kt/cuda.hpp: CUDA events)
using Timer = backend::Timer;
#else
class Timer {
  using clock = std::chrono::steady_clock;
  clock::time_point t0_ = clock::now();

 public:
  void reset() { t0_ = clock::now(); }
  double seconds() const { return std::chrono::duration<double>(clock::now() - t0_).count(); }
};
#endif

}  // namespace kt
