// tag_template_team_overload: a functor with two operator() overloads templated on the work
// tag and defined out of line, one taking `RangePolicy<Tag>::member_type` (an index), one
// `TeamPolicy<Tag>::member_type` (a team member), as miniMD's Neighbor. The dispatch's tag
// deduces the overload's arguments; the team overload's body is read from the specialization
// it selects, where the member's calls and the nested loops are resolved, and is emitted as a
// kernel template over H and S. (The translator once gave the team dispatch the range
// overload's body with exit 0, then refused the team overload with KT1014.)
//
// Covers: range and team overloads of one tag template, team scratch sized by the functor's
// team_shmem_size, TeamThreadRange, team_barrier, a ThreadVectorRange reduction, single
// PerThread, template parameters (int and bool) used in both bodies.
#include <Kokkos_Core.hpp>
#include <cstdio>

constexpr int B = 16; // entries per team

template <int H, bool S>
struct Build {};

struct Nb {
  using shared_t = Kokkos::View<double *, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  Kokkos::View<double *> x, y;

  template <int H, bool S>
  KOKKOS_INLINE_FUNCTION void operator()(Build<H, S>, const typename Kokkos::RangePolicy<Build<H, S>>::member_type &) const;
  template <int H, bool S>
  KOKKOS_INLINE_FUNCTION void operator()(Build<H, S>, const typename Kokkos::TeamPolicy<Build<H, S>>::member_type &) const;

  size_t team_shmem_size(int) const { return shared_t::shmem_size(B); }

  void run(int n) {
    Kokkos::parallel_for(Kokkos::RangePolicy<Build<1, true>>(0, n), *this);
    Kokkos::parallel_for(Kokkos::RangePolicy<Build<0, false>>(0, n), *this);
    Kokkos::parallel_for(Kokkos::TeamPolicy<Build<1, true>>(n / B, Kokkos::AUTO), *this);
    Kokkos::parallel_for(Kokkos::TeamPolicy<Build<0, true>>(n / B, Kokkos::AUTO), *this);
    Kokkos::parallel_for(Kokkos::TeamPolicy<Build<1, false>>(n / B, Kokkos::AUTO), *this);
  }
};

template <int H, bool S>
KOKKOS_INLINE_FUNCTION void Nb::operator()(Build<H, S>, const typename Kokkos::RangePolicy<Build<H, S>>::member_type &i) const {
  y(i) += x(i) * (H + 1) * (S ? 2 : 1);
}

template <int H, bool S>
KOKKOS_INLINE_FUNCTION void Nb::operator()(Build<H, S>, const typename Kokkos::TeamPolicy<Build<H, S>>::member_type &t) const {
  const int base = t.league_rank() * B;
  shared_t s(t.team_scratch(0), B);
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, B), [&](const int k) { s(k) = x(base + k); });
  t.team_barrier();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, B), [&](const int k) {
    double sum = 0;
    Kokkos::parallel_reduce(
        Kokkos::ThreadVectorRange(t, B),
        [&](const int m, double &a) { a += (S ? s(m) : x(base + m)) * (k + m + 1); }, sum);
    Kokkos::single(Kokkos::PerThread(t), [&]() { y(base + k) += H ? sum : -0.5 * sum; });
  });
}

int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 256;
    Nb b{Kokkos::View<double *>("x", n), Kokkos::View<double *>("y", n)};
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { b.x(i) = 1.0 + (i % 7) * 0.25; });
    b.run(n);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b.y);
    double total = 0;
    for (int i = 0; i < n; ++i)
      total += h(i) * (i % 5 + 1);
    std::printf("y(0) %.6f y(17) %.6f y(255) %.6f total %.6f\n", h(0), h(17), h(255), total);
  }
  Kokkos::finalize();
}
