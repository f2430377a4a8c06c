// Work-item properties: Kokkos::Experimental::WorkItemProperty as a policy template argument
// (Kokkos' own TestViewSubview launches its fills over RangePolicy<Space, None_t>) and added with
// Kokkos::Experimental::require, at the dispatch and through a local variable. A property is a
// launch hint; the dispatches compute what they would without it.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Property = Kokkos::Experimental::WorkItemProperty::None_t;
    const int n = 1000;
    Kokkos::View<double *> x("x", n);
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace, Property>(0, n),
                         KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
    auto light = Kokkos::Experimental::require(
        Kokkos::RangePolicy<>(0, n), Kokkos::Experimental::WorkItemProperty::HintLightWeight);
    double all = 0;
    Kokkos::parallel_reduce(light, KOKKOS_LAMBDA(const int i, double &s) { s += x(i); }, all);
    double half = 0;
    Kokkos::parallel_reduce(
        Kokkos::Experimental::require(Kokkos::RangePolicy<>(0, n / 2),
                                      Kokkos::Experimental::WorkItemProperty::HintHeavyWeight),
        KOKKOS_LAMBDA(const int i, double &s) { s += x(i); }, half);
    std::printf("all %.1f half %.1f\n", all, half);
  }
  Kokkos::finalize();
}
