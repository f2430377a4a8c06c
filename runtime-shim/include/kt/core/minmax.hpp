// kt/core/minmax.hpp: Kokkos::min, max, minmax and clamp (Kokkos_MinMax.hpp's forms): of two
// values, with an optional comparator, and of an initializer list. As in the C++ library, min
// and max of a list give its leftmost smallest and leftmost largest element; minmax gives the
// leftmost smallest and the rightmost largest; all are constexpr.
#pragma once
#include <initializer_list>
#include "config.hpp"
#include "tags.hpp"

namespace kt {

template <class T> KT_INLINE constexpr const T& min(const T& a, const T& b) { return (b < a) ? b : a; }
template <class T, class C> KT_INLINE constexpr const T& min(const T& a, const T& b, C comp) {
  return comp(b, a) ? b : a;
}
template <class T> KT_INLINE constexpr const T& max(const T& a, const T& b) { return (a < b) ? b : a; }
template <class T, class C> KT_INLINE constexpr const T& max(const T& a, const T& b, C comp) {
  return comp(a, b) ? b : a;
}
template <class T> KT_INLINE constexpr const T& clamp(const T& v, const T& lo, const T& hi) {
  return (v < lo) ? lo : (hi < v) ? hi : v;
}
template <class T, class C>
KT_INLINE constexpr const T& clamp(const T& v, const T& lo, const T& hi, C comp) {
  return comp(v, lo) ? lo : comp(hi, v) ? hi : v;
}
template <class T> KT_INLINE constexpr pair<const T&, const T&> minmax(const T& a, const T& b) {
  return (b < a) ? pair<const T&, const T&>(b, a) : pair<const T&, const T&>(a, b);
}
template <class T, class C>
KT_INLINE constexpr pair<const T&, const T&> minmax(const T& a, const T& b, C comp) {
  return comp(b, a) ? pair<const T&, const T&>(b, a) : pair<const T&, const T&>(a, b);
}

// The list forms take the comparator `less(x, y)`: x orders before y.
template <class T, class C> KT_INLINE constexpr T min(std::initializer_list<T> l, C less) {
  const T* best = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p)
    if (less(*p, *best)) best = p;  // strictly smaller: the leftmost stays
  return *best;
}
template <class T, class C> KT_INLINE constexpr T max(std::initializer_list<T> l, C less) {
  const T* best = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p)
    if (less(*best, *p)) best = p;  // strictly larger: the leftmost stays
  return *best;
}
template <class T, class C>
KT_INLINE constexpr pair<T, T> minmax(std::initializer_list<T> l, C less) {
  const T *lo = l.begin(), *hi = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p) {
    if (less(*p, *lo)) lo = p;    // the leftmost smallest
    if (!less(*p, *hi)) hi = p;   // the rightmost largest
  }
  return pair<T, T>(*lo, *hi);
}
namespace impl {
struct less_op {
  template <class T> KT_INLINE constexpr bool operator()(const T& a, const T& b) const { return a < b; }
};
}  // namespace impl
template <class T> KT_INLINE constexpr T min(std::initializer_list<T> l) { return kt::min(l, impl::less_op{}); }
template <class T> KT_INLINE constexpr T max(std::initializer_list<T> l) { return kt::max(l, impl::less_op{}); }
template <class T> KT_INLINE constexpr pair<T, T> minmax(std::initializer_list<T> l) {
  return kt::minmax(l, impl::less_op{});
}

}  // namespace kt
