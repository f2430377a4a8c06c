// kt/core/view_assign.hpp: whether one View type assigns to another, as Kokkos 4.6 answers it:
// Impl::ViewMapping<DstTraits, SrcTraits, Specialize>::is_assignable (and
// is_assignable_data_type), is_always_assignable(_v) and is_assignable(dst, src), which also
// compares the destination's static extents with the source's run-time ones.
#pragma once
#include <type_traits>
#include "space_access.hpp"
#include "view.hpp"

namespace kt {
namespace Impl {
// DstTraits, SrcTraits: View<...>::traits. The value type may only gain const; the ranks match
// and static extents agree; a LayoutLeft/LayoutRight source goes to the same layout, to
// LayoutStride or to any layout at rank 0 and 1 (a LayoutStride source to any layout, checked
// when assigned); the source's memory space assigns to the destination's.
template <class DstTraits, class SrcTraits, class Specialize = void> struct ViewMapping {
 private:
  using DV = typename DstTraits::value_type;
  using SV = typename SrcTraits::value_type;
  using DL = typename DstTraits::array_layout;
  using SL = typename SrcTraits::array_layout;
  static constexpr bool value_ok = std::is_same<DV, SV>::value || std::is_same<DV, std::add_const_t<SV>>::value;
  static constexpr bool dims_ok = impl::static_extents_agree<DstTraits, SrcTraits>();
  static constexpr bool layout_ok = std::is_same<DL, SL>::value || impl::is_stride_v<DL> || impl::is_stride_v<SL> ||
                                    DstTraits::rank <= 1;
  static constexpr bool space_ok =
      MemorySpaceAccess<typename DstTraits::memory_space, typename SrcTraits::memory_space>::assignable;

 public:
  static constexpr bool is_assignable_data_type = value_ok && dims_ok;
  static constexpr bool is_assignable = value_ok && dims_ok && layout_ok && space_ok;
};
}  // namespace Impl

namespace impl {
template <class Dst, class Src> struct always_assignable : std::false_type {};
// Assignable whatever the extents: the mapping allows it and every run-time extent of the
// source is a run-time extent of the destination.
template <class DT, class... DP, class ST, class... SP>
struct always_assignable<View<DT, DP...>, View<ST, SP...>>
    : std::bool_constant<Impl::ViewMapping<typename View<DT, DP...>::traits, typename View<ST, SP...>::traits>::is_assignable &&
                         (View<DT, DP...>::traits::rank_dynamic >= View<ST, SP...>::traits::rank_dynamic)> {};
}  // namespace impl

template <class Dst, class Src>
using is_always_assignable = impl::always_assignable<std::remove_reference_t<Dst>, std::remove_const_t<std::remove_reference_t<Src>>>;
template <class Dst, class Src> inline constexpr bool is_always_assignable_v = is_always_assignable<Dst, Src>::value;

// Whether src assigns to dst: always, or the mapping allows it and each static extent of dst
// equals src's extent there.
template <class DT, class... DP, class ST, class... SP>
KT_HD constexpr bool is_assignable(const View<DT, DP...>& dst, const View<ST, SP...>& src) {
  using D = View<DT, DP...>;
  using S = View<ST, SP...>;
  if constexpr (is_always_assignable_v<D, S>) {
    return true;
  } else if constexpr (!Impl::ViewMapping<typename D::traits, typename S::traits>::is_assignable) {
    return false;
  } else {
    for (std::size_t r = D::traits::rank_dynamic; r != D::traits::rank; ++r)
      if (dst.static_extent(unsigned(r)) != src.extent(r)) return false;
    return true;
  }
}

}  // namespace kt
