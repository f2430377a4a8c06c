// array_reduction_mdrange: functor array reductions (value_type = T[], value_count set at run
// time) over an MDRangePolicy, as Kokkos' TestMDRange_ReduceArray_2D/3D reduce.
//
// Covers: rank 2 with the default init and join into a host array, with tiles and lower bounds
// that are not zero; rank 3 with the functor's own init and join (a per-element maximum) into a
// rank-1 View; a work-tagged operator over rank 2 with Iterate::Left; a `return;` in the body;
// an empty policy (the result is init); an integer element type.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Moments {
  using value_type = double[];
  int value_count = 3;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, const int j, value_type s) const {
    if ((i + j) % 7 == 0)
      return;
    s[0] += 1;
    s[1] += i * 0.5 + j;
    s[2] += i * j;
  }
};

struct Peaks3 {
  using value_type = long[];
  int value_count;
  KOKKOS_INLINE_FUNCTION void init(long dst[]) const {
    for (int k = 0; k < value_count; ++k)
      dst[k] = -1000;
  }
  KOKKOS_INLINE_FUNCTION void join(long dst[], const long src[]) const {
    for (int k = 0; k < value_count; ++k)
      dst[k] = dst[k] > src[k] ? dst[k] : src[k];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, const int j, const int k,
                                         value_type m) const {
    const int e = (i + 2 * j + 3 * k) % value_count;
    const long v = (i * 31 + j * 17 + k * 7) % (53 + 11 * e) - 5 * e * e;
    if (v > m[e])
      m[e] = v;
  }
};

struct Tagged {
  struct Count {};
  using value_type = int[];
  int value_count = 2;
  KOKKOS_INLINE_FUNCTION void operator()(Count, const int i, const int j, value_type c) const {
    c[(i * j) % 2] += i - j;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using P2 = Kokkos::MDRangePolicy<Kokkos::Rank<2>>;
    double m[3];
    Kokkos::parallel_reduce("moments", P2({3, 2}, {41, 29}, {4, 8}), Moments{}, m);
    std::printf("moments %g %g %g\n", m[0], m[1], m[2]);

    Kokkos::View<long *> peaks("peaks", 4);
    Kokkos::parallel_reduce(Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 1, 2}, {9, 12, 15}),
                            Peaks3{4}, peaks);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), peaks);
    std::printf("peaks %ld %ld %ld %ld\n", h(0), h(1), h(2), h(3));

    double none[3] = {5, 5, 5};
    Kokkos::parallel_reduce(P2({4, 4}, {4, 10}), Moments{}, none);
    std::printf("empty %g %g %g\n", none[0], none[1], none[2]);

    int c[2];
    using PT = Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Iterate::Left>, Tagged::Count>;
    Kokkos::parallel_reduce(PT({0, 0}, {23, 17}), Tagged{}, c);
    std::printf("tagged %d %d\n", c[0], c[1]);
  }
  Kokkos::finalize();
  return 0;
}
