// tag_template_in_template: a functor whose operator() is a template over a templated work tag
// (`Tag<N>`), dispatched inside a function template. The kernel is a template over the tag's
// parameters (`template <int N>`), launched inside the function template with the deduced
// arguments (`<3>`); before, the kernel was made a template over the function template's
// parameters instead and its body named an undeclared `N`.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <int N>
struct Tag {};

struct Scale {
  Kokkos::View<double*> y;
  template <int N>
  KOKKOS_INLINE_FUNCTION void operator()(Tag<N>, const int i) const { y(i) = N * i + 0.5; }
};

template <class T>
void run(Kokkos::View<T*> y) {
  Kokkos::parallel_for(Kokkos::RangePolicy<Tag<3>>(0, y.extent(0)), Scale{y});
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> y("y", 10);
    run(y);
    auto h = Kokkos::create_mirror_view(y);
    Kokkos::deep_copy(h, y);
    double s = 0;
    for (int i = 0; i < 10; ++i) s += h(i);
    printf("sum %.2f y[9] %.2f\n", s, h(9));
  }
  Kokkos::finalize();
  return 0;
}
