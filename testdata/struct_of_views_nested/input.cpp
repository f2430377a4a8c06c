// struct_of_views_nested: structs of structs of Views, captured by value (CloverLeaf keeps its
// fields this way: a tile's field_type holds Buffer2D members, each a struct holding a View
// with constructors and member functions of its own).
//
// Covers: a nested struct member (with a constructor and host member functions) whose View is
// used in MDRange and Range kernels through `f.a.view(j, k)`, a reference to the struct taken
// from a deeper host object and captured by copy, plain members next to nested ones, two levels
// of nesting, extents read through the nested View, and a reduction over the nested Views.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <string>
#include <vector>

template <typename T>
struct Buffer2D {
  Kokkos::View<T**> view;
  Buffer2D() = default;
  Buffer2D(const std::string& label, int x, int y) : view(label, x, y) {}
  int nx() const { return view.extent(0); }
  std::vector<T> mirrored() const {
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), view);
    return std::vector<T>(h.data(), h.data() + h.size());
  }
};

struct Coefficients {
  Buffer2D<double> kx;
  double scale;
};

struct FieldType {
  Buffer2D<double> density, energy;
  Coefficients coef;
  int xmax, ymax;
};

struct Tile { FieldType field; };
struct Chunk { std::vector<Tile> tiles; };

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Chunk chunk;
    chunk.tiles.resize(2);
    for (Tile& t : chunk.tiles) {
      t.field.density = Buffer2D<double>("density", 40, 30);
      t.field.energy = Buffer2D<double>("energy", 40, 30);
      t.field.coef.kx = Buffer2D<double>("kx", 40, 30);
      t.field.coef.scale = 0.5;
      t.field.xmax = 40;
      t.field.ymax = 30;
    }
    for (int tile = 0; tile < 2; ++tile) {
      FieldType& field = chunk.tiles[tile].field;  // a reference, captured by copy
      Kokkos::MDRangePolicy<Kokkos::Rank<2>> bounds({0, 0}, {field.xmax, field.ymax});
      Kokkos::parallel_for("init", bounds, KOKKOS_LAMBDA(const int j, const int k) {
        field.density.view(j, k) = 1.0 + 0.01 * j + 0.001 * k + tile;
        field.energy.view(j, k) = 2.0 - 0.02 * k;
        field.coef.kx.view(j, k) = field.coef.scale * (j + k);
      });
      Kokkos::parallel_for("mix", field.xmax, KOKKOS_LAMBDA(const int j) {
        for (int k = 0; k < (int)field.energy.view.extent(1); ++k)
          field.energy.view(j, k) += field.coef.kx.view(j, k) * field.density.view(j, k);
      });
      double total = 0;
      Kokkos::parallel_reduce("sum", bounds, KOKKOS_LAMBDA(const int j, const int k, double& acc) {
        acc += field.energy.view(j, k) * field.density.view(j, k);
      }, total);
      std::printf("tile%d_total %.10e\n", tile, total);
      std::printf("tile%d_nx %d\n", tile, field.density.nx());
      std::vector<double> e = field.energy.mirrored();
      std::printf("tile%d_corner %.10e\n", tile, e[e.size() - 1]);
    }
  }
  Kokkos::finalize();
}
