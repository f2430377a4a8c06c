// Raw allocations (kokkos_malloc / kokkos_realloc / kokkos_free) whose device pointers kernels
// use, ViewAllocateWithoutInitializing, Kokkos::Array captured by value, and the profiling /
// tools API (regions, sections, callbacks; no tool is loaded, so none is called). Written for
// the Kokkos 3.4 the reference is built with (no fence(label), no Profiling::ScopedRegion).
#include <Kokkos_Core.hpp>
#include <cstdio>

void on_begin(const char*, const std::uint32_t, std::uint64_t*) {}
void on_end(std::uint64_t) {}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::Tools::Experimental::set_begin_parallel_for_callback(on_begin);
    Kokkos::Tools::Experimental::set_end_parallel_for_callback(on_end);
    Kokkos::Profiling::pushRegion("raw");
    const int n = 1000;
    auto* x = static_cast<double*>(Kokkos::kokkos_malloc<>("x", n * sizeof(double)));
    auto* k = static_cast<int*>(Kokkos::kokkos_malloc<>(n * sizeof(int)));
    Kokkos::Array<double, 3> w = {0.5, 1.5, 2.5};
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      x[i] = w[i % 3] * i;
      k[i] = i % 7;
    });
    Kokkos::fence();
    // grow x to 2n: the first n values survive
    x = static_cast<double*>(Kokkos::kokkos_realloc<>(x, 2 * n * sizeof(double)));
    Kokkos::parallel_for("tail", Kokkos::RangePolicy<>(n, 2 * n), KOKKOS_LAMBDA(const int i) { x[i] = 1.0; });
    double sum = 0;
    Kokkos::parallel_reduce("sum", 2 * n, KOKKOS_LAMBDA(const int i, double& s) { s += x[i]; }, sum);
    long ksum = 0;
    Kokkos::parallel_reduce("ksum", n, KOKKOS_LAMBDA(const int i, long& s) { s += k[i]; }, ksum);
    Kokkos::Profiling::popRegion();

    std::uint32_t sec = 0;
    Kokkos::Tools::createProfileSection("copy", &sec);
    Kokkos::Tools::startSection(sec);
    Kokkos::View<double*> v(Kokkos::ViewAllocateWithoutInitializing("v"), n);
    Kokkos::parallel_for("v", n, KOKKOS_LAMBDA(const int i) { v(i) = x[i] + k[i]; });
    auto h = Kokkos::create_mirror_view(v);
    Kokkos::deep_copy(h, v);
    Kokkos::Tools::stopSection(sec);
    Kokkos::Tools::destroyProfileSection(sec);
    std::printf("sum %.1f\n", sum);
    std::printf("ksum %ld\n", ksum);
    std::printf("v %.1f %.1f %.1f\n", h(0), h(1), h(n - 1));
    Kokkos::kokkos_free<>(x);
    Kokkos::kokkos_free<>(k);
  }
  Kokkos::finalize();
  return 0;
}
