// class_lambda: lambdas in member functions that use the object's members.
//
// Covers: KOKKOS_CLASS_LAMBDA and [=, *this] in member functions (defined in the class and
// out of line) for parallel_for, parallel_reduce (a scalar and a Max reducer) and a
// TeamPolicy whose nested TeamThreadRange lambda uses members; private members that are Views
// and scalars, used implicitly and through this->; member functions called from the body
// (one calls another, which uses a member the body does not name); a member changed on the
// host between two dispatches (each kernel gets the object as it is at the dispatch).

#include <Kokkos_Core.hpp>
#include <cstdio>

// Kokkos defines KOKKOS_CLASS_LAMBDA in C++17 builds only; Debian's 3.4.1 (the reference) is a
// C++14 build, so this program spells it as Kokkos does where it is missing.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

using team_member = Kokkos::TeamPolicy<>::member_type;

class Solver {
 public:
  Solver(int n, double a) : x_("x", n), y_("y", n), n_(n), a_(a) {}
  void init();
  void axpy();
  double dot() const {
    double s = 0.0;
    Kokkos::parallel_reduce(
        "dot", n_, [=, *this](const int i, double& acc) { acc += this->x_(i) * y_(i); }, s);
    return s;
  }
  double maxAbs() const;
  void scaleTeams(int teamLen);
  void setA(double a) { a_ = a; }
  Kokkos::View<double*> x() const { return x_; }
  Kokkos::View<double*> y() const { return y_; }

 private:
  KOKKOS_INLINE_FUNCTION double weight(const int i) const { return a_ * (1 + i % 3) + shift(i); }
  KOKKOS_INLINE_FUNCTION double shift(const int i) const { return 0.25 * (i % 5) * offset_; }

  Kokkos::View<double*> x_, y_;
  int n_;
  double a_;
  double offset_ = 0.5;
};

void Solver::init() {
  Kokkos::parallel_for(
      "init", n_, KOKKOS_CLASS_LAMBDA(const int i) {
        x_(i) = 0.001 * i;
        y_(i) = 1.0 + (i % 7);
      });
}

void Solver::axpy() {
  Kokkos::parallel_for(
      "axpy", Kokkos::RangePolicy<>(0, n_),
      KOKKOS_CLASS_LAMBDA(const int i) { x_(i) += weight(i) * y_(i); });
}

double Solver::maxAbs() const {
  double m = 0.0;
  Kokkos::parallel_reduce(
      "maxabs", n_,
      KOKKOS_CLASS_LAMBDA(const int i, double& v) {
        const double a = x_(i) < 0 ? -x_(i) : x_(i);
        if (a > v) v = a;
      },
      Kokkos::Max<double>(m));
  return m;
}

void Solver::scaleTeams(const int teamLen) {
  const int leagues = n_ / teamLen;
  Kokkos::parallel_for(
      "teams", Kokkos::TeamPolicy<>(leagues, Kokkos::AUTO),
      KOKKOS_CLASS_LAMBDA(const team_member& t) {
        const int base = t.league_rank() * teamLen;
        Kokkos::parallel_for(Kokkos::TeamThreadRange(t, teamLen),
                             [&](const int j) { y_(base + j) = a_ * x_(base + j); });
      });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Solver s(4096, 0.5);
    s.init();
    s.axpy();
    printf("dot %.17g\n", s.dot());
    s.setA(-2.0);  // the next kernels copy the object again: they see the new a_
    s.axpy();
    printf("dot2 %.17g\n", s.dot());
    printf("maxabs %.17g\n", s.maxAbs());
    s.scaleTeams(64);
    printf("dot3 %.17g\n", s.dot());
    auto hx = Kokkos::create_mirror_view(s.x());
    auto hy = Kokkos::create_mirror_view(s.y());
    Kokkos::deep_copy(hx, s.x());
    Kokkos::deep_copy(hy, s.y());
    printf("x_entries %.17g %.17g %.17g\n", hx(0), hx(1001), hx(4095));
    printf("y_entries %.17g %.17g %.17g\n", hy(0), hy(1001), hy(4095));
  }
  Kokkos::finalize();
  return 0;
}
