// functor_view_args: class-template functors whose template arguments are View types with
// layout and memory-trait properties, and whose operator() uses the class's member types.
//
// Covers: a functor template over a LayoutStride View (a subview of a plane) and a
// MemoryTraits<RandomAccess> View (View's properties are a template parameter pack, which
// the kernel's template arguments and the class-qualified member types must spell in full),
// a member alias `size_type` used unqualified as the index type and inside the body, and a
// LayoutLeft/LayoutRight pair of instantiations of one functor template, and a functor
// template whose members are `typename V::const_type` Views and whose member alias is not
// dependent (`using size_type = vec_type::size_type;`: the body names the template's member).

#include <Kokkos_Core.hpp>
#include <cstdio>

using plane_type = Kokkos::View<double**, Kokkos::LayoutStride>;
using table_type = Kokkos::View<const double*, Kokkos::MemoryTraits<Kokkos::RandomAccess>>;
using left_type = Kokkos::View<double**, Kokkos::LayoutLeft>;
using right_type = Kokkos::View<double**, Kokkos::LayoutRight>;

template <class Plane, class Table>
struct Gather {
  Plane a;
  Table t;
  Gather(Plane a_, Table t_) : a(a_), t(t_) {}
  using size_type = typename Plane::size_type;
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i) const {
    for (size_type j = 0; j < static_cast<size_type>(a.extent(1)); ++j)
      a(i, j) = t((i * 7 + j * 3) % t.extent(0)) + 0.5 * j;
  }
};

template <class ViewType>
struct Fill {
  ViewType a;
  Fill(ViewType a_) : a(a_) {}
  using size_type = typename ViewType::size_type;
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i) const {
    for (size_type j = 0; j < static_cast<size_type>(a.extent(1)); ++j)
      a(i, j) = 1.0 * a.extent(0) * i + 1.0 * j;
  }
};

template <class ViewType>
struct RowSum {
  ViewType a;
  using value_type = double;
  using size_type = typename ViewType::size_type;
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i, double& acc) const {
    for (size_type j = 0; j < static_cast<size_type>(a.extent(1)); ++j) acc += a(i, j) * (j + 1);
  }
};

using vec_type = Kokkos::View<double*>;

template <class V1, class V2>
struct Contract {
  vec_type out;
  typename V1::const_type v1;
  typename V2::const_type v2;
  Contract(vec_type o, V1 a, V2 b) : out(o), v1(a), v2(b) {}
  using size_type = vec_type::size_type;
  KOKKOS_INLINE_FUNCTION void operator()(const vec_type::size_type i) const {
    double s = 0;
    for (size_type j = 0; j < static_cast<size_type>(v1.extent(1)); ++j) s += v1(i, j) * v2(i, j);
    out(i) = s;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 12, m = 5;
    Kokkos::View<double***, Kokkos::LayoutRight> cube("cube", n, m, 3);
    plane_type mid = Kokkos::subview(cube, Kokkos::ALL(), Kokkos::ALL(), 1);
    Kokkos::View<double*> tab("tab", 17);
    Kokkos::parallel_for(17, KOKKOS_LAMBDA(const int i) { tab(i) = 0.25 * i * i; });
    table_type tab_r = tab;
    Kokkos::parallel_for(n, Gather<plane_type, table_type>(mid, tab_r));

    left_type l("l", n, m);
    right_type r("r", n, m);
    Kokkos::parallel_for(n, Fill<left_type>(l));
    Kokkos::parallel_for(n, Fill<right_type>(r));

    vec_type c("c", n);
    Kokkos::parallel_for(n, Contract<left_type, right_type>(c, l, r));
    double s_c = 0;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(const int i, double& acc) { acc += c(i); }, s_c);

    double s_mid = 0, s_l = 0, s_r = 0;
    Kokkos::parallel_reduce(n, RowSum<plane_type>{mid}, s_mid);
    Kokkos::parallel_reduce(n, RowSum<left_type>{l}, s_l);
    Kokkos::parallel_reduce(n, RowSum<right_type>{r}, s_r);

    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), cube);
    printf("gather %.2f %.2f %.2f\n", h(0, 0, 1), h(5, 3, 1), h(11, 4, 1));
    printf("untouched %.2f %.2f\n", h(4, 2, 0), h(4, 2, 2));
    printf("sums %.2f %.2f %.2f\n", s_mid, s_l, s_r);
    printf("contract %.2f\n", s_c);
  }
  Kokkos::finalize();
}
