// kt/openmp.hpp: the OpenMP kernel-mode target (LLVM `ompx_bare`, clang >= 18) of the
// kokkos-translate runtime shim. Generated OpenMP code includes only this header.
// Contract: runtime-shim/API.md.
//
// Device memory comes from omp_target_alloc on one OpenMP device (kt::openmp::device():
// KT_OMP_DEVICE, else omp_get_default_device(), which honours OMP_DEFAULT_DEVICE; or
// kt::openmp::set_device(n) before the first allocation). Kernels receive device pointers
// inside firstprivate View handles. A bare region cannot fall back to the host (thread ids
// are -1 there), so kt::initialize() stops with a message when no offload device runs code.
// Kernels translated with --omp-async are asynchronous, as Kokkos dispatches are: their target
// regions are `nowait depend(inout: kt::openmp::queue)`, so they run one after another in launch
// order (one dependence chain, like one CUDA stream) while the host goes on, and their class-type
// arguments live in kt::openmp::keep's arena until the tasks are done (kt/openmp/async.hpp, which
// only --omp-async output includes). kt::openmp::sync() (a
// taskwait) waits for them; it runs before every copy and free and in fence() and finalize(), so
// whatever the host reads (a reduction's total, deep_copy, after a fence) is complete. Without
// --omp-async every target region is synchronous and sync() finds nothing to wait for.
//
// Build: clang++ -fopenmp -fopenmp-cuda-mode -mllvm -openmp-opt-disable --offload-arch=<gpu>.
// LLVM 19 needs both flags after -fopenmp: without them its generic-mode data sharing and
// OpenMPOpt miscompile bare kernels (docs/OPENMP.md).
#pragma once
#include <omp.h>
#include <ompx.h>
#include <dlfcn.h>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ostream>
#include <type_traits>
#include <vector>
#include "core/config.hpp"
#include "core/device_buffer.hpp"

#define KT_BACKEND_DEFINED 1

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_OPENMPTARGET
#define KOKKOS_ENABLE_OPENMPTARGET
#endif
#define KT_DEVICE_ATOMICS 1  // device code uses kt::impl::dev below

namespace kt { namespace openmp {
namespace impl {
[[noreturn]] inline void fail(const char* what) {
  std::fprintf(stderr, "kt (OpenMP target): %s\n", what);
  std::exit(1);
}
struct DeviceState {
  int device = -1;  // chosen OpenMP device number, -1 until first use
  int requested = -1;  // kt::initialize's device id (set_device_id, --kokkos-device-id), -1: none
  int sms = 0;      // streaming multiprocessors (0: unknown)
  char name[256] = "unknown";
};
inline DeviceState& state() {
  static DeviceState s;
  return s;
}
// SM count and name of CUDA device `ordinal` through the driver API, when there is one (the
// OpenMP runtime numbers its CUDA devices as the driver does). 0 / "unknown" otherwise.
inline void query_cuda(int ordinal, DeviceState& s) {
  void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return;
  using init_t = int (*)(unsigned);
  using get_t = int (*)(int*, int);
  using attr_t = int (*)(int*, int, int);
  using name_t = int (*)(char*, int, int);
  auto init = reinterpret_cast<init_t>(dlsym(lib, "cuInit"));
  auto get = reinterpret_cast<get_t>(dlsym(lib, "cuDeviceGet"));
  auto attr = reinterpret_cast<attr_t>(dlsym(lib, "cuDeviceGetAttribute"));
  auto name = reinterpret_cast<name_t>(dlsym(lib, "cuDeviceGetName"));
  int dev = 0, v = 0;
  if (!init || !get || !attr || init(0) != 0 || get(&dev, ordinal) != 0) return;
  if (attr(&v, 16 /* CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT */, dev) == 0) s.sms = v;
  if (name) name(s.name, int(sizeof(s.name)), dev);
}
}  // namespace impl

// Chooses the OpenMP device for every later allocation and kernel (call before the first).
inline void set_device(int d) {
  const int n = omp_get_num_devices();
  if (d < 0 || d >= n) {
    std::fprintf(stderr, "kt (OpenMP target): device %d requested, but %d offload device(s) exist\n", d, n);
    std::exit(1);
  }
  impl::state().device = d;
  impl::state().sms = 0;
  impl::query_cuda(d, impl::state());
}

// The OpenMP device number kernels and Views use. The first call checks that a device exists
// and runs code (an incompatible device image would otherwise fall back to the host).
inline int device() {
  impl::DeviceState& s = impl::state();
  if (s.device >= 0) return s.device;
  const int n = omp_get_num_devices();
  if (n <= 0)
    impl::fail("no OpenMP offload device found. Translated ompx_bare kernels cannot run on the host; "
               "check the GPU driver (and, for LLVM 19 binaries with CUDA 13, the ELF workaround).");
  int d = omp_get_default_device();
  if (const char* e = std::getenv("KT_OMP_DEVICE")) d = std::atoi(e);
  if (s.requested >= 0) d = s.requested;
  set_device(d);
  int on_host = 1;
#pragma omp target device(d) map(from : on_host)
  { on_host = omp_is_initial_device(); }
  if (on_host)
    impl::fail("the kernels did not run on the offload device (no compatible device image was loaded; "
               "run with OMP_TARGET_OFFLOAD=MANDATORY for the runtime's reason).");
  return s.device;
}

inline int host_device() { return omp_get_initial_device(); }

// 32 blocks per SM (4096 when the SM count is unknown): what one grid of a grid-stride kernel
// or of a reduction (one partial per block) needs.
inline int max_blocks() {
  (void)device();
  return impl::state().sms > 0 ? 32 * impl::state().sms : 4096;
}
// min(ceil(n / block), max_blocks()), at least 1.
inline int grid_for(std::int64_t n, int block) {
  const std::int64_t cap = max_blocks();
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}
// ceil(n / block) clamped to [1, max_blocks] (one grid dimension; kernels grid-stride).
inline unsigned blocks_for(std::int64_t n, std::int64_t block, std::int64_t max_blocks) {
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return unsigned(g < 1 ? 1 : (g > max_blocks ? max_blocks : g));
}

// Dynamic shared memory per block (LLVM 19 on NVIDIA: 48 KB, static shared memory included).
constexpr std::size_t max_shared_bytes = 48 * 1024;
inline void check_shared(std::size_t bytes, const char* kernel) {
  if (bytes > max_shared_bytes) {
    std::fprintf(stderr, "kt (OpenMP target): kernel %s needs %zu bytes of team scratch and collective "
                 "space; ompx_dyn_cgroup_mem allows %zu\n", kernel, bytes, max_shared_bytes);
    std::exit(1);
  }
}

namespace impl {
struct KeptBase {
  virtual ~KeptBase() = default;
};
template <class T> struct Kept : KeptBase {
  T value;
  explicit Kept(const T& v) : value(v) {}
};
// Copies of the class-type arguments of the kernels launched since the last sync()
// (kt::openmp::keep, kt/openmp/async.hpp).
inline std::vector<std::unique_ptr<KeptBase>>& kept() {
  static std::vector<std::unique_ptr<KeptBase>> k;
  return k;
}
}  // namespace impl
// Waits for every kernel launched so far (`nowait` target tasks are children of the launching
// task), then frees the arena. Before every copy and free, in fence() and finalize().
inline void sync() {
#pragma omp taskwait
  impl::kept().clear();
}
inline void copy_to_host(void* dst, const void* src, std::size_t n) {
  sync();
  if (n && omp_target_memcpy(dst, src, n, 0, 0, host_device(), device()) != 0) impl::fail("omp_target_memcpy to the host failed");
}
inline void copy_to_device(void* dst, const void* src, std::size_t n) {
  sync();
  if (n && omp_target_memcpy(dst, src, n, 0, 0, device(), host_device()) != 0) impl::fail("omp_target_memcpy to the device failed");
}

namespace impl {
struct Mem {  // kt/core/device_buffer.hpp
  static void* alloc(std::size_t n) {
    void* ptr = omp_target_alloc(n, device());
    if (!ptr) fail("omp_target_alloc of a reduction or scratch buffer failed");
    return ptr;
  }
  static void free(void* ptr) {
    sync();  // a kernel still queued may use it
    omp_target_free(ptr, device());
  }
  static void release(void* ptr) { free(ptr); }
};
using Caches = ::kt::impl::DeviceCaches<Mem>;
inline Caches& caches() {
  static Caches c;
  return c;
}
inline void free_caches() { caches().release(); }
}  // namespace impl

// Per-block partials of a reduction (grows; contents undefined).
inline void* reduce_buffer(std::size_t bytes) { return impl::caches().reduce.grow(bytes); }
// A device unsigned int that is zero between uses (the generated last-block combine resets it).
inline unsigned int* reduce_counter() {
  impl::Caches& c = impl::caches();
  if (!c.counter) {
    c.counter = static_cast<unsigned int*>(omp_target_alloc(sizeof(unsigned int), device()));
    if (!c.counter) impl::fail("omp_target_alloc of the reduction counter failed");
    const unsigned int zero = 0;
    copy_to_device(c.counter, &zero, sizeof zero);
  }
  return c.counter;
}
// Device storage for one reduction result.
inline void* result_buffer(std::size_t bytes) { return impl::caches().result.grow(bytes); }
// Level-1 team scratch pool (global memory), grows.
inline void* scratch_l1(std::size_t bytes) { return impl::caches().scratch.grow(bytes); }
}}  // namespace kt::openmp

// ---- the backend interface used by kt/core ----
namespace kt { namespace backend {
inline const char* name() { return "OpenMP target (ompx_bare)"; }
inline void initialize() { (void)openmp::device(); }
// InitializationSettings::set_device_id / --kokkos-device-id: before initialize() and any allocation.
inline int num_devices() { return omp_get_num_devices(); }
// Checked (range, code on the device) by initialize(), through openmp::device().
inline void select_device(int d) { openmp::impl::state().requested = d; }
inline void finalize() {
  openmp::sync();
  openmp::impl::free_caches();
}
inline void fence() { openmp::sync(); }  // waits for --omp-async kernels (nothing otherwise)
inline int concurrency() { return (openmp::impl::state().sms > 0 ? openmp::impl::state().sms : 132) * 2048; }
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = omp_target_alloc(bytes, openmp::device());
  if (!p) {
    std::fprintf(stderr, "kt: omp_target_alloc of %zu bytes for view '%s' failed\n", bytes, label);
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) {
  openmp::sync();
  omp_target_free(p, openmp::device());
}
inline void memcpy_h2d(void* d, const void* s, std::size_t n) { openmp::copy_to_device(d, s, n); }
inline void memcpy_d2h(void* d, const void* s, std::size_t n) { openmp::copy_to_host(d, s, n); }
inline void memcpy_d2d(void* d, const void* s, std::size_t n) {
  const int dev = openmp::device();
  openmp::sync();
  if (n && omp_target_memcpy(d, s, n, 0, 0, dev, dev) != 0) openmp::impl::fail("omp_target_memcpy on the device failed");
}
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
// Device fill: a grid-stride bare kernel, synchronous, after every queued kernel.
template <class T> void fill(T* p, std::size_t n, const T& v) {
  if (n == 0) return;
  const int block = 256, grid = openmp::grid_for(std::int64_t(n), block), dev = openmp::device();
  const T value = v;
  openmp::sync();
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(block) device(dev) is_device_ptr(p) firstprivate(n, value)
  {
    const std::size_t stride = std::size_t(ompx::grid_dim(ompx::dim_x)) * ompx::block_dim(ompx::dim_x);
    for (std::size_t i = std::size_t(ompx::block_id(ompx::dim_x)) * ompx::block_dim(ompx::dim_x) +
                         ompx::thread_id(ompx::dim_x);
         i < n; i += stride)
      p[i] = value;
  }
}
// Device destruction of a View's elements (Kokkos runs their destructors in the View's space).
template <class T> void destroy(T* p, std::size_t n) {
  if (n == 0) return;
  const int block = 256, grid = openmp::grid_for(std::int64_t(n), block), dev = openmp::device();
  openmp::sync();
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(block) device(dev) is_device_ptr(p) firstprivate(n)
  {
    const std::size_t stride = std::size_t(ompx::grid_dim(ompx::dim_x)) * ompx::block_dim(ompx::dim_x);
    for (std::size_t i = std::size_t(ompx::block_id(ompx::dim_x)) * ompx::block_dim(ompx::dim_x) +
                         ompx::thread_id(ompx::dim_x);
         i < n; i += stride)
      p[i].~T();
  }
}
inline void memset_zero(void* p, std::size_t n) {
  if (n % 8 == 0 && reinterpret_cast<std::uintptr_t>(p) % 8 == 0) fill(static_cast<std::uint64_t*>(p), n / 8, std::uint64_t(0));
  else fill(static_cast<unsigned char*>(p), n, static_cast<unsigned char>(0));
}
inline bool is_device_accessible(const void* p) { return omp_target_is_present(p, openmp::device()) != 0; }
inline void print_configuration(std::ostream& os) {
  const int d = openmp::device();
  os << "  OpenMP device " << d << " of " << omp_get_num_devices() << ": " << openmp::impl::state().name;
  if (openmp::impl::state().sms) os << ", " << openmp::impl::state().sms << " SMs";
  os << "\n";
}
}}  // namespace kt::backend

// ---- device atomic primitives used by kt/core/atomics.hpp (clang __atomic builtins, which
// become native atom instructions where the GPU has them, compare-and-swap loops elsewhere) ----
namespace kt { namespace impl { namespace dev {
template <class T> inline T cas(T* p, T cmp, T val) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in device code need a 4- or 8-byte type");
  __atomic_compare_exchange(p, &cmp, &val, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
template <class T, class F> inline T fetch_op(T* p, F f) {  // compare-and-swap loop
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in device code need a 4- or 8-byte type");
  T old;
  __atomic_load(p, &old, __ATOMIC_RELAXED);
  T desired = f(old);
  while (!__atomic_compare_exchange(p, &old, &desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) desired = f(old);
  return old;
}
#define KT_DEV_GENERIC(NAME, EXPR) \
  template <class T> inline T fetch_##NAME(T* p, T v) { return fetch_op(p, [v](T a) -> T { return EXPR; }); }
KT_ATOMIC_RMW_OPS(KT_DEV_GENERIC)
#undef KT_DEV_GENERIC
// Native read-modify-write instructions (non-templates win overload resolution).
#define KT_DEV_NATIVE(NAME, BUILTIN, T) \
  inline T fetch_##NAME(T* p, T v) { return BUILTIN(p, v, __ATOMIC_RELAXED); }
#define KT_DEV_NATIVE_INTS(NAME, BUILTIN)                                                         \
  KT_DEV_NATIVE(NAME, BUILTIN, int) KT_DEV_NATIVE(NAME, BUILTIN, unsigned int)                    \
  KT_DEV_NATIVE(NAME, BUILTIN, long) KT_DEV_NATIVE(NAME, BUILTIN, unsigned long)                  \
  KT_DEV_NATIVE(NAME, BUILTIN, long long) KT_DEV_NATIVE(NAME, BUILTIN, unsigned long long)
KT_DEV_NATIVE_INTS(add, __atomic_fetch_add) KT_DEV_NATIVE_INTS(sub, __atomic_fetch_sub)
KT_DEV_NATIVE_INTS(and, __atomic_fetch_and) KT_DEV_NATIVE_INTS(or, __atomic_fetch_or)
KT_DEV_NATIVE_INTS(xor, __atomic_fetch_xor) KT_DEV_NATIVE_INTS(min, __atomic_fetch_min)
KT_DEV_NATIVE_INTS(max, __atomic_fetch_max)
KT_DEV_NATIVE(add, __atomic_fetch_add, float) KT_DEV_NATIVE(add, __atomic_fetch_add, double)
#undef KT_DEV_NATIVE_INTS
#undef KT_DEV_NATIVE
template <class T> inline T exchange(T* p, T v) {
  T old;
  __atomic_exchange(p, &v, &old, __ATOMIC_RELAXED);
  return old;
}
template <class T> inline T load(T* p) { return *reinterpret_cast<volatile T*>(p); }
template <class T> inline void store(T* p, T v) { *reinterpret_cast<volatile T*>(p) = v; }
// `#pragma omp flush`, not __atomic_thread_fence: LLVM 19's NVPTX back end cannot select the latter.
inline void memory_fence() {
#pragma omp flush
}
}}}  // namespace kt::impl::dev

#include "core/core.hpp"

namespace kt {
namespace openmp {
// Copies a reduction or scan result from device memory into a rank-0 View of either space.
template <class V> void copy_to_view(const V& v, const void* src, std::size_t n) {
  if (std::is_same<typename V::memory_space, DeviceSpace>::value) backend::memcpy_d2d(v.data(), src, n);
  else copy_to_host(v.data(), src, n);
}
}  // namespace openmp
using OpenMPTarget = DeviceExecSpace;
using OpenMPTargetSpace = DeviceSpace;
}  // namespace kt
#include "openmp/spaces.hpp"  // SharedHostPinnedSpace, SharedSpace (libomptarget's host and shared memory)
#include "openmp/launch.hpp"  // kernel launches and reduction trees: every translation uses them
#include "openmp/reduce.hpp"
