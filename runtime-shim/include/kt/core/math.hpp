// kt/core/math.hpp: KT_HD math wrappers (Kokkos::sqrt, Kokkos::Experimental::sqrt, ...).
#pragma once
#include <cmath>
#include <limits>
#include "config.hpp"
#include "bit.hpp"     // Kokkos_BitManipulation.hpp
#include "minmax.hpp"  // min, max, minmax, clamp

namespace kt {

// Every wrapper is a template with an empty trailing parameter pack (KT_LOW). Such a template
// loses overload resolution ties against the C library's and the C++ library's own overloads
// ([temp.func.order]/5), so `using namespace kt;` (the translation of `using namespace Kokkos;`)
// followed by an unqualified sqrt(x) compiles with every vendor's math headers, which put
// ::sqrt(float) and friends in the global namespace. Qualified kt::sqrt(x) picks these.
#define KT_LOW class... KtLow
#define KT_LOW_OK(...) std::enable_if_t<(sizeof...(KtLow) == 0) && (__VA_ARGS__), int> = 0
namespace impl {
// Element proxies (an Atomic View's AtomicRef) name their value type kt_value_type.
template <class T, class = void> struct is_proxy : std::false_type {};
template <class T> struct is_proxy<T, std::void_t<typename T::kt_value_type>> : std::true_type {};
template <class T> KT_INLINE decltype(auto) plain(const T& x) {
  if constexpr (is_proxy<T>::value) return typename T::kt_value_type(x); else return x;
}
}  // namespace impl
#define KT_MATH_PROXY1(f)                                                                  \
  template <class T, KT_LOW, KT_LOW_OK(impl::is_proxy<T>::value)>                          \
  KT_INLINE auto f(const T& x, KtLow...) { return f(impl::plain(x)); }
#define KT_MATH_PROXY2(f)                                                                  \
  template <class T, class U, KT_LOW,                                                      \
            KT_LOW_OK(impl::is_proxy<T>::value || impl::is_proxy<U>::value)>              \
  KT_INLINE auto f(const T& x, const U& y, KtLow...) { return f(impl::plain(x), impl::plain(y)); }
#define KT_MATH_UNARY(f)                                                                   \
  template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>                  \
  KT_INLINE T f(T x, KtLow...) { return std::f(x); }                                       \
  template <class T, KT_LOW, KT_LOW_OK(std::is_integral<T>::value)>                        \
  KT_INLINE double f(T x, KtLow...) { return std::f(double(x)); }                          \
  KT_MATH_PROXY1(f)
#define KT_MATH_BINARY(f) KT_MATH_BINARY_VIA(f, std::f)
#define KT_MATH_BINARY_VIA(f, CALL)                                                        \
  template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>                  \
  KT_INLINE T f(T x, T y, KtLow...) { return CALL(x, y); }                                 \
  template <class T, class U, KT_LOW,                                                      \
            KT_LOW_OK(std::is_arithmetic<T>::value && std::is_arithmetic<U>::value &&      \
                      !(std::is_same<T, U>::value && std::is_floating_point<T>::value))>   \
  KT_INLINE double f(T x, U y, KtLow...) { return CALL(double(x), double(y)); }          \
  KT_MATH_PROXY2(f)
// fmin/fmax: a target header may name its own (kt/openacc.hpp: GCC 12 calls newlib for std's).
#ifndef KT_FMIN_CALL
#define KT_FMIN_CALL std::fmin
#define KT_FMAX_CALL std::fmax
#endif
#define KT_MATH_PRED(f)                                                                    \
  template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>                  \
  KT_INLINE bool f(T x, KtLow...) { return std::f(x); }                                    \
  template <class T, KT_LOW, KT_LOW_OK(std::is_integral<T>::value)>                        \
  KT_INLINE bool f(T x, KtLow...) { return std::f(double(x)); }                            \
  KT_MATH_PROXY1(f)

KT_MATH_UNARY(sqrt) KT_MATH_UNARY(cbrt) KT_MATH_UNARY(fabs) KT_MATH_UNARY(exp) KT_MATH_UNARY(exp2)
KT_MATH_UNARY(expm1) KT_MATH_UNARY(log) KT_MATH_UNARY(log2) KT_MATH_UNARY(log10) KT_MATH_UNARY(log1p)
KT_MATH_UNARY(sin) KT_MATH_UNARY(cos) KT_MATH_UNARY(tan) KT_MATH_UNARY(asin) KT_MATH_UNARY(acos)
KT_MATH_UNARY(atan) KT_MATH_UNARY(sinh) KT_MATH_UNARY(cosh) KT_MATH_UNARY(tanh) KT_MATH_UNARY(asinh)
KT_MATH_UNARY(acosh) KT_MATH_UNARY(atanh) KT_MATH_UNARY(floor) KT_MATH_UNARY(ceil) KT_MATH_UNARY(round)
KT_MATH_UNARY(trunc) KT_MATH_UNARY(nearbyint) KT_MATH_UNARY(rint) KT_MATH_UNARY(logb) KT_MATH_UNARY(erf) KT_MATH_UNARY(erfc) KT_MATH_UNARY(tgamma) KT_MATH_UNARY(lgamma)
KT_MATH_BINARY(pow) KT_MATH_BINARY(atan2) KT_MATH_BINARY_VIA(fmin, KT_FMIN_CALL)
KT_MATH_BINARY_VIA(fmax, KT_FMAX_CALL) KT_MATH_BINARY(hypot)
KT_MATH_BINARY(fmod) KT_MATH_BINARY(copysign) KT_MATH_BINARY(remainder) KT_MATH_BINARY(fdim)
KT_MATH_BINARY(nextafter)
KT_MATH_PRED(isnan) KT_MATH_PRED(isinf) KT_MATH_PRED(isfinite) KT_MATH_PRED(signbit)
#undef KT_MATH_UNARY
#undef KT_MATH_BINARY
#undef KT_MATH_BINARY_VIA
#undef KT_MATH_PRED
#undef KT_MATH_PROXY1
#undef KT_MATH_PROXY2
template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>
KT_INLINE T fma(T x, T y, T z, KtLow...) { return std::fma(x, y, z); }
template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>
KT_INLINE T hypot(T x, T y, T z, KtLow...) { return std::sqrt(x * x + y * y + z * z); }
template <class S, KT_LOW, KT_LOW_OK(std::is_convertible<S, const char*>::value)>
KT_INLINE double nan(S s, KtLow...) { return std::nan(s); }
template <class S, KT_LOW, KT_LOW_OK(std::is_convertible<S, const char*>::value)>
KT_INLINE float nanf(S s, KtLow...) { return std::nanf(s); }
template <class T, KT_LOW, KT_LOW_OK(std::is_integral<T>::value && std::is_signed<T>::value)>
KT_INLINE T abs(T x, KtLow...) { return x < 0 ? -x : x; }
template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>
KT_INLINE T abs(T x, KtLow...) { return std::fabs(x); }
template <class T, KT_LOW, KT_LOW_OK(std::is_floating_point<T>::value)>
KT_INLINE T rsqrt(T x, KtLow...) { return T(1) / std::sqrt(x); }
template <class T, KT_LOW, KT_LOW_OK(std::is_integral<T>::value)>
KT_INLINE double rsqrt(T x, KtLow...) { return 1.0 / std::sqrt(double(x)); }
// fma and hypot of three arguments of mixed arithmetic types: in the promoted type, as Kokkos.
namespace impl {
template <class... T> using promote3_t = decltype((std::conditional_t<std::is_integral<T>::value, double, T>() + ...));
template <class A, class B, class C>
inline constexpr bool mixed3 = std::is_arithmetic<A>::value && std::is_arithmetic<B>::value &&
                               std::is_arithmetic<C>::value &&
                               !(std::is_same<A, B>::value && std::is_same<B, C>::value && std::is_floating_point<A>::value);
}  // namespace impl
template <class A, class B, class C, KT_LOW, KT_LOW_OK(impl::mixed3<A, B, C>)>
KT_INLINE impl::promote3_t<A, B, C> fma(A x, B y, C z, KtLow...) {
  using P = impl::promote3_t<A, B, C>;
  return std::fma(P(x), P(y), P(z));
}
template <class A, class B, class C, KT_LOW, KT_LOW_OK(impl::mixed3<A, B, C>)>
KT_INLINE impl::promote3_t<A, B, C> hypot(A x, B y, C z, KtLow...) {
  using P = impl::promote3_t<A, B, C>;
  return std::sqrt(P(x) * P(x) + P(y) * P(y) + P(z) * P(z));
}
#undef KT_LOW_OK
#undef KT_LOW


namespace numbers {
template <class T> inline constexpr T e_v = T(2.718281828459045235360287471352662498L);
template <class T> inline constexpr T log2e_v = T(1.442695040888963407359924681001892137L);
template <class T> inline constexpr T log10e_v = T(0.434294481903251827651128918916605082L);
template <class T> inline constexpr T pi_v = T(3.141592653589793238462643383279502884L);
template <class T> inline constexpr T inv_pi_v = T(0.318309886183790671537767526745028724L);
template <class T> inline constexpr T inv_sqrtpi_v = T(0.564189583547756286948079451560772586L);
template <class T> inline constexpr T ln2_v = T(0.693147180559945309417232121458176568L);
template <class T> inline constexpr T ln10_v = T(2.302585092994045684017991454684364208L);
template <class T> inline constexpr T sqrt2_v = T(1.414213562373095048801688724209698079L);
template <class T> inline constexpr T sqrt3_v = T(1.732050807568877293527446341505872367L);
template <class T> inline constexpr T inv_sqrt3_v = T(0.577350269189625764509148780501957456L);
template <class T> inline constexpr T egamma_v = T(0.577215664901532860606512090082402431L);
template <class T> inline constexpr T phi_v = T(1.618033988749894848204586834365638118L);
inline constexpr double e = e_v<double>, log2e = log2e_v<double>, log10e = log10e_v<double>,
                        pi = pi_v<double>, inv_pi = inv_pi_v<double>, inv_sqrtpi = inv_sqrtpi_v<double>,
                        ln2 = ln2_v<double>, ln10 = ln10_v<double>, sqrt2 = sqrt2_v<double>,
                        sqrt3 = sqrt3_v<double>, inv_sqrt3 = inv_sqrt3_v<double>,
                        egamma = egamma_v<double>, phi = phi_v<double>;
}  // namespace numbers

// Numeric traits (Kokkos_NumericTraits.hpp): NAME<T>::value and NAME_v<T> for the types Kokkos
// defines them for (floating point only, or every arithmetic type), cv-qualifiers ignored; no
// value for any other type, so that a test of whether it exists (Kokkos::is_detected) answers
// as with Kokkos.
#define KT_NUMERIC_TRAIT(NAME, VT, EXPR, WHEN)                                              \
  namespace impl {                                                                          \
  template <class U, bool = WHEN<U>::value> struct NAME##_nt {};                            \
  template <class U> struct NAME##_nt<U, true> { static constexpr VT value = EXPR; };       \
  }                                                                                         \
  template <class T> struct NAME : impl::NAME##_nt<std::remove_cv_t<T>> {};                \
  template <class T> inline constexpr auto NAME##_v = NAME<T>::value;
#define KT_FP_TRAIT(NAME, F) KT_NUMERIC_TRAIT(NAME, U, std::numeric_limits<U>::F(), std::is_floating_point)
KT_FP_TRAIT(infinity, infinity) KT_FP_TRAIT(epsilon, epsilon) KT_FP_TRAIT(round_error, round_error)
KT_FP_TRAIT(norm_min, min) KT_FP_TRAIT(denorm_min, denorm_min) KT_FP_TRAIT(quiet_NaN, quiet_NaN)
KT_FP_TRAIT(signaling_NaN, signaling_NaN)
KT_NUMERIC_TRAIT(finite_min, U, std::numeric_limits<U>::lowest(), std::is_arithmetic)
KT_NUMERIC_TRAIT(finite_max, U, std::numeric_limits<U>::max(), std::is_arithmetic)
#define KT_INT_TRAIT(NAME, WHEN) KT_NUMERIC_TRAIT(NAME, int, std::numeric_limits<U>::NAME, WHEN)
KT_INT_TRAIT(digits, std::is_arithmetic) KT_INT_TRAIT(digits10, std::is_arithmetic)
KT_INT_TRAIT(radix, std::is_arithmetic) KT_INT_TRAIT(max_digits10, std::is_floating_point)
KT_INT_TRAIT(min_exponent, std::is_floating_point) KT_INT_TRAIT(min_exponent10, std::is_floating_point)
KT_INT_TRAIT(max_exponent, std::is_floating_point) KT_INT_TRAIT(max_exponent10, std::is_floating_point)
#undef KT_INT_TRAIT
#undef KT_FP_TRAIT
#undef KT_NUMERIC_TRAIT

// Kokkos::Experimental::f resolves to kt::f (qualified lookup follows the using-directive).
namespace Experimental { using namespace ::kt; }

}  // namespace kt
