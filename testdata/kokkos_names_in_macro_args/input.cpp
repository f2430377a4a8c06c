// Kokkos names written in the arguments of the user's own function-like macros (gtest's
// ASSERT_EQ(z, (Kokkos::complex<double>{1, 0})) in Kokkos' own TestComplex): the expansion takes
// the argument's tokens as written, so they are respelled where they are written.
#include <Kokkos_Core.hpp>
#include <cstdio>

#define EXPECT_SAME(a, b) report(#a, (a) == (b))
#define WITH_VIEW(name, n, body) \
  {                              \
    auto name = body;            \
    total += name.extent(0) + n; \
  }

static int failures = 0;
static void report(const char *what, bool ok) {
  if (!ok) {
    ++failures;
    std::printf("mismatch: %s\n", what);
  }
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    long total = 0;
    Kokkos::View<double *> x("x", 64);
    Kokkos::parallel_for(64, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
    double s = 0;
    Kokkos::parallel_reduce(64, KOKKOS_LAMBDA(const int i, double &a) { a += x(i); }, s);
    EXPECT_SAME(Kokkos::complex<double>(s, 1), (Kokkos::complex<double>{1008.0, 1.0}));
    EXPECT_SAME((Kokkos::pair<int, int>(2, 3).second), 3);
    WITH_VIEW(y, 5, Kokkos::View<int *>("y", 7))
    WITH_VIEW(h, 1, Kokkos::create_mirror_view(x))
    std::printf("sum %.1f total %ld failures %d\n", s, total, failures);
  }
  Kokkos::finalize();
  return 0;
}
