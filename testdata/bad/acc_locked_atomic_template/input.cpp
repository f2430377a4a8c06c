// KT1018 (OpenACC): a functor class template whose atomic is 4 bytes in one instantiation
// (int: the target's instruction) and 2 bytes in the other (short: the shim's spin lock, which
// GCC 12's OpenACC GPU code does not leave). The instantiations must not share one kernel: the
// short one is refused, the int one alone would translate.
// Valid Kokkos; the error is at `Kokkos::atomic_add` on line 14 (column 13).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
struct Count {
  Kokkos::View<T *> bins;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    // one of four bins
    Kokkos::atomic_add(&bins(i % 4), T(1));
  }
};

template <class T>
long run(int n) {
  Kokkos::View<T *> bins("bins", 4);
  Kokkos::parallel_for(n, Count<T>{bins});
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), bins);
  return long(h(0)) + long(h(3));
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("%ld %ld\n", run<int>(1000), run<short>(1000));
  Kokkos::finalize();
  return 0;
}

// OpenACC: an atomic on a short in one instantiation of a functor template (a spin lock GCC 12's
// GPU code does not leave); the int instantiation must not hide it by sharing its kernel.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:14:13: error: {{.*}}[KT1018]
// expected-error-re@14 {{spin lock{{.*}}[KT1018]}}
