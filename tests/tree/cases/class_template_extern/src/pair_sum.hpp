// A class template over its neighbour structure: the operator() overloads are templates over
// member tag templates, declared here and defined in pair_sum_impl.hpp, with the member
// function that dispatches them; its list type is a private alias. Its instantiation is declared
// `extern` here, after the class and before any member is defined, as ExaMiniMD's
// modules_neighbor.h does; pair_sum.cpp defines it.
#pragma once
#include "graph.hpp"

template <class Graph>
class PairSum : public Pair {
  typedef typename Graph::list_type list_type;
  list_type list_;
  Kokkos::View<double*> x_, f_;
  double w_[2];
  int n_;

 public:
  typedef double value_type;
  template <bool Stack>
  struct TagForce {};
  template <bool Stack>
  struct TagEnergy {};
  typedef Kokkos::RangePolicy<TagForce<true>, Kokkos::IndexType<int>> t_force_stack;
  typedef Kokkos::RangePolicy<TagForce<false>, Kokkos::IndexType<int>> t_force;
  typedef Kokkos::RangePolicy<TagEnergy<true>, Kokkos::IndexType<int>> t_energy_stack;
  typedef Kokkos::RangePolicy<TagEnergy<false>, Kokkos::IndexType<int>> t_energy;

  explicit PairSum(int n);
  double compute(bool stack) override;
  int widest() const;

  template <bool Stack>
  KOKKOS_INLINE_FUNCTION
  void operator()(TagForce<Stack>, const int& i) const;
  template <bool Stack>
  KOKKOS_INLINE_FUNCTION
  void operator()(TagEnergy<Stack>, const int& i, double& e) const;
};

typedef Kokkos::DefaultExecutionSpace::memory_space space_t;
extern template class PairSum<Ring<space_t>>;
