// local_constants: integral constants declared in main that kernels name without capturing.
//
// Covers: `const int T = 32; const int H = T + 2;` (a tile edge and a constant built on it),
// a bool, a long shift, an enum constant of a namespace-scope enum and an unsigned built on
// T, all declared again in the kernel as compile-time constants, as Kokkos' lambda sees them;
// constants that stay values the kernel receives: one from the command line (no constant
// expression), one from a constexpr function call, a static local, and a constant declared
// together with a non-constant; a constant used only on the host (not in any kernel).

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstdlib>

enum Mode { Plain = 1, Scaled = 2 };

constexpr int twice(int v) { return 2 * v; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int T = 32;
    const int H = T + 2;
    const bool odd_rows = true;
    const long big = 1L << 40;
    const Mode mode = Scaled;
    const unsigned mask = T * 2u - 1u;
    const int n = argc > 100 ? std::atoi(argv[1]) : 4000;  // not a constant expression
    const int twice_t = twice(T);                           // calls a function
    static const int s_off = 5;                             // static: not declared again
    const int k = 3, runtime_k = n / 1000;                  // declared with a non-constant
    const int host_only = 17;                               // never used in a kernel

    Kokkos::View<long*> a("a", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      const int row = i / H, col = i % H;
      long v = row * T + col + (i & mask);
      if (odd_rows && (row % 2 == 1)) v += big / (1L << 38);
      v *= mode;
      a(i) = v + twice_t + s_off + k * runtime_k;
    });

    long sum = 0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, long& acc) {
      acc += a(i) % H + (i < T ? k : 0);
    }, sum);

    auto h = Kokkos::create_mirror_view(a);
    Kokkos::deep_copy(h, a);
    printf("sum %ld\n", sum);
    printf("a %ld %ld %ld\n", h(0), h(n / 2), h(n - 1));
    printf("host_only %d\n", host_only * 2);
  }
  Kokkos::finalize();
  return 0;
}
