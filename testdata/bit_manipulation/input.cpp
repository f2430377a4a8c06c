// bit_manipulation: Kokkos_BitManipulation.hpp (Kokkos 4.1) in kernels, and Kokkos::Array's
// comparisons, zero-size form, get<I> and to_array (Kokkos 4.x).
//
// Covers: countl_zero, countl_one, countr_zero, countr_one, popcount, has_single_bit,
// bit_ceil, bit_floor, bit_width, rotl, rotr, byteswap and bit_cast, and their
// Experimental::*_builtin forms, over unsigned int and unsigned long long; Array == and !=,
// Array<int, 0> (empty, size 0), Kokkos::get<1>(a), Kokkos::to_array. Kokkos 3.4 (the
// reference build) has none of them: there the same values come from plain loops written here,
// which the translation's numbers must match.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstring>

#if KOKKOS_VERSION >= 40100
#define HAVE_BIT 1
#else
#define HAVE_BIT 0
#endif

template <class T>
KOKKOS_INLINE_FUNCTION int clz(T x) {  // the plain loops of the reference build
  int n = 0;
  for (int b = 8 * int(sizeof(T)) - 1; b >= 0 && !((x >> b) & 1); --b) ++n;
  return n;
}
template <class T> KOKKOS_INLINE_FUNCTION int ctz(T x) {
  int n = 0;
  for (int b = 0; b < 8 * int(sizeof(T)) && !((x >> b) & 1); ++b) ++n;
  return n;
}
template <class T> KOKKOS_INLINE_FUNCTION int pop(T x) {
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
}

template <class T>
KOKKOS_INLINE_FUNCTION long long digest(T x) {
#if HAVE_BIT
  long long r = Kokkos::countl_zero(x) + 3 * Kokkos::countl_one(x) + 5 * Kokkos::countr_zero(x) +
                7 * Kokkos::countr_one(x) + 11 * Kokkos::popcount(x) + 13 * Kokkos::has_single_bit(x);
  r += (long long)(Kokkos::bit_width(x) % 1000) + (long long)(Kokkos::bit_floor(x) % 997) +
       (long long)(Kokkos::bit_ceil(T(x & 0xffff)) % 991);
  long long b = Kokkos::Experimental::countl_zero_builtin(x) + 3 * Kokkos::Experimental::countl_one_builtin(x) +
                5 * Kokkos::Experimental::countr_zero_builtin(x) + 7 * Kokkos::Experimental::countr_one_builtin(x) +
                11 * Kokkos::Experimental::popcount_builtin(x) + 13 * Kokkos::Experimental::has_single_bit_builtin(x);
  b += (long long)(Kokkos::Experimental::bit_width_builtin(x) % 1000) +
       (long long)(Kokkos::Experimental::bit_floor_builtin(x) % 997) +
       (long long)(Kokkos::Experimental::bit_ceil_builtin(T(x & 0xffff)) % 991);
  if (r != b) return -1;
  return r + (long long)(Kokkos::rotl(x, 5) % 983) + (long long)(Kokkos::rotr(x, 3) % 977) +
         (long long)(Kokkos::byteswap(x) % 971);
#else
  const int d = 8 * int(sizeof(T));
  long long r = clz(x) + 3 * clz(T(~x)) + 5 * ctz(x) + 7 * ctz(T(~x)) + 11 * pop(x) + 13 * (pop(x) == 1);
  const T width = T(d - clz(x));
  const T floor = x == 0 ? T(0) : T(T(1) << (d - 1 - clz(x)));
  const T low = T(x & 0xffff);
  const T ceil = low <= 1 ? T(1) : T(T(1) << (d - clz(T(low - 1))));
  r += (long long)(width % 1000) + (long long)(floor % 997) + (long long)(ceil % 991);
  r += (long long)(T((x << 5) | (x >> (d - 5))) % 983) + (long long)(T((x >> 3) | (x << (d - 3))) % 977);
  T swapped = 0;
  for (int i = 0; i < int(sizeof(T)); ++i) swapped = T((swapped << 8) | ((x >> (8 * i)) & 0xff));
  return r + (long long)(swapped % 971);
#endif
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    long long s32 = 0, s64 = 0;
    Kokkos::parallel_reduce("bits32", n, KOKKOS_LAMBDA(const int i, long long &v) {
      const unsigned int x = 2654435761u * unsigned(i) ^ (unsigned(i) << 7);
      v += digest(x) + digest(unsigned(i));
    }, s32);
    Kokkos::parallel_reduce("bits64", n, KOKKOS_LAMBDA(const int i, long long &v) {
      const unsigned long long x = 0x9E3779B97F4A7C15ull * (unsigned long long)(i + 1);
      v += digest(x) + digest((unsigned long long)i << 40);
    }, s64);
    double f = 0;
    Kokkos::parallel_reduce("cast", n, KOKKOS_LAMBDA(const int i, double &v) {
      const float x = 0.25f * float(i);
#if HAVE_BIT
      const unsigned int u = Kokkos::bit_cast<unsigned int>(x);
      v += Kokkos::bit_cast<float>(u) + double(u >> 23);
#else
      unsigned int u;
      memcpy(&u, &x, sizeof u);
      v += x + double(u >> 23);
#endif
    }, f);
    printf("bits32 %lld\nbits64 %lld\ncast %.2f\n", s32, s64, f);
#if KOKKOS_VERSION >= 40000
    constexpr Kokkos::Array<int, 3> a{{1, 2, 3}}, b{{1, 2, 3}}, c{{3, 2, 1}};
    static_assert(a == b && a != c, "Array comparisons");
    Kokkos::Array<int, 0> e;
    int raw[3] = {7, 8, 9};
    auto t = Kokkos::to_array(raw);
    printf("array eq %d ne %d empty %d size %d get %d to_array %d\n", int(a == b), int(a != c),
           int(e.empty()), int(e.size()), Kokkos::get<1>(a), t[0] + t[1] + t[2]);
#else
    printf("array eq 1 ne 1 empty 1 size 0 get 2 to_array 24\n");
#endif
  }
  Kokkos::finalize();
}
