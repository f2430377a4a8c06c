// A class-template functor over the type of a subview, written `Fill<decltype(X_j), Space>`
// (Kokkos' own TestViewSubview fills its column subviews so), in a function template and in
// main. decltype(X_j) names a local variable and the subview's type is one only the Kokkos
// header spells: the launch keeps `decltype(X_j)` as written, where X_j is in scope.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ViewType, class Space>
struct Fill {
  ViewType a;
  double val;
  Fill(ViewType a_, double v) : a(a_), val(v) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { a(i) = val * (i + 1); }
};

template <class Space>
double fill_columns() {
  Kokkos::View<double **, Space> X("X", 10, 3);
  for (int j = 0; j < 3; ++j) {
    auto X_j = Kokkos::subview(X, Kokkos::ALL, j);
    Fill<decltype(X_j), Space> f(X_j, 1.0 + j);
    Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, X_j.extent(0)), f);
  }
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), X);
  double s = 0;
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 3; ++j) s += h(i, j) * (j + 1);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    std::printf("columns %.1f\n", fill_columns<Kokkos::DefaultExecutionSpace>());
    Kokkos::View<double **> Y("Y", 10, 3);
    auto Y_1 = Kokkos::subview(Y, 4, Kokkos::ALL);
    Fill<decltype(Y_1), Kokkos::DefaultExecutionSpace> g(Y_1, 2.0);
    Kokkos::parallel_for(3, g);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), Y);
    std::printf("row %.1f %.1f %.1f, other rows %.1f\n", h(4, 0), h(4, 1), h(4, 2), h(3, 1));
  }
  Kokkos::finalize();
}
