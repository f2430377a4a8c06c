// kt/openacc.hpp: the OpenACC target of the kokkos-translate runtime shim (GCC >= 12, also any
// OpenACC 2.7 compiler). Generated OpenACC code includes only this header.
// Contract: runtime-shim/API.md.
//
// Device memory comes from acc_malloc and moves with acc_memcpy_to_device / _from_device; kernels
// receive the device pointers inside firstprivate View handles and reduction buffers through
// `deviceptr`. Built without an offload target (g++ -fopenacc -foffload=disable) every construct
// runs on the host, serially: acc_malloc is then malloc and the copies are memcpy.
//
// Functions kernels call are force-inlined into the compute constructs (KT_HD below). GCC 12
// takes `#pragma acc routine` only before a whole declaration, not where KT_HD / Kokkos's
// function macros sit (after `template <...>`, before a constructor), and it does not mark
// callees implicitly; inlined callees need no routine directive.
#pragma once
#include <openacc.h>
#include <dlfcn.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>
#include <ostream>

#define KT_HD __attribute__((always_inline))
#define KT_ACC_FUNCTION __attribute__((always_inline))
// GCC compiles host and device code from one preprocessor pass: Kokkos 4's branches test at
// run time (GCC's builtin folds to a constant in device code; KT_ON_HOST says why the builtin).
#define KOKKOS_IF_ON_DEVICE(CODE) \
  if (!__builtin_acc_on_device(acc_device_host)) { KOKKOS_IMPL_STRIP_PARENS CODE }
#define KOKKOS_IF_ON_HOST(CODE) \
  if (__builtin_acc_on_device(acc_device_host)) { KOKKOS_IMPL_STRIP_PARENS CODE }
// The builtin, not openacc.h's C++ overload acc_on_device(acc_device_t): that one is an inline
// `#pragma acc routine` function, and a function that inlines it (the implicit copy constructor
// and destructor of a user class holding Views) "refers to comdat-local symbols" for GCC 12's
// early inliner, which then never inlines it into a compute construct; the offload compiler
// (lto1) gets a call to a function whose body it lacks and crashes in IPA-CP.
#define KT_ON_HOST __builtin_acc_on_device(acc_device_host)
// The same builtin, which an optimising build folds (openacc.h's library call does not fold).
#define KT_IN_DEVICE_CODE (!__builtin_acc_on_device(acc_device_host))
// A gang runs num_workers(team size) x vector_length(32) threads: at most 1024 on NVIDIA.
#define KT_TEAM_SIZE_MAX 32
#define KT_TEAM_SIZE_RECOMMENDED 32
#define KT_MDRANGE_DEVICE_DIRECTION Left  // Kokkos 4.6 default_inner/outer_direction
#include "core/config.hpp"
#include "core/device_buffer.hpp"

// Bytes of the gang-private level-0 scratch array (GCC: shared memory) of team kernels whose
// level-0 scratch size is known only at run time; larger sizes use a device pool. Static shared
// memory is at most 48 KiB per block and GCC 12 takes about twice this much (its worker
// broadcast buffer also holds a stack-frame slot of the array's size), hence at most 16 KiB.
// 16 sends every real run-time size to the pool (0 is not possible: GCC 12 then emits PTX that
// names an undeclared __gang_private_shared).
#ifndef KT_ACC_SCRATCH0_CAPACITY
#define KT_ACC_SCRATCH0_CAPACITY 4096
#endif
static_assert(KT_ACC_SCRATCH0_CAPACITY >= 16 && KT_ACC_SCRATCH0_CAPACITY <= 16384,
              "KT_ACC_SCRATCH0_CAPACITY: 16 to 16384 bytes");

#define KT_BACKEND_DEFINED 1

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_OPENACC
#define KOKKOS_ENABLE_OPENACC
#endif
#define KT_USE_DEV_ATOMICS 1  // host and device both use kt::impl::dev below (`#pragma acc atomic`)

namespace kt { namespace openacc {
namespace impl {
// Set by an exit handler registered after the device is first used: libgomp shuts the device
// down in its own exit handler, registered when the device starts, and a View destroyed after
// that (a global or static one, as in CloverLeaf) must not call acc_free, which then fails and
// exits with 1. The memory goes with the process.
inline bool& exiting() {
  static bool e = false;
  return e;
}
inline void note_device_started() {
  static const bool registered = (std::atexit([] { exiting() = true; }), true);
  (void)registered;
}
inline void device_free(void* p) {
  if (p && !exiting()) acc_free(p);
}
[[noreturn]] inline void fail(const char* what) {
  std::fprintf(stderr, "kt (OpenACC target): %s\n", what);
  std::exit(1);
}
struct Mem {  // kt/core/device_buffer.hpp
  static void* alloc(std::size_t n) {
    void* ptr = acc_malloc(n);
    note_device_started();
    if (!ptr) fail("acc_malloc of a reduction or scratch buffer failed");
    return ptr;
  }
  static void free(void* ptr) { device_free(ptr); }
  static void release(void* ptr) { device_free(ptr); }
};
using Buffer = ::kt::impl::DeviceBuffer<Mem>;
struct Caches {
  Buffer reduce, scratch[2];
};
inline Caches& caches() {
  static Caches c;
  return c;
}
}  // namespace impl

// Per-gang / per-thread partial results of an explicit reduction or scan (grows; contents undefined).
inline void* reduce_buffer(std::size_t bytes) { return impl::caches().reduce.grow(bytes); }
// Team scratch pool of one level: one slice per gang (grows).
inline void* scratch_buffer(int level, std::size_t bytes) { return impl::caches().scratch[level & 1].grow(bytes); }

inline void copy_to_host(void* dst, const void* src, std::size_t n) {
  if (n) acc_memcpy_from_device(dst, const_cast<void*>(src), n);
}
inline void copy_to_device(void* dst, const void* src, std::size_t n) {
  if (n) acc_memcpy_to_device(dst, const_cast<void*>(src), n);
}
// ceil(n / per), clamped to [1, most]: the gang and chunk counts below.
inline int clamped_count(std::int64_t n, std::int64_t per, std::int64_t most) {
  const std::int64_t g = (n + per - 1) / per;
  return int(g < 1 ? 1 : (g < most ? g : most));
}
// Chunks of a parallel_scan over n indices (one GPU thread runs each, in order). Floating-point
// values: at most 8192 chunks (the partition fixes the rounding; the chunk sums are scanned by
// one thread). Integers, where any partition gives the exact result: one chunk per 16 indices,
// at most 2^20 (their sums are scanned in parallel, kt_acc_exclusive_scan).
template <class T> inline int scan_chunks(std::int64_t n) {
  return std::is_integral<T>::value ? clamped_count(n, 16, 1 << 20) : clamped_count(n, 1, 8192);
}
// Gangs of a `parallel loop gang vector vector_length(128)` over n indices: one index per GPU
// thread, at most 2048 gangs (about one H100 wave of 128-thread gangs; the loop strides beyond).
// Without num_gangs, libgomp launches 2 x SMs x (its block size / 32) gangs whatever n is
// (thousands on an H100), and every gang runs the gang-redundant prologue and two block
// barriers, with or without an index to do.
inline int loop_gangs(std::int64_t n) { return clamped_count(n, 128, 2048); }
// Gangs of a reduction with a clause (vector_length(32)): one per 128 indices (4 per lane), at
// most 8192 (about two H100 waves of one-warp gangs; the combine pass folds 32 partials per
// thread). Each gang reduces its chunk with a vector reduction clause and stores one partial:
// GCC's gang-level reduction clauses combine the gangs through a global lock, one at a time.
inline int gang_count(std::int64_t n) { return clamped_count(n, 128, 8192); }
// Gangs of a reduction without a clause (vector_length(32), one value per lane): one per 512
// indices (16 per lane), at most 8192. Each gang ends with a one-thread fold of its 32 lane values,
// so fewer, fuller gangs than gang_count: 15-20% faster on the H100 than one per 128.
inline int lane_gangs(std::int64_t n) { return clamped_count(n, 512, 8192); }
// Gangs of a `parallel loop gang vector vector_length(32)` over n indices: one per 32 (the scan's
// chunk passes: one-warp gangs spread its few thousand threads over every SM).
inline int warp_gangs(std::int64_t n) { return clamped_count(n, 32, 65535); }
}}  // namespace kt::openacc

// ---- the backend interface used by kt/core ----
namespace kt { namespace backend {
inline const char* name() { return "OpenACC"; }
inline void initialize() {}
// InitializationSettings::set_device_id / --kokkos-device-id. Without an accelerator (the host
// build, or no GPU) device 0 is the host, as Kokkos' only device.
inline int num_devices() {
  const int n = acc_get_num_devices(acc_device_not_host);
  return n > 0 ? n : 1;
}
inline void select_device(int d) {
  const int n = acc_get_num_devices(acc_device_not_host);
  if (d < 0 || d >= (n > 0 ? n : 1)) {
    std::fprintf(stderr, "kt (OpenACC): device id %d requested, but %d device(s) exist\n", d, n > 0 ? n : 1);
    std::exit(1);
  }
  if (n > 0) acc_set_device_num(d, acc_device_not_host);
}
inline void finalize() {
  openacc::impl::Caches& c = openacc::impl::caches();
  c.reduce.release();
  c.scratch[0].release();
  c.scratch[1].release();
}
inline void fence() {}  // compute constructs without `async` and the acc_memcpy calls are synchronous
inline int concurrency() { return 132 * 2048; }
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = acc_malloc(bytes ? bytes : 1);
  openacc::impl::note_device_started();
  if (!p) {
    std::fprintf(stderr, "kt: acc_malloc of %zu bytes for view '%s' failed\n", bytes, label);
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) { openacc::impl::device_free(p); }
inline void memcpy_h2d(void* d, const void* s, std::size_t n) { openacc::copy_to_device(d, s, n); }
inline void memcpy_d2h(void* d, const void* s, std::size_t n) { openacc::copy_to_host(d, s, n); }
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
// Device fill: one parallel loop.
template <class T> void fill(T* p, std::size_t n, const T& v) {
  if (n == 0) return;
  const T value = v;
  const int g = openacc::loop_gangs(std::int64_t(n));
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p) firstprivate(value)
  for (std::size_t i = 0; i < n; ++i) p[i] = value;
}
// Device destruction of a View's elements (Kokkos runs their destructors in the View's space).
template <class T> void destroy(T* p, std::size_t n) {
  if (n == 0) return;
  const int g = openacc::loop_gangs(std::int64_t(n));
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p)
  for (std::size_t i = 0; i < n; ++i) p[i].~T();
}
inline void memcpy_d2d(void* d, const void* s, std::size_t n) {
  if (n == 0) return;
  if (n % 8 == 0 && reinterpret_cast<std::uintptr_t>(d) % 8 == 0 && reinterpret_cast<std::uintptr_t>(s) % 8 == 0) {
    std::uint64_t* dd = static_cast<std::uint64_t*>(d);
    const std::uint64_t* ss = static_cast<const std::uint64_t*>(s);
    const std::size_t m = n / 8;
    const int g = openacc::loop_gangs(std::int64_t(m));
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(dd, ss)
    for (std::size_t i = 0; i < m; ++i) dd[i] = ss[i];
  } else {
    unsigned char* dd = static_cast<unsigned char*>(d);
    const unsigned char* ss = static_cast<const unsigned char*>(s);
    const int g = openacc::loop_gangs(std::int64_t(n));
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(dd, ss)
    for (std::size_t i = 0; i < n; ++i) dd[i] = ss[i];
  }
}
inline void memset_zero(void* p, std::size_t n) {
  if (n % 8 == 0 && reinterpret_cast<std::uintptr_t>(p) % 8 == 0) fill(static_cast<std::uint64_t*>(p), n / 8, std::uint64_t(0));
  else fill(static_cast<unsigned char*>(p), n, static_cast<unsigned char>(0));
}
inline bool is_device_accessible(const void* p) { return acc_is_present(const_cast<void*>(p), 1) != 0; }
inline void print_configuration(std::ostream& os) {
  const int n = acc_get_num_devices(acc_device_not_host);
  os << "  OpenACC: " << n << " accelerator(s)" << (n ? "" : " (host fallback)") << "\n";
}
}}  // namespace kt::backend

// The atomic primitives kt/core/atomics.hpp calls (kt::impl::dev).
#include "openacc/atomics.hpp"

// fmin/fmax (kt::fmin, Kokkos::fmin, Kokkos::Experimental::fmin): GCC 12's nvptx back end has
// no fmin/fmax pattern, so std::fmin/fmax are calls into newlib's fminf/fmaxf/fmin/fmax, separate
// PTX that the driver's JIT links but does not inline (dock: 16 calls per inner iteration, 0.04 x
// CUDA; docs/PERFORMANCE.md, dock). On the GPU each is one PTX min/max, as CUDA's fminf/
// fmaxf are (the other operand when one is NaN), inside a branch GCC folds away in the host copy
// of the construct (optimised builds only, as fetch_add_f64 above; -DKT_ACC_NO_PTX_MATH: off).
namespace kt { namespace openacc {
#define KT_ACC_MINMAX(NAME, OP)                                                           \
  template <class T> KT_HD inline T NAME(T x, T y) {                                       \
    KT_ACC_MINMAX_PTX(float, OP, "32", x, y)                                              \
    KT_ACC_MINMAX_PTX(double, OP, "64", x, y)                                             \
    return std::NAME(x, y);                                                               \
  }
#if defined(__OPTIMIZE__) && !defined(KT_ACC_NO_PTX_MATH)
// The operands go through typed registers: GCC may hold a loaded double in a .u64 register.
#define KT_ACC_MINMAX_PTX(TYPE, OP, BITS, X, Y)                                           \
  if constexpr (std::is_same<T, TYPE>::value) {                                           \
    if (__builtin_acc_on_device(acc_device_nvidia)) {                                     \
      T r;                                                                                \
      asm("{ .reg .f" BITS " a, b, c; mov.b" BITS " a, %1; mov.b" BITS " b, %2; "          \
          OP ".f" BITS " c, a, b; mov.b" BITS " %0, c; }" : "=r"(r) : "r"(X), "r"(Y));     \
      return r;                                                                           \
    }                                                                                     \
  }
#else
#define KT_ACC_MINMAX_PTX(TYPE, OP, BITS, X, Y)
#endif
KT_ACC_MINMAX(fmin, "min") KT_ACC_MINMAX(fmax, "max")
#undef KT_ACC_MINMAX
#undef KT_ACC_MINMAX_PTX
}}  // namespace kt::openacc
#define KT_FMIN_CALL ::kt::openacc::fmin
#define KT_FMAX_CALL ::kt::openacc::fmax
#include "core/core.hpp"

namespace kt {
namespace openacc {
// Stores a reduction or scan result (a host value) into a rank-0 View of either space.
template <class V, class T> void store_to_view(const V& v, const T& value) {
  if (std::is_same<typename V::memory_space, DeviceSpace>::value) copy_to_device(v.data(), &value, sizeof(T));
  else std::memcpy(static_cast<void*>(v.data()), &value, sizeof(T));
}
}  // namespace openacc
}  // namespace kt

namespace kt {
// What a team helper receives when it is called inside a range over the team's threads (its
// `routine vector` variant) or inside a vector range (its `routine seq` variant): the caller's
// context under a type of its own, so that each call picks the variant of its level.
struct TeamContextInWorker : TeamContext<> {};
struct TeamContextInLane : TeamContext<> {};
}  // namespace kt

namespace kt {
using OpenACC = DeviceExecSpace;  // Kokkos::Experimental::OpenACC
using OpenACCSpace = DeviceSpace;
}  // namespace kt

namespace kt {
namespace openacc {
namespace impl {
// Managed memory for SharedSpace on an NVIDIA device: cuMemAllocManaged from the CUDA driver that
// libgomp's nvptx plugin has loaded (looked up at run time: the shim links no CUDA library), in
// libgomp's context for this thread. Without an NVIDIA device (the host fallback) host memory.
inline void* cuda_symbol(const char* name) {
  static void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  return lib ? dlsym(lib, name) : nullptr;
}
inline void* managed_allocate(std::size_t n) {
  if (acc_get_num_devices(acc_device_nvidia) <= 0) return std::malloc(n ? n : 1);
  // Starts the device if no construct has yet and attaches this thread to it (acc_init would
  // stop the program when the device is already active).
  static const bool attached =
      (acc_set_device_num(acc_get_device_num(acc_device_nvidia), acc_device_nvidia), note_device_started(), true);
  (void)attached;
  using Alloc = int (*)(unsigned long long*, std::size_t, unsigned);
  using SetCtx = int (*)(void*);
  static Alloc alloc = reinterpret_cast<Alloc>(cuda_symbol("cuMemAllocManaged"));
  static SetCtx set_ctx = reinterpret_cast<SetCtx>(cuda_symbol("cuCtxSetCurrent"));
  void* ctx = acc_get_current_cuda_context();
  unsigned long long p = 0;
  int rc = -1;
  if (alloc && set_ctx && ctx && set_ctx(ctx) == 0) rc = alloc(&p, n ? n : 1, 1 /* CU_MEM_ATTACH_GLOBAL */);
  if (rc != 0 || !p) {
    std::fprintf(stderr, "kt: managed allocation of %zu bytes (SharedSpace) failed (context %p, error %d)\n", n, ctx, rc);
    std::exit(1);
  }
  return reinterpret_cast<void*>(p);
}
// Pinned host memory for SharedHostPinnedSpace: cuMemAllocHost (page-locked, mapped: kernels read
// it through its host address) from the same driver and context; host memory in the host fallback.
inline void* pinned_allocate(std::size_t n) {
  if (acc_get_num_devices(acc_device_nvidia) <= 0) return std::malloc(n ? n : 1);
  static const bool attached =
      (acc_set_device_num(acc_get_device_num(acc_device_nvidia), acc_device_nvidia), note_device_started(), true);
  (void)attached;
  using Alloc = int (*)(void**, std::size_t);
  using SetCtx = int (*)(void*);
  static Alloc alloc = reinterpret_cast<Alloc>(cuda_symbol("cuMemAllocHost_v2"));
  static SetCtx set_ctx = reinterpret_cast<SetCtx>(cuda_symbol("cuCtxSetCurrent"));
  void* ctx = acc_get_current_cuda_context();
  void* p = nullptr;
  int rc = -1;
  if (alloc && set_ctx && ctx && set_ctx(ctx) == 0) rc = alloc(&p, n ? n : 1);
  if (rc != 0 || !p) {
    std::fprintf(stderr, "kt: pinned allocation of %zu bytes (SharedHostPinnedSpace) failed (context %p, error %d)\n", n, ctx, rc);
    std::exit(1);
  }
  return p;
}
inline void pinned_deallocate(void* p) {
  if (acc_get_num_devices(acc_device_nvidia) <= 0) return std::free(p);
  using Free = int (*)(void*);
  static Free release = reinterpret_cast<Free>(cuda_symbol("cuMemFreeHost"));
  if (release && !exiting()) release(p);
}
inline void managed_deallocate(void* p) {
  if (acc_get_num_devices(acc_device_nvidia) <= 0) return std::free(p);
  using Free = int (*)(unsigned long long);
  static Free release = reinterpret_cast<Free>(cuda_symbol("cuMemFree_v2"));
  if (release && !exiting()) release(reinterpret_cast<unsigned long long>(p));
}
}  // namespace impl
}  // namespace openacc

// Kokkos 4's SharedSpace (managed memory; Kokkos' OpenACC backend has none): a device space the
// host may also read and write, as on CUDA and HIP (kt/gpu/spaces.hpp).
struct SharedSpace : DeviceSpace {
  using memory_space = SharedSpace;
  using device_type = SharedSpace;
  static constexpr bool impl_managed = true;
  static constexpr const char* name() { return "SharedSpace"; }
  static void* impl_allocate(std::size_t n) { return openacc::impl::managed_allocate(n); }
  static void impl_deallocate(void* p) { openacc::impl::managed_deallocate(p); }
};
// Kokkos 4's SharedHostPinnedSpace (Kokkos' OpenACC backend has none): a host space whose Views
// kernels may read, as on CUDA and HIP (kt/gpu/spaces.hpp).
struct SharedHostPinnedSpace : HostSpace {
  using memory_space = SharedHostPinnedSpace;
  using device_type = SharedHostPinnedSpace;
  static constexpr const char* name() { return "SharedHostPinnedSpace"; }
  static void* impl_allocate(std::size_t n) { return openacc::impl::pinned_allocate(n); }
  static void impl_deallocate(void* p) { openacc::impl::pinned_deallocate(p); }
};
}  // namespace kt
