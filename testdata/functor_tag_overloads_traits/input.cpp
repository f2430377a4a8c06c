// functor_tag_overloads_traits: a class-template functor whose work tag is a template
// parameter, with an operator() overload per tag where only the dispatched one compiles for the
// class's arguments (Kokkos instantiates no other); a member alias template of the functor's
// class used in its operator() and in a member function it calls; numeric traits of
// cv-qualified types, tested for existence with Kokkos::is_detected; a type alias of
// Kokkos::ViewAllocateWithoutInitializing.
//
// Covers: `operator()(Trait, int, int &)` with Trait a class template parameter (the tag is the
// parameter's type), an overload for another tag whose body names infinity<T>::value, which has
// no value for an integer T, `trait<T>::value` (spelled `F<T, Tag>::template trait<T>` in the
// kernel and in the device copy), `finite_max<const T>`, `digits<volatile T>`,
// `Kokkos::is_detected<infinity_value_t, int>`. Every value is an exact integer.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct FloatOnly {};
struct IntOnly {};
struct Doubled {
  template <class U> using trait = std::integral_constant<int, 2 * int(sizeof(U))>;
};

template <class T>
using infinity_value_t = decltype(Kokkos::Experimental::infinity<T>::value);

template <class T, class Tag, class Sizes>
struct Check {
  template <class U>
  using trait = typename Sizes::template trait<U>;
  Kokkos::View<int *> out;

  KOKKOS_FUNCTION int size() const { return trait<T>::value; }

  KOKKOS_FUNCTION void operator()(FloatOnly, int i, int &e) const {
    const T inf = Kokkos::Experimental::infinity<T>::value;
    e += (inf > Kokkos::Experimental::finite_max<T>::value) ? 1 : 100;
    out(i) = size();
  }
  KOKKOS_FUNCTION void operator()(IntOnly, int i, int &e) const {
#if KOKKOS_VERSION >= 40000  // Kokkos 3.4 defines the traits for unqualified types only
    using CT = const T;
    using VT = volatile T;
#else
    using CT = T;
    using VT = T;
#endif
    e += int(Kokkos::Experimental::finite_max<CT>::value % 1000) +
         Kokkos::Experimental::digits<VT>::value;
    out(i) = size() + trait<T>::value;
  }
};

template <class T, class Tag>
int run(Kokkos::View<int *> out) {
  int e = 0;
  Kokkos::parallel_reduce(Kokkos::RangePolicy<Tag>(0, out.extent(0)), Check<T, Tag, Doubled>{out}, e);
  return e;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using NoInit = Kokkos::ViewAllocateWithoutInitializing;
    Kokkos::View<int *> out(NoInit("out"), 10);
    const int a = run<float, FloatOnly>(out);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    const int h3 = h(3);  // (h is out itself where out is host memory)
    const int b = run<int, IntOnly>(out);
    auto g = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    printf("float: %d out %d\n", a, h3);
    printf("int: %d out %d\n", b, g(7));
#if KOKKOS_VERSION >= 40000  // Kokkos 3.4 (the reference build) has no is_detected
    printf("detected: infinity<float> %d infinity<int> %d\n",
           int(Kokkos::is_detected<infinity_value_t, float>::value),
           int(Kokkos::is_detected<infinity_value_t, int>::value));
#else
    printf("detected: infinity<float> 1 infinity<int> 0\n");
#endif
  }
  Kokkos::finalize();
}
