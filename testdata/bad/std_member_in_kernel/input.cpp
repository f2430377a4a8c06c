// KT1002: a captured object holding Views travels to the kernel as its bytes; a standard
// library member among them (std::vector) is host memory with host member functions, so a
// kernel that reads it (here through a member function) cannot run it. The error is at the
// capture, on line 23.
#include <Kokkos_Core.hpp>
#include <vector>

struct Table {
  Kokkos::View<double *> values;
  std::vector<int> rows; // host bookkeeping
  int count() const { return (int)rows.size(); }
  KOKKOS_INLINE_FUNCTION double value(int i) const { return values(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Table t;
    t.values = Kokkos::View<double *>("values", 8);
    t.rows = {0, 4, 8};
    double s = 0;
    Kokkos::parallel_reduce(8, KOKKOS_LAMBDA(const int i, double &v) {
      v += t.value(i) * t.count();
    }, s);
  }
  Kokkos::finalize();
}

// A std::vector member of a captured object read by the kernel (through a member function): reported at the capture.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:23:12: error: {{.*}}[KT1002]
// expected-error@23 {{[KT1002]}}
// expected-error@11 {{[KT1070]}}
