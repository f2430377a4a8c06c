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

namespace kt {
template <class T, class = void> struct is_capture_struct : std::false_type {};
template <class T>
struct is_capture_struct<T, std::void_t<typename std::decay_t<T>::kt_capture_struct>> : std::true_type {};
template <class...> struct unseen_instantiation : std::false_type {};

// Team code in a template that the translated file never instantiates (a functor class template
// only another file dispatches) is not translated: its nested dispatches and ranges name these
// declarations, which are never defined, so the template still parses and an instantiation the
// translation did not see fails to link instead of running untranslated code.
namespace unseen {
struct untranslated {};
template <class... A> untranslated parallel_for(A &&...);
template <class... A> untranslated parallel_reduce(A &&...);
template <class... A> untranslated parallel_scan(A &&...);
template <class... A> untranslated TeamThreadRange(A &&...);
template <class... A> untranslated ThreadVectorRange(A &&...);
template <class... A> untranslated TeamVectorRange(A &&...);
template <class... A> untranslated single(A &&...);
template <class... A> untranslated PerTeam(A &&...);
template <class... A> untranslated PerThread(A &&...);
}  // namespace unseen
}  // namespace kt
