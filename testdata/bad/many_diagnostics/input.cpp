// 25 refused constructs in one file (KT1004, a throw in a kernel): every one is reported,
// not just the first 20 (clang's default error limit). The last is at line 37, col 27.
#include <Kokkos_Core.hpp>
#include <stdexcept>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
    Kokkos::parallel_for(
        "check", 100,
        KOKKOS_LAMBDA(const int i) {
          if (x(i) < -1) throw std::runtime_error("below 1");
          if (x(i) < -2) throw std::runtime_error("below 2");
          if (x(i) < -3) throw std::runtime_error("below 3");
          if (x(i) < -4) throw std::runtime_error("below 4");
          if (x(i) < -5) throw std::runtime_error("below 5");
          if (x(i) < -6) throw std::runtime_error("below 6");
          if (x(i) < -7) throw std::runtime_error("below 7");
          if (x(i) < -8) throw std::runtime_error("below 8");
          if (x(i) < -9) throw std::runtime_error("below 9");
          if (x(i) < -10) throw std::runtime_error("below 10");
          if (x(i) < -11) throw std::runtime_error("below 11");
          if (x(i) < -12) throw std::runtime_error("below 12");
          if (x(i) < -13) throw std::runtime_error("below 13");
          if (x(i) < -14) throw std::runtime_error("below 14");
          if (x(i) < -15) throw std::runtime_error("below 15");
          if (x(i) < -16) throw std::runtime_error("below 16");
          if (x(i) < -17) throw std::runtime_error("below 17");
          if (x(i) < -18) throw std::runtime_error("below 18");
          if (x(i) < -19) throw std::runtime_error("below 19");
          if (x(i) < -20) throw std::runtime_error("below 20");
          if (x(i) < -21) throw std::runtime_error("below 21");
          if (x(i) < -22) throw std::runtime_error("below 22");
          if (x(i) < -23) throw std::runtime_error("below 23");
          if (x(i) < -24) throw std::runtime_error("below 24");
          if (x(i) < -25) throw std::runtime_error("below 25");
          x(i) = 2 * x(i);
        });
  }
  Kokkos::finalize();
  return 0;
}

// 25 throws in one kernel: all 25 KT1004 errors printed (no error limit); the last at its throw.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:37:27: error: {{.*}}[KT1004]
// expected-error@37 {{[KT1004]}}
// expected-error@13 {{[KT1004]}}
// expected-error@13 {{[KT1070]}}
// expected-error@14 {{[KT1004]}}
// expected-error@15 {{[KT1004]}}
// expected-error@16 {{[KT1004]}}
// expected-error@17 {{[KT1004]}}
// expected-error@18 {{[KT1004]}}
// expected-error@19 {{[KT1004]}}
// expected-error@20 {{[KT1004]}}
// expected-error@21 {{[KT1004]}}
// expected-error@22 {{[KT1004]}}
// expected-error@23 {{[KT1004]}}
// expected-error@24 {{[KT1004]}}
// expected-error@25 {{[KT1004]}}
// expected-error@26 {{[KT1004]}}
// expected-error@27 {{[KT1004]}}
// expected-error@28 {{[KT1004]}}
// expected-error@29 {{[KT1004]}}
// expected-error@30 {{[KT1004]}}
// expected-error@31 {{[KT1004]}}
// expected-error@32 {{[KT1004]}}
// expected-error@33 {{[KT1004]}}
// expected-error@34 {{[KT1004]}}
// expected-error@35 {{[KT1004]}}
// expected-error@36 {{[KT1004]}}
