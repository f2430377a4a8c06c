// class_enumerator_value: enumerators of a class that the kernel, defined outside the class,
// cannot spell: a private enumerator of the functor's class used in its operator() dispatched
// with *this (was KT1031), and an enumerator of a class template whose member function holds
// the dispatch (Kokkos' TestViewMapping_b: `enum { N = 100000 };`, was KT1031). An enumerator is
// a constant the same in every instantiation, so the kernel uses its value.

#include <Kokkos_Core.hpp>
#include <cstdio>

class Box {
  enum { left, right, far = -3 };

 public:
  Kokkos::View<double *> T;
  KOKKOS_FUNCTION void operator()(const int i) const {
    T(i) = i == left ? 1.0 : (i == right ? 2.0 : far);
  }
  void fill() { Kokkos::parallel_for("fill", T.extent(0), *this); }
};

template <class Space>
struct Halves {
  enum { N = 1000 };
  Kokkos::View<int *, Space> x;
  Halves() : x("x", N) {}
  long run() {
    auto v = x;
    Kokkos::parallel_for("init", Kokkos::RangePolicy<Space>(0, N),
                         KOKKOS_LAMBDA(const int i) { v(i) = i < N / 2 ? 1 : 2; });
    long s = 0;
    Kokkos::parallel_reduce("sum", Kokkos::RangePolicy<Space>(0, N),
                            KOKKOS_LAMBDA(const int i, long &a) { a += v(i) * (N - i); }, s);
    return s;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Box b;
    b.T = Kokkos::View<double *>("T", 8);
    b.fill();
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b.T);
    double s = 0;
    for (int i = 0; i < 8; ++i) s += h(i) * (i + 1);
    printf("box %.1f\n", s);
    Halves<Kokkos::DefaultExecutionSpace> hv;
    printf("halves %ld\n", hv.run());
  }
  Kokkos::finalize();
}
