// class_private_alias: a class's own member aliases named where the kernel cannot name them.
// The kernel is defined at namespace scope, so a private or protected alias (`using vec =
// Kokkos::View<T*>;`) is spelled as the type it stands for: in the kernel's parameters when an
// out-of-line member function takes one (`T sum(vec x) const`: exit 0 before, with output that
// named the private `Box<T>::vec`, which no compiler accepted) and in the kernel body (refused
// with KT1031 before), through the kernel template's parameters in a class template
// (`typename kt::View<T *>::handle_type`, `T`), also where the body qualifies it
// (`typename Box<T, N>::scalar`, `Plain::index`: exit 0 before, naming them). Also a class
// template's public alias named in the body of a dispatch in a member function defined in the
// class (`value_type v = ...`, KT1031 before: the class follows the kernel there), a base
// class's protected aliases (one through a using-declaration), a plain class's private index
// alias, and functors whose members and body use their class's private aliases. Still
// refused: a class template's base template's protected alias (KT1009).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T, int N>
class Box {
  using scalar = T; // private
  using vec = Kokkos::View<T*>;

 public:
  using value_type = T;
  explicit Box(int n) : n_(n), x_("box", n) {}

  T run(T a) {
    vec x = x_;
    Kokkos::parallel_for("box_fill", n_, KOKKOS_LAMBDA(const int i) {
      scalar v = a * static_cast<scalar>(i % N);
      Kokkos::Array<scalar, N> arr;
      for (int k = 0; k < N; ++k) arr[k] = v + k;
      x(i) = arr[N - 1];
    });
    using team_policy = Kokkos::TeamPolicy<>;
    Kokkos::parallel_for("box_double", team_policy(n_ / 4, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const team_policy::member_type& t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 4), [&](const int j) {
        const value_type w = x(t.league_rank() * 4 + j);
        x(t.league_rank() * 4 + j) = w * value_type(2);
      });
    });
    return sum(x);
  }

  T sum(vec x) const;

 private:
  int n_;
  vec x_;
};

template <class T, int N>
T Box<T, N>::sum(vec x) const {
  T s = 0;
  Kokkos::parallel_reduce("box_sum", n_, KOKKOS_LAMBDA(const int i, value_type& r) {
    typename Box<T, N>::scalar q = x(i); // written qualified: the same
    r += q;
  }, s);
  return s;
}

class Base {
 protected:
  using vec = Kokkos::View<double*>;
  using scalar = double;
  explicit Base(int n) : x_("base", n), n_(n) {}
  vec x_;
  int n_;
};

class Derived : public Base {
  using Base::vec;

 public:
  explicit Derived(int n) : Base(n) {}
  double run(double a) {
    vec x = x_;
    Kokkos::parallel_for("derived_fill", n_, KOKKOS_LAMBDA(const int i) {
      scalar v = a * i;
      x(i) = v;
    });
    return total(x);
  }
  double total(vec x) const;
};

double Derived::total(vec x) const {
  double s = 0;
  Kokkos::parallel_reduce("derived_total", n_, KOKKOS_LAMBDA(const int i, scalar& r) {
    r += x(i) * (i % 3);
  }, s);
  return s;
}

class Plain {
  using index = int;
  using vec = Kokkos::View<double*>;
  vec x_;

 public:
  Plain() : x_("plain", 20) {}
  double go(vec y) const;
};

double Plain::go(vec y) const {
  vec x = x_;
  Kokkos::parallel_for("plain_fill", 20, KOKKOS_LAMBDA(const index i) {
    const index j = i * 2;
    x(i) = Plain::index(j);
    y(i) = j + 1;
  });
  double s = 0;
  Kokkos::parallel_reduce("plain_sum", 20, KOKKOS_LAMBDA(const index i, double& r) {
    r += x(i) * y(i);
  }, s);
  return s;
}

// Functors whose member and body types are private aliases of their own class.
class Fill {
  using vec = Kokkos::View<double*>;
  using scalar = double;
  vec x_;
  scalar a_;

 public:
  Fill(vec x, double a) : x_(x), a_(a) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    scalar t = a_ * i;
    x_(i) = t;
  }
};

template <class T>
class Increment {
  using vec = Kokkos::View<T*>;
  vec x_;

 public:
  explicit Increment(vec x) : x_(x) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x_(i) += T(1); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Box<double, 3> bd(100);
    Box<float, 5> bf(64);
    std::printf("box %.3f %.3f\n", bd.run(1.5), static_cast<double>(bf.run(2.0f)));
    Derived d(50);
    std::printf("derived %.3f\n", d.run(1.5));
    Plain p;
    Kokkos::View<double*> y("y", 20);
    std::printf("plain %.3f\n", p.go(y));
    Kokkos::View<double*> z("z", 30);
    Kokkos::parallel_for("functor_fill", 30, Fill(z, 0.5));
    Kokkos::parallel_for("functor_increment", 30, Increment<double>(z));
    double t = 0;
    Kokkos::parallel_reduce("functor_sum", 30, KOKKOS_LAMBDA(const int i, double& r) { r += z(i); }, t);
    std::printf("functor %.3f\n", t);
  }
  Kokkos::finalize();
}
