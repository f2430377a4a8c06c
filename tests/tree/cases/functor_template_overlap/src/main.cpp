#include <Kokkos_Core.hpp>
#include <cstdio>
#include "voc.hpp"
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  fill<Kokkos::DefaultExecutionSpace>();
  std::printf("ok\n");
  Kokkos::finalize();
}
// Issue 28 item 9 as first found: with these exact texts (this comment after everything else)
// the translator aborted, "internal error: overlapping edits" (exit 134), in tree mode.
