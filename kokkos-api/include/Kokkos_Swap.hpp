// kokkos-translate: declaration-only Kokkos::kokkos_swap (Kokkos_Swap.hpp, Kokkos 4.3), which
// Kokkos_Core.hpp includes. See README.md.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_SWAP_HPP
#define KOKKOS_SWAP_HPP
#include <cstddef>
#include <type_traits>
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
namespace Kokkos {
template <class T>
constexpr std::enable_if_t<std::is_move_constructible<T>::value && std::is_move_assignable<T>::value>
kokkos_swap(T& a, T& b) noexcept {}
template <class T, std::size_t N> constexpr void kokkos_swap(T (&a)[N], T (&b)[N]) noexcept {}
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_SWAP_HPP
