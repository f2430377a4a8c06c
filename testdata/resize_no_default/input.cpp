// resize_no_default: Kokkos::resize(WithoutInitializing, v, n) of a View whose element type has
// no default constructor (issue 28 item 3; Kokkos' core/unit_test/TestResize.hpp does this).
// The shim staged device elements through `new T[n]`, which such a type does not compile.
// Also: resize without WithoutInitializing of a type whose default constructor sets a value
// (new elements get it, kept elements keep theirs), and realloc. The reference comes from Kokkos
// 3.4.1, which needs the default constructor the #else branch adds (Kokkos 4 does not).
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000
struct NoDefault {
  int value;
  KOKKOS_FUNCTION NoDefault(int x) : value(x) {}
};
#else  // Kokkos 3.4 (the reference build) cannot hold a type without a default constructor in a
       // View at all; with one added it computes the same numbers.
struct NoDefault {
  int value;
  NoDefault() = default;
  KOKKOS_FUNCTION NoDefault(int x) : value(x) {}
};
#endif

struct Seven {
  int a = 7;
  double b = 0.5;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<NoDefault*> v(Kokkos::view_alloc(Kokkos::WithoutInitializing, "v"), 5);
    Kokkos::parallel_for("fill", 5, KOKKOS_LAMBDA(const int i) { v(i) = NoDefault(10 * i + 1); });
    Kokkos::fence();
    Kokkos::resize(Kokkos::WithoutInitializing, v, 3);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    std::printf("shrunk n %d %d %d %d\n", int(v.extent(0)), h(0).value, h(1).value, h(2).value);

    Kokkos::resize(Kokkos::WithoutInitializing, v, 6);
    Kokkos::parallel_for("tail", Kokkos::RangePolicy<>(3, 6), KOKKOS_LAMBDA(const int i) { v(i) = NoDefault(-i); });
    long s = 0;
    Kokkos::parallel_reduce("sum", 6, KOKKOS_LAMBDA(const int i, long& acc) { acc += v(i).value * (i + 1); }, s);
    std::printf("grown n %d weighted %ld\n", int(v.extent(0)), s);

    Kokkos::View<Seven*> w("w", 2);
    Kokkos::parallel_for("set", 2, KOKKOS_LAMBDA(const int i) { w(i).a = 100 + i; });
    Kokkos::resize(w, 4);
    auto hw = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), w);
    std::printf("seven n %d a %d %d %d %d b %.1f\n", int(w.extent(0)), hw(0).a, hw(1).a, hw(2).a, hw(3).a, hw(3).b);

    Kokkos::realloc(w, 3);
    auto hr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), w);
    std::printf("realloc n %d a %d %d %d\n", int(w.extent(0)), hr(0).a, hr(1).a, hr(2).a);

    // Unchanged extents: Kokkos 4 keeps the allocation and initialises it again (3.4 allocates
    // anew); a type without a default constructor only WithoutInitializing.
    Kokkos::parallel_for("mark", 3, KOKKOS_LAMBDA(const int i) { w(i).a = 55; });
    Kokkos::realloc(w, 3);
#if KOKKOS_VERSION >= 40000  // Kokkos 3.4 has no realloc(WithoutInitializing, ...); v keeps 6
    Kokkos::realloc(Kokkos::WithoutInitializing, v, 6);
#endif
    auto hs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), w);
    std::printf("same extents a %d %d v n %d\n", hs(0).a, hs(2).a, int(v.extent(0)));
  }
  Kokkos::finalize();
}
