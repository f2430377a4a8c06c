// kt/containers/dual_view.hpp: kt::DualView (Kokkos::DualView, Kokkos_DualView.hpp) for the
// kokkos-translate runtime shim. Translated programs that use DualView include it after their
// target header. Contract: runtime-shim/API.md, "Containers".
//
// d_view lives in the DualView's memory space (the device's by default) and h_view is its host
// mirror: separate memory on every target for device memory, so sync_* is a real copy, as Kokkos
// on a GPU; one allocation for host-accessible memory (HostSpace, pinned, managed). The modified
// flags follow Kokkos 3.4 (a DualView whose two views share a memory space, e.g. of HostSpace,
// is never marked modified).
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif
#include <string>
#include <type_traits>
#include "common.hpp"

namespace kt {
namespace impl {

// What a kernel receives for a captured DualView (trivially copyable): both views as strided
// handles. Translated kernels name it kt::impl::DualViewHandle<DataType[, MemoryTraits]>.
template <class DataType, class... Traits>
struct DualViewHandle {
  using view_handle = typename View<DataType, LayoutStride, Traits...>::handle_type;
  view_handle d_view, h_view;
  KT_HD view_handle view_device() const { return d_view; }
  KT_HD view_handle view_host() const { return h_view; }
  template <class I> KT_HD std::size_t extent(const I& r) const { return d_view.extent(r); }
  template <class I> KT_HD int extent_int(const I& r) const { return static_cast<int>(d_view.extent(r)); }
  KT_HD std::size_t span() const { return d_view.span(); }
};
}  // namespace impl

template <class DataType, class Arg1Type = void, class Arg2Type = void, class Arg3Type = void>
class DualView {
 public:
  using t_dev = typename impl::view_without_void<DataType, impl::type_list<>, Arg1Type, Arg2Type, Arg3Type>::type;
  using t_host = typename t_dev::HostMirror;
  using traits = typename t_dev::traits;
  using data_type = typename t_dev::data_type;
  using value_type = typename t_dev::value_type;
  using const_data_type = typename t_dev::const_data_type;
  using non_const_data_type = typename t_dev::non_const_data_type;
  using const_value_type = typename t_dev::const_value_type;
  using non_const_value_type = typename t_dev::non_const_value_type;
  using scalar_array_type = typename t_dev::scalar_array_type;
  using const_scalar_array_type = typename t_dev::const_scalar_array_type;
  using non_const_scalar_array_type = typename t_dev::non_const_scalar_array_type;
  using array_layout = typename t_dev::array_layout;
  using memory_space = typename t_dev::memory_space;
  using execution_space = typename t_dev::execution_space;
  using device_type = typename t_dev::device_type;
  using memory_traits = typename t_dev::memory_traits;
  using size_type = std::size_t;
  // The host view's space: t_dev's own when the host can access it (HostSpace, pinned,
  // managed; then both views are one allocation, as Kokkos' create_mirror_view), else HostSpace.
  using host_mirror_space = Device<DefaultHostExecutionSpace, typename t_host::memory_space>;
  using t_dev_const = typename t_dev::const_type;
  using t_host_const = View<typename t_host::const_data_type, typename t_host::array_layout, typename t_host::memory_space>;
  using t_dev_um = View<data_type, array_layout, memory_space, MemoryUnmanaged>;
  using t_host_um = View<typename t_host::data_type, typename t_host::array_layout, typename t_host::memory_space, MemoryUnmanaged>;
  static constexpr std::size_t rank = t_dev::Rank;
  static constexpr std::size_t rank_dynamic = t_dev::traits::rank_dynamic;
  static constexpr bool is_hostspace = t_dev::is_hostspace;  // Kokkos' ViewTraits flags
  static constexpr bool is_managed = t_dev::is_managed;
  static constexpr bool is_random_access = t_dev::is_random_access;
  using specialize = void;
  // Which side a space names: the device view's memory space, or (for a host space) the host's.
  template <class Space> static constexpr bool is_device() {
    return std::is_same<typename impl::target_space<Space>::type, typename t_dev::memory_space>::value;
  }
  // One device (Kokkos' impl_dualview_is_single_device): host memory, pinned included. Managed
  // memory is one allocation too, but Kokkos keeps its flags (the device type differs).
  static constexpr bool impl_single = std::is_same<typename t_dev::memory_space, typename t_host::memory_space>::value &&
                                      impl::is_host_space<typename t_dev::memory_space>;
  using handle_type = std::conditional_t<
      (t_dev::traits::memory_traits_bits & Atomic) != 0,
      impl::DualViewHandle<data_type, MemoryTraits<Atomic>>, impl::DualViewHandle<data_type>>;

  t_dev d_view;
  t_host h_view;

  DualView() = default;
  template <class... N, std::enable_if_t<(std::is_convertible<N, std::size_t>::value && ...), int> = 0>
  DualView(const std::string& label, N... n)
      : d_view(label, n...), h_view(create_mirror_view(d_view)), flags_(new_flags()) {}
  template <class... N>
  DualView(const impl::ViewAllocProp& prop, N... n)
      : d_view(prop, n...), h_view(create_mirror_view(d_view)), flags_(new_flags()) {}
  DualView(const t_dev& d, const t_host& h) : d_view(d), h_view(h), flags_(new_flags()) {}

  operator handle_type() const { return handle_type{d_view, h_view}; }

  template <class Space>
  const std::conditional_t<is_device<Space>(), t_dev, t_host>& view() const {
    if constexpr (is_device<Space>()) return d_view;
    else return h_view;
  }
  t_host view_host() const { return h_view; }
  t_dev view_device() const { return d_view; }
  bool is_allocated() const { return d_view.is_allocated() && h_view.is_allocated(); }

  // Flags as Kokkos: [0] host modified, [1] device modified (modification counters).
  // modify<Space>() allocates them when the DualView has none yet (a default-constructed one),
  // as Kokkos 4 does; modify_host() / modify_device() then do nothing, as in Kokkos.
  template <class Space> void modify() {
    if (!impl_single && !flags_.data()) flags_ = new_flags();
    is_device<Space>() ? modify_device() : modify_host();
  }
  void modify_host() { mark(0); }
  void modify_device() { mark(1); }
  void clear_sync_state() {
    if (flags_.data()) flags_(0) = flags_(1) = 0;
  }
  template <class Space, class... E> void sync(const E&...) { is_device<Space>() ? sync_device() : sync_host(); }
  template <class E> void sync_host(const E&) { sync_host(); }
  void sync_host() {
    if (flags_.data() && flags_(1) > flags_(0)) {
      deep_copy(h_view, d_view);
      flags_(0) = flags_(1) = 0;
      if (Tools::impl::on()) Tools::syncDualView(h_view.label(), h_view.data(), false);
    }
  }
  template <class E> void sync_device(const E&) { sync_device(); }
  void sync_device() {
    if (flags_.data() && flags_(0) > flags_(1)) {
      deep_copy(d_view, h_view);
      flags_(0) = flags_(1) = 0;
      if (Tools::impl::on()) Tools::syncDualView(d_view.label(), d_view.data(), true);
    }
  }
  template <class Space> bool need_sync() const { return is_device<Space>() ? need_sync_device() : need_sync_host(); }
  bool need_sync_host() const { return flags_.data() && flags_(0) < flags_(1); }
  bool need_sync_device() const { return flags_.data() && flags_(1) < flags_(0); }

  template <class... N> void realloc(N... n) {
    kt::realloc(d_view, n...);
    h_view = create_mirror_view(d_view);
    if (!flags_.data()) flags_ = new_flags();
    else flags_(0) = flags_(1) = 0;
  }
  template <class... N> void resize(N... n) {
    if (!flags_.data()) flags_ = new_flags();
    if (flags_(1) >= flags_(0)) {  // resize on the device, a fresh mirror, device modified
      kt::resize(d_view, n...);
      h_view = create_mirror_view(d_view);
      flags_(1) = flags_(1) + 1;
    } else {  // resize on the host, a fresh device view, host modified
      kt::resize(h_view, n...);
      if constexpr (std::is_same<typename t_dev::memory_space, typename t_host::memory_space>::value) d_view = h_view;
      else kt::realloc(d_view, n...);
      flags_(0) = flags_(0) + 1;
    }
  }

  std::size_t span() const { return d_view.span(); }
  bool span_is_contiguous() const { return d_view.span_is_contiguous(); }
  template <class I> void stride(I* s) const { d_view.stride(s); }
  template <class I> std::size_t extent(const I& r) const { return d_view.extent(r); }
  template <class I> int extent_int(const I& r) const { return static_cast<int>(d_view.extent(r)); }

 private:
  using flags_type = View<unsigned int[2], LayoutLeft, HostSpace>;
  flags_type flags_;
  static flags_type new_flags() { return flags_type("DualView::modified_flags"); }
  void mark(int side) {
    if (impl_single || !flags_.data()) return;
    flags_(side) = (flags_(1) > flags_(0) ? flags_(1) : flags_(0)) + 1;
    if (!Tools::impl::on()) return;  // Kokkos reports the modification (the data pointer here: no header)
    if (side) Tools::modifyDualView(d_view.label(), d_view.data(), true);
    else Tools::modifyDualView(h_view.label(), h_view.data(), false);
  }
};

template <class D, class A1, class A2, class A3, class... N>
void resize(DualView<D, A1, A2, A3>& dv, N... n) { dv.resize(n...); }
template <class D, class A1, class A2, class A3, class... N>
void realloc(DualView<D, A1, A2, A3>& dv, N... n) { dv.realloc(n...); }
}  // namespace kt
