// kokkos-translate: the View traits and Impl:: names of Kokkos 4.x that programs (and Kokkos' own
// tests) name, declaration only: is_always_assignable(_v), is_assignable, Impl::ViewMapping
// (its is_assignable), Impl::MemorySpaceAccess and Impl::SubviewLegalArgsCompileTime.
// Kokkos_Core.hpp includes this file. The runtime shim has them all
// (kt/core/view_assign.hpp, kt/core/space_access.hpp,
// kt/core/view_extents.hpp). See ../README.md.
#include "../Kokkos_Core.hpp"
#ifndef KOKKOS_VIEW_KOKKOS_VIEWMAPPING_HPP
#define KOKKOS_VIEW_KOKKOS_VIEWMAPPING_HPP
#include <type_traits>
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
namespace Kokkos {
namespace Impl {
// Whether Views in DstMemorySpace may be assigned from / read Views in SrcMemorySpace
// (AnonymousSpace: both ways, any space).
template <class DstMemorySpace, class SrcMemorySpace> struct MemorySpaceAccess {
  static constexpr bool assignable =
      std::is_same<typename DstMemorySpace::memory_space, typename SrcMemorySpace::memory_space>::value;
  static constexpr bool accessible = assignable;
  static constexpr bool deepcopy = assignable;
};
template <class Other> struct MemorySpaceAccess<Kokkos::AnonymousSpace, Other> {
  static constexpr bool assignable = true, accessible = true, deepcopy = true;
};
template <class Other> struct MemorySpaceAccess<Other, Kokkos::AnonymousSpace> {
  static constexpr bool assignable = true, accessible = true, deepcopy = true;
};
template <> struct MemorySpaceAccess<Kokkos::AnonymousSpace, Kokkos::AnonymousSpace> {
  static constexpr bool assignable = true, accessible = true, deepcopy = true;
};
// The View mapping between two View traits; here only its compile-time assignability: value
// type (const may be added), rank and static extents, layout (the same, a LayoutStride
// destination or source, or rank <= 1) and memory space.
template <class DstTraits, class SrcTraits = void, class Specialize = void> class ViewMapping {
 public:
  static constexpr bool is_assignable_data_type =
      DstTraits::rank == SrcTraits::rank &&
      (std::is_same<typename DstTraits::value_type, typename SrcTraits::value_type>::value ||
       std::is_same<typename DstTraits::value_type, typename SrcTraits::const_value_type>::value) &&
      extents_compatible<typename ParseViewExtents<typename DstTraits::data_type>::type,
                         typename ParseViewExtents<typename SrcTraits::data_type>::type>::value;
  static constexpr bool is_assignable =
      is_assignable_data_type &&
      (std::is_same<typename DstTraits::array_layout, typename SrcTraits::array_layout>::value ||
       std::is_same<typename DstTraits::array_layout, Kokkos::LayoutStride>::value ||
       std::is_same<typename SrcTraits::array_layout, Kokkos::LayoutStride>::value || DstTraits::rank <= 1) &&
      MemorySpaceAccess<typename DstTraits::memory_space, typename SrcTraits::memory_space>::assignable;
};
// subview's check of its argument kinds against the layouts (1: legal).
template <class DstLayout, class SrcLayout, int DstRank, int SrcRank, int CurrentArg, class... SubViewArgs>
struct SubviewLegalArgsCompileTime : std::integral_constant<int, 1> {};
}  // namespace Impl

template <class View1, class View2> struct is_always_assignable_impl;
template <class... ViewTDst, class... ViewTSrc>
struct is_always_assignable_impl<Kokkos::View<ViewTDst...>, Kokkos::View<ViewTSrc...>>
    : std::integral_constant<bool, Impl::ViewMapping<typename Kokkos::View<ViewTDst...>::traits,
                                                     typename Kokkos::View<ViewTSrc...>::traits>::is_assignable &&
                                       (Kokkos::View<ViewTDst...>::traits::rank_dynamic >=
                                        Kokkos::View<ViewTSrc...>::traits::rank_dynamic)> {};
template <class View1, class View2>
using is_always_assignable = is_always_assignable_impl<std::remove_reference_t<View1>, std::remove_const_t<std::remove_reference_t<View2>>>;
template <class T1, class T2> inline constexpr bool is_always_assignable_v = is_always_assignable<T1, T2>::value;
// Always assignable, or the mapping allows it and dst's static extents equal src's extents.
template <class... DstArgs, class... SrcArgs>
constexpr bool is_assignable(const Kokkos::View<DstArgs...>& dst, const Kokkos::View<SrcArgs...>& src) {
  return Impl::ViewMapping<typename Kokkos::View<DstArgs...>::traits,
                           typename Kokkos::View<SrcArgs...>::traits>::is_assignable;
}
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_VIEW_KOKKOS_VIEWMAPPING_HPP
