// Dispatches inside user namespaces: each kernel goes into the namespace of the function that
// dispatched it, so its body finds the namespace's names unqualified, as the dispatch did.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace lib {
KOKKOS_INLINE_FUNCTION double w(int i) { return 0.5 * i; }

namespace detail {
constexpr int scale = 3;

struct Square {
  Kokkos::View<double*> a;
  KOKKOS_FUNCTION void operator()(const int i) const { a(i) = a(i) * a(i); }
};
}  // namespace detail

void fill(Kokkos::View<double*> a) {
  Kokkos::parallel_for("fill", a.extent(0), KOKKOS_LAMBDA(const int i) { a(i) = w(i) * detail::scale; });
}

struct Solver {
  Kokkos::View<double*> x;
  double shift() const {
    double s = 0;
    Kokkos::parallel_reduce("shift", x.extent(0), KOKKOS_LAMBDA(const int i, double& acc) { acc += w(i); }, s);
    return s;
  }
};
}  // namespace lib

namespace app {
void square(Kokkos::View<double*> a) { Kokkos::parallel_for("square", a.extent(0), lib::detail::Square{a}); }
}  // namespace app

extern "C" {
double total(Kokkos::View<double*>* a) {
  double s = 0;
  Kokkos::View<double*> v = *a;
  Kokkos::parallel_reduce("total", v.extent(0), KOKKOS_LAMBDA(const int i, double& acc) { acc += v(i); }, s);
  return s;
}
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    lib::fill(a);
    app::square(a);
    lib::Solver solver{a};
    printf("total %g shift %g\n", total(&a), solver.shift());
  }
  Kokkos::finalize();
}
