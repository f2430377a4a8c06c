// functor_c_array_member: a functor's C-array data members (`double w[3]`, `int shape[2][2]`)
// used in member functions its operator() calls. Kokkos copies the functor to the kernel,
// arrays included (they are trivially copyable); the kernel's copy of the functor's members
// (the device copy that calls the member functions) binds each array's name to its bytes.
//
// Covers: a 1-D double array read in a member function two calls deep and in operator(); a 2-D
// int array in a member function; an array used only in a member function; a reduction over a
// functor whose join is the default.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Stencil {
  Kokkos::View<double *> in, out;
  double w[3];
  int shape[2][2];
  int n;
  KOKKOS_FUNCTION double at(int i) const { return (i < 0 || i >= n) ? 0.0 : in(i); }
  KOKKOS_FUNCTION double apply(int i) const {
    return w[0] * at(i - 1) + w[1] * at(i) + w[2] * at(i + 1);
  }
  KOKKOS_FUNCTION int weight(int i) const { return shape[i % 2][(i / 2) % 2]; }
  KOKKOS_FUNCTION void operator()(int i) const { out(i) = apply(i) * weight(i) + w[1]; }
};

struct Moments {
  Kokkos::View<double *> x;
  double scale[2];
  KOKKOS_FUNCTION double term(int i) const { return scale[0] * x(i) + scale[1] * x(i) * x(i); }
  KOKKOS_FUNCTION void operator()(int i, double &acc) const { acc += term(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double *> a("a", n), b("b", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { a(i) = (i * 13) % 7 - 2.5; });
    Stencil st{a, b, {0.25, 0.5, 0.25}, {{1, 2}, {3, 4}}, n};
    Kokkos::parallel_for("st", n, st);
    double total = 0;
    Kokkos::parallel_reduce("moments", n, Moments{b, {0.5, -0.125}}, total);
    auto hb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b);
    double s = 0;
    for (int i = 0; i < n; ++i) s += hb(i) * (i + 1);
    std::printf("b %.10e %.10e %.10e total %.10e\n", hb(0), hb(n - 1), s, total);
  }
  Kokkos::finalize();
  return 0;
}
