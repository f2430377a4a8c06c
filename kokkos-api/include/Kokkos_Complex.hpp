// kokkos-translate: declaration-only Kokkos::complex (Kokkos_Complex.hpp, which real
// Kokkos_Core.hpp includes). See README.md.
#ifndef KOKKOS_COMPLEX_HPP
#define KOKKOS_COMPLEX_HPP
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_TRANSLATE_LEAN_STD
#include <complex>
#else
namespace std { template <class T> class complex; }
#endif
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

template <class RealType> class alignas(2 * sizeof(RealType)) complex {
  RealType re_{}, im_{};

 public:
  using value_type = RealType;
  constexpr complex() noexcept = default;
  constexpr complex(const complex&) noexcept = default;
  constexpr complex& operator=(const complex&) noexcept = default;
  template <class RType, std::enable_if_t<std::is_convertible<RType, RealType>::value, int> = 0>
  constexpr complex(const complex<RType>& other) noexcept : re_(other.real()), im_(other.imag()) {}
  complex(const std::complex<RealType>& src) noexcept {}
  // constexpr with the real values, as in Kokkos 4.x (constant expressions may read them back).
  constexpr complex(const RealType& val) noexcept : re_(val) {}
  constexpr complex(const RealType& re, const RealType& im) noexcept : re_(re), im_(im) {}
  constexpr complex& operator=(const RealType& val) noexcept {
    re_ = val;
    im_ = RealType();
    return *this;
  }
  complex& operator=(const std::complex<RealType>& src) noexcept { return *this; }
  operator std::complex<RealType>() const noexcept { return {}; }
  constexpr RealType& imag() noexcept { return im_; }
  constexpr RealType& real() noexcept { return re_; }
  constexpr RealType imag() const noexcept { return im_; }
  constexpr RealType real() const noexcept { return re_; }
  void imag(RealType v) noexcept {}
  void real(RealType v) noexcept {}
  complex& operator+=(const complex<RealType>& src) noexcept { return *this; }
  complex& operator+=(const RealType& src) noexcept { return *this; }
  complex& operator-=(const complex<RealType>& src) noexcept { return *this; }
  complex& operator-=(const RealType& src) noexcept { return *this; }
  complex& operator*=(const complex<RealType>& src) noexcept { return *this; }
  complex& operator*=(const RealType& src) noexcept { return *this; }
  complex& operator/=(const complex<RealType>& y) noexcept { return *this; }
  complex& operator/=(const RealType& src) noexcept { return *this; }
  // The tuple protocol (Kokkos 4.3): get<0> is the real part, get<1> the imaginary part.
  template <std::size_t I, class RT> friend constexpr RT& get(complex<RT>&) noexcept;
  template <std::size_t I, class RT> friend constexpr RT&& get(complex<RT>&&) noexcept;
  template <std::size_t I, class RT> friend constexpr const RT& get(const complex<RT>&) noexcept;
  template <std::size_t I, class RT> friend constexpr const RT&& get(const complex<RT>&&) noexcept;
};
template <std::size_t I, class RT> constexpr RT& get(complex<RT>& z) noexcept {
  static_assert(I < 2, "Kokkos::complex has two parts");
  return I == 0 ? z.re_ : z.im_;
}
template <std::size_t I, class RT> constexpr RT&& get(complex<RT>&& z) noexcept {
  static_assert(I < 2, "Kokkos::complex has two parts");
  return static_cast<RT&&>(I == 0 ? z.re_ : z.im_);
}
template <std::size_t I, class RT> constexpr const RT& get(const complex<RT>& z) noexcept {
  static_assert(I < 2, "Kokkos::complex has two parts");
  return I == 0 ? z.re_ : z.im_;
}
template <std::size_t I, class RT> constexpr const RT&& get(const complex<RT>&& z) noexcept {
  static_assert(I < 2, "Kokkos::complex has two parts");
  return static_cast<const RT&&>(I == 0 ? z.re_ : z.im_);
}

namespace Impl {
template <class A, class B> using complex_common_t = complex<typename std::common_type<A, B>::type>;
// An arithmetic argument of real/imag/conj: integers count as double (Kokkos' promote_t).
template <class T> using complex_promote_t =
    std::enable_if_t<std::is_arithmetic<T>::value, std::conditional_t<std::is_integral<T>::value, double, T>>;
template <class T> using if_real_t = std::enable_if_t<std::is_arithmetic<T>::value, int>;
}  // namespace Impl

#define KOKKOS_IMPL_COMPLEX_BINARY(OP)                                                               \
  template <class A, class B>                                                                        \
  Impl::complex_common_t<A, B> operator OP(const complex<A>& x, const complex<B>& y) noexcept { return {}; } \
  template <class A, class B, Impl::if_real_t<B> = 0>                                                \
  Impl::complex_common_t<A, B> operator OP(const complex<A>& x, const B& y) noexcept { return {}; }  \
  template <class A, class B, Impl::if_real_t<A> = 0>                                                \
  Impl::complex_common_t<A, B> operator OP(const A& x, const complex<B>& y) noexcept { return {}; }
KOKKOS_IMPL_COMPLEX_BINARY(+) KOKKOS_IMPL_COMPLEX_BINARY(-) KOKKOS_IMPL_COMPLEX_BINARY(*)
KOKKOS_IMPL_COMPLEX_BINARY(/)
#undef KOKKOS_IMPL_COMPLEX_BINARY
template <class T> complex<T> operator+(const complex<T>& x) noexcept { return x; }
template <class T> complex<T> operator-(const complex<T>& x) noexcept { return x; }
#define KOKKOS_IMPL_COMPLEX_COMPARE(OP)                                                      \
  template <class A, class B> bool operator OP(const complex<A>& x, const complex<B>& y) noexcept { return true; } \
  template <class A, class B, Impl::if_real_t<B> = 0>                                        \
  bool operator OP(const complex<A>& x, const B& y) noexcept { return true; }                \
  template <class A, class B, Impl::if_real_t<A> = 0>                                        \
  bool operator OP(const A& x, const complex<B>& y) noexcept { return true; }
KOKKOS_IMPL_COMPLEX_COMPARE(==) KOKKOS_IMPL_COMPLEX_COMPARE(!=)
#undef KOKKOS_IMPL_COMPLEX_COMPARE

template <class T> T real(const complex<T>& x) noexcept { return x.real(); }
template <class T> T imag(const complex<T>& x) noexcept { return x.imag(); }
template <class T> complex<T> conj(const complex<T>& x) noexcept { return x; }
template <class T> constexpr Impl::complex_promote_t<T> real(T x) noexcept { return x; }
template <class T> constexpr Impl::complex_promote_t<T> imag(T) noexcept { return 0; }
template <class T> constexpr complex<Impl::complex_promote_t<T>> conj(T x) noexcept { return x; }
// Mixed with std::complex (host only in Kokkos).
#define KOKKOS_IMPL_COMPLEX_STD_BINARY(OP)                                                               \
  template <class A, class B>                                                                            \
  Impl::complex_common_t<A, B> operator OP(const std::complex<A>& x, const complex<B>& y) { return {}; } \
  template <class A, class B>                                                                            \
  Impl::complex_common_t<A, B> operator OP(const complex<A>& x, const std::complex<B>& y) { return {}; }
KOKKOS_IMPL_COMPLEX_STD_BINARY(+) KOKKOS_IMPL_COMPLEX_STD_BINARY(-) KOKKOS_IMPL_COMPLEX_STD_BINARY(*)
KOKKOS_IMPL_COMPLEX_STD_BINARY(/)
#undef KOKKOS_IMPL_COMPLEX_STD_BINARY
template <class A, class B> bool operator==(const std::complex<A>& x, const complex<B>& y) { return true; }
template <class A, class B> bool operator==(const complex<A>& x, const std::complex<B>& y) { return true; }
template <class A, class B> bool operator!=(const std::complex<A>& x, const complex<B>& y) { return false; }
template <class A, class B> bool operator!=(const complex<A>& x, const std::complex<B>& y) { return false; }
template <class T> complex<T> exp(const std::complex<T>& x) { return {}; }
template <class T> T abs(const complex<T>& x) { return x.real(); }
template <class T> complex<T> polar(const T& r, const T& theta = T()) { return {}; }
template <class T> complex<T> pow(const complex<T>& x, const complex<T>& y) { return x; }
template <class T, class U, Impl::if_real_t<U> = 0>
Impl::complex_common_t<T, U> pow(const complex<T>& x, const U& y) { return {}; }
template <class T, class U, Impl::if_real_t<T> = 0>
Impl::complex_common_t<T, U> pow(const T& x, const complex<U>& y) { return {}; }
#define KOKKOS_IMPL_COMPLEX_UNARY(F) template <class T> complex<T> F(const complex<T>& x) { return x; }
KOKKOS_IMPL_COMPLEX_UNARY(sqrt) KOKKOS_IMPL_COMPLEX_UNARY(exp) KOKKOS_IMPL_COMPLEX_UNARY(log)
KOKKOS_IMPL_COMPLEX_UNARY(log10)
KOKKOS_IMPL_COMPLEX_UNARY(sin) KOKKOS_IMPL_COMPLEX_UNARY(cos) KOKKOS_IMPL_COMPLEX_UNARY(tan)
KOKKOS_IMPL_COMPLEX_UNARY(sinh) KOKKOS_IMPL_COMPLEX_UNARY(cosh) KOKKOS_IMPL_COMPLEX_UNARY(tanh)
KOKKOS_IMPL_COMPLEX_UNARY(asin) KOKKOS_IMPL_COMPLEX_UNARY(acos) KOKKOS_IMPL_COMPLEX_UNARY(atan)
KOKKOS_IMPL_COMPLEX_UNARY(asinh) KOKKOS_IMPL_COMPLEX_UNARY(acosh) KOKKOS_IMPL_COMPLEX_UNARY(atanh)
#undef KOKKOS_IMPL_COMPLEX_UNARY
template <class T> std::ostream& operator<<(std::ostream& os, const complex<T>& x) { return os; }
template <class T> std::istream& operator>>(std::istream& is, complex<T>& x) { return is; }

template <class T> struct reduction_identity<Kokkos::complex<T>> {
  static constexpr Kokkos::complex<T> sum() noexcept { return {}; }
  static constexpr Kokkos::complex<T> prod() noexcept { return {}; }
};

}  // namespace Kokkos

// Structured bindings: auto& [re, im] = z (Kokkos 4.3).
template <class RealType>
struct std::tuple_size<Kokkos::complex<RealType>> : std::integral_constant<std::size_t, 2> {};
template <std::size_t I, class RealType> struct std::tuple_element<I, Kokkos::complex<RealType>> {
  using type = RealType;
};

#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_COMPLEX_HPP
