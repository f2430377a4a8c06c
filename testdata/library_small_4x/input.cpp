// library_small_4x: the small parts of the Kokkos library surface (issue 14) spelled as Kokkos
// 4.x has them, so that the translation parsed against real Kokkos 4.x headers can be compared
// byte for byte with the bundled header's (tests/kokkos4/check.sh): library_small covers the
// same items in 3.x spellings that 4.x removed (Kokkos::Experimental:: math, std::cout without
// <iostream>, ScopedRegion without its header). Spellings the reference (Kokkos 3.4) lacks are
// guarded by KOKKOS_VERSION and print the same numbers either way.
//
// Covers: Kokkos_Profiling_ScopedRegion.hpp and Kokkos_MathematicalConstants.hpp included,
// <cinttypes>/<string>/<cmath>/<limits>/<cstdint>/<utility> from Kokkos_Core.hpp,
// KOKKOS_ASSERT, KOKKOS_FORCEINLINE_FUNCTION, KOKKOS_DEFAULTED_FUNCTION, Device<Exec, Mem>,
// Kokkos::abort on the host and in a kernel (not taken), SpaceAccessibility,
// InitializationSettings::set_device_id and device_id(), execution-space instances on
// RangePolicy and TeamPolicy, fence(label), Profiling::pushRegion/popRegion and ScopedRegion,
// Kokkos:: math (sqrt, fabs), Kokkos::numbers, KOKKOS_IF_ON_HOST/DEVICE.
#include <Kokkos_Core.hpp>
#include <iostream>
#if KOKKOS_VERSION >= 40000
#include <Kokkos_MathematicalConstants.hpp>
#include <Kokkos_Profiling_ScopedRegion.hpp>
#endif

struct Point {
  KOKKOS_DEFAULTED_FUNCTION Point() = default;
  KOKKOS_FORCEINLINE_FUNCTION Point(double a, double b) : x(a), y(b) {}
  KOKKOS_FORCEINLINE_FUNCTION double norm2() const { return x * x + y * y; }
  double x = 0, y = 0;
};

// (Not `half`: Kokkos built for CUDA or HIP includes cuda_fp16.h / amd_hip_fp16.h, whose `half`
// type that name would clash with.)
KOKKOS_FORCEINLINE_FUNCTION double halve(double v) { return 0.5 * v; }

int main(int argc, char* argv[]) {
#if KOKKOS_VERSION >= 40000
  Kokkos::initialize(Kokkos::InitializationSettings().set_device_id(0).set_disable_warnings(true));
#else
  Kokkos::initialize(argc, argv);
#endif
  {
#if KOKKOS_VERSION >= 40100
    // The device chosen by set_device_id(0) above (a Serial-only Kokkos 4 says -1).
    std::printf("device_id %d\n", Kokkos::device_id() > 0 ? Kokkos::device_id() : 0);
#else
    std::printf("device_id %d\n", 0);
#endif
    const std::string name = "library_small_4x";
    std::cout << "name " << name << " length " << name.size() << "\n";
    const std::int64_t big = std::numeric_limits<std::int32_t>::max() + std::int64_t(2);
    std::printf("big %" PRId64 " cbrt %.6f\n", big, std::cbrt(27.0));
    const std::pair<int, double> pr = std::make_pair(4, 0.25);
    std::printf("pair %d %.2f\n", pr.first, pr.second);

    using Dev = Kokkos::Device<Kokkos::DefaultHostExecutionSpace, Kokkos::HostSpace>;
    std::printf("host_accessible %d\n",
                Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, Kokkos::HostSpace>::accessible ? 1 : 0);
    Kokkos::View<double*, Dev> hv("hv", 3);
    hv(1) = 2.5;
    std::printf("device_view %.1f\n", hv(1));

    Kokkos::Profiling::pushRegion("outer");
    {
#if KOKKOS_VERSION >= 40000
      Kokkos::Profiling::ScopedRegion region("inner");
#endif
      const int n = 200;
      if (n < 0) Kokkos::abort("negative size");  // never taken
      Kokkos::DefaultExecutionSpace exec;
      Kokkos::View<double*> a("a", n);
      Kokkos::View<Point*> p("p", n);
      Kokkos::parallel_for("fill", Kokkos::RangePolicy<>(exec, 0, n), KOKKOS_LAMBDA(const int i) {
        KOKKOS_ASSERT(i < n);
        if (i >= n) Kokkos::abort("index out of range");  // never taken
#if KOKKOS_VERSION >= 40000
        a(i) = halve(i) + Kokkos::sqrt(9.0) + Kokkos::fabs(-0.5);
#else
        a(i) = halve(i) + Kokkos::Experimental::sqrt(9.0) + Kokkos::Experimental::fabs(-0.5);
#endif
        p(i) = Point(1.0, i);
      });
#if KOKKOS_VERSION >= 40000
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
      Kokkos::View<int*> t("t", 6);
      Kokkos::parallel_for("team", Kokkos::TeamPolicy<>(exec, 6, Kokkos::AUTO), KOKKOS_LAMBDA(const team_t& m) {
        Kokkos::single(Kokkos::PerTeam(m), [&]() { t(m.league_rank()) = 7 * m.league_rank() + 2; });
      });
      exec.fence();
      int ts = 0;
      Kokkos::parallel_reduce("team_sum", 6, KOKKOS_LAMBDA(const int i, int& acc) { acc += t(i); }, ts);
      std::printf("team sum %d\n", ts);
    }
    Kokkos::Profiling::popRegion();

    double c = 0;
    Kokkos::parallel_reduce("consts", 1, KOKKOS_LAMBDA(const int, double& acc) {
#if KOKKOS_VERSION >= 40000
      acc += Kokkos::numbers::e + Kokkos::numbers::sqrt2;
      KOKKOS_IF_ON_HOST((acc += 0.0;))
      KOKKOS_IF_ON_DEVICE((acc += 0.0;))
#else
      acc += 2.718281828459045 + 1.4142135623730951;
#endif
    }, c);
    std::printf("consts %.6f\n", c);
  }
  Kokkos::finalize();
}
