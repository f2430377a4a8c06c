// Includes the kernel header before its own Kokkos include, and has a team kernel of its own:
// the translation's helpers must cover both and come first.
#define KT_TREE_VERBOSE
#include <cstdio>
#include "../include/kernels_in_header.hpp"
#include <Kokkos_Core.hpp>

double part(int n); // d_header_part.cpp

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 1000);
    tree::fill(x, 0.5);
    using team = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(10, Kokkos::AUTO), KOKKOS_LAMBDA(const team &t) {
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 100),
                               [&](const int j) { x(t.league_rank() * 100 + j) += 1.0; });
        });
    printf("total %.17g\n", tree::total(x));
    printf("part %.17g\n", part(300));
    tree::note("done");
  }
  Kokkos::finalize();
}
