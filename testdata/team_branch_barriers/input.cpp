// team_branch_barriers: team bodies written as Kokkos' own team scratch tests write them, under
// an explicit team size: team_barrier()s inside the blocks of `if` statements that every team
// thread takes alike (a failed scratch allocation check, a league-dependent phase), a
// parallel_reduce whose team-level code only adds to its value across barriers, per-thread
// scratch kept across a barrier, a team-level variable written in a TeamThreadRange (each
// team thread has its own in Kokkos), and team_rank()/team_size() inside single(PerTeam).
// OpenACC runs the team-level code of the first four as loops over the team's ranks cut at the
// barriers: a branch's condition is kept per rank and the next loop reopens the branch taken.
// Integer arithmetic: the results do not depend on the team size.
#include <Kokkos_Core.hpp>
#include <cstdio>

using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;
using shared_longs = Kokkos::View<long*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                  Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

constexpr int N = 48;

// A parallel_reduce: the scratch check, then two phases between barriers in the else block.
struct Phases {
  Kokkos::View<const int*> data;
  using value_type = long;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t, long& total) const {
    shared_longs a(t.team_scratch(0), N), b(t.team_scratch(0), N);
    if (a.data() == nullptr || b.data() == nullptr) {
      total += 1000000000;  // no scratch
    } else {
      const int l = t.league_rank();
      for (int i = t.team_rank(); i < N; i += t.team_size()) a(i) = data((l * N + i) % 97) + l;
      t.team_barrier();
      long mine = 0;
      for (int i = t.team_rank(); i < N; i += t.team_size()) {
        b(i) = a(N - 1 - i) * 2;
        mine += b(i);
      }
      t.team_barrier();
      if (t.team_rank() == 0) {
        long zero = 0;
        for (int i = 0; i < N; ++i) zero += b(N - 1 - i) - 2 * a(i);
        total += 1000000 * zero;
      }
      total += mine;
    }
  }
  size_t team_shmem_size(int) const { return 2 * shared_longs::shmem_size(N); }
};

// Each team thread's own scratch, written, then read back after a barrier.
struct ThreadBuffers {
  Kokkos::View<long**> first;
  using value_type = long;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t, long& wrong) const {
    shared_longs mine(t.thread_scratch(0), 8);
    for (int k = 0; k < 8; ++k) mine(k) = 100 * t.team_rank() + 10 * t.league_rank() + k;
    t.team_barrier();
    for (int k = 0; k < 8; ++k) wrong += mine(k) != 100 * t.team_rank() + 10 * t.league_rank() + k;
    if (t.team_rank() == 0)
      for (int k = 0; k < 8; ++k) first(t.league_rank(), k) = mine(k);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 20;
    const int ts = team_policy(1, 1).team_size_recommended(Phases{}, Kokkos::ParallelReduceTag());
    Kokkos::View<int*> data("data", 97);
    Kokkos::parallel_for(97, KOKKOS_LAMBDA(const int i) { data(i) = (i * 7 + 3) % 23; });

    long total = 0;
    Kokkos::parallel_reduce(team_policy(L, ts), Phases{data}, total);

    // Phases in the branches of an if / else-if / else chain chosen by the league rank, a
    // variable declared in a branch and used after the barrier that follows it.
    Kokkos::View<long**> out("out", L, N);
    Kokkos::parallel_for(
        "branches", team_policy(L, ts).set_scratch_size(0, Kokkos::PerTeam(shared_longs::shmem_size(N))),
        KOKKOS_LAMBDA(const member_type& t) {
          shared_longs s(t.team_scratch(0), N);
          const int l = t.league_rank(), r = t.team_rank(), n = t.team_size();
          for (int i = r; i < N; i += n) s(i) = i * (l + 1);
          t.team_barrier();
          if (l % 3 == 0) {
            const long head = s(0) + s(N - 1);
            t.team_barrier();
            for (int i = r; i < N; i += n) s(i) += head;
            t.team_barrier();
          } else if (l % 3 == 1) {
            t.team_barrier();
            for (int i = r; i < N; i += n) s(i) = -s(i);
          } else {
            for (int i = r; i < N; i += n) s(i) *= 2;
          }
          t.team_barrier();
          for (int i = r; i < N; i += n) out(l, i) = s(N - 1 - i);
        });

    // A team-level count that each team thread keeps for its own indices.
    Kokkos::View<int*> odds("odds", L);
    Kokkos::parallel_for(
        "per_thread_counts", team_policy(L, ts), KOKKOS_LAMBDA(const member_type& t) {
          const int l = t.league_rank();
          int odd = 0;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, N),
                               [&](const int i) { odd += out(l, i) % 2 != 0; });
          Kokkos::single(Kokkos::PerThread(t), [&]() { Kokkos::atomic_add(&odds(l), odd); });
        });

    long wrong = 0;
    Kokkos::View<long**> first("first", L, 8);
    Kokkos::parallel_reduce(
        team_policy(L, ts).set_scratch_size(0, Kokkos::PerThread(shared_longs::shmem_size(8))),
        ThreadBuffers{first}, wrong);

    // team_size() and team_rank() where one thread of the team runs.
    Kokkos::View<long*> sums("sums", L);
    Kokkos::parallel_for(
        "single_team", team_policy(L, ts), KOKKOS_LAMBDA(const member_type& t) {
          long s = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, N), [&](const int i, long& v) { v += i + t.team_size(); }, s);
          Kokkos::single(Kokkos::PerTeam(t), [&]() {
            sums(t.league_rank()) = s - (long)N * t.team_size() + t.team_rank() + t.league_rank();
          });
        });

    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    auto hd = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), odds);
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), first);
    auto hs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sums);
    long check = 0, nodd = 0, firsts = 0, sumall = 0;
    for (int l = 0; l < L; ++l) {
      for (int i = 0; i < N; ++i) check += ho(l, i) * (i + 1) * (l + 1);
      nodd += hd(l) * (l + 1);
      for (int k = 0; k < 8; ++k) firsts += hf(l, k);
      sumall += hs(l);
    }
    std::printf("phases total %ld\n", total);
    std::printf("branches checksum %ld out[0][0] %ld out[1][0] %ld out[2][0] %ld\n", check,
                ho(0, 0), ho(1, 0), ho(2, 0));
    std::printf("odd counts %ld\n", nodd);
    std::printf("thread scratch wrong %ld firsts %ld\n", wrong, firsts);
    std::printf("single sums %ld\n", sumall);
  }
  Kokkos::finalize();
}
