// A header whose function template runs its dispatches through user macros that wrap them
// (Kokkos' own TestViewAPI.hpp wraps a dispatch in gtest's ASSERT_THROW). In tree mode the
// header is translated too, so each macro call is written out as its expansion there.
#pragma once
#include <Kokkos_Core.hpp>
#include <exception>

#define COUNTED(counter, ...) \
  do {                        \
    __VA_ARGS__;              \
    ++counter;                \
  } while (0)

#define CATCHES(flag, ...)             \
  do {                                 \
    bool caught_ = false;              \
    try {                              \
      __VA_ARGS__;                     \
    } catch (const std::exception &) { \
      caught_ = true;                  \
    }                                  \
    flag = caught_;                    \
  } while (0)

template <class Space>
int fill_and_sum(int n, int &launches, bool &threw) {
  Kokkos::View<int *, typename Space::memory_space> v("v", n);
  COUNTED(launches, Kokkos::parallel_for(
                        Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i) { v(i) = 2 * i; }));
  CATCHES(threw, Kokkos::parallel_for(
                     Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i) { v(i) += 1; }));
  int s = 0;
  COUNTED(launches, Kokkos::parallel_reduce(
                        Kokkos::RangePolicy<Space>(0, n),
                        KOKKOS_LAMBDA(const int i, int &a) { a += v(i); }, s));
  return s;
}
