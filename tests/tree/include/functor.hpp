#pragma once
#include <Kokkos_Core.hpp>
// A functor defined in a header, dispatched from src/e_functor.cpp: its operator() body is
// replaced in the header.
struct Axpy {
  Kokkos::View<double *> x, y;
  double a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { y(i) += a * x(i); }
};
