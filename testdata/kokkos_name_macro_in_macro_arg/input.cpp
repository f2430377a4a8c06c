// kokkos_name_macro_in_macro_arg: an object-like macro that names a Kokkos space, used inside
// another macro's argument (as Kokkos' unit tests write `ASSERT_TRUE((Test<int,
// TEST_EXECSPACE>(n)))`): the #define is respelled once, and the use in the argument stays as
// written (KT1027 before: the name was taken to be written in the #define a second time).
#define TEST_EXECSPACE Kokkos::DefaultExecutionSpace
#include <Kokkos_Core.hpp>
#include <cstdio>

#define CHECK(x)                                  \
  do {                                            \
    if (!(x)) std::printf("check failed: %s\n", #x); \
    else std::printf("check passed\n");           \
  } while (0)

template <class T, class Space>
bool sums_to_triangle(int n) {
  Kokkos::View<T *, Space> v("v", n);
  Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i) { v(i) = i; });
  T s = 0;
  Kokkos::parallel_reduce(
      Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i, T &a) { a += v(i); }, s);
  return s == T(n * (n - 1) / 2);
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  CHECK((sums_to_triangle<int, TEST_EXECSPACE>(100)));
  CHECK((sums_to_triangle<double, TEST_EXECSPACE>(37)));
  Kokkos::finalize();
  return 0;
}
