// kt/core/local_copy.hpp: Kokkos::Experimental::local_deep_copy inside kernels.
//
// The sequential form (`local_deep_copy(dst, src)`, `local_deep_copy(dst, value)`: one thread
// copies or fills the whole view) is kt::local_deep_copy. The team form (`local_deep_copy(team,
// dst, src)`) is translated as a TeamVectorRange over kt::impl::local_copy_count(dst, src) whose
// body is kt::impl::local_copy_at(dst, src, i), with a team barrier before and after it. Both
// follow Kokkos 4.6's Kokkos_CopyViews.hpp element for element: rank 1 copies dst(i) = src(i)
// over dst.extent(0); a higher rank copies the spans' elements in memory order when both views
// are contiguous (over src.span(), as Kokkos' local_deep_copy_contiguous), else every index of
// dst (src read at the same index); a null dst copies nothing. local_deep_copy_contiguous copies
// the spans in memory order (team form: kt::impl::local_contiguous_count / _at, no barriers).
#pragma once
#include "view.hpp"

namespace kt {
namespace impl {

template <class T, std::size_t R, class L, unsigned M>
KT_INLINE std::size_t local_copy_size(const ViewHandle<T, R, L, M>& dst) {
  std::size_t n = 1;
  for (std::size_t r = 0; r != R; ++r) n *= dst.extent(r);
  return n;
}

// dst's multi-index of i, the first index fastest (as Kokkos decomposes it).
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE void local_copy_index(const ViewHandle<T, R, L, M>& dst, std::size_t i, std::size_t* idx) {
  for (std::size_t r = 0; r != R; ++r) {
    idx[r] = i % dst.extent(r);
    i /= dst.extent(r);
  }
}

template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE bool local_copy_contiguous(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src) {
  return R > 1 && dst.span_is_contiguous() && src.span_is_contiguous();
}

// How many indices the team's range covers.
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE long local_copy_count(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src) {
  static_assert(R == R2 && R >= 1, "local_deep_copy: the views must have the same non-zero rank");
  if (dst.data() == nullptr) return 0;
  if (R == 1) return long(dst.extent(0));
  return long(local_copy_contiguous(dst, src) ? src.span() : local_copy_size(dst));
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE long local_copy_count(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>&) {
  static_assert(R >= 1, "local_deep_copy: the view must have a non-zero rank");
  if (dst.data() == nullptr) return 0;
  if (R == 1) return long(dst.extent(0));
  return long(dst.span_is_contiguous() ? dst.span() : local_copy_size(dst));
}

// Index i of that range.
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE void local_copy_at(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src, long i) {
  if (R == 1) {
    const std::size_t idx[1] = {std::size_t(i)};
    dst.impl_ref(idx) = src.impl_ref(idx);
  } else if (local_copy_contiguous(dst, src)) {
    dst.data()[i] = src.data()[i];
  } else {
    std::size_t idx[R];
    local_copy_index(dst, std::size_t(i), idx);
    dst.impl_ref(idx) = src.impl_ref(idx);
  }
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE void local_copy_at(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>& value, long i) {
  if (R == 1) {
    const std::size_t idx[1] = {std::size_t(i)};
    dst.impl_ref(idx) = value;
  } else if (dst.span_is_contiguous()) {
    dst.data()[i] = value;
  } else {
    std::size_t idx[R];
    local_copy_index(dst, std::size_t(i), idx);
    dst.impl_ref(idx) = value;
  }
}

// The team form of local_deep_copy_contiguous (no barriers): the spans in memory order.
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE long local_contiguous_count(const ViewHandle<T, R, L, M>&, const ViewHandle<U, R2, L2, M2>& src) {
  return long(src.span());
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE long local_contiguous_count(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>&) {
  return long(dst.span());
}
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE void local_contiguous_at(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src, long i) {
  dst.data()[i] = src.data()[i];
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE void local_contiguous_at(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>& value, long i) {
  dst.data()[i] = value;
}

}  // namespace impl

// The sequential forms: the calling thread copies (fills) the whole view.
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE void local_deep_copy(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src) {
  const long n = impl::local_copy_count(dst, src);
  for (long i = 0; i < n; ++i) impl::local_copy_at(dst, src, i);
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE void local_deep_copy(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>& value) {
  const long n = impl::local_copy_count(dst, value);
  for (long i = 0; i < n; ++i) impl::local_copy_at(dst, value, i);
}
// Kokkos' local_deep_copy_contiguous: the spans' elements in memory order, whatever the layouts.
template <class T, std::size_t R, class L, unsigned M, class U, std::size_t R2, class L2, unsigned M2>
KT_INLINE void local_deep_copy_contiguous(const ViewHandle<T, R, L, M>& dst, const ViewHandle<U, R2, L2, M2>& src) {
  for (std::size_t i = 0; i < src.span(); ++i) dst.data()[i] = src.data()[i];
}
template <class T, std::size_t R, class L, unsigned M>
KT_INLINE void local_deep_copy_contiguous(const ViewHandle<T, R, L, M>& dst, const std::remove_const_t<T>& value) {
  for (std::size_t i = 0; i < dst.span(); ++i) dst.data()[i] = value;
}

}  // namespace kt
