// kt/containers/vector.hpp: kt::vector (Kokkos::vector, Kokkos_Vector.hpp) for the
// kokkos-translate runtime shim: a DualView<Scalar*, LayoutLeft, Space> with std::vector's
// host-side interface, as Kokkos': element access, iterators and growth act on h_view;
// host_to_device / device_to_host copy, on_host / on_device mark a side modified. A kernel uses
// the device side through d_view. Translated programs that use it include it after their target
// header. Contract: runtime-shim/API.md, "Containers".
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif
#include <algorithm>
#include <cstddef>
#include <iterator>
#include "dual_view.hpp"

namespace kt {
template <class Scalar, class Arg1Type = void>
class vector : public DualView<Scalar*, LayoutLeft, Arg1Type> {
  using DV = DualView<Scalar*, LayoutLeft, Arg1Type>;
  std::size_t size_ = 0;
  float extra_ = 1.1f;

 public:
  using value_type = Scalar;
  using pointer = Scalar*;
  using const_pointer = const Scalar*;
  using reference = Scalar&;
  using const_reference = const Scalar&;
  using iterator = Scalar*;
  using const_iterator = const Scalar*;
  using size_type = std::size_t;

  reference operator()(int i) const { return DV::h_view(i); }
  reference operator[](int i) const { return DV::h_view(i); }

  vector() = default;
  vector(int n, Scalar val = Scalar()) : DV("Vector", std::size_t(n * 1.1)) {
    size_ = std::size_t(n);
    DV::modify_host();
    assign(std::size_t(n), val);
  }
  void resize(std::size_t n) {
    if (n >= span()) DV::resize(std::size_t(n * extra_));
    size_ = n;
  }
  void resize(std::size_t n, const Scalar& val) { assign(n, val); }
  // Sets the first n elements on the side that is current (the host when it needs no sync).
  void assign(std::size_t n, const Scalar& val) {
    if (n > span()) DV::resize(std::size_t(n * extra_));
    size_ = n;
    if (DV::need_sync_device()) {
      for (std::size_t i = 0; i < n; ++i) DV::h_view(i) = val;
      DV::modify_host();
    } else {
      if (n) deep_copy(subview(DV::d_view, std::pair<std::size_t, std::size_t>(0, n)), val);
      DV::modify_device();
    }
  }
  void reserve(std::size_t n) { DV::resize(std::size_t(n * extra_)); }
  // modify<host>(), not modify_host(): on a default-constructed vector it allocates the
  // modified flags, so the resize below keeps the host's elements (Kokkos 4).
  void push_back(Scalar val) {
    DV::sync_host();
    DV::template modify<typename DV::host_mirror_space>();
    if (size_ == span()) {
      std::size_t grown = std::size_t(size_ * extra_);
      if (grown == size_) ++grown;
      DV::resize(grown);
    }
    DV::h_view(size_) = val;
    ++size_;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }
  iterator insert(iterator it, const value_type& val) { return insert(it, 1, val); }
  iterator insert(iterator it, size_type count, const value_type& val) {
    if (size() == 0 && it == begin()) {
      resize(count, val);
      DV::sync_host();
      return begin();
    }
    DV::sync_host();
    DV::modify_host();
    if (it < begin() || it > end()) kt::abort("Kokkos::vector::insert : invalid insert iterator");
    if (count == 0) return it;
    const std::ptrdiff_t start = std::distance(begin(), it);
    const std::size_t old = size();
    resize(size() + count);
    std::copy_backward(begin() + start, begin() + old, begin() + old + count);
    std::fill_n(begin() + start, count, val);
    return begin() + start;
  }
  bool is_allocated() const { return DV::is_allocated(); }
  size_type size() const { return size_; }
  size_type max_size() const { return 2000000000; }
  size_type span() const { return DV::span(); }
  bool empty() const { return size_ == 0; }
  pointer data() const { return DV::h_view.data(); }
  iterator begin() const { return DV::h_view.data(); }
  iterator end() const { return size_ > 0 ? DV::h_view.data() + size_ : DV::h_view.data(); }
  reference front() const { return DV::h_view(0); }
  reference back() const { return DV::h_view(size_ - 1); }
  // Binary search over [start, theEnd) of sorted host data (Kokkos' algorithm and results).
  std::size_t lower_bound(const std::size_t& start, const std::size_t& theEnd, const Scalar& comp_val) const {
    long lower = long(start);
    long upper = size_ > theEnd ? long(theEnd) : long(size_) - 1;
    if (upper <= lower) return theEnd;
    Scalar lower_val = DV::h_view(lower), upper_val = DV::h_view(upper);
    std::size_t idx = std::size_t(upper + lower) / 2;
    Scalar val = DV::h_view(idx);
    if (val > upper_val) return std::size_t(upper);
    if (val < lower_val) return start;
    while (upper > lower) {
      if (comp_val > val) lower = long(++idx);
      else upper = long(idx);
      idx = std::size_t(upper + lower) / 2;
      val = DV::h_view(idx);
    }
    return idx;
  }
  bool is_sorted() {
    for (std::size_t i = 0; i + 1 < size_; ++i)
      if (DV::h_view(i) > DV::h_view(i + 1)) return false;
    return true;
  }
  iterator find(Scalar val) const {
    if (size_ == 0) return end();
    long upper = long(size_) - 1, lower = 0, current = long(size_) / 2;
    if (val < DV::h_view(0) || val > DV::h_view(size_ - 1)) return end();
    while (upper > lower) {
      if (val > DV::h_view(current)) lower = current + 1;
      else upper = current;
      current = (upper + lower) / 2;
    }
    return val == DV::h_view(current) ? &DV::h_view(current) : end();
  }
  void device_to_host() { deep_copy(DV::h_view, DV::d_view); }
  void host_to_device() const { deep_copy(DV::d_view, DV::h_view); }
  void on_host() { DV::modify_host(); }
  void on_device() { DV::modify_device(); }
  void set_overallocation(float extra) { extra_ = 1.0f + extra; }
};
}  // namespace kt
