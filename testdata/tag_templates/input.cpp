// tag_templates: operator() templated on the work tag, as in the heat-conduction tutorial
// (template <int Surface> operator()(ComputeSurfaceDT<Surface>, int i, int j), dispatched
// with *this for four edges), and a functor whose operator() is a template over the whole tag
// type. Class-scope enumerators and static constants used in a functor dispatched from outside
// its class are spelled from namespace scope in the kernels (Apply::factor).
//
// Covers: a non-type template parameter deduced from a templated tag (MDRange, Rank 2, four
// instantiations), a type parameter deduced from a tag (Range), `*this` as the functor from a
// member function, an enumerator and a static constexpr member of a functor's class used in its
// body (dispatched from main).

#include <Kokkos_Core.hpp>
#include <cstdio>

enum { left, right, down, up };
constexpr double weight = 0.25;

struct Box {
  Kokkos::View<double**> T;
  int X, Y;

  template <int Side>
  struct Edge {};

  template <int Side>
  KOKKOS_FUNCTION void operator()(Edge<Side>, const int i, const int j) const {
    int x = 0, y = 0;
    if (Side == left) { x = 0; y = i; }
    if (Side == right) { x = X - 1; y = i; }
    if (Side == down) { x = i; y = 0; }
    if (Side == up) { x = i; y = Y - 1; }
    Kokkos::atomic_add(&T(x, y), weight * (Side + 1) + j);  // several j per cell
  }

  void edges() {
    Kokkos::parallel_for("left", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<left>>({0, 0}, {Y, 1}), *this);
    Kokkos::parallel_for("right", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<right>>({0, 0}, {Y, 2}), *this);
    Kokkos::parallel_for("down", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<down>>({1, 0}, {X - 1, 1}), *this);
    Kokkos::parallel_for("up", Kokkos::MDRangePolicy<Kokkos::Rank<2>, Edge<up>>({1, 0}, {X - 1, 3}), *this);
  }
};

struct Scale {};
struct Shift {};

struct Apply {
  enum { plus = 1 };
  static constexpr double factor = 3.0;
  Kokkos::View<double*> v;
  template <class Tag>
  KOKKOS_FUNCTION void operator()(Tag, const int i) const {
    if (std::is_same<Tag, Scale>::value) v(i) *= factor;
    else v(i) += 0.5 + plus;
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
