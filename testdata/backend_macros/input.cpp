// backend_macros: the program picks its work split and its kernels by the backend macros real
// Kokkos defines (KOKKOS_ENABLE_CUDA, KOKKOS_ENABLE_HIP, KOKKOS_ENABLE_OPENMPTARGET,
// KOKKOS_ENABLE_OPENACC; a Serial build has none of them). The translator parses with the
// macros of its target, and the shim defines the same ones for the vendor compile, so each
// target's output holds that target's branch (its labels: fill_cuda, ...; checked by
// scripts/cli-test.sh). Every branch computes the same numbers (sums of multiples of 0.25,
// exact in any order), so the output equals the real-Kokkos Serial run.
//
// Covers: #if on backend macros around dispatches, a chunk size macro used inside kernel
// bodies, KOKKOS_ENABLE_SERIAL as the host backend beside each device backend.

#include <Kokkos_Core.hpp>
#include <cstdio>

#if defined(KOKKOS_ENABLE_CUDA)
#define CHUNK 32
#elif defined(KOKKOS_ENABLE_HIP)
#define CHUNK 64
#elif defined(KOKKOS_ENABLE_OPENMPTARGET)
#define CHUNK 16
#elif defined(KOKKOS_ENABLE_OPENACC)
#define CHUNK 8
#else
#define CHUNK 1
#endif

const int n = 4096;

void fill(Kokkos::View<double*> x) {
  const int chunks = n / CHUNK;
#if defined(KOKKOS_ENABLE_CUDA)
  Kokkos::parallel_for("fill_cuda", chunks, KOKKOS_LAMBDA(const int c) {
    for (int k = 0; k < CHUNK; ++k) x(c * CHUNK + k) = 1.0 + 0.5 * ((c * CHUNK + k) % 13);
  });
#elif defined(KOKKOS_ENABLE_HIP)
  Kokkos::parallel_for("fill_hip", Kokkos::RangePolicy<>(0, chunks), KOKKOS_LAMBDA(const int c) {
    for (int k = 0; k < CHUNK; ++k) x(c * CHUNK + k) = 1.0 + 0.5 * ((c * CHUNK + k) % 13);
  });
#elif defined(KOKKOS_ENABLE_OPENMPTARGET)
  Kokkos::parallel_for("fill_openmptarget",
                       Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {chunks, CHUNK}),
                       KOKKOS_LAMBDA(const int c, const int k) {
                         x(c * CHUNK + k) = 1.0 + 0.5 * ((c * CHUNK + k) % 13);
                       });
#elif defined(KOKKOS_ENABLE_OPENACC)
  Kokkos::parallel_for("fill_openacc", chunks, KOKKOS_LAMBDA(const int c) {
    for (int k = 0; k < CHUNK; ++k) x(c * CHUNK + k) = 1.0 + 0.5 * ((c * CHUNK + k) % 13);
  });
#else
  (void)chunks;
  Kokkos::parallel_for("fill_serial", n, KOKKOS_LAMBDA(const int i) {
    x(i) = 1.0 + 0.5 * (i % 13);
  });
#endif
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", n);
    fill(x);

    // Sum of squares and the number of elements covered, one chunk per index.
    double sum_sq = 0;
    Kokkos::parallel_reduce("sum_sq", n / CHUNK, KOKKOS_LAMBDA(const int c, double& s) {
      for (int k = 0; k < CHUNK; ++k) s += x(c * CHUNK + k) * x(c * CHUNK + k);
    }, sum_sq);
    long covered = 0;
    Kokkos::parallel_reduce("covered", n / CHUNK, KOKKOS_LAMBDA(const int, long& s) {
      s += CHUNK;
    }, covered);

    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
    std::printf("n %d\n", n);
    std::printf("sum_sq %.2f\n", sum_sq);
    std::printf("covered %ld\n", covered);
    std::printf("entries %g %g %g\n", h(0), h(5), h(n - 2));
#ifdef KOKKOS_ENABLE_SERIAL
    std::printf("host_backend_serial 1\n");
#else
    std::printf("host_backend_serial 0\n");
#endif
  }
  Kokkos::finalize();
  return 0;
}
