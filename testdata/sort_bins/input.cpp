// sort_bins: Kokkos_Sort.hpp (Kokkos::sort, Kokkos::BinSort with BinOp1D, BinOp3D and a user's
// bin operator, Kokkos::Experimental::sort_by_key) on Views of the default execution space.
//
// Covers: Kokkos::sort(view) and sort(view, begin, end); BinSort with and without
// sort_within_bins, over all keys and over a range: get_bin_count(), get_bin_offsets(),
// get_permute_vector(), sort(values) of rank-1 and rank-2 Views; BinOp3D on (n, 3) positions;
// a user-written bin operator; BinOp1D::bin() called in a kernel (which also names
// Kokkos::Serial, as miniMD does); the bin counts and offsets read in a functor (as ExaMiniMD
// does). Kokkos 4.x only (a fallback that computes the same numbers for 3.4): sort(exec, view),
// sort with a comparator and Experimental::sort_by_key.
// The keys are distinct, so every printed number is fixed by the API's contract (the order
// within a bin without sort_within_bins is not printed: only order-free sums of it).

#include <Kokkos_Core.hpp>
#include <Kokkos_Sort.hpp>
#include <algorithm>
#include <cstdio>
#include <type_traits>

using keys_t = Kokkos::View<double*>;
using ints_t = Kokkos::View<int*>;
using pos_t = Kokkos::View<double* [3]>;
using op1_t = Kokkos::BinOp1D<keys_t>;
using sorter1_t = Kokkos::BinSort<keys_t, op1_t>;

struct Greater {
  KOKKOS_INLINE_FUNCTION bool operator()(const double a, const double b) const { return a > b; }
};

// Bins by key modulo nb (a user's bin operator, as miniMD writes one).
struct ModBin {
  int nb;
  template <class ViewType>
  KOKKOS_INLINE_FUNCTION int bin(ViewType& k, const int& i) const { return int(k(i)) % nb; }
  KOKKOS_INLINE_FUNCTION int max_bins() const { return nb; }
  template <class ViewType, class I1, class I2>
  KOKKOS_INLINE_FUNCTION bool operator()(ViewType& k, I1& a, I2& b) const { return k(a) < k(b); }
};

// Counts the bins whose offset and count do not meet the next bin's offset.
struct CheckOffsets {
  typename sorter1_t::bin_count_type count;
  typename sorter1_t::offset_type offsets;
  KOKKOS_INLINE_FUNCTION void operator()(const int b, int& bad) const {
    if (offsets(b) + count(b) != offsets(b + 1)) bad += 1;
  }
};

double weighted(const keys_t& v) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  double s = 0.0;
  for (size_t i = 0; i < h.extent(0); ++i) s += (i % 97 + 1) * h(i);
  return s;
}
long long weighted(const ints_t& v) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  long long s = 0;
  for (size_t i = 0; i < h.extent(0); ++i) s += (long long)(i % 97 + 1) * h(i);
  return s;
}
template <class V> long long weighted_perm(const V& p) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p);
  long long s = 0;
  for (size_t i = 0; i < h.extent(0); ++i) s += (long long)(i % 97 + 1) * (long long)h(i);
  return s;
}

// Sum over the bins of (bin + 1) * (the indices in the bin): free of the order within a bin.
long long bin_members(const sorter1_t& s) {
  auto perm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), s.get_permute_vector());
  auto off = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), s.get_bin_offsets());
  auto cnt = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), s.get_bin_count());
  long long t = 0;
  for (size_t b = 0; b < cnt.extent(0); ++b)
    for (int j = 0; j < cnt(b); ++j) t += (long long)(b + 1) * (long long)perm(off(b) + j);
  return t;
}

void fill(const keys_t& k, const ints_t& v) {
  Kokkos::parallel_for("fill", k.extent(0), KOKKOS_LAMBDA(const int i) {
    k(i) = (i * 7919) % 1000 + 0.5;  // a permutation of 0.5 .. 999.5
    v(i) = 3 * i;
  });
}

void bins_1d(const int n) {
  keys_t k("k", n);
  ints_t v("v", n);
  fill(k, v);
  op1_t op(50, 0.0, 1000.0);
  sorter1_t plain(k, op);  // order within a bin unspecified: order-free sums only
  plain.create_permute_vector();
  printf("bins %d count %lld offsets %lld members %lld\n", op.max_bins(),
         weighted_perm(plain.get_bin_count()), weighted_perm(plain.get_bin_offsets()),
         bin_members(plain));
  int bad = 0;
  Kokkos::parallel_reduce("offsets", op.max_bins() - 1,
                          CheckOffsets{plain.get_bin_count(), plain.get_bin_offsets()}, bad);
  long long bsum = 0;
  Kokkos::parallel_reduce("bin_in_kernel", n, KOKKOS_LAMBDA(const int i, long long& s) {
    if (std::is_same<Kokkos::DefaultExecutionSpace, Kokkos::Serial>::value)  // as miniMD
      s += op.bin(k, i);
    else
      s += op.bin(k, i);
  }, bsum);
  printf("offsets_bad %d bin_sum %lld\n", bad, bsum);

  sorter1_t within(k, op, true);
  within.create_permute_vector();
  printf("within perm %lld\n", weighted_perm(within.get_permute_vector()));
  Kokkos::View<double**> w("w", n, 2);
  Kokkos::parallel_for("w", n, KOKKOS_LAMBDA(const int i) {
    w(i, 0) = -i;
    w(i, 1) = k(i) * 2;
  });
  within.sort(v);
  within.sort(w);
  within.sort(k);
  auto wh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), w);
  printf("sorted keys %.1f values %lld w %.1f %.1f %.1f\n", weighted(k), weighted(v), wh(0, 0),
         wh(n - 1, 0), wh(n / 2, 1));

  fill(k, v);  // a range of the keys, each bin sorted
  sorter1_t range(k, 100, 900, op, true);
  range.create_permute_vector();
  range.sort(v, 100, 900);
  range.sort(k, 100, 900);
  printf("range perm %lld keys %.1f values %lld\n", weighted_perm(range.get_permute_vector()),
         weighted(k), weighted(v));

  fill(k, v);  // a user's bin operator
  Kokkos::BinSort<keys_t, ModBin> mod(k, ModBin{7}, true);
  mod.create_permute_vector();
  mod.sort(v);
  printf("modbin count %lld perm %lld values %lld\n", weighted_perm(mod.get_bin_count()),
         weighted_perm(mod.get_permute_vector()), weighted(v));
}

void bins_3d(const int n) {
  pos_t x("x", n);
  Kokkos::parallel_for("pos", n, KOKKOS_LAMBDA(const int i) {
    x(i, 0) = ((i * 7919) % 1000 + 0.5) / 1000.0;
    x(i, 1) = ((i * 31) % 17) / 17.0;
    x(i, 2) = ((i * 13) % 23) / 23.0;
  });
  int nbin[3] = {4, 3, 5};
  double lo[3] = {0.0, 0.0, 0.0}, hi[3] = {1.0, 1.0, 1.0};
  Kokkos::BinOp3D<pos_t> op(nbin, lo, hi);
  Kokkos::BinSort<pos_t, Kokkos::BinOp3D<pos_t>> s(x, op, true);
  s.create_permute_vector();
  s.sort(x);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
  double t = 0.0;
  for (int i = 0; i < n; ++i) t += (i % 97 + 1) * (h(i, 0) + 2 * h(i, 1) + 3 * h(i, 2));
  printf("3d bins %d count %lld perm %lld x %.6f\n", op.max_bins(), weighted_perm(s.get_bin_count()),
         weighted_perm(s.get_permute_vector()), t);
}

void sorts(const int n) {
  keys_t k("k", n);
  ints_t v("v", n);
  fill(k, v);
  Kokkos::sort(k);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), k);
  printf("sort %.1f first %.1f last %.1f\n", weighted(k), h(0), h(n - 1));
  fill(k, v);
  Kokkos::sort(k, 200, 700);
  printf("sort range %.1f\n", weighted(k));
  fill(k, v);
#if KOKKOS_VERSION >= 40000
  Kokkos::sort(Kokkos::DefaultExecutionSpace(), k, Greater());
#else
  {
    auto g = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), k);
    std::sort(g.data(), g.data() + n, Greater());
    Kokkos::deep_copy(k, g);
  }
#endif
  printf("sort greater %.1f\n", weighted(k));
  fill(k, v);
#if KOKKOS_VERSION >= 40000
  Kokkos::Experimental::sort_by_key(Kokkos::DefaultExecutionSpace(), k, v);
#else
  {
    sorter1_t by_key(k, op1_t(n / 2, 0.0, 1000.0), true);
    by_key.create_permute_vector();
    by_key.sort(v);
    by_key.sort(k);
  }
#endif
  printf("sort_by_key %.1f %lld\n", weighted(k), weighted(v));
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    bins_1d(1000);
    bins_3d(1000);
    sorts(1000);
  }
  Kokkos::finalize();
  return 0;
}
