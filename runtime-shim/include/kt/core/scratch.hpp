// kt/core/scratch.hpp: the Kokkos team-scratch bump allocator.
// One ScratchPool per scratch level per thread (every thread of a team builds its own pool on the
// same base, so all threads compute the same addresses). team() allocates shared chunks
// (multiplier 1, offset 0); thread(rank, size) allocates `size` consecutive chunks and returns
// chunk `rank`. Both modes advance the same iterator, as in Kokkos::ScratchMemorySpace.
#pragma once
#include "config.hpp"

namespace kt {

struct ScratchPool;

struct ScratchRef {
  ScratchPool* pool;
  int multiplier;
  int offset;
  // Kokkos get_shmem_aligned: align the iterator to `alignment` (a power of two), take
  // bytes*multiplier, return iter + offset*bytes; nullptr (iterator unchanged) when full.
  KT_HD void* get_shmem_aligned(std::size_t bytes, std::size_t alignment) const;
  KT_HD void* get_shmem(std::size_t bytes) const { return get_shmem_aligned(bytes, 1); }
};

struct ScratchPool {
  char* iter;
  char* end;
  ScratchPool() = default;
  KT_HD ScratchPool(void* base, std::size_t bytes)
      : iter(static_cast<char*>(base)), end(static_cast<char*>(base) + bytes) {}
  KT_HD ScratchRef team() { return ScratchRef{this, 1, 0}; }
  KT_HD ScratchRef thread(int rank, int size) { return ScratchRef{this, size, rank}; }
  KT_HD std::size_t remaining() const { return std::size_t(end - iter); }
};

KT_INLINE void* ScratchRef::get_shmem_aligned(std::size_t bytes, std::size_t alignment) const {
  char* start = pool->iter;
  const std::size_t mis = std::size_t(reinterpret_cast<std::uintptr_t>(start) % alignment);
  if (mis) start += alignment - mis;
  const std::size_t increment = bytes * std::size_t(multiplier);
  if (start > pool->end || increment > std::size_t(pool->end - start)) return nullptr;
  pool->iter = start + increment;
  return start + std::size_t(offset) * bytes;
}

// Level-0 scratch of the CUDA and HIP kernels: the pool lies in the block's dynamic shared
// memory. The device compiler cannot see that through the pool's pointer arithmetic and would
// address the views with generic loads and stores; SharedScratchRef says so (KT_ASSUME_SHARED),
// so scratch views compile to shared-memory instructions (ld/st.shared). A request the pool
// cannot satisfy traps there: Kokkos returns nullptr, which a view could not use either.
#if defined(__CUDACC__) && defined(__CUDA_ARCH__)  // nvcc (CUDA, HIP on NVIDIA), not OpenMP offload
#define KT_ASSUME_SHARED(p)            \
  do {                                 \
    if (!(p)) __trap();                \
    __builtin_assume(__isShared(p));   \
  } while (0)
#else
#define KT_ASSUME_SHARED(p) ((void)(p))
#endif
struct SharedScratchRef : ScratchRef {
  KT_HD void* get_shmem_aligned(std::size_t bytes, std::size_t alignment) const {
#if defined(__CUDACC__) && defined(__CUDA_ARCH__)
    // The same bump allocation on 32-bit shared-window addresses: nvcc then sees the alignment
    // of the kernel's __shared__ base (lost through the generic pointer), folds the alignment
    // step for the first view, and needs no 64-bit arithmetic. A power-of-two alignment of a
    // shared address is that of its generic address (the window's base is aligned far beyond
    // it); any other alignment (max(sizeof, alignof, 8) of a 24-byte type) is taken of the
    // generic address, as Kokkos does, since the window's base need not be a multiple of it
    // (Kokkos' TestTeamScratch scratch_align checks the generic address).
    const unsigned end = unsigned(__cvta_generic_to_shared(pool->end));
    unsigned start = unsigned(__cvta_generic_to_shared(pool->iter));
    const unsigned mis =
        (alignment & (alignment - 1)) == 0
            ? start % unsigned(alignment)
            : unsigned(reinterpret_cast<std::uintptr_t>(__cvta_shared_to_generic(start)) % alignment);
    if (mis) start += unsigned(alignment) - mis;
    const std::size_t increment = bytes * std::size_t(multiplier);
    if (start > end || increment > std::size_t(end - start)) __trap();
    pool->iter = static_cast<char*>(__cvta_shared_to_generic(start + unsigned(increment)));
    void* p = __cvta_shared_to_generic(start + unsigned(offset) * unsigned(bytes));
    __builtin_assume(__isShared(p));
    return p;
#else
    void* p = ScratchRef::get_shmem_aligned(bytes, alignment);
    KT_ASSUME_SHARED(p);
    return p;
#endif
  }
  KT_HD void* get_shmem(std::size_t bytes) const { return get_shmem_aligned(bytes, 1); }
};
struct SharedScratchPool : ScratchPool {
  using ScratchPool::ScratchPool;
  KT_HD SharedScratchRef team() { return SharedScratchRef{{this, 1, 0}}; }
  KT_HD SharedScratchRef thread(int rank, int size) { return SharedScratchRef{{this, size, rank}}; }
};

/// What generated code passes to a team helper (a function the user wrote taking the team
/// member) in place of the member: the league position, the team size where the target's
/// lowering needs it, the team's scratch pools (by address: the helper's allocations advance
/// the kernel's pools; null for a level the policy has no scratch for) and the target's
/// per-thread block state (Block: the OpenMP lowering's kt_block_info; unused elsewhere).
template <class Block = void>
struct TeamContext {
  int league_rank, league_size, team_size;
  ScratchPool* scratch0;
  ScratchPool* scratch1;
  Block* block;
};

static_assert(std::is_trivially_copyable<ScratchPool>::value, "ScratchPool must be trivially copyable");
static_assert(std::is_trivially_copyable<ScratchRef>::value, "ScratchRef must be trivially copyable");

}  // namespace kt
