// A class-template functor in an unnamed namespace inside a named one, dispatched from a
// function template whose parameter types name the functor's member alias, for two View types
// (Kokkos' own TestViewCopy has this shape): the kernel template spells the functor through the
// template's parameters without the unnamed namespace (`check::CheckResult<ViewType>`).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace check {
namespace {

template <class ViewType> struct CheckResult {
  using value_type = typename ViewType::non_const_value_type;
  ViewType v;
  value_type value;
  CheckResult(ViewType v_, value_type value_) : v(v_), value(value_) {}
  KOKKOS_FUNCTION void operator()(const int i, int &lsum) const {
    for (int j = 0; j < static_cast<int>(v.extent(1)); j++)
      if (v(i, j) != value) lsum++;
  }
};

template <class ViewType>
int count_other(ViewType v, typename CheckResult<ViewType>::value_type value) {
  int errors = 0;
  Kokkos::parallel_reduce(v.extent(0), CheckResult<ViewType>(v, value), errors);
  return errors;
}

} // namespace
} // namespace check

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int **, Kokkos::LayoutRight> a("a", 100, 10);
    Kokkos::View<int **, Kokkos::LayoutLeft> b("b", 50, 4);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int i) {
      for (int j = 0; j < 10; ++j) a(i, j) = (i * j) % 3;
      if (i < 50)
        for (int j = 0; j < 4; ++j) b(i, j) = (i + j) % 4;
    });
    std::printf("right %d %d left %d\n", check::count_other(a, 0), check::count_other(a, 2),
                check::count_other(b, 1));
  }
  Kokkos::finalize();
}
