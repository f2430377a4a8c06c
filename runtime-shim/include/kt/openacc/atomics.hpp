// kt/openacc/atomics.hpp: the atomic primitives of the OpenACC target (kt::impl::dev, called by
// kt/core/atomics.hpp on the host and in compute constructs alike). Included by kt/openacc.hpp.
//
// `#pragma acc atomic` for arithmetic types and the operators OpenACC has, compare-and-swap
// loops (GCC __atomic builtins) otherwise. Where GCC 12's nvptx back end falls short, the GPU
// side of a primitive is one PTX instruction, in a branch GCC folds away in the host copy of the
// construct (`__builtin_acc_on_device`; the folding needs an optimising build, so -O0 builds
// keep the portable path; KT_ACC_NO_PTX_ATOMICS keeps it everywhere):
// - a double add is one `atom.add.f64` (sm_60+): GCC 12 has none, `acc atomic` on a double is
//   a compare-and-swap loop, slow under contention;
// - atomic loads and stores are `ld.relaxed.gpu` / `st.relaxed.gpu` (sm_70+), Kokkos' order and
//   scope: GCC 12 emits every atomic load and store (`acc atomic read/write`, __atomic_load_n /
//   __atomic_store_n of any order, volatile accesses too) as a plain weak `ld` / `st`, which the
//   PTX memory model does not order with other threads' accesses: a weak load may be served
//   from the SM's L1 copy of the line long after another SM changed it (a flag polled with
//   atomic_load could spin forever), and a weak store is no release for a lock.
// Every update op is a functor with an always-inlined call (KT_HD), not a lambda: GCC 12 does
// not inline a lambda into the compute construct at -O0, and the offloaded code then calls a
// function it never emitted (ptxas: "Call to ... requires call prototype").
#pragma once
#include <type_traits>
#include "../openacc.hpp"

namespace kt { namespace impl { namespace dev {
template <class T> KT_HD inline T cas(T* p, T cmp, T val) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in OpenACC code need a 4- or 8-byte type");
  __atomic_compare_exchange(p, &cmp, &val, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
template <class T, class Op> KT_HD inline T fetch_op(T* p, T v, Op op) {  // compare-and-swap loop
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "kt atomics in OpenACC code need a 4- or 8-byte type");
  T old;
  __atomic_load(p, &old, __ATOMIC_RELAXED);
  T desired = op(old, v);
  while (!__atomic_compare_exchange(p, &old, &desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    desired = op(old, v);
  return old;
}
#define KT_ACC_OP(NAME, EXPR) \
  struct op_##NAME {          \
    template <class T> KT_HD T operator()(T a, T v) const { return EXPR; } \
  };
KT_ACC_OP(add, a + v) KT_ACC_OP(sub, a - v) KT_ACC_OP(mul, a * v) KT_ACC_OP(div, a / v)
KT_ACC_OP(mod, a % v) KT_ACC_OP(and, a & v) KT_ACC_OP(or, a | v) KT_ACC_OP(xor, a ^ v)
KT_ACC_OP(lshift, a << v) KT_ACC_OP(rshift, a >> v) KT_ACC_OP(min, v < a ? v : a)
KT_ACC_OP(max, a < v ? v : a) KT_ACC_OP(nand, ~(a & v)) KT_ACC_OP(set, ((void)a, v))
#undef KT_ACC_OP

#if defined(__OPTIMIZE__) && !defined(KT_ACC_NO_PTX_ATOMICS)
#define KT_ACC_PTX 1
#endif
// Returns false where the GPU instruction does not apply (host, -O0, other types).
template <class T> KT_HD inline bool fetch_add_f64(T* p, T v, T& old) {
#ifdef KT_ACC_PTX
  if constexpr (std::is_same<T, double>::value) {
    if (__builtin_acc_on_device(acc_device_nvidia)) {
      asm volatile("atom.add.f64 %0, [%1], %2;" : "=r"(old) : "r"(p), "r"(v) : "memory");
      return true;
    }
  }
#endif
  (void)p, (void)v, (void)old;
  return false;
}
template <class T> KT_HD inline bool load_relaxed_gpu(const T* p, T& r) {
#ifdef KT_ACC_PTX
  if constexpr (std::is_arithmetic<T>::value && (sizeof(T) == 4 || sizeof(T) == 8)) {
    if (__builtin_acc_on_device(acc_device_nvidia)) {
      using U = std::conditional_t<sizeof(T) == 4, unsigned, unsigned long long>;
      U u;
      if constexpr (sizeof(T) == 4) asm volatile("ld.relaxed.gpu.b32 %0, [%1];" : "=r"(u) : "r"(p) : "memory");
      else asm volatile("ld.relaxed.gpu.b64 %0, [%1];" : "=r"(u) : "r"(p) : "memory");
      __builtin_memcpy(&r, &u, sizeof(T));
      return true;
    }
  }
#endif
  (void)p, (void)r;
  return false;
}
template <class T> KT_HD inline bool store_relaxed_gpu(T* p, T v) {
#ifdef KT_ACC_PTX
  if constexpr (std::is_arithmetic<T>::value && (sizeof(T) == 4 || sizeof(T) == 8)) {
    if (__builtin_acc_on_device(acc_device_nvidia)) {
      using U = std::conditional_t<sizeof(T) == 4, unsigned, unsigned long long>;
      U u;
      __builtin_memcpy(&u, &v, sizeof(T));
      if constexpr (sizeof(T) == 4) asm volatile("st.relaxed.gpu.b32 [%0], %1;" : : "r"(p), "r"(u) : "memory");
      else asm volatile("st.relaxed.gpu.b64 [%0], %1;" : : "r"(p), "r"(u) : "memory");
      return true;
    }
  }
#endif
  (void)p, (void)v;
  return false;
}
#undef KT_ACC_PTX

// OPS: the operators with an `x binop= expr` atomic form (COND: the types OpenACC allows there);
// other types take the compare-and-swap loop.
#define KT_ACC_ATOMIC(NAME, OP, COND, FAST)                 \
  template <class T> KT_HD inline T fetch_##NAME(T* p, T v) { \
    if constexpr (COND) {                                     \
      T old;                                                  \
      if (FAST) return old;                                   \
      _Pragma("acc atomic capture") { old = *p; *p OP v; }    \
      return old;                                             \
    } else {                                                  \
      return fetch_op(p, v, op_##NAME());                     \
    }                                                         \
  }
KT_ACC_ATOMIC(add, +=, std::is_arithmetic<T>::value, fetch_add_f64(p, v, old))
KT_ACC_ATOMIC(sub, -=, std::is_arithmetic<T>::value, fetch_add_f64(p, T(-v), old))
KT_ACC_ATOMIC(mul, *=, std::is_arithmetic<T>::value, false)
KT_ACC_ATOMIC(div, /=, std::is_arithmetic<T>::value, false)
KT_ACC_ATOMIC(and, &=, std::is_integral<T>::value, false)
KT_ACC_ATOMIC(or, |=, std::is_integral<T>::value, false)
KT_ACC_ATOMIC(xor, ^=, std::is_integral<T>::value, false)
KT_ACC_ATOMIC(lshift, <<=, std::is_integral<T>::value, false)
KT_ACC_ATOMIC(rshift, >>=, std::is_integral<T>::value, false)
#undef KT_ACC_ATOMIC
template <class T> KT_HD inline T fetch_mod(T* p, T v) { return fetch_op(p, v, op_mod()); }
template <class T> KT_HD inline T fetch_min(T* p, T v) { return fetch_op(p, v, op_min()); }
template <class T> KT_HD inline T fetch_max(T* p, T v) { return fetch_op(p, v, op_max()); }
template <class T> KT_HD inline T fetch_nand(T* p, T v) { return fetch_op(p, v, op_nand()); }
template <class T> KT_HD inline T exchange(T* p, T v) { return fetch_op(p, v, op_set()); }
template <class T> KT_HD inline T load(T* p) {
  T r;
  if (load_relaxed_gpu(p, r)) return r;
  if constexpr (std::is_arithmetic<T>::value) {
    _Pragma("acc atomic read") r = *p;
  } else {
    __atomic_load(p, &r, __ATOMIC_RELAXED);
  }
  return r;
}
template <class T> KT_HD inline void store(T* p, T v) {
  if (store_relaxed_gpu(p, v)) return;
  if constexpr (std::is_arithmetic<T>::value) {
    _Pragma("acc atomic write") *p = v;
  } else {
    __atomic_store(p, &v, __ATOMIC_RELAXED);
  }
}
KT_HD inline void memory_fence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
}}}  // namespace kt::impl::dev
