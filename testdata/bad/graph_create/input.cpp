// KT1006: Kokkos::Experimental::create_graph / Graph have no runtime-shim equivalent; the
// message says to launch the kernels as plain dispatches. Reported at `create_graph` (line 12).
#include <Kokkos_Core.hpp>
#include <Kokkos_Graph.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double*> x("x", n);
    auto graph =
        Kokkos::Experimental::create_graph(Kokkos::DefaultExecutionSpace(), [&](auto root) {
          root.then_parallel_for("fill", Kokkos::RangePolicy<>(0, n), KOKKOS_LAMBDA(const int i) { x(i) = i; });
        });
    graph.submit();
  }
  Kokkos::finalize();
  return 0;
}

// Kokkos::Experimental::create_graph: KT1006 at 'create_graph'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:12:31: error: {{.*}}[KT1006]
// expected-error@12 {{[KT1006]}}
