// class_template_extern (issue 30, ExaMiniMD's modules_neighbor.h): class_template_split with
// the explicit instantiation declared `extern template class` in the class's header
// (pair_sum.hpp) before the members are defined (pair_sum_impl.hpp) and defined in pair_sum.cpp,
// plus a functor class template (RowWidth<list_type>) dispatched from a member. KT1011 before:
// the specialisation's members hang in the declaration the header's `extern` made, and the
// instantiated dispatches were looked for in the explicit instantiation's later, empty node, so
// the operator templates (and RowWidth's operator()) were never instantiated.
#include <cstdio>

#include "pair_sum.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    PairSum<Ring<space_t>> p(20);
    Pair& b = p;
    const double e1 = b.compute(true);
    const double e2 = b.compute(false);
    std::printf("stack %.4f plain %.4f widest %d\n", e1, e2, p.widest());
  }
  Kokkos::finalize();
  return 0;
}
