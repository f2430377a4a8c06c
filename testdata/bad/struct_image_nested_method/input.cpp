// A nested member of a captured struct of Views used as an object in a kernel (its member
// function called): the kernel has the device image, whose nested member holds only data.
#include <Kokkos_Core.hpp>

struct Buffer {
  Kokkos::View<double*> view;
  KOKKOS_INLINE_FUNCTION int n() const { return view.extent(0); }
};
struct Fields { Buffer a; double s; };

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Fields f;
    f.a.view = Kokkos::View<double*>("a", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { f.a.view(i) = f.a.n(); });
  }
  Kokkos::finalize();
}
