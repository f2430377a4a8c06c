// user_namespace_kokkos: an application that ships its own kernels in namespace Kokkos, as
// older codes did for their vector and sparse-matrix operations.
//
// Covers: user functions and a user functor declared in `namespace Kokkos` (unqualified Kokkos
// names inside them: View, parallel_for, parallel_reduce, RangePolicy), called from main as
// `Kokkos::name(...)`, with a KOKKOS_INLINE_FUNCTION helper of the user's in namespace Kokkos
// called from a kernel. None of these is Kokkos API; Kokkos' own names around them are.

#include <Kokkos_Core.hpp>
#include <cstdio>

namespace Kokkos {

KOKKOS_INLINE_FUNCTION double user_weight(const int i) { return 1.0 + (i % 4) * 0.5; }

void user_axpby(const double alpha, View<const double*> x, const double beta, View<double*> y) {
  parallel_for("user_axpby", RangePolicy<>(0, x.extent(0)),
               KOKKOS_LAMBDA(const int i) { y(i) = alpha * x(i) + beta * y(i); });
}

double user_wdot(View<const double*> x, View<const double*> y) {
  double r = 0.0;
  parallel_reduce("user_wdot", x.extent(0),
                  KOKKOS_LAMBDA(const int i, double& s) { s += user_weight(i) * x(i) * y(i); }, r);
  return r;
}

struct UserCsrSpmv {
  View<const int*> row_ptr;
  View<const int*> col;
  View<const double*> val;
  View<const double*> x;
  View<double*> y;
  KOKKOS_INLINE_FUNCTION void operator()(const int r) const {
    double s = 0.0;
    for (int k = row_ptr(r); k < row_ptr(r + 1); ++k) s += val(k) * x(col(k));
    y(r) = s;
  }
};

}  // namespace Kokkos

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 200;
    Kokkos::View<double*> x("x", n), y("y", n), z("z", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      x(i) = 0.01 * i;
      y(i) = 1.0 - 0.002 * i;
    });
    Kokkos::user_axpby(2.0, x, 0.5, y);
    printf("user_wdot %.6f\n", Kokkos::user_wdot(x, y));

    // Tridiagonal matrix: 2 on the diagonal, -1 beside it.
    Kokkos::View<int*> row_ptr("row_ptr", n + 1), col("col", 3 * n);
    Kokkos::View<double*> val("val", 3 * n);
    Kokkos::parallel_for("build", 1, KOKKOS_LAMBDA(const int) {
      int k = 0;
      for (int r = 0; r < n; ++r) {
        row_ptr(r) = k;
        for (int c = r - 1; c <= r + 1; ++c)
          if (c >= 0 && c < n) {
            col(k) = c;
            val(k) = c == r ? 2.0 : -1.0;
            ++k;
          }
      }
      row_ptr(n) = k;
    });
    Kokkos::parallel_for("spmv", n, Kokkos::UserCsrSpmv{row_ptr, col, val, y, z});
    printf("user_spmv %.6f\n", Kokkos::user_wdot(z, z));
  }
  Kokkos::finalize();
  return 0;
}
