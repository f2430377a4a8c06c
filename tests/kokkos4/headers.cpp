// Kokkos 4.x public headers a program may include besides Kokkos_Core.hpp (tests/kokkos4/check.sh
// translates it against the bundled header and against real Kokkos 4.x: the outputs must agree).
#include <Kokkos_Core.hpp>
#include <Kokkos_Abort.hpp>
#include <Kokkos_Assert.hpp>
#include <Kokkos_Clamp.hpp>
#include <Kokkos_MathematicalConstants.hpp>
#include <Kokkos_MathematicalFunctions.hpp>
#include <Kokkos_MinMax.hpp>
#include <Kokkos_NumericTraits.hpp>
#include <Kokkos_Printf.hpp>
#include <Kokkos_Profiling_ScopedRegion.hpp>
#include <Kokkos_ReductionIdentity.hpp>
#include <Kokkos_ScratchSpace.hpp>
#include <Kokkos_Timer.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::Profiling::ScopedRegion region("headers");
    Kokkos::View<double*, Kokkos::LayoutRight> a("a", 10);
    Kokkos::parallel_for("fill", Kokkos::RangePolicy<>(0, 10), KOKKOS_LAMBDA(const int i) {
      a(i) = Kokkos::clamp(Kokkos::max(double(i), 1.0), 0.0, 8.0) * Kokkos::numbers::pi;
      KOKKOS_ASSERT(i < 10);
      if (i == 0) Kokkos::printf("fill %d\n", i);
    });
    double s = 0;
    Kokkos::parallel_reduce("sum", 10, KOKKOS_LAMBDA(const int i, double& t) { t += Kokkos::sqrt(a(i)); }, s);
    Kokkos::Timer timer;
    std::printf("sum %.6f %d\n", s, timer.seconds() >= 0.0 ? 1 : 0);
  }
  Kokkos::finalize();
}
