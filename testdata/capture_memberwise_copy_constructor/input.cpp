// capture_memberwise_copy_constructor: captured objects that hold Views and whose class declares
// a copy constructor that copies each base and member as the implicit one would (ExaMiniMD's
// NeighListCSR: `NeighListCSR(const NeighListCSR &rhs) : StaticCrsGraph<...>(rhs) {}`). Kokkos
// copies them on the host as often as it chooses, and every copy equals the source, so the
// kernel reads the bytes of one copy (an ObjectImage where the kernel calls member functions or
// the class has a base, else an image of its members). Covers: a class template derived from
// StaticCrsGraph whose copy constructor is never instantiated (read from its pattern), held by
// a functor that calls its member functions; a plain struct of Views with a written copy
// constructor, captured by a lambda. Before: KT1002 ("declares its own copy or move
// constructor"). A copy constructor that does more (counts, scales) is still KT1002
// (testdata/bad/struct_of_views_passed).
#include <Kokkos_Core.hpp>
#include <Kokkos_StaticCrsGraph.hpp>
#include <cstdio>

template <class MemorySpace>
struct Rows : public Kokkos::StaticCrsGraph<int, Kokkos::LayoutLeft, MemorySpace, void, int> {
  typedef Kokkos::StaticCrsGraph<int, Kokkos::LayoutLeft, MemorySpace, void, int> base_type;
  Rows() : base_type() {}
  Rows(const Rows& rhs) : base_type(rhs) {}
  template <class E, class R>
  Rows(const E& e, const R& r) : base_type(e, r) {}
  KOKKOS_INLINE_FUNCTION int width(const int i) const {
    return this->row_map(i + 1) - this->row_map(i);
  }
  KOKKOS_INLINE_FUNCTION int at(const int i, const int k) const {
    return this->entries(this->row_map(i) + k);
  }
};

typedef Rows<Kokkos::DefaultExecutionSpace::memory_space> rows_t;

struct Gather {
  rows_t rows;
  Kokkos::View<double*> x, y;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    double s = 0;
    for (int k = 0; k < rows.width(i); ++k) s += x(rows.at(i, k));
    y(i) = s;
  }
};

struct Pair {
  Kokkos::View<double*> a, b;
  double w;
  Pair(Kokkos::View<double*> a_, Kokkos::View<double*> b_, double w_) : a(a_), b(b_), w(w_) {}
  Pair(const Pair& o) : a(o.a), b(o.b), w(o.w) {}
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 30;
    Kokkos::View<int*> offsets("offsets", n + 1), ids("ids", 3 * n);
    auto ho = Kokkos::create_mirror_view(offsets);
    ho(0) = 0;
    for (int i = 0; i < n; ++i) ho(i + 1) = ho(i) + 1 + i % 3;  // rows of 1, 2 and 3 entries
    Kokkos::deep_copy(offsets, ho);
    Kokkos::parallel_for("ids", n, KOKKOS_LAMBDA(const int i) {
      for (int k = offsets(i); k < offsets(i + 1); ++k) ids(k) = (i + 5 * (k - offsets(i)) + 1) % n;
    });
    rows_t rows(ids, offsets);
    Kokkos::View<double*> x("x", n), y("y", n);
    Kokkos::parallel_for("x", n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i + 1.0; });
    Kokkos::parallel_for("gather", n, Gather{rows, x, y});
    double sy = 0;
    Kokkos::parallel_reduce("sum_y", n, KOKKOS_LAMBDA(const int i, double& s) { s += y(i) * (i % 4 + 1); }, sy);
    std::printf("gather %.3f\n", sy);

    Pair p(x, y, 0.75);
    double sp = 0;
    Kokkos::parallel_reduce("pair", n, KOKKOS_LAMBDA(const int i, double& s) {
      s += p.w * p.a(i) - p.b(i) / (i + 1);
    }, sp);
    std::printf("pair %.4f\n", sp);
  }
  Kokkos::finalize();
  return 0;
}
