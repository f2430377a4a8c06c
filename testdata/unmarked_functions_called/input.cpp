// Kernels call user functions of this file that carry no KOKKOS_* function macro: a member
// function defined in its class, one defined out of line, a member of a class template, a
// function template, a constructor and a friend operator defined in its class. Kokkos' host
// backends run them as written; on CUDA and HIP each gets the device qualifier.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Vec2 {
  double x, y;
  Vec2(double a, double b) : x(a), y(b) {}
  double dot(const Vec2& o) const { return x * o.x + y * o.y; }
  double norm2() const;
  friend Vec2 operator+(const Vec2& a, const Vec2& b) { return Vec2(a.x + b.x, a.y + b.y); }
};

double Vec2::norm2() const { return dot(*this); }

template <class T>
struct Scaled {
  T factor;
  T apply(T v) const { return factor * v; }
};

template <class T>
T cube(T v) {
  return v * v * v;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> a("a", n);
    Scaled<double> half{0.5};
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) {
      Vec2 p(i, 1.0), q(1.0, -0.25 * i);
      a(i) = (p + q).norm2() + half.apply(p.dot(q)) + cube(0.01 * i);
    });
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %.6f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
