// kt/core/space_access.hpp: Kokkos::AnonymousSpace and Kokkos::Impl::MemorySpaceAccess<Dst, Src>
// (may a View of memory in Src be assigned to a View marked Dst; may Dst's execution space
// reach Src's memory; may deep_copy copy between them), with Kokkos 4.6's answers for the spaces
// each target has: HostSpace, DeviceSpace (CudaSpace, HIPSpace, OpenACCSpace,
// OpenMPTargetSpace), pinned host memory (derived from HostSpace), managed memory (derived from
// DeviceSpace) and team scratch (kt/core/tags.hpp, kt/gpu/spaces.hpp, kt/openacc.hpp,
// kt/openmp/spaces.hpp).
#pragma once
#include <type_traits>
#include "tags.hpp"

namespace kt {

// Memory of any space: a View in AnonymousSpace is assigned from a View of any space, and
// assigns to one (as Kokkos); it never allocates.
struct AnonymousSpace {
  using memory_space = AnonymousSpace;
  using execution_space = DefaultExecutionSpace;
  using device_type = Device<execution_space, memory_space>;
  using size_type = std::size_t;
  static constexpr const char* name() { return "Anonymous"; }
};

namespace impl {
template <class M> constexpr bool is_anonymous_space = std::is_same<M, AnonymousSpace>::value;
// What the host reaches: host memory (pinned included) and managed memory.
template <class M> constexpr bool host_reaches = is_host_space<M> || is_managed_space<M>::value;
// What kernels reach: device memory (managed included), pinned host memory and team scratch.
template <class M>
constexpr bool device_reaches = std::is_base_of<DeviceSpace, M>::value ||
                                (is_host_space<M> && !std::is_same<M, HostSpace>::value) ||
                                std::is_same<M, ScratchSpace>::value;
// A space derived from HostSpace (pinned) or DeviceSpace (managed) assigns to its base: Kokkos'
// HostSpace takes CudaHostPinnedSpace Views, CudaSpace takes CudaUVMSpace Views.
template <class Dst, class Src>
constexpr bool assigns_to_base = (std::is_same<Dst, HostSpace>::value || std::is_same<Dst, DeviceSpace>::value) &&
                                 std::is_base_of<Dst, Src>::value;
}  // namespace impl

namespace Impl {
template <class Dst, class Src> struct MemorySpaceAccess {
  static_assert(std::is_same<typename Dst::memory_space, Dst>::value &&
                    std::is_same<typename Src::memory_space, Src>::value,
                "kt::Impl::MemorySpaceAccess: template arguments must be memory spaces");

 private:
  static constexpr bool same = std::is_same<Dst, Src>::value || impl::is_anonymous_space<Dst> ||
                               impl::is_anonymous_space<Src>;
  static constexpr bool scratch = std::is_same<Dst, ScratchSpace>::value || std::is_same<Src, ScratchSpace>::value;

 public:
  static constexpr bool assignable = same || impl::assigns_to_base<Dst, Src>;
  static constexpr bool accessible =
      same || (impl::is_host_space<Dst> ? impl::host_reaches<Src> : impl::device_reaches<Src>);
  static constexpr bool deepcopy = same || !scratch;
};
}  // namespace Impl

}  // namespace kt
