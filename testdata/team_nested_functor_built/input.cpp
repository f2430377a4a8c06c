// team_nested_functor_built: nested dispatches over functors constructed in the kernel (a
// ThreadVectorRange reduction over RowF{m, league rank}, a TeamThreadRange scan over
// PrefixF{in, out}); team_nested_functor has the captured and member forms. GCC 12's OpenACC
// compiler crashes on objects holding Views built in device code: OpenACC refuses it (KT1018).
#include <Kokkos_Core.hpp>
#include <cstdio>

struct RowF {
  Kokkos::View<double **> m;
  int row;
  KOKKOS_INLINE_FUNCTION void operator()(const int j, double &v) const { v += m(row, j) * (j + 1); }
};
struct PrefixF {
  Kokkos::View<double *> in, out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &u, const bool final) const {
    u += in(i);
    if (final) out(i) = u;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using member_type = Kokkos::TeamPolicy<>::member_type;
    const int n = 100, R = 6, C = 33;
    Kokkos::View<double *> v("v", n), rows("rows", R), pre("pre", n);
    Kokkos::View<double **> m("m", R, C);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { v(i) = 0.5 * i; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {R, C}),
        KOKKOS_LAMBDA(const int i, const int j) { m(i, j) = 0.25 * ((i * 7 + j) % 9); });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(R, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 1), [&](const int) {
            double s = 0;
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, C), RowF{m, t.league_rank()}, s);
            rows(t.league_rank()) = s;
          });
        });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(1, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_scan(Kokkos::TeamThreadRange(t, n), PrefixF{v, pre});
        });
    auto hrows = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
    auto hpre = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    std::printf("rows %.2f %.2f %.2f prefix %.1f %.1f %.1f\n", hrows(0), hrows(2), hrows(5), hpre(0),
                hpre(50), hpre(99));
  }
  Kokkos::finalize();
  return 0;
}
