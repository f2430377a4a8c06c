// A class with a member function defined in the operator() of a class-template functor: clang
// 19 emits no OpenMP device code for such a member in a function template (nvlink: undefined
// reference), so the OpenMP target refuses it; the other targets translate it (golden case
// local_class_kernel has one in a plain functor).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class Space>
struct Sum {
  int n;
  KOKKOS_FUNCTION void operator()(int k, int &e) const {
    struct S {
      int i;
      KOKKOS_FUNCTION int twice() const { return 2 * i; }
    };
    e += S{n + k}.twice();
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    int total = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, 10), Sum<Kokkos::DefaultExecutionSpace>{1},
                            total);
    printf("%d\n", total);
  }
  Kokkos::finalize();
}

// RUN: %kt --target=openmp --verify %s
// RUN: %refuses openmp 3 %s | FileCheck %s
// CHECK: input.cpp:14:27: error: {{.*}}class defined in the body of a kernel template{{.*}}[KT1018]
// expected-error-re@14 {{class defined in the body of a kernel template{{.*}}[KT1018]}}
