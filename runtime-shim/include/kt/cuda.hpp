// kt/cuda.hpp: the CUDA target of the kokkos-translate runtime shim. Generated CUDA code includes
// only this header. Contract: runtime-shim/API.md.
#pragma once
#include <cuda_runtime.h>
#include <algorithm>
#include <cstring>
#include <ostream>
#include <unordered_map>
#include "core/config.hpp"

#define KT_BACKEND_DEFINED 1
#define KT_GPU_CUDA 1  // picks the warp primitives of kt/gpu/*.hpp (kt/gpu/dialect.hpp)

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_CUDA
#define KOKKOS_ENABLE_CUDA
#endif
#ifndef KOKKOS_ENABLE_CUDA_LAMBDA
#define KOKKOS_ENABLE_CUDA_LAMBDA
#endif
#define KT_DEVICE_ATOMICS 1  // device code uses kt::impl::dev below

// ---- error checking ----
namespace kt { namespace cuda { namespace impl {
inline void check(cudaError_t e, const char* what, const char* file, int line) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s:%d: CUDA error: %s in %s\n", file, line, cudaGetErrorString(e), what);
    std::exit(1);
  }
}
// `name` arrives stringified, so KT_CHECK_LAUNCH(k) and KT_CHECK_LAUNCH("k") both print k.
inline void check_launch(const char* name, const char* file, int line) {
  std::size_t n = std::strlen(name);
  int len = int(n), skip = 0;
  if (n >= 2 && name[0] == '"' && name[n - 1] == '"') { skip = 1; len = int(n) - 2; }
  cudaError_t e = cudaGetLastError();
#ifdef KT_SYNC_LAUNCHES  // debugging: also report asynchronous kernel faults at the launch site
  if (e == cudaSuccess) e = cudaDeviceSynchronize();
#endif
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s:%d: CUDA error: %s in launch of kernel %.*s\n", file, line, cudaGetErrorString(e), len,
                 name + skip);
    std::exit(1);
  }
}
}}}  // namespace kt::cuda::impl

#define KT_CHECK(call) ::kt::cuda::impl::check((call), #call, __FILE__, __LINE__)
#define KT_CHECK_LAUNCH(name) ::kt::cuda::impl::check_launch(#name, __FILE__, __LINE__)

// ---- launch helpers and cached device buffers (freed by kt::finalize()) ----
namespace kt { namespace cuda {
inline const cudaDeviceProp& device_props() {
  static const cudaDeviceProp props = [] {
    int dev = 0;
    KT_CHECK(cudaGetDevice(&dev));
    cudaDeviceProp p;
    KT_CHECK(cudaGetDeviceProperties(&p, dev));
    return p;
  }();
  return props;
}
// Grid of a RangePolicy parallel_for: min(ceil(n / block), 128 * SM count), at least 1; the
// kernel grid-strides. 128 blocks of 256 per SM streamed best on Hopper (axpy on an H200,
// docs/PERFORMANCE.md: 1.4% over 32 per SM; one index per thread was 0.6% slower than 32).
inline int grid_for(std::int64_t n, int block) {
  const std::int64_t cap = 128 * std::int64_t(device_props().multiProcessorCount);
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}
// Grid of a RangePolicy parallel_reduce: at most 32 blocks per SM, since every block adds a
// partial result the last block combines (more blocks per SM only made that combine longer).
inline int reduce_grid_for(std::int64_t n, int block) {
  const std::int64_t cap = 32 * std::int64_t(device_props().multiProcessorCount);
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}

// ceil(n / block) clamped to [1, max_blocks] (one grid dimension; kernels grid-stride).
inline unsigned blocks_for(std::int64_t n, std::int64_t block, std::int64_t max_blocks) {
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return unsigned(g < 1 ? 1 : (g > max_blocks ? max_blocks : g));
}

namespace impl {
struct Buffer {
  void* ptr = nullptr;
  std::size_t bytes = 0;
  void* grow(std::size_t n) {
    if (n > bytes) {
      if (ptr) KT_CHECK(cudaFree(ptr));
      n = (n + 255) / 256 * 256;
      KT_CHECK(cudaMalloc(&ptr, n));
      bytes = n;
    }
    return ptr;
  }
  void release() {
    if (ptr) cudaFree(ptr);
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
  std::unordered_map<const void*, std::size_t> max_shared;  // kernel -> opted-in bytes
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
  if (c.counter) cudaFree(c.counter);
  c.counter = nullptr;
  if (c.scan) cudaFree(c.scan);
  c.scan = nullptr;
  c.scan_tiles = c.scan_values = 0;
  c.max_shared.clear();
}
}  // namespace impl

// Per-block partials of a reduction (grows; contents undefined).
inline void* reduce_buffer(std::size_t bytes) { return impl::caches().reduce.grow(bytes); }
// A device unsigned int that is zero between uses (the generated last-block combine resets it).
inline unsigned int* reduce_counter() {
  impl::Caches& c = impl::caches();
  if (!c.counter) {
    KT_CHECK(cudaMalloc(&c.counter, sizeof(unsigned int)));
    KT_CHECK(cudaMemset(c.counter, 0, sizeof(unsigned int)));
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
    if (c.scan) KT_CHECK(cudaFree(c.scan));
    c.scan_tiles = std::max(tiles, 2 * c.scan_tiles);
    c.scan_values = std::max(value_bytes, c.scan_values);
    const std::size_t bytes = 256 + (12 * c.scan_tiles + 255) / 256 * 256 + (4 * c.scan_tiles + 1) * c.scan_values;
    KT_CHECK(cudaMalloc(&c.scan, bytes));
    KT_CHECK(cudaMemset(c.scan, 0, bytes));
    c.scan_tickets = 0;
  }
  return {c.scan, c.scan_tiles, c.scan_values, c.scan_epoch, c.scan_tickets, 256 + (12 * c.scan_tiles + 255) / 256 * 256};
}
// Device storage for one reduction result.
inline void* result_buffer(std::size_t bytes) { return impl::caches().result.grow(bytes); }
// Level-1 team scratch pool (global memory), grows.
inline void* scratch_l1(std::size_t bytes) { return impl::caches().scratch.grow(bytes); }
// Opt a kernel into more than 48 KB of dynamic shared memory.
template <class Kernel> void set_max_dynamic_shared(Kernel* kernel, std::size_t bytes) {
  if (bytes <= 48 * 1024) return;
  std::size_t& done = impl::caches().max_shared[reinterpret_cast<const void*>(kernel)];
  if (done >= bytes) return;
  KT_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes)));
  done = bytes;
}
}}  // namespace kt::cuda

// ---- the backend interface used by kt/core ----
namespace kt { namespace backend {
namespace impl {
template <class T> __global__ void fill_kernel(T* p, std::size_t n, T v) {
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += std::size_t(blockDim.x) * gridDim.x)
    p[i] = v;
}
}  // namespace impl
inline const char* name() { return "Cuda"; }
inline void initialize() { KT_CHECK(cudaFree(nullptr)); }  // create the context now
// InitializationSettings::set_device_id / --kokkos-device-id: before initialize() and any allocation.
inline int num_devices() {
  int n = 0;
  KT_CHECK(cudaGetDeviceCount(&n));
  return n;
}
inline void select_device(int d) {
  if (d < 0 || d >= num_devices()) {
    std::fprintf(stderr, "kt (Cuda): device id %d requested, but %d device(s) exist\n", d, num_devices());
    std::exit(1);
  }
  KT_CHECK(cudaSetDevice(d));
}
inline void finalize() { cuda::impl::free_caches(); }
inline void fence() { KT_CHECK(cudaDeviceSynchronize()); }
inline int concurrency() {
  return cuda::device_props().multiProcessorCount * cuda::device_props().maxThreadsPerMultiProcessor;
}
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = nullptr;
  cudaError_t e = cudaMalloc(&p, bytes);
  if (e != cudaSuccess) {
    std::fprintf(stderr, "kt: cudaMalloc of %zu bytes for view '%s' failed: %s\n", bytes, label, cudaGetErrorString(e));
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) {
  cudaError_t e = cudaFree(p);  // synchronises the device first
  if (e != cudaErrorCudartUnloading) KT_CHECK(e);  // ignore frees of static views at exit
}
inline void memcpy_h2d(void* d, const void* s, std::size_t n) { KT_CHECK(cudaMemcpy(d, s, n, cudaMemcpyHostToDevice)); }
inline void memcpy_d2h(void* d, const void* s, std::size_t n) { KT_CHECK(cudaMemcpy(d, s, n, cudaMemcpyDeviceToHost)); }
inline void memcpy_d2d(void* d, const void* s, std::size_t n) { KT_CHECK(cudaMemcpy(d, s, n, cudaMemcpyDeviceToDevice)); }
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
inline void memset_zero(void* p, std::size_t n) { KT_CHECK(cudaMemset(p, 0, n)); }
template <class T> void fill(T* p, std::size_t n, const T& v) {
  impl::fill_kernel<T><<<cuda::grid_for(std::int64_t(n), 256), 256>>>(p, n, v);
  KT_CHECK_LAUNCH(kt_fill_kernel);
}
inline bool is_device_accessible(const void* p) {
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    (void)cudaGetLastError();
    return false;
  }
  return a.type == cudaMemoryTypeDevice || a.type == cudaMemoryTypeManaged;
}
inline void print_configuration(std::ostream& os) {
  const cudaDeviceProp& p = cuda::device_props();
  os << "  device: " << p.name << ", sm_" << p.major << p.minor << ", " << p.multiProcessorCount << " SMs\n";
}

// ---- kt::Timer on this target: CUDA events (kt/core/runtime.hpp takes it via KT_BACKEND_TIMER) ----
// Construction and reset() record a start event on the legacy default stream; seconds() records
// a stop event there, waits for it and returns the elapsed device time. Work launched before
// seconds() is therefore included, whether or not the caller fenced. Not copyable (as Kokkos).
#define KT_BACKEND_TIMER 1
class Timer {
  cudaEvent_t start_ = nullptr, stop_ = nullptr;

 public:
  Timer() {
    KT_CHECK(cudaEventCreate(&start_));
    KT_CHECK(cudaEventCreate(&stop_));
    reset();
  }
  ~Timer() {  // errors ignored: a static Timer may outlive the CUDA runtime
    if (start_) (void)cudaEventDestroy(start_);
    if (stop_) (void)cudaEventDestroy(stop_);
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  void reset() { KT_CHECK(cudaEventRecord(start_, 0)); }
  double seconds() const {
    KT_CHECK(cudaEventRecord(stop_, 0));
    KT_CHECK(cudaEventSynchronize(stop_));
    float ms = 0.0f;
    KT_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return double(ms) * 1e-3;
  }
};
}}  // namespace kt::backend

// ---- device atomic primitives used by kt/core/atomics.hpp ----
namespace kt { namespace impl { namespace dev {
template <std::size_t N> struct uint_of;
template <> struct uint_of<4> { using type = unsigned int; };
template <> struct uint_of<8> { using type = unsigned long long; };
template <class T> using uint_t = typename uint_of<sizeof(T)>::type;
template <class U, class T> __device__ inline U to_bits(const T& v) {
  U u;
  memcpy(&u, &v, sizeof(U));
  return u;
}
template <class T, class U> __device__ inline T from_bits(const U& u) {
  T v;
  memcpy(&v, &u, sizeof(T));
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
#define KT_DEV_NATIVE(NAME, INTR, T) \
  __device__ inline T fetch_##NAME(T* p, T v) { return INTR(p, v); }
KT_DEV_NATIVE(add, atomicAdd, int) KT_DEV_NATIVE(add, atomicAdd, unsigned int)
KT_DEV_NATIVE(add, atomicAdd, unsigned long long) KT_DEV_NATIVE(add, atomicAdd, float)
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
KT_DEV_NATIVE(add, atomicAdd, double)
#endif
KT_DEV_NATIVE(sub, atomicSub, int) KT_DEV_NATIVE(sub, atomicSub, unsigned int)
KT_DEV_NATIVE(min, atomicMin, int) KT_DEV_NATIVE(min, atomicMin, unsigned int)
KT_DEV_NATIVE(min, atomicMin, long long) KT_DEV_NATIVE(min, atomicMin, unsigned long long)
KT_DEV_NATIVE(max, atomicMax, int) KT_DEV_NATIVE(max, atomicMax, unsigned int)
KT_DEV_NATIVE(max, atomicMax, long long) KT_DEV_NATIVE(max, atomicMax, unsigned long long)
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
using Cuda = DeviceExecSpace;
using CudaSpace = DeviceSpace;
// Pinned (page-locked) host memory: a host space whose Views are allocated with cudaMallocHost.
struct CudaHostPinnedSpace : HostSpace {
  using memory_space = CudaHostPinnedSpace;
  using device_type = CudaHostPinnedSpace;
  static constexpr const char* name() { return "CudaHostPinnedSpace"; }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_CHECK(cudaMallocHost(&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)cudaFreeHost(p); }
};
using SharedHostPinnedSpace = CudaHostPinnedSpace;
// Managed (unified) memory: a device space whose Views come from cudaMallocManaged, so the host
// may read and write them too (after a fence, as in Kokkos).
struct CudaUVMSpace : DeviceSpace {
  using memory_space = CudaUVMSpace;
  using device_type = CudaUVMSpace;
  static constexpr bool impl_managed = true;
  static constexpr const char* name() { return "CudaUVMSpace"; }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_CHECK(cudaMallocManaged(&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)cudaFree(p); }
};
using SharedSpace = CudaUVMSpace;
}  // namespace kt
