// kt/gpu/runtime.hpp: the runtime of the CUDA and HIP targets, one source for both: error checks,
// launch shapes and cached device buffers (namespace kt::cuda or kt::hip), the backend interface
// kt/core uses (kt::backend) and the device atomic primitives (kt::impl::dev). Included by
// kt/cuda.hpp and kt/hip.hpp only, after kt/core/config.hpp and the dialect:
//   KT_GPU_NS                     cuda | hip: the namespace of the launch helpers
//   KT_GPU_RT(Name)               cuda##Name | hip##Name: the runtime API (cudaMalloc, hipMalloc, ...)
//   KT_GPU_RT_PREFIX              "cuda" | "hip" (messages that name a runtime call)
//   KT_GPU_DEVICE_PROP            cudaDeviceProp | hipDeviceProp_t
//   KT_GPU_POINTER_ATTRIBUTES     cudaPointerAttributes | hipPointerAttribute_t
//   KT_GPU_IS_DEVICE_MEMORY(a)    whether those attributes are of device or managed memory
//   KT_GPU_ERROR_UNLOADING        the error a free returns once the runtime is shutting down
//   KT_GPU_RELEASE(Name, args)    how cached buffers are freed at kt::finalize()
//   KT_GPU_ERROR_NAME, KT_GPU_BACKEND_NAME   "CUDA" | "HIP" (errors), "Cuda" | "HIP" (kt::backend::name)
//   KT_GPU_FOR_BLOCKS_PER_SM, KT_GPU_REDUCE_BLOCKS_PER_SM   the range grids' caps (0: none)
//   KT_GPU_RANGE_FOR_BLOCK, KT_GPU_RANGE_INDEX32   parallel_for's block, 32-bit loop state (kt/gpu/launch.hpp)
//   KT_GPU_DEV_MEMCPY             the device code's memcpy
//   KT_GPU_ATOMIC_MINMAX_LL       1 where atomicMin/atomicMax take long long
// Each target header adds what is its own (set_max_dynamic_shared, print_configuration, the CUDA
// Timer, the HIP occupancy query), then includes kt/core and kt/gpu/spaces.hpp.
#pragma once
#include <algorithm>
#include <cstring>
#include <ostream>  // kt/core/config.hpp comes first, from the target header
#include "../core/device_buffer.hpp"

#define KT_BACKEND_DEFINED 1
#define KT_DEVICE_ATOMICS 1  // device code uses kt::impl::dev below

// ---- error checking ----
namespace kt { namespace KT_GPU_NS { namespace impl {
inline void check(KT_GPU_RT(Error_t) e, const char* what, const char* file, int line) {
  if (e != KT_GPU_RT(Success)) {
    std::fprintf(stderr, "%s:%d: " KT_GPU_ERROR_NAME " error: %s in %s\n", file, line, KT_GPU_RT(GetErrorString)(e),
                 what);
    std::exit(1);
  }
}
// `name` arrives stringified, so KT_CHECK_LAUNCH(k) and KT_CHECK_LAUNCH("k") both print k.
inline void check_launch(const char* name, const char* file, int line) {
  std::size_t n = std::strlen(name);
  int len = int(n), skip = 0;
  if (n >= 2 && name[0] == '"' && name[n - 1] == '"') { skip = 1; len = int(n) - 2; }
  KT_GPU_RT(Error_t) e = KT_GPU_RT(GetLastError)();
#ifdef KT_SYNC_LAUNCHES  // debugging: also report asynchronous kernel faults at the launch site
  if (e == KT_GPU_RT(Success)) e = KT_GPU_RT(DeviceSynchronize)();
#endif
  if (e != KT_GPU_RT(Success)) {
    std::fprintf(stderr, "%s:%d: " KT_GPU_ERROR_NAME " error: %s in launch of kernel %.*s\n", file, line,
                 KT_GPU_RT(GetErrorString)(e), len, name + skip);
    std::exit(1);
  }
}
}}}  // namespace kt::KT_GPU_NS::impl

#define KT_CHECK(call) ::kt::KT_GPU_NS::impl::check((call), #call, __FILE__, __LINE__)
#define KT_CHECK_LAUNCH(name) ::kt::KT_GPU_NS::impl::check_launch(#name, __FILE__, __LINE__)
// KT_GPU_CHECK(Malloc, (&p, n)): KT_CHECK(cudaMalloc(&p, n)) or KT_CHECK(hipMalloc(&p, n)), with
// the message naming the call as the target spells it.
#define KT_GPU_CHECK(Name, args) KT_GPU_CHECK_(Name, args)
#define KT_GPU_CHECK_(Name, args) \
  ::kt::KT_GPU_NS::impl::check(KT_GPU_RT(Name) args, KT_GPU_RT_PREFIX #Name #args, __FILE__, __LINE__)

// ---- launch helpers and cached device buffers (freed by kt::finalize()) ----
namespace kt { namespace KT_GPU_NS {
inline const KT_GPU_DEVICE_PROP& device_props() {
  static const KT_GPU_DEVICE_PROP props = [] {
    int dev = 0;
    KT_GPU_CHECK(GetDevice, (&dev));
    KT_GPU_DEVICE_PROP p;
    KT_GPU_CHECK(GetDeviceProperties, (&p, dev));
    return p;
  }();
  return props;
}
// Grid of a RangePolicy parallel_for: min(ceil(n / block), KT_GPU_FOR_BLOCKS_PER_SM * SM count),
// at least 1; the kernel grid-strides. KT_GPU_FOR_BLOCKS_PER_SM 0: no cap below the grid's
// 2^31 - 1 blocks, so one index per thread up to 2^31 - 1 blocks (native Kokkos 4.6's CUDA
// RangePolicy shape, with blocks of 128 and 32-bit indices: kt/cuda.hpp). HIP: 32 per compute
// unit until measured on AMD hardware.
inline int grid_for(std::int64_t n, int block) {
  const std::int64_t cap = KT_GPU_FOR_BLOCKS_PER_SM > 0
                               ? KT_GPU_FOR_BLOCKS_PER_SM * std::int64_t(device_props().multiProcessorCount)
                               : std::int64_t(2147483647);
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}
// Grid of a RangePolicy parallel_reduce: at most 32 blocks per SM, since every block adds a
// partial result the last block combines (more blocks per SM only made that combine longer).
inline int reduce_grid_for(std::int64_t n, int block) {
  const std::int64_t cap = KT_GPU_REDUCE_BLOCKS_PER_SM * std::int64_t(device_props().multiProcessorCount);
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return int(g < cap ? g : cap);
}

// ceil(n / block) clamped to [1, max_blocks] (one grid dimension; kernels grid-stride).
inline unsigned blocks_for(std::int64_t n, std::int64_t block, std::int64_t max_blocks) {
  std::int64_t g = n > 0 ? (n + block - 1) / block : 1;
  return unsigned(g < 1 ? 1 : (g > max_blocks ? max_blocks : g));
}

namespace impl {
struct Mem {  // kt/core/device_buffer.hpp
  static void* alloc(std::size_t n) {
    void* ptr = nullptr;
    KT_GPU_CHECK(Malloc, (&ptr, n));
    return ptr;
  }
  static void free(void* ptr) { KT_GPU_CHECK(Free, (ptr)); }
  static void release(void* ptr) { KT_GPU_RELEASE(Free, (ptr)); }
};
using Buffer = ::kt::impl::DeviceBuffer<Mem>;
struct Caches : ::kt::impl::DeviceCaches<Mem> {
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
  c.release();
  if (c.scan) KT_GPU_RELEASE(Free, (c.scan));
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
    KT_GPU_CHECK(Malloc, (&c.counter, sizeof(unsigned int)));
    KT_GPU_CHECK(Memset, (c.counter, 0, sizeof(unsigned int)));
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
    if (c.scan) KT_GPU_CHECK(Free, (c.scan));
    c.scan_tiles = std::max(tiles, 2 * c.scan_tiles);
    c.scan_values = std::max(value_bytes, c.scan_values);
    const std::size_t bytes = 256 + (12 * c.scan_tiles + 255) / 256 * 256 + (4 * c.scan_tiles + 1) * c.scan_values;
    KT_GPU_CHECK(Malloc, (&c.scan, bytes));
    KT_GPU_CHECK(Memset, (c.scan, 0, bytes));
    c.scan_tickets = 0;
  }
  return {c.scan, c.scan_tiles, c.scan_values, c.scan_epoch, c.scan_tickets, 256 + (12 * c.scan_tiles + 255) / 256 * 256};
}
// Device storage for one reduction result.
inline void* result_buffer(std::size_t bytes) { return impl::caches().result.grow(bytes); }
// Level-1 team scratch pool (global memory), grows.
inline void* scratch_l1(std::size_t bytes) { return impl::caches().scratch.grow(bytes); }
}}  // namespace kt::KT_GPU_NS

// ---- the backend interface used by kt/core (print_configuration: the target header) ----
namespace kt { namespace backend {
namespace impl {
template <class T> __global__ void fill_kernel(T* p, std::size_t n, T v) {
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += std::size_t(blockDim.x) * gridDim.x)
    p[i] = v;
}
template <class T> __global__ void destroy_kernel(T* p, std::size_t n) {
  for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += std::size_t(blockDim.x) * gridDim.x)
    p[i].~T();
}
}  // namespace impl
inline const char* name() { return KT_GPU_BACKEND_NAME; }
inline void initialize() { KT_GPU_CHECK(Free, (nullptr)); }  // create the context now
// InitializationSettings::set_device_id / --kokkos-device-id: before initialize() and any allocation.
inline int num_devices() {
  int n = 0;
  KT_GPU_CHECK(GetDeviceCount, (&n));
  return n;
}
inline void select_device(int d) {
  if (d < 0 || d >= num_devices()) {
    std::fprintf(stderr, "kt (" KT_GPU_BACKEND_NAME "): device id %d requested, but %d device(s) exist\n", d,
                 num_devices());
    std::exit(1);
  }
  KT_GPU_CHECK(SetDevice, (d));
}
inline void finalize() { KT_GPU_NS::impl::free_caches(); }
inline void fence() { KT_GPU_CHECK(DeviceSynchronize, ()); }
inline int concurrency() {
  return KT_GPU_NS::device_props().multiProcessorCount * KT_GPU_NS::device_props().maxThreadsPerMultiProcessor;
}
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = nullptr;
  KT_GPU_RT(Error_t) e = KT_GPU_RT(Malloc)(&p, bytes);
  if (e != KT_GPU_RT(Success)) {
    std::fprintf(stderr, "kt: " KT_GPU_RT_PREFIX "Malloc of %zu bytes for view '%s' failed: %s\n", bytes, label,
                 KT_GPU_RT(GetErrorString)(e));
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) {
  KT_GPU_RT(Error_t) e = KT_GPU_RT(Free)(p);  // synchronises the device first
  if (e != KT_GPU_ERROR_UNLOADING) KT_CHECK(e);  // ignore frees of static views at exit
}
inline void memcpy_h2d(void* d, const void* s, std::size_t n) {
  KT_GPU_CHECK(Memcpy, (d, s, n, KT_GPU_RT(MemcpyHostToDevice)));
}
inline void memcpy_d2h(void* d, const void* s, std::size_t n) {
  KT_GPU_CHECK(Memcpy, (d, s, n, KT_GPU_RT(MemcpyDeviceToHost)));
}
inline void memcpy_d2d(void* d, const void* s, std::size_t n) {
  KT_GPU_CHECK(Memcpy, (d, s, n, KT_GPU_RT(MemcpyDeviceToDevice)));
}
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
inline void memset_zero(void* p, std::size_t n) { KT_GPU_CHECK(Memset, (p, 0, n)); }
template <class T> void fill(T* p, std::size_t n, const T& v) {
  impl::fill_kernel<T><<<KT_GPU_NS::grid_for(std::int64_t(n), 256), 256>>>(p, n, v);
  KT_CHECK_LAUNCH(kt_fill_kernel);
}
// Device destruction of a View's elements (Kokkos runs their destructors in the View's space).
template <class T> void destroy(T* p, std::size_t n) {
  impl::destroy_kernel<T><<<KT_GPU_NS::grid_for(std::int64_t(n), 256), 256>>>(p, n);
  KT_CHECK_LAUNCH(kt_destroy_kernel);
  KT_GPU_CHECK(DeviceSynchronize, ());
}
inline bool is_device_accessible(const void* p) {
  KT_GPU_POINTER_ATTRIBUTES a;
  if (KT_GPU_RT(PointerGetAttributes)(&a, p) != KT_GPU_RT(Success)) {
    (void)KT_GPU_RT(GetLastError)();
    return false;
  }
  return KT_GPU_IS_DEVICE_MEMORY(a);
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
  KT_GPU_DEV_MEMCPY(&u, &v, sizeof(U));
  return u;
}
template <class T, class U> __device__ inline T from_bits(const U& u) {
  T v;
  KT_GPU_DEV_MEMCPY(&v, &u, sizeof(T));
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
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600  // always on HIP
KT_DEV_NATIVE(add, atomicAdd, double)
#endif
KT_DEV_NATIVE(sub, atomicSub, int) KT_DEV_NATIVE(sub, atomicSub, unsigned int)
KT_DEV_NATIVE(min, atomicMin, int) KT_DEV_NATIVE(min, atomicMin, unsigned int) KT_DEV_NATIVE(min, atomicMin, unsigned long long)
KT_DEV_NATIVE(max, atomicMax, int) KT_DEV_NATIVE(max, atomicMax, unsigned int) KT_DEV_NATIVE(max, atomicMax, unsigned long long)
#if KT_GPU_ATOMIC_MINMAX_LL  // HIP has no atomicMin/atomicMax for long long: those use the CAS loop
KT_DEV_NATIVE(min, atomicMin, long long) KT_DEV_NATIVE(max, atomicMax, long long)
#endif
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
