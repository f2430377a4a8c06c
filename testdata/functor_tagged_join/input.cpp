// A functor dispatched with a work tag whose init, join and final take the tag first (Kokkos'
// own TestReduce ReduceFunctorFinalTag): Kokkos calls them with the tag. The reduction op takes
// their bodies without it (a named tag is declared in the body). The value is a struct, so a
// join left out would not compile: it was, and the output added the structs with Sum.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Tag {};

struct Negated {
  struct value_type {
    long v[3];
  };
  const long n;
  KOKKOS_INLINE_FUNCTION void init(const Tag, value_type &d) const { d.v[0] = d.v[1] = d.v[2] = 0; }
  KOKKOS_INLINE_FUNCTION void join(const Tag, value_type &d, const value_type &s) const {
    d.v[0] += s.v[0];
    d.v[1] += s.v[1];
    d.v[2] += s.v[2];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const Tag, const long i, value_type &d) const {
    d.v[0] -= 1;
    d.v[1] -= i + 1;
    d.v[2] -= n - i;
  }
  KOKKOS_INLINE_FUNCTION void final(const Tag t, value_type &d) const {
    (void)t;
    ++d.v[0];
    ++d.v[1];
    ++d.v[2];
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Negated::value_type r;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<Tag>(0, 1000), Negated{1000}, r);
    std::printf("%ld %ld %ld\n", r.v[0], r.v[1], r.v[2]);
  }
  Kokkos::finalize();
}
