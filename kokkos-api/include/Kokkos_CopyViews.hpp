// kokkos-translate: what Kokkos 4.x's Kokkos_CopyViews.hpp adds to the 3.x deep_copy in
// Kokkos_Core.hpp: Experimental::local_deep_copy (a copy or fill inside a kernel, by a whole team
// or by one thread). Kokkos_Core.hpp includes this file. The runtime shim has no local_deep_copy,
// so a use is KT1006. See README.md.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_COPYVIEWS_HPP
#define KOKKOS_COPYVIEWS_HPP
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
namespace Kokkos {
namespace Experimental {
template <class TeamType, class DT, class... DP, class ST, class... SP,
          class = Kokkos::Impl::enable_if_team_member_t<TeamType>>
void local_deep_copy(const TeamType& team, const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class TeamType, class DT, class... DP, class = Kokkos::Impl::enable_if_team_member_t<TeamType>>
void local_deep_copy(const TeamType& team, const View<DT, DP...>& dst,
                     typename ViewTraits<DT, DP...>::const_value_type& value) {}
template <class DT, class... DP, class ST, class... SP>
void local_deep_copy(const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class DT, class... DP>
void local_deep_copy(const View<DT, DP...>& dst, typename ViewTraits<DT, DP...>::const_value_type& value) {}
template <class TeamType, class DT, class... DP, class ST, class... SP,
          class = Kokkos::Impl::enable_if_team_member_t<TeamType>>
void local_deep_copy_contiguous(const TeamType& team, const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class TeamType, class DT, class... DP, class = Kokkos::Impl::enable_if_team_member_t<TeamType>>
void local_deep_copy_contiguous(const TeamType& team, const View<DT, DP...>& dst,
                                typename ViewTraits<DT, DP...>::const_value_type& value) {}
template <class DT, class... DP, class ST, class... SP>
void local_deep_copy_contiguous(const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class DT, class... DP>
void local_deep_copy_contiguous(const View<DT, DP...>& dst, typename ViewTraits<DT, DP...>::const_value_type& value) {}
}  // namespace Experimental
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_COPYVIEWS_HPP
