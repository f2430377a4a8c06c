// kt/core/view_extents.hpp: compile-time descriptions of Views that Kokkos publishes (part of the
// kokkos-translate runtime shim): Kokkos::dynamic_extent, Kokkos::Experimental::Extents,
// Impl::ParseViewExtents (the extents a View data type declares) and
// Impl::SubviewLegalArgsCompileTime (whether a subview of a View of one layout, taken with these
// arguments, can have another layout). Host and device code; nothing here runs.
#pragma once
#include <cstddef>
#include <initializer_list>
#include <type_traits>
#include <utility>

namespace kt {

// An extent known only at run time.
inline constexpr std::size_t dynamic_extent = ~std::size_t(0);
// One entry per rank: dynamic_extent or the static extent.
template <std::size_t... E> struct Extents {};

namespace Impl {
template <class Ext, std::size_t X> struct extents_prepend;
template <std::size_t... E, std::size_t X> struct extents_prepend<Extents<E...>, X> {
  using type = Extents<X, E...>;
};
// A static extent N goes after the run-time extents (a data type's `*`s come before its `[N]`s
// in rank order, though the pointers are the innermost part of the C++ type).
template <class Ext, std::size_t N> struct extents_add_static;
template <std::size_t N> struct extents_add_static<Extents<>, N> { using type = Extents<N>; };
template <std::size_t E0, std::size_t... E, std::size_t N> struct extents_add_static<Extents<E0, E...>, N> {
  using type = std::conditional_t<E0 == dynamic_extent,
                                  typename extents_prepend<typename extents_add_static<Extents<E...>, N>::type, E0>::type,
                                  Extents<N, E0, E...>>;
};

// ParseViewExtents<double **[2][3]>::type is Extents<dynamic_extent, dynamic_extent, 2, 3>.
template <class T> struct ParseViewExtents { using type = Extents<>; };
template <class T> struct ParseViewExtents<T*> {
  using type = typename extents_prepend<typename ParseViewExtents<T>::type, dynamic_extent>::type;
};
template <class T> struct ParseViewExtents<T[]> {
  using type = typename extents_prepend<typename ParseViewExtents<T>::type, dynamic_extent>::type;
};
template <class T, std::size_t N> struct ParseViewExtents<T[N]> {
  using type = typename extents_add_static<typename ParseViewExtents<T>::type, N>::type;
};

// A subview argument that keeps its rank: ALL, or a pair of integers.
template <class T> struct is_integral_extent_type : std::is_same<T, ALL_t> {};
template <class I> struct is_integral_extent_type<std::pair<I, I>> : std::is_integral<I> {};
template <class I> struct is_integral_extent_type<pair<I, I>> : std::is_integral<I> {};
template <class I> struct is_integral_extent_type<std::initializer_list<I>> : std::is_integral<I> {};

// SubviewLegalArgsCompileTime<LayoutDest, LayoutSrc, RankDest, RankSrc, CurrentArg, Args...>
// ::value: whether taking a subview of a LayoutSrc View of rank RankSrc with Args (from argument
// CurrentArg on) gives a View that LayoutDest (of rank RankDest) can hold. A strided
// destination holds any; a LayoutLeft subview stays LayoutLeft when the ranges are the leading
// arguments (all of them whole but the last), then integers; LayoutRight the mirror image.
template <class LayoutDest, class LayoutSrc, int RankDest, int RankSrc, int CurrentArg, class... Args>
struct SubviewLegalArgsCompileTime {
  static constexpr bool value = std::is_same<LayoutDest, LayoutStride>::value &&
                                (std::is_same<LayoutSrc, LayoutLeft>::value ||
                                 std::is_same<LayoutSrc, LayoutRight>::value ||
                                 std::is_same<LayoutSrc, LayoutStride>::value);
};
template <int RankDest, int RankSrc, int Cur, class Arg, class... Args>
struct SubviewLegalArgsCompileTime<LayoutLeft, LayoutLeft, RankDest, RankSrc, Cur, Arg, Args...> {
  static constexpr bool here = (Cur == RankDest - 1 && is_integral_extent_type<Arg>::value) ||
                               (Cur >= RankDest && std::is_integral<Arg>::value) ||
                               (Cur < RankDest && std::is_same<Arg, ALL_t>::value) ||
                               (Cur == 0 && is_integral_extent_type<Arg>::value);
  static constexpr bool value =
      here && SubviewLegalArgsCompileTime<LayoutLeft, LayoutLeft, RankDest, RankSrc, Cur + 1, Args...>::value;
};
template <int RankDest, int RankSrc, int Cur, class Arg>
struct SubviewLegalArgsCompileTime<LayoutLeft, LayoutLeft, RankDest, RankSrc, Cur, Arg> {
  static constexpr bool value = (Cur == RankDest - 1 || std::is_integral<Arg>::value) && Cur == RankSrc - 1;
};
template <int RankDest, int RankSrc, int Cur, class Arg, class... Args>
struct SubviewLegalArgsCompileTime<LayoutRight, LayoutRight, RankDest, RankSrc, Cur, Arg, Args...> {
  static constexpr bool here = (Cur == RankSrc - RankDest && is_integral_extent_type<Arg>::value) ||
                               (Cur < RankSrc - RankDest && std::is_integral<Arg>::value) ||
                               (Cur >= RankSrc - RankDest && std::is_same<Arg, ALL_t>::value);
  static constexpr bool value =
      here && SubviewLegalArgsCompileTime<LayoutRight, LayoutRight, RankDest, RankSrc, Cur + 1, Args...>::value;
};
template <int RankDest, int RankSrc, int Cur, class Arg>
struct SubviewLegalArgsCompileTime<LayoutRight, LayoutRight, RankDest, RankSrc, Cur, Arg> {
  static constexpr bool value = Cur == RankSrc - 1 && std::is_same<Arg, ALL_t>::value;
};
}  // namespace Impl
}  // namespace kt
