// KT1002: a device kernel calls size() of a captured Kokkos::UnorderedMap, a host call (Kokkos:
// not a device function); the kernel receives the map's device handle, which has only the
// device members. Reported at the use of the map (line 14, `map`).
#include <Kokkos_Core.hpp>
#include <Kokkos_UnorderedMap.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::UnorderedMap<int, double> map(100);
    Kokkos::View<int*> n("n", 1);
    Kokkos::parallel_for("count", 10, KOKKOS_LAMBDA(const int i) {
      if (map.insert(i, 1.0).success() && i == 0) n(0) = (int)map.size();
    });
    printf("size %d\n", (int)map.size());
  }
  Kokkos::finalize();
  return 0;
}

// A device kernel calling a host member (size()) of a captured Kokkos::UnorderedMap: KT1002 at the map's use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:63: error: {{.*}}[KT1002]
// expected-error@14 {{[KT1002]}}
