// kt/core/atomics.hpp: Kokkos-style atomics. On 4- and 8-byte values, device code of a target
// that defines KT_DEVICE_ATOMICS calls its kt::impl::dev::* primitives (declared before this
// file, see API.md); everything else uses GCC/Clang __atomic builtins. Values of any other size
// (a 2-byte short, a 32-byte struct) are updated under a spin lock picked by their address, as
// Kokkos does for the sizes its hardware atomics lack (impl::locked_*, below).
#pragma once
#include <cstdint>
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

template <class T> constexpr bool word_atomic = sizeof(T) == 4 || sizeof(T) == 8;
// The updates of the locked path, as functors whose call is KT_HD (OpenACC: always inlined; GCC
// 12 does not inline a lambda into a compute construct at -O0).
#define KT_LOCKED_OP(NAME, EXPR) \
  struct locked_##NAME { template <class T> KT_HD T operator()(const T& a, const T& v) const { return EXPR; } };
KT_ATOMIC_RMW_OPS(KT_LOCKED_OP)
KT_LOCKED_OP(set, ((void)a, v))
#undef KT_LOCKED_OP
template <class Op, class T> KT_INLINE T locked_fetch_op(T* p, const T& v);
template <class T> KT_INLINE T locked_cas(T* p, const T& expected, const T& desired);
template <class T> KT_INLINE T locked_load(T* p);
}  // namespace impl

#if defined(KT_DEVICE_COMPILE) && defined(KT_DEVICE_ATOMICS)
#define KT_USE_DEV_ATOMICS 1
#endif
#ifdef KT_USE_DEV_ATOMICS
#define KT_ATOMIC_PICK(locked_expr, dev_expr, host_expr) \
  if constexpr (!impl::word_atomic<T>) return locked_expr; else return dev_expr;
#else
#define KT_ATOMIC_PICK(locked_expr, dev_expr, host_expr) \
  if constexpr (!impl::word_atomic<T>) return locked_expr; else return host_expr;
#endif

// atomic_fetch_OP (returns old), atomic_OP_fetch (returns new), atomic_OP (no result).
#define KT_ATOMIC_DEFINE(NAME, EXPR)                                                          \
  template <class T> KT_INLINE T atomic_fetch_##NAME(T* p, impl::id_t<T> v) {                 \
    KT_ATOMIC_PICK(impl::locked_fetch_op<impl::locked_##NAME>(p, T(v)),                       \
                   impl::dev::fetch_##NAME(p, v),                                             \
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
  KT_ATOMIC_PICK(impl::locked_fetch_op<impl::locked_set>(p, T(v)), impl::dev::exchange(p, v),
                 impl::builtin::fetch_op(p, [v](T) -> T { return v; }))
}
// Returns the old value; the store happened iff old == expected.
template <class T> KT_INLINE T atomic_compare_exchange(T* p, impl::id_t<T> expected, impl::id_t<T> desired) {
  KT_ATOMIC_PICK(impl::locked_cas(p, T(expected), T(desired)), impl::dev::cas(p, expected, desired),
                 impl::builtin::cas(p, expected, desired))
}
template <class T>
KT_INLINE bool atomic_compare_exchange_strong(T* p, impl::id_t<T> expected, impl::id_t<T> desired) {
  return atomic_compare_exchange(p, expected, desired) == expected;
}
template <class T> KT_INLINE T atomic_load(T* p) {
  if constexpr (!impl::word_atomic<T>) {
    return impl::locked_load(p);
  } else {
#ifdef KT_USE_DEV_ATOMICS
    return impl::dev::load(p);
#else
    T r;
    __atomic_load(p, &r, __ATOMIC_SEQ_CST);
    return r;
#endif
  }
}
template <class T> KT_INLINE void atomic_store(T* p, impl::id_t<T> v) {
  if constexpr (!impl::word_atomic<T>) {
    (void)impl::locked_fetch_op<impl::locked_set>(p, T(v));
  } else {
#ifdef KT_USE_DEV_ATOMICS
    impl::dev::store(p, v);
#else
    __atomic_store(p, &v, __ATOMIC_SEQ_CST);
#endif
  }
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
// The locked path. The locks are per translation unit (kernels of one program run one after
// another), host and device each their own; a lock is a 4-byte word, taken with a
// compare-and-swap and released with an exchange. A thread that misses its lock tries again in
// the next iteration, after the holder's (no spinning inside the branch, which could starve the
// holder on a GPU without independent thread scheduling).
constexpr std::size_t atomic_lock_count = 4096;  // a power of two
#if defined(KT_GPU_CUDA) || defined(KT_GPU_HIP)
static __device__ unsigned atomic_locks_device[atomic_lock_count];
static unsigned atomic_locks_host[atomic_lock_count];
KT_INLINE unsigned* atomic_locks() {
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
  return atomic_locks_device;
#else
  return atomic_locks_host;
#endif
}
#else
// OpenACC and OpenMP: one array, with a device copy (zero, as every static variable).
static unsigned atomic_locks_[atomic_lock_count];
#if defined(_OPENACC)
#pragma acc declare create(atomic_locks_)
#elif defined(_OPENMP)
#pragma omp declare target(atomic_locks_)
#endif
KT_INLINE unsigned* atomic_locks() { return atomic_locks_; }
#endif
KT_INLINE unsigned* atomic_lock_for(const void* p, std::size_t size) {
  return atomic_locks() + (reinterpret_cast<std::uintptr_t>(p) / size) % atomic_lock_count;
}
// Runs f() under p's lock (the accesses inside ordered by fences, as Kokkos' lock path).
template <class T, class F> KT_INLINE T locked(T* p, F f) {
  unsigned* lock = atomic_lock_for(p, sizeof(T));
  while (true) {
    if (atomic_compare_exchange(lock, 0u, 1u) == 0u) {
      memory_fence();
      T old = f();
      memory_fence();
      atomic_exchange(lock, 0u);
      return old;
    }
  }
}
template <class Op, class T> struct locked_rmw {
  T* p;
  const T& v;
  KT_HD T operator()() const {
    T old = *p;
    *p = Op()(old, v);
    return old;
  }
};
template <class Op, class T> KT_INLINE T locked_fetch_op(T* p, const T& v) {
  return locked(p, locked_rmw<Op, T>{p, v});
}
template <class T> struct locked_compare_set {
  T* p;
  const T &expected, &desired;
  KT_HD T operator()() const {
    T old = *p;
    if (old == expected) *p = desired;
    return old;
  }
};
template <class T> KT_INLINE T locked_cas(T* p, const T& expected, const T& desired) {
  return locked(p, locked_compare_set<T>{p, expected, desired});
}
template <class T> struct locked_read {
  T* p;
  KT_HD T operator()() const { return *p; }
};
template <class T> KT_INLINE T locked_load(T* p) { return locked(p, locked_read<T>{p}); }
}  // namespace impl

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
