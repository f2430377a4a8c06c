// kt/gpu/dialect.hpp: the warp primitives of the GPU helpers (kt/gpu/*.hpp), spelled for the
// target whose shim header came first: kt/cuda.hpp (KT_GPU_CUDA) or kt/hip.hpp (KT_GPU_HIP).
// CUDA and HIP share every other GPU helper; only these macros and the launch shape differ.
// Include guard, not #pragma once: tests/gpu/wavefront_sim_test.cpp includes it once per simulated
// wavefront size, undefining the guard in between; each inclusion then defines the dialect's
// macros afresh (without the #undefs below, the macros that test did not undefine itself, such
// as KT_ALL, were redefined: GCC's "KT_ALL" redefined warning).
#ifndef KT_GPU_DIALECT_HPP
#define KT_GPU_DIALECT_HPP
#undef KT_WARP_SIZE
#undef KT_SHFL_DOWN
#undef KT_SHFL_UP
#undef KT_SHFL
#undef KT_SYNCWARP
#undef KT_ALL
#undef KT_LOAD_CG
#if defined(KT_GPU_HIP)
// HIP spelling of the warp primitives the helpers below use. The wavefront size is the device
// compiler's: 64 on CDNA (gfx90a, gfx942), 32 on RDNA (gfx10xx, gfx11xx); HIP on NVIDIA: 32.
// Host code never uses it (the host pass may say 64 whatever the device): launches ask the
// device, kt::hip::warp_size().
#if defined(__AMDGCN_WAVEFRONT_SIZE)
#define KT_WARP_SIZE __AMDGCN_WAVEFRONT_SIZE
#elif defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_NVCC__)
#define KT_WARP_SIZE 32
#elif !defined(__HIP_DEVICE_COMPILE__)
#define KT_WARP_SIZE 64 // host pass of a compiler without the macro: the helpers are only parsed
#else
#error "kokkos-translate: unknown HIP wavefront size (no __AMDGCN_WAVEFRONT_SIZE)"
#endif
typedef unsigned long long kt_lanemask_t;
// HIP shuffles take no lane mask: the active lanes of the wavefront take part.
#define KT_SHFL_DOWN(mask, v, d, w) ((void)(mask), __shfl_down(v, d, w))
#define KT_SHFL_UP(mask, v, d, w) ((void)(mask), __shfl_up(v, d, w))
#define KT_SHFL(mask, v, src, w) ((void)(mask), __shfl(v, src, w))
// HIP has no __syncwarp. A wavefront runs in lock step, so ordering its lanes' memory accesses
// needs only wavefront-scope fences around a wave barrier (what later HIP's __syncwarp is).
__device__ __forceinline__ void kt_wave_sync() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
#define KT_SYNCWARP(mask) kt_wave_sync()
// Whether p holds on every active lane (a uniform value).
#define KT_ALL(mask, p) ((void)(mask), __all(p))
// A device-scope atomic load: never served from a stale per-CU cache.
#define KT_LOAD_CG(p) __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#elif defined(KT_GPU_CUDA)
// CUDA spelling of the warp primitives the helpers below use (warp size 32).
#define KT_WARP_SIZE 32
typedef unsigned kt_lanemask_t;
#define KT_SHFL_DOWN(mask, v, d, w) __shfl_down_sync(mask, v, d, w)
#define KT_SHFL_UP(mask, v, d, w) __shfl_up_sync(mask, v, d, w)
#define KT_SHFL(mask, v, src, w) __shfl_sync(mask, v, src, w)
#define KT_SYNCWARP(mask) __syncwarp(mask)
#define KT_ALL(mask, p) __all_sync(mask, p)
#define KT_LOAD_CG(p) __ldcg(p)
#else
#error "kt/gpu/dialect.hpp: include kt/cuda.hpp or kt/hip.hpp first"
#endif
#endif // KT_GPU_DIALECT_HPP
