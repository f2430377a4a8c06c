// templates_qualified_later_class: a dispatch in a function template defined outside its
// namespace under a qualified name (`lib::fill`), instantiated with a class defined after the
// template (`Pt`) and with a builtin type. HIP launches the kernel template as `+kt_fill_L..<T>`,
// so hipcc emits its host stubs without explicit instantiations (which could not name `Pt` where
// the kernel is written); formerly KT1009 on HIP (testdata/bad/hip_qualified_template_later_class).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace lib {
template <class T>
void fill(Kokkos::View<T*> v, Kokkos::View<T*> src);
}  // namespace lib

template <class T>
void lib::fill(Kokkos::View<T*> v, Kokkos::View<T*> src) {
  Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) = src(i % src.extent(0)); });
}

struct Pt {
  double x, y;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Pt*> p("p", 4), ps("ps", 2);
    Kokkos::View<double*> d("d", 5), ds("ds", 3);
    auto hps = Kokkos::create_mirror_view(ps);
    auto hds = Kokkos::create_mirror_view(ds);
    hps(0) = Pt{1.5, -2.0};
    hps(1) = Pt{0.5, 4.0};
    for (int i = 0; i < 3; ++i) hds(i) = 0.25 * (i + 1);
    Kokkos::deep_copy(ps, hps);
    Kokkos::deep_copy(ds, hds);
    lib::fill(p, ps);
    lib::fill(d, ds);
    auto hp = Kokkos::create_mirror_view(p);
    auto hd = Kokkos::create_mirror_view(d);
    Kokkos::deep_copy(hp, p);
    Kokkos::deep_copy(hd, d);
    double s = 0;
    for (int i = 0; i < 4; ++i) s += hp(i).x * (i + 1) + hp(i).y;
    for (int i = 0; i < 5; ++i) s += hd(i) * i;
    printf("sum %.3f p[3] %.2f %.2f d[4] %.2f\n", s, hp(3).x, hp(3).y, hd(4));
  }
  Kokkos::finalize();
  return 0;
}
