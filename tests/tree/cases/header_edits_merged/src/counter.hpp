// header_edits_merged: a class with private members and an operator() defined here, dispatched
// only in fill.cpp. fill.cpp's translation adds the kt_access accessors to the class and empties
// the operator() it lowered; main.cpp's does neither. Before, the two texts were KT1020.
#pragma once
#include <Kokkos_Core.hpp>

struct Fill {};

class Counter {
 public:
  explicit Counter(int n) : n_(n), data_("data", n) {}
  void fill(double scale);
  double total() const;
  KOKKOS_INLINE_FUNCTION void operator()(Fill, const int i) const { data_(i) = scale_ * (i + 1); }

 private:
  int n_;
  double scale_ = 1.0;
  Kokkos::View<double *> data_;
};
