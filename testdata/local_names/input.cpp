// local_names: names declared inside main (not at namespace scope) used by kernels.
//
// Covers: local `using` and `typedef` View aliases (captured, and named in the body), an
// alias built on another local alias, a local member_type typedef as the team lambda's
// parameter type, a local ScratchView typedef in a team kernel with level-0 scratch, a
// local alias as a nested lambda's index type and as a reduction's accumulator type, a
// local constexpr and a local const int used as array sizes, a local enum, a local POD
// struct (one of them sized by a local constant), and local integral constants used as
// values (team_len, n), which the kernel declares again as compile-time constants.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Scalar = double;
    using V = Kokkos::View<Scalar*>;
    typedef Kokkos::View<int*> IntView;
    typedef Kokkos::TeamPolicy<>::member_type member_type;
    typedef Kokkos::View<Scalar*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                         Kokkos::MemoryUnmanaged>
        ScratchView;
    using Idx = int;
    constexpr int W = 8;  // window length: an array size in a kernel
    const int M = 3;      // also an array size
    const int n = 4096;
    const int team_len = 64;
    enum Color { Red, Green, Blue };
    struct Pt {
      Scalar x, y;
    };
    struct Window {
      Scalar w[W];
    };

    V x("x", n);
    V y("y", n);
    IntView color("color", n);

    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const Idx i) {
      V::value_type v = 0.25 * (i % 37) - 1.5;
      x(i) = v;
      y(i) = 1.0 / (1 + i % 11);
      color(i) = (i % 3 == 0) ? Red : (i % 3 == 1 ? Green : Blue);
    });

    V smooth("smooth", n);
    Kokkos::parallel_for("window", n, KOKKOS_LAMBDA(const int i) {
      Window win;
      for (int k = 0; k < W; ++k) win.w[k] = x((i + k) % n);
      Scalar weights[M] = {0.25, 0.5, 0.25};
      Scalar s = 0;
      for (int k = 0; k < W; ++k) s += win.w[k] * weights[k % M];
      smooth(i) = s;
    });

    Scalar dot = 0;
    Kokkos::parallel_reduce("points", n, KOKKOS_LAMBDA(const int i, Scalar& acc) {
      Pt p{smooth(i), y(i)};
      const Color c = static_cast<Color>(color(i));
      switch (c) {
        case Red: acc += p.x * p.y; break;
        case Green: acc += p.x - p.y; break;
        case Blue: acc += 2 * p.y; break;
      }
    }, dot);

    const int league = n / team_len;
    V tile_sum("tile_sum", league);
    const size_t bytes = ScratchView::shmem_size(team_len);
    Kokkos::parallel_for("tiles",
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
        KOKKOS_LAMBDA(const member_type& team) {
          ScratchView s(team.team_scratch(0), team_len);
          const int base = team.league_rank() * team_len;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, team_len), [&](const Idx k) {
            s(k) = smooth(base + k) * y(base + k);
          });
          team.team_barrier();
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            Scalar t = 0;
            for (int k = 0; k < team_len; ++k) t += s(k);
            tile_sum(team.league_rank()) = t;
          });
        });

    Scalar tiles = 0;
    Kokkos::parallel_reduce("tiles_total", league, KOKKOS_LAMBDA(const int t, Scalar& acc) {
      acc += tile_sum(t);
    }, tiles);

    auto hs = Kokkos::create_mirror_view(smooth);
    Kokkos::deep_copy(hs, smooth);
    printf("dot %.17g\n", dot);
    printf("tiles %.17g\n", tiles);
    printf("smooth %.17g %.17g %.17g\n", hs(0), hs(n / 2), hs(n - 1));
  }
  Kokkos::finalize();
  return 0;
}
