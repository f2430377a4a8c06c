// local_class_kernel: classes defined inside kernel bodies, and a static member template of a
// class-template functor called from its operator().
//
// Covers: a struct with member functions defined in a functor's operator() and in a lambda
// (its `return` and `this` are its own: the iteration's `return` still ends the iteration and
// its member `i` is not a member of the functor), an early `return` from the body after the
// local class, and `check<int>(x)` of a class template's static member template (spelled
// through the class with `template` in the kernel). Every result is an exact integer.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class Space>
struct Count {
  int n;
  template <typename To>
  static KOKKOS_FUNCTION bool check(const double &from) { return To(from) == 3; }
  KOKKOS_FUNCTION void operator()(int k, int &e) const {
    if (!check<int>(3.5)) ++e;
    if (k % 3 == 2) return;  // leaves this iteration only
    e += n + k;
  }
};

struct Local {
  int n;
  KOKKOS_FUNCTION void operator()(int k, int &e) const {
    struct S {
      int i;
      KOKKOS_FUNCTION bool operator==(int v) const { return i == v; }
      KOKKOS_FUNCTION int plus(int v) const {
        if (v < 0) return i;
        return i + v;
      }
    };
    S s{n + k};
    if (!(s == n + k)) ++e;
    if (k % 3 == 2) return;  // leaves this iteration only
    e += s.plus(k) + s.plus(-1);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    int total = 0, counted = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, 100), Local{5}, total);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, 100), Count<Kokkos::DefaultExecutionSpace>{5},
                            counted);
    Kokkos::View<int *> out("out", 50);
    Kokkos::parallel_for("fill", 50, KOKKOS_LAMBDA(const int k) {
      struct Pair {
        int a, b;
        KOKKOS_FUNCTION int larger() const {
          if (a > b) return a;
          return b;
        }
      };
      Pair p{k, 50 - k};
      out(k) = -1;
      if (k % 7 == 0) return;
      out(k) = p.larger();
    });
    int sum = 0;
    Kokkos::parallel_reduce("sum", 50, KOKKOS_LAMBDA(const int k, int &v) {
      struct Twice {
        int a;
        KOKKOS_FUNCTION int get() const { return 2 * a; }
      };
      if (k == 1) return;
      v += Twice{out(k)}.get();
    }, sum);
    printf("functor total %d counted %d\n", total, counted);
    printf("lambda sum %d\n", sum);
  }
  Kokkos::finalize();
}
