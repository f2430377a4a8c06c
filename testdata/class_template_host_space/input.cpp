// A class template over a memory space, instantiated for HostSpace as well as for the default
// execution space's memory (the shape of a neighbour list an application builds for either
// space), whose dispatches all run on the default execution space. Real Kokkos compiles
// HostSpace's instantiation too; on a device backend its kernels would abort ("attempt to access
// inaccessible memory space") only if they ran and read a View. Only the default space's
// dispatches run here; HostSpace's instantiation is constructed and read on the host.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class MemorySpace>
struct Bins {
  using view_t = Kokkos::View<int *, MemorySpace>;
  int n;
  view_t counts;
  Kokkos::View<long *, MemorySpace> squares;

  explicit Bins(int n_) : n(n_), counts("counts", n_), squares("squares", n_) {}
  void fill(int k);
  long total() const;
  void square() { Kokkos::parallel_for("square", n, *this); }  // the object as functor
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    squares(i) = long(counts(i)) * counts(i);
  }
};

template <class MemorySpace>
void Bins<MemorySpace>::fill(int k) {
  view_t c = counts;
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { c(i) = i % k + 1; });
}

template <class MemorySpace>
long Bins<MemorySpace>::total() const {
  auto s = squares;
  long sum = 0;
  Kokkos::parallel_reduce(
      "total", n, KOKKOS_LAMBDA(const int i, long &acc) { acc += s(i); }, sum);
  return sum;
}

// Explicitly instantiated for host memory (every member, dispatches included); the default
// space's instantiation comes from main (the same one where that space is HostSpace).
template struct Bins<Kokkos::HostSpace>;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Bins<Kokkos::DefaultExecutionSpace::memory_space> d(1000);
    d.fill(7);
    d.square();
    std::printf("total %ld\n", d.total());
    Bins<Kokkos::HostSpace> h(10);  // host memory: filled on the host, no dispatch
    for (int i = 0; i < h.n; ++i) h.counts(i) = 2 * i;
    std::printf("host extent %d last %d\n", int(h.counts.extent(0)), h.counts(h.n - 1));
  }
  Kokkos::finalize();
  return 0;
}
