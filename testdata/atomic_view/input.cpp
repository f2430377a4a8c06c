// atomic_view: element accesses through Views with MemoryTraits<Atomic> are atomic.
//
// Covers: a histogram with heavy collisions (200000 updates into 7 bins) through
// View<int*, MemoryTraits<Atomic>> with ++ (pre and post), += and -=; a double
// accumulator through an atomic View (+= of dyadic values, so the sum is exact
// in any order); *= , |= , &= and ^= on atomic elements; atomic stores and loads
// (a flag set by many threads, read back through the atomic View); an unmanaged
// atomic View (MemoryTraits<Unmanaged | Atomic>) wrapping another View's data;
// a functor whose member is an atomic View; a team kernel updating an atomic
// View; a subview of an atomic 2-D View (auto, so it stays atomic); and the
// RandomAccess and Restrict traits (plain accesses). Every printed value is
// independent of the order of the updates.

#include <Kokkos_Core.hpp>
#include <cstdio>

using AtomicInts = Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Atomic>>;

struct CountEven {
  AtomicInts counts;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    if (i % 2 == 0) counts(0)++;
    else --counts(1);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 200000;
    const int NBINS = 7;
    Kokkos::View<int*> hist("hist", NBINS);
    Kokkos::View<double*> whist("whist", NBINS);
    Kokkos::View<int*> bits("bits", 4);
    Kokkos::View<unsigned long long*> prod("prod", 1);
    Kokkos::View<int*> flag("flag", 1);
    Kokkos::View<int*> pairs("pairs", 2);

    Kokkos::deep_copy(bits, 0);
    Kokkos::parallel_for("init_bits", 1, KOKKOS_LAMBDA(const int i) {
      (void)i;
      bits(1) = -1;
      bits(2) = 0x5a5a;
    });
    Kokkos::deep_copy(prod, 1ull);

    AtomicInts ahist = hist;
    Kokkos::View<double*, Kokkos::MemoryTraits<Kokkos::Atomic>> awhist = whist;
    Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Atomic>> abits = bits;
    Kokkos::View<unsigned long long*, Kokkos::MemoryTraits<Kokkos::Atomic>> aprod = prod;
    Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Unmanaged | Kokkos::Atomic>> aflag(flag.data(), 1);

    Kokkos::parallel_for("histogram", N, KOKKOS_LAMBDA(const int i) {
      const int b = (i * 7919) % NBINS;
      ahist(b) += 3;           // compound assignment
      ahist(b)++;              // postfix
      ++ahist(b);              // prefix
      ahist((b + 1) % NBINS) -= 2;
      awhist(b) += 0.25 * (i % 4) + 0.5;
      if (i % 1000 == 0) aprod(0) *= 3ull;
      abits(0) |= 1 << (i % 31);
      abits(1) &= ~(1 << (i % 13));
      abits(2) ^= 1 << (i % 5);
      if (i % 97 == 0) aflag(0) = 1;  // atomic store
    });

    Kokkos::View<int*> seen("seen", 1);
    Kokkos::parallel_for("load", N, KOKKOS_LAMBDA(const int i) {
      const int f = aflag(0);  // atomic load
      const int h = ahist(i % NBINS);
      if (f == 1 && h > 0) Kokkos::atomic_add(&seen(0), 1);
    });

    AtomicInts apairs = pairs;
    Kokkos::parallel_for("functor", N, CountEven{apairs});

    Kokkos::View<int*> team_hist("team_hist", 3);
    AtomicInts ateam = team_hist;
    using member_type = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(64, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 100), [&](const int j) {
        ateam((t.league_rank() + j) % 3) += j;
      });
    });

    // A row of an atomic 2-D View: the subview keeps the Atomic trait.
    Kokkos::View<int**, Kokkos::MemoryTraits<Kokkos::Atomic>> grid("grid", 3, 5);
    auto row = Kokkos::subview(grid, 1, Kokkos::ALL);
    Kokkos::parallel_for("row", N, KOKKOS_LAMBDA(const int i) { row(i % 5) += 1; });

    // RandomAccess (read-only) and Restrict Views: ordinary accesses.
    Kokkos::View<const int*, Kokkos::MemoryTraits<Kokkos::RandomAccess>> ra = hist;
    Kokkos::View<double*, Kokkos::MemoryTraits<Kokkos::Restrict>> rs("rs", NBINS);
    Kokkos::parallel_for("traits", NBINS, KOKKOS_LAMBDA(const int b) { rs(b) = 2.0 * ra(b) + b; });

    auto h_hist = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), hist);
    auto h_whist = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), whist);
    auto h_bits = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), bits);
    auto h_prod = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), prod);
    auto h_flag = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), flag);
    auto h_seen = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), seen);
    auto h_pairs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pairs);
    auto h_team = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), team_hist);
    auto h_grid = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), grid);
    auto h_rs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rs);

    long long total = 0;
    for (int b = 0; b < NBINS; ++b) total += h_hist(b);
    printf("hist %d %d %d %d %d %d %d\n", h_hist(0), h_hist(1), h_hist(2), h_hist(3), h_hist(4), h_hist(5),
           h_hist(6));
    printf("hist_total %lld\n", total);
    double wsum = 0.0;
    for (int b = 0; b < NBINS; ++b) wsum += h_whist(b) * (b + 1);
    printf("whist %.17g %.17g\n", wsum, h_whist(3));
    printf("bits %d %d %d\n", h_bits(0), h_bits(1), h_bits(2));
    printf("prod %llu\n", h_prod(0));
    printf("flag %d seen %d\n", h_flag(0), h_seen(0));
    printf("functor %d %d\n", h_pairs(0), h_pairs(1));
    printf("team %d %d %d\n", h_team(0), h_team(1), h_team(2));
    const int g0 = h_grid(1, 0), g4 = h_grid(1, 4), g_other = h_grid(0, 0) + h_grid(2, 4);
    printf("row %d %d %d\n", g0, g4, g_other);
    printf("traits %.17g %.17g\n", h_rs(0), h_rs(6));

    // Host-side atomic View (HostSpace): the same proxy on the host.
    Kokkos::View<int*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Atomic>> hcount("hcount", 2);
    for (int i = 0; i < 10; ++i) {
      hcount(0) += i;
      hcount(1)++;
    }
    const int c0 = hcount(0), c1 = hcount(1);
    printf("host_atomic %d %d\n", c0, c1);
  }
  Kokkos::finalize();
  return 0;
}
