// local_struct_view: Views whose value type is a struct declared inside the function that
// dispatches (the kernel declares the struct again and receives each View's handle as bytes).
//
// Covers: a View of a local struct filled with the struct's aggregate initialiser in the body,
// updated through its members, a View of const local structs read in a reduction, a rank-2
// View of a local struct, extents read in the body, and a host mirror of it read back.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    struct Particle {
      double x, v;
      int id;
    };
    const int n = 100;
    Kokkos::View<Particle*> ps("ps", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      ps(i) = Particle{0.5 * i, 1.0 - 0.01 * i, i};
    });
    Kokkos::parallel_for("push", n, KOKKOS_LAMBDA(const int i) {
      ps(i).x += ps(i).v * (ps.extent(0) - i);
    });
    Kokkos::View<const Particle*> cps = ps;
    double energy = 0;
    Kokkos::parallel_reduce("energy", n, KOKKOS_LAMBDA(const int i, double& e) {
      e += 0.5 * cps(i).v * cps(i).v + cps(i).x * (cps(i).id % 3);
    }, energy);
    std::printf("energy %.10e\n", energy);

    Kokkos::View<Particle**> grid("grid", 6, 4);
    Kokkos::parallel_for("grid", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {6, 4}),
                         KOKKOS_LAMBDA(const int a, const int b) {
      grid(a, b).x = a * 10 + b;
      grid(a, b).id = a - b;
    });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), grid);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ps);
    std::printf("grid %.1f %d\n", h(5, 3).x, h(5, 3).id);
    std::printf("ps %.10e %.10e\n", hp(0).x, hp(n - 1).x);
  }
  Kokkos::finalize();
  return 0;
}
