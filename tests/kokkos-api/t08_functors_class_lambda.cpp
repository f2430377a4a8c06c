// Area: functor classes, work tags, KOKKOS_CLASS_LAMBDA, member functions
// launching kernels, templates over execution/memory spaces, HostMirror use.
#include <Kokkos_Core.hpp>

#include <cstdio>

template <class ExecSpace = Kokkos::DefaultExecutionSpace>
class Solver {
 public:
  using memory_space = typename ExecSpace::memory_space;
  using view_type = Kokkos::View<double*, memory_space>;
  using host_view_type = typename view_type::HostMirror;

  struct InitTag {};
  struct ScaleTag {};
  struct SumTag {};

  explicit Solver(int n) : n_(n), u_("u", n), scale_(2.0) {}

  KOKKOS_INLINE_FUNCTION void operator()(InitTag, const int i) const { u_(i) = i; }
  KOKKOS_INLINE_FUNCTION void operator()(ScaleTag, const int i) const { u_(i) *= scale_; }
  KOKKOS_INLINE_FUNCTION void operator()(SumTag, const int i, double& s) const { s += u_(i); }

  double run() {
    Kokkos::parallel_for("init", Kokkos::RangePolicy<ExecSpace, InitTag>(0, n_), *this);
    Kokkos::parallel_for("scale", Kokkos::RangePolicy<ExecSpace, ScaleTag>(0, n_), *this);
#ifdef KOKKOS_CLASS_LAMBDA  // real Kokkos 3.4 defines it only in C++17 builds
    Kokkos::parallel_for("class_lambda", Kokkos::RangePolicy<ExecSpace>(0, n_),
                         KOKKOS_CLASS_LAMBDA(const int i) { u_(i) += scale_; });
#endif
    Kokkos::parallel_for("lambda_this", Kokkos::RangePolicy<ExecSpace>(0, n_),
                         KOKKOS_LAMBDA(const int i) { u_(i) += scale_; });
    double s = 0.0;
    Kokkos::parallel_reduce("sum", Kokkos::RangePolicy<ExecSpace, SumTag>(0, n_), *this, s);
    host_view_type h = Kokkos::create_mirror_view(u_);
    Kokkos::deep_copy(h, u_);
    ExecSpace().fence();
    return s + h(0);
  }

 private:
  int n_;
  view_type u_;
  double scale_;
};

struct Axpy {
  double alpha;
  Kokkos::View<const double*> x;
  Kokkos::View<double*> y;
  Axpy(double a, Kokkos::View<const double*> x_, Kokkos::View<double*> y_) : alpha(a), x(x_), y(y_) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { y(i) += alpha * x(i); }
};

template <class ViewType>
struct Dot {
  using value_type = typename ViewType::non_const_value_type;
  ViewType a, b;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& s) const { s += a(i) * b(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Solver<> solver(64);
    double r = solver.run();
    Kokkos::View<double*> x("x", 64), y("y", 64);
    Kokkos::parallel_for(64, Axpy(2.0, x, y));
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 64), Axpy(2.0, x, y));
    double d = 0.0;
    Kokkos::parallel_reduce(64, Dot<Kokkos::View<double*>>{x, y}, d);
    std::printf("%f %f\n", r, d);
  }
  Kokkos::finalize();
  return 0;
}
