// A functor with private data and two tagged operator() bodies with blank lines in them, edited
// only by halo.cpp (which dispatches it: emptied bodies, kt_access) and read unedited by
// main.cpp: as ExaMiniMD's comm_serial.h, whose two texts a line diff once misaligned.
#pragma once
#include <Kokkos_Core.hpp>

class Halo {
public:
  struct TagWrap {};
  struct TagCopy {};
  Halo(Kokkos::View<double *> x, int n) : x_(x), n_(n) {}

  KOKKOS_INLINE_FUNCTION void operator()(TagWrap, const int i) const {
    const double v = x_(i);

    if (v > 10.0) x_(i) -= 10.0;

    if (v < 0.0) x_(i) += 10.0;
  }

  KOKKOS_INLINE_FUNCTION void operator()(TagCopy, const int i) const {
    const int j = n_ - 1 - i;

    if (j > i) x_(n_ + i) = x_(j);
  }

  void run();

private:
  Kokkos::View<double *> x_;
  int n_;
};
