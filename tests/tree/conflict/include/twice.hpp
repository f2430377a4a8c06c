// No include guard: input.cpp includes this file twice, with a different NAME and STEP
// (valid Kokkos: real Kokkos runs it and prints "sum 24.0").
void NAME(Kokkos::View<double *> x) {
  Kokkos::parallel_for("step", x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) += STEP; });
}
