// kt/hip.hpp: the HIP target of the kokkos-translate runtime shim. Generated HIP code includes
// only this header. Contract: runtime-shim/API.md. Every HIP runtime call is checked.
// Device memory is hipMalloc'd; copies are hipMemcpy; level-0 team scratch is LDS (dynamic
// shared memory, up to 64 KB per workgroup on AMD GPUs).
#pragma once
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cstring>
#include <ostream>
#include <unordered_map>
#include "core/config.hpp"

#define KT_BACKEND_DEFINED 1
#define KT_GPU_HIP 1  // picks the warp primitives of kt/gpu/*.hpp (kt/gpu/dialect.hpp)

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_HIP
#define KOKKOS_ENABLE_HIP
#endif
#define KT_DEVICE_ATOMICS 1  // device code uses kt::impl::dev below

// ---- error checking ----
namespace kt { namespace hip { namespace impl {
inline void check(hipError_t e, const char* what, const char* file, int line) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s:%d: HIP error: %s in %s\n", file, line, hipGetErrorString(e), what);
    std::exit(1);
  }
}
// `name` arrives stringified, so KT_CHECK_LAUNCH(k) and KT_CHECK_LAUNCH("k") both print k.
inline void check_launch(const char* name, const char* file, int line) {
  std::size_t n = std::strlen(name);
  int len = int(n), skip = 0;
  if (n >= 2 && name[0] == '"' && name[n - 1] == '"') { skip = 1; len = int(n) - 2; }
  hipError_t e = hipGetLastError();
#ifdef KT_SYNC_LAUNCHES  // debugging: also report asynchronous kernel faults at the launch site
  if (e == hipSuccess) e = hipDeviceSynchronize();
#endif
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s:%d: HIP error: %s in launch of kernel %.*s\n", file, line, hipGetErrorString(e), len,
                 name + skip);
    std::exit(1);
  }
}
}}}  // namespace kt::hip::impl

#define KT_CHECK(call) ::kt::hip::impl::check((call), #call, __FILE__, __LINE__)
#define KT_CHECK_LAUNCH(name) ::kt::hip::impl::check_launch(#name, __FILE__, __LINE__)

// ---- launch helpers and cached device buffers (freed by kt::finalize()) ----
namespace kt { namespace hip {
inline const hipDeviceProp_t& device_props() {
  static const hipDeviceProp_t props = [] {
    int dev = 0;
    KT_CHECK(hipGetDevice(&dev));
    hipDeviceProp_t p;
    KT_CHECK(hipGetDeviceProperties(&p, dev));
    return p;
  }();
  return props;
}
// The device's wavefront size: 64 on CDNA (gfx90a, gfx942), 32 on RDNA and NVIDIA. Host code
// must ask the device: the host compiler pass does not know which GPU the code will run on.
inline int warp_size() { return device_props().warpSize; }

// min(ceil(n / block), 32 * CU count), at least 1.
inline int grid_for(std::int64_t n, int block) {
  const std::int64_t cap = 32 * std::int64_t(device_props().multiProcessorCount);
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}
// Grid of a RangePolicy parallel_reduce (the CUDA target caps for-loops and reductions apart;
// on HIP both keep 32 blocks per CU until measured on AMD hardware).
inline int reduce_grid_for(std::int64_t n, int block) { return grid_for(n, block); }

// ceil(n / block) clamped to [1, max_blocks] (one grid dimension; kernels grid-stride).
inline unsigned blocks_for(std::int64_t n, std::int64_t block, std::int64_t max_blocks) {
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return unsigned(g < 1 ? 1 : (g > max_blocks ? max_blocks : g));
}

// The block size (a multiple of the wavefront, at most `limit` and the kernel's own limit) with
// the most resident threads per compute unit, given the dynamic shared memory each block size
// needs (`shmem(block)`); the largest such size on ties. As cudaOccupancyMaxPotentialBlockSize-
// VariableSMem, which HIP lacks.
template <class Kernel, class ShmemOf>
int occupancy_block_size(Kernel* kernel, ShmemOf shmem, int limit) {
  hipFuncAttributes attr;
  KT_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(kernel)));
  const hipDeviceProp_t& p = device_props();
  int max_block = limit < p.maxThreadsPerBlock ? limit : p.maxThreadsPerBlock;
  if (attr.maxThreadsPerBlock > 0 && attr.maxThreadsPerBlock < max_block) max_block = attr.maxThreadsPerBlock;
  const int wave = p.warpSize;
  int best = wave, best_threads = -1;
  for (int b = (max_block + wave - 1) / wave * wave; b > 0; b -= wave) {
    const int block = b < max_block ? b : max_block;
    const std::size_t bytes = shmem(block);
    if (bytes > p.sharedMemPerBlock) continue;
    int blocks = 0;
    KT_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(kernel), block, bytes));
    if (blocks * block > best_threads) { best = block; best_threads = blocks * block; }
  }
  return best;
}

namespace impl {
struct Buffer {
  void* ptr = nullptr;
  std::size_t bytes = 0;
  void* grow(std::size_t n) {
    if (n > bytes) {
      if (ptr) KT_CHECK(hipFree(ptr));
      n = (n + 255) / 256 * 256;
      KT_CHECK(hipMalloc(&ptr, n));
      bytes = n;
    }
    return ptr;
  }
  void release() {
    if (ptr) KT_CHECK(hipFree(ptr));
    ptr = nullptr;
    bytes = 0;
  }
};
struct Caches {
  Buffer reduce, result, scratch;
  unsigned int* counter = nullptr;
  void* scan = nullptr;  // kt/gpu/scan_tiles.hpp's state (scan_state_for)
  std::size_t scan_tiles = 0, scan_values = 0;
  unsigned scan_epoch = 0;
  unsigned long long scan_tickets = 0;
};
inline Caches& caches() {
  static Caches c;
  return c;
}
inline void free_caches() {
  Caches& c = caches();
  c.reduce.release();
  c.result.release();
  c.scratch.release();
  if (c.counter) KT_CHECK(hipFree(c.counter));
  c.counter = nullptr;
  if (c.scan) KT_CHECK(hipFree(c.scan));
  c.scan = nullptr;
  c.scan_tiles = c.scan_values = 0;
}
}  // namespace impl

// Per-block partials of a reduction (grows; contents undefined).
inline void* reduce_buffer(std::size_t bytes) { return impl::caches().reduce.grow(bytes); }
// A device unsigned int that is zero between uses (the generated last-block combine resets it).
inline unsigned int* reduce_counter() {
  impl::Caches& c = impl::caches();
  if (!c.counter) {
    KT_CHECK(hipMalloc(&c.counter, sizeof(unsigned int)));
    KT_CHECK(hipMemset(c.counter, 0, sizeof(unsigned int)));
  }
  return c.counter;
}
// State of the single-pass scan (kt/gpu/scan_tiles.hpp) for `tiles` tiles of `value_bytes`
// values: [0, 8) the tile ticket, [256, 256 + 12 tiles) the flags, values from values_offset.
// Zeroed whenever it grows; the epoch and the tickets handed out so far carry across calls.
struct scan_state {
  void*& buffer;
  std::size_t &tiles, &values;
  unsigned& epoch;
  unsigned long long& tickets;
  std::size_t values_offset;
};
inline scan_state scan_state_for(std::size_t tiles, std::size_t value_bytes) {
  impl::Caches& c = impl::caches();
  if (tiles > c.scan_tiles || value_bytes > c.scan_values) {
    if (c.scan) KT_CHECK(hipFree(c.scan));
    c.scan_tiles = std::max(tiles, 2 * c.scan_tiles);
    c.scan_values = std::max(value_bytes, c.scan_values);
    const std::size_t bytes = 256 + (12 * c.scan_tiles + 255) / 256 * 256 + (4 * c.scan_tiles + 1) * c.scan_values;
    KT_CHECK(hipMalloc(&c.scan, bytes));
    KT_CHECK(hipMemset(c.scan, 0, bytes));
    c.scan_tickets = 0;
  }
  return {c.scan, c.scan_tiles, c.scan_values, c.scan_epoch, c.scan_tickets, 256 + (12 * c.scan_tiles + 255) / 256 * 256};
}
// Device storage for one reduction result.
inline void* result_buffer(std::size_t bytes) { return impl::caches().result.grow(bytes); }
// Level-1 team scratch pool (global memory), grows.
inline void* scratch_l1(std::size_t bytes) { return impl::caches().scratch.grow(bytes); }
// Level-0 scratch is LDS: up to 64 KB per workgroup on AMD GPUs (the device's
// sharedMemPerBlock). Stops with a message when a launch needs more than the device has; on
// devices that need an opt-in above the default (NVIDIA, > 48 KB) it opts the kernel in.
template <class Kernel> void set_max_dynamic_shared(Kernel* kernel, std::size_t bytes) {
  const hipDeviceProp_t& p = device_props();
  if (bytes <= p.sharedMemPerBlock) return;
  if (bytes > p.maxSharedMemoryPerMultiProcessor) {
    std::fprintf(stderr, "kt: level-0 scratch of %zu bytes exceeds the %zu bytes of LDS per workgroup of %s\n",
                 bytes, std::size_t(p.sharedMemPerBlock), p.name);
    std::exit(1);
  }
  KT_CHECK(hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize,
                               int(bytes)));
}
}}  // namespace kt::hip

// ---- the backend interface used by kt/core ----
namespace kt { namespace backend {
namespace impl {
template <class T> __global__ void fill_kernel(T* p, std::size_t n, T v) {
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += std::size_t(blockDim.x) * gridDim.x)
    p[i] = v;
}
}  // namespace impl
inline const char* name() { return "HIP"; }
inline void initialize() { KT_CHECK(hipFree(nullptr)); }  // create the context now
// InitializationSettings::set_device_id / --kokkos-device-id: before initialize() and any allocation.
inline int num_devices() {
  int n = 0;
  KT_CHECK(hipGetDeviceCount(&n));
  return n;
}
inline void select_device(int d) {
  if (d < 0 || d >= num_devices()) {
    std::fprintf(stderr, "kt (HIP): device id %d requested, but %d device(s) exist\n", d, num_devices());
    std::exit(1);
  }
  KT_CHECK(hipSetDevice(d));
}
inline void finalize() { hip::impl::free_caches(); }
inline void fence() { KT_CHECK(hipDeviceSynchronize()); }
inline int concurrency() {
  return hip::device_props().multiProcessorCount * hip::device_props().maxThreadsPerMultiProcessor;
}
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = nullptr;
  hipError_t e = hipMalloc(&p, bytes);
  if (e != hipSuccess) {
    std::fprintf(stderr, "kt: hipMalloc of %zu bytes for view '%s' failed: %s\n", bytes, label, hipGetErrorString(e));
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) {
  hipError_t e = hipFree(p);  // synchronises the device first
  if (e != hipErrorDeinitialized) KT_CHECK(e);  // ignore frees of static views at exit
}
inline void memcpy_h2d(void* d, const void* s, std::size_t n) { KT_CHECK(hipMemcpy(d, s, n, hipMemcpyHostToDevice)); }
inline void memcpy_d2h(void* d, const void* s, std::size_t n) { KT_CHECK(hipMemcpy(d, s, n, hipMemcpyDeviceToHost)); }
inline void memcpy_d2d(void* d, const void* s, std::size_t n) { KT_CHECK(hipMemcpy(d, s, n, hipMemcpyDeviceToDevice)); }
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
inline void memset_zero(void* p, std::size_t n) { KT_CHECK(hipMemset(p, 0, n)); }
template <class T> void fill(T* p, std::size_t n, const T& v) {
  impl::fill_kernel<T><<<hip::grid_for(std::int64_t(n), 256), 256>>>(p, n, v);
  KT_CHECK_LAUNCH(kt_fill_kernel);
}
inline bool is_device_accessible(const void* p) {
  hipPointerAttribute_t a;
  if (hipPointerGetAttributes(&a, p) != hipSuccess) {
    (void)hipGetLastError();
    return false;
  }
  return a.memoryType == hipMemoryTypeDevice || a.isManaged;
}
inline void print_configuration(std::ostream& os) {
  const hipDeviceProp_t& p = hip::device_props();
  os << "  device: " << p.name << ", " << p.multiProcessorCount << " compute units, wavefront " << p.warpSize
     << "\n";
}
}}  // namespace kt::backend

// ---- device atomic primitives used by kt/core/atomics.hpp ----
namespace kt { namespace impl { namespace dev {
template <std::size_t N> struct uint_of;
template <> struct uint_of<4> { using type = unsigned int; };
template <> struct uint_of<8> { using type = unsigned long long; };
template <class T> using uint_t = typename uint_of<sizeof(T)>::type;
template <class U, class T> __device__ inline U to_bits(const T& v) {
  U u;
  __builtin_memcpy(&u, &v, sizeof(U));
  return u;
}
template <class T, class U> __device__ inline T from_bits(const U& u) {
  T v;
  __builtin_memcpy(&v, &u, sizeof(T));
  return v;
}
template <class T> __device__ inline T cas(T* p, T cmp, T val) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in device code need a 4- or 8-byte type");
  using U = uint_t<T>;
  return from_bits<T>(atomicCAS(reinterpret_cast<U*>(p), to_bits<U>(cmp), to_bits<U>(val)));
}
template <class T, class F> __device__ inline T fetch_op(T* p, F f) {  // compare-and-swap loop
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in device code need a 4- or 8-byte type");
  using U = uint_t<T>;
  U* up = reinterpret_cast<U*>(p);
  U old = *reinterpret_cast<volatile U*>(up), assumed;
  do {
    assumed = old;
    old = atomicCAS(up, assumed, to_bits<U>(f(from_bits<T>(assumed))));
  } while (old != assumed);
  return from_bits<T>(old);
}
#define KT_DEV_GENERIC(NAME, EXPR) \
  template <class T> __device__ inline T fetch_##NAME(T* p, T v) { return fetch_op(p, [v](T a) -> T { return EXPR; }); }
KT_ATOMIC_RMW_OPS(KT_DEV_GENERIC)
#undef KT_DEV_GENERIC
// Native instructions (non-templates win overload resolution over the CAS-loop templates).
// HIP has no atomicMin/atomicMax for long long: those use the CAS loop.
#define KT_DEV_NATIVE(NAME, INTR, T) \
  __device__ inline T fetch_##NAME(T* p, T v) { return INTR(p, v); }
KT_DEV_NATIVE(add, atomicAdd, int) KT_DEV_NATIVE(add, atomicAdd, unsigned int)
KT_DEV_NATIVE(add, atomicAdd, unsigned long long) KT_DEV_NATIVE(add, atomicAdd, float)
KT_DEV_NATIVE(add, atomicAdd, double)
KT_DEV_NATIVE(sub, atomicSub, int) KT_DEV_NATIVE(sub, atomicSub, unsigned int)
KT_DEV_NATIVE(min, atomicMin, int) KT_DEV_NATIVE(min, atomicMin, unsigned int) KT_DEV_NATIVE(min, atomicMin, unsigned long long)
KT_DEV_NATIVE(max, atomicMax, int) KT_DEV_NATIVE(max, atomicMax, unsigned int) KT_DEV_NATIVE(max, atomicMax, unsigned long long)
KT_DEV_NATIVE(and, atomicAnd, int) KT_DEV_NATIVE(and, atomicAnd, unsigned int) KT_DEV_NATIVE(and, atomicAnd, unsigned long long)
KT_DEV_NATIVE(or, atomicOr, int) KT_DEV_NATIVE(or, atomicOr, unsigned int) KT_DEV_NATIVE(or, atomicOr, unsigned long long)
KT_DEV_NATIVE(xor, atomicXor, int) KT_DEV_NATIVE(xor, atomicXor, unsigned int) KT_DEV_NATIVE(xor, atomicXor, unsigned long long)
#undef KT_DEV_NATIVE
__device__ inline long long fetch_add(long long* p, long long v) {
  return (long long)atomicAdd(reinterpret_cast<unsigned long long*>(p), (unsigned long long)v);
}
template <class T> __device__ inline T exchange(T* p, T v) { return fetch_op(p, [v](T) -> T { return v; }); }
__device__ inline int exchange(int* p, int v) { return atomicExch(p, v); }
__device__ inline unsigned int exchange(unsigned int* p, unsigned int v) { return atomicExch(p, v); }
__device__ inline unsigned long long exchange(unsigned long long* p, unsigned long long v) { return atomicExch(p, v); }
__device__ inline float exchange(float* p, float v) { return atomicExch(p, v); }
template <class T> __device__ inline T load(T* p) { return *reinterpret_cast<volatile T*>(p); }
template <class T> __device__ inline void store(T* p, T v) { *reinterpret_cast<volatile T*>(p) = v; }
__device__ inline void memory_fence() { __threadfence(); }
}}}  // namespace kt::impl::dev

#include "core/core.hpp"

namespace kt {
using HIP = DeviceExecSpace;
using HIPSpace = DeviceSpace;
// Pinned (page-locked) host memory: a host space whose Views are allocated with hipHostMalloc.
struct HIPHostPinnedSpace : HostSpace {
  using memory_space = HIPHostPinnedSpace;
  using device_type = HIPHostPinnedSpace;
  static constexpr const char* name() { return "HIPHostPinnedSpace"; }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_CHECK(hipHostMalloc(&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)hipHostFree(p); }
};
using SharedHostPinnedSpace = HIPHostPinnedSpace;
// Managed memory: a device space whose Views come from hipMallocManaged, so the host may read and
// write them too (after a fence, as in Kokkos).
struct HIPManagedSpace : DeviceSpace {
  using memory_space = HIPManagedSpace;
  using device_type = HIPManagedSpace;
  static constexpr bool impl_managed = true;
  static constexpr const char* name() { return "HIPManagedSpace"; }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_CHECK(hipMallocManaged(&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)hipFree(p); }
};
using SharedSpace = HIPManagedSpace;
}  // namespace kt
