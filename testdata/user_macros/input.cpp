// user_macros: user macros the translator keeps as written. A macro may stand for a whole bound
// (N), a label, a whole result (RESULT) or code inside a kernel body (SQ), and a macro may
// write a device function (DEFINE_CUBE: the qualifier goes before the macro call). A dispatch,
// lambda body or policy written by a macro is KT1027 instead (testdata/bad/*_in_macro).
//
// Covers: KOKKOS_LAMBDA with user macros around it, a function-like macro in a kernel body, a
// macro-defined function called from a kernel, a macro as the reduction result.

#include <Kokkos_Core.hpp>
#include <cstdio>

#define N 1000
#define LABEL "square"
#define SQ(v) ((v) * (v))
#define RESULT total
#define DEFINE_CUBE(T) \
  T cube_##T(T v) { return v * v * v; }

DEFINE_CUBE(double)

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", N);
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * (i % 10); });
    Kokkos::parallel_for(LABEL, Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(const int i) {
      x(i) = SQ(x(i)) + cube_double(0.5);
    });
    double total = 0;
    Kokkos::parallel_reduce("sum", N, KOKKOS_LAMBDA(const int i, double& s) { s += x(i); },
                            RESULT);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
    std::printf("n %d\n", N);
    std::printf("total %.3f\n", total);
    std::printf("entries %g %g %g\n", h(0), h(3), h(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
