// mdrange_policy_tiles: the tiles MDRangePolicy fills in where none (or 0) is given, as Kokkos
// does for the host space (the last dimension of the inner direction gets its whole length, the
// others Kokkos' default tile), the default iteration direction of a host policy, Kokkos 4's
// tile_size_recommended(); and device dispatches whose tiles are partly 0 (Kokkos chooses those
// tiles): in a policy variable and written in the dispatch.
#include <Kokkos_Core.hpp>
#include <cstdio>

using Host = Kokkos::DefaultHostExecutionSpace;

template <class P> void print_tiles(const char *name, const P &p) {
  std::printf("%s inner_right %d tiles", name, int(P::inner_direction == Kokkos::Iterate::Right));
  for (unsigned i = 0; i < P::rank; ++i) std::printf(" %ld", long(p.m_tile[i]));
#if KOKKOS_VERSION >= 40000
  const auto rec = p.tile_size_recommended();
#else
  const auto rec = p.m_tile;  // Kokkos 3: no tile_size_recommended(); the same for these policies
#endif
  std::printf(" recommended");
  for (unsigned i = 0; i < P::rank; ++i) std::printf(" %ld", long(rec[i]));
  std::printf("\n");
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    print_tiles("host3", Kokkos::MDRangePolicy<Host, Kokkos::Rank<3>>({0, 0, 0}, {5, 6, 7}));
    using Left2 = Kokkos::MDRangePolicy<Host, Kokkos::Rank<2, Kokkos::Iterate::Left, Kokkos::Iterate::Left>>;
    print_tiles("left2", Left2({1, 2}, {9, 5}));
    Kokkos::MDRangePolicy<Host, Kokkos::Rank<2>> partial({0, 0}, {4, 11}, {3, 0});
    std::printf("partial tiles %ld %ld\n", long(partial.m_tile[0]), long(partial.m_tile[1]));

    using P2 = Kokkos::MDRangePolicy<Kokkos::Rank<2>>;
    Kokkos::View<long **> a("a", 20, 30);
    const P2 p({0, 0}, {20, 30}, {0, 4});
    Kokkos::parallel_for(
        "fill", p, KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = 100 * i + j; });
    long s = 0;
    Kokkos::parallel_reduce(
        "sum", P2({2, 3}, {20, 30}, {4, 0}),
        KOKKOS_LAMBDA(const int i, const int j, long &acc) { acc += a(i, j) * (1 + (i + j) % 3); }, s);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a);
    std::printf("a(19,29) %ld a(7,4) %ld sum %ld\n", h(19, 29), h(7, 4), s);
  }
  Kokkos::finalize();
  return 0;
}
