// kt/core/bit.hpp: Kokkos_BitManipulation.hpp (Kokkos 4.1): bit_cast, byteswap, the bit counts,
// the powers of two and the rotations of <bit>, usable in kernels and constexpr, for the
// standard unsigned integer types (byteswap: any integer). The Experimental::*_builtin forms
// compute the same with the compiler's or the GPU's count instructions (not constexpr).
#pragma once
#include <climits>
#include <cstring>
#include <type_traits>
#include "config.hpp"

namespace kt {
namespace impl {
template <class T>
inline constexpr bool is_bit_uint_v =
    std::is_same_v<T, unsigned char> || std::is_same_v<T, unsigned short> || std::is_same_v<T, unsigned int> ||
    std::is_same_v<T, unsigned long> || std::is_same_v<T, unsigned long long>;
template <class T, class R> using bit_uint_t = std::enable_if_t<is_bit_uint_v<T>, R>;
template <class T> inline constexpr int bit_digits = int(sizeof(T) * CHAR_BIT);
}  // namespace impl

template <class To, class From>
KT_INLINE std::enable_if_t<sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> &&
                               std::is_trivially_copyable_v<From>,
                           To>
bit_cast(const From& from) noexcept {
  To to;
  memcpy(static_cast<void*>(&to), static_cast<const void*>(&from), sizeof(To));
  return to;
}

template <class T> KT_INLINE constexpr std::enable_if_t<std::is_integral_v<T>, T> byteswap(T x) noexcept {
  using U = std::make_unsigned_t<T>;
  U in = static_cast<U>(x), out = 0;
  for (std::size_t b = 0; b < sizeof(T); ++b) out = static_cast<U>((out << CHAR_BIT) | ((in >> (b * CHAR_BIT)) & 0xffu));
  return static_cast<T>(out);
}

// Counting: leading and trailing zeros and ones, and set bits.
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, int> countl_zero(T x) noexcept {
  int n = 0;
  for (int b = impl::bit_digits<T> - 1; b >= 0 && !((x >> b) & 1u); --b) ++n;
  return n;
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, int> countl_one(T x) noexcept {
  return countl_zero(static_cast<T>(~x));
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, int> countr_zero(T x) noexcept {
  int n = 0;
  for (int b = 0; b < impl::bit_digits<T> && !((x >> b) & 1u); ++b) ++n;
  return n;
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, int> countr_one(T x) noexcept {
  return countr_zero(static_cast<T>(~x));
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, int> popcount(T x) noexcept {
  int n = 0;
  for (; x != 0; x = static_cast<T>(x & (x - 1))) ++n;
  return n;
}

// Powers of two.
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, bool> has_single_bit(T x) noexcept {
  return x != 0 && (x & (x - 1)) == 0;
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, T> bit_width(T x) noexcept {
  return static_cast<T>(impl::bit_digits<T> - countl_zero(x));
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, T> bit_floor(T x) noexcept {
  return x == 0 ? T(0) : static_cast<T>(T(1) << (bit_width(x) - 1));
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, T> bit_ceil(T x) noexcept {
  return x <= 1 ? T(1) : static_cast<T>(T(1) << bit_width(static_cast<T>(x - 1)));
}

// Rotations; a negative count rotates the other way.
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, T> rotl(T x, int s) noexcept {
  constexpr int d = impl::bit_digits<T>;
  const int r = ((s % d) + d) % d;
  return r == 0 ? x : static_cast<T>((x << r) | (x >> (d - r)));
}
template <class T> KT_INLINE constexpr impl::bit_uint_t<T, T> rotr(T x, int s) noexcept {
  constexpr int d = impl::bit_digits<T>;
  const int r = ((s % d) + d) % d;
  return r == 0 ? x : static_cast<T>((x >> r) | (x << (d - r)));
}

// The *_builtin forms: one count instruction on 64 bits, then the type's share of it.
namespace impl {
KT_INLINE int clz64(unsigned long long v) {  // v != 0
#if defined(__CUDA_ARCH__)
  return __clzll(static_cast<long long>(v));
#else
  return __builtin_clzll(v);
#endif
}
KT_INLINE int ctz64(unsigned long long v) {  // v != 0
#if defined(__CUDA_ARCH__)
  return __ffsll(static_cast<long long>(v)) - 1;
#else
  return __builtin_ctzll(v);
#endif
}
KT_INLINE int popc64(unsigned long long v) {
#if defined(__CUDA_ARCH__)
  return __popcll(v);
#else
  return __builtin_popcountll(v);
#endif
}
}  // namespace impl
template <class T> KT_INLINE impl::bit_uint_t<T, int> countl_zero_builtin(T x) noexcept {
  return x == 0 ? impl::bit_digits<T> : impl::clz64(x) - (64 - impl::bit_digits<T>);
}
template <class T> KT_INLINE impl::bit_uint_t<T, int> countl_one_builtin(T x) noexcept {
  return countl_zero_builtin(static_cast<T>(~x));
}
template <class T> KT_INLINE impl::bit_uint_t<T, int> countr_zero_builtin(T x) noexcept {
  return x == 0 ? impl::bit_digits<T> : impl::ctz64(x);
}
template <class T> KT_INLINE impl::bit_uint_t<T, int> countr_one_builtin(T x) noexcept {
  return countr_zero_builtin(static_cast<T>(~x));
}
template <class T> KT_INLINE impl::bit_uint_t<T, int> popcount_builtin(T x) noexcept { return impl::popc64(x); }
template <class T> KT_INLINE impl::bit_uint_t<T, bool> has_single_bit_builtin(T x) noexcept {
  return has_single_bit(x);
}
template <class T> KT_INLINE impl::bit_uint_t<T, T> bit_width_builtin(T x) noexcept {
  return static_cast<T>(impl::bit_digits<T> - countl_zero_builtin(x));
}
template <class T> KT_INLINE impl::bit_uint_t<T, T> bit_floor_builtin(T x) noexcept {
  return x == 0 ? T(0) : static_cast<T>(T(1) << (bit_width_builtin(x) - 1));
}
template <class T> KT_INLINE impl::bit_uint_t<T, T> bit_ceil_builtin(T x) noexcept {
  return x <= 1 ? T(1) : static_cast<T>(T(1) << bit_width_builtin(static_cast<T>(x - 1)));
}
template <class T> KT_INLINE impl::bit_uint_t<T, T> rotl_builtin(T x, int s) noexcept { return rotl(x, s); }
template <class T> KT_INLINE impl::bit_uint_t<T, T> rotr_builtin(T x, int s) noexcept { return rotr(x, s); }
template <class T> KT_INLINE std::enable_if_t<std::is_integral_v<T>, T> byteswap_builtin(T x) noexcept {
  return byteswap(x);
}
template <class To, class From> KT_INLINE auto bit_cast_builtin(const From& from) noexcept -> decltype(bit_cast<To>(from)) {
  return bit_cast<To>(from);
}

}  // namespace kt
