// kokkos-translate: what Kokkos 4.x's execution-policy headers (Kokkos_ExecPolicy.hpp,
// Kokkos_Concepts.hpp, traits/) add to the 3.x policies in Kokkos_Core.hpp, declaration only:
// Experimental::WorkItemProperty (a policy property: Impl::PolicyTraits files it as
// work_item_property, not as the work tag) and Experimental::require, and the nested MD ranges
// TeamThreadMDRange, ThreadVectorMDRange, TeamVectorMDRange with their nested parallel_for and
// parallel_reduce. Kokkos_Core.hpp includes this file. None of these names is in the runtime
// shim, so a use is KT1006. See README.md.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_EXECPOLICY_HPP
#define KOKKOS_EXECPOLICY_HPP
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
namespace Kokkos {
namespace Experimental {
struct WorkItemProperty {
  template <unsigned long Property> struct ImplWorkItemProperty {
    static const unsigned value = Property;
    using work_item_property = ImplWorkItemProperty<Property>;
  };
  static constexpr const ImplWorkItemProperty<0> None{};
  static constexpr const ImplWorkItemProperty<1> HintLightWeight{};
  static constexpr const ImplWorkItemProperty<2> HintHeavyWeight{};
  static constexpr const ImplWorkItemProperty<4> HintRegular{};
  static constexpr const ImplWorkItemProperty<8> HintIrregular{};
  static constexpr const ImplWorkItemProperty<16> ImplForceGlobalLaunch{};
  using None_t = ImplWorkItemProperty<0>;
  using HintLightWeight_t = ImplWorkItemProperty<1>;
  using HintHeavyWeight_t = ImplWorkItemProperty<2>;
  using HintRegular_t = ImplWorkItemProperty<4>;
  using HintIrregular_t = ImplWorkItemProperty<8>;
  using ImplForceGlobalLaunch_t = ImplWorkItemProperty<16>;
};
template <unsigned long A, unsigned long B>
constexpr WorkItemProperty::ImplWorkItemProperty<A | B> operator|(WorkItemProperty::ImplWorkItemProperty<A>,
                                                                  WorkItemProperty::ImplWorkItemProperty<B>) {
  return {};
}
template <unsigned long A, unsigned long B>
constexpr WorkItemProperty::ImplWorkItemProperty<A & B> operator&(WorkItemProperty::ImplWorkItemProperty<A>,
                                                                  WorkItemProperty::ImplWorkItemProperty<B>) {
  return {};
}
template <unsigned long A, unsigned long B>
constexpr bool operator==(WorkItemProperty::ImplWorkItemProperty<A>, WorkItemProperty::ImplWorkItemProperty<B>) {
  return A == B;
}
template <class T> using is_work_item_property = Kokkos::Impl::is_work_item_property<T>;
// The policy with the property added (RangePolicy<P...> -> RangePolicy<P..., property>).
template <template <class...> class Policy, class... Props, unsigned long Property,
          class = std::enable_if_t<is_execution_policy<Policy<Props...>>::value>>
Policy<Props..., WorkItemProperty::ImplWorkItemProperty<Property>> require(
    const Policy<Props...>& p, WorkItemProperty::ImplWorkItemProperty<Property>) { return {}; }
}  // namespace Experimental

// Nested MD ranges (Kokkos 4.0): TeamThreadMDRange<Rank<N, Outer, Inner>, TeamHandle>(team, n0, ...),
// or deduced with Rank<sizeof...(extents)>.
#define KOKKOS_IMPL_NESTED_MD_RANGE(NAME)                                                            \
  template <typename Rank, typename TeamHandle> struct NAME;                                         \
  template <unsigned N, Iterate OuterDir, Iterate InnerDir, typename TeamHandle>                     \
  struct NAME<Rank<N, OuterDir, InnerDir>, TeamHandle> {                                            \
    static constexpr int rank = N;                                                                  \
    static constexpr Iterate outer_direction = OuterDir, inner_direction = InnerDir;                \
    using index_type = int;                                                                          \
    template <class... Args, class = std::enable_if_t<sizeof...(Args) == N>>                        \
    NAME(TeamHandle const& team_, Args&&... args) : team(team_) {}                                  \
    TeamHandle const& team;                                                                         \
    index_type boundaries[N];                                                                        \
  };                                                                                                 \
  template <typename TeamHandle, typename... Args>                                                   \
  NAME(TeamHandle const&, Args&&...)->NAME<Rank<sizeof...(Args), Iterate::Default>, TeamHandle>;   \
  template <typename Rank, typename TeamHandle, typename Lambda>                                     \
  void parallel_for(NAME<Rank, TeamHandle> const& policy, Lambda const& lambda) {}                  \
  template <typename Rank, typename TeamHandle, typename Lambda, typename... Results>                \
  void parallel_reduce(NAME<Rank, TeamHandle> const& policy, Lambda const& lambda, Results&&... r) {}
KOKKOS_IMPL_NESTED_MD_RANGE(TeamThreadMDRange)
KOKKOS_IMPL_NESTED_MD_RANGE(ThreadVectorMDRange)
KOKKOS_IMPL_NESTED_MD_RANGE(TeamVectorMDRange)
#undef KOKKOS_IMPL_NESTED_MD_RANGE
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_EXECPOLICY_HPP
