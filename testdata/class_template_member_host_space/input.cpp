// class_template_member_host_space: class_template_host_space's Views reached through a member
// object whose class takes the memory space as its own template parameter (ExaMiniMD's
// Neighbor2D<MemorySpace> and its `NeighList2D<MemorySpace> neigh_list`, whose `num_neighs` is a
// `View<int *, MemorySpace>` of the list's parameter), explicitly instantiated for HostSpace too.
// Real Kokkos compiles HostSpace's instantiation; on a device backend its kernels would abort
// only if they ran and read a View. Only the default space's dispatches run here. Covers: the
// object as a functor's member whose member function the kernel calls (it travels as its bytes)
// and whose View the kernel reads, and a local copy of it captured by a lambda. Before: KT1022
// ('list.num' is a View of host memory) in the HostSpace instantiation.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class MemorySpace>
struct List {
  int width;
  Kokkos::View<int*, MemorySpace> num;
  Kokkos::View<int**, MemorySpace> ids;
  KOKKOS_INLINE_FUNCTION int count(const int i) const { return num(i) < width ? num(i) : width; }
};

template <class MemorySpace>
struct Builder {
  typedef List<MemorySpace> t_list;
  t_list list;
  int n;
  explicit Builder(int n_) : n(n_) {
    list.width = 3;
    list.num = Kokkos::View<int*, MemorySpace>("num", n);
    list.ids = Kokkos::View<int**, MemorySpace>("ids", n, list.width);
  }
  void build() { Kokkos::parallel_for("build", n, *this); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    list.num(i) = 1 + i % 4;
    for (int k = 0; k < list.count(i); ++k) list.ids(i, k) = (i + 7 * k + 1) % n;
  }
  long checksum() const;
};

template <class MemorySpace>
long Builder<MemorySpace>::checksum() const {
  long s = 0;
  t_list l = list;
  Kokkos::parallel_reduce("checksum", n, KOKKOS_LAMBDA(const int i, long& a) {
    for (int k = 0; k < l.count(i); ++k) a += (k + 1) * l.ids(i, k) + l.num(i);
  }, s);
  return s;
}

// HostSpace's instantiation, explicitly (ExaMiniMD's neighbor_2d.cpp); the default space's comes
// from main (the same one where that space is HostSpace).
template struct Builder<Kokkos::HostSpace>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Builder<Kokkos::DefaultExecutionSpace::memory_space> b(50);
    b.build();
    std::printf("checksum %ld\n", b.checksum());
    Builder<Kokkos::HostSpace> h(10);  // constructed and read on the host only
    auto num = h.list.num;
    for (int i = 0; i < 10; ++i) num(i) = i;
    long t = 0;
    for (int i = 0; i < 10; ++i) t += h.list.count(i);
    std::printf("host %ld\n", t);
  }
  Kokkos::finalize();
  return 0;
}
