// kt/core/capture_struct.hpp: whether a template's kernel body argument is the capture struct
// of a lambda passed in (kokkos-translate's kt_lambda_L<line>, which then declares
// `using kt_capture_struct = void;`) or a user's functor: a dispatch inside a template reached
// by both launches `if constexpr (kt::is_capture_struct<decltype(f)>::value)` the lambda's
// kernel through the struct, else the functor's.
#pragma once
#include <type_traits>

namespace kt {
template <class T, class = void> struct is_capture_struct : std::false_type {};
template <class T>
struct is_capture_struct<T, std::void_t<typename std::decay_t<T>::kt_capture_struct>> : std::true_type {};
}  // namespace kt
