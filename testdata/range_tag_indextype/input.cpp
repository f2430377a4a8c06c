// range_tag_indextype: work tags and a 64-bit index type.
//
// Covers: a functor with two work-tag overloads operator()(const Tag&, int)
// dispatched with RangePolicy<TagInit> and RangePolicy<TagScale>(b, e); a
// tagged reduction operator()(const TagNorm&, int, double&); and
// RangePolicy<Kokkos::IndexType<int64_t>> with an int64_t loop index, for
// parallel_for and parallel_reduce.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstdint>

struct TagInit {};
struct TagScale {};
struct TagNorm {};

struct VectorOps {
  Kokkos::View<double*> a;
  Kokkos::View<double*> b;
  double factor;

  VectorOps(Kokkos::View<double*> a_, Kokkos::View<double*> b_, double f)
      : a(a_), b(b_), factor(f) {}

  KOKKOS_INLINE_FUNCTION
  void operator()(const TagInit&, const int i) const {
    a(i) = 1.0 + (i % 9) * 0.5;
    b(i) = (i % 4) * 0.25;
  }

  KOKKOS_INLINE_FUNCTION
  void operator()(const TagScale&, const int i) const {
    a(i) = factor * a(i) + b(i);
  }

  KOKKOS_INLINE_FUNCTION
  void operator()(const TagNorm&, const int i, double& s) const {
    s += a(i) * a(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> a("a", N);
    Kokkos::View<double*> b("b", N);
    VectorOps ops(a, b, 3.0);

    Kokkos::parallel_for("tag_init", Kokkos::RangePolicy<TagInit>(0, N), ops);
    // Scale only the middle half of the vector.
    Kokkos::parallel_for(Kokkos::RangePolicy<TagScale>(N / 4, 3 * (N / 4)), ops);

    double norm2 = 0.0;
    Kokkos::parallel_reduce("tag_norm", Kokkos::RangePolicy<TagNorm>(0, N), ops, norm2);

    // 64-bit index type: the index arithmetic is done in int64_t.
    const int64_t M = int64_t(1) << 21;
    Kokkos::View<int64_t*> big("big", M);
    Kokkos::parallel_for("i64_fill", Kokkos::RangePolicy<Kokkos::IndexType<int64_t>>(0, M),
                         KOKKOS_LAMBDA(const int64_t i) {
      big(i) = (i * i) % 1000003;
    });

    long long big_sum = 0;
    Kokkos::parallel_reduce("i64_sum", Kokkos::RangePolicy<Kokkos::IndexType<int64_t>>(0, M),
                            KOKKOS_LAMBDA(const int64_t i, long long& s) {
      s += big(i) + i * 3000000000LL / M;
    }, big_sum);

    auto ha = Kokkos::create_mirror_view(a);
    Kokkos::deep_copy(ha, a);

    printf("norm2 %.17g\n", norm2);
    printf("a_entries %.17g %.17g %.17g\n", ha(0), ha(N / 2 + 5), ha(N - 1));
    printf("big_sum %lld\n", big_sum);
  }
  Kokkos::finalize();
  return 0;
}
