// kokkos-translate: declaration-only Kokkos::Experimental::half_t and bhalf_t (Kokkos_Half.hpp,
// which real Kokkos_Core.hpp includes). See README.md. As in Kokkos 4.6: for CUDA and HIP, class
// types distinct from float (a wrapper with implicit conversions from the arithmetic types,
// explicit conversions to them, and the arithmetic and comparison operators; mixed with float or
// double, the result is the wider type); for the other backends, float. The runtime shim's are
// kt/core/half.hpp.
#ifndef KOKKOS_HALF_HPP
#define KOKKOS_HALF_HPP
#include "Kokkos_Core.hpp"
#include <iosfwd>
#include <type_traits>

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {
namespace Impl {
struct half_impl_tag {};   // IEEE binary16
struct bhalf_impl_tag {};  // bfloat16
template <class T> using if_wide_float_t =
    std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value, T>;
template <class T> using if_float_convertible_t =
    std::enable_if_t<std::is_convertible<T, float>::value && !std::is_class<T>::value, bool>;

template <class Tag> class floating_point_wrapper {
  float val = 0.0F;  // the storage a CUDA build keeps in __half / __nv_bfloat16

 public:
  using impl_type = float;
  struct bit_comparison_type {  // a value given by its bits (the numeric traits hold these)
    unsigned short value;
#define KOKKOS_IMPL_HALF_BITS_COMPARE(OP) \
    template <class Number> friend bool operator OP(bit_comparison_type a, Number b) { return false; }
    KOKKOS_IMPL_HALF_BITS_COMPARE(==) KOKKOS_IMPL_HALF_BITS_COMPARE(!=) KOKKOS_IMPL_HALF_BITS_COMPARE(<)
    KOKKOS_IMPL_HALF_BITS_COMPARE(>) KOKKOS_IMPL_HALF_BITS_COMPARE(<=) KOKKOS_IMPL_HALF_BITS_COMPARE(>=)
#undef KOKKOS_IMPL_HALF_BITS_COMPARE
  };
  floating_point_wrapper() = default;
  constexpr floating_point_wrapper(bit_comparison_type rhs) {}
  floating_point_wrapper(const floating_point_wrapper&) noexcept = default;
  floating_point_wrapper& operator=(const floating_point_wrapper&) noexcept = default;
  floating_point_wrapper(float rhs) {}
  floating_point_wrapper(double rhs) {}
  explicit floating_point_wrapper(bool rhs) {}
  floating_point_wrapper(short rhs) {}
  floating_point_wrapper(int rhs) {}
  floating_point_wrapper(long rhs) {}
  floating_point_wrapper(long long rhs) {}
  floating_point_wrapper(unsigned short rhs) {}
  floating_point_wrapper(unsigned int rhs) {}
  floating_point_wrapper(unsigned long rhs) {}
  floating_point_wrapper(unsigned long long rhs) {}
  explicit operator float() const { return val; }
  explicit operator double() const { return val; }
  explicit operator bool() const { return val != 0; }
  explicit operator short() const { return 0; }
  explicit operator int() const { return 0; }
  explicit operator long() const { return 0; }
  explicit operator long long() const { return 0; }
  explicit operator unsigned short() const { return 0; }
  explicit operator unsigned int() const { return 0; }
  explicit operator unsigned long() const { return 0; }
  explicit operator unsigned long long() const { return 0; }

  floating_point_wrapper operator+() const { return *this; }
  floating_point_wrapper operator-() const { return *this; }
  floating_point_wrapper& operator++() { return *this; }
  floating_point_wrapper& operator--() { return *this; }
  floating_point_wrapper operator++(int) { return *this; }
  floating_point_wrapper operator--(int) { return *this; }
  template <class T> floating_point_wrapper& operator=(T rhs) { return *this; }
#define KOKKOS_IMPL_HALF_OPS(OP)                                                                    \
  floating_point_wrapper& operator OP##=(floating_point_wrapper rhs) { return *this; }             \
  floating_point_wrapper& operator OP##=(float rhs) { return *this; }                              \
  floating_point_wrapper& operator OP##=(double rhs) { return *this; }                             \
  template <class T>                                                                                \
  friend std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value, T&>     \
  operator OP##=(T& lhs, floating_point_wrapper rhs) { return lhs; }                               \
  friend floating_point_wrapper operator OP(floating_point_wrapper lhs, floating_point_wrapper rhs) { \
    return lhs;                                                                                     \
  }                                                                                                 \
  template <class T> friend if_wide_float_t<T> operator OP(floating_point_wrapper lhs, T rhs) { return rhs; } \
  template <class T> friend if_wide_float_t<T> operator OP(T lhs, floating_point_wrapper rhs) { return lhs; }
  KOKKOS_IMPL_HALF_OPS(+) KOKKOS_IMPL_HALF_OPS(-) KOKKOS_IMPL_HALF_OPS(*) KOKKOS_IMPL_HALF_OPS(/)
#undef KOKKOS_IMPL_HALF_OPS
  bool operator!() const { return false; }
  bool operator&&(floating_point_wrapper rhs) const { return false; }
  bool operator||(floating_point_wrapper rhs) const { return false; }
#define KOKKOS_IMPL_HALF_COMPARE(OP)                                                                  \
  bool operator OP(floating_point_wrapper rhs) const { return false; }                              \
  template <class T, if_float_convertible_t<T> = true>                                               \
  friend bool operator OP(floating_point_wrapper lhs, T rhs) { return false; }                      \
  template <class T, if_float_convertible_t<T> = true>                                               \
  friend bool operator OP(T lhs, floating_point_wrapper rhs) { return false; }
  KOKKOS_IMPL_HALF_COMPARE(==) KOKKOS_IMPL_HALF_COMPARE(!=) KOKKOS_IMPL_HALF_COMPARE(<)
  KOKKOS_IMPL_HALF_COMPARE(>) KOKKOS_IMPL_HALF_COMPARE(<=) KOKKOS_IMPL_HALF_COMPARE(>=)
#undef KOKKOS_IMPL_HALF_COMPARE
  friend std::ostream& operator<<(std::ostream& os, const floating_point_wrapper& x) { return os; }
  friend std::istream& operator>>(std::istream& is, floating_point_wrapper& x) { return is; }
};
}  // namespace Impl

namespace Experimental {
#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
#define KOKKOS_HALF_T_IS_FLOAT false
#define KOKKOS_BHALF_T_IS_FLOAT false
using half_t = Kokkos::Impl::floating_point_wrapper<Kokkos::Impl::half_impl_tag>;
using bhalf_t = Kokkos::Impl::floating_point_wrapper<Kokkos::Impl::bhalf_impl_tag>;
#else  // Kokkos' OpenMPTarget, OpenACC and host backends have no 16-bit type
#define KOKKOS_HALF_T_IS_FLOAT true
#define KOKKOS_BHALF_T_IS_FLOAT true
using half_t = float;
using bhalf_t = float;
#endif
template <class T> half_t cast_to_half(T val) { return {}; }
template <class T> T cast_from_half(half_t val) { return T(); }
template <class T> bhalf_t cast_to_bhalf(T val) { return {}; }
template <class T> T cast_from_bhalf(bhalf_t val) { return T(); }
namespace Impl {  // whether T is the 16-bit type (not where half_t is float)
template <class T> struct is_float16 : std::false_type {};
template <class T> struct is_bfloat16 : std::false_type {};
#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
template <> struct is_float16<half_t> : std::true_type {};
template <> struct is_bfloat16<bhalf_t> : std::true_type {};
#endif
#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
// Kokkos_Half_NumericTraits.hpp: the 16-bit types' traits (values by their bits; digits,
// digits10, radix, min_exponent, max_exponent), none of the others.
#define KOKKOS_IMPL_HALF_TRAIT(NAME)                                                       \
  template <class Tag> struct NAME##_nt<Kokkos::Impl::floating_point_wrapper<Tag>, false> { \
    static constexpr typename Kokkos::Impl::floating_point_wrapper<Tag>::bit_comparison_type value{0}; \
  };
KOKKOS_IMPL_HALF_TRAIT(infinity) KOKKOS_IMPL_HALF_TRAIT(finite_min) KOKKOS_IMPL_HALF_TRAIT(finite_max)
KOKKOS_IMPL_HALF_TRAIT(epsilon) KOKKOS_IMPL_HALF_TRAIT(round_error) KOKKOS_IMPL_HALF_TRAIT(norm_min)
KOKKOS_IMPL_HALF_TRAIT(quiet_NaN) KOKKOS_IMPL_HALF_TRAIT(signaling_NaN)
#undef KOKKOS_IMPL_HALF_TRAIT
#define KOKKOS_IMPL_HALF_INT_TRAIT(NAME)                                                   \
  template <class Tag> struct NAME##_nt<Kokkos::Impl::floating_point_wrapper<Tag>, false> { \
    static constexpr int value = 0;                                                        \
  };
KOKKOS_IMPL_HALF_INT_TRAIT(digits) KOKKOS_IMPL_HALF_INT_TRAIT(digits10) KOKKOS_IMPL_HALF_INT_TRAIT(radix)
KOKKOS_IMPL_HALF_INT_TRAIT(min_exponent) KOKKOS_IMPL_HALF_INT_TRAIT(max_exponent)
#undef KOKKOS_IMPL_HALF_INT_TRAIT
#endif
}  // namespace Impl
}  // namespace Experimental

#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
// Kokkos_Half_MathematicalFunctions.hpp: computed in float, the result of the 16-bit type; with
// float the other argument, float; with another arithmetic type, double. Functions of each type,
// not templates: a trait's value (bit_comparison_type) converts to its type.
namespace Impl {
template <class T> using if_half_mixed_t =
    std::enable_if_t<std::is_arithmetic<T>::value && !std::is_same<T, float>::value, double>;
}
#define KOKKOS_IMPL_HALF_UNARY_OF(F, H) H F(H x);
#define KOKKOS_IMPL_HALF_BINARY_OF(F, H)                                                 \
  H F(H x, H y);                                                                       \
  float F(float x, H y);                                                               \
  float F(H x, float y);                                                               \
  template <class T> Impl::if_half_mixed_t<T> F(H x, T y);                             \
  template <class T> Impl::if_half_mixed_t<T> F(T x, H y);
#define KOKKOS_IMPL_HALF_PREDICATE_OF(F, H) bool F(H x);
#define KOKKOS_IMPL_HALF_UNARY(F) \
  KOKKOS_IMPL_HALF_UNARY_OF(F, Experimental::half_t) KOKKOS_IMPL_HALF_UNARY_OF(F, Experimental::bhalf_t)
#define KOKKOS_IMPL_HALF_BINARY(F) \
  KOKKOS_IMPL_HALF_BINARY_OF(F, Experimental::half_t) KOKKOS_IMPL_HALF_BINARY_OF(F, Experimental::bhalf_t)
#define KOKKOS_IMPL_HALF_PREDICATE(F) \
  KOKKOS_IMPL_HALF_PREDICATE_OF(F, Experimental::half_t) KOKKOS_IMPL_HALF_PREDICATE_OF(F, Experimental::bhalf_t)
KOKKOS_IMPL_MATH_UNARY_LIST(KOKKOS_IMPL_HALF_UNARY)
KOKKOS_IMPL_HALF_UNARY(abs)
KOKKOS_IMPL_HALF_UNARY(real)
KOKKOS_IMPL_HALF_UNARY(imag)
KOKKOS_IMPL_MATH_BINARY_LIST(KOKKOS_IMPL_HALF_BINARY)
KOKKOS_IMPL_MATH_PREDICATE_LIST(KOKKOS_IMPL_HALF_PREDICATE)
#undef KOKKOS_IMPL_HALF_UNARY_OF
#undef KOKKOS_IMPL_HALF_BINARY_OF
#undef KOKKOS_IMPL_HALF_PREDICATE_OF
#undef KOKKOS_IMPL_HALF_UNARY
#undef KOKKOS_IMPL_HALF_BINARY
#undef KOKKOS_IMPL_HALF_PREDICATE
namespace Experimental {  // the using-declarations there predate these overloads
#define KOKKOS_IMPL_USING(F) using Kokkos::F;
KOKKOS_IMPL_MATH_UNARY_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_MATH_BINARY_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_MATH_PREDICATE_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_USING(abs)
#undef KOKKOS_IMPL_USING
}  // namespace Experimental
#endif
}  // namespace Kokkos

#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_HALF_HPP
