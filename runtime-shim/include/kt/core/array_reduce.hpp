// kt/core/array_reduce.hpp: functor array reductions (`using value_type = T[];` with
// `value_count` elements known at run time). The translated dispatch is a parallel_for over at
// most 1024 partials, each a contiguous chunk of the range; partial p accumulates its chunk into
// its own value_count elements of `parts`. The functor's init, join and final (or, without
// them, T() and +=) run on the host, which joins the partials in order: the same bits on every
// run and every target.
#pragma once
#include <cstdint>
#include <type_traits>
#include <utility>
#include "copy.hpp"

namespace kt {

/// The indices [lo, hi) of partial p of np over [b, e).
struct ArrayChunk {
  int64_t lo, hi;
};
KT_INLINE ArrayChunk array_chunk(int64_t b, int64_t e, int64_t p, int64_t np) {
  return {b + (e - b) * p / np, b + (e - b) * (p + 1) / np};
}

namespace impl {
template <class F, class P, class = void> struct has_init : std::false_type {};
template <class F, class P>
struct has_init<F, P, std::void_t<decltype(std::declval<const F &>().init(std::declval<P>()))>>
    : std::true_type {};
template <class F, class P, class = void> struct has_join : std::false_type {};
template <class F, class P>
struct has_join<F, P, std::void_t<decltype(std::declval<const F &>().join(std::declval<P>(), std::declval<P>()))>>
    : std::true_type {};
template <class F, class P, class = void> struct has_final : std::false_type {};
template <class F, class P>
struct has_final<F, P, std::void_t<decltype(std::declval<const F &>().final(std::declval<P>()))>>
    : std::true_type {};
}  // namespace impl

template <class F, class = void> struct has_value_count : std::false_type {};
template <class F>
struct has_value_count<F, std::void_t<decltype(std::declval<const F &>().value_count)>> : std::true_type {};
template <class F> int value_count_of(const F &f) {
  if constexpr (has_value_count<F>::value)
    return f.value_count;
  else
    return 1;
}

/// The reduction methods Kokkos calls on a functor F dispatched with the work tag Tag: only the
/// forms that take the tag first (init(Tag, v), join(Tag, dst, src), final(Tag, v)), presented
/// untagged to ArrayReduce and OneValueOps, which call what they find as Kokkos does. F's
/// untagged forms are not called under a tag (Kokkos' FunctorAnalysis).
template <class F, class Tag> struct TagOps {
  const F &f;
  int value_count = value_count_of(f);
  // G = F: the return type depends on the call, so a form F lacks is left out, not an error.
  template <class V, class G = F>
  auto init(V &&v) const -> decltype(std::declval<const G &>().init(Tag(), std::forward<V>(v))) {
    return f.init(Tag(), std::forward<V>(v));
  }
  template <class D, class S, class G = F>
  auto join(D &&d, S &&s) const
      -> decltype(std::declval<const G &>().join(Tag(), std::forward<D>(d), std::forward<S>(s))) {
    return f.join(Tag(), std::forward<D>(d), std::forward<S>(s));
  }
  template <class V, class G = F>
  auto final(V &&v) const -> decltype(std::declval<const G &>().final(Tag(), std::forward<V>(v))) {
    return f.final(Tag(), std::forward<V>(v));
  }
};

/// The init, join and final of a functor F whose value_type T is one value, not an array, in
/// the form ArrayReduce calls (pointers, value_count 1): a functor whose own join or init uses
/// its members. As in Kokkos: without init, T(); without join, +=.
template <class F, class T> struct OneValueOps {
  const F &f;
  int value_count = 1;
  void init(T *v) const {
    if constexpr (impl::has_init<F, T &>::value)
      f.init(*v);
    else
      *v = T();
  }
  void join(T *dst, const T *src) const {
    if constexpr (impl::has_join<F, T &>::value)
      f.join(*dst, *src);
    else
      *dst += *src;
  }
  void final(T *v) const {
    if constexpr (impl::has_final<F, T &>::value)
      f.final(*v);
  }
};

/// The partials of one array reduction of F over [b, e), in a View<T *, Props...> (the
/// kernel's memory space), each initialised as Kokkos does (F::init, else T()).
template <class T, class... Props> class ArrayReduce {
 public:
  int64_t b, e, count, np;
  View<T *, Props...> parts;

  template <class F>
  ArrayReduce(const F &f, int64_t begin, int64_t end)
      : b(begin), e(end), count(f.value_count), np(e <= b ? 0 : e - b < 1024 ? e - b : 1024),
        parts("kt_array_parts", np * count), host(create_mirror_view(parts)) {
    for (int64_t p = 0; p < np; ++p) init(f, host.data() + p * count);
    deep_copy(parts, host);
  }

  /// After the launch: the partials joined in order, F::final, the total stored into `out`
  /// (a pointer or an array of count elements, or a rank-1 View).
  template <class F, class Out> void finish(const F &f, Out &&out) {
    View<T *, HostSpace> total = join(f);
    if constexpr (std::is_pointer_v<std::decay_t<Out>>) {
      for (int64_t k = 0; k < count; ++k) out[k] = total(k);
    } else {
      auto mirror = create_mirror_view(out);
      for (int64_t k = 0; k < count; ++k) mirror(k) = total(k);
      deep_copy(out, mirror);
    }
  }
  /// After the launch of a OneValueOps reduction: the joined value stored into `out`, a
  /// variable or a rank-0 View.
  template <class F, class Out> void finish_one(const F &f, Out &&out) {
    View<T *, HostSpace> total = join(f);
    if constexpr (is_view_v<std::decay_t<Out>>)
      deep_copy(out, total(0));
    else
      out = total(0);
  }
  /// A reduction without a result: init, join and final still run, as in Kokkos.
  template <class F> void finish(const F &f) { join(f); }

  /// Over a TeamPolicy whose every thread accumulates: ts partials per chunk of the league
  /// (team rank r of chunk c uses partial c * ts + r; a team of fewer threads leaves the rest
  /// as F::init made them), for a launch with teams of at most ts threads.
  template <class F> View<T *, Props...> &rank_parts(const F &f, int ts) {
    const int64_t r = ts < 1 ? 1 : ts;
    if (r != ranks) {
      ranks = r;
      parts = View<T *, Props...>("kt_array_parts", np * ranks * count);
      host = create_mirror_view(parts);
      for (int64_t p = 0; p < np * ranks; ++p) init(f, host.data() + p * count);
      deep_copy(parts, host);
    }
    return parts;
  }

 private:
  typename View<T *, Props...>::HostMirror host;
  int64_t ranks = 1; // partials per chunk (rank_parts)

  template <class F> void init(const F &f, T *dst) const {
    if constexpr (impl::has_init<F, T *>::value)
      f.init(dst);
    else
      for (int64_t k = 0; k < count; ++k) dst[k] = T();
  }
  template <class F> View<T *, HostSpace> join(const F &f) {
    deep_copy(host, parts);
    View<T *, HostSpace> total("kt_array_total", count);
    if constexpr (impl::has_init<F, T *>::value) f.init(total.data());
    for (int64_t p = 0; p < np * ranks; ++p) {
      T *src = host.data() + p * count;
      if constexpr (impl::has_join<F, T *>::value)
        f.join(total.data(), src);
      else
        for (int64_t k = 0; k < count; ++k) total(k) += src[k];
    }
    if constexpr (impl::has_final<F, T *>::value) f.final(total.data());
    return total;
  }
};

}  // namespace kt
