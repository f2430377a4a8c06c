// tag_template_out_of_line: operator() overloads that are templates over a member tag
// template (`Step<Twice>`), declared in the class and defined after it (`template <class S>
// template <bool Twice> void Ring<S>::operator()(Step<Twice>, const int &i) const`),
// dispatched with `*this` from the class template's own member function, through member
// policy aliases (`policy_twice`) and written in place: parallel_for, and parallel_reduce with
// the overload that takes the reduction value. The kernel is a template over the class's
// parameters and the operator's (`<Scalar, true>`), its text the out-of-line definition's.
// Before, KT1011 (no operator() for the tag): out-of-line operator templates of a class
// template were not looked at. The launch reads the private view through `Ring::kt_access`
// (it was spelled `::Ring::kt_access`, the template without its arguments, which no compiler
// but nvcc accepted). Also a plain class's out-of-line operator template.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class Scalar>
class Ring {
 public:
  typedef Scalar value_type;
  template <bool Twice>
  struct Step {};
  template <bool Twice>
  struct StepSum {};
  typedef Kokkos::RangePolicy<Step<true>, Kokkos::IndexType<int>> policy_twice;
  typedef Kokkos::RangePolicy<StepSum<true>, Kokkos::IndexType<int>> policy_sum_twice;

  explicit Ring(int n) : v_("v", n), n_(n) {}

  template <bool Twice>
  KOKKOS_INLINE_FUNCTION void operator()(Step<Twice>, const int& i) const;
  template <bool Twice>
  KOKKOS_INLINE_FUNCTION void operator()(StepSum<Twice>, const int& i, Scalar& s) const;

  Scalar run(bool twice);

 private:
  Kokkos::View<Scalar*> v_;
  int n_;
};

template <class Scalar>
template <bool Twice>
KOKKOS_INLINE_FUNCTION void Ring<Scalar>::operator()(Step<Twice>, const int& i) const {
  const Scalar x = Scalar(i % 7) + Scalar(0.25);
  v_(i) = Twice ? 2 * x : x;
}

template <class Scalar>
template <bool Twice>
KOKKOS_INLINE_FUNCTION void Ring<Scalar>::operator()(StepSum<Twice>, const int& i,
                                                     Scalar& s) const {
  s += Twice ? v_(i) * v_(i) : v_(i);
}

template <class Scalar>
Scalar Ring<Scalar>::run(bool twice) {
  Scalar s = 0;
  if (twice) {
    Kokkos::parallel_for("ring_twice", policy_twice(0, n_), *this);
    Kokkos::parallel_reduce("ring_sum_twice", policy_sum_twice(0, n_), *this, s);
  } else {
    Kokkos::parallel_for("ring_once",
                         Kokkos::RangePolicy<Step<false>, Kokkos::IndexType<int>>(0, n_), *this);
    Kokkos::parallel_reduce("ring_sum_once",
                            Kokkos::RangePolicy<StepSum<false>, Kokkos::IndexType<int>>(0, n_),
                            *this, s);
  }
  return s;
}

template <int K>
struct Shift {};

struct Fill {
  Kokkos::View<double*> y;
  template <int K>
  KOKKOS_INLINE_FUNCTION void operator()(Shift<K>, const int i) const;
};

template <int K>
KOKKOS_INLINE_FUNCTION void Fill::operator()(Shift<K>, const int i) const {
  y(i) = K * i + 0.5;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Ring<double> a(40);
    Ring<float> b(30);
    const double s1 = a.run(true);
    const double s2 = a.run(false);
    const double s3 = b.run(true);
    std::printf("twice %.3f once %.3f float %.3f\n", s1, s2, s3);
    Kokkos::View<double*> y("y", 12);
    Kokkos::parallel_for("fill", Kokkos::RangePolicy<Shift<3>>(0, 12), Fill{y});
    double t = 0;
    Kokkos::parallel_reduce("fill_sum", 12, KOKKOS_LAMBDA(const int i, double& r) { r += y(i); }, t);
    std::printf("fill %.3f\n", t);
  }
  Kokkos::finalize();
  return 0;
}
