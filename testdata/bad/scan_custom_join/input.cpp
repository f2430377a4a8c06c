// A parallel_scan over a functor with its own init/join (a product scan): lowered as a sum it
// would be silently wrong, so it is refused until custom scan operators are supported.
#include <Kokkos_Core.hpp>
#include <cstdio>
struct Factorial {
  using value_type = double;
  Kokkos::View<double *> m_view;
  KOKKOS_FUNCTION void init(value_type &value) const { value = 1.; }
  KOKKOS_FUNCTION void join(value_type &lhs, const value_type &rhs) const { lhs *= rhs; }
  KOKKOS_FUNCTION void operator()(int i, value_type &p, bool is_final) const {
    if (is_final) m_view(i) = p;
    p *= i + 1;
  }
};
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    int n = 10;
    Kokkos::View<double *> view("view", n);
    Kokkos::parallel_scan(n, Factorial{view});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace{}, view);
    for (int i = 0; i < n; ++i) printf("%d %g\n", i, h(i));
  }
  Kokkos::finalize();
}
