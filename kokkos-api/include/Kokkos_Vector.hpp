// Kokkos_Vector.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::vector as in Kokkos 3.4 / 4.x (a DualView<Scalar*, LayoutLeft, Arg1Type> with
// std::vector's host-side interface; the same template parameters and member names).
#pragma once
#include "Kokkos_DualView.hpp"
#include <cstddef>

namespace Kokkos {
template <class Scalar, class Arg1Type = void>
class vector : public DualView<Scalar*, LayoutLeft, Arg1Type> {
 public:
  using value_type = Scalar;
  using pointer = Scalar*;
  using const_pointer = const Scalar*;
  using reference = Scalar&;
  using const_reference = const Scalar&;
  using iterator = Scalar*;
  using const_iterator = const Scalar*;
  using size_type = size_t;

 private:
  size_t _size;
  float _extra_storage;
  using DV = DualView<Scalar*, LayoutLeft, Arg1Type>;

 public:
  reference operator()(int i) const;
  reference operator[](int i) const;
  vector();
  vector(int n, Scalar val = Scalar());
  void resize(size_t n);
  void resize(size_t n, const Scalar& val);
  void assign(size_t n, const Scalar& val);
  void reserve(size_t n);
  void push_back(Scalar val);
  void pop_back();
  void clear();
  iterator insert(iterator it, const value_type& val);
  iterator insert(iterator it, size_type count, const value_type& val);
  KOKKOS_INLINE_FUNCTION constexpr bool is_allocated() const { return true; }
  size_type size() const;
  size_type max_size() const;
  size_type span() const;
  bool empty() const;
  pointer data() const;
  iterator begin() const;
  iterator end() const;
  reference front();
  reference back();
  const_reference front() const;
  const_reference back() const;
  size_t lower_bound(const size_t& start, const size_t& theEnd, const Scalar& comp_val) const;
  bool is_sorted();
  iterator find(Scalar val) const;
  void device_to_host();
  void host_to_device() const;
  void on_host();
  void on_device();
  void set_overallocation(float extra);
};
}  // namespace Kokkos
