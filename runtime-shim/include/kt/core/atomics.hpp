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

namespace impl {
// What an element access of a `MemoryTraits<Atomic>` View returns (Kokkos' AtomicDataElement):
// every read is an atomic load, every write an atomic store, and every compound assignment,
// ++ and -- one atomic read-modify-write. Compound assignments and prefix ++/-- return the new
// value, postfix ++/-- the old one, `=` the value stored (as Kokkos).
template <class T> struct AtomicRef {
  using kt_value_type = T;
  T* ptr;
  KT_HD operator T() const { return atomic_load(ptr); }
  KT_HD T operator=(id_t<T> v) const {
    atomic_store(ptr, v);
    return v;
  }
  KT_HD T operator=(const AtomicRef& o) const { return *this = T(o); }
  KT_HD T operator++() const { return atomic_add_fetch(ptr, T(1)); }
  KT_HD T operator--() const { return atomic_sub_fetch(ptr, T(1)); }
  KT_HD T operator++(int) const { return atomic_fetch_add(ptr, T(1)); }
  KT_HD T operator--(int) const { return atomic_fetch_sub(ptr, T(1)); }
#define KT_ATOMIC_REF_OP(OP, NAME) \
  KT_HD T operator OP(id_t<T> v) const { return atomic_##NAME##_fetch(ptr, v); }
  KT_ATOMIC_REF_OP(+=, add) KT_ATOMIC_REF_OP(-=, sub) KT_ATOMIC_REF_OP(*=, mul) KT_ATOMIC_REF_OP(/=, div)
  KT_ATOMIC_REF_OP(%=, mod) KT_ATOMIC_REF_OP(&=, and) KT_ATOMIC_REF_OP(|=, or) KT_ATOMIC_REF_OP(^=, xor)
  KT_ATOMIC_REF_OP(<<=, lshift) KT_ATOMIC_REF_OP(>>=, rshift)
#undef KT_ATOMIC_REF_OP
  // a(i) + v, a(i) - v, a(i) * v, a(i) / v on a class value type (Kokkos::complex), as Kokkos'
  // AtomicDataElement members (the element is read with one atomic load); an arithmetic element
  // converts to its value instead.
#define KT_ATOMIC_REF_BINARY(OP) \
  template <class V = T, std::enable_if_t<!std::is_arithmetic<V>::value, int> = 0> \
  KT_HD T operator OP(id_t<T> v) const { return T(*this) OP v; }
  KT_ATOMIC_REF_BINARY(+) KT_ATOMIC_REF_BINARY(-) KT_ATOMIC_REF_BINARY(*) KT_ATOMIC_REF_BINARY(/)
#undef KT_ATOMIC_REF_BINARY
};
}  // namespace impl

}  // namespace kt
#undef KT_USE_DEV_ATOMICS
