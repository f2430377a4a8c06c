// A team functor holding Views whose nested lambdas capture `[=, *this]` (as the Kokkos
// tutorial's 03_vectorization does): the nested ranges are lowered inline, so the capture makes
// no copy of the functor in the kernel and OpenACC translates it too (KT1018 is only for real
// device-side copies of objects holding Views, see bad/acc_view_holder_copy).
#include <Kokkos_Core.hpp>
#include <cstdio>

struct CountMultiples {
  using member = Kokkos::TeamPolicy<>::member_type;
  Kokkos::View<const int **> data;
  Kokkos::View<int *> counts;

  KOKKOS_INLINE_FUNCTION void operator()(const member &t) const {
    const int i = t.league_rank();
    int total = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(t, 4),
        [=, *this](const int j, int &acc) {
          int part = 0;
          Kokkos::parallel_reduce(
              Kokkos::ThreadVectorRange(t, data.extent(1) / 4),
              [=, *this](const int k, int &v) { v += data(i, 4 * k + j) % 3 == 0 ? 1 : 0; }, part);
          acc += part;
        },
        total);
    Kokkos::single(Kokkos::PerTeam(t), [=, *this]() { counts(i) = total; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 6, m = 40;
    Kokkos::View<int **> data("data", n, m);
    Kokkos::View<int *> counts("counts", n);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, m}),
        KOKKOS_LAMBDA(const int i, const int j) { data(i, j) = i * m + j; });
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), CountMultiples{data, counts});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), counts);
    for (int i = 0; i < n; ++i)
      printf("count %d %d\n", i, h(i));
  }
  Kokkos::finalize();
}
