// No include guard: main.cpp includes this file twice, and each inclusion reads a different
// section (as ExaMiniMD's module headers do): the translated header carries both sections' edits.
#ifdef SECTION_ONE
inline void fill(Kokkos::View<double *> x) {
  Kokkos::parallel_for("fill", x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
}
#else
inline double total(Kokkos::View<double *> x) {
  double s = 0;
  Kokkos::parallel_reduce("total", x.extent(0), KOKKOS_LAMBDA(const int i, double &v) { v += x(i); }, s);
  return s;
}
#endif
