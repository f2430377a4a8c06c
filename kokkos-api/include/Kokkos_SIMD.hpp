// Kokkos_SIMD.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md): enough of
// Kokkos 4's Kokkos::Experimental::simd for programs that use it to parse, so that the translator
// can refuse it with KT1006 (the runtime shim has no SIMD types).
#pragma once
#include "Kokkos_Core.hpp"
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {
namespace Experimental {
namespace simd_abi { struct scalar {}; using native = scalar; }
struct element_aligned_tag {}; struct vector_aligned_tag {};
inline constexpr element_aligned_tag element_aligned{}; inline constexpr vector_aligned_tag vector_aligned{};
template <class T, class Abi = simd_abi::native> class simd {
 public:
  using value_type = T; using abi_type = Abi;
  static constexpr std::size_t size() { return 1; }
  simd() = default;
  template <class U, class = std::enable_if_t<std::is_convertible<U, T>::value>> simd(U&& v) : m_v(v) {}
  template <class Tag> void copy_from(T const* p, Tag) { m_v = *p; }
  template <class Tag> void copy_to(T* p, Tag) const { *p = m_v; }
  T operator[](std::size_t) const { return m_v; }
  friend simd operator+(simd const& a, simd const& b) { return a; }
  friend simd operator-(simd const& a, simd const& b) { return a; }
  friend simd operator*(simd const& a, simd const& b) { return a; }
  friend simd operator/(simd const& a, simd const& b) { return a; }

 private:
  T m_v{};
};
template <class T> using native_simd = simd<T, simd_abi::native>;
}  // namespace Experimental
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
