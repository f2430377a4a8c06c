// kt/core/copy.hpp: mirrors, deep_copy, resize/realloc (host API).
#pragma once
#include <algorithm>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include "view.hpp"

namespace kt {
namespace impl {

// Visit every multi-index of `ext` (rank R) in row-major order.
template <std::size_t R, class F> void for_each_index(const std::size_t* ext, F&& f) {
  std::size_t n = 1, idx[R + 1] = {};
  for (std::size_t r = 0; r != R; ++r) n *= ext[r];
  for (std::size_t c = 0; c < n; ++c) {
    f(static_cast<const std::size_t*>(idx));
    for (std::size_t r = R; r-- > 0;) {
      if (++idx[r] < ext[r]) break;
      idx[r] = 0;
    }
  }
}

// Same index -> offset map (strides agree wherever the extent exceeds 1).
template <class A, class B> bool same_mapping(const A& a, const B& b) {
  for (std::size_t r = 0; r != A::Rank; ++r)
    if (a.extent(r) > 1 && a.stride(r) != b.stride(r)) return false;
  return true;
}

// Host memory for n elements of T, aligned for T, holding bytes rather than constructed
// elements (the device's bytes are copied in), so T needs no default constructor.
template <class T> struct RawHostBuffer {
  struct Free {
    void operator()(T* p) const { ::operator delete(static_cast<void*>(p), std::align_val_t(alignof(T))); }
  };
  std::unique_ptr<T, Free> ptr;
  void reset(std::size_t n) {
    ptr.reset(static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(alignof(T)))));
  }
  T* get() const { return ptr.get(); }
};

// A host-accessible copy of a view's handle: device views are staged through a host buffer
// holding the whole span (so strided views keep their element offsets).
template <class V> struct HostStage {
  using T = typename V::non_const_value_type;
  using H = ViewHandle<typename V::value_type, V::Rank, typename V::array_layout>;
  static constexpr bool device = !is_host_space<typename V::memory_space>;
  H h;
  RawHostBuffer<T> buf;
  HostStage(const V& v, bool read) : h(v) {
    if (device && v.impl_reach()) {
      buf.reset(v.impl_reach());
      if (read) copy_bytes(buf.get(), false, v.data(), true, v.impl_reach() * sizeof(T));
      h.ptr_ = buf.get();
    }
  }
  void write_back(const V& v) {
    if (device && v.impl_reach()) copy_bytes(const_cast<T*>(v.data()), true, buf.get(), false, v.impl_reach() * sizeof(T));
  }
};

template <class V> std::string describe(const V& v) {
  std::string s = "'" + v.label() + "' (";
  for (std::size_t r = 0; r != V::Rank; ++r) s += (r ? "," : "") + std::to_string(v.extent(r));
  return s + ")";
}

template <class S, class = void> struct has_space : std::false_type {};  // a space or a Device
template <class S> struct has_space<S, std::void_t<typename S::memory_space>> : std::true_type {};
template <class S, class = void> struct target_space { using type = HostSpace; };
template <class S> struct target_space<S, std::void_t<typename S::memory_space>> { using type = typename S::memory_space; };
// The memory space of a mirror of V made with S (a space, WithoutInitializing, view_alloc(...)).
template <class S, class V>
using mirror_space_t = std::conditional_t<has_space<S>::value, typename target_space<S>::type,
                                          typename V::HostMirror::memory_space>;
// Kokkos' create_mirror_view(v) returns v itself when its HostMirror has v's memory space and
// data type.
template <class V>
constexpr bool mirror_is_self = std::is_same<typename V::memory_space, typename V::HostMirror::memory_space>::value &&
                                std::is_same<typename V::data_type, typename V::HostMirror::data_type>::value;
inline bool init_flag(const WithoutInitializing_t&) { return false; }
inline bool init_flag(const ViewAllocProp& p) { return p.initialize; }
template <class S, std::enable_if_t<!std::is_base_of<ViewAllocProp, S>::value, int> = 0>
bool init_flag(const S&) { return true; }

// A mirror keeps the View's layout, a LayoutStride one its strides too (as Kokkos).
template <class M, class V>
using mirror_t = View<typename V::non_const_data_type, typename V::array_layout, M>;
}  // namespace impl

// ---- deep_copy ----
namespace impl {
template <class DV, class SV> void copy_views(const DV& dst, const SV& src);
template <class DV, class SV> void copy_views_reported(const DV& dst, const SV& src);
template <class V> Tools::SpaceHandle space_handle() {
  return Tools::make_space_handle(tools_space_name<typename V::memory_space>());
}
// Whether DV's execution space reaches SV's memory or SV's reaches DV's (Kokkos' condition for a
// copy that is not one contiguous block).
// Pinned host memory (a host space other than HostSpace) is the device's to reach too.
template <class M> constexpr bool is_pinned_space = is_host_space<M> && !std::is_same<M, HostSpace>::value;
template <class DV, class SV>
constexpr bool copy_reachable =
    SpaceAccessibility<typename DV::execution_space, typename SV::memory_space>::accessible ||
    SpaceAccessibility<typename SV::execution_space, typename DV::memory_space>::accessible ||
    is_pinned_space<typename DV::memory_space> || is_pinned_space<typename SV::memory_space>;
}  // namespace impl
template <class DV, class SV, std::enable_if_t<is_view_v<DV> && is_view_v<SV>, int> = 0>
void deep_copy(const DV& dst, const SV& src) {
  static_assert(DV::Rank == SV::Rank, "kt::deep_copy: views must have the same rank");
  static_assert(!std::is_const<typename DV::value_type>::value, "kt::deep_copy: destination is const");
  static_assert(!impl::is_anonymous_space<typename DV::memory_space> && !impl::is_anonymous_space<typename SV::memory_space>,
                "kt::deep_copy: a View in AnonymousSpace has no known memory to copy (Kokkos has no DeepCopy for it)");
  constexpr bool same_type =
      std::is_same<typename DV::non_const_value_type, typename SV::non_const_value_type>::value;
  if (dst.size() != 0 && !impl::copy_reachable<DV, SV> &&
      !(same_type && impl::same_mapping(dst, src) && dst.impl_reach() == dst.size()))
    // As Kokkos: an element-wise copy runs in the destination's or the source's execution
    // space, one of which must reach the other's memory.
    throw std::runtime_error(
        std::string("Error: Kokkos::deep_copy with no available copy mechanism: from source view (\"") +
        src.label() + "\") to destination view (\"" + dst.label() +
        "\").\nThere is no common execution space that can access both source's space\n(" +
        SV::memory_space::name() + ") and destination's space (" + DV::memory_space::name() +
        "), so source and destination\nmust be contiguous and have the same layout.\n");
  if (!Tools::impl::on()) return impl::copy_views(dst, src);
  Tools::beginDeepCopy(impl::space_handle<DV>(), dst.label(), dst.data(), impl::space_handle<SV>(), src.label(),
                       src.data(), src.impl_reach() * sizeof(typename DV::value_type));
  impl::copy_views_reported(dst, src);
  Tools::endDeepCopy();
}

namespace impl {
template <class DV, class SV> void check_same_extents(const DV& dst, const SV& src) {
  for (std::size_t r = 0; r != DV::Rank; ++r)
    if (dst.extent(r) != src.extent(r))
      kt::abort(("kt::deep_copy: extents differ: dst " + describe(dst) + ", src " + describe(src)).c_str());
}
// One contiguous block of the same type and element order (a byte copy).
template <class DV, class SV> bool flat_copy(const DV& dst, const SV& src) {
  return std::is_same<typename DV::non_const_value_type, typename SV::non_const_value_type>::value &&
         same_mapping(dst, src) && dst.impl_reach() == dst.size();
}
template <class DV, class SV> void copy_views_unfenced(const DV& dst, const SV& src) {
  // Different value types convert element by element, as Kokkos' deep_copy does.
  constexpr bool same_type =
      std::is_same<typename DV::non_const_value_type, typename SV::non_const_value_type>::value;
  static_assert(same_type || std::is_convertible<typename SV::value_type, typename DV::non_const_value_type>::value,
                "kt::deep_copy: the source's value type does not convert to the destination's");
  check_same_extents(dst, src);
  constexpr bool ddev = !is_host_space<typename DV::memory_space>;
  constexpr bool sdev = !is_host_space<typename SV::memory_space>;
  if (dst.size() == 0) {
  } else if (flat_copy(dst, src)) {
    copy_bytes(dst.data(), ddev, src.data(), sdev, dst.size() * sizeof(typename DV::value_type));
  } else {  // non-contiguous or differently ordered: element-wise through host staging
    HostStage<SV> s(src, true);
    HostStage<DV> d(dst, true);  // read too: keep the elements between strides
    for_each_index<DV::Rank>(d.h.ext_, [&](const std::size_t* i) {
      d.h.impl_ref(i) = static_cast<typename DV::non_const_value_type>(s.h.impl_ref(i));
    });
    d.write_back(dst);
  }
}
// deep_copy's copy without Kokkos' reachability rule: the shim's own copies (fill_random into a
// strided device View, ScatterView's contribute) stage through the host wherever the memory is.
template <class DV, class SV> void copy_views(const DV& dst, const SV& src) {
  backend::fence();
  copy_views_unfenced(dst, src);
  backend::fence();
}
// A kernel Kokkos runs inside deep_copy or resize (Kokkos::ViewCopy-2D, Kokkos::ViewFill-1D):
// its begin/end_parallel_for around f.
template <class E, class F> void reported_kernel(const std::string& name, F&& f) {
  std::uint64_t id = 0;
  Tools::beginParallelFor(name, Tools::device_id(E()), &id);
  f();
  Tools::endParallelFor(id);
}
// deep_copy(view, view) as Kokkos 4.6 reports it: its fences by name, view_copy's kernel.
template <class DV, class SV> void copy_views_reported(const DV& dst, const SV& src) {
  const std::string what = "Kokkos::deep_copy: copy between contiguous views, ";
  if (!dst.data() || !src.data()) {
    check_same_extents(dst, src);
    return Tools::impl::global_fence(what + "fence due to null argument");
  }
  const bool contiguous = dst.impl_reach() == dst.size() && src.impl_reach() == src.size();
  if (static_cast<const void*>(dst.data()) == static_cast<const void*>(src.data()) &&
      dst.impl_reach() == src.impl_reach() && contiguous)
    return Tools::impl::global_fence(what + "fence due to same spans");
  const bool flat = flat_copy(dst, src);
  Tools::impl::global_fence(what + (flat ? "pre view equality check" : "pre copy fence"));
  using E = std::conditional_t<SpaceAccessibility<typename DV::execution_space, typename SV::memory_space>::accessible,
                               typename DV::execution_space, typename SV::execution_space>;
  if (flat) copy_views_unfenced(dst, src);
  else reported_kernel<E>("Kokkos::ViewCopy-" + std::to_string(DV::Rank) + "D", [&] { copy_views_unfenced(dst, src); });
  if (!flat || (dst.size() && static_cast<const void*>(dst.data()) != static_cast<const void*>(src.data())))
    Tools::impl::global_fence(what + (flat ? "post deep copy fence" : "post copy fence"));
}
}  // namespace impl

namespace impl {
template <class V> void fill_view(const V& dst, const typename V::const_value_type& value) {
  if (dst.size() == 0) {
  } else if (dst.impl_reach() == dst.size()) {
    if constexpr (impl::is_host_space<typename V::memory_space>) std::fill_n(dst.data(), dst.size(), value);
    else backend::fill(dst.data(), dst.size(), typename V::non_const_value_type(value));
  } else {
    impl::HostStage<V> d(dst, true);
    impl::for_each_index<V::Rank>(d.h.ext_, [&](const std::size_t* i) { d.h.impl_ref(i) = value; });
    d.write_back(dst);
  }
}
// Kokkos' ZeroMemset is a memset (no kernel) on the host and on CUDA and HIP; the OpenACC and
// OpenMPTarget backends fill with a kernel.
#if defined(KOKKOS_ENABLE_OPENACC) || defined(KOKKOS_ENABLE_OPENMPTARGET)
template <class E> constexpr bool zero_memset_is_kernel = !std::is_same<typename E::memory_space, HostSpace>::value;
#else
template <class E> constexpr bool zero_memset_is_kernel = false;
#endif
// The fill as Kokkos reports it: a contiguous View takes a memset (zero bytes of a trivial type)
// or Kokkos::ViewFill-1D, any other Kokkos::ViewFill-<rank>D.
template <class E, class V> void fill_view_reported(const V& dst, const typename V::const_value_type& value) {
  using T = typename V::non_const_value_type;
  if (dst.impl_reach() != dst.size())
    return reported_kernel<E>("Kokkos::ViewFill-" + std::to_string(V::Rank) + "D", [&] { fill_view(dst, value); });
  bool zero = false;
  if constexpr (std::is_trivial<T>::value) {
    const T v = value;
    static const T none{};
    zero = std::memcmp(static_cast<const void*>(&v), static_cast<const void*>(&none), sizeof(T)) == 0;
  }
  if (zero && !zero_memset_is_kernel<E>) return fill_view(dst, value);
  reported_kernel<E>("Kokkos::ViewFill-1D", [&] { fill_view(dst, value); });
}
}  // namespace impl

// Fill every element with a scalar.
template <class V, std::enable_if_t<is_view_v<V>, int> = 0>
void deep_copy(const V& dst, const typename V::const_value_type& value) {
  static_assert(!std::is_const<typename V::value_type>::value, "kt::deep_copy: destination is const");
  if (!Tools::impl::on()) {
    backend::fence();
    impl::fill_view(dst, value);
    return backend::fence();
  }
  const std::string what = "Kokkos::deep_copy: scalar copy, ";
  Tools::beginDeepCopy(impl::space_handle<V>(), dst.label(), dst.data(), Tools::make_space_handle("Host"), "Scalar",
                       &value, dst.impl_reach() * sizeof(typename V::value_type));
  if (!dst.data()) {
    Tools::impl::global_fence(what + "fence because destination is null");
  } else {
    Tools::impl::global_fence(what + "pre copy fence");
    impl::fill_view_reported<typename V::execution_space>(dst, value);
    Tools::impl::global_fence(what + "post copy fence");
  }
  Tools::endDeepCopy();
}

// Rank-0 view to scalar.
template <class T, class V, std::enable_if_t<is_view_v<V> && !is_view_v<T>, int> = 0>
void deep_copy(T& dst, const V& src) {
  static_assert(V::Rank == 0, "kt::deep_copy(scalar, view) needs a rank-0 view");
  static_assert(std::is_same<T, typename V::non_const_value_type>::value, "kt::deep_copy: value types differ");
  const bool tools = Tools::impl::on();
  const std::string what = "Kokkos::deep_copy: copy into scalar, ";
  if (tools)
    Tools::beginDeepCopy(Tools::make_space_handle("Host"), "Scalar", &dst, impl::space_handle<V>(), src.label(),
                         src.data(), src.impl_reach() * sizeof(T));
  if (tools && !src.data()) {
    Tools::impl::global_fence(what + "src is null");
    return Tools::endDeepCopy();
  }
  if (tools) Tools::impl::global_fence(what + "pre copy fence");
  else backend::fence();
  impl::copy_bytes(&dst, false, src.data(), !impl::is_host_space<typename V::memory_space>, sizeof(T));
  if (!tools) return;
  Tools::impl::global_fence(what + "post copy fence");
  Tools::endDeepCopy();
}

namespace impl {
// deep_copy(space, view, scalar) as Kokkos reports it: no fence where the space reaches the View.
template <class E, class V> void fill_on_space_reported(const E& space, const V& dst, const typename V::const_value_type& value) {
  constexpr bool reach = SpaceAccessibility<E, typename V::memory_space>::accessible;
  Tools::beginDeepCopy(space_handle<V>(), dst.label(), dst.data(), Tools::make_space_handle("Host"), "(none)", &value,
                       dst.impl_reach() * sizeof(typename V::value_type));
  const std::string what = reach ? "Kokkos::deep_copy: scalar copy on space, " : "Kokkos::deep_copy: scalar-to-view copy on space, ";
  if (!dst.data()) {
    space.fence(what + "dst data is null");
  } else if (reach) {
    fill_view_reported<E>(dst, value);
  } else {
    using F = typename V::memory_space::execution_space;
    space.fence(what + "pre copy");
    fill_view_reported<F>(dst, value);
    F().fence(what + "fence after fill");
  }
  Tools::endDeepCopy();
}
}  // namespace impl

// Execution-space-instance overloads (Kokkos' asynchronous forms): same as the above here.
template <class E, class A, class B, std::enable_if_t<!is_view_v<E>, int> = 0>
void deep_copy(const E& space, A&& dst, const B& src) {
  using D = std::remove_cv_t<std::remove_reference_t<A>>;
  if constexpr (is_view_v<D> && !is_view_v<B>)
    if (Tools::impl::on()) return impl::fill_on_space_reported(space, dst, src);
  deep_copy(std::forward<A>(dst), src);
}

// ---- mirrors ----
namespace impl {
template <class M, class V> mirror_t<M, V> make_mirror(const V& v, bool init) {
  ViewAllocProp p{v.label() + "_mirror", init};
  if constexpr (is_stride_v<typename V::array_layout>) {
    return mirror_t<M, V>(p, v.layout());
  } else {
    std::size_t ext[V::Rank + 1] = {};
    for (std::size_t r = 0; r != V::Rank; ++r) ext[r] = v.extent(r);
    return mirror_t<M, V>(alloc_tag_t{}, p, ext);
  }
}
}  // namespace impl
// create_mirror([space | WithoutInitializing | view_alloc(...)], v): always a new allocation, in
// the space given, else in v's host mirror space (V::HostMirror).
// Without a space the mirror's type is V::HostMirror (its Device<DefaultHostExecutionSpace, ...>).
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror(const S& s, const V& v) {
  if constexpr (impl::has_space<S>::value) return impl::make_mirror<impl::mirror_space_t<S, V>>(v, impl::init_flag(s));
  else return impl::make_mirror<typename V::HostMirror::device_type>(v, impl::init_flag(s));
}
template <class V, std::enable_if_t<is_view_v<V>, int> = 0>
typename V::HostMirror create_mirror(const V& v) { return create_mirror(impl::ViewAllocProp{}, v); }
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror(impl::WithoutInitializing_t, const S&, const V& v) {
  return impl::make_mirror<typename impl::target_space<S>::type>(v, false);
}

// create_mirror_view: v itself when no copy is needed, as Kokkos. With a space: when v lives in
// that memory space. Without one (v, WithoutInitializing or view_alloc(...) first): when v's
// memory is host accessible (HostSpace, pinned, managed: V::HostMirror is in v's memory space)
// and v's data type is not const.
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror_view(const S& s, const V& v) {
  if constexpr (impl::has_space<S>::value ? std::is_same<impl::mirror_space_t<S, V>, typename V::memory_space>::value
                                          : impl::mirror_is_self<V>) {
    if constexpr (impl::has_space<S>::value) return v;
    else return typename V::HostMirror(v);
  } else {
    return create_mirror(s, v);
  }
}
template <class V, std::enable_if_t<is_view_v<V>, int> = 0>
auto create_mirror_view(const V& v) { return create_mirror_view(impl::ViewAllocProp{}, v); }
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror_view(impl::WithoutInitializing_t, const S& s, const V& v) {
  if constexpr (std::is_same<typename impl::target_space<S>::type, typename V::memory_space>::value) return v;
  else return create_mirror(WithoutInitializing, s, v);
}
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror_view(const S& s, const V& v, impl::WithoutInitializing_t) {  // Kokkos 3.x order
  return create_mirror_view(WithoutInitializing, s, v);
}
template <class S, class V, std::enable_if_t<is_view_v<V> && !is_view_v<S>, int> = 0>
auto create_mirror_view_and_copy(const S&, const V& v, const std::string& = "") {
  using M = typename impl::target_space<S>::type;
  if constexpr (std::is_same<M, typename V::memory_space>::value) {
    return v;
  } else {
    auto r = impl::make_mirror<M>(v, false);
    deep_copy(r, v);
    return r;
  }
}

// ---- resize / realloc (managed views; keep the label) ----
namespace impl {
inline ViewAllocProp to_prop(const ViewAllocProp& p) { return p; }
template <class I, std::enable_if_t<!std::is_base_of<ViewAllocProp, I>::value, int> = 0>
ViewAllocProp to_prop(const I& i) { return view_alloc(i); }
// Copies the elements both extents share into nv (through the host; no events of its own).
template <class V> void copy_common(const V& v, const V& nv, const std::size_t* common) {
  if (!v.size() || !nv.size()) return;
  Tools::impl::Quiet quiet;
  auto ho = create_mirror_view_and_copy(HostSpace(), v);
  auto hn = create_mirror_view_and_copy(HostSpace(), nv);
  impl::for_each_index<V::Rank>(common, [&](const std::size_t* i) { hn.impl_ref(i) = ho.impl_ref(i); });
  deep_copy(nv, hn);
}
}  // namespace impl
// As Kokkos 4.6: the new View gets an execution space when none is given (so no fence after its
// initialisation); the old elements move with Kokkos::ViewCopy-<rank>D; without a space given,
// Kokkos::fence("Kokkos::resize(View)").
template <class V, class... N>
void impl_resize(const impl::ViewAllocProp& given, V& v, N... n) {
  static_assert(is_view_v<V> && V::impl_is_managed, "kt::resize: needs a managed view");
  std::size_t ext[V::Rank + 1] = {};
  V::impl_check_extents(n...);
  V::impl_extents(ext, n...);  // one per extent, or one per run-time extent
  bool same = true;
  std::size_t common[V::Rank + 1] = {};
  for (std::size_t r = 0; r != V::Rank; ++r) {
    same = same && v.extent(r) == ext[r];
    common[r] = std::min<std::size_t>(v.extent(r), ext[r]);
  }
  if (same && v.use_count() > 0) return;  // unchanged extents: no-op (as Kokkos)
  impl::ViewAllocProp p{v.label(), given.initialize, true};
  V nv(impl::alloc_tag_t{}, p, ext);
  if (Tools::impl::on())
    impl::reported_kernel<typename V::execution_space>("Kokkos::ViewCopy-" + std::to_string(V::Rank) + "D",
                                                       [&] { impl::copy_common(v, nv, common); });
  else impl::copy_common(v, nv, common);
  if (Tools::impl::on() && !given.has_exec) Tools::impl::global_fence("Kokkos::resize(View)");
  v = nv;
}
template <class V, class... N, std::enable_if_t<is_view_v<V>, int> = 0>
void resize(V& v, N... n) { impl_resize(impl::ViewAllocProp{}, v, n...); }
// resize(WithoutInitializing | view_alloc(...), v, n...)
template <class I, class V, class... N, std::enable_if_t<is_view_v<V> && !is_view_v<I>, int> = 0>
void resize(const I& prop, V& v, N... n) { impl_resize(impl::to_prop(prop), v, n...); }

// As Kokkos 4.6: unchanged extents keep the allocation (its elements value-initialised again
// unless WithoutInitializing); others free the old one first, then allocate.
template <class I, class V, class... N, std::enable_if_t<is_view_v<V> && !is_view_v<I>, int> = 0>
void realloc(const I& prop, V& v, N... n) {
  static_assert(V::impl_is_managed, "kt::realloc: needs a managed view");
  impl::ViewAllocProp p = impl::to_prop(prop);
  p.label = v.label();
  std::size_t ext[V::Rank + 1] = {};
  V::impl_check_extents(n...);
  V::impl_extents(ext, n...);  // one per extent, or one per run-time extent
  bool same = v.use_count() > 0;
  for (std::size_t r = 0; r != V::Rank; ++r) same = same && v.extent(r) == ext[r];
  if (!same) {
    v = V();
    v = V(impl::alloc_tag_t{}, p, ext);
  } else if (p.initialize) {
    using T = typename V::non_const_value_type;
    if constexpr (std::is_default_constructible<T>::value) {  // else only WithoutInitializing
      if (p.has_exec) deep_copy(typename V::execution_space(), v, T{});
      else deep_copy(v, T{});
    }
  }
}
template <class V, class... N, std::enable_if_t<is_view_v<V>, int> = 0>
void realloc(V& v, N... n) { realloc(impl::ViewAllocProp{}, v, n...); }

}  // namespace kt
