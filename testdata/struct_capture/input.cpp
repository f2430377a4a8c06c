// struct_capture: plain structs captured by value in kernels.
//
// Covers: a trivially copyable parameter struct (doubles, ints, a fixed-size
// array member) captured by value in KOKKOS_LAMBDA and [=] lambdas, passed by
// const reference to a KOKKOS_INLINE_FUNCTION, stored as a functor member,
// and a struct modified on the host between two dispatches (the kernel must
// see the new copy).

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Params {
  double dt;
  double gravity;
  double damping;
  int nsteps;
  double box[3];   // box extents used for reflections
};

KOKKOS_INLINE_FUNCTION
double reflect(const double p, const double L) {
  if (p < 0.0) return -p;
  if (p > L) return 2.0 * L - p;
  return p;
}

KOKKOS_INLINE_FUNCTION
void advance(const Params& prm, double& z, double& vz) {
  vz = vz * prm.damping - prm.gravity * prm.dt;
  z = reflect(z + vz * prm.dt, prm.box[2]);
}

struct KineticEnergy {
  Kokkos::View<double*> vz;
  Params prm;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i, double& e) const { e += 0.5 * vz(i) * vz(i) * prm.box[0]; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 18;
    Params prm;
    prm.dt = 0.0625;
    prm.gravity = 1.0;
    prm.damping = 0.75;
    prm.nsteps = 12;
    prm.box[0] = 2.0;
    prm.box[1] = 3.0;
    prm.box[2] = 10.0;

    Kokkos::View<double*> z("z", N);
    Kokkos::View<double*> vz("vz", N);

    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) {
      z(i) = prm.box[2] * ((i % 64) / 64.0);
      vz(i) = ((i % 9) - 4) * 0.5;
    });

    Kokkos::parallel_for("integrate", N, KOKKOS_LAMBDA(const int i) {
      double zi = z(i), vi = vz(i);
      for (int s = 0; s < prm.nsteps; ++s) advance(prm, zi, vi);
      z(i) = zi;
      vz(i) = vi;
    });

    double ke = 0.0;
    Kokkos::parallel_reduce("ke", N, KineticEnergy{vz, prm}, ke);

    // Change the struct on the host; the next kernel captures the new copy.
    prm.gravity = 0.0;
    prm.damping = 0.5;
    prm.nsteps = 3;
    Kokkos::parallel_for("integrate2", N, [=](const int i) {
      double zi = z(i), vi = vz(i);
      for (int s = 0; s < prm.nsteps; ++s) advance(prm, zi, vi);
      z(i) = zi;
      vz(i) = vi;
    });

    double zsum = 0.0, vsum = 0.0;
    Kokkos::parallel_reduce("zsum", N, KOKKOS_LAMBDA(const int i, double& s) { s += z(i); }, zsum);
    Kokkos::parallel_reduce("vsum", N, [=](const int i, double& s) { s += vz(i) * prm.box[1]; }, vsum);

    auto hz = Kokkos::create_mirror_view(z);
    Kokkos::deep_copy(hz, z);
    printf("ke %.17g\n", ke);
    printf("zsum %.17g\n", zsum);
    printf("vsum %.17g\n", vsum);
    printf("z_entries %.17g %.17g %.17g\n", hz(0), hz(100), hz(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
