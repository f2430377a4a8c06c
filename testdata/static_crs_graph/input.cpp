// static_crs_graph: Kokkos::StaticCrsGraph built with create_staticcrsgraph.
//
// Covers: create_staticcrsgraph from the rows' entries (std::vector<std::vector<int>>) and from
// row lengths; numRows(); a kernel capturing the graph itself (graph.row_map, graph.entries,
// graph.numRows()); a kernel capturing the graph's views taken on the host; a functor holding
// a graph; the graph's entries filled by a kernel.

#include <Kokkos_Core.hpp>
#include <Kokkos_StaticCrsGraph.hpp>
#include <cstdio>
#include <vector>

using graph_t = Kokkos::StaticCrsGraph<int, Kokkos::DefaultExecutionSpace>;

struct RowDegree {
  graph_t g;
  Kokkos::View<int*> deg;
  KOKKOS_INLINE_FUNCTION void operator()(const int r) const {
    deg(r) = (int)(g.row_map(r + 1) - g.row_map(r));
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40;
    std::vector<std::vector<int>> rows(n);
    for (int r = 0; r < n; ++r)
      for (int c = r - (r % 3); c <= r + 2 && c < n; ++c) rows[r].push_back(c);
    graph_t g = Kokkos::create_staticcrsgraph<graph_t>("g", rows);
    printf("rows %d entries %d\n", (int)g.numRows(), (int)g.entries.extent(0));

    Kokkos::View<double*> x("x", n), y("y", n);
    Kokkos::parallel_for("init_x", n, KOKKOS_LAMBDA(const int i) { x(i) = 1.0 + 0.25 * i; });
    // y = A x with A(r, c) = 1 / (1 + r + c) on the graph's pattern.
    Kokkos::parallel_for("spmv", g.numRows(), KOKKOS_LAMBDA(const int r) {
      double s = 0.0;
      for (int k = (int)g.row_map(r); k < (int)g.row_map(r + 1); ++k) {
        const int c = g.entries(k);
        s += x(c) / (1.0 + r + c);
      }
      y(r) = s;
    });
    double ysum = 0.0;
    Kokkos::parallel_reduce("ysum", n, KOKKOS_LAMBDA(const int i, double& a) { a += y(i) * (i + 1); }, ysum);
    printf("spmv %.6f\n", ysum);

    // The graph's views taken on the host.
    auto rm = g.row_map;
    auto ent = g.entries;
    long colsum = 0;
    Kokkos::parallel_reduce("colsum", (int)g.numRows(), KOKKOS_LAMBDA(const int r, long& a) {
      for (auto k = rm(r); k < rm(r + 1); ++k) a += ent(k) * (r + 1);
    }, colsum);
    printf("colsum %ld\n", colsum);

    // A functor holding the graph.
    Kokkos::View<int*> deg("deg", n);
    Kokkos::parallel_for("degree", Kokkos::RangePolicy<>(0, n), RowDegree{g, deg});
    auto degh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), deg);
    int dsum = 0;
    for (int r = 0; r < n; ++r) dsum += degh(r) * (r % 5);
    printf("degree %d %d %d\n", degh(0), degh(n - 1), dsum);

    // From row lengths: entries allocated (zero), filled by a kernel.
    std::vector<int> lengths(10);
    for (int r = 0; r < 10; ++r) lengths[r] = r % 4;
    graph_t h = Kokkos::create_staticcrsgraph<graph_t>("h", lengths);
    Kokkos::parallel_for("fill_h", h.numRows(), KOKKOS_LAMBDA(const int r) {
      for (auto k = h.row_map(r); k < h.row_map(r + 1); ++k) h.entries(k) = 100 * r + (int)(k - h.row_map(r));
    });
    auto hent = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), h.entries);
    long hs = 0;
    for (int k = 0; k < (int)hent.extent(0); ++k) hs += hent(k) * (k + 1);
    printf("lengths %d %d %ld\n", (int)h.numRows(), (int)h.entries.extent(0), hs);
  }
  Kokkos::finalize();
  return 0;
}
