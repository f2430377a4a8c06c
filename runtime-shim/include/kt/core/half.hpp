// kt/core/half.hpp: Kokkos::Experimental::half_t and bhalf_t, as Kokkos 4.6 defines them for the
// target's backend. CUDA and HIP have 16-bit floating-point types (IEEE binary16 and bfloat16):
// a value is 16 bits, and each operation computes in float and rounds its result to the nearest
// (ties to even), which is what the GPUs' half arithmetic gives for +, -, * and /. Kokkos'
// OpenMPTarget and OpenACC backends have no 16-bit type: there both are float
// (KOKKOS_HALF_T_IS_FLOAT), as they are here.
#pragma once
#include <cstdint>
#include <cstring>
#include <ostream>
#include <type_traits>
#include "config.hpp"
#include "reducers.hpp"

namespace kt {
namespace impl {
// float -> binary16, rounded to nearest even (overflow to infinity, NaN kept quiet).
KT_INLINE std::uint16_t half_from_float(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  const std::uint32_t sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
  if (a >= 0x7f800000u) return std::uint16_t(sign | (a > 0x7f800000u ? 0x7e00u : 0x7c00u));
  if (a >= 0x477ff000u) return std::uint16_t(sign | 0x7c00u);  // rounds to 65520 or more
  const std::uint32_t e = a >> 23;
  std::uint32_t m = (a & 0x7fffffu) | 0x800000u, h, rem, half;
  if (e < 113) {  // a subnormal half (or zero): units of 2^-24
    if (e < 102) return std::uint16_t(sign);
    const std::uint32_t shift = 126 - e;
    h = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
  } else {
    h = ((e - 112) << 10) | ((m >> 13) & 0x3ffu), rem = m & 0x1fffu, half = 0x1000u;
  }
  if (rem > half || (rem == half && (h & 1u))) ++h;  // a carry moves into the exponent
  return std::uint16_t(sign | h);
}
KT_INLINE float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  std::uint32_t x;
  if (e == 0) {
    const float v = float(m) * 5.9604644775390625e-8f;  // m * 2^-24
    return sign ? -v : v;
  }
  x = sign | (e == 31 ? 0x7f800000u | (m << 13) : ((e + 112) << 23) | (m << 13));
  float f;
  std::memcpy(&f, &x, sizeof f);
  return f;
}
// float -> bfloat16 (the upper 16 bits), rounded to nearest even.
KT_INLINE std::uint16_t bhalf_from_float(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  if ((x & 0x7fffffffu) > 0x7f800000u) return std::uint16_t((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u);
  return std::uint16_t(x >> 16);
}
KT_INLINE float bhalf_to_float(std::uint16_t h) {
  const std::uint32_t x = std::uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &x, sizeof f);
  return f;
}

template <bool Brain> class half_float {
  std::uint16_t bits_ = 0;
  KT_HD static std::uint16_t round(float f) { return Brain ? bhalf_from_float(f) : half_from_float(f); }
  template <class T> using if_arith = std::enable_if_t<std::is_arithmetic<T>::value, int>;
  template <class T> using if_wide = std::enable_if_t<std::is_floating_point<T>::value, T>;

 public:
  using impl_type = std::uint16_t;
  // A value given by its bits (Kokkos' numeric traits of half_t and bhalf_t hold these).
  struct bit_comparison_type {
    impl_type value;
  };
  half_float() = default;
  KT_HD constexpr half_float(bit_comparison_type b) : bits_(b.value) {}
  template <class T, if_arith<T> = 0> KT_HD half_float(T v) : bits_(round(float(v))) {}
  KT_HD float value() const { return Brain ? bhalf_to_float(bits_) : half_to_float(bits_); }
  template <class T, if_arith<T> = 0> KT_HD explicit operator T() const { return T(value()); }
  KT_HD half_float operator+() const { return *this; }
  KT_HD half_float operator-() const { return half_float(-value()); }
  KT_HD half_float& operator++() { return *this = half_float(value() + 1.0f); }
  KT_HD half_float& operator--() { return *this = half_float(value() - 1.0f); }
  KT_HD half_float operator++(int) { half_float t = *this; ++*this; return t; }
  KT_HD half_float operator--(int) { half_float t = *this; --*this; return t; }
  KT_HD bool operator!() const { return !value(); }
#define KT_HALF_OP(OP)                                                                                  \
  KT_HD half_float& operator OP##=(half_float r) { return *this = half_float(value() OP r.value()); }    \
  template <class T, if_arith<T> = 0> KT_HD half_float& operator OP##=(T r) {                          \
    return *this = half_float(value() OP float(r));                                                     \
  }                                                                                                     \
  template <class T> KT_HD friend std::enable_if_t<std::is_floating_point<T>::value, T&>      \
  operator OP##=(T& l, half_float r) { return l = l OP T(r.value()); }                           \
  KT_HD friend half_float operator OP(half_float l, half_float r) { return half_float(l.value() OP r.value()); } \
  template <class T> KT_HD friend if_wide<T> operator OP(half_float l, T r) { return T(l.value()) OP r; }  \
  template <class T> KT_HD friend if_wide<T> operator OP(T l, half_float r) { return l OP T(r.value()); }
  KT_HALF_OP(+) KT_HALF_OP(-) KT_HALF_OP(*) KT_HALF_OP(/)
#undef KT_HALF_OP
#define KT_HALF_CMP(OP)                                                                                  \
  KT_HD friend bool operator OP(half_float l, half_float r) { return l.value() OP r.value(); }          \
  template <class T, if_arith<T> = 0> KT_HD friend bool operator OP(half_float l, T r) { return l.value() OP r; } \
  template <class T, if_arith<T> = 0> KT_HD friend bool operator OP(T l, half_float r) { return l OP r.value(); }
  KT_HALF_CMP(==) KT_HALF_CMP(!=) KT_HALF_CMP(<) KT_HALF_CMP(>) KT_HALF_CMP(<=) KT_HALF_CMP(>=)
#undef KT_HALF_CMP
  friend std::ostream& operator<<(std::ostream& os, half_float x) { return os << x.value(); }
};
}  // namespace impl

template <bool B> struct reduction_identity<impl::half_float<B>> {
  using T = impl::half_float<B>;
  KT_HD static T sum() { return T(0); }
  KT_HD static T prod() { return T(1); }
  KT_HD static T min() { return T(B ? 3.38953139e38f : 65504.0f); }  // the largest finite value
  KT_HD static T max() { return T(B ? -3.38953139e38f : -65504.0f); }
};
#if defined(KT_GPU_NS)
using half_t = impl::half_float<false>;
using bhalf_t = impl::half_float<true>;
#ifndef KOKKOS_HALF_T_IS_FLOAT
#define KOKKOS_HALF_T_IS_FLOAT false
#define KOKKOS_BHALF_T_IS_FLOAT false
#endif
#else
using half_t = float;
using bhalf_t = float;
#ifndef KOKKOS_HALF_T_IS_FLOAT
#define KOKKOS_HALF_T_IS_FLOAT true
#define KOKKOS_BHALF_T_IS_FLOAT true
#endif
#endif
// Kokkos::Experimental::Impl::is_float16 / is_bfloat16: whether T is the 16-bit type. Kokkos
// 4.6 names its 16-bit types Kokkos::Impl::floating_point_wrapper<Tag> on CUDA and HIP, which a
// translation writes where it spells a type as the compiler resolved it.
namespace Impl {
struct half_impl_tag {};
struct bhalf_impl_tag {};
template <class Tag>
using floating_point_wrapper = impl::half_float<std::is_same<Tag, bhalf_impl_tag>::value>;
template <class T> struct is_float16 : std::false_type {};
template <class T> struct is_bfloat16 : std::false_type {};
#if defined(KT_GPU_NS)
template <> struct is_float16<half_t> : std::true_type {};
template <> struct is_bfloat16<bhalf_t> : std::true_type {};
#endif
}  // namespace Impl
template <class T> KT_HD half_t cast_to_half(T v) { return half_t(v); }
template <class T> KT_HD T cast_from_half(half_t v) { return T(v); }
template <class T> KT_HD bhalf_t cast_to_bhalf(T v) { return bhalf_t(v); }
template <class T> KT_HD T cast_from_bhalf(bhalf_t v) { return T(v); }
}  // namespace kt
