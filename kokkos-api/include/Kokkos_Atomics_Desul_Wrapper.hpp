// kokkos-translate: the desul atomics Kokkos 4.x is built on (desul/atomics.hpp), as far as
// programs call them directly: desul::atomic_* with a memory order and a memory scope.
// Declaration only. `desul` is a namespace alias of Kokkos::desul here, so that the translator
// sees a Kokkos name and refuses it with KT1006 (the runtime shim has no desul); with real
// Kokkos it is a namespace of its own. Kokkos_Core.hpp includes this file. See README.md.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_ATOMICS_DESUL_WRAPPER_HPP
#define KOKKOS_ATOMICS_DESUL_WRAPPER_HPP
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
namespace Kokkos {
namespace desul {
struct MemoryOrderSeqCst {}; struct MemoryOrderAcqRel {}; struct MemoryOrderAcquire {};
struct MemoryOrderRelease {}; struct MemoryOrderRelaxed {};
struct MemoryScopeSystem {}; struct MemoryScopeNode {}; struct MemoryScopeDevice {};
struct MemoryScopeCore {}; struct MemoryScopeCaller {};
#define KOKKOS_IMPL_DESUL_BINARY(NAME) \
  template <class T, class MemoryOrder, class MemoryScope> \
  T NAME(T* const dest, const Kokkos::Impl::rcv_t<T> val, MemoryOrder, MemoryScope) { return *dest; }
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_add) KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_sub)
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_max) KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_min)
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_mul) KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_div)
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_and) KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_or)
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_xor) KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_inc_mod)
KOKKOS_IMPL_DESUL_BINARY(atomic_fetch_dec_mod) KOKKOS_IMPL_DESUL_BINARY(atomic_exchange)
KOKKOS_IMPL_DESUL_BINARY(atomic_add_fetch) KOKKOS_IMPL_DESUL_BINARY(atomic_sub_fetch)
#undef KOKKOS_IMPL_DESUL_BINARY
template <class T, class MemoryOrder, class MemoryScope>
T atomic_load(T* const dest, MemoryOrder, MemoryScope) { return *dest; }
template <class T, class MemoryOrder, class MemoryScope>
void atomic_store(T* const dest, const Kokkos::Impl::rcv_t<T> val, MemoryOrder, MemoryScope) {}
template <class T, class MemoryOrder, class MemoryScope>
T atomic_compare_exchange(T* const dest, const Kokkos::Impl::rcv_t<T> compare, const Kokkos::Impl::rcv_t<T> val,
                          MemoryOrder, MemoryScope) { return *dest; }
}  // namespace desul
}  // namespace Kokkos
namespace desul = Kokkos::desul;
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_ATOMICS_DESUL_WRAPPER_HPP
