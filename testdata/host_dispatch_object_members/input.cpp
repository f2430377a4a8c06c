// host_dispatch_object_members: dispatches on a host execution space that capture objects
// whose members cannot travel to a device as their bytes (a Kokkos::vector, a std::vector, a
// user copy constructor; a Kokkos::vector itself, indexed), as miniFE's element loop does (a
// functor whose device_type is the host space, holding its mesh description). Kokkos' host backends copy such a functor with
// its copy constructor, and so does the translated host code. (The translator once refused
// them with KT1002, as it must for device dispatches.)
#include <Kokkos_Core.hpp>
#include <Kokkos_Vector.hpp>
#include <cstdio>
#include <vector>

struct Mesh {
  Kokkos::vector<int> ids;    // a DualView underneath
  std::vector<double> coords; // host memory
  int offset = 0;
};

struct Matrix { // Views and a Kokkos::vector: no device image, no bytes (a DualView member)
  Kokkos::View<double *, Kokkos::HostSpace> vals;
  Kokkos::vector<int> rows;
};

struct Counted { // its own copy constructor
  int value = 0, copies = 0;
  Counted() = default;
  Counted(const Counted &o) : value(o.value), copies(o.copies + 1) {}
};

template <class Space>
struct ElementLoop {
  typedef Space device_type; // the dispatch runs here (Kokkos' FunctorPolicyExecutionSpace)
  Mesh mesh;
  double *out;
  void operator()(const int i) const { out[i] = mesh.ids[i] * mesh.coords[i] + mesh.offset; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Mesh m;
    m.offset = 7;
    for (int i = 0; i < 16; ++i) {
      m.ids.push_back(3 * i + 1);
      m.coords.push_back(0.5 * (i % 4));
    }
    std::vector<double> out(16);
    Kokkos::parallel_for("elements", 16,
                         ElementLoop<Kokkos::DefaultHostExecutionSpace>{m, out.data()});
    double s = 0;
    for (double v : out) s += v;

    Counted c;
    c.value = 5;
    double t = 0;
    Kokkos::parallel_reduce(
        "host lambda", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 16),
        [=](const int i, double &v) { v += m.coords[i] * c.value + m.ids[i] + (c.copies > 0); },
        t);
    Matrix A;
    A.vals = Kokkos::View<double *, Kokkos::HostSpace>("vals", 16);
    for (int i = 0; i < 16; ++i) {
      A.vals(i) = 0.25 * i;
      A.rows.push_back(15 - i);
    }
    double u = 0;
    Kokkos::parallel_reduce(
        "host matrix", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 16),
        [=](const int i, double &v) { v += A.vals(A.rows[i]) * (i + 1); }, u);
    Kokkos::vector<int> ids = m.ids; // shares m.ids' data, as a Kokkos::vector copy does
    long w = 0;
    Kokkos::parallel_reduce(
        "host vector", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, 16),
        [=](const int i, long &v) {
          ids[i] += 1;
          v += ids[i] * (long)ids.size();
        },
        w);
    std::printf("loop %.2f lambda %.2f matrix %.2f vector %ld first %d\n", s, t, u, w, m.ids[0]);
  }
  Kokkos::finalize();
}
