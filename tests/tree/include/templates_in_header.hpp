#pragma once
#include <Kokkos_Core.hpp>
// Dispatches inside templates defined in a header below --in-root (issue 13 item 1): a function
// template and a member of a class template, each with a lambda written inside the template.
// Two sources instantiate them with different types (g_tmpl_main.cpp: double, h_tmpl_part.cpp:
// float): the header's kernels are emitted once, as templates, and each instantiation launches
// its own specialisation.
namespace tmpl {

template <class T>
void axpby(T a, Kokkos::View<T *> x, T b, Kokkos::View<T *> y) {
  Kokkos::parallel_for(
      "axpby", x.extent(0), KOKKOS_LAMBDA(const int i) { y(i) = a * x(i) + b * y(i); });
}

template <class V>
struct Norm {
  V v;
  typename V::value_type sumsq() const {
    using value_type = typename V::value_type;
    value_type r = 0;
    V w = v;
    Kokkos::parallel_reduce(
        "sumsq", w.extent(0),
        KOKKOS_LAMBDA(const int i, value_type &acc) { acc += w(i) * w(i); }, r);
    return r;
  }
};

} // namespace tmpl
