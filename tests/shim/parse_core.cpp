// tests/shim/parse_core.cpp: the target-neutral core (through kt/host.hpp) in device code of
// other compilers. Syntax checks only:
//   g++ -std=c++17 -fsyntax-only -I runtime-shim/include tests/shim/parse_core.cpp
//   hipcc -std=c++17 --offload-arch=gfx90a -fsyntax-only -I runtime-shim/include -x hip tests/shim/parse_core.cpp
#include "kt/host.hpp"

using Vec = kt::View<double*>;
using Scratch = kt::View<double*, kt::ScratchSpace>;

#if defined(__HIPCC__) || defined(__CUDACC__)
#define PARSE_GLOBAL __global__
#else
#define PARSE_GLOBAL
#endif

PARSE_GLOBAL void parse_kernel(Vec::handle_type x, kt::View<int**, kt::LayoutRight>::handle_type m, char* smem) {
  kt::ScratchPool pool(smem, Scratch::shmem_size(64));
  Scratch s(pool.team(), 64);
  auto row = kt::subview(m, 1, kt::ALL);
  double acc;
  kt::Sum<double>::init(acc);
  kt::Sum<double>::join(acc, x(0) + s(0) + row(0));
  kt::MinLoc<double, int>::value_type ml;
  kt::MinLoc<double, int>::init(ml);
  kt::atomic_add(&x(1), acc);
  kt::atomic_max(&m(0, 0), 3);
  x(2) = kt::sqrt(acc) + kt::Experimental::fabs(ml.val) + kt::numbers::pi;
}

int main() {
  kt::ScopeGuard g;
  Vec x("x", 4);
  kt::deep_copy(x, 1.0);
  return 0;
}
