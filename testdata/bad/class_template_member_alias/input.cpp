// A class template's member alias as a class lambda's accumulator type, the dispatch in a member
// function defined in the class template: the kernel template precedes it, where it cannot be spelled.
#include <Kokkos_Core.hpp>
template <class T>
class Scaler {
public:
  using value_type = T;
  Scaler(int n) : x_("x", n) {}
  value_type sum() const {
    value_type s = 0;
    Kokkos::parallel_reduce("sum", x_.extent(0), [=, *this](const int i, value_type& acc) { acc += x_(i); }, s);
    return s;
  }
  Kokkos::View<value_type*> x_;
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  { Scaler<double> s(10); s.sum(); }
  Kokkos::finalize();
}
