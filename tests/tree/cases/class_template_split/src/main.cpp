// class_template_split (issue 30, ExaMiniMD's ForceLJNeigh and ForceLJIDialNeigh): a class
// template declared in one header (pair_sum.hpp), its operator() overloads (templates over
// member tag templates) and the member function dispatching them with `*this` defined in
// another (pair_sum_impl.hpp), explicitly instantiated in pair_sum.cpp, used through a base
// class. KT1011 before: the dispatches' instantiations were looked for only among the
// declarations of the dispatch's file, so the operator templates were never instantiated; and
// `typename list_type::row_type` with the class's private `list_type` was KT1031.
#include <cstdio>

#include "pair_sum.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    PairSum<Ring<Kokkos::DefaultExecutionSpace::memory_space>> p(20);
    Pair& b = p;
    const double e1 = b.compute(true);
    const double e2 = b.compute(false);
    std::printf("stack %.4f plain %.4f\n", e1, e2);
  }
  Kokkos::finalize();
  return 0;
}
