// Kokkos_DualView.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::DualView as in Kokkos 3.4 / 4.x (same template parameters and member names).
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
template <class DataType, class Arg1Type = void, class Arg2Type = void, class Arg3Type = void>
class DualView : public ViewTraits<DataType, Arg1Type, Arg2Type, Arg3Type> {
 public:
  using traits = ViewTraits<DataType, Arg1Type, Arg2Type, Arg3Type>;
  using host_mirror_space = typename traits::host_mirror_space;
  using t_dev = View<typename traits::data_type, Arg1Type, Arg2Type, Arg3Type>;
  using t_host = typename t_dev::HostMirror;
  using t_dev_const = View<typename traits::const_data_type, Arg1Type, Arg2Type, Arg3Type>;
  using t_host_const = typename t_dev_const::HostMirror;
  using t_dev_um = View<typename traits::data_type, typename traits::array_layout,
                        typename traits::device_type, MemoryUnmanaged>;
  using t_host_um = View<typename t_host::data_type, typename t_host::array_layout,
                         typename t_host::device_type, MemoryUnmanaged>;

  t_dev d_view;
  t_host h_view;

  DualView() = default;
  DualView(const std::string& label, const std::size_t n0 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n1 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n2 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n3 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n4 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n5 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n6 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n7 = KOKKOS_IMPL_CTOR_DEFAULT_ARG) {}
  template <class... P>
  DualView(const Impl::ViewCtorProp<P...>& arg_prop,
           const std::size_t n0 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n1 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n2 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n3 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n4 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n5 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n6 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
           const std::size_t n7 = KOKKOS_IMPL_CTOR_DEFAULT_ARG) {}
  template <class SS, class LS, class DS, class MS>
  DualView(const DualView<SS, LS, DS, MS>& src) {}
  DualView(const t_dev& d_view_, const t_host& h_view_) {}

  template <class Device>
  const std::conditional_t<std::is_same<typename t_dev::memory_space,
                                        typename Device::memory_space>::value, t_dev, t_host>&
  view() const { return d_view; }
  t_host view_host() const { return h_view; }
  t_dev view_device() const { return d_view; }
  constexpr bool is_allocated() const { return true; }

  template <class Device> void sync(const int& = 0) {}
  template <class Device, class ExecutionSpace> void sync(const ExecutionSpace& exec, const int& = 0) {}
  void sync_host() {}
  template <class ExecSpace> void sync_host(const ExecSpace& exec) {}
  void sync_device() {}
  template <class ExecSpace> void sync_device(const ExecSpace& exec) {}
  template <class Device> bool need_sync() const { return false; }
  bool need_sync_host() const { return false; }
  bool need_sync_device() const { return false; }
  template <class Device> void modify() {}
  void modify_host() {}
  void modify_device() {}
  void clear_sync_state() {}

  void realloc(const std::size_t n0 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n1 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n2 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n3 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n4 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n5 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n6 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
               const std::size_t n7 = KOKKOS_IMPL_CTOR_DEFAULT_ARG) {}
  void resize(const std::size_t n0 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n1 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n2 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n3 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n4 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n5 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n6 = KOKKOS_IMPL_CTOR_DEFAULT_ARG,
              const std::size_t n7 = KOKKOS_IMPL_CTOR_DEFAULT_ARG) {}

  std::size_t span() const { return 0; }
  bool span_is_contiguous() const { return true; }
  template <typename iType> void stride(iType* stride_) const {}
  template <typename iType>
  std::enable_if_t<std::is_integral<iType>::value, std::size_t> extent(const iType& r) const { return 0; }
  template <typename iType>
  std::enable_if_t<std::is_integral<iType>::value, int> extent_int(const iType& r) const { return 0; }
};

template <class... Properties, class... Args> void resize(DualView<Properties...>& dv, Args&&... args) {}
template <class... Properties, class... Args> void realloc(DualView<Properties...>& dv, Args&&... args) {}
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
