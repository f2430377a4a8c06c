#pragma once
#include "pair_sum.hpp"

template <class Graph>
PairSum<Graph>::PairSum(int n)
    : list_(Graph::build(n)), x_("x", n), f_("f", n), n_(n) {
  w_[0] = 0.5;
  w_[1] = 0.25;
  auto h = Kokkos::create_mirror_view(x_);
  for (int i = 0; i < n; ++i) h(i) = (i * 7) % 11;
  Kokkos::deep_copy(x_, h);
}

// A plain functor class template over the list type, dispatched from a member of the extern
// instantiation (ExaMiniMD's FindMaxNumNeighs): its operator() is instantiated only for the
// kernel.
template <class List>
struct RowWidth {
  List list;
  explicit RowWidth(const List& l) : list(l) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int& i, int& m) const {
    const int w = list.row(i).size();
    if (m < w) m = w;
  }
};

template <class Graph>
int PairSum<Graph>::widest() const {
  int m = 0;
  Kokkos::parallel_reduce("pair_widest", n_, RowWidth<list_type>(list_), Kokkos::Max<int>(m));
  return m;
}

template <class Graph>
double PairSum<Graph>::compute(bool stack) {
  double e = 0;
  if (stack) {
    Kokkos::parallel_for("pair_force", t_force_stack(0, n_), *this);
    Kokkos::parallel_reduce("pair_energy", t_energy_stack(0, n_), *this, e);
  } else {
    Kokkos::parallel_for("pair_force", t_force(0, n_), *this);
    Kokkos::parallel_reduce("pair_energy", t_energy(0, n_), *this, e);
  }
  return e;
}

template <class Graph>
template <bool Stack>
KOKKOS_INLINE_FUNCTION
void PairSum<Graph>::operator()(TagForce<Stack>, const int& i) const {
  typename list_type::row_type r = list_.row(i);
  double s = 0;
  for (int k = 0; k < r.size(); ++k) {
    const double d = x_(r(k)) - x_(i);
    s += Stack ? w_[k % 2] * d : d;
  }
  f_(i) = s;
}

template <class Graph>
template <bool Stack>
KOKKOS_INLINE_FUNCTION
void PairSum<Graph>::operator()(TagEnergy<Stack>, const int& i, double& e) const {
  const typename list_type::row_type r = list_.row(i);
  e += (Stack ? 2.0 : 1.0) * f_(i) * f_(i) + r.size();
}
