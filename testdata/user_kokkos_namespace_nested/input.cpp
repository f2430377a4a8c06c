// A test utility's own code below namespace Kokkos (as Kokkos' tools/include/ToolTestingUtilities.hpp
// has it): a nested namespace only this file opens, a KOKKOS_* macro this file defines, and
// names reached through `using namespace`. All of it is user code, kept as written.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <type_traits>

namespace Kokkos {
namespace Test {
namespace Tools {
struct Settings {
  bool kernels = false;
  bool fences = false;
};
#define KOKKOS_IMPL_TEST_OPTION(name, field, depth)                           \
  template <bool on>                                                           \
  struct Toggle##name : public std::integral_constant<int, depth> {            \
    void operator()(Settings &s) const { s.field = on; }                       \
  };                                                                           \
  using Enable##name = Toggle##name<true>;                                     \
  using Disable##name = Toggle##name<false>

KOKKOS_IMPL_TEST_OPTION(Kernels, kernels, 2);
KOKKOS_IMPL_TEST_OPTION(Fences, fences, 2);

namespace Config {
using Depth0 = std::integral_constant<int, 0>;
}
inline int scale(Config::Depth0) { return 3; }
} // namespace Tools
} // namespace Test
} // namespace Kokkos

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using namespace Kokkos::Test::Tools;
    Settings s;
    EnableKernels()(s);
    DisableFences()(s);
    const int n = scale(Config::Depth0()) + Kokkos::Test::Tools::EnableKernels::value;
    Kokkos::View<int *> v("v", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { v(i) = i * n; });
    int sum = 0;
    Kokkos::parallel_reduce(
        10, KOKKOS_LAMBDA(const int i, int &a) { a += v(i); }, sum);
    std::printf("sum %d kernels %d fences %d\n", sum, int(s.kernels), int(s.fences));
  }
  Kokkos::finalize();
  return 0;
}
