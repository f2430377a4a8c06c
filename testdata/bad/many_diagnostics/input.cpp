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
