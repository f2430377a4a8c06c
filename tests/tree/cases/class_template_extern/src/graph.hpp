// A neighbour structure a force class template is instantiated over (its `list_type`).
#pragma once
#include <Kokkos_Core.hpp>

struct Csr {
  Kokkos::View<int*> offsets;
  Kokkos::View<int*> ids;
  struct Row {
    const int* p;
    int n;
    KOKKOS_INLINE_FUNCTION int size() const { return n; }
    KOKKOS_INLINE_FUNCTION int operator()(int k) const { return p[k]; }
  };
  typedef Row row_type;
  KOKKOS_INLINE_FUNCTION row_type row(int i) const {
    return row_type{ids.data() + offsets(i), offsets(i + 1) - offsets(i)};
  }
};

template <class Space>
struct Ring {
  typedef Csr list_type;
  static Csr build(int n) {
    Csr c;
    c.offsets = Kokkos::View<int*>("offsets", n + 1);
    c.ids = Kokkos::View<int*>("ids", 2 * n);
    auto o = Kokkos::create_mirror_view(c.offsets);
    auto d = Kokkos::create_mirror_view(c.ids);
    for (int i = 0; i <= n; ++i) o(i) = 2 * i;
    for (int i = 0; i < n; ++i) {
      d(2 * i) = (i + 1) % n;
      d(2 * i + 1) = (i + n - 1) % n;
    }
    Kokkos::deep_copy(c.offsets, o);
    Kokkos::deep_copy(c.ids, d);
    return c;
  }
};

struct Pair {
  virtual ~Pair() {}
  virtual double compute(bool stack) = 0;
};
