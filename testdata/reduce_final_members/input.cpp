// A reduction functor whose final() uses its members (the shape of the advanced reductions
// tutorial's geometric mean): final runs once on the result, through the host copy of the functor,
// after the value is copied back. Also a TeamPolicy reduction whose final() scales by a member.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <typename ValueType>
struct ProductMean {
  using value_type = ValueType;
  ProductMean(Kokkos::View<value_type*> view) : m_view(view), n(view.extent(0)) {}
  KOKKOS_FUNCTION void init(value_type& value) const { value = 1.; }
  KOKKOS_FUNCTION void join(value_type& lhs, const value_type& rhs) const { lhs *= rhs; }
  KOKKOS_FUNCTION void final(value_type& value) const { value = value / n; }  // the product per element
  KOKKOS_FUNCTION void operator()(int i, value_type& update) const { update *= m_view(i); }

 private:
  Kokkos::View<value_type*> m_view;
  int n;
};

struct ScaledRowSum {
  using value_type = double;
  Kokkos::View<double**> a;
  double scale;
  KOKKOS_FUNCTION void init(value_type& v) const { v = 0; }
  KOKKOS_FUNCTION void join(value_type& d, const value_type& s) const { d += s; }
  KOKKOS_FUNCTION void final(value_type& v) const { v *= scale; }
  KOKKOS_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type& t, value_type& sum) const {
    double row = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, a.extent(1)),
                            [&](const int j, double& r) { r += a(t.league_rank(), j); }, row);
    Kokkos::single(Kokkos::PerTeam(t), [&]() { sum += row; });
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 10;
    Kokkos::View<double*> view("view", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { view(i) = 1 + i / 10.; });
    double result = 0;
    Kokkos::parallel_reduce(n, ProductMean<double>{view}, result);
    std::printf("product per element %.10f\n", result);

    Kokkos::View<double**> a("a", 16, 24);
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {16, 24}),
                         KOKKOS_LAMBDA(int i, int j) { a(i, j) = 0.5 * i + j; });
    double total = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(16, Kokkos::AUTO), ScaledRowSum{a, 0.25}, total);
    std::printf("scaled total %.4f\n", total);
  }
  Kokkos::finalize();
}
