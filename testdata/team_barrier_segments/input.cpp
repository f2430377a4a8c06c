// Team bodies written CUDA-style with barriers (the hierarchical-parallelism tutorials'
// team_scan, miniBUDE): team-level code indexed by team_rank() under an explicit team size,
// team scratch shared between the phases, and variables (a scalar, an array, a scratch View)
// declared before a team_barrier() and used after it. OpenACC runs each piece between barriers
// as one loop over the team's ranks and keeps those variables per rank. Integer arithmetic and
// strided loops over the ranks: the results do not depend on the team size.
#include <Kokkos_Core.hpp>
#include <cstdio>

using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;
using shared_ints = Kokkos::View<long*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

constexpr int M = 40;

// hp_team_scan's shape: a functor whose team_shmem_size hook sizes the scratch.
struct Histogram {
  Kokkos::View<const int*> data;
  Kokkos::View<long*> hist;
  int chunk;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t) const {
    shared_ints local(t.team_shmem(), 8);
    const int base = t.league_rank() * chunk;
    for (int k = t.team_rank(); k < 8; k += t.team_size()) local(k) = 0;
    t.team_barrier();
    for (int j = t.team_rank(); j < chunk; j += t.team_size())
      Kokkos::atomic_add(&local(data(base + j) % 8), 1L);
    t.team_barrier();
    for (int k = t.team_rank(); k < 8; k += t.team_size()) Kokkos::atomic_add(&hist(k), local(k));
  }
  size_t team_shmem_size(int) const { return shared_ints::shmem_size(8); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 37, chunk = 50;
    const int ts = team_policy(1, 1).team_size_recommended(
        KOKKOS_LAMBDA(const member_type&){}, Kokkos::ParallelForTag());
    Kokkos::View<int*> data("data", L * chunk);
    Kokkos::parallel_for(L * chunk, KOKKOS_LAMBDA(const int i) { data(i) = (i * 7 + 3) % 23; });
    Kokkos::View<long*> hist("hist", 8);
    Kokkos::parallel_for(team_policy(L, ts), Histogram{data, hist, chunk});

    // Per-rank values carried over two barriers, a scratch View of per-rank slots and a
    // ThreadVectorRange reduction inside the per-rank code.
    Kokkos::View<long**> out("out", L, M);
    Kokkos::View<long*> total("total", L);
    const size_t bytes = shared_ints::shmem_size(M) + shared_ints::shmem_size(1);
    Kokkos::parallel_for(
        "segments", team_policy(L, ts).set_scratch_size(0, Kokkos::PerTeam(bytes)),
        KOKKOS_LAMBDA(const member_type& t) {
          const int r = t.team_rank();
          const int n = t.team_size();
          long part[2] = {0, 0};
          shared_ints vals(t.team_scratch(0), M);
          shared_ints sum(t.team_scratch(0), 1);
          for (int j = r; j < M; j += n) {
            long s = 0;
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, j + 1),
                                    [&](const int k, long& v) { v += k * (t.league_rank() + 1); }, s);
            vals(j) = s;
            part[j % 2] += s;
          }
          if (r == 0) sum(0) = 0;
          t.team_barrier();
          Kokkos::atomic_add(&sum(0), part[0] + part[1]);
          t.team_barrier();
          for (int j = r; j < M; j += n) out(t.league_rank(), j) = vals(M - 1 - j) + sum(0) % 1000;
          if (r == 0) total(t.league_rank()) = sum(0);
        });

    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), hist);
    auto o = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    auto s = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), total);
    for (int k = 0; k < 8; ++k) std::printf("hist %d %ld\n", k, h(k));
    long check = 0;
    for (int l = 0; l < L; ++l)
      for (int j = 0; j < M; ++j) check += o(l, j) * (j + 1);
    std::printf("out checksum %ld\n", check);
    std::printf("total[0] %ld total[%d] %ld\n", s(0), L - 1, s(L - 1));
  }
  Kokkos::finalize();
}
