// app_host_api: what Kokkos 3.x applications call and include on the host around their kernels
// (euler2d_kokkos's main and timers): the parts of Kokkos_Core.hpp included one by one
// (Kokkos_Parallel.hpp, Kokkos_View.hpp, Kokkos_Layout.hpp, Kokkos_hwloc.hpp), Kokkos::hwloc's
// topology queries, Kokkos::Impl::throw_runtime_exception, std::ostringstream used without
// <sstream> (Kokkos_Core.hpp brings it), and a CUDA event timer that the program compiles only
// with its CUDA backend (`#include <cuda_runtime.h>` under KOKKOS_ENABLE_CUDA).
#include <Kokkos_Core.hpp>
#include <Kokkos_Layout.hpp>
#include <Kokkos_Parallel.hpp>
#include <Kokkos_View.hpp>
#include <Kokkos_hwloc.hpp>
#include <cstdio>
#include <stdexcept>

#ifdef KOKKOS_ENABLE_CUDA
#include <cuda_runtime.h>
struct Timer { // device-side time of what was launched between start() and stop()
  cudaEvent_t a, b;
  Timer() { cudaEventCreate(&a); cudaEventCreate(&b); }
  ~Timer() { cudaEventDestroy(a); cudaEventDestroy(b); }
  void start() { cudaEventRecord(a, 0); }
  double stop() {
    float ms = 0;
    cudaEventRecord(b, 0);
    cudaEventSynchronize(b);
    cudaEventElapsedTime(&ms, a, b);
    return ms * 1e-3;
  }
};
#else
struct Timer {
  Kokkos::Timer t;
  void start() { t.reset(); }
  double stop() { return t.seconds(); }
};
#endif

void check_positive(double v) {
  if (!(v > 0)) Kokkos::Impl::throw_runtime_exception("check_positive: not positive");
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    std::ostringstream msg;
    const unsigned numa = Kokkos::hwloc::get_available_numa_count(),
                   cores = Kokkos::hwloc::get_available_cores_per_numa(),
                   threads = Kokkos::hwloc::get_available_threads_per_core();
    msg << "topology " << (numa >= 1 && cores >= 1 && threads >= 1 ? "known" : "unknown");
    std::printf("%s\n", msg.str().c_str());
    (void)Kokkos::hwloc::available();

    const int n = 4096;
    Kokkos::View<double *, Kokkos::LayoutRight> x("x", n);
    Timer timer;
    timer.start();
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * (i % 13) - 1.0; });
    const double t = timer.stop();
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &v) { v += x(i); }, s);
    std::printf("sum %.3f timed %s\n", s, t >= 0 ? "yes" : "no");
    try {
      check_positive(s);
      check_positive(-s);
    } catch (const std::runtime_error &e) {
      std::printf("caught %s\n", std::string(e.what()).rfind("check_positive: not positive", 0) == 0 ? "the message" : "another message");
    }
  }
  Kokkos::finalize();
}
