// Kokkos_ScatterView.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::Experimental::ScatterView as in Kokkos 3.4 (same template parameters and names).
#pragma once
#include "Kokkos_Core.hpp"
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {
namespace Experimental {
struct ScatterSum {}; struct ScatterProd {}; struct ScatterMax {}; struct ScatterMin {};
struct ScatterNonDuplicated {}; struct ScatterDuplicated {};
struct ScatterNonAtomic {}; struct ScatterAtomic {};
}  // namespace Experimental
namespace Impl { namespace Experimental {
template <class ExecSpace> struct DefaultDuplication { using type = Kokkos::Experimental::ScatterNonDuplicated; };
template <class ExecSpace, class Duplication> struct DefaultContribution {
  using type = Kokkos::Experimental::ScatterNonAtomic;
};
// The element of an access: the update operators of the scatter operation.
template <class ValueType, class Op> struct ScatterValue {
  ValueType& value;
  void operator+=(ValueType const& rhs) {} void operator-=(ValueType const& rhs) {}
  void operator++() {} void operator--() {} void operator++(int) {} void operator--(int) {}
  void operator*=(ValueType const& rhs) {} void operator/=(ValueType const& rhs) {}
  void update(ValueType const& rhs) {} void reset() {}
};
}}  // namespace Impl::Experimental
namespace Experimental {
template <typename DataType, typename Layout = Kokkos::DefaultExecutionSpace::array_layout,
          typename DeviceType = Kokkos::DefaultExecutionSpace, typename Op = ScatterSum,
          typename Duplication = typename Kokkos::Impl::Experimental::DefaultDuplication<
              typename DeviceType::execution_space>::type,
          typename Contribution = typename Kokkos::Impl::Experimental::DefaultContribution<
              typename DeviceType::execution_space, Duplication>::type>
class ScatterView;

template <typename DataType, typename Op, typename DeviceType, typename Layout,
          typename Duplication, typename Contribution, typename OverrideContribution>
class ScatterAccess {
  using value_type = typename ViewTraits<DataType>::non_const_value_type;
  value_type* m_ptr;

 public:
  template <typename... Args>
  Kokkos::Impl::Experimental::ScatterValue<value_type, Op> operator()(Args... args) const { return {*m_ptr}; }
  template <typename Arg>
  Kokkos::Impl::Experimental::ScatterValue<value_type, Op> operator[](Arg arg) const { return {*m_ptr}; }
};

template <typename DataType, typename Layout, typename DeviceType, typename Op,
          typename Duplication, typename Contribution>
class ScatterView {
 public:
  using execution_space = typename DeviceType::execution_space;
  using memory_space = typename DeviceType::memory_space;
  using device_type = Kokkos::Device<execution_space, memory_space>;
  using original_view_type = Kokkos::View<DataType, Layout, device_type>;
  using original_value_type = typename original_view_type::value_type;
  using original_reference_type = typename original_view_type::reference_type;
  template <typename OverrideContribution = Contribution>
  using access_type = ScatterAccess<DataType, Op, DeviceType, Layout, Duplication, Contribution,
                                    OverrideContribution>;

  ScatterView() = default;
  template <typename RT, typename... RP>
  ScatterView(View<RT, RP...> const& original_view) {}
  template <typename RT, typename... RP, typename... Dims>
  ScatterView(std::string const& name, Dims... dims) {}

  template <typename OverrideContribution = Contribution>
  access_type<OverrideContribution> access() const { return {}; }
  original_view_type subview() const { return {}; }
  constexpr bool is_allocated() const { return true; }
  template <typename DT, typename... RP> void contribute_into(View<DT, RP...> const& dest) const {}
  template <typename DT, typename... RP>
  void contribute_into(execution_space const& exec_space, View<DT, RP...> const& dest) const {}
  void reset(execution_space const& exec_space = execution_space()) {}
  template <typename DT, typename... RP> void reset_except(View<DT, RP...> const& view) {}
  void resize(const std::size_t n0 = 0, const std::size_t n1 = 0, const std::size_t n2 = 0,
              const std::size_t n3 = 0, const std::size_t n4 = 0, const std::size_t n5 = 0,
              const std::size_t n6 = 0, const std::size_t n7 = 0) {}
  void realloc(const std::size_t n0 = 0, const std::size_t n1 = 0, const std::size_t n2 = 0,
               const std::size_t n3 = 0, const std::size_t n4 = 0, const std::size_t n5 = 0,
               const std::size_t n6 = 0, const std::size_t n7 = 0) {}
  template <typename iType> std::size_t extent(const iType& r) const { return 0; }
};

template <typename Op = ScatterSum, typename Duplication = void, typename Contribution = void,
          typename RT, typename... RP>
ScatterView<RT, typename ViewTraits<RT, RP...>::array_layout, typename ViewTraits<RT, RP...>::device_type, Op,
            std::conditional_t<std::is_same<Duplication, void>::value,
                               typename Kokkos::Impl::Experimental::DefaultDuplication<
                                   typename ViewTraits<RT, RP...>::execution_space>::type,
                               Duplication>,
            std::conditional_t<std::is_same<Contribution, void>::value,
                               typename Kokkos::Impl::Experimental::DefaultContribution<
                                   typename ViewTraits<RT, RP...>::execution_space, void>::type,
                               Contribution>>
create_scatter_view(View<RT, RP...> const& original_view) { return {}; }
template <typename Op, typename RT, typename... RP>
ScatterView<RT, typename ViewTraits<RT, RP...>::array_layout, typename ViewTraits<RT, RP...>::device_type, Op,
            typename Kokkos::Impl::Experimental::DefaultDuplication<
                typename ViewTraits<RT, RP...>::execution_space>::type,
            typename Kokkos::Impl::Experimental::DefaultContribution<
                typename ViewTraits<RT, RP...>::execution_space, void>::type>
create_scatter_view(Op, View<RT, RP...> const& original_view) { return {}; }
template <typename Op, typename Duplication, typename Contribution, typename RT, typename... RP>
ScatterView<RT, typename ViewTraits<RT, RP...>::array_layout, typename ViewTraits<RT, RP...>::device_type, Op,
            Duplication, Contribution>
create_scatter_view(Op, Duplication, Contribution, View<RT, RP...> const& original_view) { return {}; }

template <typename DT1, typename DT2, typename LY, typename ES, typename OP, typename CT,
          typename DP, typename... VP>
void contribute(typename ES::execution_space const& exec_space, View<DT1, VP...>& dest,
                Kokkos::Experimental::ScatterView<DT2, LY, ES, OP, CT, DP> const& src) {}
template <typename DT1, typename DT2, typename LY, typename ES, typename OP, typename CT,
          typename DP, typename... VP>
void contribute(View<DT1, VP...>& dest,
                Kokkos::Experimental::ScatterView<DT2, LY, ES, OP, CT, DP> const& src) {}
}  // namespace Experimental

template <typename DT, typename LY, typename ES, typename OP, typename CT, typename DP, typename... IS>
void realloc(Kokkos::Experimental::ScatterView<DT, LY, ES, OP, CT, DP>& scatter_view, IS... is) {}
template <typename DT, typename LY, typename ES, typename OP, typename CT, typename DP, typename... IS>
void resize(Kokkos::Experimental::ScatterView<DT, LY, ES, OP, CT, DP>& scatter_view, IS... is) {}
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
