// kt/containers/scatter_view.hpp: kt::ScatterView (Kokkos::Experimental::ScatterView,
// Kokkos_ScatterView.hpp) for the kokkos-translate runtime shim. Translated programs that use
// ScatterView include it after their target header. Contract: runtime-shim/API.md, "Containers".
//
// Every contribution is one atomic update of the ScatterView's internal view, whatever the
// Duplication/Contribution arguments ask for (Kokkos on GPUs: atomic, not duplicated). The
// internal view is the original View for ScatterNonDuplicated (the default; contributions land
// in it at once and reset() resets it, as in Kokkos) and a separate copy for
// ScatterDuplicated (contribute() combines it into the destination).
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif
#include <string>
#include <type_traits>

namespace kt {
struct ScatterSum {};
struct ScatterProd {};
struct ScatterMax {};
struct ScatterMin {};
struct ScatterNonDuplicated {};
struct ScatterDuplicated {};
struct ScatterNonAtomic {};
struct ScatterAtomic {};

namespace impl {
// One element of an access: the scatter operation's updates, each one atomic.
template <class T, class Op> struct ScatterValue {
  T* ptr;
  KT_HD void operator+=(id_t<T> v) const { atomic_add(ptr, v); }
  KT_HD void operator-=(id_t<T> v) const { atomic_sub(ptr, v); }
  KT_HD void operator++() const { atomic_add(ptr, T(1)); }
  KT_HD void operator--() const { atomic_sub(ptr, T(1)); }
  KT_HD void operator++(int) const { atomic_add(ptr, T(1)); }
  KT_HD void operator--(int) const { atomic_sub(ptr, T(1)); }
  KT_HD void operator*=(id_t<T> v) const { atomic_mul(ptr, v); }
  KT_HD void operator/=(id_t<T> v) const { atomic_div(ptr, v); }
  KT_HD void update(id_t<T> v) const {
    if constexpr (std::is_same<Op, ScatterProd>::value) atomic_mul(ptr, v);
    else if constexpr (std::is_same<Op, ScatterMin>::value) atomic_min(ptr, v);
    else if constexpr (std::is_same<Op, ScatterMax>::value) atomic_max(ptr, v);
    else atomic_add(ptr, v);
  }
};
template <class H, class Op> struct ScatterAccess {
  H view;
  using value_type = std::remove_const_t<typename H::value_type>;
  template <class... I> KT_HD ScatterValue<value_type, Op> operator()(I... i) const { return {&view(i...)}; }
  template <class I> KT_HD ScatterValue<value_type, Op> operator[](I i) const { return {&view(i)}; }
};
// What a kernel receives for a captured ScatterView (trivially copyable). Translated kernels
// name it kt::impl::ScatterHandle<DataType, Op>.
template <class DataType, class Op> struct ScatterHandle {
  using view_handle = typename View<DataType, LayoutStride>::handle_type;
  view_handle internal;
  KT_HD ScatterAccess<view_handle, Op> access() const { return {internal}; }
  template <class I> KT_HD std::size_t extent(const I& r) const { return internal.extent(r); }
};
template <class T, class Op> T scatter_identity() {
  if constexpr (std::is_same<Op, ScatterProd>::value) return reduction_identity<T>::prod();
  else if constexpr (std::is_same<Op, ScatterMin>::value) return reduction_identity<T>::min();
  else if constexpr (std::is_same<Op, ScatterMax>::value) return reduction_identity<T>::max();
  else return reduction_identity<T>::sum();
}
template <class T, class Op> void scatter_join(T& dst, const T& src) {
  if constexpr (std::is_same<Op, ScatterProd>::value) dst *= src;
  else if constexpr (std::is_same<Op, ScatterMin>::value) dst = src < dst ? src : dst;
  else if constexpr (std::is_same<Op, ScatterMax>::value) dst = dst < src ? src : dst;
  else dst += src;
}
}  // namespace impl

template <class DataType, class Layout = DefaultExecutionSpace::array_layout,
          class DeviceType = DefaultExecutionSpace, class Op = ScatterSum,
          class Duplication = ScatterNonDuplicated, class Contribution = ScatterAtomic>
class ScatterView {
 public:
  using memory_space = typename impl::target_space<DeviceType>::type;
  using execution_space = typename memory_space::execution_space;
  using device_type = Device<execution_space, memory_space>;
  using original_view_type = View<DataType, Layout, memory_space>;
  using original_value_type = typename original_view_type::value_type;
  using original_reference_type = typename original_view_type::reference_type;
  using handle_type = impl::ScatterHandle<DataType, Op>;
  static constexpr bool duplicated = std::is_same<Duplication, ScatterDuplicated>::value;

  ScatterView() = default;
  template <class RT, class... RP>
  ScatterView(const View<RT, RP...>& original) {
    if constexpr (!duplicated) {
      internal_ = original;
    } else {
      std::size_t ext[original_view_type::Rank + 1] = {};
      for (std::size_t r = 0; r != original_view_type::Rank; ++r) ext[r] = original.extent(r);
      internal_ = make(original.label() + "_scatter", ext, std::make_index_sequence<original_view_type::Rank>());
      reset();
    }
  }
  operator handle_type() const { return handle_type{internal_}; }
  impl::ScatterAccess<typename handle_type::view_handle, Op> access() const { return {internal_}; }
  original_view_type subview() const { return internal_; }
  bool is_allocated() const { return internal_.is_allocated(); }
  template <class I> std::size_t extent(const I& r) const { return internal_.extent(r); }

  template <class DT, class... RP> void contribute_into(const View<DT, RP...>& dest) const {
    if (static_cast<const void*>(dest.data()) == static_cast<const void*>(internal_.data())) return;
    auto hi = create_mirror_view_and_copy(HostSpace(), internal_);
    auto hd = create_mirror_view_and_copy(HostSpace(), dest);
    std::size_t ext[original_view_type::Rank + 1] = {};
    for (std::size_t r = 0; r != original_view_type::Rank; ++r) ext[r] = internal_.extent(r);
    impl::for_each_index<original_view_type::Rank>(ext, [&](const std::size_t* i) {
      impl::scatter_join<original_value_type, Op>(hd.impl_ref(i), hi.impl_ref(i));
    });
    if constexpr (!std::is_same<typename View<DT, RP...>::memory_space, HostSpace>::value) impl::copy_views(dest, hd);
  }
  template <class E, class DT, class... RP> void contribute_into(const E&, const View<DT, RP...>& dest) const {
    contribute_into(dest);
  }
  template <class... E> void reset(const E&...) {
    deep_copy(internal_, impl::scatter_identity<original_value_type, Op>());
  }
  template <class DT, class... RP> void reset_except(const View<DT, RP...>& v) {
    if (static_cast<const void*>(v.data()) != static_cast<const void*>(internal_.data())) reset();
  }
  template <class E, class DT, class... RP> void reset_except(const E&, const View<DT, RP...>& v) { reset_except(v); }
  template <class... N> void resize(N... n) { kt::resize(internal_, n...); }
  template <class... N> void realloc(N... n) { kt::realloc(internal_, n...); }

 private:
  template <std::size_t... R>
  static original_view_type make(const std::string& label, const std::size_t* ext, std::index_sequence<R...>) {
    return original_view_type(label, ext[R]...);
  }
  original_view_type internal_;
};

template <class Op = ScatterSum, class Duplication = ScatterNonDuplicated, class Contribution = ScatterAtomic,
          class RT, class... RP>
ScatterView<RT, typename View<RT, RP...>::array_layout, typename View<RT, RP...>::memory_space, Op,
            Duplication, Contribution>
create_scatter_view(const View<RT, RP...>& v) { return v; }
template <class Op, class RT, class... RP>
ScatterView<RT, typename View<RT, RP...>::array_layout, typename View<RT, RP...>::memory_space, Op>
create_scatter_view(Op, const View<RT, RP...>& v) { return v; }
template <class Op, class Duplication, class Contribution, class RT, class... RP>
ScatterView<RT, typename View<RT, RP...>::array_layout, typename View<RT, RP...>::memory_space, Op,
            Duplication, Contribution>
create_scatter_view(Op, Duplication, Contribution, const View<RT, RP...>& v) { return v; }

template <class DT1, class... VP, class DT2, class LY, class ES, class OP, class DP, class CT>
void contribute(const View<DT1, VP...>& dest, const ScatterView<DT2, LY, ES, OP, DP, CT>& src) {
  src.contribute_into(dest);
}
template <class E, class DT1, class... VP, class DT2, class LY, class ES, class OP, class DP, class CT>
void contribute(const E&, const View<DT1, VP...>& dest, const ScatterView<DT2, LY, ES, OP, DP, CT>& src) {
  src.contribute_into(dest);
}
template <class DT, class LY, class ES, class OP, class DP, class CT, class... N>
void resize(ScatterView<DT, LY, ES, OP, DP, CT>& sv, N... n) { sv.resize(n...); }
template <class DT, class LY, class ES, class OP, class DP, class CT, class... N>
void realloc(ScatterView<DT, LY, ES, OP, DP, CT>& sv, N... n) { sv.realloc(n...); }
}  // namespace kt
