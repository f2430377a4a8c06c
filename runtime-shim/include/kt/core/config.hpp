// kt/core/config.hpp: macros shared by every target (part of the kokkos-translate runtime shim).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#if defined(__CUDACC__) || defined(__HIPCC__)
#define KT_HD __host__ __device__
#define KT_DEVICE __device__
#else
#ifndef KT_HD  // a target header may define it first (kt/openacc.hpp: force-inlined callees)
#define KT_HD
#endif
#define KT_DEVICE
#endif
#define KT_INLINE KT_HD inline
// KT_HD for a member defaulted on its first declaration (`KT_HD_DEFAULTED ~View() = default;`).
// nvcc and hipcc infer __host__ __device__ for those from what they call, and nvcc ignores an
// explicit annotation there with warning #20012; other targets keep KT_HD (OpenACC: inlining).
#if defined(__CUDACC__) || defined(__HIPCC__)
#define KT_HD_DEFAULTED
#else
#define KT_HD_DEFAULTED KT_HD
#endif

// Real Kokkos built with one device backend enables Serial as its host backend; the translator
// parses with KOKKOS_ENABLE_SERIAL too (kokkos-api/include/Kokkos_Core.hpp), and each target
// header adds its device backend's macros (KOKKOS_ENABLE_CUDA, ...).
// The compiler macros of Kokkos_Macros.hpp, from the compiler that builds the output.
#if !defined(KOKKOS_COMPILER_NVCC) && !defined(KOKKOS_COMPILER_CLANG) && !defined(KOKKOS_COMPILER_GNU)
#if defined(__NVCC__)
#define KOKKOS_COMPILER_NVCC (__CUDACC_VER_MAJOR__ * 100 + __CUDACC_VER_MINOR__ * 10)
#endif
#if defined(__clang__)
#define KOKKOS_COMPILER_CLANG (__clang_major__ * 100 + __clang_minor__ * 10 + __clang_patchlevel__)
#elif defined(__GNUC__)
#define KOKKOS_COMPILER_GNU (__GNUC__ * 100 + __GNUC_MINOR__ * 10 + __GNUC_PATCHLEVEL__)
#endif
#endif
#ifndef KOKKOS_ENABLE_SERIAL
#define KOKKOS_ENABLE_SERIAL
#endif

// MDRangePolicy on the device space, as the target's Kokkos backend sets it (Kokkos 4.6
// <Backend>_MDRangePolicy.hpp): the default iteration direction (Rank<N> without one) and the
// tile sizes (default_largest_tile_size, default_tile_size, max_total_tile_size). A target header
// defines them first; these are Kokkos' generic values (OpenMPTarget, and every host space).
#ifndef KT_MDRANGE_DEVICE_DIRECTION
#define KT_MDRANGE_DEVICE_DIRECTION Right
#endif
#ifndef KT_MDRANGE_DEVICE_TILES
#define KT_MDRANGE_DEVICE_TILES 0, 2, 2147483647
#endif

// Defined while compiling device code (nvcc device pass, hipcc device pass).
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
#define KT_DEVICE_COMPILE 1
#endif
// True in device code: a constant where device code is a compiler pass of its own (nvcc, hipcc,
// OpenMP offload's device pass); a target compiling host and device code in one pass defines it
// first (OpenACC: a test GCC folds in each copy of a compute construct when optimising).
#ifndef KT_IN_DEVICE_CODE
#if defined(KT_DEVICE_COMPILE) || defined(__NVPTX__) || defined(__AMDGCN__)
#define KT_IN_DEVICE_CODE true
#else
#define KT_IN_DEVICE_CODE false
#endif
#endif
// True where host code runs, for a target that compiles host and device code from one pass
// (OpenACC: acc_on_device, a constant in device code); a View copied in device code (a
// captured object's member, kt/core/object_image.hpp) counts no references there.
#ifndef KT_ON_HOST
#define KT_ON_HOST true
#endif

namespace kt {

// Kokkos::abort: print and stop (device: trap the kernel).
KT_INLINE void abort(const char* msg) {
#if defined(__CUDA_ARCH__)
  ::printf("kt::abort: %s\n", msg);
  __trap();
#elif defined(__HIP_DEVICE_COMPILE__)
  ::printf("kt::abort: %s\n", msg);
  __builtin_trap();
#elif defined(__NVPTX__) || defined(__AMDGCN__)  // OpenMP offload's device pass
  ::printf("kt::abort: %s\n", msg);
  __builtin_trap();
#elif defined(_OPENACC)  // one body for host and nvptx (GCC's device newlib has no stderr)
  ::printf("kt::abort: %s\n", msg);
  std::abort();
#else
  std::fprintf(stderr, "kt::abort: %s\n", msg);
  std::abort();
#endif
}

template <class... A>
KT_INLINE void printf(const char* fmt, A... a) { ::printf(fmt, a...); }

namespace impl {
template <class T> struct type_identity { using type = T; };
template <class T> using id_t = typename type_identity<T>::type;  // blocks deduction

// Integral constant usable as `V::rank` and `v.rank()` on host and device (as Kokkos 4).
template <std::size_t N> struct rank_constant {
  KT_HD constexpr operator std::size_t() const { return N; }
  KT_HD constexpr std::size_t operator()() const { return N; }
};
}  // namespace impl
}  // namespace kt

// X-macro of the read-modify-write atomic operations: X(name, new value from old `a` and operand `v`).
#define KT_ATOMIC_RMW_OPS(X)                                                        \
  X(add, a + v) X(sub, a - v) X(mul, a * v) X(div, a / v) X(mod, a % v)             \
  X(min, (v < a ? v : a)) X(max, (a < v ? v : a)) X(and, a & v) X(or, a | v)         \
  X(xor, a ^ v) X(nand, ~(a & v)) X(lshift, a << v) X(rshift, a >> v)

// TeamPolicy::team_size_max / team_size_recommended (a target header may lower them first:
// OpenACC gangs run num_workers x vector_length(32) <= 1024 threads, so at most 32 workers).
// 256 threads launch whatever registers a kernel uses (255 x 256 <= 64K): a team of
// team_size_max() threads must launch, and the shim does not know the functor's kernel.
#ifndef KT_TEAM_SIZE_MAX
#define KT_TEAM_SIZE_MAX 256
#endif
// TeamPolicy::vector_length_max() on the device (kt/hip.hpp: 64, the wavefront).
#ifndef KT_VECTOR_LENGTH_MAX
#define KT_VECTOR_LENGTH_MAX 32
#endif
#ifndef KT_TEAM_SIZE_RECOMMENDED
#define KT_TEAM_SIZE_RECOMMENDED 256
#endif
