// gpu_warp_shuffles: Kokkos::shfl_down / shfl_up / shfl in kernel code that a program compiles
// only for its GPU backend (`#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)`),
// as miniFE's sparse matrix-vector product does: several consecutive indices of a RangePolicy
// share a row and combine their partial sums across their lanes (a tree with shfl_down, a
// broadcast with shfl, an inclusive prefix with shfl_up: each gives the row's sum). Other
// backends take the one-index-per-row path. Every value is a small dyadic number, so every
// order gives the same sums.
#include <Kokkos_Core.hpp>
#include <cstdio>

#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
constexpr int TPR = 4; // indices (lanes) per row
#else
constexpr int TPR = 1;
#endif

struct RowSums {
  Kokkos::View<const double **> a;
  Kokkos::View<double *> sums, firsts, prefix; // each row's sum, three ways
  int ncol;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    const int row = i / TPR, lane = i % TPR;
    double part = 0;
    for (int c = lane; c < ncol; c += TPR) part += a(row, c);
    double sum = part, total = part, incl = part;
#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
    for (int d = 1; d < TPR; d *= 2) sum += Kokkos::shfl_down(sum, d, TPR); // lane 0: the row's
    total = Kokkos::shfl(sum, 0, TPR);                                       // every lane
    for (int d = 1; d < TPR; d *= 2) {                                       // inclusive prefix
      const double v = Kokkos::shfl_up(incl, d, TPR);
      if (lane >= d) incl += v;
    }
#endif
    if (lane == 0) sums(row) = sum;
    if (lane == TPR - 1) {
      firsts(row) = total;
      prefix(row) = incl;
    }
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nrow = 1000, ncol = 37;
    Kokkos::View<double **> a("a", nrow, ncol);
    Kokkos::View<double *> sums("sums", nrow), firsts("firsts", nrow), prefix("prefix", nrow);
    Kokkos::parallel_for(nrow, KOKKOS_LAMBDA(const int r) {
      for (int c = 0; c < ncol; ++c) a(r, c) = 0.25 * ((r + 3 * c) % 9) - 0.5;
    });
    Kokkos::parallel_for("rows", nrow * TPR, RowSums{a, sums, firsts, prefix, ncol});
    double s = 0, f = 0, p = 0;
    Kokkos::parallel_reduce(nrow, KOKKOS_LAMBDA(const int r, double &v) { v += sums(r) * (1 + r % 3); }, s);
    Kokkos::parallel_reduce(nrow, KOKKOS_LAMBDA(const int r, double &v) { v += firsts(r) * (1 + r % 5); }, f);
    Kokkos::parallel_reduce(nrow, KOKKOS_LAMBDA(const int r, double &v) { v += prefix(r) * (1 + r % 7); }, p);
    std::printf("down %.4f broadcast %.4f up %.4f\n", s, f, p);
  }
  Kokkos::finalize();
}
