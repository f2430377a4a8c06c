// heat_stencil_2d: an explicit 2-D heat equation solver (mini-app style).
//
// Covers: repeated MDRangePolicy<Rank<2>> stencil sweeps with two Views whose
// handles are swapped on the host every step, Dirichlet boundaries set with a
// RangePolicy kernel, a Kokkos::Max<double> convergence-style reduction and a
// plain sum every few steps, loop-carried host control flow around
// dispatches, Kokkos::fence(), Kokkos::Timer, and Kokkos::ScopeGuard instead of
// initialize/finalize.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  // ScopeGuard calls initialize now and finalize when main returns; the Views
  // below are destroyed before it because they are declared after it.
  Kokkos::ScopeGuard guard(argc, argv);
  {
    const int NX = 512, NY = 384;
    const int steps = 60;
    const double alpha = 0.2;
    Kokkos::View<double**> u("u", NX, NY);
    Kokkos::View<double**> un("u_new", NX, NY);
    Kokkos::Timer timer;

    // Hot square in the middle, cold elsewhere.
    Kokkos::parallel_for("init", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {NX, NY}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      const bool hot = (i > NX / 4 && i < 3 * NX / 4 && j > NY / 4 && j < 3 * NY / 4);
      u(i, j) = hot ? 100.0 : 0.0;
      un(i, j) = 0.0;
    });

    double last_change = 0.0;
    for (int step = 0; step < steps; ++step) {
      Kokkos::parallel_for("sweep", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({1, 1}, {NX - 1, NY - 1}),
                           KOKKOS_LAMBDA(const int i, const int j) {
        un(i, j) = u(i, j) + alpha * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) - 4.0 * u(i, j));
      });
      // Boundary rows and columns are held at a fixed temperature.
      Kokkos::parallel_for("boundary", Kokkos::RangePolicy<>(0, NX), KOKKOS_LAMBDA(const int i) {
        un(i, 0) = 10.0;
        un(i, NY - 1) = 10.0;
        if (i < NY) {
          un(0, i) = 10.0;
          un(NX - 1, i) = 10.0;
        }
      });
      if (step % 10 == 9) {
        double change = 0.0;
        Kokkos::parallel_reduce("change", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {NX, NY}),
                                KOKKOS_LAMBDA(const int i, const int j, double& m) {
          const double d = un(i, j) - u(i, j);
          const double ad = d < 0.0 ? -d : d;
          if (ad > m) m = ad;
        }, Kokkos::Max<double>(change));
        last_change = change;
        printf("step %d change %.17g\n", step + 1, change);
      }
      // Swap the handles: the new field becomes the current one.
      auto tmp = u;
      u = un;
      un = tmp;
    }
    Kokkos::fence();
    const double secs = timer.seconds();
    (void)secs;

    double heat = 0.0;
    Kokkos::parallel_reduce("heat", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {NX, NY}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) { s += u(i, j); }, heat);
    auto hu = Kokkos::create_mirror_view(u);
    Kokkos::deep_copy(hu, u);

    printf("final_change %.17g\n", last_change);
    printf("heat %.17g\n", heat);
    printf("u_entries %.17g %.17g %.17g %.17g\n", hu(NX / 2, NY / 2), hu(NX / 4, NY / 4), hu(1, 1), hu(0, 5));
  }
  return 0;
}
