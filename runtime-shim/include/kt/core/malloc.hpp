// kt/core/malloc.hpp: kt::kokkos_malloc / kokkos_realloc / kokkos_free (Kokkos_Core.hpp's raw
// allocations). The memory space (default: the device's) chooses the allocator; device
// pointers may be captured by kernels. Sizes are kept per pointer so kokkos_realloc can copy.
#pragma once
#include <cstddef>
#include <map>
#include <mutex>
#include <string>

namespace kt {
namespace impl {
struct RawAllocations {  // pointer -> size in bytes, for kokkos_realloc
  std::mutex m;
  std::map<void*, std::size_t> bytes;
  static RawAllocations& get() {
    static RawAllocations r;
    return r;
  }
};
template <class Space> void* raw_allocate(const char* label, std::size_t n) {
  void* p = nullptr;
  if constexpr (space_allocator<Space>::own) p = space_allocator<Space>::allocate(n == 0 ? 1 : n);
  else if constexpr (is_host_space<Space>) p = ::operator new(n == 0 ? 1 : n);
  else p = backend::allocate(n == 0 ? 1 : n, label);
  RawAllocations& r = RawAllocations::get();
  std::lock_guard<std::mutex> g(r.m);
  r.bytes[p] = n;
  return p;
}
}  // namespace impl

template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(const std::string& label, std::size_t n) {
  return impl::raw_allocate<typename Space::memory_space>(label.c_str(), n);
}
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(std::size_t n) {
  return impl::raw_allocate<typename Space::memory_space>("kokkos_malloc", n);
}
template <class Space = DefaultExecutionSpace::memory_space> void kokkos_free(void* p) {
  if (!p) return;
  impl::RawAllocations& r = impl::RawAllocations::get();
  {
    std::lock_guard<std::mutex> g(r.m);
    r.bytes.erase(p);
  }
  using M = typename Space::memory_space;
  if constexpr (impl::space_allocator<M>::own) impl::space_allocator<M>::deallocate(p);
  else if constexpr (impl::is_host_space<M>) ::operator delete(p);
  else backend::deallocate(p);
}
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_realloc(void* p, std::size_t n) {
  using M = typename Space::memory_space;
  void* q = impl::raw_allocate<M>("kokkos_realloc", n);
  if (p) {
    std::size_t old = 0;
    {
      impl::RawAllocations& r = impl::RawAllocations::get();
      std::lock_guard<std::mutex> g(r.m);
      auto it = r.bytes.find(p);
      old = it == r.bytes.end() ? 0 : it->second;
    }
    std::size_t k = old < n ? old : n;
    if (impl::is_host_space<M>) backend::memcpy_h2h(q, p, k);
    else backend::memcpy_d2d(q, p, k);
    kokkos_free<Space>(p);
  }
  return q;
}
}  // namespace kt
