// kt/sort.hpp: Kokkos_Sort.hpp for translated programs (kt::sort, kt::BinSort, kt::BinOp1D,
// kt::BinOp3D, kt::sort_by_key, Kokkos 4.6's public sorting API). The translator includes it,
// after the target header, only in files that use these names. Contract: runtime-shim/API.md
// ("Sorting").
//
// Host API, run on the host whatever the target: the Views are staged to host memory (no copy
// for host Views), sorted or permuted there and written back. Sorts are stable
// (std::stable_sort), so the order of elements the comparator does not tell apart, which Kokkos
// leaves unspecified, is their original order. BinSort's permutation vector lists each bin's
// keys in index order (what a serial Kokkos gives; its GPU backends give an order that varies),
// sorted with the bin operator's comparator when sort_within_bins. The bin operators are usable
// in kernels.
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "kt/sort.hpp: include the target header (kt/cuda.hpp, kt/hip.hpp, ...) first"
#endif
#include <algorithm>
#include <cstddef>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

namespace kt {

namespace impl {
namespace srt {
// f(element) for each element of row r (first index r) of a host handle, in the row-major order
// of the other indices.
template <class H, class F> void for_row(const H& h, std::size_t r, F&& f) {
  constexpr std::size_t R = H::Rank;
  std::size_t ext[R > 1 ? R - 1 : 1] = {};
  for (std::size_t k = 1; k < R; ++k) ext[k - 1] = h.extent(k);
  for_each_index<R - 1>(ext, [&](const std::size_t* t) {
    std::size_t idx[R + 1] = {r};
    for (std::size_t k = 1; k < R; ++k) idx[k] = t[k - 1];
    f(h.impl_ref(idx));
  });
}
// Row first + i of v becomes the row src[i] was (all rows read before any is written).
template <class V> void permute_rows(const V& v, const std::vector<std::size_t>& src, std::size_t first) {
  HostStage<V> s(v, true);
  std::vector<typename V::non_const_value_type> rows;
  for (std::size_t r : src) for_row(s.h, r, [&](const auto& x) { rows.push_back(x); });
  std::size_t k = 0;
  for (std::size_t i = 0; i != src.size(); ++i) for_row(s.h, first + i, [&](auto& x) { x = rows[k++]; });
  s.write_back(v);
}
// Elements [b, e) of a rank-1 View in the order of less (stable).
template <class V, class C> void sort_range(const V& v, std::size_t b, std::size_t e, const C& less) {
  static_assert(V::Rank == 1, "Kokkos::sort: currently only supports rank-1 Views.");
  if (v.extent(0) <= 1 || e <= b) return;
  backend::fence();
  HostStage<V> s(v, true);
  std::vector<typename V::non_const_value_type> x;
  for (std::size_t i = b; i != e; ++i) x.push_back(s.h(i));
  std::stable_sort(x.begin(), x.end(), [&](const auto& p, const auto& q) { return less(p, q); });
  for (std::size_t i = b; i != e; ++i) s.h(i) = x[i - b];
  s.write_back(v);
}
// Host copy of a rank-1 View's elements.
template <class V> std::vector<typename V::non_const_value_type> to_host(const V& v) {
  HostStage<V> s(v, true);
  std::vector<typename V::non_const_value_type> x;
  for (std::size_t i = 0; i != v.extent(0); ++i) x.push_back(s.h(i));
  return x;
}
// The elements of a rank-1 View set from x.
template <class V, class T> void from_host(const V& v, const std::vector<T>& x) {
  HostStage<V> s(v, false);
  for (std::size_t i = 0; i != x.size(); ++i) s.h.impl_ref(&i) = static_cast<typename V::non_const_value_type>(x[i]);
  s.write_back(v);
}
}  // namespace srt
}  // namespace impl

// ---- bin operators (usable in kernels) ----
template <class KeyViewType> struct BinOp1D {
  int max_bins_ = {};
  double mul_ = {};
  double min_ = {};
  BinOp1D() = default;
  // max_bins + 1 bins of width (max - min) / max_bins from min (width 1 for integral keys whose
  // range is at most max_bins), as Kokkos 4.6.
  BinOp1D(int max_bins, typename KeyViewType::const_value_type min, typename KeyViewType::const_value_type max)
      : max_bins_(max_bins + 1), min_(static_cast<double>(min)) {
    const double range = static_cast<double>(max) - static_cast<double>(min);
    const bool unit = std::is_integral<typename KeyViewType::non_const_value_type>::value && range <= max_bins;
    mul_ = unit ? 1.0 : static_cast<double>(max_bins) / range;
  }
  template <class ViewType> KT_HD int bin(ViewType& keys, const int& i) const {
    return static_cast<int>(mul_ * (static_cast<double>(keys(i)) - min_));
  }
  KT_HD int max_bins() const { return max_bins_; }
  template <class ViewType, typename iType1, typename iType2>
  KT_HD bool operator()(ViewType& keys, iType1& i1, iType2& i2) const { return keys(i1) < keys(i2); }
};

// Keys (i, 0..2): bins in row-major order of the three coordinates' bins; within a bin,
// descending lexicographic order (as Kokkos).
template <class KeyViewType> struct BinOp3D {
  int max_bins_[3] = {};
  double mul_[3] = {};
  double min_[3] = {};
  BinOp3D() = default;
  BinOp3D(int max_bins[], typename KeyViewType::const_value_type min[], typename KeyViewType::const_value_type max[]) {
    for (int d = 0; d != 3; ++d) {
      max_bins_[d] = max_bins[d];
      mul_[d] = static_cast<double>(max_bins[d]) / (static_cast<double>(max[d]) - static_cast<double>(min[d]));
      min_[d] = static_cast<double>(min[d]);
    }
  }
  template <class ViewType> KT_HD int bin(ViewType& keys, const int& i) const {
    const int b0 = int(mul_[0] * (keys(i, 0) - min_[0])), b1 = int(mul_[1] * (keys(i, 1) - min_[1]));
    const int b2 = int(mul_[2] * (keys(i, 2) - min_[2]));
    return (b0 * max_bins_[1] + b1) * max_bins_[2] + b2;
  }
  KT_HD int max_bins() const { return max_bins_[0] * max_bins_[1] * max_bins_[2]; }
  template <class ViewType, typename iType1, typename iType2>
  KT_HD bool operator()(ViewType& keys, iType1& i1, iType2& i2) const {
    for (int d = 0; d != 3; ++d)
      if (keys(i1, d) != keys(i2, d)) return keys(i1, d) > keys(i2, d);
    return false;
  }
};

// ---- BinSort ----
template <class KeyViewType, class BinSortOp, class Space = typename KeyViewType::device_type,
          class SizeType = typename KeyViewType::memory_space::size_type>
class BinSort {
 public:
  using exec_space = typename Space::execution_space;
  using bin_op_type = BinSortOp;
  using size_type = SizeType;
  using value_type = size_type;
  using offset_type = View<size_type*, Space>;
  using bin_count_type = View<const int*, Space>;
  using const_key_view_type = typename KeyViewType::const_type;
  using const_rnd_key_view_type = const_key_view_type;
  using non_const_key_scalar = typename KeyViewType::non_const_value_type;
  using const_key_scalar = typename KeyViewType::const_value_type;
  using bin_count_atomic_type = View<int*, Space, MemoryTraits<Atomic>>;

 private:
  const_key_view_type keys;

 public:
  BinSortOp bin_op;
  offset_type bin_offsets;
  bin_count_atomic_type bin_count_atomic;
  bin_count_type bin_count_const;
  offset_type sort_order;
  int range_begin = 0;
  int range_end = 0;
  bool sort_within_bins = false;

  BinSort() = default;
  // Keys [range_begin, range_end) of keys_ (all of them without a range).
  BinSort(const_key_view_type keys_, int range_begin_, int range_end_, BinSortOp bin_op_,
          bool sort_within_bins_ = false)
      : keys(keys_), bin_op(bin_op_), range_begin(range_begin_), range_end(range_end_),
        sort_within_bins(sort_within_bins_) {
    if (bin_op.max_bins() <= 0) kt::abort("The number of bins in the BinSortOp object must be greater than 0!");
    bin_count_atomic = bin_count_atomic_type("Kokkos::SortImpl::BinSortFunctor::bin_count", bin_op.max_bins());
    bin_count_const = bin_count_atomic;
    bin_offsets = offset_type("Kokkos::SortImpl::BinSortFunctor::bin_offsets", bin_op.max_bins());
    sort_order = offset_type("Kokkos::SortImpl::BinSortFunctor::sort_order", range_end - range_begin);
  }
  BinSort(const_key_view_type keys_, BinSortOp bin_op_, bool sort_within_bins_ = false)
      : BinSort(keys_, 0, static_cast<int>(keys_.extent(0)), bin_op_, sort_within_bins_) {}
  template <class E, std::enable_if_t<!is_view_v<E>, int> = 0>
  BinSort(const E&, const_key_view_type keys_, int range_begin_, int range_end_, BinSortOp bin_op_,
          bool sort_within_bins_ = false)
      : BinSort(keys_, range_begin_, range_end_, bin_op_, sort_within_bins_) {}
  template <class E, std::enable_if_t<!is_view_v<E>, int> = 0>
  BinSort(const E&, const_key_view_type keys_, BinSortOp bin_op_, bool sort_within_bins_ = false)
      : BinSort(keys_, bin_op_, sort_within_bins_) {}

  // The bin counts, the bins' offsets and the permutation (the keys' indices, bin by bin).
  void create_permute_vector() {
    backend::fence();
    const std::size_t len = static_cast<std::size_t>(range_end - range_begin);
    const int nb = bin_op.max_bins();
    impl::HostStage<const_key_view_type> k(keys, true);
    std::vector<int> bin(len), count(static_cast<std::size_t>(nb), 0);
    for (std::size_t i = 0; i != len; ++i) {
      const int j = range_begin + static_cast<int>(i);
      bin[i] = bin_op.bin(k.h, j);
      if (bin[i] < 0 || bin[i] >= nb)
        kt::abort(("kt::BinSort: key " + std::to_string(j) + " is in bin " + std::to_string(bin[i]) +
                   ", outside the bin operator's [0, " + std::to_string(nb) + ")").c_str());
      ++count[static_cast<std::size_t>(bin[i])];
    }
    std::vector<size_type> offset(count.size()), order(len);
    for (std::size_t b = 1; b < count.size(); ++b) offset[b] = offset[b - 1] + static_cast<size_type>(count[b - 1]);
    std::vector<size_type> next = offset;
    for (std::size_t i = 0; i != len; ++i) order[next[static_cast<std::size_t>(bin[i])]++] = range_begin + static_cast<int>(i);
    if (sort_within_bins)
      for (std::size_t b = 0; b != count.size(); ++b)
        std::stable_sort(order.begin() + offset[b], order.begin() + offset[b] + count[b], [&](size_type p, size_type q) {
          int i1 = static_cast<int>(p), i2 = static_cast<int>(q);
          return bin_op(k.h, i1, i2);
        });
    impl::srt::from_host(bin_count_atomic, count);
    impl::srt::from_host(bin_offsets, offset);
    impl::srt::from_host(sort_order, order);
  }
  template <class E> void create_permute_vector(const E&) { create_permute_vector(); }

  // Rows [values_range_begin, values_range_end) of values in the permutation's order, written
  // to rows range_begin, range_begin + 1, ... (as Kokkos).
  template <class ValuesViewType>
  void sort(ValuesViewType const& values, int values_range_begin, int values_range_end) const {
    if (values.extent(0) == 0) return;
    const std::size_t len = static_cast<std::size_t>(range_end - range_begin);
    if (len != static_cast<std::size_t>(values_range_end - values_range_begin))
      kt::abort("BinSort::sort: values range length != permutation vector length");
    backend::fence();
    std::vector<size_type> perm = impl::srt::to_host(sort_order);
    std::vector<std::size_t> src(len);
    for (std::size_t i = 0; i != len; ++i)
      src[i] = static_cast<std::size_t>(values_range_begin - range_begin + static_cast<long long>(perm[i]));
    impl::srt::permute_rows(values, src, static_cast<std::size_t>(range_begin));
  }
  template <class ValuesViewType> void sort(ValuesViewType const& values) const {
    sort(values, 0, range_end - range_begin);
  }
  template <class E, class ValuesViewType, std::enable_if_t<!is_view_v<E>, int> = 0>
  void sort(const E&, ValuesViewType const& values, int values_range_begin, int values_range_end) const {
    sort(values, values_range_begin, values_range_end);
  }
  template <class E, class ValuesViewType, std::enable_if_t<!is_view_v<E>, int> = 0>
  void sort(const E&, ValuesViewType const& values) const {
    sort(values);
  }

  offset_type get_permute_vector() const { return sort_order; }
  offset_type get_bin_offsets() const { return bin_offsets; }
  bin_count_type get_bin_count() const { return bin_count_const; }
};

// ---- sort: ascending (operator<) or in the comparator's order; a range: ascending ----
template <class E, class D, class... P, std::enable_if_t<!is_view_v<E>, int> = 0>
void sort(const E&, const View<D, P...>& view) {
  impl::srt::sort_range(view, 0, view.extent(0), std::less<>());
}
template <class D, class... P> void sort(const View<D, P...>& view) {
  impl::srt::sort_range(view, 0, view.extent(0), std::less<>());
}
template <class E, class C, class D, class... P, std::enable_if_t<!is_view_v<E>, int> = 0>
void sort(const E&, const View<D, P...>& view, const C& comparator) {
  impl::srt::sort_range(view, 0, view.extent(0), comparator);
}
template <class C, class D, class... P> void sort(const View<D, P...>& view, const C& comparator) {
  impl::srt::sort_range(view, 0, view.extent(0), comparator);
}
template <class E, class V>
std::enable_if_t<!is_view_v<E> && is_view_v<V>> sort(const E&, V view, std::size_t begin, std::size_t end) {
  impl::srt::sort_range(view, begin, end, std::less<>());
}
template <class V> std::enable_if_t<is_view_v<V>> sort(V view, std::size_t begin, std::size_t end) {
  impl::srt::sort_range(view, begin, end, std::less<>());
}

// ---- sort_by_key (Kokkos::Experimental): keys in the comparator's order, values with them ----
template <class E, class C, class KD, class... KP, class VD, class... VP>
void sort_by_key(const E&, const View<KD, KP...>& keys, const View<VD, VP...>& values, const C& comparator) {
  static_assert(View<KD, KP...>::Rank == 1, "Kokkos::sort_by_key: keys must be a rank-1 View");
  if (values.size() != keys.size())
    kt::abort(("values and keys extents must be the same. The values extent is " + std::to_string(values.size()) +
               ", and the keys extent is " + std::to_string(keys.size()) + ".")
                  .c_str());
  if (keys.extent(0) <= 1) return;
  backend::fence();
  const auto k = impl::srt::to_host(keys);
  std::vector<std::size_t> idx(k.size());
  for (std::size_t i = 0; i != idx.size(); ++i) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t p, std::size_t q) { return comparator(k[p], k[q]); });
  impl::srt::permute_rows(keys, idx, 0);
  impl::srt::permute_rows(values, idx, 0);
}
template <class E, class KD, class... KP, class VD, class... VP>
void sort_by_key(const E& exec, const View<KD, KP...>& keys, const View<VD, VP...>& values) {
  sort_by_key(exec, keys, values, std::less<>());
}
}  // namespace kt
