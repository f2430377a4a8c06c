// kt/core/view_traits.hpp: how a View type is read. DataType parsing (run-time and static
// extents, as Kokkos), the properties (layout, space, memory traits) and ViewTraits.
#pragma once
#include <type_traits>
#include "tags.hpp"

namespace kt {
namespace impl {
// ---- DataType parsing, as Kokkos: T, then `*` or `[]` per run-time extent, then `[N]` per
// static extent (double**[3][4]: extents n0, n1, 3, 4). Run-time extents come first.
template <std::size_t... S> struct ext_list {
  template <std::size_t N> using prepend = ext_list<N, S...>;
  static constexpr std::size_t count = sizeof...(S);
  static constexpr std::size_t product = (std::size_t(1) * ... * S);
  KT_HD static constexpr std::size_t get(std::size_t i) {  // i < count
    if constexpr (sizeof...(S) == 0) {
      return (void)i, 0;
    } else {
      constexpr std::size_t a[] = {S...};
      return a[i];
    }
  }
};
template <class D> struct parse_data {
  using value_type = D;
  static constexpr std::size_t rank_dynamic = 0;
  using statics = ext_list<>;
  template <class V> using rebind = V;
};
template <class D> struct parse_data<D*> {
  static_assert(parse_data<D>::statics::count == 0,
                "kt::View: a run-time extent ('*') after a static one (pointer to array) is not a View data type");
  using value_type = typename parse_data<D>::value_type;
  static constexpr std::size_t rank_dynamic = parse_data<D>::rank_dynamic + 1;
  using statics = ext_list<>;
  template <class V> using rebind = typename parse_data<D>::template rebind<V>*;
};
template <class D> struct parse_data<D[]> {
  using value_type = typename parse_data<D>::value_type;
  static constexpr std::size_t rank_dynamic = parse_data<D>::rank_dynamic + 1;
  using statics = typename parse_data<D>::statics;
  template <class V> using rebind = typename parse_data<D>::template rebind<V>[];
};
template <class D, std::size_t N> struct parse_data<D[N]> {
  using value_type = typename parse_data<D>::value_type;
  static constexpr std::size_t rank_dynamic = parse_data<D>::rank_dynamic;
  using statics = typename parse_data<D>::statics::template prepend<N>;
  template <class V> using rebind = typename parse_data<D>::template rebind<V>[N];
};
template <class T, std::size_t R> struct add_pointers { using type = typename add_pointers<T, R - 1>::type*; };
template <class T> struct add_pointers<T, 0> { using type = T; };

template <class L> constexpr bool is_layout_v =
    std::is_same<L, LayoutLeft>::value || std::is_same<L, LayoutRight>::value || std::is_same<L, LayoutStride>::value;
template <class L> constexpr bool is_stride_v = std::is_same<L, LayoutStride>::value;

template <class P> struct traits_bits { static constexpr unsigned value = 0; };
template <unsigned N> struct traits_bits<MemoryTraits<N>> { static constexpr unsigned value = N; };

template <class P, class = void> struct space_of { using type = void; };
template <class P> struct space_of<P, std::void_t<typename P::memory_space>> { using type = typename P::memory_space; };

template <class... P> struct first_layout { using type = void; };
template <class P, class... R> struct first_layout<P, R...> {
  using type = std::conditional_t<is_layout_v<P>, P, typename first_layout<R...>::type>;
};
template <class... P> struct first_space { using type = void; };
template <class P, class... R> struct first_space<P, R...> {
  using type = std::conditional_t<!std::is_void<typename space_of<P>::type>::value,
                                  typename space_of<P>::type, typename first_space<R...>::type>;
};
template <class T, class D> using or_default = std::conditional_t<std::is_void<T>::value, D, T>;

template <class DataType, class... P> struct ViewTraits {
  using data_type = DataType;
  using value_type = typename parse_data<DataType>::value_type;
  using static_extents = typename parse_data<DataType>::statics;
  static constexpr std::size_t rank_dynamic = parse_data<DataType>::rank_dynamic;
  static constexpr std::size_t rank = rank_dynamic + static_extents::count;
  // Extent r when it is static, 0 when it is given at run time (Kokkos' static_extent).
  // (The branches keep nvcc from seeing `r < 0`, #186 "pointless comparison", when a bound is 0.)
  KT_HD static constexpr std::size_t static_extent(std::size_t r) {
    if constexpr (rank_dynamic == rank) return (void)r, 0;
    else if constexpr (rank_dynamic == 0) return r < rank ? static_extents::get(r) : 0;
    else return r < rank_dynamic || r >= rank ? 0 : static_extents::get(r - rank_dynamic);
  }
  template <class V> using rebind = typename parse_data<DataType>::template rebind<V>;
  using memory_space = or_default<typename first_space<P...>::type, DefaultExecutionSpace::memory_space>;
  using array_layout = or_default<typename first_layout<P...>::type, typename default_layout<memory_space>::type>;
  static constexpr unsigned memory_traits_bits = (0u | ... | traits_bits<P>::value);
  static constexpr bool is_managed =
      !(memory_traits_bits & Unmanaged) && !std::is_same<memory_space, ScratchSpace>::value;
};

// Kokkos' ViewDimensionAssignable: the same rank, and each extent static in both agrees (a
// static one against a run-time one is checked when assigned).
template <class D, class S> constexpr bool static_extents_agree() {
  if constexpr (D::rank != S::rank) {
    return false;
  } else {
    constexpr std::size_t first = D::rank_dynamic < S::rank_dynamic ? S::rank_dynamic : D::rank_dynamic;
    for (std::size_t r = first; r != D::rank; ++r)
      if (D::static_extent(r) != S::static_extent(r)) return false;
    return true;
  }
}

template <class T, class L, class U, class L2, std::size_t R> struct handle_convertible {
  static constexpr bool value = std::is_convertible<U*, T*>::value &&
                                (std::is_same<L, L2>::value || is_stride_v<L> || is_stride_v<L2> || R <= 1);
};
}  // namespace impl
}  // namespace kt
