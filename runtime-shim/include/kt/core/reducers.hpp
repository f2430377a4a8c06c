// kt/core/reducers.hpp: reduction identities and reducer classes (static KT_HD init/join).
#pragma once
#include <cfloat>
#include <climits>
#include <cstddef>
#include <type_traits>
#include <utility>
#include "config.hpp"

namespace kt {

namespace impl {
// std::remove_cv_t by partial specialisation: GCC 13's libstdc++ implements remove_cv with the
// __remove_cv built-in, which then appears in the signature of a kernel template over a
// reducer's value type (kt_reduce_out<kt::MinMaxScalar<__remove_cv(int)>>), and GCC 13, as
// nvcc's host compiler, refuses that ("use of built-in trait in function signature").
template <class T> struct unqualified { using type = T; };
template <class T> struct unqualified<const T> { using type = T; };
template <class T> struct unqualified<volatile T> { using type = T; };
template <class T> struct unqualified<const volatile T> { using type = T; };
template <class T> using unqualified_t = typename unqualified<T>::type;
// Finite extremes as literals (usable in device code without relaxed constexpr).
template <class T> struct finite_limits;
#define KT_FINITE_LIMITS(T, LO, HI)                          \
  template <> struct finite_limits<T> {                      \
    KT_HD static constexpr T lowest() { return LO; }         \
    KT_HD static constexpr T highest() { return HI; }        \
  };
KT_FINITE_LIMITS(bool, false, true)
KT_FINITE_LIMITS(char, CHAR_MIN, CHAR_MAX)
KT_FINITE_LIMITS(signed char, SCHAR_MIN, SCHAR_MAX)
KT_FINITE_LIMITS(unsigned char, 0, UCHAR_MAX)
KT_FINITE_LIMITS(short, SHRT_MIN, SHRT_MAX)
KT_FINITE_LIMITS(unsigned short, 0, USHRT_MAX)
KT_FINITE_LIMITS(int, INT_MIN, INT_MAX)
KT_FINITE_LIMITS(unsigned, 0u, UINT_MAX)
KT_FINITE_LIMITS(long, LONG_MIN, LONG_MAX)
KT_FINITE_LIMITS(unsigned long, 0ul, ULONG_MAX)
KT_FINITE_LIMITS(long long, LLONG_MIN, LLONG_MAX)
KT_FINITE_LIMITS(unsigned long long, 0ull, ULLONG_MAX)
KT_FINITE_LIMITS(float, -FLT_MAX, FLT_MAX)
KT_FINITE_LIMITS(double, -DBL_MAX, DBL_MAX)
#undef KT_FINITE_LIMITS
}  // namespace impl

// Users may specialise reduction_identity for their own types (as with Kokkos).
template <class T> struct reduction_identity {
  // T() where T has no constructor from 0 (a functor's own value type joined with +=, whose
  // partial results Kokkos value-initialises).
  KT_HD static constexpr T sum() {
    if constexpr (std::is_constructible<T, int>::value) return T(0);
    else return T();
  }
  KT_HD static constexpr T prod() { return T(1); }
  KT_HD static constexpr T min() { return impl::finite_limits<T>::highest(); }
  KT_HD static constexpr T max() { return impl::finite_limits<T>::lowest(); }
  KT_HD static constexpr T land() { return T(1); }
  KT_HD static constexpr T lor() { return T(0); }
  KT_HD static constexpr T band() { return T(~T(0)); }
  KT_HD static constexpr T bor() { return T(0); }
};

template <class T, class I> struct ValLocScalar {
  T val;
  I loc;
};
template <class T> struct MinMaxScalar {
  T min_val;
  T max_val;
};
// The locations are aligned as the values: with two adjacent 4-byte locations after 8-byte
// values, GCC 12's nvptx offload compiler fails (internal compiler error in gen_rtx_SUBREG) on
// the OpenACC reduction of MinMaxLocScalar<double, int>. Member order is Kokkos'.
template <class T, class I> struct MinMaxLocScalar {
  T min_val;
  T max_val;
  alignas(T) alignas(I) I min_loc;
  alignas(T) alignas(I) I max_loc;
};

template <class DataType, class... Props> class View;  // view.hpp
struct HostSpace;                                        // tags.hpp
namespace impl {
// A reducer's result_view_type: a rank-0 View in its space (Kokkos' default, HostSpace, where
// none is written: the shim's void).
template <class V, class Space> struct reducer_result_view { using type = View<V, Space>; };
template <class V> struct reducer_result_view<V, void> { using type = View<V, HostSpace>; };
}  // namespace impl

// Host-side holder of the result reference (so `kt::Max<double>(m)` compiles in host code).
template <class V> struct ReducerBase {
  using value_type = V;
  value_type* m_ref = nullptr;
  ReducerBase() = default;
  // KT_HD: a reducer object may be declared inside a kernel (for a nested scan or reduce).
  // Not explicit, as Kokkos' (`Reducer r = {value};`, Kokkos' TestTeamVector).
  KT_HD ReducerBase(value_type& r) : m_ref(&r) {}
  template <class RV, class = decltype(std::declval<const RV&>().data())>  // a rank-0 result View
  explicit ReducerBase(const RV& v) : m_ref(v.data()) {}
  KT_HD value_type& reference() const { return *m_ref; }
  bool references_scalar() const { return true; }
};

#define KT_SIMPLE_REDUCER(NAME, ID, JOIN)                                                  \
  template <class T, class Space = void>                                                  \
  struct NAME : ReducerBase<impl::unqualified_t<T>> {                                      \
    using value_type = impl::unqualified_t<T>;                                             \
    using reducer = NAME;                                                                  \
    using result_view_type = typename impl::reducer_result_view<value_type, Space>::type; \
    using ReducerBase<value_type>::ReducerBase;                                            \
    KT_HD static void init(value_type& v) { v = reduction_identity<value_type>::ID(); }    \
    KT_HD static void join(value_type& d, const value_type& s) { JOIN; }                   \
  };
KT_SIMPLE_REDUCER(Sum, sum, d += s)
KT_SIMPLE_REDUCER(Prod, prod, d *= s)
KT_SIMPLE_REDUCER(Min, min, if (s < d) d = s)
KT_SIMPLE_REDUCER(Max, max, if (d < s) d = s)
KT_SIMPLE_REDUCER(LAnd, land, d = (d && s))
KT_SIMPLE_REDUCER(LOr, lor, d = (d || s))
KT_SIMPLE_REDUCER(BAnd, band, d = (d & s))
KT_SIMPLE_REDUCER(BOr, bor, d = (d | s))
#undef KT_SIMPLE_REDUCER

// Loc reducers: identity loc = reduction_identity<I>::min(); ties keep the smaller loc.
namespace impl {
template <class T, class I, bool IsMax>
struct LocReducer : ReducerBase<ValLocScalar<impl::unqualified_t<T>, impl::unqualified_t<I>>> {
  using scalar_type = impl::unqualified_t<T>;
  using index_type = impl::unqualified_t<I>;
  using value_type = ValLocScalar<scalar_type, index_type>;
  using ReducerBase<value_type>::ReducerBase;
  KT_HD static void init(value_type& v) {
    v.val = IsMax ? reduction_identity<scalar_type>::max() : reduction_identity<scalar_type>::min();
    v.loc = reduction_identity<index_type>::min();
  }
  KT_HD static void join(value_type& d, const value_type& s) {
    const bool better = IsMax ? (d.val < s.val) : (s.val < d.val);
    if (better || (s.val == d.val && s.loc < d.loc)) d = s;
  }
};
}  // namespace impl
template <class T, class I, class Space = void> struct MinLoc : impl::LocReducer<T, I, false> {
  using impl::LocReducer<T, I, false>::LocReducer;
  using reducer = MinLoc;
  using result_view_type =
      typename impl::reducer_result_view<typename MinLoc::value_type, Space>::type;
};
template <class T, class I, class Space = void> struct MaxLoc : impl::LocReducer<T, I, true> {
  using impl::LocReducer<T, I, true>::LocReducer;
  using reducer = MaxLoc;
  using result_view_type =
      typename impl::reducer_result_view<typename MaxLoc::value_type, Space>::type;
};
// Kokkos' *FirstLoc reducers pin the tie rule we use anyway.
template <class T, class I, class Space = void> struct MinFirstLoc : MinLoc<T, I, Space> {
  using MinLoc<T, I, Space>::MinLoc;
  using reducer = MinFirstLoc;
};
template <class T, class I, class Space = void> struct MaxFirstLoc : MaxLoc<T, I, Space> {
  using MaxLoc<T, I, Space>::MaxLoc;
  using reducer = MaxFirstLoc;
};
template <class T, class Space = void>
struct MinMax : ReducerBase<MinMaxScalar<impl::unqualified_t<T>>> {
  using scalar_type = impl::unqualified_t<T>;
  using value_type = MinMaxScalar<scalar_type>;
  using reducer = MinMax;
  using result_view_type = typename impl::reducer_result_view<value_type, Space>::type;
  using ReducerBase<value_type>::ReducerBase;
  KT_HD static void init(value_type& v) {
    v.min_val = reduction_identity<scalar_type>::min();
    v.max_val = reduction_identity<scalar_type>::max();
  }
  KT_HD static void join(value_type& d, const value_type& s) {
    if (s.min_val < d.min_val) d.min_val = s.min_val;
    if (d.max_val < s.max_val) d.max_val = s.max_val;
  }
};
template <class T, class I, class Space = void>
struct MinMaxLoc : ReducerBase<MinMaxLocScalar<impl::unqualified_t<T>, impl::unqualified_t<I>>> {
  using scalar_type = impl::unqualified_t<T>;
  using index_type = impl::unqualified_t<I>;
  using value_type = MinMaxLocScalar<scalar_type, index_type>;
  using reducer = MinMaxLoc;
  using result_view_type = typename impl::reducer_result_view<value_type, Space>::type;
  using ReducerBase<value_type>::ReducerBase;
  KT_HD static void init(value_type& v) {
    v.min_val = reduction_identity<scalar_type>::min();
    v.max_val = reduction_identity<scalar_type>::max();
    v.min_loc = v.max_loc = reduction_identity<index_type>::min();
  }
  KT_HD static void join(value_type& d, const value_type& s) {
    if (s.min_val < d.min_val || (s.min_val == d.min_val && s.min_loc < d.min_loc)) {
      d.min_val = s.min_val;
      d.min_loc = s.min_loc;
    }
    if (d.max_val < s.max_val || (s.max_val == d.max_val && s.max_loc < d.max_loc)) {
      d.max_val = s.max_val;
      d.max_loc = s.max_loc;
    }
  }
};

// Kokkos 4's MinMaxFirstLastLoc: on ties the minimum keeps the first index, the maximum the last
// (its identity index is the largest).
template <class T, class I, class Space = void> struct MinMaxFirstLastLoc : MinMaxLoc<T, I, Space> {
  using value_type = typename MinMaxLoc<T, I, Space>::value_type;
  using reducer = MinMaxFirstLastLoc;
  using MinMaxLoc<T, I, Space>::MinMaxLoc;
  KT_HD static void init(value_type& v) {
    MinMaxLoc<T, I, Space>::init(v);
    v.max_loc = reduction_identity<impl::unqualified_t<I>>::max();
  }
  KT_HD static void join(value_type& d, const value_type& s) {
    if (s.min_val < d.min_val || (s.min_val == d.min_val && s.min_loc < d.min_loc)) {
      d.min_val = s.min_val;
      d.min_loc = s.min_loc;
    }
    if (d.max_val < s.max_val || (s.max_val == d.max_val && d.max_loc < s.max_loc)) {
      d.max_val = s.max_val;
      d.max_loc = s.max_loc;
    }
  }
};

// ---- several results of one parallel_reduce ----
// Their values side by side (trivially copyable, so the reduction trees move it like any value)
// and a reducer that initialises and joins each element with its own reducer, in order:
//   using R = kt::MultiReducer<kt::Sum<double>, kt::Max<int>>;  R::value_type v;
//   R::init(v);  kt::get<1>(v) is the int.
template <class... T> struct ReduceTuple;
template <> struct ReduceTuple<> {};
template <class T, class... R> struct ReduceTuple<T, R...> {
  T first;
  ReduceTuple<R...> rest;
};

namespace impl {
template <std::size_t I> struct tuple_at {
  template <class T, class... R> KT_HD static auto& get(ReduceTuple<T, R...>& t) { return tuple_at<I - 1>::get(t.rest); }
  template <class T, class... R> KT_HD static const auto& get(const ReduceTuple<T, R...>& t) {
    return tuple_at<I - 1>::get(t.rest);
  }
};
template <> struct tuple_at<0> {
  template <class T, class... R> KT_HD static T& get(ReduceTuple<T, R...>& t) { return t.first; }
  template <class T, class... R> KT_HD static const T& get(const ReduceTuple<T, R...>& t) { return t.first; }
};
template <class... Ops> struct multi_ops;
template <> struct multi_ops<> {
  KT_HD static void init(ReduceTuple<>&) {}
  KT_HD static void join(ReduceTuple<>&, const ReduceTuple<>&) {}
};
template <class Op, class... Ops> struct multi_ops<Op, Ops...> {
  using value_type = ReduceTuple<typename Op::value_type, typename Ops::value_type...>;
  KT_HD static void init(value_type& v) {
    Op::init(v.first);
    multi_ops<Ops...>::init(v.rest);
  }
  KT_HD static void join(value_type& d, const value_type& s) {
    Op::join(d.first, s.first);
    multi_ops<Ops...>::join(d.rest, s.rest);
  }
};
}  // namespace impl

template <std::size_t I, class... T> KT_INLINE auto& get(ReduceTuple<T...>& t) { return impl::tuple_at<I>::get(t); }
template <std::size_t I, class... T> KT_INLINE const auto& get(const ReduceTuple<T...>& t) {
  return impl::tuple_at<I>::get(t);
}

template <class... Ops> struct MultiReducer {
  using value_type = ReduceTuple<typename Ops::value_type...>;
  KT_HD static void init(value_type& v) { impl::multi_ops<Ops...>::init(v); }
  KT_HD static void join(value_type& d, const value_type& s) { impl::multi_ops<Ops...>::join(d, s); }
};

// The variables that receive the results of one reduction with several results, in order:
//   kt::result_refs(a, b) = v;  // a = kt::get<0>(v); b = kt::get<1>(v);
template <class... T> struct ResultRefs;
template <> struct ResultRefs<> {
  KT_HD void operator=(const ReduceTuple<>&) const {}
};
template <class T, class... R> struct ResultRefs<T, R...> {
  T& first;
  ResultRefs<R...> rest;
  KT_HD void operator=(const ReduceTuple<T, R...>& v) const {
    first = v.first;
    rest = v.rest;
  }
};
template <class... T> KT_INLINE ResultRefs<T...> result_refs(T&... r) { return ResultRefs<T...>{r...}; }

}  // namespace kt
