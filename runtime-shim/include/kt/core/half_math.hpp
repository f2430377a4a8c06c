// kt/core/half_math.hpp: the numeric traits and mathematical functions of half_t and bhalf_t
// where they are 16-bit types (CUDA and HIP), as Kokkos 4.6 defines them
// (Kokkos_Half_NumericTraits.hpp, Kokkos_Half_MathematicalFunctions.hpp): a function computes
// in float and rounds its result to the type; one of a 16-bit value and another arithmetic type
// computes in float with float, otherwise in double. Where they are float, float's serve.
#pragma once
#include "half.hpp"
#include "math.hpp"

namespace kt {
#if defined(KT_GPU_NS)
namespace impl {
// The traits' values, by their bits (binary16, bfloat16), and Kokkos' integer traits.
#define KT_HALF_BITS_TRAIT(NAME, H, B)                                                         \
  template <bool Brain> struct NAME##_nt<half_float<Brain>, false> {                           \
    static constexpr typename half_float<Brain>::bit_comparison_type value{Brain ? B : H};    \
  };
KT_HALF_BITS_TRAIT(infinity, 0x7c00, 0x7f80) KT_HALF_BITS_TRAIT(finite_min, 0xfbff, 0xff7f)
KT_HALF_BITS_TRAIT(finite_max, 0x7bff, 0x7f7f) KT_HALF_BITS_TRAIT(epsilon, 0x1400, 0x3c00)
KT_HALF_BITS_TRAIT(round_error, 0x3800, 0x3f00) KT_HALF_BITS_TRAIT(norm_min, 0x0400, 0x0080)
KT_HALF_BITS_TRAIT(quiet_NaN, 0x7e00, 0x7fc0) KT_HALF_BITS_TRAIT(signaling_NaN, 0x7d00, 0x7fa0)
#undef KT_HALF_BITS_TRAIT
#define KT_HALF_INT_TRAIT(NAME, H, B)                                                          \
  template <bool Brain> struct NAME##_nt<half_float<Brain>, false> {                           \
    static constexpr int value = Brain ? B : H;                                                \
  };
KT_HALF_INT_TRAIT(digits, 11, 2) KT_HALF_INT_TRAIT(digits10, 3, 1) KT_HALF_INT_TRAIT(radix, 2, 2)
KT_HALF_INT_TRAIT(min_exponent, -13, -125) KT_HALF_INT_TRAIT(max_exponent, 16, 128)
#undef KT_HALF_INT_TRAIT
template <class T> using if_other_arith =
    std::enable_if_t<std::is_arithmetic<T>::value && !std::is_same<T, float>::value, int>;
}  // namespace impl

// Functions of each type, not templates: a trait's value (bit_comparison_type) converts to it.
#define KT_HALF_UNARY_OF(F, H) \
  KT_HD inline H F(H x) { return H(kt::F(float(x))); }
#define KT_HALF_BINARY_OF(F, H)                                                                \
  KT_HD inline H F(H x, H y) { return H(kt::F(float(x), float(y))); }                          \
  KT_HD inline float F(float x, H y) { return kt::F(x, float(y)); }                            \
  KT_HD inline float F(H x, float y) { return kt::F(float(x), y); }                            \
  template <class T, impl::if_other_arith<T> = 0>                                              \
  KT_HD double F(H x, T y) { return kt::F(double(x), double(y)); }                            \
  template <class T, impl::if_other_arith<T> = 0>                                              \
  KT_HD double F(T x, H y) { return kt::F(double(x), double(y)); }
#define KT_HALF_PRED_OF(F, H) \
  KT_HD inline bool F(H x) { return kt::F(float(x)); }
#define KT_HALF_UNARY(F) KT_HALF_UNARY_OF(F, half_t) KT_HALF_UNARY_OF(F, bhalf_t)
#define KT_HALF_BINARY(F) KT_HALF_BINARY_OF(F, half_t) KT_HALF_BINARY_OF(F, bhalf_t)
#define KT_HALF_PRED(F) KT_HALF_PRED_OF(F, half_t) KT_HALF_PRED_OF(F, bhalf_t)
KT_HALF_UNARY(abs) KT_HALF_UNARY(fabs) KT_HALF_UNARY(exp) KT_HALF_UNARY(exp2) KT_HALF_UNARY(expm1)
KT_HALF_UNARY(log) KT_HALF_UNARY(log10) KT_HALF_UNARY(log2) KT_HALF_UNARY(log1p) KT_HALF_UNARY(sqrt)
KT_HALF_UNARY(cbrt) KT_HALF_UNARY(sin) KT_HALF_UNARY(cos) KT_HALF_UNARY(tan) KT_HALF_UNARY(asin)
KT_HALF_UNARY(acos) KT_HALF_UNARY(atan) KT_HALF_UNARY(sinh) KT_HALF_UNARY(cosh) KT_HALF_UNARY(tanh)
KT_HALF_UNARY(asinh) KT_HALF_UNARY(acosh) KT_HALF_UNARY(atanh) KT_HALF_UNARY(erf) KT_HALF_UNARY(erfc)
KT_HALF_UNARY(tgamma) KT_HALF_UNARY(lgamma) KT_HALF_UNARY(ceil) KT_HALF_UNARY(floor)
KT_HALF_UNARY(trunc) KT_HALF_UNARY(round) KT_HALF_UNARY(nearbyint) KT_HALF_UNARY(logb)
KT_HALF_BINARY(fmod) KT_HALF_BINARY(remainder) KT_HALF_BINARY(fmax) KT_HALF_BINARY(fmin)
KT_HALF_BINARY(fdim) KT_HALF_BINARY(pow) KT_HALF_BINARY(hypot) KT_HALF_BINARY(atan2)
KT_HALF_BINARY(nextafter) KT_HALF_BINARY(copysign)
KT_HALF_PRED(isfinite) KT_HALF_PRED(isinf) KT_HALF_PRED(isnan) KT_HALF_PRED(signbit)
#undef KT_HALF_UNARY
#undef KT_HALF_BINARY
#undef KT_HALF_PRED
#undef KT_HALF_UNARY_OF
#undef KT_HALF_BINARY_OF
#undef KT_HALF_PRED_OF
KT_HD inline half_t real(half_t x) { return x; }
KT_HD inline bhalf_t real(bhalf_t x) { return x; }
KT_HD inline half_t imag(half_t) { return half_t(0); }
KT_HD inline bhalf_t imag(bhalf_t) { return bhalf_t(0); }
#endif
}  // namespace kt
