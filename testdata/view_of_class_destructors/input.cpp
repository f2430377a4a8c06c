// A View of a class with a user-written constructor, assignment and destructor: Kokkos
// constructs the elements when it allocates the View and destroys them, in the View's space,
// when the last reference goes (Kokkos' own TestViewOfClass counts them through a View of
// counters).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class Space>
struct Tracked {
  Kokkos::View<int *, Space> member;

  KOKKOS_INLINE_FUNCTION Tracked() : member() {}
  KOKKOS_INLINE_FUNCTION Tracked &operator=(const Kokkos::View<int *, Space> &lhs) {
    member = lhs;
    if (member.extent(0)) Kokkos::atomic_add(&member(0), 1);
    return *this;
  }
  KOKKOS_INLINE_FUNCTION ~Tracked() {
    if (member.extent(0)) Kokkos::atomic_add(&member(0), -1);
  }
};

template <class Space>
struct Assign {
  Kokkos::View<Tracked<Space> *, Space> nested;
  Kokkos::View<int *, Space> counter;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { nested[i] = counter; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    Kokkos::View<int *, Space> counter("counter", 1);
    auto h = Kokkos::create_mirror_view(counter);
    int after_a = 0, after_b = 0;
    {
      Kokkos::View<Tracked<Space> *, Space> a("a", 3);
      Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, 3), Assign<Space>{a, counter});
      Kokkos::deep_copy(h, counter);
      after_a = h(0);
      Kokkos::View<Tracked<Space> *, Space> b("b", 5);
      Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, 5), Assign<Space>{b, counter});
      Kokkos::deep_copy(h, counter);
      after_b = h(0);
    }
    Kokkos::deep_copy(h, counter);
    std::printf("after a %d after b %d after scope %d\n", after_a, after_b, h(0));
  }
  Kokkos::finalize();
  return 0;
}
