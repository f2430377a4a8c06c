// struct_of_views_object: a captured struct of Views used as an object in the kernel, as Kokkos
// copies it (TeaLeaf and CloverLeaf style solver state passed to device functions).
//
// Covers: a struct of Views passed whole, by const reference, to KOKKOS_INLINE_FUNCTION
// functions; its own member function called; a nested struct member
// (f.a) whose member function is called; a View member copied into a kernel local; the same in
// a reduction, an MDRange kernel and a functor member passed whole; data-member-only uses next
// to them.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Buffer {
  Kokkos::View<double*> view;
  KOKKOS_INLINE_FUNCTION int n() const { return view.extent(0); }
  KOKKOS_INLINE_FUNCTION double at(const int i) const { return view(i); }
};

struct Fields {
  Kokkos::View<double*> a, b;
  Buffer c;
  double s;
  KOKKOS_INLINE_FUNCTION double weighted(const int i) const { return s * a(i) + c.at(i); }
};

struct Grid {
  Kokkos::View<double**> u;
  int nx, ny;
};

KOKKOS_INLINE_FUNCTION double mix(const Fields& f, const int i) { return f.a(i) + f.s * f.b(i); }
KOKKOS_INLINE_FUNCTION double corner(const Grid& g) { return g.u(g.nx - 1, g.ny - 1); }

struct Update {
  Fields f;
  Kokkos::View<double*> out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { out(i) += mix(f, i) * 0.5; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Fields f{Kokkos::View<double*>("a", n), Kokkos::View<double*>("b", n),
             Buffer{Kokkos::View<double*>("c", n)}, 2.0};
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      f.a(i) = 1.0 + i;
      f.b(i) = 0.5 * i;
      f.c.view(i) = f.c.n() - i;
    });
    Kokkos::parallel_for("mix", n, KOKKOS_LAMBDA(const int i) {
      auto a = f.a;  // a View copied in the kernel
      y(i) = mix(f, i) + f.s + a(i) * f.c.n() + f.weighted(i);
    });
    double total = 0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& acc) {
      acc += mix(f, i) * y(i) + f.c.at(i);
    }, total);
    std::printf("total %.10e\n", total);

    Grid g{Kokkos::View<double**>("u", 8, 6), 8, 6};
    Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {8, 6}),
                         KOKKOS_LAMBDA(const int j, const int k) { g.u(j, k) = j * 10 + k; });
    Kokkos::View<double*> c("corner", 1);
    Kokkos::parallel_for("corner", 1, KOKKOS_LAMBDA(const int) { c(0) = corner(g); });
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);
    std::printf("corner %.10e\n", hc(0));

    Kokkos::parallel_for("update", n, Update{f, y});
    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    std::printf("y %.10e %.10e %.10e\n", hy(0), hy(n / 2), hy(n - 1));
    std::printf("use_count %d\n", (int)f.a.use_count());
  }
  Kokkos::finalize();
  return 0;
}
