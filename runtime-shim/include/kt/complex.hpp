// kt/complex.hpp: Kokkos::complex for translated programs. The translator includes it, after the
// target header, only in files that use Kokkos::complex. Contract: runtime-shim/API.md
// ("Complex numbers").
//
// kt::complex<T> is two T (aligned to 2*sizeof(T), as Kokkos), trivially copyable, so kernels
// take it by value and the reduction trees shuffle it word by word. Division scales by
// |re| + |im| of the divisor against overflow (as Kokkos does).
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "kt/complex.hpp: include the target header (kt/cuda.hpp, kt/hip.hpp, ...) first"
#endif
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <ostream>
#include <type_traits>
#include <utility>

namespace kt {

// Aligned to its size, as Kokkos' complex, except under OpenMP offload, where at most 8 bytes:
// LLVM 19's device code stores a 16-byte-aligned value with 16-byte vector stores where the
// storage is only 8-byte aligned (misaligned address on the GPU; complex_math).
#if defined(KOKKOS_ENABLE_OPENMPTARGET)
#define KT_COMPLEX_ALIGN(T) alignas(2 * sizeof(T) > 8 ? 8 : 2 * sizeof(T))
#else
#define KT_COMPLEX_ALIGN(T) alignas(2 * sizeof(T))
#endif
template <class T> class KT_COMPLEX_ALIGN(T) complex {
  T re_{}, im_{};

 public:
  // The tuple protocol (Kokkos 4.3): get<0> is the real part, get<1> the imaginary part.
  template <std::size_t I> KT_INLINE constexpr T& impl_get() & noexcept { return I == 0 ? re_ : im_; }
  template <std::size_t I> KT_INLINE constexpr const T& impl_get() const& noexcept { return I == 0 ? re_ : im_; }

  using value_type = T;
  complex() = default;
  complex(const complex&) = default;
  complex& operator=(const complex&) = default;
  template <class U, std::enable_if_t<std::is_convertible<U, T>::value, int> = 0>
  KT_INLINE constexpr complex(const complex<U>& o) : re_(o.real()), im_(o.imag()) {}
  complex(const std::complex<T>& s) : re_(s.real()), im_(s.imag()) {}
  KT_INLINE constexpr complex(const T& re) : re_(re), im_(0) {}
  KT_INLINE constexpr complex(const T& re, const T& im) : re_(re), im_(im) {}
  KT_INLINE constexpr complex& operator=(const T& v) {
    re_ = v;
    im_ = 0;
    return *this;
  }
  complex& operator=(const std::complex<T>& s) {
    re_ = s.real();
    im_ = s.imag();
    return *this;
  }
  operator std::complex<T>() const { return std::complex<T>(re_, im_); }

  KT_INLINE constexpr T& real() { return re_; }
  KT_INLINE constexpr T& imag() { return im_; }
  KT_INLINE constexpr T real() const { return re_; }
  KT_INLINE constexpr T imag() const { return im_; }
  KT_INLINE constexpr void real(T v) { re_ = v; }
  KT_INLINE constexpr void imag(T v) { im_ = v; }

  KT_INLINE constexpr complex& operator+=(const complex& o) {
    re_ += o.re_;
    im_ += o.im_;
    return *this;
  }
  KT_INLINE complex& operator+=(const T& v) {
    re_ += v;
    return *this;
  }
  KT_INLINE complex& operator-=(const complex& o) {
    re_ -= o.re_;
    im_ -= o.im_;
    return *this;
  }
  KT_INLINE complex& operator-=(const T& v) {
    re_ -= v;
    return *this;
  }
  KT_INLINE complex& operator*=(const complex& o) {
    const T r = re_ * o.re_ - im_ * o.im_;
    im_ = re_ * o.im_ + im_ * o.re_;
    re_ = r;
    return *this;
  }
  KT_INLINE complex& operator*=(const T& v) {
    re_ *= v;
    im_ *= v;
    return *this;
  }
  KT_INLINE complex& operator/=(const complex& o) {
    // x / y = (x / s) * conj(y / s) / |y / s|^2 with s = |re(y)| + |im(y)|.
    const T s = ::fabs(o.re_) + ::fabs(o.im_);
    if (s == T(0)) {
      re_ /= s;
      im_ /= s;
      return *this;
    }
    const T yr = o.re_ / s, yi = -o.im_ / s, xr = re_ / s, xi = im_ / s;
    const T n = yr * yr + yi * yi;
    re_ = (xr * yr - xi * yi) / n;
    im_ = (xr * yi + xi * yr) / n;
    return *this;
  }
  KT_INLINE complex& operator/=(const T& v) {
    re_ /= v;
    im_ /= v;
    return *this;
  }
};

namespace impl {
template <class A, class B> using cplx_common = complex<typename std::common_type<A, B>::type>;
template <class T> struct is_cplx : std::false_type {};
template <class T> struct is_cplx<complex<T>> : std::true_type {};
// A real operand of a mixed operation: an arithmetic type (not a complex, not a std::complex).
template <class T> using if_real = std::enable_if_t<std::is_arithmetic<T>::value, int>;
}  // namespace impl

// Arithmetic: complex op complex, complex op real, real op complex (result in the common type).
#define KT_CPLX_BINARY(OP)                                                                     \
  template <class A, class B> KT_INLINE impl::cplx_common<A, B> operator OP(const complex<A>& x, \
                                                                       const complex<B>& y) {  \
    impl::cplx_common<A, B> r(x);                                                               \
    return r OP## = impl::cplx_common<A, B>(y);                                                 \
  }                                                                                            \
  template <class A, class B, impl::if_real<B> = 0>                                            \
  KT_INLINE impl::cplx_common<A, B> operator OP(const complex<A>& x, const B& y) {             \
    impl::cplx_common<A, B> r(x);                                                               \
    return r OP## = typename impl::cplx_common<A, B>::value_type(y);                            \
  }                                                                                            \
  template <class A, class B, impl::if_real<A> = 0>                                            \
  KT_INLINE impl::cplx_common<A, B> operator OP(const A& x, const complex<B>& y) {             \
    impl::cplx_common<A, B> r(x);                                                               \
    return r OP## = impl::cplx_common<A, B>(y);                                                 \
  }
KT_CPLX_BINARY(+)
KT_CPLX_BINARY(-)
KT_CPLX_BINARY(*)
KT_CPLX_BINARY(/)
#undef KT_CPLX_BINARY
template <class T> KT_INLINE complex<T> operator+(const complex<T>& x) { return x; }
template <class T> KT_INLINE complex<T> operator-(const complex<T>& x) { return complex<T>(-x.real(), -x.imag()); }

template <class A, class B> KT_INLINE bool operator==(const complex<A>& x, const complex<B>& y) {
  return x.real() == y.real() && x.imag() == y.imag();
}
template <class A, class B, impl::if_real<B> = 0> KT_INLINE bool operator==(const complex<A>& x, const B& y) {
  return x.real() == y && x.imag() == A(0);
}
template <class A, class B, impl::if_real<A> = 0> KT_INLINE bool operator==(const A& x, const complex<B>& y) {
  return y == x;
}
template <class A, class B> KT_INLINE bool operator!=(const complex<A>& x, const complex<B>& y) { return !(x == y); }
template <class A, class B, impl::if_real<B> = 0> KT_INLINE bool operator!=(const complex<A>& x, const B& y) {
  return !(x == y);
}
template <class A, class B, impl::if_real<A> = 0> KT_INLINE bool operator!=(const A& x, const complex<B>& y) {
  return !(y == x);
}

// With std::complex (host code, as in Kokkos): *, == and != in both orders, exp.
template <class A, class B>
impl::cplx_common<A, B> operator*(const std::complex<A>& x, const complex<B>& y) {
  return impl::cplx_common<A, B>(x.real() * y.real() - x.imag() * y.imag(),
                                 x.real() * y.imag() + x.imag() * y.real());
}
template <class A, class B> bool operator==(const std::complex<A>& x, const complex<B>& y) {
  return x.real() == y.real() && x.imag() == y.imag();
}
template <class A, class B> bool operator==(const complex<A>& x, const std::complex<B>& y) {
  return x.real() == y.real() && x.imag() == y.imag();
}
template <class A, class B> bool operator!=(const std::complex<A>& x, const complex<B>& y) { return !(x == y); }
template <class A, class B> bool operator!=(const complex<A>& x, const std::complex<B>& y) { return !(x == y); }
template <class T> complex<T> exp(const std::complex<T>& c) {
  return complex<T>(std::exp(c.real()) * std::cos(c.imag()), std::exp(c.real()) * std::sin(c.imag()));
}

namespace impl {  // an arithmetic argument as a complex's value type: integers as double
template <class T> using promote_t = std::conditional_t<std::is_integral<T>::value, double, T>;
template <class T> using if_arith = std::enable_if_t<std::is_arithmetic<T>::value, int>;
}  // namespace impl
template <class A, impl::if_arith<A> = 0> KT_INLINE constexpr impl::promote_t<A> real(A x) { return x; }
template <class A, impl::if_arith<A> = 0> KT_INLINE constexpr impl::promote_t<A> imag(A) { return impl::promote_t<A>(); }
template <class A, impl::if_arith<A> = 0> KT_INLINE constexpr complex<impl::promote_t<A>> conj(A x) {
  return complex<impl::promote_t<A>>(x, -impl::promote_t<A>());
}

template <class T> KT_INLINE T real(const complex<T>& x) { return x.real(); }
template <class T> KT_INLINE T imag(const complex<T>& x) { return x.imag(); }
template <class T> KT_INLINE complex<T> conj(const complex<T>& x) { return complex<T>(x.real(), -x.imag()); }
template <class T> KT_INLINE T abs(const complex<T>& x) { return ::hypot(x.real(), x.imag()); }
template <class T> KT_INLINE complex<T> polar(const T& r, const T& theta = T()) {
  return complex<T>(r * ::cos(theta), r * ::sin(theta));
}
template <class T> KT_INLINE complex<T> exp(const complex<T>& x) {
  const T e = ::exp(x.real());
  return complex<T>(e * ::cos(x.imag()), e * ::sin(x.imag()));
}
template <class T> KT_INLINE complex<T> log(const complex<T>& x) {
  return complex<T>(::log(abs(x)), ::atan2(x.imag(), x.real()));
}
template <class T> KT_INLINE complex<T> log10(const complex<T>& x) { return log(x) / ::log(T(10)); }
// Principal square root (sqrt(conj z) = conj(sqrt z); the real part is never negative).
template <class T> KT_INLINE complex<T> sqrt(const complex<T>& x) {
  const T r = x.real(), i = x.imag();
  if (r == T(0)) {
    const T t = ::sqrt(::fabs(i) / 2);
    return complex<T>(t, i < T(0) ? -t : t);
  }
  const T t = ::sqrt(2 * (abs(x) + ::fabs(r))), u = t / 2;
  if (r > T(0)) return complex<T>(u, i / t);
  return complex<T>(::fabs(i) / t, i < T(0) ? -u : u);
}
template <class T> KT_INLINE complex<T> pow(const complex<T>& x, const complex<T>& y) {
  return x == T(0) ? complex<T>(T(0)) : exp(y * log(x));
}
template <class T, class U, impl::if_real<U> = 0>
KT_INLINE impl::cplx_common<T, U> pow(const complex<T>& x, const U& y) {
  using R = typename impl::cplx_common<T, U>::value_type;
  const R r = abs(x), theta = ::atan2(x.imag(), x.real());
  return polar(R(::pow(r, R(y))), R(y) * theta);
}
template <class T, class U, impl::if_real<T> = 0>
KT_INLINE impl::cplx_common<T, U> pow(const T& x, const complex<U>& y) {
  using C = impl::cplx_common<T, U>;
  return pow(C(x), C(y));
}
template <class T> KT_INLINE complex<T> sin(const complex<T>& x) {
  return complex<T>(::sin(x.real()) * ::cosh(x.imag()), ::cos(x.real()) * ::sinh(x.imag()));
}
template <class T> KT_INLINE complex<T> cos(const complex<T>& x) {
  return complex<T>(::cos(x.real()) * ::cosh(x.imag()), -::sin(x.real()) * ::sinh(x.imag()));
}
template <class T> KT_INLINE complex<T> tan(const complex<T>& x) { return sin(x) / cos(x); }
template <class T> KT_INLINE complex<T> sinh(const complex<T>& x) {
  return complex<T>(::sinh(x.real()) * ::cos(x.imag()), ::cosh(x.real()) * ::sin(x.imag()));
}
template <class T> KT_INLINE complex<T> cosh(const complex<T>& x) {
  return complex<T>(::cosh(x.real()) * ::cos(x.imag()), ::sinh(x.real()) * ::sin(x.imag()));
}
template <class T> KT_INLINE complex<T> tanh(const complex<T>& x) { return sinh(x) / cosh(x); }
template <class T> KT_INLINE complex<T> asinh(const complex<T>& x) { return log(x + sqrt(x * x + T(1))); }
template <class T> KT_INLINE complex<T> acosh(const complex<T>& x) {
  return log(x + sqrt(x + T(1)) * sqrt(x - T(1)));
}
template <class T> KT_INLINE complex<T> atanh(const complex<T>& x) {
  return T(0.5) * (log(T(1) + x) - log(T(1) - x));
}
template <class T> KT_INLINE complex<T> asin(const complex<T>& x) {  // -i asinh(i x)
  const complex<T> r = asinh(complex<T>(-x.imag(), x.real()));
  return complex<T>(r.imag(), -r.real());
}
template <class T> KT_INLINE complex<T> acos(const complex<T>& x) {
  const complex<T> a = asin(x);
  return complex<T>(T(1.57079632679489661923132169163975144) - a.real(), -a.imag());
}
template <class T> KT_INLINE complex<T> atan(const complex<T>& x) {  // -i atanh(i x)
  const complex<T> r = atanh(complex<T>(-x.imag(), x.real()));
  return complex<T>(r.imag(), -r.real());
}

// Host streams, as std::complex prints and reads "(re,im)".
template <class T> std::ostream& operator<<(std::ostream& os, const complex<T>& x) {
  return os << std::complex<T>(x.real(), x.imag());
}
template <class T> std::istream& operator>>(std::istream& is, complex<T>& x) {
  std::complex<T> s;
  if (is >> s) x = s;
  return is;
}

// Reductions: Sum and Prod (reducers.hpp's identities would give (1, 1) for prod).
template <class T> struct reduction_identity<complex<T>> {
  KT_HD static constexpr complex<T> sum() { return complex<T>(T(0), T(0)); }
  KT_HD static constexpr complex<T> prod() { return complex<T>(T(1), T(0)); }
};

// ---- Atomics on a complex ----
// atomic_add / atomic_sub (and atomic_inc / atomic_dec, which call them) are one atomic add per
// part: each part's final value is exact whatever the order, as for two separate scalars.
// Every other atomic Kokkos defines on a complex (mul, div, the fetch forms of add, sub, mul and
// div, exchange, compare_exchange, load, store) updates the pair as one: a compare-and-swap
// loop on its 64 bits for complex<float>, else under a spin lock picked by its address, as
// Kokkos does for values wider than 8 bytes. The lock and the per-part adds do not exclude each
// other: the translator refuses a kernel that uses both on a 16-byte complex (KT1046).
// The locks are kt/core/atomics.hpp's, per translation unit.
template <class T> KT_INLINE void atomic_add(complex<T>* p, impl::id_t<complex<T>> v) {
  T* parts = reinterpret_cast<T*>(p);
  atomic_add(parts, v.real());
  atomic_add(parts + 1, v.imag());
}
template <class T> KT_INLINE void atomic_sub(complex<T>* p, impl::id_t<complex<T>> v) {
  T* parts = reinterpret_cast<T*>(p);
  atomic_sub(parts, v.real());
  atomic_sub(parts + 1, v.imag());
}

namespace impl {
// The updates, as functors whose call is KT_HD (OpenACC: always inlined; GCC 12 does not inline
// a lambda holding a complex division into the compute construct).
#define KT_COMPLEX_OP(NAME, ...) \
  struct NAME { template <class C> KT_HD C operator()(const C& a, const C& x, const C& y) const { return (__VA_ARGS__); } };
KT_COMPLEX_OP(cx_add, (void)y, a + x) KT_COMPLEX_OP(cx_sub, (void)y, a - x) KT_COMPLEX_OP(cx_mul, (void)y, a * x)
KT_COMPLEX_OP(cx_div, (void)y, a / x) KT_COMPLEX_OP(cx_set, (void)a, (void)y, x) KT_COMPLEX_OP(cx_keep, (void)x, (void)y, a)
KT_COMPLEX_OP(cx_cas, a == x ? y : a)
#undef KT_COMPLEX_OP

// Replaces *p by Op()(*p, x, y) under its lock; returns the old value. A thread that misses the
// lock tries again in the next iteration, after the holder's (no spinning inside the branch,
// which could starve the holder on a GPU without independent thread scheduling).
template <class Op, class T>
KT_INLINE complex<T> locked_update(complex<T>* p, const complex<T>& x, const complex<T>& y = complex<T>()) {
  unsigned* lock = atomic_lock_for(p, sizeof(complex<T>));  // kt/core/atomics.hpp
  volatile T* parts = reinterpret_cast<volatile T*>(p);
  complex<T> old;
  bool done = false;
  while (!done) {
    if (atomic_compare_exchange(lock, 0u, 1u) == 0u) {
      memory_fence();
      const T re = parts[0], im = parts[1];
      old = complex<T>(re, im);
      const complex<T> next = Op()(old, x, y);
      parts[0] = next.real();
      parts[1] = next.imag();
      memory_fence();
      atomic_exchange(lock, 0u);
      done = true;
    }
  }
  return old;
}
// An 8-byte complex (complex<float>): a compare-and-swap loop on its 64 bits, lock-free (and so
// atomic with respect to atomic_add / atomic_sub on its parts).
template <class Op, class T>
KT_INLINE complex<T> cas_update(complex<T>* p, const complex<T>& x, const complex<T>& y = complex<T>()) {
  using U = unsigned long long;
  static_assert(sizeof(complex<T>) == sizeof(U), "cas_update: an 8-byte complex");
  U* q = reinterpret_cast<U*>(p);
  U seen = atomic_load(q);
  while (true) {
    T ap[2];
    __builtin_memcpy(ap, &seen, sizeof(U));
    const complex<T> a(ap[0], ap[1]);
    const complex<T> b = Op()(a, x, y);
    const T bp[2] = {b.real(), b.imag()};
    U next;
    __builtin_memcpy(&next, bp, sizeof(U));
    const U was = atomic_compare_exchange(q, seen, next);
    if (was == seen) return a;
    seen = was;
  }
}
template <class Op, class T>
KT_INLINE complex<T> update(complex<T>* p, const complex<T>& x, const complex<T>& y = complex<T>()) {
  if constexpr (sizeof(complex<T>) == 8) return cas_update<Op>(p, x, y);
  else return locked_update<Op>(p, x, y);
}
}  // namespace impl

#define KT_COMPLEX_FETCH(NAME)                                                                             \
  template <class T> KT_INLINE complex<T> atomic_fetch_##NAME(complex<T>* p, impl::id_t<complex<T>> v) { \
    return impl::update<impl::cx_##NAME>(p, v);                                                    \
  }
KT_COMPLEX_FETCH(add) KT_COMPLEX_FETCH(sub) KT_COMPLEX_FETCH(mul) KT_COMPLEX_FETCH(div)
#undef KT_COMPLEX_FETCH
template <class T> KT_INLINE complex<T> atomic_exchange(complex<T>* p, impl::id_t<complex<T>> v) {
  return impl::update<impl::cx_set>(p, v);
}
// Returns the old value; the store happened iff old == expected.
template <class T>
KT_INLINE complex<T> atomic_compare_exchange(complex<T>* p, impl::id_t<complex<T>> expected,
                                             impl::id_t<complex<T>> desired) {
  return impl::update<impl::cx_cas>(p, expected, desired);
}
template <class T> KT_INLINE complex<T> atomic_load(complex<T>* p) {
  return impl::update<impl::cx_keep>(p, complex<T>());
}
template <class T> KT_INLINE void atomic_store(complex<T>* p, impl::id_t<complex<T>> v) { (void)atomic_exchange(p, v); }

template <std::size_t I, class T> KT_INLINE constexpr T& get(complex<T>& z) noexcept {
  static_assert(I < 2, "kt::get: complex has two parts");
  return z.template impl_get<I>();
}
template <std::size_t I, class T> KT_INLINE constexpr T&& get(complex<T>&& z) noexcept {
  return static_cast<T&&>(get<I>(z));
}
template <std::size_t I, class T> KT_INLINE constexpr const T& get(const complex<T>& z) noexcept {
  static_assert(I < 2, "kt::get: complex has two parts");
  return z.template impl_get<I>();
}
template <std::size_t I, class T> KT_INLINE constexpr const T&& get(const complex<T>&& z) noexcept {
  return static_cast<const T&&>(get<I>(z));
}

}  // namespace kt

template <class T> struct std::tuple_size<kt::complex<T>> : std::integral_constant<std::size_t, 2> {};
template <std::size_t I, class T> struct std::tuple_element<I, kt::complex<T>> { using type = T; };
