// KT1029: a functor's operator() takes the scan accumulator by value (`long update`); the
// error is at the parameter `update` on line 8.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Prefix {
  Kokkos::View<long*> in, out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long update, const bool final) const {
    update += in(i);
    if (final) out(i) = update;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Prefix p{Kokkos::View<long*>("in", 10), Kokkos::View<long*>("out", 10)};
    Kokkos::deep_copy(p.in, 1);
    Kokkos::parallel_scan(10, p);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p.out);
    std::printf("last %ld\n", h(9));
  }
  Kokkos::finalize();
  return 0;
}

// by-value scan accumulator in a functor: reported at the parameter 'update'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:60: error: {{.*}}[KT1029]
// expected-error@8 {{[KT1029]}}
