// functor_template_team_launch: class-template functors dispatched from main, where the launch
// spells the functor's arguments: a team functor with level-0 scratch sized by its
// team_shmem_size and a nested team reduction. The OpenMP launch sizes the collectives' slot
// from the reduction's type, which the kernel template spells `T`; the launch named it so
// (`kt_slot_bytes<T>()`: exit 0 before, with output no compiler accepted) and now names
// `float`. Also a scan functor template with a total, and a MinLoc reduction over one.
#include <Kokkos_Core.hpp>
#include <cstdio>
template <class T>
struct TeamSum {
  using policy = Kokkos::TeamPolicy<>;
  using member = policy::member_type;
  using shared_t = Kokkos::View<T*, Kokkos::DefaultExecutionSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  Kokkos::View<T**> a;
  Kokkos::View<T*> out;
  int n;
  KOKKOS_INLINE_FUNCTION void operator()(const member& t) const {
    shared_t s(t.team_scratch(0), n);
    const int l = t.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, n), [&](int j) { s(j) = a(l, j) * T(2); });
    t.team_barrier();
    T tot = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, n), [&](int j, T& r) { r += s(j); }, tot);
    Kokkos::single(Kokkos::PerTeam(t), [&]() { out(l) = tot; });
  }
  size_t team_shmem_size(int) const { return shared_t::shmem_size(n); }
};
template <class T>
struct Prefix {
  Kokkos::View<T*> x, y;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, T& u, const bool fin) const {
    u += x(i);
    if (fin) y(i) = u;
  }
};
template <class T>
struct ArgMin {
  Kokkos::View<T*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, typename Kokkos::MinLoc<T, int>::value_type& r) const {
    if (x(i) < r.val) { r.val = x(i); r.loc = i; }
  }
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 8, N = 32;
    Kokkos::View<float**> a("a", L, N);
    Kokkos::View<float*> out("out", L), x("x", 100), y("y", 100);
    Kokkos::parallel_for(L * N, KOKKOS_LAMBDA(const int k) { a(k / N, k % N) = (k % 9) * 0.5f; });
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int i) { x(i) = ((i * 13) % 31) - 10.0f; });
    TeamSum<float> f{a, out, N};
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(L, Kokkos::AUTO), f);
    float total = 0;
    Kokkos::parallel_scan(100, Prefix<float>{x, y}, total);
    Kokkos::MinLoc<float, int>::value_type ml;
    Kokkos::parallel_reduce(100, ArgMin<float>{x}, Kokkos::MinLoc<float, int>(ml));
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    double so = 0, sy = 0;
    for (int l = 0; l < L; ++l) so += ho(l) * (l + 1);
    for (int i = 0; i < 100; ++i) sy += hy(i);
    std::printf("%.2f %.2f %.2f %.2f %d\n", so, sy, (double)total, (double)ml.val, ml.loc);
  }
  Kokkos::finalize();
}
