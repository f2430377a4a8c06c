// GPU check (issue 30): a class template over a memory space, instantiated for HostSpace too,
// whose dispatches run on the default (device) execution space. The translation stands, as
// with Kokkos; when HostSpace's instantiation's kernel runs and reads its View on the device it
// must abort as Kokkos does ("Kokkos::View ERROR: attempt to access inaccessible memory space"),
// never read host memory silently. argv[1]: "device" (the device-memory instantiation: prints
// its sum), "lambda" (HostSpace's lambda kernel, a copy through `auto`) or "functor" (HostSpace's
// object as functor, reading its members).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstring>

template <class MemorySpace>
struct Fill {
  Kokkos::View<int *, MemorySpace> v;
  int n;
  explicit Fill(int n_) : v("v", n_), n(n_) {}
  void by_lambda() {
    auto w = v;
    Kokkos::parallel_for("by_lambda", n, KOKKOS_LAMBDA(const int i) { w(i) = i; });
    Kokkos::fence();
  }
  void by_functor() {
    Kokkos::parallel_for("by_functor", n, *this);
    Kokkos::fence();
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = 2 * i; }
};

template struct Fill<Kokkos::HostSpace>;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const char *mode = argc > 1 ? argv[1] : "device";
    if (!std::strcmp(mode, "device")) {
      Fill<Kokkos::DefaultExecutionSpace::memory_space> d(100);
      d.by_lambda();
      d.by_functor();
      auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), d.v);
      long sum = 0;
      for (int i = 0; i < 100; ++i) sum += h(i);
      std::printf("device sum %ld\n", sum);  // 9900
    } else {
      Fill<Kokkos::HostSpace> h(100);
      std::printf("running HostSpace's %s kernel\n", mode);
      std::fflush(stdout);
      if (!std::strcmp(mode, "lambda")) h.by_lambda();
      else h.by_functor();
      std::printf("NOT TRAPPED: v(7) = %d\n", h.v(7));
    }
  }
  Kokkos::finalize();
  return 0;
}
