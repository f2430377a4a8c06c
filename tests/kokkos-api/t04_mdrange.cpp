// Area: MDRangePolicy (both Kokkos:: and Kokkos::Experimental:: spellings),
// Rank<N, Iterate, Iterate>, tiles, properties, MD reductions.
#include <Kokkos_Core.hpp>

struct Tag {};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 8, M = 9, K = 10;
    Kokkos::View<double**> A("A", N, M);
    Kokkos::View<double***> B("B", N, M, K);

    Kokkos::parallel_for("md2", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N, M}),
                         KOKKOS_LAMBDA(const int i, const int j) { A(i, j) = i + j; });
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N, M}, {4, 4}),
                         KOKKOS_LAMBDA(int i, int j) { A(i, j) *= 2; });
    Kokkos::parallel_for(
        Kokkos::Experimental::MDRangePolicy<Kokkos::Experimental::Rank<3>>({0, 0, 0}, {N, M, K}),
        KOKKOS_LAMBDA(int i, int j, int k) { B(i, j, k) = i * j * k; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<3, Kokkos::Iterate::Right, Kokkos::Iterate::Left>>(
            {0, 0, 0}, {N, M, K}, {2, 2, 2}),
        KOKKOS_LAMBDA(int i, int j, int k) { B(i, j, k) += 1; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Experimental::Iterate::Left, Kokkos::Iterate::Default>>(
            {0, 0}, {N, M}),
        KOKKOS_LAMBDA(int i, int j) { A(i, j) -= 1; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::DefaultExecutionSpace, Kokkos::Rank<2>, Kokkos::IndexType<int>,
                              Kokkos::Schedule<Kokkos::Static>>({0, 0}, {N, M}),
        KOKKOS_LAMBDA(int i, int j) { A(i, j) = 0; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>(Kokkos::DefaultExecutionSpace(), {0, 0}, {N, M}),
        KOKKOS_LAMBDA(int i, int j) { A(i, j) = 1; });
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>, Tag>({0, 0}, {N, M}),
                         KOKKOS_LAMBDA(Tag, int i, int j) { A(i, j) = 2; });

    // extents taken from a View (size_t) on both bounds
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {(long)A.extent(0), (long)A.extent(1)}),
                         KOKKOS_LAMBDA(long i, long j) { A(i, j) = 3; });
    // Kokkos::Array-based construction
    Kokkos::Array<long, 2> lo = {0, 0}, hi = {N, M};
    Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>(lo, hi),
                         KOKKOS_LAMBDA(long i, long j) { A(i, j) = 4; });
    using policy2 = Kokkos::MDRangePolicy<Kokkos::Rank<2>>;
    policy2 p({0, 0}, {N, M});
    static_assert(policy2::rank == 2, "rank");
    Kokkos::parallel_for(p, KOKKOS_LAMBDA(int i, int j) { A(i, j) = 5; });

    double sum = 0.0;
    Kokkos::parallel_reduce("md_reduce", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N, M}),
                            KOKKOS_LAMBDA(int i, int j, double& lsum) { lsum += A(i, j); }, sum);
    double mx = 0.0;
    Kokkos::parallel_reduce(Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {N, M, K}),
                            KOKKOS_LAMBDA(int i, int j, int k, double& v) {
                              if (B(i, j, k) > v) v = B(i, j, k);
                            }, Kokkos::Max<double>(mx));
  }
  Kokkos::finalize();
  return 0;
}
