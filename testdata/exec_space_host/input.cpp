// exec_space_host: dispatches on host execution spaces over host Views, mixed with device
// dispatches.
//
// Covers: RangePolicy<Kokkos::DefaultHostExecutionSpace> parallel_for on a host mirror,
// parallel_reduce through an alias (using ExecSpace = Kokkos::DefaultHostExecutionSpace) into
// a scalar and with a Max reducer, exclusive and inclusive parallel_scan on the host (with a
// total), MDRangePolicy<DefaultHostExecutionSpace, Rank<2>> for and reduce,
// TeamPolicy<DefaultHostExecutionSpace>(league, AUTO) with level-0 scratch, nested
// TeamThreadRange for / reduce, team_barrier, single(PerTeam) and team_rank / team_size, a
// team parallel_reduce, an execution-space instance as the policy's first argument
// (RangePolicy<>(DefaultHostExecutionSpace(), 0, n), RangePolicy<Serial>(Serial(), 0, n)),
// Kokkos::HostSpace::execution_space, a functor with a HostSpace View member, a functor naming
// its execution_space dispatched with a count, and device kernels reading what the host
// dispatches wrote (after deep_copy). Also: results into rank-0 host Views (directly and
// through Sum), MinLoc, a functor reduction with init / join / final
// calling a member function, `return` in a host body, and TeamPolicy(L, 1) with level-1 thread
// scratch, TeamVectorRange, a ThreadVectorRange reduce nested in a TeamThreadRange Max reduce,
// single(PerTeam) with a value, team_broadcast and single(PerThread).

#include <Kokkos_Core.hpp>
#include <cstdio>

using ExecSpace = Kokkos::DefaultHostExecutionSpace;
using host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;
using HostScratch = Kokkos::View<double*, Kokkos::DefaultHostExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

using Scratch1 = Kokkos::View<int*, ExecSpace::scratch_memory_space, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// A functor reduction (value_type, init, join, final) calling a member function, on the host.
struct MaxAbs {
  using value_type = double;
  Kokkos::View<double*, Kokkos::HostSpace> v;
  KOKKOS_INLINE_FUNCTION double get(int i) const { return v(i) < 0 ? -v(i) : v(i); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& m) const { if (get(i) > m) m = get(i); }
  KOKKOS_INLINE_FUNCTION void init(double& m) const { m = -1.0; }
  KOKKOS_INLINE_FUNCTION void join(double& a, const double& b) const { if (b > a) a = b; }
  KOKKOS_INLINE_FUNCTION void final(double& m) const { m = m * 10.0; }
};

// Names its execution space: parallel_for(count, functor) runs it there (on the host).
struct HostCount {
  using execution_space = Kokkos::DefaultHostExecutionSpace;
  Kokkos::View<double*, Kokkos::HostSpace> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) += 0.125 * (i % 4); }
};

// Scales a host View, dispatched on the host.
struct HostScale {
  Kokkos::View<double*, Kokkos::HostSpace> v;
  double a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = a * v(i) + 1.0; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000, R = 24, C = 40;
    Kokkos::View<double*> d("d", N);
    Kokkos::View<int*> flags("flags", N);
    Kokkos::parallel_for("dev_fill", N, KOKKOS_LAMBDA(const int i) {
      d(i) = 0.25 * (i % 17) - 1.5;
      flags(i) = (i % 3 == 0 || i % 7 == 2) ? 1 : 0;
    });

    auto h = Kokkos::create_mirror_view(d);
    auto hflags = Kokkos::create_mirror_view(flags);
    Kokkos::deep_copy(h, d);
    Kokkos::deep_copy(hflags, flags);

    // parallel_for on the host, the policy's space a template argument.
    Kokkos::parallel_for("host_square", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, N),
                         KOKKOS_LAMBDA(const int i) { h(i) = h(i) * h(i) - 0.5 * i; });

    // parallel_reduce on the host through an alias, into a scalar and with a Max reducer.
    double hsum = 0.0, hmax = 0.0;
    Kokkos::parallel_reduce("host_sum", Kokkos::RangePolicy<ExecSpace>(0, N),
                            KOKKOS_LAMBDA(const int i, double& s) { s += h(i); }, hsum);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, N),
                            KOKKOS_LAMBDA(const int i, double& m) { if (h(i) > m) m = h(i); },
                            Kokkos::Max<double>(hmax));

    // Exclusive scan with a total, then an inclusive one; both on host Views.
    Kokkos::View<int*, Kokkos::HostSpace> offsets("offsets", N);
    Kokkos::View<long*, Kokkos::HostSpace> incl("incl", N);
    int nkeep = 0;
    Kokkos::parallel_scan("host_offsets", Kokkos::RangePolicy<ExecSpace>(0, N),
                          KOKKOS_LAMBDA(const int i, int& partial, const bool final) {
      if (final) offsets(i) = partial;
      partial += hflags(i);
    }, nkeep);
    long incl_total = 0;
    Kokkos::parallel_scan("host_inclusive", Kokkos::RangePolicy<Kokkos::HostSpace::execution_space>(0, N),
                          KOKKOS_LAMBDA(const int i, long& partial, const bool final) {
      partial += (i % 5) + hflags(i);
      if (final) incl(i) = partial;
    }, incl_total);

    // Execution-space instances as the policy's first argument.
    Kokkos::View<double*, Kokkos::HostSpace> w("w", N);
    Kokkos::parallel_for("host_instance", Kokkos::RangePolicy<>(Kokkos::DefaultHostExecutionSpace(), 0, N),
                         KOKKOS_LAMBDA(const int i) { w(i) = offsets(i) * 0.5 + incl(i); });
    Kokkos::parallel_for("serial_instance", Kokkos::RangePolicy<Kokkos::Serial>(Kokkos::Serial(), 10, N - 10),
                         KOKKOS_LAMBDA(const int i) { w(i) += 1.0 / (1 + i); });

    // A functor with a HostSpace View member.
    HostScale scale{w, 0.75};
    Kokkos::parallel_for("host_functor", Kokkos::RangePolicy<ExecSpace>(0, N), scale);
    Kokkos::parallel_for("host_count_functor", N, HostCount{w});

    // MDRange on the host: a 2-D host View filled, then reduced.
    Kokkos::View<double**> m("m", R, C);
    auto hm = Kokkos::create_mirror_view(m);
    Kokkos::parallel_for("host_md_fill",
                         Kokkos::MDRangePolicy<Kokkos::DefaultHostExecutionSpace, Kokkos::Rank<2>>({0, 0}, {R, C}),
                         KOKKOS_LAMBDA(const int r, const int c) { hm(r, c) = 0.5 * r - 0.125 * c + w(r * C % N); });
    double md_sum = 0.0;
    Kokkos::parallel_reduce("host_md_sum", Kokkos::MDRangePolicy<ExecSpace, Kokkos::Rank<2>>({1, 2}, {R, C - 1}),
                            KOKKOS_LAMBDA(const int r, const int c, double& s) { s += hm(r, c) * (1 + (r + c) % 3); },
                            md_sum);

    // TeamPolicy on the host: teams of one thread, scratch, nested ranges, single.
    Kokkos::View<double*, Kokkos::HostSpace> rowsum("rowsum", R);
    const size_t bytes = HostScratch::shmem_size(C);
    Kokkos::parallel_for("host_team",
                         Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>(R, Kokkos::AUTO)
                             .set_scratch_size(0, Kokkos::PerTeam(bytes)),
                         KOKKOS_LAMBDA(const host_member& t) {
      const int r = t.league_rank();
      HostScratch buf(t.team_scratch(0), C);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, C), [&](const int c) { buf(c) = hm(r, c) * 2.0; });
      t.team_barrier();
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, C), [&](const int c, double& acc) { acc += buf(c); }, s);
      Kokkos::single(Kokkos::PerTeam(t), [&]() {
        rowsum(r) = s + 1000.0 * t.team_size() + 100.0 * t.team_rank() + 0.001 * t.league_size();
      });
    });
    double team_total = 0.0;
    Kokkos::parallel_reduce("host_team_sum", Kokkos::TeamPolicy<ExecSpace>(R, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const host_member& t, double& s) { s += rowsum(t.league_rank()) * (t.league_rank() + 1); },
                            team_total);

    // Results into rank-0 host Views, MinLoc, a functor reduction, an early return.
    Kokkos::View<double*, Kokkos::HostSpace> v("v", N);
    Kokkos::parallel_for(Kokkos::RangePolicy<ExecSpace>(0, N), KOKKOS_LAMBDA(const int i) {
      if (i % 10 == 3) { v(i) = -1.0 - w(i) * 1e-3; return; }
      v(i) = 0.01 * ((i * 37) % 101) - 0.4;
    });
    Kokkos::View<double, Kokkos::HostSpace> r0("r0"), r1("r1");
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, N),
                            KOKKOS_LAMBDA(const int i, double& s) { s += v(i) * v(i); }, r0);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, N),
                            KOKKOS_LAMBDA(const int i, double& s) { s += v(i); }, Kokkos::Sum<double>(r1));
    Kokkos::MinLoc<double, int>::value_type ml;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(5, N),
                            KOKKOS_LAMBDA(const int i, Kokkos::MinLoc<double, int>::value_type& x) {
      if (v(i) < x.val) { x.val = v(i); x.loc = i; }
    }, Kokkos::MinLoc<double, int>(ml));
    double maxabs = 0;
    Kokkos::parallel_reduce("host_functor_max", Kokkos::RangePolicy<ExecSpace>(0, N), MaxAbs{v}, maxabs);

    // Team size 1, level-1 thread scratch, TeamVectorRange, nested ThreadVectorRange reduce,
    // a Max reducer, single with a value, team_broadcast, single(PerThread).
    const int L = 6, M = 17;
    Kokkos::View<double*, Kokkos::HostSpace> tout("tout", L);
    Kokkos::View<int*, Kokkos::HostSpace> tout2("tout2", L);
    Kokkos::parallel_for("host_team_one", Kokkos::TeamPolicy<ExecSpace>(L, 1).set_scratch_size(1, Kokkos::PerThread(Scratch1::shmem_size(M))),
                         KOKKOS_LAMBDA(const host_member& t) {
      const int l = t.league_rank();
      Scratch1 s(t.thread_scratch(1), M);
      Kokkos::parallel_for(Kokkos::TeamVectorRange(t, M), [&](const int j) { s(j) = j * (l + 1); });
      double mm = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 1, M), [&](const int j, double& a) {
        double inner = 0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, 3), [&](const int k, double& b) { b += v(l * M + j) * (k + 1); }, inner);
        if (inner > a) a = inner;
      }, Kokkos::Max<double>(mm));
      double bc = 0;
      Kokkos::single(Kokkos::PerTeam(t), [&](double& x) { x = mm + 0.5; }, bc);
      int tb = s(M - 1) + t.team_rank();
      t.team_broadcast(tb, 0);
      Kokkos::single(Kokkos::PerThread(t), [&]() { tout(l) = bc; tout2(l) = tb; });
    });

    // Back to the device: a device kernel reads what the host dispatches wrote.
    Kokkos::deep_copy(d, h);
    auto dw = Kokkos::create_mirror_view_and_copy(Kokkos::DefaultExecutionSpace(), w);
    double dev_sum = 0.0;
    Kokkos::parallel_reduce("dev_sum", N, KOKKOS_LAMBDA(const int i, double& s) { s += d(i) + 0.5 * dw(i); }, dev_sum);

    printf("host_sum %.17g\n", hsum);
    printf("host_max %.17g\n", hmax);
    printf("nkeep %d\n", nkeep);
    printf("offsets %d %d %d\n", offsets(1), offsets(500), offsets(N - 1));
    printf("incl_total %ld\n", incl_total);
    printf("incl %ld %ld %ld\n", incl(0), incl(321), incl(N - 1));
    printf("w %.17g %.17g %.17g\n", w(0), w(11), w(N - 1));
    printf("md_sum %.17g\n", md_sum);
    printf("hm %.17g %.17g\n", hm(0, 0), hm(R - 1, C - 1));
    printf("rowsum %.17g %.17g %.17g\n", rowsum(0), rowsum(7), rowsum(R - 1));
    printf("team_total %.17g\n", team_total);
    printf("dev_sum %.17g\n", dev_sum);
    printf("r0 %.17g\n", r0());
    printf("r1 %.17g\n", r1());
    printf("minloc %.17g %d\n", ml.val, ml.loc);
    printf("maxabs %.17g\n", maxabs);
    for (int l = 0; l < L; ++l) printf("team_one %d %.17g %d\n", l, tout(l), tout2(l));
  }
  Kokkos::finalize();
  return 0;
}
