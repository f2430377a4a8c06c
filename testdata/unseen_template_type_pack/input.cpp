// unseen_template_type_pack: a function template over a type parameter pack (a View's
// properties, `View<DataType, Args...>`, as miniFE's copy of old Kokkos' Kokkos_MV.hpp writes
// it) whose dispatch no instantiation in the file reaches: nothing runs it, so it gets no
// kernel; a static_assert over the template's parameters, the pack included, stops any later
// instantiation from compiling. (The translator once refused it with KT1009: a pack among the
// parameters.) The template that is called translates as usual.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class RVector, class DataType, class... Args>
RVector scale_by_view(const RVector &r, const Kokkos::View<DataType, Args...> &a) {
  Kokkos::parallel_for("scale_by_view", r.extent(0), KOKKOS_LAMBDA(const int i) { r(i) *= a(0); });
  return r;
}

template <class RVector>
RVector scale(const RVector &r, const double a) {
  Kokkos::parallel_for("scale", r.extent(0), KOKKOS_LAMBDA(const int i) { r(i) *= a; });
  return r;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = 1.0 + i; });
    scale(x, 0.5);
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(const int i, double &v) { v += x(i); }, s);
    std::printf("sum %.2f\n", s);
  }
  Kokkos::finalize();
}
