// exec_space_hardware_thread: Kokkos' Impl hardware-thread queries of an execution space
// (ExecSpace::impl_hardware_thread_id() in a kernel, impl_max_hardware_threads() on the host),
// as Kokkos' own dynamic-schedule range test uses them to count the work items each hardware
// thread ran. The shim answers as Kokkos::Serial does: every work item runs on thread 0 of
// concurrency() slots, so the counts add up to the range whatever the backend.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using ExecSpace = Kokkos::DefaultExecutionSpace;
    const int c = ExecSpace().concurrency();
    Kokkos::View<size_t*, Kokkos::MemoryTraits<Kokkos::Atomic>> count("count", c);
    Kokkos::parallel_for(
        Kokkos::RangePolicy<ExecSpace, Kokkos::Schedule<Kokkos::Dynamic>>(0, 1000),
        KOKKOS_LAMBDA(const int i) { count(ExecSpace::impl_hardware_thread_id()) += i % 3; });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), count);
    size_t s = 0;
    for (int t = 0; t < c; ++t) s += h(t);
    std::printf("counted %zu, slots cover concurrency: %d\n", s,
                int(ExecSpace::impl_max_hardware_threads() >= unsigned(c)));
  }
  Kokkos::finalize();
}
