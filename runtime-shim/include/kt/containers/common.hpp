// kt/containers/common.hpp: helpers shared by the container headers of the kokkos-translate
// runtime shim (kt/containers/*.hpp).
#pragma once
#include <type_traits>

namespace kt {
namespace impl {
template <class... T> struct type_list {};
// View<D, P...> without the `void` properties (Kokkos' default arguments).
template <class D, class Acc, class... P> struct view_without_void;
template <class D, class... Acc> struct view_without_void<D, type_list<Acc...>> { using type = View<D, Acc...>; };
template <class D, class... Acc, class H, class... T>
struct view_without_void<D, type_list<Acc...>, H, T...>
    : std::conditional_t<std::is_void<H>::value, view_without_void<D, type_list<Acc...>, T...>,
                         view_without_void<D, type_list<Acc..., H>, T...>> {};
}  // namespace impl
}  // namespace kt
