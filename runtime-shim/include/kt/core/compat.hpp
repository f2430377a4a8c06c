// kt/core/compat.hpp: what translated programs get from real Kokkos without naming it: the
// standard headers Kokkos_Core.hpp includes transitively and the KOKKOS_* macros that stay in
// the translated text (part of the kokkos-translate runtime shim; runtime-shim/API.md, Macros).
#pragma once
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include "config.hpp"

// The Kokkos version the translation was made against (kokkos-api/: 4.2.0), so user code that
// prints or tests it (`#if KOKKOS_VERSION >= 40000`) sees the same value as at translation.
#ifndef KOKKOS_VERSION
#define KOKKOS_VERSION_MAJOR 4
#define KOKKOS_VERSION_MINOR 2
#define KOKKOS_VERSION_PATCH 0
#define KOKKOS_VERSION 40200
#define KOKKOS_IMPL_VERSION_OF(M, m, p) ((M) * 10000 + (m) * 100 + (p))
#define KOKKOS_VERSION_LESS(M, m, p) (KOKKOS_VERSION < KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_LESS_EQUAL(M, m, p) (KOKKOS_VERSION <= KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_GREATER(M, m, p) (KOKKOS_VERSION > KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_GREATER_EQUAL(M, m, p) (KOKKOS_VERSION >= KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_EQUAL(M, m, p) (KOKKOS_VERSION == KOKKOS_IMPL_VERSION_OF(M, m, p))
#endif
#ifndef KOKKOS_ENABLE_CXX17
#define KOKKOS_ENABLE_CXX17
#endif
#ifndef KOKKOS_MEMORY_ALIGNMENT
#define KOKKOS_MEMORY_ALIGNMENT 64
#endif
#ifndef KOKKOS_INVALID_INDEX
#define KOKKOS_INVALID_INDEX (~std::size_t(0))
#endif
#ifndef KOKKOS_DEDUCTION_GUIDE
#define KOKKOS_DEDUCTION_GUIDE
#endif
#ifndef KOKKOS_DEPRECATED
#define KOKKOS_DEPRECATED [[deprecated]]
#define KOKKOS_DEPRECATED_WITH_COMMENT(comment) [[deprecated(comment)]]
#endif
#ifndef KOKKOS_INLINE_FUNCTION_DELETED
#define KOKKOS_INLINE_FUNCTION_DELETED inline
#endif
#ifndef KOKKOS_ATTRIBUTE_NODISCARD
#define KOKKOS_ATTRIBUTE_NODISCARD [[nodiscard]]
#endif
#ifndef KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_PUSH  // Kokkos_Macros.hpp: nothing here
#define KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_PUSH()
#define KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_POP()
#endif
#ifndef KOKKOS_RESTRICT
#define KOKKOS_RESTRICT __restrict__
#endif
// The function and lambda markers. The translator rewrites every use it sees into the target's
// qualifiers; these make a test such as `#ifndef KOKKOS_CLASS_LAMBDA` go as it does with Kokkos
// (and serve code written against the shim by hand).
#ifndef KOKKOS_FUNCTION
#define KOKKOS_FUNCTION KT_HD
#define KOKKOS_INLINE_FUNCTION KT_INLINE
#define KOKKOS_FORCEINLINE_FUNCTION KT_INLINE
#define KOKKOS_DEFAULTED_FUNCTION KT_HD_DEFAULTED
#endif
#ifndef KOKKOS_LAMBDA
#if defined(__CUDACC__) || defined(__HIPCC__)
#define KOKKOS_LAMBDA [=] __host__ __device__
#define KOKKOS_CLASS_LAMBDA [=, *this] __host__ __device__
#else
#define KOKKOS_LAMBDA [=]
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif
#endif
#ifndef KOKKOS_IMPL_STRIP_PARENS
#define KOKKOS_IMPL_STRIP_PARENS(...) __VA_ARGS__
#endif
// Kokkos 4's host/device branches. A target header whose device code is not a separate
// preprocessor pass (OpenACC) defines both first, as run-time tests.
#ifndef KOKKOS_IF_ON_DEVICE
#if defined(KT_DEVICE_COMPILE) || defined(__NVPTX__) || defined(__AMDGCN__)
#define KOKKOS_IF_ON_DEVICE(CODE) { KOKKOS_IMPL_STRIP_PARENS CODE }
#define KOKKOS_IF_ON_HOST(CODE) {}
#else
#define KOKKOS_IF_ON_DEVICE(CODE) {}
#define KOKKOS_IF_ON_HOST(CODE) { KOKKOS_IMPL_STRIP_PARENS CODE }
#endif
#endif
// Kokkos' KOKKOS_ASSERT: nothing, as in a release build of Kokkos; with KOKKOS_ENABLE_DEBUG
// (as a debug build of Kokkos) a false condition aborts.
#if !defined(KOKKOS_ASSERT) && !defined(KOKKOS_ENABLE_DEBUG)
#define KOKKOS_ASSERT(...)
#elif !defined(KOKKOS_ASSERT)
#define KOKKOS_ASSERT(...)                                                                  \
  {                                                                                        \
    if (!bool(__VA_ARGS__))                                                                \
      ::kt::abort("Kokkos contract violation:\n    Asserted condition `" #__VA_ARGS__         \
                  "` evaluated false.");                                                   \
  }
#endif

namespace kt {
// Kokkos::kokkos_swap (Kokkos 4.3): std::swap that also runs in kernels.
template <class T> KT_INLINE constexpr void kokkos_swap(T& a, T& b) noexcept {
  T t(static_cast<T&&>(a));
  a = static_cast<T&&>(b);
  b = static_cast<T&&>(t);
}
template <class T, std::size_t N> KT_INLINE constexpr void kokkos_swap(T (&a)[N], T (&b)[N]) noexcept {
  for (std::size_t i = 0; i < N; ++i) kokkos_swap(a[i], b[i]);
}
namespace Impl {
// Kokkos::Impl::TypeInfo<T>::name(): the name of T as the compiler spells it (host code).
template <class T> struct TypeInfo {
  static std::string_view name() {
    const std::string_view s = __PRETTY_FUNCTION__;  // "... [with T = X; ...]" or "... [T = X]"
    std::size_t b = s.find("T = ");
    if (b == std::string_view::npos) return s;
    b += 4;
    return s.substr(b, s.find_first_of(";]", b) - b);
  }
};
}  // namespace Impl

// Kokkos_DetectionIdiom.hpp: the detection idiom of the Library Fundamentals TS v2.
struct nonesuch {
  nonesuch() = delete;
  ~nonesuch() = delete;
  nonesuch(nonesuch const&) = delete;
  void operator=(nonesuch const&) = delete;
};
namespace impl {
template <class Default, class AlwaysVoid, template <class...> class Op, class... Args> struct detector {
  using value_t = std::false_type;
  using type = Default;
};
template <class Default, template <class...> class Op, class... Args>
struct detector<Default, std::void_t<Op<Args...>>, Op, Args...> {
  using value_t = std::true_type;
  using type = Op<Args...>;
};
}  // namespace impl
template <template <class...> class Op, class... Args>
using is_detected = typename impl::detector<nonesuch, void, Op, Args...>::value_t;
template <template <class...> class Op, class... Args>
using detected_t = typename impl::detector<nonesuch, void, Op, Args...>::type;
template <class Default, template <class...> class Op, class... Args>
using detected_or = impl::detector<Default, void, Op, Args...>;
template <class Default, template <class...> class Op, class... Args>
using detected_or_t = typename detected_or<Default, Op, Args...>::type;
template <class Expected, template <class...> class Op, class... Args>
using is_detected_exact = std::is_same<Expected, detected_t<Op, Args...>>;
template <class To, template <class...> class Op, class... Args>
using is_detected_convertible = std::is_convertible<detected_t<Op, Args...>, To>;
template <template <class...> class Op, class... Args>
inline constexpr bool is_detected_v = is_detected<Op, Args...>::value;
template <class Expected, template <class...> class Op, class... Args>
inline constexpr bool is_detected_exact_v = is_detected_exact<Expected, Op, Args...>::value;
template <class To, template <class...> class Op, class... Args>
inline constexpr bool is_detected_convertible_v = is_detected_convertible<To, Op, Args...>::value;
}  // namespace kt
