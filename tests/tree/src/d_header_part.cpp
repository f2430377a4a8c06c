// The second file that includes the kernel header (no KT_TREE_VERBOSE), linked with
// c_header_kernel.cpp: the header's kernels must not clash at link time.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include "../include/kernels_in_header.hpp"

double part(int n) {
  Kokkos::View<double *> y("y", n);
  tree::fill(y, 2.0);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { y(i) += 1.0; });
  return tree::total(y);
}
