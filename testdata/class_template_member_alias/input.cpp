// class_template_member_alias: dispatches in member functions defined inside a class template,
// on local copies of members declared with the class's own alias
// (`using view_type = Kokkos::View<T*>; view_type x = x_;`), the usual way to keep `this` out
// of a KOKKOS_LAMBDA. The kernel comes before the class template, where
// `Smoother<T, K>::view_type` cannot be named yet, so each capture is passed as the type the
// alias stands for, spelled through the kernel template's parameters
// (`typename kt::View<T *>::handle_type`; refused with KT1031 before). Two instantiations
// (double and float, different K) check that the spelling follows T. Also KOKKOS_CLASS_LAMBDA
// in a class template instantiated twice: its accumulator has the class's alias type
// (`value_type& acc`, passed as T: KT1031 before) and it calls a member function, so the
// kernel gets a device copy of the object, spelled `Scaler<T>` (KT1009 before: the copy named
// each instantiation).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T, int K>
class Smoother {
 public:
  using view_type = Kokkos::View<T*>;
  using scalar_type = T;
  Smoother(int n) : x_("x", n), y_("y", n), n_(n) {}
  void run() {
    view_type x = x_, y = y_;
    const scalar_type w = w_;
    Kokkos::parallel_for("init", n_, KOKKOS_LAMBDA(const int i) { x(i) = T(i % 7) * w; });
    Kokkos::parallel_for("smooth", Kokkos::RangePolicy<>(K, n_ - K), KOKKOS_LAMBDA(const int i) {
      T acc = 0;
      for (int k = -K; k <= K; ++k) acc += x(i + k);
      y(i) = acc / T(2 * K + 1);
    });
  }
  T total() const {
    view_type y = y_;
    T s = 0;
    Kokkos::parallel_reduce("total", n_, KOKKOS_LAMBDA(const int i, T& r) { r += y(i) + T(i % 3) * 0.5; }, s);
    return s;
  }

 private:
  view_type x_, y_;
  int n_;
  scalar_type w_ = scalar_type(0.5);
};

// Debian's Kokkos 3.4.1 (the reference) defines KOKKOS_CLASS_LAMBDA in C++17 builds only.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

template <class T>
class Scaler {
 public:
  using value_type = T;
  Scaler(int n) : x_("x", n) {}
  value_type sum() const {
    value_type s = 0;
    Kokkos::parallel_reduce("sum", x_.extent(0), KOKKOS_CLASS_LAMBDA(const int i, value_type& acc) {
      acc += x_(i) * weight(i);
    }, s);
    return s;
  }
  KOKKOS_INLINE_FUNCTION T weight(const int i) const { return T(i % 4) * w_; }
  Kokkos::View<value_type*> x_;
  T w_ = T(1);
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Smoother<double, 2> a(100);
    a.run();
    Smoother<float, 1> b(50);
    b.run();
    std::printf("double %.4f float %.4f\n", a.total(), (double)b.total());
    Scaler<double> c(30);
    Kokkos::deep_copy(c.x_, 1.5);
    Scaler<float> d(12);
    Kokkos::deep_copy(d.x_, 2.0f);
    std::printf("scaler %.2f %.2f\n", c.sum(), (double)d.sum());
  }
  Kokkos::finalize();
}
