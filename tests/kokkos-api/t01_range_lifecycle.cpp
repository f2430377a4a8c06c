// Area: program lifetime, RangePolicy, parallel_for overloads, labels, fences,
// Timer, macros.  Must parse against real Kokkos 3.4 and the bundled header.
#include <Kokkos_Core.hpp>

#include <cstdio>
#include <iostream>
#include <string>

struct TagA {};

KOKKOS_INLINE_FUNCTION double square(double x) { return x * x; }
KOKKOS_FUNCTION double cube(double x) { return x * x * x; }
KOKKOS_FORCEINLINE_FUNCTION int twice(int x) { return 2 * x; }

struct Holder {
  KOKKOS_DEFAULTED_FUNCTION Holder() = default;
  KOKKOS_DEFAULTED_FUNCTION ~Holder() = default;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 100;
    Kokkos::View<double*> a("a", N);
    Kokkos::View<double*> b("b", N);

    // count, policy, label-first, label-last
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) { a(i) = i; });
    Kokkos::parallel_for("fill_b", N, KOKKOS_LAMBDA(const int i) { b(i) = 2.0 * i; });
    Kokkos::parallel_for(Kokkos::RangePolicy<>(0, N),
                         KOKKOS_LAMBDA(int i) { a(i) += square(b(i)); });
    Kokkos::parallel_for("range", Kokkos::RangePolicy<>(5, N),
                         KOKKOS_LAMBDA(const int& i) { a(i) = cube(a(i)); });
    Kokkos::parallel_for(Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(long i) { a(i) *= twice(1); }, "label_last");
    std::string label = "std_string_label";
    Kokkos::parallel_for(label, Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(0, N),
                         KOKKOS_LAMBDA(const size_t i) { b(i) = 0; });

    // policy properties
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace, Kokkos::IndexType<int>>(0, N),
                         KOKKOS_LAMBDA(int i) { a(i) = 1; });
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::Schedule<Kokkos::Dynamic>>(0, N, Kokkos::ChunkSize(8)),
                         KOKKOS_LAMBDA(int i) { a(i) = 2; });
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::Schedule<Kokkos::Static>, Kokkos::LaunchBounds<128, 2>>(0, N),
                         KOKKOS_LAMBDA(int i) { a(i) = 3; });
    Kokkos::parallel_for(Kokkos::RangePolicy<TagA>(0, N), KOKKOS_LAMBDA(TagA, int i) { a(i) = 4; });
    Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(Kokkos::DefaultExecutionSpace(), 0, N),
                         KOKKOS_LAMBDA(int i) { a(i) = 5; });
    Kokkos::RangePolicy<> p(0, N);
    Kokkos::RangePolicy<>::member_type first = p.begin();
    (void)first;
    size_t n_size_t = 10;
    Kokkos::parallel_for(Kokkos::RangePolicy<>(0, n_size_t), KOKKOS_LAMBDA(size_t i) { a(i) = 6; });

    Kokkos::fence();
    Kokkos::DefaultExecutionSpace().fence();
    Kokkos::Timer timer;
    double t = timer.seconds();
    timer.reset();
    (void)t;
    int conc = Kokkos::DefaultExecutionSpace::concurrency();
    (void)conc;
    if (Kokkos::is_initialized()) std::printf("version %d\n", KOKKOS_VERSION);
    Kokkos::print_configuration(std::cout);
    Holder h;
    (void)h;
#if KOKKOS_VERSION >= 40000
    Kokkos::fence("named fence");
#endif
  }
  Kokkos::finalize();

  // second program style: ScopeGuard
  {
    Kokkos::ScopeGuard guard(argc, argv);
    Kokkos::View<int*, Kokkos::HostSpace> h("h", 3);
    Kokkos::parallel_for(3, KOKKOS_LAMBDA(int i) { h(i) = i; });
  }
  return 0;
}

void init_variants() {
  Kokkos::initialize();
  Kokkos::finalize();
#if KOKKOS_VERSION >= 40000
  Kokkos::initialize(Kokkos::InitializationSettings().set_num_threads(2).set_device_id(0));
#else
  Kokkos::initialize(Kokkos::InitArguments(2, -1, 0));
#endif
  Kokkos::finalize();
}
