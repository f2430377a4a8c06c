// KT1011: one template dispatch is reached with a functor and with a lambda passed in. The
// functor's kernel is a template launched where the dispatch is; the lambda's launch is a
// member of its capture struct; one dispatch statement cannot become both. Reported at the
// dispatch, line 8.
#include <Kokkos_Core.hpp>

template <class F>
void run(int n, F f) { Kokkos::parallel_for(n, f); }

struct Fill {
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = i; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    run(10, Fill{x});
    run(10, KOKKOS_LAMBDA(const int i) { x(i) += 1; });
  }
  Kokkos::finalize();
  return 0;
}
