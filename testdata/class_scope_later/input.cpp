// The heat-conduction tutorial's shape: enumerators and static members of the functor's class
// used in its operator(), dispatched with *this from a member function defined in the class.
// The kernel precedes the class (the dispatch is in it), so it becomes a template over the
// class (`kt_Box::left`), instantiated at the launch where the class is complete. Also a
// qualified use (`Box::weight`), a member alias (`Index`: `typename kt_Box::Index`), a
// KOKKOS_CLASS_LAMBDA using a static member, and a member alias of a functor dispatched from
// main (`Apply::scalar`).
#include <Kokkos_Core.hpp>
#include <cstdio>

// Debian's Kokkos 3.4.1 (the reference) defines KOKKOS_CLASS_LAMBDA in C++17 builds only.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

struct Box {
  enum { left, right, down, up };
  static constexpr double weight = 0.25;
  static constexpr int bias = 2;
  using Index = int;
  Kokkos::View<double**> T;
  int X, Y;

  template <int Side>
  struct Edge {};

  template <int Side>
  KOKKOS_FUNCTION void operator()(Edge<Side>, const int i, const int j) const {
    Index x = 0, y = 0;
    if (Side == left) { x = 0; y = i; }
    if (Side == right) { x = X - 1; y = i; }
    if (Side == down) { x = i; y = 0; }
    if (Side == up) { x = i; y = Y - 1; }
    Kokkos::atomic_add(&T(x, y), weight * (Side + 1) + j + Box::bias);  // several j per cell
  }

  void edges() {
    Kokkos::parallel_for("left", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<left>>({0, 0}, {Y, 1}), *this);
    Kokkos::parallel_for("right", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<right>>({0, 0}, {Y, 2}), *this);
    Kokkos::parallel_for("down", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<down>>({1, 0}, {X - 1, 1}), *this);
    Kokkos::parallel_for("up", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<up>>({1, 0}, {X - 1, 3}), *this);
  }

  void damp() {
    Kokkos::parallel_for("damp", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {X, Y}),
                         KOKKOS_CLASS_LAMBDA(const int x, const int y) { T(x, y) *= 1.0 - weight * (x == left); });
  }
};

struct Scale {};
struct Shift {};

struct Apply {
  using scalar = double;
  Kokkos::View<double*> v;
  template <class Tag>
  KOKKOS_FUNCTION void operator()(Tag, const int i) const {
    const scalar f = 3.0;
    if (std::is_same<Tag, Scale>::value) v(i) *= f;
    else v(i) += 1.5;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Box b;
    b.X = 20;
    b.Y = 12;
    b.T = Kokkos::View<double**>("T", b.X, b.Y);
    b.edges();
    b.damp();
    auto T = b.T;
    double total = 0;
    Kokkos::parallel_reduce("total", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {b.X, b.Y}),
                            KOKKOS_LAMBDA(const int x, const int y, double& s) { s += T(x, y) * (x + 2 * y + 1); },
                            total);
    std::printf("box_total %.4f\n", total);

    const int n = 64;
    Apply a{Kokkos::View<double*>("v", n)};
    Kokkos::parallel_for(Kokkos::RangePolicy<Shift>(0, n), a);
    Kokkos::parallel_for(Kokkos::RangePolicy<Scale>(0, n / 2), a);
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += a.v(i) * (i + 1); }, s);
    std::printf("apply_sum %.4f\n", s);
  }
  Kokkos::finalize();
}
