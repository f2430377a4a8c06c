// Issue 30 (ExaMiniMD's sna.h and sna_impl.hpp): a class declares its team helpers (member
// functions taking the team member) in one header and defines them in another, which the first
// includes at its end. Each declaration is replaced in its own file by one taking the lowered
// team context (KT1040 before: "also declared in another file").
#ifndef ROWS_HPP
#define ROWS_HPP
#include <Kokkos_Core.hpp>

class Rows {
public:
  Kokkos::View<double **> a;
  int ncols;

  Rows(Kokkos::View<double **> a_, int n) : a(a_), ncols(n) {}

  KOKKOS_INLINE_FUNCTION
  double row_sum(const Kokkos::TeamPolicy<>::member_type &team, const int r) const; // main
  KOKKOS_INLINE_FUNCTION
  void scale_row(const Kokkos::TeamPolicy<>::member_type &team, int, double) const;

private:
  KOKKOS_INLINE_FUNCTION
  double weight(const Kokkos::TeamPolicy<>::member_type &team) const;
};

#include "rows_impl.hpp"
#endif
