// kt/core/atomics.hpp: Kokkos-style atomics. Device code of a target that defines
// KT_DEVICE_ATOMICS calls its kt::impl::dev::* primitives (declared before this file, see
// API.md); everything else uses GCC/Clang __atomic builtins (compare-exchange loops, so any
// 1/2/4/8/16-byte trivially copyable T works).
#pragma once
#include "config.hpp"

namespace kt {
namespace impl {
namespace builtin {
template <class T> KT_INLINE T cas(T* p, T expected, T desired) {
  __atomic_compare_exchange(p, &expected, &desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return expected;  // the old value in both outcomes
}
template <class T, class F> KT_INLINE T fetch_op(T* p, F f) {
  T old;
  __atomic_load(p, &old, __ATOMIC_RELAXED);
  T desired = f(old);
  while (!__atomic_compare_exchange(p, &old, &desired, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    desired = f(old);
  return old;
}
}  // namespace builtin
}  // namespace impl

#if defined(KT_DEVICE_COMPILE) && defined(KT_DEVICE_ATOMICS)
#define KT_USE_DEV_ATOMICS 1
#endif
#ifdef KT_USE_DEV_ATOMICS
#define KT_ATOMIC_PICK(dev_expr, host_expr) return dev_expr;
#else
#define KT_ATOMIC_PICK(dev_expr, host_expr) return host_expr;
#endif

// atomic_fetch_OP (returns old), atomic_OP_fetch (returns new), atomic_OP (no result).
#define KT_ATOMIC_DEFINE(NAME, EXPR)                                                          \
  template <class T> KT_INLINE T atomic_fetch_##NAME(T* p, impl::id_t<T> v) {                 \
    KT_ATOMIC_PICK(impl::dev::fetch_##NAME(p, v),                                             \
                   impl::builtin::fetch_op(p, [v](T a) -> T { return EXPR; }))                   \
  }                                                                                           \
  template <class T> KT_INLINE T atomic_##NAME##_fetch(T* p, impl::id_t<T> v) {               \
    T a = atomic_fetch_##NAME(p, v);                                                          \
    return EXPR;                                                                              \
  }                                                                                           \
  template <class T> KT_INLINE void atomic_##NAME(T* p, impl::id_t<T> v) { (void)atomic_fetch_##NAME(p, v); }
KT_ATOMIC_RMW_OPS(KT_ATOMIC_DEFINE)
#undef KT_ATOMIC_DEFINE

template <class T> KT_INLINE T atomic_exchange(T* p, impl::id_t<T> v) {
  KT_ATOMIC_PICK(impl::dev::exchange(p, v), impl::builtin::fetch_op(p, [v](T) -> T { return v; }))
}
// Returns the old value; the store happened iff old == expected.
template <class T> KT_INLINE T atomic_compare_exchange(T* p, impl::id_t<T> expected, impl::id_t<T> desired) {
  KT_ATOMIC_PICK(impl::dev::cas(p, expected, desired), impl::builtin::cas(p, expected, desired))
}
template <class T>
KT_INLINE bool atomic_compare_exchange_strong(T* p, impl::id_t<T> expected, impl::id_t<T> desired) {
  return atomic_compare_exchange(p, expected, desired) == expected;
}
template <class T> KT_INLINE T atomic_load(T* p) {
#ifdef KT_USE_DEV_ATOMICS
  return impl::dev::load(p);
#else
  T r;
  __atomic_load(p, &r, __ATOMIC_SEQ_CST);
  return r;
#endif
}
template <class T> KT_INLINE void atomic_store(T* p, impl::id_t<T> v) {
#ifdef KT_USE_DEV_ATOMICS
  impl::dev::store(p, v);
#else
  __atomic_store(p, &v, __ATOMIC_SEQ_CST);
#endif
}
template <class T> KT_INLINE void atomic_assign(T* p, impl::id_t<T> v) { atomic_store(p, v); }
template <class T> KT_INLINE T atomic_fetch_inc(T* p) { return atomic_fetch_add(p, T(1)); }
template <class T> KT_INLINE T atomic_fetch_dec(T* p) { return atomic_fetch_sub(p, T(1)); }
template <class T> KT_INLINE T atomic_inc_fetch(T* p) { return atomic_add_fetch(p, T(1)); }
template <class T> KT_INLINE T atomic_dec_fetch(T* p) { return atomic_sub_fetch(p, T(1)); }
template <class T> KT_INLINE void atomic_increment(T* p) { atomic_add(p, T(1)); }
template <class T> KT_INLINE void atomic_decrement(T* p) { atomic_sub(p, T(1)); }
template <class T> KT_INLINE void atomic_inc(T* p) { atomic_add(p, T(1)); }
template <class T> KT_INLINE void atomic_dec(T* p) { atomic_sub(p, T(1)); }
#undef KT_ATOMIC_PICK

KT_INLINE void memory_fence() {
#ifdef KT_USE_DEV_ATOMICS
  impl::dev::memory_fence();
#else
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}
KT_INLINE void load_fence() { memory_fence(); }
KT_INLINE void store_fence() { memory_fence(); }

}  // namespace kt
#undef KT_USE_DEV_ATOMICS
