// functor_base_members: functors that use protected data members of their base classes (Kokkos
// copies the whole functor, its bases included). The launch reads them through the kt_access
// struct inserted into the functor's class, which reaches a base's protected members.
//
// Covers: a protected member of a direct base, one of a base's base (public inheritance), a
// protected View member of a base, a private member of the functor next to them, and a base
// reached through protected inheritance.
#include <Kokkos_Core.hpp>
#include <cstdio>

class Base {
protected:
  double factor_ = 2.0;
};

class Offset : public Base {
protected:
  Kokkos::View<double*> shift_;
  int stride_ = 3;
};

class Scale : public Base {
public:
  Kokkos::View<double*> x;
  Scale(Kokkos::View<double*> v) : x(v) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= factor_; }
};

class Shifted : protected Offset {
public:
  Kokkos::View<double*> x;
  Shifted(Kokkos::View<double*> v, Kokkos::View<double*> s) : x(v), bias_(0.5) {
    shift_ = s;
    factor_ = 1.5;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    x(i) = factor_ * x(i) + shift_(i % stride_) + bias_;
  }

private:
  double bias_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n), s("s", 3);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      x(i) = 0.25 * i;
      if (i < 3) s(i) = 10.0 * (i + 1);
    });
    Kokkos::parallel_for("scale", n, Scale(x));
    Kokkos::parallel_for("shift", n, Shifted(x, s));
    double sum = 0.0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& a) { a += x(i) * (1 + i % 4); }, sum);
    printf("sum %.17g\n", sum);
  }
  Kokkos::finalize();
  return 0;
}
