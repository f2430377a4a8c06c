// view_anonymous_space: Views in Kokkos::AnonymousSpace (wrapping a host array, assigned from a
// HostSpace View, and inside a kernel wrapping a pointer into a device View and taking a
// subview) and the View assignability traits: Kokkos::Impl::MemorySpaceAccess,
// Impl::ViewMapping<..>::is_assignable, is_always_assignable(_v) and is_assignable(dst, src)
// for value types, static extents, layouts and AnonymousSpace. Every answer printed is the same
// whichever space is the default (Serial's HostSpace or a device's).
#include <Kokkos_Core.hpp>
#include <cstdio>

using Mem = Kokkos::DefaultExecutionSpace::memory_space;
template <class D, class S>
using Mapping = Kokkos::Impl::ViewMapping<typename D::traits, typename S::traits, typename D::specialize>;

// always: is_always_assignable; mapped: the mapping allows it; now: is_assignable(dst, src).
template <class D, class S, class... N>
void check(const char *what, N... n) {
  D dst;
  typename S::non_const_type alloc("src", n...);  // (a View of const values does not allocate)
  S src = alloc;
  const bool always = Kokkos::is_always_assignable<D, S>::value;
  const bool mapped = Mapping<D, S>::is_assignable;
  const bool now = Kokkos::is_assignable(dst, src);
  std::printf("%-24s always %d mapped %d now %d\n", what, int(always), int(mapped), int(now));
}

template <class D, class S>
bool always_v() {
#if KOKKOS_VERSION >= 40000
  return Kokkos::is_always_assignable_v<D, S>;
#else
  return Kokkos::is_always_assignable<D, S>::value;
#endif
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using L = Kokkos::LayoutLeft;
    using R = Kokkos::LayoutRight;
    using S = Kokkos::LayoutStride;
    check<Kokkos::View<int *, L, Mem>, Kokkos::View<int *, L, Mem>>("int* <- int*", 10);
    check<Kokkos::View<int[10], L, Mem>, Kokkos::View<int *, L, Mem>>("int[10] <- int*(10)", 10);
    check<Kokkos::View<int[5], L, Mem>, Kokkos::View<int *, L, Mem>>("int[5] <- int*(10)", 10);
    check<Kokkos::View<int[5], L, Mem>, Kokkos::View<int[10], L, Mem>>("int[5] <- int[10]");
    check<Kokkos::View<int *[3], L, Mem>, Kokkos::View<int **, L, Mem>>("int*[3] <- int**", 4, 3);
    check<Kokkos::View<int *, L, Mem>, Kokkos::View<double *, L, Mem>>("int* <- double*", 10);
    check<Kokkos::View<const int *, L, Mem>, Kokkos::View<int *, L, Mem>>("const int* <- int*", 10);
    check<Kokkos::View<int *, L, Mem>, Kokkos::View<const int *, L, Mem>>("int* <- const int*", 10);
    check<Kokkos::View<int **, L, Mem>, Kokkos::View<int **, R, Mem>>("Left <- Right (2)", 10, 2);
    check<Kokkos::View<int *, L, Mem>, Kokkos::View<int *, R, Mem>>("Left <- Right (1)", 10);
    check<Kokkos::View<int **, S, Mem>, Kokkos::View<int **, R, Mem>>("Stride <- Right", 10, 2);
    check<Kokkos::View<int *, Kokkos::AnonymousSpace>, Kokkos::View<int *, Kokkos::HostSpace>>("Anon <- Host", 10);
    check<Kokkos::View<int *, Kokkos::AnonymousSpace>, Kokkos::View<int *, Mem>>("Anon <- default", 10);
    using V = Kokkos::View<int *, L, Mem>;
    std::printf("refs %d %d %d\n", int(always_v<V, V &>()), int(always_v<V &, const V>()), int(always_v<V, const V &>()));
    std::printf("access host<-host %d %d %d\n", int(Kokkos::Impl::MemorySpaceAccess<Kokkos::HostSpace, Kokkos::HostSpace>::assignable),
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::HostSpace, Kokkos::HostSpace>::accessible),
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::HostSpace, Kokkos::HostSpace>::deepcopy));
    std::printf("access anon<-default %d %d host<-anon %d %d default<-default %d\n",
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::AnonymousSpace, Mem>::assignable),
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::AnonymousSpace, Mem>::accessible),
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::HostSpace, Kokkos::AnonymousSpace>::assignable),
                int(Kokkos::Impl::MemorySpaceAccess<Kokkos::HostSpace, Kokkos::AnonymousSpace>::accessible),
                int(Kokkos::Impl::MemorySpaceAccess<Mem, Mem>::assignable));
    std::printf("anonymous space %s\n", Kokkos::AnonymousSpace::name());

    // Host: a static and a dynamic anonymous View of an array, one assigned from a HostSpace View.
    int host_array[6] = {};
    Kokkos::View<int[6], Kokkos::AnonymousSpace> stat(host_array);
    Kokkos::View<int *, Kokkos::AnonymousSpace> dyn(host_array, 6);
    Kokkos::View<int *, Kokkos::HostSpace> hv("hv", 6);
    Kokkos::View<int *, Kokkos::AnonymousSpace> assigned = hv;
    for (int i = 0; i < 6; ++i) {
      stat(i) = 10 * i;
      dyn(i) += 1;
      assigned(i) = stat(i) + dyn(i);
    }
    Kokkos::View<int *, Kokkos::HostSpace> back = assigned;  // and back (as Kokkos allows)
    std::printf("host %d %d %d %d use_count %d\n", host_array[5], hv(5), back(3), int(dyn.extent(0)),
                hv.use_count());

    // Kernel: anonymous Views of a row of a device View, by pointer and from a subview.
    Kokkos::View<int **, Kokkos::LayoutRight, Mem> d("d", 8, 4);
    Kokkos::parallel_for(
        "anon", Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace, int>(0, 8), KOKKOS_LAMBDA(const int i) {
          int *row = &d(i, 0);
          Kokkos::View<int[4], Kokkos::AnonymousSpace> by_ptr(row);
          Kokkos::View<int *, Kokkos::AnonymousSpace> by_dyn(row, 4);
          auto sub = Kokkos::subview(d, i, Kokkos::ALL());
          Kokkos::View<int *, Kokkos::AnonymousSpace> by_sub = sub;
          for (int j = 0; j < 4; ++j) {
            by_ptr(j) = i + j;
            by_sub(j) += 100;
            by_dyn(j) *= 2;
          }
        });
    Kokkos::fence();
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), d);
    long sum = 0;
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 4; ++j) sum += h(i, j);
    std::printf("kernel sum %ld d(7,3) %d\n", sum, h(7, 3));
  }
  Kokkos::finalize();
  return 0;
}
