// KT1002: a functor whose copy constructor takes a non-const reference. Kokkos takes the functor
// as `const F &` and copies it, so real Kokkos does not compile this either (found by the fuzz
// stage: a deleted `const`). The error is at the functor on line 26 (column 32).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <stdexcept>

struct Poison {
  Kokkos::View<double *> v;
  explicit Poison(Kokkos::View<double *> v_) : v(v_) {}
  Poison(  Poison &o) : v(o.v) { throw std::runtime_error("copied"); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = 1.0; }
};

struct Fill {
  Kokkos::View<double *> v;
  double x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = x * i; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> v("v", 10);
    try {
      Kokkos::parallel_for(10, Poison(v));
      std::printf("no exception\n");
    } catch (const std::runtime_error &e) {
      std::printf("caught: %s\n", e.what());
    }
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    std::printf("after: v(3) %.1f, use_count %d\n", h(3), int(v.use_count()));
    Kokkos::parallel_for(10, Fill{v, 0.5});
    Kokkos::deep_copy(h, v);
    std::printf("fill: v(3) %.1f\n", h(3));
  }
  Kokkos::finalize();
}

// A functor whose copy constructor takes a non-const reference (real Kokkos rejects it too).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:26:32: error: {{.*}}[KT1002]
// expected-error-re@26 {{copy constructor that takes a non-const{{.*}}[KT1002]}}
