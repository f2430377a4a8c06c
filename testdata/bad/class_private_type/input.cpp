// class_private_type: a private nested class named by what the kernel receives. The kernel is
// defined at namespace scope, where `Sim::Params` and `Weighted::Weight` cannot be named, so a
// captured variable or a functor member of such a type is refused (KT1031) at the capture and
// at the member; so is a private static member that a kernel body names (`Offsets::shift`). Before, the output exited 0 and named the private class in the kernel's
// parameters, which no compiler accepted ("class Sim::Params is inaccessible"), or the private
// static member in the kernel.
#include <Kokkos_Core.hpp>
#include <cstdio>

class Sim {
  struct Params {
    double a, b;
  };
  Params p_{1.5, 2.0};

 public:
  double run(int n) const;
};

double Sim::run(int n) const {
  Params p = p_;
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = p.a * i + p.b; });
  double s = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& r) { r += x(i); }, s);
  return s;
}

class Weighted {
  struct Weight {
    double w;
  };
  Kokkos::View<double*> x_;
  Weight w_{2.0};

 public:
  explicit Weighted(Kokkos::View<double*> x) : x_(x) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& r) const { r += w_.w * x_(i); }
};

class Offsets {
  static constexpr int shift = 3;

 public:
  double first(Kokkos::View<double*> x) const;
};

double Offsets::first(Kokkos::View<double*> x) const {
  Kokkos::parallel_for(x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) = i + Offsets::shift; });
  return 0;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Sim s;
    Kokkos::View<double*> x("x", 30);
    double t = 0;
    Kokkos::parallel_reduce(30, Weighted(x), t);
    std::printf("%.3f %.3f\n", s.run(10), t);
  }
  Kokkos::finalize();
}

// a captured variable and a functor member whose types are private nested classes, and a
// private static member in a kernel body: the first at the capture's use (line 23), all three.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:23:63: error: {{.*}}[KT1031]
// expected-error-re@23 {{which is private or protected in class 'Sim'{{.*}}[KT1031]}}
// expected-error@34 {{[KT1031]}}
// expected-error@49 {{[KT1031]}}
