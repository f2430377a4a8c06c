// view_element_init: Kokkos value-initialises every element of a new View, so a struct with
// default member initialisers starts with those values, not zero bytes (the shim used to zero
// them: silently wrong sums). Device and host Views, a static extent, resize growing a View
// (its new elements initialised too) and WithoutInitializing (nothing read before written).
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Particle {
  double x = 1.5;
  double y = -2.0;
  int tag = 7;
  KOKKOS_INLINE_FUNCTION double norm2() const { return x * x + y * y; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<Particle*> p("p", n);
    Kokkos::View<Particle[3]> fixed("fixed");
    Kokkos::parallel_for("move", n, KOKKOS_LAMBDA(const int i) {
      if (i % 2) p(i).x = i;
      if (i < 3) fixed(i).tag += i;
    });
    double s = 0;
    Kokkos::parallel_reduce("norms", n, KOKKOS_LAMBDA(const int i, double& r) {
      r += p(i).norm2() + p(i).y + p(i).tag;
    }, s);
    int tags = 0;
    Kokkos::parallel_reduce("tags", 3, KOKKOS_LAMBDA(const int i, int& r) { r += fixed(i).tag; }, tags);

    // Growing a View: the old elements are copied, the new ones initialised.
    Kokkos::resize(p, n + 8);
    double grown = 0;
    Kokkos::parallel_reduce("grown", n + 8, KOKKOS_LAMBDA(const int i, double& r) { r += p(i).x; }, grown);

    // Host memory takes the same path.
    Kokkos::View<Particle*, Kokkos::HostSpace> h("h", 4);
    double hs = 0;
    for (int i = 0; i < 4; ++i) hs += h(i).x + h(i).tag;

    // WithoutInitializing: every element written before it is read.
    Kokkos::View<Particle*> w(Kokkos::view_alloc(Kokkos::WithoutInitializing, "w"), n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { w(i) = Particle{double(i), 0.5, 1}; });
    double ws = 0;
    Kokkos::parallel_reduce("wsum", n, KOKKOS_LAMBDA(const int i, double& r) { r += w(i).norm2(); }, ws);
    std::printf("norms %.2f tags %d grown %.2f host %.2f w %.2f\n", s, tags, grown, hs, ws);
  }
  Kokkos::finalize();
}
