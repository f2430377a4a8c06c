// kokkos-translate: the Kokkos 4.x reducers beyond the 3.x set (Kokkos_Parallel_Reduce.hpp),
// declaration only: MinFirstLoc/MaxFirstLoc with custom comparators, MinMaxFirstLastLoc, FirstLoc,
// LastLoc, StdIsPartitioned, StdPartitionPoint and their value types, and the 4.x deduction
// guides from a View. The 3.x reducers (Sum ... MinMaxLoc, MinFirstLoc, MaxFirstLoc) are in
// Kokkos_Core.hpp. Kokkos_Core.hpp includes this file. See README.md.
#ifndef KOKKOS_PARALLEL_REDUCE_HPP
#define KOKKOS_PARALLEL_REDUCE_HPP
#include "Kokkos_Core.hpp"

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {

// The members every reducer has (Kokkos' reducer concept), after value_type.
#define KOKKOS_IMPL_REDUCER_MEMBERS                                     \
  using result_view_type = Kokkos::View<value_type, Space>;             \
  void join(value_type& dest, const value_type& src) const;             \
  void init(value_type& val) const;                                     \
  value_type& reference() const;                                        \
  result_view_type view() const;                                        \
  bool references_scalar() const;
#define KOKKOS_IMPL_REDUCER_CTORS(NAME) \
  NAME(value_type& value_);             \
  NAME(const result_view_type& value_);
#define KOKKOS_IMPL_REDUCER_COMPARATOR_CTORS(NAME)         \
  NAME(value_type& value_, ComparatorType comp_);          \
  NAME(const result_view_type& value_, ComparatorType comp_);

template <class Scalar, class Index, class ComparatorType, class Space = HostSpace>
struct MaxFirstLocCustomComparator {
  using scalar_type = std::remove_cv_t<Scalar>;
  using index_type = std::remove_cv_t<Index>;
  using reducer = MaxFirstLocCustomComparator<Scalar, Index, ComparatorType, Space>;
  using value_type = ::Kokkos::ValLocScalar<scalar_type, index_type>;
  KOKKOS_IMPL_REDUCER_MEMBERS
  KOKKOS_IMPL_REDUCER_COMPARATOR_CTORS(MaxFirstLocCustomComparator)
};
template <class Scalar, class Index, class ComparatorType, class Space = HostSpace>
struct MinFirstLocCustomComparator {
  using scalar_type = std::remove_cv_t<Scalar>;
  using index_type = std::remove_cv_t<Index>;
  using reducer = MinFirstLocCustomComparator<Scalar, Index, ComparatorType, Space>;
  using value_type = ::Kokkos::ValLocScalar<scalar_type, index_type>;
  KOKKOS_IMPL_REDUCER_MEMBERS
  KOKKOS_IMPL_REDUCER_COMPARATOR_CTORS(MinFirstLocCustomComparator)
};
template <class Scalar, class Index, class Space = HostSpace>
struct MinMaxFirstLastLoc {
  using scalar_type = std::remove_cv_t<Scalar>;
  using index_type = std::remove_cv_t<Index>;
  using reducer = MinMaxFirstLastLoc<Scalar, Index, Space>;
  using value_type = ::Kokkos::MinMaxLocScalar<scalar_type, index_type>;
  KOKKOS_IMPL_REDUCER_MEMBERS
  KOKKOS_IMPL_REDUCER_CTORS(MinMaxFirstLastLoc)
};
template <class Scalar, class Index, class ComparatorType, class Space = HostSpace>
struct MinMaxFirstLastLocCustomComparator {
  using scalar_type = std::remove_cv_t<Scalar>;
  using index_type = std::remove_cv_t<Index>;
  using reducer = MinMaxFirstLastLocCustomComparator<Scalar, Index, ComparatorType, Space>;
  using value_type = ::Kokkos::MinMaxLocScalar<scalar_type, index_type>;
  KOKKOS_IMPL_REDUCER_MEMBERS
  KOKKOS_IMPL_REDUCER_COMPARATOR_CTORS(MinMaxFirstLastLocCustomComparator)
};

// Index-only reducers (the std algorithms' building blocks) and their value types.
template <class Index> struct FirstLocScalar { Index min_loc_true; };
template <class Index> struct LastLocScalar { Index max_loc_true; };
template <class Index> struct StdIsPartScalar { Index max_loc_true, min_loc_false; };
template <class Index> struct StdPartPointScalar { Index min_loc_false; };
#define KOKKOS_IMPL_INDEX_REDUCER(NAME, VALUE)           \
  template <class Index, class Space = HostSpace>       \
  struct NAME {                                         \
    using index_type = std::remove_cv_t<Index>;         \
    using reducer = NAME<Index, Space>;                 \
    using value_type = VALUE<index_type>;               \
    KOKKOS_IMPL_REDUCER_MEMBERS                         \
    KOKKOS_IMPL_REDUCER_CTORS(NAME)                     \
  };                                                    \
  template <typename Index, typename... Properties>     \
  NAME(View<VALUE<Index>, Properties...> const&)        \
      ->NAME<Index, typename View<VALUE<Index>, Properties...>::memory_space>;
KOKKOS_IMPL_INDEX_REDUCER(FirstLoc, FirstLocScalar) KOKKOS_IMPL_INDEX_REDUCER(LastLoc, LastLocScalar)
KOKKOS_IMPL_INDEX_REDUCER(StdIsPartitioned, StdIsPartScalar)
KOKKOS_IMPL_INDEX_REDUCER(StdPartitionPoint, StdPartPointScalar)
#undef KOKKOS_IMPL_INDEX_REDUCER
#undef KOKKOS_IMPL_REDUCER_MEMBERS
#undef KOKKOS_IMPL_REDUCER_CTORS
#undef KOKKOS_IMPL_REDUCER_COMPARATOR_CTORS

// Kokkos 4.x deduction guides from a View of the value type (MinLoc(view), ...).
#define KOKKOS_IMPL_LOC_GUIDE(NAME, VALUE)                                   \
  template <typename Scalar, typename Index, typename... Properties>         \
  NAME(View<VALUE<Scalar, Index>, Properties...> const&)                     \
      ->NAME<Scalar, Index, typename View<VALUE<Scalar, Index>, Properties...>::memory_space>;
KOKKOS_IMPL_LOC_GUIDE(MinLoc, ValLocScalar) KOKKOS_IMPL_LOC_GUIDE(MaxLoc, ValLocScalar)
KOKKOS_IMPL_LOC_GUIDE(MinFirstLoc, ValLocScalar) KOKKOS_IMPL_LOC_GUIDE(MaxFirstLoc, ValLocScalar)
KOKKOS_IMPL_LOC_GUIDE(MinMaxLoc, MinMaxLocScalar) KOKKOS_IMPL_LOC_GUIDE(MinMaxFirstLastLoc, MinMaxLocScalar)
#undef KOKKOS_IMPL_LOC_GUIDE
template <typename Scalar, typename... Properties>
MinMax(View<MinMaxScalar<Scalar>, Properties...> const&)
    ->MinMax<Scalar, typename View<MinMaxScalar<Scalar>, Properties...>::memory_space>;
#define KOKKOS_IMPL_COMPARATOR_GUIDE(NAME, VALUE)                                              \
  template <typename Scalar, typename Index, typename ComparatorType, typename... Properties> \
  NAME(View<VALUE<Scalar, Index>, Properties...> const&, ComparatorType)                      \
      ->NAME<Scalar, Index, ComparatorType,                                                   \
             typename View<VALUE<Scalar, Index>, Properties...>::memory_space>;
KOKKOS_IMPL_COMPARATOR_GUIDE(MaxFirstLocCustomComparator, ValLocScalar)
KOKKOS_IMPL_COMPARATOR_GUIDE(MinFirstLocCustomComparator, ValLocScalar)
KOKKOS_IMPL_COMPARATOR_GUIDE(MinMaxFirstLastLocCustomComparator, MinMaxLocScalar)
#undef KOKKOS_IMPL_COMPARATOR_GUIDE

}  // namespace Kokkos

#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_PARALLEL_REDUCE_HPP
