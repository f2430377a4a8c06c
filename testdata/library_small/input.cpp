// library_small: the small parts of the Kokkos library surface (issue 14), written for the
// Kokkos 3.4 the reference is built with; 4.x spellings (fence(label), ScopedRegion,
// KOKKOS_IF_ON_HOST/DEVICE, Kokkos::numbers, InitializationSettings) are guarded by
// KOKKOS_VERSION and print the same numbers either way.
//
// Covers: the std headers Kokkos_Core.hpp brings in transitively (<iostream>, <string>, <cmath>,
// <limits>, <cstdint>, <utility>, <cinttypes>: none is included here), KOKKOS_ASSERT,
// KOKKOS_FORCEINLINE_FUNCTION, KOKKOS_DEFAULTED_FUNCTION, Device<Exec, Mem>,
// Kokkos::abort on the host and in a kernel (not taken), SpaceAccessibility,
// InitializationSettings::set_device_id and device_id(), an execution-space
// instance on RangePolicy and TeamPolicy, fence(label), Profiling regions, Kokkos::Experimental
// math and constants.
#include <Kokkos_Core.hpp>

struct Point {
  KOKKOS_DEFAULTED_FUNCTION Point() = default;
  KOKKOS_FORCEINLINE_FUNCTION Point(double a, double b) : x(a), y(b) {}
  KOKKOS_FORCEINLINE_FUNCTION double norm2() const { return x * x + y * y; }
  double x = 0, y = 0;
};

KOKKOS_FORCEINLINE_FUNCTION double twice(double v) { return 2.0 * v; }

int main(int argc, char* argv[]) {
#if KOKKOS_VERSION >= 30700
  Kokkos::initialize(Kokkos::InitializationSettings().set_device_id(0).set_disable_warnings(true));
#else
  Kokkos::initialize(argc, argv);
#endif
  {
#if KOKKOS_VERSION >= 40100
    // The device chosen by set_device_id(0) above (a Serial-only Kokkos 4 would say -1).
    std::printf("device_id %d\n", Kokkos::device_id());
#else
    std::printf("device_id %d\n", 0);
#endif
    const std::string name = "library_small";
    std::cout << "name " << name << " length " << name.size() << "\n";
    const std::int64_t big = std::numeric_limits<std::int32_t>::max() + std::int64_t(1);
    std::printf("big %" PRId64 "\n", big);
    std::pair<int, double> pr = std::make_pair(3, 0.5);
    std::printf("pair %d %.2f sqrt2 %.6f\n", std::move(pr).first, pr.second, std::sqrt(2.0));

    using Dev = Kokkos::Device<Kokkos::DefaultHostExecutionSpace, Kokkos::HostSpace>;
    std::printf("host_accessible %d\n",
                Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, Kokkos::HostSpace>::accessible ? 1 : 0);
    Kokkos::View<double*, Dev> hv("hv", 4);
    hv(2) = 1.5;
    std::printf("device_view %.1f\n", hv(2));

#if KOKKOS_VERSION >= 30700
    Kokkos::Profiling::ScopedRegion region("library_small");
#else
    Kokkos::Profiling::pushRegion("library_small");
#endif
    const int n = 100;
    if (n < 0) Kokkos::abort("negative size");  // never taken
    Kokkos::DefaultExecutionSpace exec;
    Kokkos::View<double*> a("a", n);
    Kokkos::View<Point*> p("p", n);
    Kokkos::parallel_for("fill", Kokkos::RangePolicy<>(exec, 0, n), KOKKOS_LAMBDA(const int i) {
      KOKKOS_ASSERT(i < n);
      if (i >= n) Kokkos::abort("index out of range");  // never taken
      a(i) = twice(i) + Kokkos::Experimental::sqrt(4.0);
      p(i) = Point(i, 1.0);
    });
#if KOKKOS_VERSION >= 30600
    Kokkos::fence("after fill");
#else
    Kokkos::fence();
#endif
    double s = 0;
    Kokkos::parallel_reduce("sum", Kokkos::RangePolicy<>(exec, 0, n), KOKKOS_LAMBDA(const int i, double& acc) {
      acc += a(i) + p(i).norm2();
    }, s);
    std::printf("sum %.1f\n", s);

    using team_t = Kokkos::TeamPolicy<>::member_type;
    Kokkos::View<int*> t("t", 8);
    Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(exec, 8, Kokkos::AUTO), KOKKOS_LAMBDA(const team_t& m) {
      Kokkos::single(Kokkos::PerTeam(m), [&]() { t(m.league_rank()) = 10 * m.league_rank() + 1; });
    });
    exec.fence();
    int ts = 0;
    Kokkos::parallel_reduce("team_sum", 8, KOKKOS_LAMBDA(const int i, int& acc) { acc += t(i); }, ts);
    std::printf("team sum %d\n", ts);

    double c = 0;
    Kokkos::parallel_reduce("consts", 1, KOKKOS_LAMBDA(const int, double& acc) {
#if KOKKOS_VERSION >= 30700
      acc += Kokkos::numbers::pi + Kokkos::Experimental::fabs(-1.0);
#else
      acc += 3.14159265358979323846 + Kokkos::Experimental::fabs(-1.0);
#endif
#if KOKKOS_VERSION >= 30600
      KOKKOS_IF_ON_HOST((acc += 0.0;))
      KOKKOS_IF_ON_DEVICE((acc += 0.0;))
#endif
    }, c);
    std::printf("consts %.6f\n", c);
#if KOKKOS_VERSION < 30700
    Kokkos::Profiling::popRegion();
#endif
  }
  Kokkos::finalize();
}
