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
}  // namespace kt
