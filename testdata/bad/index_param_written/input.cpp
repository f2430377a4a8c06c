// An MDRangePolicy functor whose operator() changes its by-value index parameter (`i++`): the
// kernel's outer index is shared by its inner loop, so this stays refused (KT1011).
#include <Kokkos_Core.hpp>

struct Shifted {
  Kokkos::View<double**> a;
  KOKKOS_INLINE_FUNCTION void operator()(int i, const int j) const {
    i++;
    a(i, j) = 1.0;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double**> a("a", 11, 4);
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {10, 4}), Shifted{a});
  }
  Kokkos::finalize();
}

// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:6: error: {{.*}}[KT1011]
// expected-error@8 {{[KT1011]}}
