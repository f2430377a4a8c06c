// Functors whose operator(), init and join are inherited from a base class (Kokkos' own
// TestReduce derives ReduceFunctorFinal from ReduceFunctor and adds only final): Kokkos calls
// what name lookup finds in the derived class, so the kernel is the base's operator() over the
// derived object's members, and the reduction op takes join/init from the base and final from
// the derived class. A plain struct base and a class-template base.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Triple {
  long v[3];
};

template <class Space>
struct SumTriple {
  using execution_space = Space;
  using value_type = Triple;
  const long n;
  SumTriple(long n_) : n(n_) {}
  KOKKOS_INLINE_FUNCTION void init(value_type &d) const { d.v[0] = d.v[1] = d.v[2] = 0; }
  KOKKOS_INLINE_FUNCTION void join(value_type &d, const value_type &s) const {
    d.v[0] += s.v[0];
    d.v[1] += s.v[1];
    d.v[2] += s.v[2];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const long i, value_type &d) const {
    d.v[0] += 1;
    d.v[1] += i + 1;
    d.v[2] += n - i;
  }
};

template <class Space>
struct SumTripleNegated : SumTriple<Space> {
  SumTripleNegated(long n_) : SumTriple<Space>(n_) {}
  KOKKOS_INLINE_FUNCTION void final(Triple &d) const {
    d.v[0] = -d.v[0];
    d.v[1] = -d.v[1];
    d.v[2] = -d.v[2];
  }
};

struct Scale {
  Kokkos::View<double *> x;
  double a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = a * i; }
};
struct ScaleNamed : Scale {};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    Triple t;
    Kokkos::parallel_reduce(1000, SumTriple<Space>(1000), t);
    std::printf("base: %ld %ld %ld\n", t.v[0], t.v[1], t.v[2]);
    Kokkos::parallel_reduce(1000, SumTripleNegated<Space>(1000), t);
    std::printf("derived with final: %ld %ld %ld\n", t.v[0], t.v[1], t.v[2]);
    ScaleNamed s;
    s.x = Kokkos::View<double *>("x", 10);
    s.a = 1.5;
    Kokkos::parallel_for(10, s);
    double sum = 0;
    auto x = s.x;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(const int i, double &a) { a += x(i); }, sum);
    std::printf("inherited for: %.1f\n", sum);
  }
  Kokkos::finalize();
}
