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
struct RawAllocation {
  std::size_t bytes;
  std::string label;
};
struct RawAllocations {  // pointer -> size in bytes and label, for kokkos_realloc and the events
  std::mutex m;
  std::map<void*, RawAllocation> of;
  static RawAllocations& get() {
    static RawAllocations r;
    return r;
  }
};
// As Kokkos' tracked allocations (SharedAllocationRecord): allocate_data with the label, the
// header fence of host-inaccessible memory; deallocate_data (after a fence, HostSpace) on free.
template <class Space> void* raw_allocate(const std::string& label, std::size_t n) {
  void* p = nullptr;
  if constexpr (space_allocator<Space>::own) p = space_allocator<Space>::allocate(n == 0 ? 1 : n);
  else if constexpr (is_host_space<Space>) p = ::operator new(n == 0 ? 1 : n);
  else p = backend::allocate(n == 0 ? 1 : n, label.c_str());
  {
    RawAllocations& r = RawAllocations::get();
    std::lock_guard<std::mutex> g(r.m);
    r.of[p] = RawAllocation{n, label};
  }
  if (Tools::impl::on()) {
    Tools::allocateData(Tools::make_space_handle(tools_space_name<Space>()), label, p, n);
    tools_header_fence<Space>();
  }
  return p;
}
inline RawAllocation raw_find(void* p) {
  RawAllocations& r = RawAllocations::get();
  std::lock_guard<std::mutex> g(r.m);
  auto it = r.of.find(p);
  return it == r.of.end() ? RawAllocation{0, ""} : it->second;
}
}  // namespace impl

template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(const std::string& label, std::size_t n) {
  return impl::raw_allocate<typename Space::memory_space>(label, n);
}
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(std::size_t n) {
  return impl::raw_allocate<typename Space::memory_space>("no-label", n);
}
template <class Space = DefaultExecutionSpace::memory_space> void kokkos_free(void* p) {
  if (!p) return;
  using M = typename Space::memory_space;
  if (Tools::impl::on()) {
    const impl::RawAllocation a = impl::raw_find(p);
    if (std::is_same<M, HostSpace>::value) Tools::impl::global_fence("HostSpace::impl_deallocate before free");
    Tools::deallocateData(Tools::make_space_handle(impl::tools_space_name<M>()), a.label, p, a.bytes);
  }
  impl::RawAllocations& r = impl::RawAllocations::get();
  {
    std::lock_guard<std::mutex> g(r.m);
    r.of.erase(p);
  }
  if constexpr (impl::space_allocator<M>::own) impl::space_allocator<M>::deallocate(p);
  else if constexpr (impl::is_host_space<M>) ::operator delete(p);
  else backend::deallocate(p);
}
// A new allocation with the old one's label (Kokkos' reallocate_tracked), the common bytes
// copied, then the old one freed.
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_realloc(void* p, std::size_t n) {
  using M = typename Space::memory_space;
  const impl::RawAllocation old = p ? impl::raw_find(p) : impl::RawAllocation{0, "no-label"};
  void* q = impl::raw_allocate<M>(old.label, n);
  if (p) {
    std::size_t k = old.bytes < n ? old.bytes : n;
    if (impl::is_host_space<M>) backend::memcpy_h2h(q, p, k);
    else backend::memcpy_d2d(q, p, k);
    if (Tools::impl::on())
      Tools::impl::global_fence(std::string("SharedAllocationRecord<") + impl::tools_space_name<M>() +
                                ", void>::reallocate_tracked(): fence after copying data");
    kokkos_free<Space>(p);
  }
  return q;
}
}  // namespace kt
