// Launches inside classes whose scope captures the first name of a functor's qualified name:
// a class derived from a class named `Test` (gtest's TEST() bodies are such classes, inside
// namespace Test) and a class with a member type named as a namespace. The launch spells the
// functor from the global scope (`::Test::Fill<...>`).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace base {
struct Test {
  virtual ~Test() = default;
};
} // namespace base

namespace util {
struct Square {
  Kokkos::View<double *> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = 1.0 * i * i; }
};
} // namespace util

namespace Test {
template <class E> struct Fill {
  Kokkos::View<int *, typename E::memory_space> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = 2 * i + 1; }
};
struct Count {
  using value_type = long;
  Kokkos::View<int *> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const { s += v(i) % 7; }
};
class Halve { // private members: the launch reads them through ::Test::Halve::kt_access
  Kokkos::View<int *> v;

public:
  Halve(Kokkos::View<int *> x) : v(x) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) /= 2; }
};
struct Case : base::Test {
  void body() {
    Kokkos::View<int *> v("v", 1000);
    Kokkos::parallel_for(1000, Fill<Kokkos::DefaultExecutionSpace>{v});
    Kokkos::parallel_for(500, Halve(v));
    long s = 0;
    Kokkos::parallel_reduce("count", 1000, Count{v}, s);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    std::printf("v999 %d count %ld\n", h(999), s);
  }
};
} // namespace Test

struct Grid {
  struct util {}; // a member type named as the namespace of the functor
  void run() {
    Kokkos::View<double *> v("v", 100);
    Kokkos::parallel_for(100, ::util::Square{v});
    double s = 0;
    Kokkos::parallel_reduce(
        100, KOKKOS_LAMBDA(const int i, double &a) { a += v(i); }, s);
    std::printf("squares %.1f\n", s);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  Test::Case().body();
  Grid().run();
  Kokkos::finalize();
}
