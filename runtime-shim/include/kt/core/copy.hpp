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
template <class S> bool init_flag(const S&) { return true; }

// A mirror keeps the View's layout, a LayoutStride one its strides too (as Kokkos).
template <class M, class V>
using mirror_t = View<typename V::non_const_data_type, typename V::array_layout, M>;
}  // namespace impl

// ---- deep_copy ----
namespace impl {
template <class DV, class SV> void copy_views(const DV& dst, const SV& src);
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
  impl::copy_views(dst, src);
}

namespace impl {
// deep_copy's copy without Kokkos' reachability rule: the shim's own copies (fill_random into a
// strided device View, ScatterView's contribute) stage through the host wherever the memory is.
template <class DV, class SV> void copy_views(const DV& dst, const SV& src) {
  // Different value types convert element by element, as Kokkos' deep_copy does.
  constexpr bool same_type =
      std::is_same<typename DV::non_const_value_type, typename SV::non_const_value_type>::value;
  static_assert(same_type || std::is_convertible<typename SV::value_type, typename DV::non_const_value_type>::value,
                "kt::deep_copy: the source's value type does not convert to the destination's");
  for (std::size_t r = 0; r != DV::Rank; ++r)
    if (dst.extent(r) != src.extent(r))
      kt::abort(("kt::deep_copy: extents differ: dst " + describe(dst) + ", src " + describe(src)).c_str());
  backend::fence();
  constexpr bool ddev = !is_host_space<typename DV::memory_space>;
  constexpr bool sdev = !is_host_space<typename SV::memory_space>;
  if (dst.size() == 0) {
  } else if (same_type && same_mapping(dst, src) && dst.impl_reach() == dst.size()) {
    copy_bytes(dst.data(), ddev, src.data(), sdev, dst.size() * sizeof(typename DV::value_type));
  } else {  // non-contiguous or differently ordered: element-wise through host staging
    HostStage<SV> s(src, true);
    HostStage<DV> d(dst, true);  // read too: keep the elements between strides
    for_each_index<DV::Rank>(d.h.ext_, [&](const std::size_t* i) {
      d.h.impl_ref(i) = static_cast<typename DV::non_const_value_type>(s.h.impl_ref(i));
    });
    d.write_back(dst);
  }
  backend::fence();
}
}  // namespace impl

// Fill every element with a scalar.
template <class V, std::enable_if_t<is_view_v<V>, int> = 0>
void deep_copy(const V& dst, const typename V::const_value_type& value) {
  static_assert(!std::is_const<typename V::value_type>::value, "kt::deep_copy: destination is const");
  backend::fence();
  if (dst.size() == 0) {
  } else if (dst.impl_reach() == dst.size()) {
    if constexpr (impl::is_host_space<typename V::memory_space>) std::fill_n(dst.data(), dst.size(), value);
    else backend::fill(dst.data(), dst.size(), typename V::non_const_value_type(value));
  } else {
    impl::HostStage<V> d(dst, true);
    impl::for_each_index<V::Rank>(d.h.ext_, [&](const std::size_t* i) { d.h.impl_ref(i) = value; });
    d.write_back(dst);
  }
  backend::fence();
}

// Rank-0 view to scalar.
template <class T, class V, std::enable_if_t<is_view_v<V> && !is_view_v<T>, int> = 0>
void deep_copy(T& dst, const V& src) {
  static_assert(V::Rank == 0, "kt::deep_copy(scalar, view) needs a rank-0 view");
  static_assert(std::is_same<T, typename V::non_const_value_type>::value, "kt::deep_copy: value types differ");
  backend::fence();
  impl::copy_bytes(&dst, false, src.data(), !impl::is_host_space<typename V::memory_space>, sizeof(T));
}

// Execution-space-instance overloads (Kokkos' asynchronous forms): same as the above here.
template <class E, class A, class B, std::enable_if_t<!is_view_v<E>, int> = 0>
void deep_copy(const E&, A&& dst, const B& src) {
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
template <class V, class... N>
void impl_resize(bool init, V& v, N... n) {
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
  impl::ViewAllocProp p{v.label(), init};
  V nv(impl::alloc_tag_t{}, p, ext);
  if (v.size() && nv.size()) {
    auto ho = create_mirror_view_and_copy(HostSpace(), v);
    auto hn = create_mirror_view_and_copy(HostSpace(), nv);
    impl::for_each_index<V::Rank>(common, [&](const std::size_t* i) { hn.impl_ref(i) = ho.impl_ref(i); });
    deep_copy(nv, hn);
  }
  v = nv;
}
template <class V, class... N, std::enable_if_t<is_view_v<V>, int> = 0>
void resize(V& v, N... n) { impl_resize(true, v, n...); }
// resize(WithoutInitializing | view_alloc(...), v, n...)
template <class I, class V, class... N, std::enable_if_t<is_view_v<V> && !is_view_v<I>, int> = 0>
void resize(const I& prop, V& v, N... n) { impl_resize(impl::init_flag(prop), v, n...); }

template <class I, class V, class... N, std::enable_if_t<is_view_v<V> && !is_view_v<I>, int> = 0>
void realloc(const I& prop, V& v, N... n) {
  static_assert(V::impl_is_managed, "kt::realloc: needs a managed view");
  impl::ViewAllocProp p{v.label(), impl::init_flag(prop)};
  std::size_t ext[V::Rank + 1] = {};
  V::impl_check_extents(n...);
  V::impl_extents(ext, n...);  // one per extent, or one per run-time extent
  v = V();
  v = V(impl::alloc_tag_t{}, p, ext);
}
template <class V, class... N, std::enable_if_t<is_view_v<V>, int> = 0>
void realloc(V& v, N... n) { realloc(impl::ViewAllocProp{}, v, n...); }

}  // namespace kt
