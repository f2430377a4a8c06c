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
// Runs f between fences unless the order is relaxed.
template <class O, class S, class F> KT_INLINE auto ordered(F f) {
  static_assert(device_scope_v<S>, "kt::desul: only device, core and caller scopes");
  if constexpr (std::is_same<O, MemoryOrderRelaxed>::value) {
    return f();
  } else {
    kt::memory_fence();
    auto r = f();
    kt::memory_fence();
    return r;
  }
}
// old -> new by f, as one compare-exchange loop; returns old.
template <class T, class F> KT_INLINE T fetch_update(T* p, F f) {
  T old = kt::atomic_load(p);
  for (;;) {
    T prev = kt::atomic_compare_exchange(p, old, f(old));
    if (prev == old) return old;
    old = prev;
  }
}
}  // namespace impl

#define KT_DESUL_BINARY(NAME)                                                                 \
  template <class T, class O, class S>                                                        \
  KT_INLINE T NAME(T* const p, const kt::impl::id_t<T> v, O, S) {                             \
    return impl::ordered<O, S>([&] { return kt::NAME(p, v); });                               \
  }
KT_DESUL_BINARY(atomic_fetch_add) KT_DESUL_BINARY(atomic_fetch_sub)
KT_DESUL_BINARY(atomic_fetch_max) KT_DESUL_BINARY(atomic_fetch_min)
KT_DESUL_BINARY(atomic_fetch_mul) KT_DESUL_BINARY(atomic_fetch_div)
KT_DESUL_BINARY(atomic_fetch_and) KT_DESUL_BINARY(atomic_fetch_or)
KT_DESUL_BINARY(atomic_fetch_xor) KT_DESUL_BINARY(atomic_exchange)
KT_DESUL_BINARY(atomic_add_fetch) KT_DESUL_BINARY(atomic_sub_fetch)
#undef KT_DESUL_BINARY

// CUDA's atomicInc / atomicDec: old >= n ? 0 : old + 1, and old == 0 || old > n ? n : old - 1.
template <class T, class O, class S>
KT_INLINE T atomic_fetch_inc_mod(T* const p, const kt::impl::id_t<T> n, O, S) {
  return impl::ordered<O, S>([&] { return impl::fetch_update(p, [n](T a) -> T { return a >= n ? T(0) : T(a + 1); }); });
}
template <class T, class O, class S>
KT_INLINE T atomic_fetch_dec_mod(T* const p, const kt::impl::id_t<T> n, O, S) {
  return impl::ordered<O, S>(
      [&] { return impl::fetch_update(p, [n](T a) -> T { return (a == T(0) || a > n) ? n : T(a - 1); }); });
}
template <class T, class O, class S> KT_INLINE T atomic_load(T* const p, O, S) {
  return impl::ordered<O, S>([&] { return kt::atomic_load(p); });
}
template <class T, class O, class S> KT_INLINE void atomic_store(T* const p, const kt::impl::id_t<T> v, O, S) {
  impl::ordered<O, S>([&] { kt::atomic_store(p, v); return 0; });
}
template <class T, class O, class S>
KT_INLINE T atomic_compare_exchange(T* const p, const kt::impl::id_t<T> expected, const kt::impl::id_t<T> desired,
                                    O, S) {
  return impl::ordered<O, S>([&] { return kt::atomic_compare_exchange(p, expected, desired); });
}
}  // namespace desul
}  // namespace kt
