// memory_random_access: the MemoryRandomAccess and MemoryUnmanaged trait aliases.
//
// Covers: Kokkos::MemoryRandomAccess (MemoryTraits<Unmanaged | RandomAccess>) on const Views
// that wrap the data of managed device Views, read by a gather kernel and inside a reduction;
// Kokkos::MemoryUnmanaged on a View written by a kernel; the alias spelled through a type
// alias; a function that takes the random-access View as a parameter and dispatches on it.

#include <Kokkos_Core.hpp>
#include <cstdio>

using GatherView = Kokkos::View<const double*, Kokkos::MemoryRandomAccess>;

double gathered_sum(GatherView table, Kokkos::View<const int*, Kokkos::MemoryRandomAccess> idx) {
  double s = 0.0;
  Kokkos::parallel_reduce(
      "gathered_sum", idx.extent(0),
      KOKKOS_LAMBDA(const int i, double& acc) { acc += table(idx(i)) * (1 + i % 3); }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 4096;
    const int M = 1000;
    Kokkos::View<double*> values("values", M);
    Kokkos::View<int*> index("index", N);
    Kokkos::View<double*> out("out", N);

    Kokkos::parallel_for("fill_values", M, KOKKOS_LAMBDA(const int i) { values(i) = 0.5 * i - 7.0; });
    Kokkos::parallel_for("fill_index", N, KOKKOS_LAMBDA(const int i) { index(i) = (i * 37 + 11) % M; });

    GatherView table(values.data(), M);
    Kokkos::View<const int*, Kokkos::MemoryRandomAccess> idx(index.data(), N);
    Kokkos::View<double*, Kokkos::MemoryUnmanaged> dst(out.data(), N);

    Kokkos::parallel_for("gather", N, KOKKOS_LAMBDA(const int i) {
      dst(i) = 2.0 * table(idx(i)) + table((idx(i) + 1) % M);
    });

    double total = 0.0;
    Kokkos::parallel_reduce(
        "sum_out", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += out(i); }, total);
    const double weighted = gathered_sum(table, idx);

    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    printf("out %.3f %.3f %.3f\n", h(0), h(N / 2), h(N - 1));
    printf("total %.3f weighted %.3f\n", total, weighted);
    printf("traits %d %d\n", (int)GatherView::memory_traits::is_random_access,
           (int)decltype(dst)::memory_traits::is_unmanaged);
  }
  Kokkos::finalize();
  return 0;
}
