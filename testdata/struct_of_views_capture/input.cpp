// struct_of_views_capture: structs that hold Views, captured by value as Kokkos copies them.
//
// Covers: a set of fields (Views and scalars) and a mesh (a rank-2 LayoutRight View, an int
// View, a scalar) captured by value in KOKKOS_LAMBDA and [=] lambdas, their View members
// indexed and asked for extents, a scalar member used as a dispatch bound; the struct changed
// on the host between two dispatches (the kernel sees the new copy); functors with private and
// protected members (Views, scalars, a struct of Views) and a private member function.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Fields {
  Kokkos::View<double*> u, v;
  double dt;
  int n;
};

struct Mesh {
  Kokkos::View<double**, Kokkos::LayoutRight> coords;
  Kokkos::View<int*> cell_tag;
  double h;
};

class Advance {
 public:
  Advance(Fields f, double c) : f_(f), c_(c) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    f_.u(i) += c_ * f_.dt * f_.v(i) + bias_;
  }

 protected:
  double bias_ = 0.125;

 private:
  Fields f_;
  double c_;
};

class Energy {
 public:
  Energy(Kokkos::View<double*> u, double m) : u_(u), mass_(m) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& e) const {
    e += half() * mass_ * u_(i) * u_(i);
  }

 private:
  KOKKOS_INLINE_FUNCTION double half() const { return 0.5; }
  Kokkos::View<double*> u_;
  double mass_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Fields f;
    f.u = Kokkos::View<double*>("u", n);
    f.v = Kokkos::View<double*>("v", n);
    f.dt = 0.01;
    f.n = n;
    Mesh mesh{Kokkos::View<double**, Kokkos::LayoutRight>("coords", n, 2),
              Kokkos::View<int*>("tag", n), 0.5};

    Kokkos::parallel_for("mesh", n, KOKKOS_LAMBDA(const int i) {
      mesh.coords(i, 0) = i * mesh.h;
      mesh.coords(i, 1) = (i % 10) * mesh.h;
      mesh.cell_tag(i) = i % 4;
    });
    Kokkos::parallel_for("init", f.n, KOKKOS_LAMBDA(const int i) {
      f.u(i) = mesh.coords(i, 0);
      f.v(i) = mesh.coords(i, 1) + mesh.cell_tag(i);
    });
    Kokkos::parallel_for("advance", n, Advance(f, 3.0));

    f.dt = 0.5;  // the next kernel captures the new copy
    Kokkos::parallel_for("step", n, [=](const int i) { f.u(i) -= f.dt * f.v(i) / f.n; });

    double su = 0.0, sx = 0.0, e = 0.0;
    Kokkos::parallel_reduce(
        "su", n, KOKKOS_LAMBDA(const int i, double& s) { s += f.u(i) * (1 + mesh.cell_tag(i)); },
        su);
    Kokkos::parallel_reduce(
        "extents", n,
        KOKKOS_LAMBDA(const int i, double& s) {
          s += (double)f.v.extent(0) + (double)mesh.coords.extent(1) * i;
        },
        sx);
    Kokkos::parallel_reduce("energy", n, Energy(f.u, 2.0), e);

    auto hu = Kokkos::create_mirror_view(f.u);
    Kokkos::deep_copy(hu, f.u);
    printf("su %.17g\n", su);
    printf("sx %.17g\n", sx);
    printf("energy %.17g\n", e);
    printf("u_entries %.17g %.17g %.17g\n", hu(0), hu(333), hu(n - 1));
  }
  Kokkos::finalize();
  return 0;
}
