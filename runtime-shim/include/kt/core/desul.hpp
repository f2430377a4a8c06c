// kt/core/desul.hpp: the desul atomics Kokkos 4 is built on, as programs call them directly
// (`desul::atomic_fetch_inc_mod(p, n, desul::MemoryOrderRelaxed(), desul::MemoryScopeDevice())`).
// Each maps to the shim's atomic of the same operation (kt/core/atomics.hpp), which is
// indivisible at device scope. A memory order stronger than relaxed puts a full fence
// (kt::memory_fence) before and after the operation, which is at least as strong as any order.
// The scopes provided are those device-scope atomics satisfy (Device, Core, Caller); Node and
// System scope are not provided (the translator refuses them, KT1006).
#pragma once
#include "atomics.hpp"

namespace kt {
namespace desul {
struct MemoryOrderSeqCst {};
struct MemoryOrderAcqRel {};
struct MemoryOrderAcquire {};
struct MemoryOrderRelease {};
struct MemoryOrderRelaxed {};
struct MemoryScopeDevice {};
struct MemoryScopeCore {};
struct MemoryScopeCaller {};

namespace impl {
template <class S> constexpr bool device_scope_v =
    std::is_same<S, MemoryScopeDevice>::value || std::is_same<S, MemoryScopeCore>::value ||
    std::is_same<S, MemoryScopeCaller>::value;
// The fence an order other than relaxed puts before and after the operation. (No lambdas
// here: GCC 12's nvptx offload compiler crashes on them in OpenACC device code.)
template <class O, class S> KT_INLINE void fence() {
  static_assert(device_scope_v<S>, "kt::desul: only device, core and caller scopes");
  if constexpr (!std::is_same<O, MemoryOrderRelaxed>::value) kt::memory_fence();
}
}  // namespace impl

#define KT_DESUL_BINARY(NAME)                                                                 \
  template <class T, class O, class S>                                                        \
  KT_INLINE T NAME(T* const p, const kt::impl::id_t<T> v, O, S) {                             \
    impl::fence<O, S>();                                                                      \
    const T r = kt::NAME(p, v);                                                               \
    impl::fence<O, S>();                                                                      \
    return r;                                                                                 \
  }
KT_DESUL_BINARY(atomic_fetch_add) KT_DESUL_BINARY(atomic_fetch_sub)
KT_DESUL_BINARY(atomic_fetch_max) KT_DESUL_BINARY(atomic_fetch_min)
KT_DESUL_BINARY(atomic_fetch_mul) KT_DESUL_BINARY(atomic_fetch_div)
KT_DESUL_BINARY(atomic_fetch_and) KT_DESUL_BINARY(atomic_fetch_or)
KT_DESUL_BINARY(atomic_fetch_xor) KT_DESUL_BINARY(atomic_exchange)
KT_DESUL_BINARY(atomic_add_fetch) KT_DESUL_BINARY(atomic_sub_fetch)
#undef KT_DESUL_BINARY

// CUDA's atomicInc / atomicDec: old >= n ? 0 : old + 1, and old == 0 || old > n ? n : old - 1;
// one compare-exchange loop each, returning the old value.
template <class T, class O, class S>
KT_INLINE T atomic_fetch_inc_mod(T* const p, const kt::impl::id_t<T> n, O, S) {
  impl::fence<O, S>();
  T old = kt::atomic_load(p);
  for (;;) {
    const T prev = kt::atomic_compare_exchange(p, old, old >= n ? T(0) : T(old + 1));
    if (prev == old) break;
    old = prev;
  }
  impl::fence<O, S>();
  return old;
}
template <class T, class O, class S>
KT_INLINE T atomic_fetch_dec_mod(T* const p, const kt::impl::id_t<T> n, O, S) {
  impl::fence<O, S>();
  T old = kt::atomic_load(p);
  for (;;) {
    const T prev = kt::atomic_compare_exchange(p, old, (old == T(0) || old > n) ? T(n) : T(old - 1));
    if (prev == old) break;
    old = prev;
  }
  impl::fence<O, S>();
  return old;
}
template <class T, class O, class S> KT_INLINE T atomic_load(T* const p, O, S) {
  impl::fence<O, S>();
  const T r = kt::atomic_load(p);
  impl::fence<O, S>();
  return r;
}
template <class T, class O, class S> KT_INLINE void atomic_store(T* const p, const kt::impl::id_t<T> v, O, S) {
  impl::fence<O, S>();
  kt::atomic_store(p, v);
  impl::fence<O, S>();
}
template <class T, class O, class S>
KT_INLINE T atomic_compare_exchange(T* const p, const kt::impl::id_t<T> expected, const kt::impl::id_t<T> desired,
                                    O, S) {
  impl::fence<O, S>();
  const T r = kt::atomic_compare_exchange(p, expected, desired);
  impl::fence<O, S>();
  return r;
}
}  // namespace desul
}  // namespace kt
