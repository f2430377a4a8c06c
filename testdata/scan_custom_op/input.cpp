// scan_custom_op: parallel_scan over functors with their own value_type/init/join (the
// tutorial's Factorial: a product scan), and class-template functors with their own join for
// scan and reduce (the op's bodies see the class's template parameters).
//
// Covers: a product scan (init 1, join *=) with final writes and the scan total, the same as a
// class template deduced from its constructor argument (Factorial{view}), a max-plus scan in a
// class template over the value type and an int parameter used in join, and a class-template
// reduction with its own init/join/final (final using only its argument).

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Factorial {
  using value_type = double;
  Kokkos::View<double*> out;
  KOKKOS_FUNCTION void init(value_type& v) const { v = 1.0; }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a *= b; }
  KOKKOS_FUNCTION void operator()(const int i, value_type& p, const bool final) const {
    if (final) out(i) = p;
    p *= i + 1;
  }
};

template <typename ValueType>
struct FactorialT {
  using value_type = ValueType;
  Kokkos::View<value_type*> out;
  FactorialT(Kokkos::View<value_type*> v) : out(v) {}
  KOKKOS_FUNCTION void init(value_type& v) const { v = ValueType(1); }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a *= b; }
  KOKKOS_FUNCTION void operator()(const int i, value_type& p, const bool final) const {
    if (final) out(i) = p;
    p *= (i % 5) + 1;
  }
};

// Running maximum, scaled: join takes the larger value; the scale is a template parameter.
template <typename T, int Scale>
struct RunningMax {
  using value_type = T;
  Kokkos::View<T*> in, out;
  KOKKOS_FUNCTION void init(value_type& v) const { v = T(-1000000); }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const {
    if (b > a) a = b + T(0) * Scale;
  }
  KOKKOS_FUNCTION void operator()(const int i, value_type& m, const bool final) const {
    if (in(i) * Scale > m) m = in(i) * Scale;
    if (final) out(i) = m;
  }
};

// Sum of squares with a final square root, as a class template.
template <typename T>
struct Norm2 {
  using value_type = T;
  Kokkos::View<T*> x;
  KOKKOS_FUNCTION void init(value_type& v) const { v = T(0); }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a += b; }
  KOKKOS_FUNCTION void final(value_type& v) const { v = Kokkos::Experimental::sqrt(v); }
  KOKKOS_FUNCTION void operator()(const int i, value_type& s) const { s += x(i) * x(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 15;
    Kokkos::View<double*> f("f", n), g("g", n);
    double total = 0;
    Kokkos::parallel_scan(n, Factorial{f}, total);
    Kokkos::parallel_scan(n, FactorialT<double>(g));
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), f);
    auto hg = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), g);
    for (int i = 0; i < n; i += 4) std::printf("fact %d %.1f %.1f\n", i, hf(i), hg(i));
    std::printf("fact_total %.1f\n", total);

    const int m = 1000;
    Kokkos::View<int*> in("in", m), out("out", m);
    Kokkos::parallel_for(m, KOKKOS_LAMBDA(const int i) { in(i) = (i * 7919) % 1009 - 500; });
    int best = 0;
    Kokkos::parallel_scan(m, RunningMax<int, 3>{in, out}, best);
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    std::printf("runmax %d %d %d %d\n", ho(0), ho(10), ho(500), ho(m - 1));
    std::printf("runmax_total %d\n", best);

    Kokkos::View<double*> x("x", m);
    Kokkos::parallel_for(m, KOKKOS_LAMBDA(const int i) { x(i) = 0.001 * i; });
    double norm = 0;
    Kokkos::parallel_reduce(m, Norm2<double>{x}, norm);
    std::printf("norm %.10f\n", norm);
  }
  Kokkos::finalize();
}
