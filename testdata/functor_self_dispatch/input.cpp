// functor_self_dispatch: a class that is its own functor, dispatching `*this` from its member
// functions (tagged operators for two kernels, an untagged one for the reduction), with the
// data members private, one of them a bit-field (its accessor returns it by value). The launches read them through kt_access, which the translator
// inserts at the end of the class; run(), defined in the class, calls its accessors before
// their bodies are parsed, so they spell their return types (`-> const decltype(o.x_) &`).
// Before, the accessors returned `const auto &`, and no compiler accepted the output
// ("cannot deduce the return type ... it has not been defined"), with exit 0.
#include <Kokkos_Core.hpp>
#include <cstdio>
class Solver {
 public:
  Solver(int n) : n_(n), scale_(2), x_("x", n), y_("y", n) {}
  struct TagInit {};
  struct TagAxpy {};
  KOKKOS_INLINE_FUNCTION void operator()(TagInit, const int i) const { x_(i) = i * 0.25; y_(i) = 1.0; }
  KOKKOS_INLINE_FUNCTION void operator()(TagAxpy, const int i) const { y_(i) += alpha_ * x_(i); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& r) const { r += y_(i) * w(i) * scale_; }
  KOKKOS_INLINE_FUNCTION double w(int i) const { return (i % 4) + 1; }
  double run() {
    Kokkos::parallel_for(Kokkos::RangePolicy<TagInit>(0, n_), *this);
    for (int k = 0; k < 3; ++k) { alpha_ = 0.5 + k; Kokkos::parallel_for(Kokkos::RangePolicy<TagAxpy>(0, n_), *this); }
    double r = 0;
    Kokkos::parallel_reduce(n_, *this, r);
    return r;
  }
 private:
  int n_;
  unsigned scale_ : 3;
  double alpha_ = 0;
  Kokkos::View<double*> x_, y_;
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  { Solver s(1000); std::printf("%.3f\n", s.run()); }
  Kokkos::finalize();
}
