// mdrange_2d: two-dimensional MDRangePolicy loops.
//
// Covers: MDRangePolicy<Rank<2>>({0,0},{N,M}) (labelled and unlabelled),
// with explicit tiles {16,4}, Rank<2, Iterate::Right, Iterate::Right>,
// Rank<2, Iterate::Left, Iterate::Left>, a non-zero lower bound, rank-2
// Views with LayoutRight and LayoutLeft, extent(0)/extent(1), and a [=]
// lambda body.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1024;
    const int M = 640;
    Kokkos::View<double**, Kokkos::LayoutRight> A("A", N, M);
    Kokkos::View<double**, Kokkos::LayoutLeft> B("B", M, N);
    Kokkos::View<double**> C("C", N, M);

    using Policy2 = Kokkos::MDRangePolicy<Kokkos::Rank<2>>;

    Kokkos::parallel_for("fill_A", Policy2({0, 0}, {N, M}), KOKKOS_LAMBDA(const int i, const int j) {
      A(i, j) = (i % 10) * 0.5 + (j % 8) * 0.125;
    });

    // Transpose with explicit tile sizes.
    Kokkos::parallel_for(Policy2({0, 0}, {N, M}, {16, 4}), KOKKOS_LAMBDA(const int i, const int j) {
      B(j, i) = A(i, j);
    });

    // Right/Right iteration pattern, [=] lambda.
    using PolicyRR = Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Iterate::Right, Kokkos::Iterate::Right>>;
    Kokkos::parallel_for("combine", PolicyRR({0, 0}, {N, M}), [=](const int i, const int j) {
      C(i, j) = 2.0 * A(i, j) - B(j, i) + 0.25 * j;
    });

    // Left/Left pattern on an interior block: a 5-point Laplacian of A.
    using PolicyLL = Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Iterate::Left, Kokkos::Iterate::Left>>;
    Kokkos::View<double**> L("L", N, M);
    Kokkos::parallel_for("laplace", PolicyLL({1, 1}, {N - 1, M - 1}, {8, 8}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      L(i, j) = A(i - 1, j) + A(i + 1, j) + A(i, j - 1) + A(i, j + 1) - 4.0 * A(i, j);
    });

    auto hB = Kokkos::create_mirror_view(B);
    auto hC = Kokkos::create_mirror_view(C);
    auto hL = Kokkos::create_mirror_view(L);
    Kokkos::deep_copy(hB, B);
    Kokkos::deep_copy(hC, C);
    Kokkos::deep_copy(hL, L);

    double sumB = 0.0, sumC = 0.0, sumL = 0.0;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j) {
        sumB += hB(j, i) * (1 + (i + j) % 3);
        sumC += hC(i, j);
        sumL += hL(i, j) * hL(i, j);
      }

    printf("extents %d %d %d %d\n", static_cast<int>(B.extent(0)), static_cast<int>(B.extent(1)),
           static_cast<int>(C.extent(0)), static_cast<int>(C.extent(1)));
    printf("sumB %.17g\n", sumB);
    printf("sumC %.17g\n", sumC);
    printf("sumL2 %.17g\n", sumL);
    printf("C_entries %.17g %.17g %.17g\n", hC(0, 0), hC(7, 13), hC(N - 1, M - 1));
    printf("L_entries %.17g %.17g\n", hL(0, 5), hL(10, 8));
  }
  Kokkos::finalize();
  return 0;
}
