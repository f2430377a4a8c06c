// A functor that is a partial specialisation of a class template (Kokkos' own TestTeamBroadcast
// selects its functor by `enable_if_t<sizeof(T) == ...>`): its members are instantiated over the
// partial specialisation's parameters, so the kernel is a template over those, launched with
// the arguments deduced for them. One functor is a range reduction, one a team reduction whose
// nested TeamThreadRange reduction uses a reducer, and one calls a static member of its class.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <type_traits>

template <class ExecSpace, class T, class Enabled = void>
struct Weighted;

// Integral T: weights are i % 7.
template <class ExecSpace, class T>
struct Weighted<ExecSpace, T, std::enable_if_t<std::is_integral<T>::value>> {
  using value_type = T;
  Kokkos::View<T *, ExecSpace> x;
  KOKKOS_INLINE_FUNCTION static T weight(int i) { return T(i % 7); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, T &sum) const { sum += weight(i) * x(i); }
  static T run(int n) {
    Weighted f;
    f.x = Kokkos::View<T *, ExecSpace>("x", n);
    Kokkos::deep_copy(f.x, T(3));
    T sum = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, n), f, sum);
    return sum;
  }
};

// Floating-point T: weights are 0.5 * (i % 3).
template <class ExecSpace, class T>
struct Weighted<ExecSpace, T, std::enable_if_t<std::is_floating_point<T>::value>> {
  using value_type = T;
  Kokkos::View<T *, ExecSpace> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, T &sum) const {
    sum += T(0.5) * T(i % 3) * x(i);
  }
  static T run(int n) {
    Weighted f;
    f.x = Kokkos::View<T *, ExecSpace>("x", n);
    Kokkos::deep_copy(f.x, T(2));
    T sum = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, n), f, sum);
    return sum;
  }
};

template <class ExecSpace, class T, class Enabled = void>
struct TeamOr;

// One-byte T: every team ORs its league rank's low bits into the result, through a nested
// TeamThreadRange reduction with Kokkos::BOr.
template <class ExecSpace, class T>
struct TeamOr<ExecSpace, T, std::enable_if_t<sizeof(T) == 1>> {
  using member_type = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using value_type = T;
  T offset;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &m, T &update) const {
    T part = 0;
    const T mine = T((m.league_rank() % 5) + offset);
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(m, m.team_size()),
        [&](const int, T &u) { u |= mine; }, Kokkos::BOr<T>(part));
    if (m.team_rank() == 0) update |= part;
  }
  static T run(int league, T offset) {
    TeamOr f;
    f.offset = offset;
    T total = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<ExecSpace>(league, Kokkos::AUTO), f,
                            Kokkos::BOr<T, Kokkos::HostSpace>(total));
    return total;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    std::printf("integral %ld\n", (long)Weighted<Space, long>::run(1000));
    std::printf("int %d\n", Weighted<Space, int>::run(700));
    std::printf("double %.6f\n", Weighted<Space, double>::run(1000));
    std::printf("schar %d\n", (int)TeamOr<Space, signed char>::run(4, 8));
    std::printf("uchar %d\n", (int)TeamOr<Space, unsigned char>::run(7, 16));
  }
  Kokkos::finalize();
}
