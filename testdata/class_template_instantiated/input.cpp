// A class template whose members are defined out of line and instantiated explicitly (the shape
// of BabelStream's KokkosStream<T>): every kernel is a template of the class's parameter, and
// the reductions' kernels are named only inside the explicitly instantiated members.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
class Stream {
public:
  explicit Stream(int n);
  void init(T a0, T b0);
  T dot();
  T team_sum();
  T grid_sum();

private:
  int n;
  Kokkos::View<T *> a, b;
};

template <class T>
Stream<T>::Stream(int n_) : n(n_), a("a", n_), b("b", n_) {}

template <class T>
void Stream<T>::init(T a0, T b0) {
  Kokkos::View<T *> a_ = a, b_ = b;
  Kokkos::parallel_for(
      "init", n, KOKKOS_LAMBDA(const int i) {
        a_(i) = a0 + T(i % 7);
        b_(i) = b0 - T(i % 5);
      });
}

template <class T>
T Stream<T>::dot() {
  Kokkos::View<T *> a_ = a, b_ = b;
  T sum = 0;
  Kokkos::parallel_reduce(
      "dot", n, KOKKOS_LAMBDA(const int i, T &acc) { acc += a_(i) * b_(i); }, sum);
  return sum;
}

template <class T>
T Stream<T>::team_sum() {
  using team_t = typename Kokkos::TeamPolicy<>::member_type;
  Kokkos::View<T *> a_ = a;
  const int rows = n / 16;
  T sum = 0;
  Kokkos::parallel_reduce(
      "team_sum", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
      KOKKOS_LAMBDA(const team_t &t, T &acc) {
        T row = 0;
        Kokkos::parallel_reduce(
            Kokkos::TeamThreadRange(t, 16),
            [&](const int j, T &r) { r += a_(t.league_rank() * 16 + j); }, row);
        Kokkos::single(Kokkos::PerTeam(t), [&]() { acc += row; });
      },
      sum);
  return sum;
}

template <class T>
T Stream<T>::grid_sum() {
  Kokkos::View<T *> b_ = b;
  const int rows = n / 16;
  T sum = 0;
  Kokkos::parallel_reduce(
      "grid_sum", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, 16}),
      KOKKOS_LAMBDA(const int r, const int c, T &acc) { acc += b_(r * 16 + c); }, sum);
  return sum;
}

template class Stream<float>;
template class Stream<double>;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Stream<double> d(4096);
    d.init(1.5, 2.0);
    std::printf("double dot %.6f team %.6f grid %.6f\n", d.dot(), d.team_sum(), d.grid_sum());
    Stream<float> f(1024);
    f.init(0.5f, 1.0f);
    std::printf("float dot %.3f team %.3f grid %.3f\n", (double)f.dot(), (double)f.team_sum(),
                (double)f.grid_sum());
  }
  Kokkos::finalize();
  return 0;
}
