// value_member: a data member read off an object the kernel computes, not a variable:
// `Kokkos::make_pair(a, b).second`, a function's result (`.m`, `->m`), a temporary, a
// conditional, chains of members and subscripts, a member function returning a reference
// (written through), a functor's own member function's result, inside a lambda in the kernel,
// in a team kernel and in a reduction. (clang refuses these in an OpenMP target region as
// written: OpenMP reaches them through a pointer to member.)

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Cell {
  int id;
  double w;
  double arr[2];
};

struct Pair2 {
  Cell first, second;
};

KOKKOS_INLINE_FUNCTION Cell make_cell(int i) { return Cell{i, 0.5 * i, {1.0 * i, 2.0}}; }
KOKKOS_INLINE_FUNCTION Pair2 make_two(int i) { return Pair2{make_cell(i), make_cell(i + 1)}; }

struct Cells {
  Kokkos::View<Cell*> v;
  KOKKOS_INLINE_FUNCTION Cell& at(int i) const { return v(i); }
  KOKKOS_INLINE_FUNCTION Cell* ptr(int i) const { return &v(i); }
};

struct Scale {
  Kokkos::View<double*> out;
  double f;
  KOKKOS_INLINE_FUNCTION Cell scaled(int i) const { return Cell{i, f * i, {0.0, 0.0}}; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { out(i) += scaled(i).w + this->scaled(1).id; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double*> a("a", n);
    Cells cells{Kokkos::View<Cell*>("cells", n)};
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      cells.at(i).id = i;                      // through a returned reference
      cells.at(i).w = make_cell(i).w + 1.0;    // a returned value
      cells.ptr(i)->arr[0] = Cell{i, 0.0, {3.0, 4.0}}.arr[1];
      cells.ptr(i)->arr[1] = make_two(i).second.arr[0];
    });
    Kokkos::parallel_for("pairs", n, KOKKOS_LAMBDA(const int i) {
      const auto pick = [&](int k) { return (k % 2 ? make_cell(k) : make_cell(k + 1)).id; };
      a(i) = Kokkos::make_pair(i, 2.0 * i).second + (i > 10 ? make_two(i).first : make_two(2).second).w +
             pick(i) + (make_cell(i)).arr[1] + cells.at(i).arr[0];
    });
    Kokkos::parallel_for("scale", n, Scale{a, 0.25});
    using team_t = Kokkos::TeamPolicy<>::member_type;
    Kokkos::View<double*> t("t", 8);
    Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(8, Kokkos::AUTO), KOKKOS_LAMBDA(const team_t& m) {
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(m, 8), [&](const int j, double& x) {
        x += make_two(m.league_rank() + j).second.w;
      }, s);
      Kokkos::single(Kokkos::PerTeam(m), [&]() { t(m.league_rank()) = s + Kokkos::make_pair(m.league_rank(), 1).first; });
    });
    double sum = 0.0, ids = 0.0, tsum = 0.0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& r) { r += a(i); }, sum);
    Kokkos::parallel_reduce("ids", n, KOKKOS_LAMBDA(const int i, double& r) {
      r += cells.at(i).id * cells.ptr(i)->w + make_cell(i).arr[0] + cells.at(i).arr[1];
    }, ids);
    Kokkos::parallel_reduce("tsum", 8, KOKKOS_LAMBDA(const int i, double& r) { r += t(i); }, tsum);
    printf("sum %.2f ids %.2f team %.2f\n", sum, ids, tsum);
  }
  Kokkos::finalize();
}
