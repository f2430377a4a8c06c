// template_arg_declared_later: a class template whose dispatch has a different kernel per
// instantiation: a functor member of type T is a scalar for `long` and an object Kokkos copies
// for a class declared after the template (as Kokkos' TestTeamBasic does with long_wrapper).
// The class cannot be named where the launches test the template's arguments: its kernel is
// launched when none of the others' tests holds. A team and a range reduction, each
// instantiated with both types.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
struct TeamTotal {
  using member_type = typename Kokkos::TeamPolicy<>::member_type;
  using value_type = T;
  Kokkos::View<long *> x;
  value_type offset;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &m, value_type &u) const {
    value_type part = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(m, 10),
        [&](const int j, value_type &v) { v += value_type(x(m.league_rank() * 10 + j)); }, part);
    if (m.team_rank() == 0) u += part;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &u) const {
    u += value_type(2 * x(i));
    u += offset;
  }
  static long run(Kokkos::View<long *> x) {
    T team = 0, range = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(8, Kokkos::AUTO), TeamTotal{x, T(3)}, team);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, 80), TeamTotal{x, T(5)}, range);
    return long(team) * 1000 + long(range);
  }
};

struct Wrapped {
  long value;
  KOKKOS_FUNCTION Wrapped() : value(0) {}
  KOKKOS_FUNCTION Wrapped(long v) : value(v) {}
  KOKKOS_FUNCTION Wrapped(const Wrapped &w) : value(w.value) {}
  KOKKOS_FUNCTION friend void operator+=(Wrapped &a, const Wrapped &b) { a.value += b.value; }
  KOKKOS_FUNCTION void operator=(const Wrapped &w) { value = w.value; }
  KOKKOS_FUNCTION void operator=(const volatile Wrapped &w) volatile { value = w.value; }
  KOKKOS_FUNCTION operator long() const { return value; }
};

namespace Kokkos {
template <>
struct reduction_identity<Wrapped> : public reduction_identity<long> {};
} // namespace Kokkos

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<long *> x("x", 80);
    Kokkos::parallel_for(80, KOKKOS_LAMBDA(const int i) { x(i) = (i * 37) % 11 + i; });
    std::printf("long %ld\n", TeamTotal<long>::run(x));
    std::printf("wrapped %ld\n", TeamTotal<Wrapped>::run(x));
  }
  Kokkos::finalize();
  return 0;
}
