// kokkos_macros: KOKKOS_* macros that stay in the translated text (the mini-apps print
// KOKKOS_VERSION; code tests it in #if), defined by the shim as by Kokkos.
//
// Covers: KOKKOS_VERSION in an expression and in #if, KOKKOS_INVALID_INDEX,
// KOKKOS_INLINE_FUNCTION_DELETED, KOKKOS_DEPRECATED on an unused function, KOKKOS_RESTRICT.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <string>

struct NoCopy {
  NoCopy() = default;
  KOKKOS_INLINE_FUNCTION_DELETED NoCopy(const NoCopy&) = delete;
  int v = 3;
};

KOKKOS_DEPRECATED inline int old_api() { return 1; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const std::string name = "Kokkos " + std::to_string(KOKKOS_VERSION / 10000);
    std::printf("major_at_least_3 %d\n", KOKKOS_VERSION / 10000 >= 3 ? 1 : 0);
    std::printf("name_length %d\n", int(name.size()));
#if KOKKOS_VERSION >= 30000
    std::printf("version_branch 1\n");
#else
    std::printf("version_branch 0\n");
#endif
    std::printf("invalid_index_is_max %d\n", KOKKOS_INVALID_INDEX == ~std::size_t(0) ? 1 : 0);
    NoCopy nc;
    const int n = 100;
    Kokkos::View<double*> a("a", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      double* KOKKOS_RESTRICT p = &a(i);
      *p = 2.0 * i;
    });
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += a(i); }, s);
    std::printf("sum %.1f\n", s + nc.v);
  }
  Kokkos::finalize();
}
