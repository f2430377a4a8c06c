// class_member_alias_signature: dispatches in member functions defined inside their class, whose
// kernel signature names the class's member aliases: a lambda's index and accumulator types
// (`index_type`, `value_type&`), a captured local of alias type, a reducer over an alias
// (`Kokkos::Max<value_type>`), a scan accumulator, and a functor dispatched with *this whose
// operator() takes its own `value_type&` and `idx`. The kernel is defined before the class,
// where the aliases are not visible: they are spelled as the types they stand for.
#include <Kokkos_Core.hpp>
#include <cstdio>

// Debian's Kokkos 3.4.1 (the reference) defines KOKKOS_CLASS_LAMBDA in C++17 builds only.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

class Scaler {
public:
  using value_type = double;
  using index_type = int;
  Scaler(int n) : x_("x", n) {}
  void fill() const {
    Kokkos::parallel_for(
        "fill", x_.extent(0), KOKKOS_CLASS_LAMBDA(const index_type i) { x_(i) = 1 + i % 7; });
  }
  value_type sum(const value_type w) const {
    value_type s = 0;
    Kokkos::parallel_reduce(
        "sum", x_.extent(0),
        KOKKOS_CLASS_LAMBDA(const index_type i, value_type& acc) { acc += x_(i) * w; }, s);
    return s;
  }
  value_type max(const value_type w) const {
    value_type m = 0;
    Kokkos::parallel_reduce(
        "max", x_.extent(0),
        KOKKOS_CLASS_LAMBDA(const index_type i, value_type& acc) {
          if (x_(i) * w > acc) acc = x_(i) * w;
        },
        Kokkos::Max<value_type>(m));
    return m;
  }
  value_type scan() const {
    Kokkos::View<value_type*> y("y", x_.extent(0));
    Kokkos::parallel_scan(
        "scan", x_.extent(0), KOKKOS_CLASS_LAMBDA(const index_type i, value_type& acc, const bool fin) {
          acc += x_(i);
          if (fin) y(i) = acc;
        });
    value_type last = 0;
    Kokkos::deep_copy(last, Kokkos::subview(y, x_.extent(0) - 1));
    return last;
  }

private:
  Kokkos::View<value_type*> x_;
};

struct Weighted {
  using value_type = double;
  using idx = long;
  Kokkos::View<value_type*> x_;
  value_type w_;
  Weighted(int n) : x_("x", n), w_(0.5) {
    Kokkos::deep_copy(x_, 2.0);
  }
  KOKKOS_INLINE_FUNCTION void operator()(const idx i, value_type& s) const { s += x_(i) * w_ * i; }
  value_type run() const {
    value_type r = 0;
    Kokkos::parallel_reduce("weighted", x_.extent(0), *this, r);
    return r;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scaler s(100);
    s.fill();
    printf("sum %.17g\n", s.sum(1.5));
    printf("max %.17g\n", s.max(2.0));
    printf("scan %.17g\n", s.scan());
    Weighted f(50);
    printf("weighted %.17g\n", f.run());
  }
  Kokkos::finalize();
  return 0;
}
