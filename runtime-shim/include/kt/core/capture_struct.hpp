// kt/core/capture_struct.hpp: whether a template's kernel body argument is the capture struct
// of a lambda passed in (kokkos-translate's kt_lambda_L<line>, which then declares
// `using kt_capture_struct = void;`) or a user's functor: a dispatch inside a template reached
// by both launches `if constexpr (kt::is_capture_struct<decltype(f)>::value)` the lambda's
// kernel through the struct, else the functor's.
// A dispatch whose kernel differs between the template's instantiations gets one kernel per
// distinct instantiation, each launched under `if constexpr` on the template's arguments; an
// instantiation the translation did not see ends in
// `static_assert(kt::unseen_instantiation<T...>::value, ...)`.
#pragma once
#include <type_traits>
#include "tags.hpp"
#include "view.hpp"

namespace kt {
template <class T, class = void> struct is_capture_struct : std::false_type {};
template <class T>
struct is_capture_struct<T, std::void_t<typename std::decay_t<T>::kt_capture_struct>> : std::true_type {};
template <class...> struct unseen_instantiation : std::false_type {};
// Whether a template argument A is the one an instantiation test names (B, spelled from the
// parse): for Views, the same data type, layout, memory space and memory traits, whatever
// spelling of the space the argument carries (`View<int *, LayoutStride, DeviceSpace>` is
// `View<int *, LayoutStride, Device<DeviceExecSpace, DeviceSpace>, MemoryTraits<0>>`, as
// Kokkos' subview type spells it); for built-in reducers, the same reducer of the same types,
// their space (which only their result View's type uses) HostSpace or void alike: Kokkos'
// default is HostSpace, which the parse spells (`Max<double, HostSpace>`), the shim's void;
// anything else must be the same type.
template <class R> struct unspaced_reducer { using type = R; };
template <template <class, class> class R, class T>
struct unspaced_reducer<R<T, HostSpace>> { using type = R<T, void>; };
template <template <class, class, class> class R, class T, class I>
struct unspaced_reducer<R<T, I, HostSpace>> { using type = R<T, I, void>; };
template <class A, class B, class = void> struct same_reducer_arg : std::false_type {};
template <class A, class B>
struct same_reducer_arg<A, B, std::void_t<typename A::reducer, typename B::reducer>>
    : std::is_same<typename unspaced_reducer<A>::type, typename unspaced_reducer<B>::type> {};
template <class A, class B>
struct same_instantiation_arg
    : std::bool_constant<std::is_same<A, B>::value || same_reducer_arg<A, B>::value> {};
template <class D1, class... P1, class D2, class... P2>
struct same_instantiation_arg<View<D1, P1...>, View<D2, P2...>>
    : std::bool_constant<std::is_same<D1, D2>::value &&
                         std::is_same<typename View<D1, P1...>::array_layout, typename View<D2, P2...>::array_layout>::value &&
                         std::is_same<typename View<D1, P1...>::memory_space, typename View<D2, P2...>::memory_space>::value &&
                         std::is_same<typename View<D1, P1...>::memory_traits, typename View<D2, P2...>::memory_traits>::value> {};

// Team code in a template that the translated file never instantiates (a functor class template
// only another file dispatches) is not translated: its nested dispatches and ranges name these
// declarations, which are never defined, so the template still parses and an instantiation the
// translation did not see fails to link instead of running untranslated code. A lambda that
// returns a nested range, whose calls the kernels lower (the policy of their nested dispatches),
// names them too; each range its own type, so that an instantiation of a template taking such a
// lambda is told by what it returns (returns_range).
namespace unseen {
struct untranslated {};
struct team_thread_range {};
struct thread_vector_range {};
struct team_vector_range {};
template <class... A> untranslated parallel_for(A &&...);
template <class... A> untranslated parallel_reduce(A &&...);
template <class... A> untranslated parallel_scan(A &&...);
template <class... A> team_thread_range TeamThreadRange(A &&...);
template <class... A> thread_vector_range ThreadVectorRange(A &&...);
template <class... A> team_vector_range TeamVectorRange(A &&...);
template <class M> struct call_result {};
template <class F, class R, class... A> struct call_result<R (F::*)(A...) const> { using type = R; };
template <class F, class R, class... A> struct call_result<R (F::*)(A...)> { using type = R; };
// Whether the lambda (a closure type, not generic) F returns the range type R.
template <class F, class R>
struct returns_range : std::is_same<typename call_result<decltype(&F::operator())>::type, R> {};
template <class... A> untranslated single(A &&...);
template <class... A> untranslated PerTeam(A &&...);
template <class... A> untranslated PerThread(A &&...);
}  // namespace unseen
}  // namespace kt
