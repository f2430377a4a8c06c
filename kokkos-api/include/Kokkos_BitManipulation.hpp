// kokkos-translate: Kokkos_BitManipulation.hpp (Kokkos 4.1), which Kokkos_Core.hpp includes. The
// functions are constexpr with bodies, so that constant expressions (static_assert) evaluate
// them; the runtime shim's kt/core/bit.hpp is what the output runs. See README.md.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_BIT_MANIPULATION_HPP
#define KOKKOS_BIT_MANIPULATION_HPP
#include <climits>
#include <cstring>
#include <type_traits>
namespace Kokkos {
namespace Impl {
template <class T>
inline constexpr bool is_standard_unsigned_integer_type_v =
    std::is_same_v<T, unsigned char> || std::is_same_v<T, unsigned short> || std::is_same_v<T, unsigned int> ||
    std::is_same_v<T, unsigned long> || std::is_same_v<T, unsigned long long>;
template <class T, class R> using bit_uint_t = std::enable_if_t<is_standard_unsigned_integer_type_v<T>, R>;
template <class T> inline constexpr int bit_digits = int(sizeof(T) * CHAR_BIT);
}  // namespace Impl
template <class To, class From>
std::enable_if_t<sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> && std::is_trivially_copyable_v<From>, To>
bit_cast(From const& from) noexcept { To to; std::memcpy(&to, &from, sizeof(To)); return to; }
template <class T> constexpr std::enable_if_t<std::is_integral_v<T>, T> byteswap(T x) noexcept {
  using U = std::make_unsigned_t<T>;
  U in = static_cast<U>(x), out = 0;
  for (std::size_t b = 0; b < sizeof(T); ++b) out = static_cast<U>((out << CHAR_BIT) | ((in >> (b * CHAR_BIT)) & 0xffu));
  return static_cast<T>(out);
}
template <class T> constexpr Impl::bit_uint_t<T, int> countl_zero(T x) noexcept {
  int n = 0;
  for (int b = Impl::bit_digits<T> - 1; b >= 0 && !((x >> b) & 1u); --b) ++n;
  return n;
}
template <class T> constexpr Impl::bit_uint_t<T, int> countl_one(T x) noexcept { return countl_zero(static_cast<T>(~x)); }
template <class T> constexpr Impl::bit_uint_t<T, int> countr_zero(T x) noexcept {
  int n = 0;
  for (int b = 0; b < Impl::bit_digits<T> && !((x >> b) & 1u); ++b) ++n;
  return n;
}
template <class T> constexpr Impl::bit_uint_t<T, int> countr_one(T x) noexcept { return countr_zero(static_cast<T>(~x)); }
template <class T> constexpr Impl::bit_uint_t<T, int> popcount(T x) noexcept {
  int n = 0;
  for (; x != 0; x = static_cast<T>(x & (x - 1))) ++n;
  return n;
}
template <class T> constexpr Impl::bit_uint_t<T, bool> has_single_bit(T x) noexcept { return x != 0 && (x & (x - 1)) == 0; }
template <class T> constexpr Impl::bit_uint_t<T, T> bit_width(T x) noexcept {
  return static_cast<T>(Impl::bit_digits<T> - countl_zero(x));
}
template <class T> constexpr Impl::bit_uint_t<T, T> bit_floor(T x) noexcept {
  return x == 0 ? T(0) : static_cast<T>(T(1) << (bit_width(x) - 1));
}
template <class T> constexpr Impl::bit_uint_t<T, T> bit_ceil(T x) noexcept {
  return x <= 1 ? T(1) : static_cast<T>(T(1) << bit_width(static_cast<T>(x - 1)));
}
template <class T> [[nodiscard]] constexpr Impl::bit_uint_t<T, T> rotl(T x, int s) noexcept {
  constexpr int d = Impl::bit_digits<T>;
  const int r = ((s % d) + d) % d;
  return r == 0 ? x : static_cast<T>((x << r) | (x >> (d - r)));
}
template <class T> [[nodiscard]] constexpr Impl::bit_uint_t<T, T> rotr(T x, int s) noexcept {
  constexpr int d = Impl::bit_digits<T>;
  const int r = ((s % d) + d) % d;
  return r == 0 ? x : static_cast<T>((x >> r) | (x << (d - r)));
}
namespace Experimental {
template <class To, class From> auto bit_cast_builtin(From const& from) noexcept -> decltype(Kokkos::bit_cast<To>(from)) {
  return Kokkos::bit_cast<To>(from);
}
template <class T> std::enable_if_t<std::is_integral_v<T>, T> byteswap_builtin(T x) noexcept { return byteswap(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, int> countl_zero_builtin(T x) noexcept { return countl_zero(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, int> countl_one_builtin(T x) noexcept { return countl_one(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, int> countr_zero_builtin(T x) noexcept { return countr_zero(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, int> countr_one_builtin(T x) noexcept { return countr_one(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, int> popcount_builtin(T x) noexcept { return popcount(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, bool> has_single_bit_builtin(T x) noexcept { return has_single_bit(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, T> bit_ceil_builtin(T x) noexcept { return bit_ceil(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, T> bit_floor_builtin(T x) noexcept { return bit_floor(x); }
template <class T> Kokkos::Impl::bit_uint_t<T, T> bit_width_builtin(T x) noexcept { return bit_width(x); }
template <class T> [[nodiscard]] Kokkos::Impl::bit_uint_t<T, T> rotl_builtin(T x, int s) noexcept { return rotl(x, s); }
template <class T> [[nodiscard]] Kokkos::Impl::bit_uint_t<T, T> rotr_builtin(T x, int s) noexcept { return rotr(x, s); }
}  // namespace Experimental
}  // namespace Kokkos
#endif  // KOKKOS_BIT_MANIPULATION_HPP
