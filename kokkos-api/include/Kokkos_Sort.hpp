// Kokkos_Sort.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md): the public
// sorting API of Kokkos 4.6's algorithms library: Kokkos::sort (a whole View, with an execution
// space, with a comparator, or a sub-range), Kokkos::BinSort with the bin operators BinOp1D and
// BinOp3D, and Kokkos::Experimental::sort_by_key. Not included by Kokkos_Core.hpp, as in real
// Kokkos. The team-level sorts (Experimental::sort_team, sort_thread, ...) are not declared.
#pragma once
#include "Kokkos_Core.hpp"
#include <cstddef>
#include <type_traits>
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {

// Bin operators: bin(keys, i) is the bin of key i, max_bins() their number, operator() the order
// within a bin (BinSort's sort_within_bins).
template <class KeyViewType>
struct BinOp1D {
  int max_bins_ = {};
  double mul_ = {};
  double min_ = {};
  BinOp1D() = default;  // Kokkos 4.x: deprecated (KOKKOS_ENABLE_DEPRECATED_CODE_4)
  BinOp1D(int max_bins, typename KeyViewType::const_value_type min,
          typename KeyViewType::const_value_type max) {}
  template <class ViewType>
  KOKKOS_INLINE_FUNCTION int bin(ViewType& keys, const int& i) const { return 0; }
  KOKKOS_INLINE_FUNCTION int max_bins() const { return max_bins_; }
  template <class ViewType, typename iType1, typename iType2>
  KOKKOS_INLINE_FUNCTION bool operator()(ViewType& keys, iType1& i1, iType2& i2) const {
    return false;
  }
};

template <class KeyViewType>
struct BinOp3D {
  int max_bins_[3] = {};
  double mul_[3] = {};
  double min_[3] = {};
  BinOp3D() = default;  // Kokkos 4.x: deprecated (KOKKOS_ENABLE_DEPRECATED_CODE_4)
  BinOp3D(int max_bins[], typename KeyViewType::const_value_type min[],
          typename KeyViewType::const_value_type max[]) {}
  template <class ViewType>
  KOKKOS_INLINE_FUNCTION int bin(ViewType& keys, const int& i) const { return 0; }
  KOKKOS_INLINE_FUNCTION int max_bins() const { return 0; }
  template <class ViewType, typename iType1, typename iType2>
  KOKKOS_INLINE_FUNCTION bool operator()(ViewType& keys, iType1& i1, iType2& i2) const {
    return false;
  }
};

template <class KeyViewType, class BinSortOp,
          class Space = typename KeyViewType::device_type,
          class SizeType = typename KeyViewType::memory_space::size_type>
class BinSort {
 public:
  using exec_space = typename Space::execution_space;
  using bin_op_type = BinSortOp;
  using size_type = SizeType;
  using value_type = size_type;
  using offset_type = Kokkos::View<size_type*, Space>;
  using bin_count_type = Kokkos::View<const int*, Space>;
  using const_key_view_type = typename KeyViewType::const_type;
  using non_const_key_scalar = typename KeyViewType::non_const_value_type;
  using const_key_scalar = typename KeyViewType::const_value_type;
  using bin_count_atomic_type = Kokkos::View<int*, Space, Kokkos::MemoryTraits<Kokkos::Atomic>>;

  BinSortOp bin_op;
  offset_type bin_offsets;
  bin_count_atomic_type bin_count_atomic;
  bin_count_type bin_count_const;
  offset_type sort_order;
  int range_begin;
  int range_end;
  bool sort_within_bins;

  BinSort() = default;  // Kokkos 4.x: deprecated (KOKKOS_ENABLE_DEPRECATED_CODE_4)
  template <typename ExecutionSpace>
  BinSort(const ExecutionSpace& exec, const_key_view_type keys, int range_begin,
          int range_end, BinSortOp bin_op, bool sort_within_bins = false) {}
  BinSort(const_key_view_type keys, int range_begin, int range_end, BinSortOp bin_op,
          bool sort_within_bins = false) {}
  template <typename ExecutionSpace>
  BinSort(const ExecutionSpace& exec, const_key_view_type keys, BinSortOp bin_op,
          bool sort_within_bins = false) {}
  BinSort(const_key_view_type keys, BinSortOp bin_op, bool sort_within_bins = false) {}

  template <class ExecutionSpace>
  void create_permute_vector(const ExecutionSpace& exec) {}
  void create_permute_vector() {}
  template <class ExecutionSpace, class ValuesViewType>
  void sort(const ExecutionSpace& exec, ValuesViewType const& values, int values_range_begin,
            int values_range_end) const {}
  template <class ValuesViewType>
  void sort(ValuesViewType const& values, int values_range_begin, int values_range_end) const {}
  template <class ExecutionSpace, class ValuesViewType>
  void sort(ExecutionSpace const& exec, ValuesViewType const& values) const {}
  template <class ValuesViewType>
  void sort(ValuesViewType const& values) const {}

  KOKKOS_INLINE_FUNCTION offset_type get_permute_vector() const { return sort_order; }
  KOKKOS_INLINE_FUNCTION offset_type get_bin_offsets() const { return bin_offsets; }
  KOKKOS_INLINE_FUNCTION bin_count_type get_bin_count() const { return bin_count_const; }
};

template <class ExecutionSpace, class DataType, class... Properties>
void sort(const ExecutionSpace& exec, const Kokkos::View<DataType, Properties...>& view) {}
template <class DataType, class... Properties>
void sort(const Kokkos::View<DataType, Properties...>& view) {}
template <class ExecutionSpace, class ComparatorType, class DataType, class... Properties>
void sort(const ExecutionSpace& exec, const Kokkos::View<DataType, Properties...>& view,
          const ComparatorType& comparator) {}
template <class ComparatorType, class DataType, class... Properties>
void sort(const Kokkos::View<DataType, Properties...>& view, const ComparatorType& comparator) {}
template <class ExecutionSpace, class ViewType>
std::enable_if_t<Kokkos::is_execution_space<ExecutionSpace>::value> sort(
    const ExecutionSpace& exec, ViewType view, size_t const begin, size_t const end) {}
template <class ViewType>
void sort(ViewType view, size_t const begin, size_t const end) {}

namespace Experimental {
template <class ExecutionSpace, class KeysDataType, class... KeysProperties, class ValuesDataType,
          class... ValuesProperties>
void sort_by_key(const ExecutionSpace& exec,
                 const Kokkos::View<KeysDataType, KeysProperties...>& keys,
                 const Kokkos::View<ValuesDataType, ValuesProperties...>& values) {}
template <class ExecutionSpace, class ComparatorType, class KeysDataType, class... KeysProperties,
          class ValuesDataType, class... ValuesProperties>
void sort_by_key(const ExecutionSpace& exec,
                 const Kokkos::View<KeysDataType, KeysProperties...>& keys,
                 const Kokkos::View<ValuesDataType, ValuesProperties...>& values,
                 const ComparatorType& comparator) {}
}  // namespace Experimental

}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
