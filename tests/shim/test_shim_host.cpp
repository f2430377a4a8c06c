// tests/shim/test_shim_host.cpp: unit tests of the target-neutral runtime shim core, built with the
// host backend (kt/host.hpp: "device" memory is malloc'd but still a separate DeviceSpace).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include "kt/host.hpp"
#include "kt/containers/dual_view.hpp"
#include "kt/complex.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <vector>

namespace {

// Runs f in a child process; returns what it wrote to stderr if it died (abort), or "<exited>".
template <class F> std::string death_message(F f) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    int null_fd = open("/dev/null", O_WRONLY);
    dup2(null_fd, 1);
    signal(SIGABRT, SIG_DFL);  // bypass Catch's fatal-signal handler in the child
    f();
    _exit(0);
  }
  close(fds[1]);
  std::string out;
  char buf[256];
  ssize_t k;
  while ((k = read(fds[0], buf, sizeof buf)) > 0) out.append(buf, std::size_t(k));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFSIGNALED(status) ? out : std::string("<exited>");
}

template <class V, class... I> std::ptrdiff_t off(const V& v, I... i) { return &v(i...) - v.data(); }

long live() { return kt::impl::alloc_stats().live.load(); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Types: DataType parsing, default spaces/layouts, trivially copyable pieces
// ---------------------------------------------------------------------------------------------
static_assert(std::is_same<kt::View<double>::value_type, double>::value && kt::View<double>::rank == 0, "");
static_assert(std::is_same<kt::View<double*>::value_type, double>::value && kt::View<double*>::rank == 1, "");
static_assert(std::is_same<kt::View<const double*>::value_type, const double>::value, "");
static_assert(std::is_same<kt::View<const double*>::non_const_value_type, double>::value, "");
static_assert(kt::View<int**>::rank == 2 && kt::View<float***>::rank == 3 && kt::View<double****>::rank == 4, "");
static_assert(kt::View<int**>::rank() == 2 && kt::View<int**>::rank_dynamic == 2, "");
static_assert(std::is_same<kt::View<float***>::data_type, float***>::value, "");
static_assert(std::is_same<kt::View<double*>::memory_space, kt::DeviceSpace>::value, "");
static_assert(std::is_same<kt::View<double*>::array_layout, kt::LayoutLeft>::value, "");
static_assert(std::is_same<kt::View<double*, kt::HostSpace>::array_layout, kt::LayoutRight>::value, "");
static_assert(std::is_same<kt::View<double**, kt::DefaultHostExecutionSpace>::memory_space, kt::HostSpace>::value, "");
static_assert(std::is_same<kt::View<double**, kt::LayoutRight>::memory_space, kt::DeviceSpace>::value, "");
static_assert(std::is_same<kt::View<double**, kt::Device<kt::Serial, kt::HostSpace>>::array_layout, kt::LayoutRight>::value, "");
static_assert(std::is_same<kt::View<double**>::HostMirror, kt::View<double**, kt::LayoutLeft, kt::Device<kt::Serial, kt::HostSpace>>>::value, "");
static_assert(std::is_same<kt::View<const int*>::HostMirror::value_type, int>::value, "");
static_assert(std::is_same<kt::DefaultExecutionSpace::memory_space, kt::DeviceSpace>::value, "");
static_assert(std::is_same<kt::DefaultExecutionSpace::array_layout, kt::LayoutLeft>::value, "");
static_assert(std::is_same<kt::DefaultExecutionSpace::scratch_memory_space, kt::ScratchSpace>::value, "");
static_assert(std::is_trivially_copyable<kt::ViewHandle<double, 2, kt::LayoutLeft>>::value, "");
static_assert(std::is_trivially_copyable<kt::View<double**>::handle_type>::value, "");
static_assert(std::is_trivially_copyable<kt::View<double*, kt::MemoryUnmanaged>>::value, "");
static_assert(std::is_trivially_copyable<kt::View<double*, kt::MemoryTraits<kt::Unmanaged>>>::value, "");
static_assert(std::is_trivially_copyable<kt::View<int**, kt::ScratchSpace>>::value, "");
static_assert(std::is_trivially_copyable<kt::View<double*, kt::ScratchSpace, kt::MemoryUnmanaged>>::value, "");
static_assert(!std::is_trivially_copyable<kt::View<double*>>::value, "managed views count references");
static_assert(std::is_trivially_copyable<kt::ScratchPool>::value && std::is_trivially_copyable<kt::ScratchRef>::value, "");
static_assert(std::is_convertible<kt::View<double*>, kt::View<double*>::handle_type>::value, "");
static_assert(std::is_convertible<kt::View<double*>, kt::View<const double*>>::value, "");
static_assert(!std::is_convertible<kt::View<const double*>, kt::View<double*>>::value, "");
static_assert(!std::is_convertible<kt::View<double*, kt::HostSpace>, kt::View<double*>>::value, "");
static_assert(!std::is_convertible<kt::View<double**>, kt::View<double*>>::value, "");

// ---------------------------------------------------------------------------------------------
TEST_CASE("layout index math matches hand-computed offsets", "[view][layout]") {
  SECTION("LayoutLeft rank 3: i + 3*j + 12*k") {
    kt::View<double***, kt::LayoutLeft> a("a", 3, 4, 5);
    CHECK(a.stride(0) == 1);
    CHECK(a.stride(1) == 3);
    CHECK(a.stride(2) == 12);
    CHECK(a.span() == 60);
    CHECK(a.size() == 60);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j)
        for (int k = 0; k < 5; ++k) REQUIRE(off(a, i, j, k) == i + 3 * j + 12 * k);
  }
  SECTION("LayoutRight rank 3: 20*i + 5*j + k") {
    kt::View<double***, kt::LayoutRight> a("a", 3, 4, 5);
    CHECK(a.stride(0) == 20);
    CHECK(a.stride(1) == 5);
    CHECK(a.stride(2) == 1);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j)
        for (int k = 0; k < 5; ++k) REQUIRE(off(a, i, j, k) == 20 * i + 5 * j + k);
  }
  SECTION("rank 4, both layouts") {
    kt::View<double****, kt::LayoutLeft> l("l", 2, 3, 4, 5);
    kt::View<double****, kt::LayoutRight> r("r", 2, 3, 4, 5);
    CHECK(off(l, 1, 2, 3, 4) == 1 + 2 * 2 + 3 * 6 + 4 * 24);
    CHECK(off(r, 1, 2, 3, 4) == 1 * 60 + 2 * 20 + 3 * 5 + 4);
    CHECK(l.stride_3() == 24);
    CHECK(r.stride_0() == 60);
  }
  SECTION("LayoutStride with explicit strides") {
    std::vector<double> buf(100);
    kt::View<double**, kt::LayoutStride, kt::HostSpace> s(buf.data(), kt::LayoutStride(3, 7, 4, 2));
    CHECK(off(s, 2, 3) == 2 * 7 + 3 * 2);
    CHECK(s.span() == 2 * 7 + 3 * 2 + 1);
    CHECK(s.size() == 12);
    CHECK_FALSE(s.span_is_contiguous());
  }
  SECTION("rank 0 and rank 1") {
    kt::View<double> z("z");
    z() = 4.5;
    CHECK(z.size() == 1);
    CHECK(z.extent(0) == 1);
    kt::View<int*> v("v", 7);
    v[3] = 9;
    CHECK(v(3) == 9);
    CHECK(off(v, 6) == 6);
    CHECK(v.extent(1) == 1);  // extents past the rank are 1, as in Kokkos
    CHECK(v.extent_int(0) == 7);
  }
  SECTION("offsets are 64-bit") {
    kt::ViewHandle<double, 2, kt::LayoutLeft> h;
    const std::size_t ext[] = {100000, 100000};
    h.impl_set(nullptr, ext);
    const std::size_t idx[] = {99999, 99999};
    CHECK(h.impl_offset(idx) == 99999ull + 100000ull * 99999ull);
    kt::ViewHandle<double, 2, kt::LayoutRight> r;
    r.impl_set(nullptr, ext);
    CHECK(r.impl_offset(idx) == 99999ull * 100000ull + 99999ull);
    CHECK(r.size() == 10000000000ull);
  }
}

TEST_CASE("handles: conversions and contiguity checks", "[view][handle]") {
  kt::View<double**> a("a", 4, 5);
  kt::View<double**>::handle_type h = a;
  CHECK(h.data() == a.data());
  kt::ViewHandle<const double, 2, kt::LayoutLeft> ch = h;
  CHECK(ch.extent(1) == 5);
  kt::ViewHandle<double, 2, kt::LayoutStride> sh = h;
  CHECK(sh.stride(1) == 4);
  kt::ViewHandle<double, 2, kt::LayoutLeft> back = sh;  // contiguous: fine
  CHECK(back.stride(1) == 4);
  auto msg = death_message([&] {
    kt::ViewHandle<double, 2, kt::LayoutRight> bad = sh;  // Left-ordered strides into LayoutRight
    (void)bad;
  });
  CHECK_THAT(msg, Catch::Contains("non-contiguous"));
}

// ---------------------------------------------------------------------------------------------
TEST_CASE("reference counting: copies keep alive, the last owner frees", "[view][refcount]") {
  const long base = live();
  {
    kt::View<double*> a("a", 10);
    CHECK(live() == base + 1);
    CHECK(a.use_count() == 1);
    CHECK(a.label() == "a");
    {
      auto b = a;
      CHECK(a.use_count() == 2);
      kt::View<const double*> c = a;  // const view shares the allocation
      CHECK(c.use_count() == 3);
      CHECK(c.label() == "a");
    }
    CHECK(a.use_count() == 1);
    kt::View<double*> d;
    CHECK(d.use_count() == 0);
    CHECK_FALSE(d.is_allocated());
    d = a;
    CHECK(a.use_count() == 2);
    auto& d_alias = d;
    d = d_alias;  // self-assignment
    CHECK(a.use_count() == 2);
    kt::View<double*> e = std::move(d);
    CHECK(d.use_count() == 0);
    CHECK(e.use_count() == 2);
    a = kt::View<double*>("other", 3);  // drops the first allocation's count to 1 (e)
    CHECK(e.use_count() == 1);
    CHECK(live() == base + 2);
    e = kt::View<double*>();
    CHECK(live() == base + 1);  // "a" (the first) is gone
  }
  CHECK(live() == base);
}

TEST_CASE("allocation zero-fills unless WithoutInitializing; unmanaged views", "[view]") {
  kt::View<int**, kt::HostSpace> a("a", 3, 3);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) CHECK(a(i, j) == 0);
  kt::View<int*, kt::HostSpace> w(kt::view_alloc(kt::WithoutInitializing, "w"), 4);
  CHECK(w.label() == "w");
  CHECK(w.extent(0) == 4);
  int raw[6] = {1, 2, 3, 4, 5, 6};
  kt::View<int**, kt::HostSpace, kt::MemoryUnmanaged> u(raw, 2, 3);
  CHECK(u(1, 2) == 6);
  CHECK(u.use_count() == 0);
  CHECK(u.label().empty());
  kt::View<int**, kt::HostSpace> wrapped(raw, 2, 3);  // pointer constructor: untracked
  CHECK(wrapped.use_count() == 0);
  CHECK(wrapped(1, 0) == 4);
  const long base = live();
  kt::View<double*> empty("empty", 0);
  CHECK(live() == base);  // nothing allocated for zero bytes
  CHECK(empty.use_count() == 1);
  CHECK(empty.label() == "empty");
}

// ---------------------------------------------------------------------------------------------
TEST_CASE("mirrors", "[mirror]") {
  kt::View<double**> d("d", 3, 4);
  auto h = kt::create_mirror_view(d);
  static_assert(std::is_same<decltype(h), kt::View<double**>::HostMirror>::value, "");
  CHECK(h.data() != d.data());
  CHECK(h.extent(0) == 3);
  CHECK(h.extent(1) == 4);
  CHECK(h.label() == "d_mirror");
  auto hh = kt::create_mirror_view(h);  // host view: the same view
  CHECK(hh.data() == h.data());
  CHECK(h.use_count() == 2);
  auto hc = kt::create_mirror(h);  // create_mirror always allocates
  CHECK(hc.data() != h.data());
  auto same = kt::create_mirror_view_and_copy(kt::HostSpace(), h);
  CHECK(same.data() == h.data());
  h(2, 3) = 7.0;
  auto dev = kt::create_mirror_view_and_copy(kt::DefaultExecutionSpace(), h);
  static_assert(std::is_same<decltype(dev)::memory_space, kt::DeviceSpace>::value, "");
  static_assert(std::is_same<decltype(dev)::array_layout, kt::LayoutLeft>::value, "");
  CHECK(dev.data() != h.data());
  auto back = kt::create_mirror_view_and_copy(kt::HostSpace(), dev);
  CHECK(back(2, 3) == 7.0);
  auto nw = kt::create_mirror_view(kt::WithoutInitializing, d);
  CHECK(nw.extent(1) == 4);
  auto dm = kt::create_mirror_view(kt::DefaultExecutionSpace(), d);  // same space: same view
  CHECK(dm.data() == d.data());
  kt::View<const double**, kt::LayoutLeft, kt::HostSpace> hconst = h;
  auto mc = kt::create_mirror_view(hconst);  // as Kokkos: the HostMirror is not const, so a copy
  static_assert(std::is_same<decltype(mc)::value_type, double>::value, "");
  CHECK(mc.data() != h.data());
  CHECK(kt::create_mirror_view(kt::HostSpace(), hconst).data() == h.data());  // a space given: itself
}

// Spaces like kt/cuda.hpp's CudaUVMSpace (managed) and CudaHostPinnedSpace (pinned).
struct TestManagedSpace : kt::DeviceSpace {
  using memory_space = TestManagedSpace;
  using device_type = TestManagedSpace;
  static constexpr bool impl_managed = true;
};
struct TestPinnedSpace : kt::HostSpace {
  using memory_space = TestPinnedSpace;
  using device_type = TestPinnedSpace;
};

TEST_CASE("mirrors of host-accessible memory are the View itself", "[mirror]") {
  kt::View<int*, TestManagedSpace> m("m", 8);
  static_assert(std::is_same<kt::View<int*, TestManagedSpace>::HostMirror::memory_space, TestManagedSpace>::value, "");
  kt::View<int*, TestManagedSpace>::HostMirror hm = kt::create_mirror_view(m);
  CHECK(hm.data() == m.data());
  CHECK(kt::create_mirror_view(kt::WithoutInitializing, m).data() == m.data());
  CHECK(kt::create_mirror_view(kt::view_alloc(kt::WithoutInitializing), m).data() == m.data());
  CHECK(kt::create_mirror_view(kt::HostSpace(), m).data() != m.data());  // another space: a copy
  auto cm = kt::create_mirror(m);  // always a new allocation, in the HostMirror's space
  static_assert(std::is_same<decltype(cm)::memory_space, TestManagedSpace>::value, "");
  CHECK(cm.data() != m.data());
  kt::View<double**, TestPinnedSpace> p("p", 2, 3);
  auto hp = kt::create_mirror_view(p);
  static_assert(std::is_same<decltype(hp)::memory_space, TestPinnedSpace>::value, "");
  CHECK(hp.data() == p.data());
  CHECK(kt::create_mirror_view_and_copy(kt::HostSpace(), p).data() != p.data());

  // A DualView of host-accessible memory: one allocation (Kokkos: h_view = create_mirror_view).
  kt::DualView<int*, TestManagedSpace> dm("dm", 4);
  CHECK(dm.h_view.data() == dm.d_view.data());
  dm.h_view(2) = 5;
  dm.modify_host();
  CHECK(dm.need_sync_device());  // managed: Kokkos keeps the flags (two device types)
  dm.sync_device();
  CHECK(dm.d_view(2) == 5);
  dm.resize(6);
  CHECK(dm.h_view.data() == dm.d_view.data());
  CHECK(dm.h_view(2) == 5);
  kt::DualView<int*, TestPinnedSpace> dp("dp", 4);
  CHECK(dp.h_view.data() == dp.d_view.data());
  dp.modify_host();
  CHECK(!dp.need_sync_device());  // pinned: one device, never marked modified
}

TEST_CASE("deep_copy", "[deep_copy]") {
  SECTION("device <-> host round trip, contiguous") {
    kt::View<int**> d("d", 5, 6);
    auto h = kt::create_mirror_view(d);
    for (int i = 0; i < 5; ++i)
      for (int j = 0; j < 6; ++j) h(i, j) = 10 * i + j;
    kt::deep_copy(d, h);
    CHECK(d(4, 5) == 45);  // host backend: device memory is host-readable
    kt::View<int**>::HostMirror h2("h2", 5, 6);
    kt::deep_copy(h2, d);
    CHECK(h2(3, 2) == 32);
    kt::View<int**> d2("d2", 5, 6);
    kt::deep_copy(d2, d);  // device to device
    CHECK(d2(1, 1) == 11);
  }
  SECTION("different layouts copy element by element in one space, and throw across spaces") {
    kt::View<int**, kt::LayoutLeft> l("l", 3, 4);
    kt::View<int**, kt::LayoutRight> d("d", 3, 4);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j) l(i, j) = 10 * i + j;
    kt::deep_copy(d, l);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j) REQUIRE(d(i, j) == 10 * i + j);
    // As Kokkos: no execution space reaches both, and one block copy cannot reorder.
    kt::View<int**, kt::LayoutRight, kt::HostSpace> r("r", 3, 4);
    REQUIRE_THROWS_WITH(kt::deep_copy(r, l), Catch::Contains("no available copy mechanism") &&
                                                 Catch::Contains("\"l\"") && Catch::Contains("\"r\""));
  }
  SECTION("strided subview source and destination") {
    kt::View<double**, kt::LayoutLeft> a("a", 4, 5);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 5; ++j) a(i, j) = 10 * i + j;
    auto row = kt::subview(a, 2, kt::ALL);  // stride 4
    kt::View<double*, kt::HostSpace> hrow_h("hrow_h", 5);
    REQUIRE_THROWS(kt::deep_copy(hrow_h, row));  // strided, across spaces: Kokkos throws
    kt::View<double*> hrow("hrow", 5);
    kt::deep_copy(hrow, row);
    CHECK(hrow(0) == 20);
    CHECK(hrow(4) == 24);
    for (int j = 0; j < 5; ++j) hrow(j) = -j;
    kt::deep_copy(row, hrow);
    CHECK(a(2, 3) == -3);
    CHECK(a(1, 3) == 13);  // neighbours untouched
    CHECK(a(3, 3) == 33);
  }
  SECTION("rank 0 to scalar") {
    kt::View<double> z("z");
    kt::deep_copy(z, 2.5);
    double s = 0;
    kt::deep_copy(s, z);
    CHECK(s == 2.5);
  }
  SECTION("extent mismatch aborts with a message") {
    auto msg = death_message([] {
      kt::View<double*> a("a", 3), b("b", 4);
      kt::deep_copy(a, b);
    });
    CHECK_THAT(msg, Catch::Contains("extents differ") && Catch::Contains("'a' (3)") && Catch::Contains("'b' (4)"));
  }
}

TEST_CASE("scalar fill", "[deep_copy][fill]") {
  kt::View<float**> d("d", 3, 4);
  kt::deep_copy(d, 1.5f);
  auto h = kt::create_mirror_view_and_copy(kt::HostSpace(), d);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j) REQUIRE(h(i, j) == 1.5f);
  auto col = kt::subview(d, kt::ALL, 1);  // contiguous column in LayoutLeft
  kt::deep_copy(col, 2.0f);
  auto row = kt::subview(d, 1, kt::ALL);  // strided row
  kt::deep_copy(row, 3.0f);
  CHECK(d(0, 1) == 2.0f);
  CHECK(d(2, 1) == 2.0f);
  CHECK(d(1, 1) == 3.0f);
  CHECK(d(1, 3) == 3.0f);
  CHECK(d(0, 0) == 1.5f);
  CHECK(d(2, 3) == 1.5f);
  kt::View<int*, kt::HostSpace> hv("hv", 5);
  kt::deep_copy(hv, 7);
  CHECK(hv(4) == 7);
}

// ---------------------------------------------------------------------------------------------
TEST_CASE("subview offsets, strides and ownership", "[subview]") {
  kt::View<double***, kt::LayoutRight, kt::HostSpace> a("a", 4, 5, 6);  // strides 30, 6, 1
  SECTION("int, ALL, pair") {
    auto s = kt::subview(a, 1, kt::ALL, kt::pair<int, int>(2, 5));
    static_assert(decltype(s)::rank == 2, "");
    static_assert(std::is_same<decltype(s)::array_layout, kt::LayoutStride>::value, "");
    static_assert(std::is_same<decltype(s)::memory_space, kt::HostSpace>::value, "");
    CHECK(s.data() - a.data() == 1 * 30 + 2);
    CHECK(s.extent(0) == 5);
    CHECK(s.extent(1) == 3);
    CHECK(s.stride(0) == 6);
    CHECK(s.stride(1) == 1);
    CHECK(&s(4, 2) == &a(1, 4, 4));
    CHECK(s.use_count() == 2);  // shares ownership
    CHECK(s.label() == "a");
  }
  SECTION("std::pair, make_pair and all integers") {
    auto s = kt::subview(a, std::pair<int, int>(1, 3), kt::make_pair(0, 2), 5);
    CHECK(s.extent(0) == 2);
    CHECK(s.extent(1) == 2);
    CHECK(&s(1, 1) == &a(2, 1, 5));
    auto e = kt::subview(a, 3, 4, 5);
    static_assert(decltype(e)::rank == 0, "");
    CHECK(&e() == &a(3, 4, 5));
  }
  SECTION("subview of subview; ownership outlives the parent") {
    const long base = live();
    kt::View<double*, kt::LayoutStride, kt::HostSpace> keep;
    {
      kt::View<double**, kt::LayoutLeft, kt::HostSpace> m("m", 6, 7);  // strides 1, 6
      m(3, 5) = 42;
      auto rows = kt::subview(m, kt::pair<int, int>(2, 6), kt::ALL);
      keep = kt::subview(rows, 1, kt::ALL);  // m(3, :)
      CHECK(keep.stride(0) == 6);
      CHECK(keep.extent(0) == 7);
    }
    CHECK(live() == base + 1);
    CHECK(keep(5) == 42);
    keep = {};
    CHECK(live() == base);
  }
  SECTION("contiguous subview assigns to a LayoutLeft view; a strided one aborts") {
    kt::View<double**> m("m", 4, 3);  // device, LayoutLeft
    m(1, 2) = 5;
    auto s = kt::subview(m, kt::ALL, 2);
    kt::View<double*> col = kt::subview(m, kt::ALL, 2);
    CHECK(col.data() == &m(0, 2));
    CHECK(col(1) == 5);
    CHECK(col.use_count() == 3);
    CHECK(s.stride(0) == 1);
    kt::View<double**> sub2 = kt::subview(m, kt::ALL, kt::pair<int, int>(1, 3));  // trailing columns: contiguous
    CHECK(sub2(1, 1) == 5);
    auto msg = death_message([&] {
      kt::View<double*> r = kt::subview(m, 1, kt::ALL);  // stride 4
      (void)r;
    });
    CHECK_THAT(msg, Catch::Contains("non-contiguous"));
  }
  SECTION("subview on a handle (device code path)") {
    kt::View<double**, kt::LayoutLeft> m("m", 4, 3);
    kt::View<double**, kt::LayoutLeft>::handle_type h = m;
    auto r = kt::subview(h, 2, kt::ALL);
    static_assert(std::is_same<decltype(r), kt::ViewHandle<double, 1, kt::LayoutStride>>::value, "");
    CHECK(r.stride(0) == 4);
    CHECK(&r(2) == &m(2, 2));
  }
}

TEST_CASE("resize and realloc", "[resize]") {
  kt::View<int**> a("a", 2, 3);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j) a(i, j) = 10 * i + j + 1;
  const int* old = a.data();
  kt::resize(a, 2, 3);  // unchanged: no-op
  CHECK(a.data() == old);
  kt::resize(a, 3, 2);
  CHECK(a.extent(0) == 3);
  CHECK(a.extent(1) == 2);
  CHECK(a.label() == "a");
  CHECK(a(0, 0) == 1);
  CHECK(a(1, 1) == 12);
  CHECK(a(2, 0) == 0);
  kt::realloc(a, 4, 4);
  CHECK(a.extent(0) == 4);
  CHECK(a(0, 0) == 0);
  kt::View<double*> v;
  kt::resize(v, 5);
  CHECK(v.extent(0) == 5);
}

// ---------------------------------------------------------------------------------------------
TEMPLATE_TEST_CASE("reduction_identity uses finite extremes", "[reducers]", int, unsigned, long, unsigned long,
                   long long, unsigned long long, short, unsigned short, char, signed char, unsigned char, float,
                   double) {
  using I = kt::reduction_identity<TestType>;
  CHECK(I::sum() == TestType(0));
  CHECK(I::prod() == TestType(1));
  CHECK(I::min() == std::numeric_limits<TestType>::max());
  CHECK(I::max() == std::numeric_limits<TestType>::lowest());
  CHECK(I::land() == TestType(1));
  CHECK(I::lor() == TestType(0));
  TestType v;
  kt::Min<TestType>::init(v);
  CHECK(v == std::numeric_limits<TestType>::max());
  kt::Max<TestType>::init(v);
  CHECK(v == std::numeric_limits<TestType>::lowest());
}

TEMPLATE_TEST_CASE("bitwise identities", "[reducers]", int, unsigned, long long, unsigned long long) {
  CHECK(kt::reduction_identity<TestType>::band() == TestType(~TestType(0)));
  CHECK(kt::reduction_identity<TestType>::bor() == TestType(0));
}

TEST_CASE("reducer join semantics", "[reducers]") {
  double d;
  kt::Sum<double>::init(d);
  kt::Sum<double>::join(d, 2.5);
  kt::Sum<double>::join(d, 1.0);
  CHECK(d == 3.5);
  kt::Prod<double>::init(d);
  kt::Prod<double>::join(d, 3.0);
  kt::Prod<double>::join(d, 4.0);
  CHECK(d == 12.0);
  kt::Min<double>::init(d);
  kt::Min<double>::join(d, 3.0);
  kt::Min<double>::join(d, -1.0);
  kt::Min<double>::join(d, 2.0);
  CHECK(d == -1.0);
  kt::Max<double>::init(d);
  kt::Max<double>::join(d, -5.0);
  CHECK(d == -5.0);
  int b;
  kt::LAnd<int>::init(b);
  kt::LAnd<int>::join(b, 1);
  CHECK(b == 1);
  kt::LAnd<int>::join(b, 0);
  CHECK(b == 0);
  kt::LOr<int>::init(b);
  CHECK(b == 0);
  kt::LOr<int>::join(b, 5);
  CHECK(b == 1);
  unsigned u;
  kt::BAnd<unsigned>::init(u);
  kt::BAnd<unsigned>::join(u, 0xF0u);
  kt::BAnd<unsigned>::join(u, 0x3Cu);
  CHECK(u == 0x30u);
  kt::BOr<unsigned>::init(u);
  kt::BOr<unsigned>::join(u, 0x1u);
  kt::BOr<unsigned>::join(u, 0x4u);
  CHECK(u == 0x5u);

  double m = 0;
  kt::Max<double> r(m);  // host constructor from a reference
  CHECK(&r.reference() == &m);
  static_assert(std::is_same<kt::Max<const double>::value_type, double>::value, "");
}

TEST_CASE("MinLoc / MaxLoc: identity and the smaller-loc tie rule", "[reducers][loc]") {
  using ML = kt::MinLoc<double, int>;
  ML::value_type v;
  ML::init(v);
  CHECK(v.val == std::numeric_limits<double>::max());
  CHECK(v.loc == std::numeric_limits<int>::max());
  ML::join(v, {2.0, 7});
  ML::join(v, {2.0, 3});  // tie: smaller loc wins
  ML::join(v, {2.0, 5});
  CHECK(v.val == 2.0);
  CHECK(v.loc == 3);
  ML::join(v, {1.0, 9});
  CHECK(v.loc == 9);
  ML host_reducer(v);  // host constructor from a reference
  CHECK(&host_reducer.reference() == &v);
  // Order independence of the tie rule.
  ML::value_type a{1.0, 4}, b{1.0, 2};
  ML::value_type ab = a, ba = b;
  ML::join(ab, b);
  ML::join(ba, a);
  CHECK(ab.loc == 2);
  CHECK(ba.loc == 2);

  using XL = kt::MaxLoc<float, long>;
  XL::value_type x;
  XL::init(x);
  CHECK(x.val == std::numeric_limits<float>::lowest());
  CHECK(x.loc == std::numeric_limits<long>::max());
  XL::join(x, {5.0f, 10});
  XL::join(x, {5.0f, 1});
  XL::join(x, {4.0f, 0});
  CHECK(x.val == 5.0f);
  CHECK(x.loc == 1);

  kt::MinMaxLoc<int, int>::value_type mm;
  kt::MinMaxLoc<int, int>::init(mm);
  kt::MinMaxLoc<int, int>::join(mm, {3, 3, 8, 8});
  kt::MinMaxLoc<int, int>::join(mm, {3, 9, 6, 6});
  CHECK(mm.min_val == 3);
  CHECK(mm.min_loc == 6);
  CHECK(mm.max_val == 9);
  CHECK(mm.max_loc == 6);
  kt::MinMax<double>::value_type m2;
  kt::MinMax<double>::init(m2);
  kt::MinMax<double>::join(m2, {-1.0, 4.0});
  CHECK(m2.min_val == -1.0);
  CHECK(m2.max_val == 4.0);
}

// ---------------------------------------------------------------------------------------------
// Scratch: Kokkos' bump allocator. Offsets below are computed by hand from Kokkos' rules:
// align the pool iterator to A = max(sizeof T, alignof T, 8); team: ptr = iter, iter += bytes;
// thread(rank, size): ptr = iter + rank*bytes, iter += size*bytes; full: nullptr, iter unchanged.
// ---------------------------------------------------------------------------------------------
namespace {
struct alignas(8) Pair16 {
  double a, b;
};
using SD = kt::View<double*, kt::ScratchSpace>;
using SI = kt::View<int*, kt::ScratchSpace>;
using SC = kt::View<char*, kt::ScratchSpace>;
using SP = kt::View<Pair16*, kt::ScratchSpace>;
using SI2 = kt::View<int**, kt::ScratchSpace, kt::MemoryUnmanaged>;
}  // namespace

TEST_CASE("shmem_size = n0*..*sizeof(T) + max(sizeof T, alignof T, 8)", "[scratch]") {
  CHECK(SD::shmem_size(10) == 80 + 8);
  CHECK(SI::shmem_size(3) == 12 + 8);
  CHECK(SC::shmem_size(5) == 5 + 8);
  CHECK(SP::shmem_size(2) == 32 + 16);
  CHECK(SI2::shmem_size(3, 4) == 48 + 8);
  CHECK(kt::View<double, kt::ScratchSpace>::shmem_size() == 8 + 8);
  CHECK(SD::shmem_size(0) == 8);
  static_assert(SP::scratch_value_alignment == 16, "");
  static_assert(SC::scratch_value_alignment == 8, "");
}

TEST_CASE("ScratchPool team/thread allocation sequence", "[scratch]") {
  alignas(64) static char buf[256];
  char* base = buf;
  kt::ScratchPool pool(base, 200);

  SD a(pool.team(), 10);  // align 8: 0; 80 bytes -> iter 80
  CHECK(reinterpret_cast<char*>(a.data()) - base == 0);
  for (int r = 0; r < 4; ++r) {  // every thread of a team replays the same sequence on its own pool copy
    kt::ScratchPool p = pool;
    SI t(p.thread(r, 4), 3);  // align 8: 80; 12 bytes each: 80 + 12r; iter 80 + 48 = 128
    CHECK(reinterpret_cast<char*>(t.data()) - base == 80 + 12 * r);
    CHECK(p.iter - base == 128);
  }
  SI t(pool.thread(1, 4), 3);
  CHECK(pool.iter - base == 128);
  SC c(pool.team(), 5);  // align 8: 128; iter 133
  CHECK(reinterpret_cast<char*>(c.data()) - base == 128);
  CHECK(pool.iter - base == 133);
  SD one(pool.team(), 1);  // align 8: 133 -> 136; iter 144
  CHECK(reinterpret_cast<char*>(one.data()) - base == 136);
  SP p2(pool.thread(2, 3), 1);  // align 16: 144; 16 bytes each: 144 + 32; iter 192
  CHECK(reinterpret_cast<char*>(p2.data()) - base == 176);
  CHECK(pool.iter - base == 192);
  SD full(pool.team(), 2);  // 192 + 16 > 200: nullptr, iterator unchanged
  CHECK(full.data() == nullptr);
  CHECK(pool.iter - base == 192);
  SD last(pool.team(), 1);  // exactly fills the pool
  CHECK(reinterpret_cast<char*>(last.data()) - base == 192);
  CHECK(pool.remaining() == 0);
  SC none(pool.team(), 1);
  CHECK(none.data() == nullptr);
  kt::ScratchPool q(base, 64);
  CHECK(q.team().get_shmem(3) == base);  // unaligned request
  CHECK(static_cast<char*>(q.team().get_shmem(2)) - base == 3);
  CHECK(static_cast<char*>(q.team().get_shmem_aligned(8, 8)) - base == 8);
  SI2 m(q.thread(3, 4), 1, 2);  // int[1][2] per thread: align 8; 16 -> 16 + 3*8 = 40; iter 48
  CHECK(reinterpret_cast<char*>(m.data()) - base == 40);
  CHECK(q.iter - base == 48);
}

TEST_CASE("scratch sizes from shmem_size always suffice", "[scratch]") {
  alignas(64) static char buf[1024];
  const std::size_t need = SC::shmem_size(3) + SD::shmem_size(5) + SP::shmem_size(3) + SI::shmem_size(1);
  kt::ScratchPool pool(buf + 0, need);
  SC a(pool.team(), 3);
  SD b(pool.team(), 5);
  SP c(pool.team(), 3);
  SI d(pool.team(), 1);
  CHECK(a.data() != nullptr);
  CHECK(b.data() != nullptr);
  CHECK(c.data() != nullptr);
  CHECK(d.data() != nullptr);
}

// ---------------------------------------------------------------------------------------------
TEST_CASE("host atomics", "[atomics]") {
  int i = 5;
  CHECK(kt::atomic_fetch_add(&i, 3) == 5);
  CHECK(kt::atomic_add_fetch(&i, 2) == 10);
  kt::atomic_sub(&i, 4);
  CHECK(i == 6);
  CHECK(kt::atomic_fetch_max(&i, 9) == 6);
  CHECK(i == 9);
  kt::atomic_min(&i, -2);
  CHECK(i == -2);
  CHECK(kt::atomic_compare_exchange(&i, -2, 11) == -2);
  CHECK(i == 11);
  CHECK(kt::atomic_compare_exchange(&i, 0, 12) == 11);
  CHECK(i == 11);
  CHECK(kt::atomic_compare_exchange_strong(&i, 11, 1));
  CHECK(kt::atomic_exchange(&i, 4) == 1);
  kt::atomic_increment(&i);
  kt::atomic_decrement(&i);
  kt::atomic_decrement(&i);
  CHECK(kt::atomic_load(&i) == 3);
  kt::atomic_store(&i, 8);
  CHECK(i == 8);
  unsigned u = 0xF0;
  CHECK(kt::atomic_fetch_or(&u, 0x0Fu) == 0xF0u);
  CHECK(kt::atomic_and_fetch(&u, 0x3Cu) == 0x3Cu);
  CHECK(kt::atomic_xor_fetch(&u, 0xFFu) == 0xC3u);
  double d = 1.5;
  kt::atomic_add(&d, 2);  // operand converts to T
  CHECK(d == 3.5);
  kt::atomic_max(&d, 10.0);
  kt::atomic_min(&d, -1.0);
  CHECK(d == -1.0);
  CHECK(kt::atomic_fetch_mul(&d, 4.0) == -1.0);
  CHECK(d == -4.0);
  long long ll = 0;
  std::vector<std::thread> ts;
  for (int t = 0; t < 4; ++t)
    ts.emplace_back([&] {
      for (int k = 0; k < 20000; ++k) {
        kt::atomic_add(&ll, 1LL);
        kt::atomic_add(&d, 1.0);
      }
    });
  for (auto& t : ts) t.join();
  CHECK(ll == 80000);
  CHECK(d == 80000.0 - 4.0);
}

// ---------------------------------------------------------------------------------------------
// Atomic Views: MemoryTraits<Atomic> element accesses return an AtomicRef (Kokkos' AtomicDataElement)
// ---------------------------------------------------------------------------------------------
using AtomicInts = kt::View<int*, kt::HostSpace, kt::MemoryTraits<kt::Atomic>>;
static_assert(std::is_same<AtomicInts::reference_type, kt::impl::AtomicRef<int>>::value, "");
static_assert(std::is_same<AtomicInts::handle_type::reference_type, kt::impl::AtomicRef<int>>::value, "");
static_assert(std::is_same<decltype(std::declval<AtomicInts>()(0)), kt::impl::AtomicRef<int>>::value, "");
static_assert(std::is_same<decltype(std::declval<AtomicInts>()[0]), kt::impl::AtomicRef<int>>::value, "");
static_assert(std::is_same<kt::View<int*, kt::MemoryTraits<kt::Unmanaged | kt::Atomic>>::reference_type,
                           kt::impl::AtomicRef<int>>::value, "");
// Const values read plainly (as Kokkos); RandomAccess / Restrict do not change the reference.
static_assert(std::is_same<kt::View<const int*, kt::MemoryTraits<kt::Atomic>>::reference_type, const int&>::value, "");
static_assert(std::is_same<kt::View<const double*, kt::MemoryTraits<kt::RandomAccess>>::reference_type,
                           const double&>::value, "");
static_assert(std::is_same<kt::View<double*, kt::MemoryTraits<kt::Restrict>>::reference_type, double&>::value, "");
static_assert(std::is_trivially_copyable<AtomicInts::handle_type>::value, "");
// An atomic subview stays atomic, on a View and on a bare handle.
static_assert(std::is_same<decltype(kt::subview(std::declval<AtomicInts>(), 1))::reference_type,
                           kt::impl::AtomicRef<int>>::value, "");
static_assert(std::is_same<decltype(kt::subview(std::declval<AtomicInts::handle_type>(), kt::ALL))::reference_type,
                           kt::impl::AtomicRef<int>>::value, "");

TEST_CASE("atomic Views: every operator is one atomic operation with Kokkos' results", "[atomics][view]") {
  kt::View<int*, kt::HostSpace> plain("plain", 4);
  AtomicInts a = plain;  // plain and atomic Views assign to each other
  kt::View<int*, kt::HostSpace> back = a;
  CHECK(back.data() == plain.data());
  CHECK((a(0) = 5) == 5);  // store returns the value
  CHECK(plain(0) == 5);
  CHECK((a(0) += 3) == 8);  // compound ops return the new value
  CHECK((a(0) -= 1) == 7);
  CHECK(++a(0) == 8);
  CHECK(a(0)++ == 8);  // postfix returns the old value
  CHECK(a(0) == 9);
  CHECK(--a(0) == 8);
  CHECK(a(0)-- == 8);
  CHECK(plain(0) == 7);
  CHECK((a(0) *= 3) == 21);
  CHECK((a(0) /= 2) == 10);
  CHECK((a(0) %= 4) == 2);
  CHECK((a(0) |= 0x30) == 0x32);
  CHECK((a(0) &= 0x13) == 0x12);
  CHECK((a(0) ^= 0x3) == 0x11);
  CHECK((a(0) <<= 2) == 0x44);
  CHECK((a(0) >>= 1) == 0x22);
  a(1) = a(0);  // element to element copies the value, not the proxy
  CHECK(plain(1) == 0x22);
  const int v = a[1] + 1;  // loads convert
  CHECK(v == 0x23);
  CHECK(a.access(1) == 0x22);
  kt::View<double*, kt::HostSpace, kt::MemoryTraits<kt::Atomic>> d("d", 2);
  d(1) += 0.5;
  d(1) *= 6;
  CHECK(d(1) == 3.0);
  // Concurrent updates through the proxy all count (4 threads x 20000, heavy collisions).
  kt::deep_copy(plain, 0);
  std::vector<std::thread> ts;
  for (int t = 0; t < 4; ++t)
    ts.emplace_back([a, d] {
      for (int k = 0; k < 20000; ++k) {
        a(k % 2) += 1;
        a(2)++;
        --a(3);
        d(0) += 0.25;
      }
    });
  for (auto& t : ts) t.join();
  CHECK(plain(0) == 40000);
  CHECK(plain(1) == 40000);
  CHECK(plain(2) == 80000);
  CHECK(plain(3) == -80000);
  CHECK(d(0) == 20000.0);
}

// ---------------------------------------------------------------------------------------------
// Static extents: View<double*[3]>, View<double**[2][4]>, View<double[4][4]>
// ---------------------------------------------------------------------------------------------
using P3 = kt::View<double*[3]>;
using B24 = kt::View<int**[2][4], kt::HostSpace>;
using M44 = kt::View<double[4][4], kt::HostSpace>;
static_assert(P3::rank == 2 && P3::rank_dynamic == 1 && P3::Rank == 2, "");
static_assert(B24::rank == 4 && B24::rank_dynamic == 2 && M44::rank == 2 && M44::rank_dynamic == 0, "");
static_assert(P3::static_extent(0) == 0 && P3::static_extent(1) == 3, "");
static_assert(B24::static_extent(1) == 0 && B24::static_extent(2) == 2 && B24::static_extent(3) == 4, "");
static_assert(std::is_same<P3::value_type, double>::value && std::is_same<P3::data_type, double*[3]>::value, "");
static_assert(std::is_same<kt::View<const double*[3]>::non_const_data_type, double*[3]>::value, "");
static_assert(std::is_same<B24::const_data_type, const int**[2][4]>::value, "");
static_assert(std::is_same<P3::HostMirror, kt::View<double*[3], kt::LayoutLeft, kt::Device<kt::Serial, kt::HostSpace>>>::value, "");
static_assert(std::is_same<P3::handle_type, kt::ViewHandle<double, 2, kt::LayoutLeft>>::value, "");
static_assert(kt::View<double[]>::rank_dynamic == 1 && kt::View<double[][3]>::static_extent(1) == 3, "");
static_assert(kt::View<double*[3], kt::ScratchSpace>::shmem_size(5) == 5 * 3 * sizeof(double) + 8, "");
static_assert(kt::View<double[4][4], kt::ScratchSpace>::shmem_size() == 16 * sizeof(double) + 8, "");

TEST_CASE("static extents: construction, extents, strides, indexing", "[view][static]") {
  kt::View<double*[3], kt::HostSpace> x("x", 5);  // LayoutRight
  CHECK(x.extent(0) == 5);
  CHECK(x.extent(1) == 3);
  CHECK(x.size() == 15);
  CHECK(x.span() == 15);
  CHECK(x.stride(0) == 3);
  CHECK(x.stride(1) == 1);
  CHECK(off(x, 2, 1) == 7);
  kt::View<double*[3], kt::LayoutLeft, kt::HostSpace> l("l", 5);
  CHECK(l.stride(0) == 1);
  CHECK(l.stride(1) == 5);
  CHECK(off(l, 2, 1) == 7);
  B24 b("b", 3, 5);
  CHECK(b.extent(0) == 3);
  CHECK(b.extent(1) == 5);
  CHECK(b.extent(2) == 2);
  CHECK(b.extent(3) == 4);
  CHECK(b.span() == 120);
  CHECK(off(b, 1, 2, 1, 3) == ((1 * 5 + 2) * 2 + 1) * 4 + 3);
  M44 m("m");
  CHECK(m.extent(0) == 4);
  CHECK(m.extent(1) == 4);
  CHECK(m.size() == 16);
  m(3, 2) = 7.0;
  CHECK(m.data()[14] == 7.0);
  kt::View<double[4], kt::HostSpace> v4("v4");
  CHECK(v4.extent(0) == 4);
  v4[3] = 1.0;
  // All extents given: the static ones must match.
  kt::View<double*[3], kt::HostSpace> full("full", 5, 3);
  CHECK(full.extent(1) == 3);
  CHECK(death_message([] { kt::View<double*[3], kt::HostSpace> bad("bad", 5, 4); })
            .find("static dimension") != std::string::npos);
  // Default-constructed: the static extents are already known.
  P3 empty;
  CHECK(empty.extent(1) == 3);
  CHECK(empty.extent(0) == 0);
  // Unmanaged wrap and layout constructors take the run-time extents only.
  double raw[12];
  kt::View<double*[3], kt::HostSpace, kt::MemoryUnmanaged> w(raw, 4);
  CHECK(w.extent(0) == 4);
  CHECK(off(w, 3, 2) == 11);
  kt::View<double*[3], kt::HostSpace> fromlayout("fl", kt::LayoutRight(6));
  CHECK(fromlayout.extent(1) == 3);
  CHECK(fromlayout.span() == 18);
}

TEST_CASE("static extents: mirrors, deep_copy, conversions, resize", "[view][static]") {
  P3 d("d", 4);  // device, LayoutLeft
  auto h = kt::create_mirror_view(d);
  static_assert(std::is_same<decltype(h), P3::HostMirror>::value, "");
  CHECK(h.extent(0) == 4);
  CHECK(h.extent(1) == 3);
  for (int i = 0; i < 4; ++i)
    for (int k = 0; k < 3; ++k) h(i, k) = 10 * i + k;
  kt::deep_copy(d, h);
  kt::View<double*[3], kt::HostSpace> r("r", 4);  // LayoutRight host copy: element-wise
  kt::deep_copy(r, h);
  CHECK(r(3, 2) == 32.0);
  CHECK(r(1, 0) == 10.0);
  auto h2 = kt::create_mirror_view_and_copy(kt::HostSpace(), d);
  CHECK(h2(2, 1) == 21.0);
  // Rank-2 dynamic Views and static ones convert both ways when the extents agree.
  kt::View<double**, kt::HostSpace> dyn = r;
  CHECK(dyn.extent(1) == 3);
  kt::View<double*[3], kt::HostSpace> again = dyn;
  CHECK(again(3, 2) == 32.0);
  kt::View<double**, kt::HostSpace> four("four", 2, 4);
  CHECK(death_message([four] { kt::View<double*[3], kt::HostSpace> bad = four; (void)bad; })
            .find("static extent") != std::string::npos);
  // resize / realloc take the run-time extents (or all of them).
  kt::resize(r, 6);
  CHECK(r.extent(0) == 6);
  CHECK(r.extent(1) == 3);
  CHECK(r(3, 2) == 32.0);
  kt::realloc(r, 2, 3);
  CHECK(r.extent(0) == 2);
  CHECK(r.span() == 6);
  // Scratch View with a static extent, sized by shmem_size(n).
  using S3 = kt::View<double*[3], kt::ScratchSpace, kt::MemoryUnmanaged>;
  std::vector<char> pool_mem(S3::shmem_size(5));
  kt::ScratchPool pool(pool_mem.data(), pool_mem.size());
  S3 s(pool.team(), 5);
  CHECK(s.data() != nullptr);
  CHECK(s.extent(1) == 3);
  CHECK(s.span() == 15);
}

TEST_CASE("math wrappers", "[math]") {
  CHECK(kt::sqrt(16.0) == 4.0);
  CHECK(kt::sqrt(2) == Approx(1.41421356));  // integers promote to double
  static_assert(std::is_same<decltype(kt::sqrt(2.0f)), float>::value, "");
  static_assert(std::is_same<decltype(kt::pow(2.0, 3)), double>::value, "");
  CHECK(kt::pow(2.0, 10) == 1024.0);
  CHECK(kt::Experimental::fabs(-3.0) == 3.0);
  CHECK(kt::Experimental::exp(0.0) == 1.0);
  CHECK(kt::abs(-4) == 4);
  CHECK(kt::fmin(1.0, 2.0) == 1.0);
  CHECK(kt::fma(2.0, 3.0, 1.0) == 7.0);
  CHECK(kt::min(3, 7) == 3);
  CHECK(kt::max(3.0, 7.0) == 7.0);
  CHECK(kt::clamp(12, 0, 10) == 10);
  CHECK(kt::isnan(std::nan("")));
  CHECK(kt::isinf(std::numeric_limits<double>::infinity()));
  CHECK(kt::isfinite(1.0));
  CHECK(kt::numbers::pi == Approx(3.14159265358979));
  CHECK(kt::numbers::pi_v<float> == Approx(3.14159265f));
  CHECK(kt::atan2(1.0, 1.0) == Approx(kt::numbers::pi / 4));
}

TEST_CASE("policies, spaces and lifetime placeholders", "[misc]") {
  kt::initialize();
  CHECK(kt::is_initialized());
  using team_policy = kt::TeamPolicy<kt::DefaultExecutionSpace, kt::Schedule<kt::Dynamic>, kt::IndexType<int>>;
  using member_type = team_policy::member_type;
  static_assert(std::is_same<member_type::scratch_memory_space, kt::ScratchSpace>::value, "");
  team_policy p(100, kt::AUTO);
  p.set_scratch_size(0, kt::PerTeam(100), kt::PerThread(8));
  CHECK(p.league_size() == 100);
  CHECK(p.scratch_size(0, 32) == 100 + 32 * 8);
  team_policy p2(kt::DefaultExecutionSpace(), 10, 64);
  CHECK(p2.team_size() == 64);
  kt::RangePolicy<kt::DefaultExecutionSpace, kt::IndexType<long>> r(0, 10);
  CHECK(r.end() == 10);
  std::size_t n = 7;
  int m = 3;
  kt::MDRangePolicy<kt::Rank<2, kt::Iterate::Left, kt::Iterate::Right>> md({0, 0}, {n, n});
  kt::MDRangePolicy<kt::Rank<3>> md3({0, 0, 0}, {m, m, m}, {2, 2, 2});
  CHECK(md.m_upper[1] == 7);
  CHECK(md3.m_tile[2] == 2);
  kt::Array<double, 3> arr{{1, 2, 3}};
  CHECK(arr[2] == 3);
  CHECK(arr.size() == 3);
  kt::Timer t;
  CHECK(t.seconds() >= 0.0);
  t.reset();
  kt::fence();
  kt::fence("label");
  kt::DefaultExecutionSpace().fence();
  CHECK(std::string(kt::DefaultExecutionSpace::name()) == "Host");
  kt::finalize();
  CHECK_FALSE(kt::is_initialized());
  CHECK(kt::is_finalized());
  { kt::ScopeGuard g; CHECK(kt::is_initialized()); }
  CHECK_FALSE(kt::is_initialized());
}

// ---------------------------------------------------------------------------------------------
// Additions beyond the minimal contract (the rest of the Kokkos host API the translator accepts)
// ---------------------------------------------------------------------------------------------
TEST_CASE("subview constructor, access(), mirror and resize variants", "[view][extra]") {
  kt::View<int**, kt::LayoutRight, kt::HostSpace> a("a", 3, 4);
  a(1, 2) = 12;
  kt::View<int*, kt::LayoutStride, kt::HostSpace> row(a, 1, kt::ALL);
  CHECK(row(2) == 12);
  CHECK(row.use_count() == 2);
  CHECK(a.access(1, 2) == 12);
  CHECK(a.access(1, 2, 0, 0) == 12);  // extra trailing indices are ignored
  CHECK(row.access(2) == 12);

  kt::View<double*> d("d", 4);
  auto m1 = kt::create_mirror(kt::WithoutInitializing, kt::HostSpace(), d);
  auto m2 = kt::create_mirror_view(kt::WithoutInitializing, kt::HostSpace(), d);
  auto m3 = kt::create_mirror_view(kt::HostSpace(), d, kt::WithoutInitializing);
  auto m4 = kt::create_mirror_view_and_copy(kt::HostSpace(), d, "name");
  auto m5 = kt::create_mirror_view_and_copy(kt::view_alloc(kt::HostSpace(), kt::WithoutInitializing), d);
  static_assert(std::is_same<decltype(m1), decltype(m2)>::value && std::is_same<decltype(m3), decltype(m5)>::value, "");
  CHECK(m4.extent(0) == 4);
  auto same = kt::create_mirror_view(kt::WithoutInitializing, kt::DefaultExecutionSpace(), d);
  CHECK(same.data() == d.data());

  kt::View<int*> v("v", 3);
  v(2) = 5;
  kt::resize(kt::WithoutInitializing, v, 6);
  CHECK(v(2) == 5);
  CHECK(v.extent(0) == 6);
  kt::resize(kt::view_alloc(kt::WithoutInitializing), v, 2);
  CHECK(v.extent(0) == 2);
  kt::realloc(kt::WithoutInitializing, v, 9);
  CHECK(v.extent(0) == 9);
  CHECK(v.label() == "v");
}

TEST_CASE("kokkos_malloc / kokkos_free", "[extra]") {
  auto* p = static_cast<double*>(kt::kokkos_malloc<kt::HostSpace>("buf", 10 * sizeof(double)));
  REQUIRE(p != nullptr);
  p[9] = 1.0;
  kt::kokkos_free<kt::HostSpace>(p);
  void* q = kt::kokkos_malloc(64);  // default (device) space
  CHECK(q != nullptr);
  kt::kokkos_free(q);
}

TEST_CASE("pair, tie, Array, numeric traits, FirstLoc reducers, hooks", "[extra]") {
  kt::pair<int, double> p(1, 2.0), q(1, 3.0);
  CHECK(p != q);
  CHECK(p < q);
  CHECK(p == kt::make_pair(1, 2.0));
  int x = 0;
  double y = 0;
  kt::tie(x, y) = p;
  CHECK(x == 1);
  CHECK(y == 2.0);
  kt::Array a{1.0, 2.0, 3.0};
  static_assert(std::is_same<decltype(a), kt::Array<double, 3>>::value, "");
  double s = 0;
  for (double e : a) s += e;
  CHECK(s == 6.0);
  CHECK(kt::Experimental::finite_max_v<int> == std::numeric_limits<int>::max());
  CHECK(kt::Experimental::epsilon_v<double> == std::numeric_limits<double>::epsilon());
  CHECK(kt::isinf(kt::Experimental::infinity<float>::value));
  CHECK(kt::isnan(kt::nan("")));
  CHECK(kt::hypot(2.0, 3.0, 6.0) == 7.0);
  static_assert(kt::SpaceAccessibility<kt::HostSpace, kt::HostSpace>::accessible, "");
  static_assert(!kt::SpaceAccessibility<kt::HostSpace, kt::DeviceSpace>::accessible, "");
  static_assert(kt::SpaceAccessibility<kt::DefaultExecutionSpace, kt::DeviceSpace>::accessible, "");

  using F = kt::MinFirstLoc<double, int>;
  F::value_type v;
  F::init(v);
  F::join(v, {1.0, 8});
  F::join(v, {1.0, 4});
  CHECK(v.loc == 4);
  kt::View<double, kt::HostSpace> result("result");
  kt::Sum<double> r(result);  // reducer from a result view
  CHECK(&r.reference() == result.data());

  std::vector<int> order;
  kt::initialize();
  kt::push_finalize_hook([&] { order.push_back(1); });
  kt::push_finalize_hook([&] { order.push_back(2); });
  kt::finalize();
  CHECK(order == std::vector<int>{2, 1});
  kt::Profiling::pushRegion("r");
  kt::Profiling::popRegion();
  kt::RangePolicy<> rp(0, 10, kt::ChunkSize(4));
  CHECK(rp.chunk_size() == 4);
}

// ---------------------------------------------------------------------------------------------
namespace {
struct Wide {  // 24 bytes: Kokkos' atomics take a lock for it
  double v[3];
  bool operator==(const Wide& o) const { return v[0] == o.v[0] && v[1] == o.v[1] && v[2] == o.v[2]; }
  Wide operator+(const Wide& o) const { return {{v[0] + o.v[0], v[1] + o.v[1], v[2] + o.v[2]}}; }
  bool operator<(const Wide& o) const { return v[0] < o.v[0]; }
};
}  // namespace
TEST_CASE("atomics on values of other sizes than 4 and 8 bytes: under a lock", "[atomic]") {
  Wide w{{1, 2, 3}};
  CHECK(kt::atomic_fetch_add(&w, Wide{{1, 1, 1}}) == Wide{{1, 2, 3}});
  CHECK(w == Wide{{2, 3, 4}});
  CHECK(kt::atomic_add_fetch(&w, Wide{{1, 0, 0}}) == Wide{{3, 3, 4}});
  CHECK(kt::atomic_compare_exchange(&w, Wide{{0, 0, 0}}, Wide{{9, 9, 9}}) == Wide{{3, 3, 4}});
  CHECK(w == Wide{{3, 3, 4}});  // no match: unchanged
  CHECK(kt::atomic_compare_exchange(&w, Wide{{3, 3, 4}}, Wide{{9, 9, 9}}) == Wide{{3, 3, 4}});
  CHECK(kt::atomic_exchange(&w, Wide{{5, 5, 5}}) == Wide{{9, 9, 9}});
  CHECK(kt::atomic_fetch_max(&w, Wide{{7, 0, 0}}) == Wide{{5, 5, 5}});
  CHECK(kt::atomic_load(&w) == Wide{{7, 0, 0}});
  kt::atomic_store(&w, Wide{{1, 1, 1}});
  CHECK(w == Wide{{1, 1, 1}});
  short s = 7;
  char c = 'a';
  CHECK(kt::atomic_fetch_add(&s, short(5)) == 7);
  CHECK(kt::atomic_fetch_sub(&c, char(1)) == 'a');
  CHECK(s == 12);
  CHECK(c == '`');
  unsigned held = 0;  // every lock released
  for (std::size_t l = 0; l < kt::impl::atomic_lock_count; ++l) held += kt::impl::atomic_locks()[l];
  CHECK(held == 0u);
}

TEST_CASE("atomics on a complex: per part, compare-and-swap (float), lock (double)", "[atomic][complex]") {
  kt::complex<double> d(1.0, 2.0);
  kt::atomic_add(&d, kt::complex<double>(1.0, 1.0));  // per part
  CHECK(d == kt::complex<double>(2.0, 3.0));
  CHECK(kt::atomic_fetch_mul(&d, kt::complex<double>(0.0, 1.0)) == kt::complex<double>(2.0, 3.0));
  CHECK(d == kt::complex<double>(-3.0, 2.0));
  CHECK(kt::atomic_div_fetch(&d, kt::complex<double>(0.0, 1.0)) == kt::complex<double>(2.0, 3.0));
  CHECK(kt::atomic_compare_exchange(&d, kt::complex<double>(0.0, 0.0), kt::complex<double>(9.0, 9.0)) ==
        kt::complex<double>(2.0, 3.0));  // no match: unchanged
  CHECK(kt::atomic_exchange(&d, kt::complex<double>(5.0, -5.0)) == kt::complex<double>(2.0, 3.0));
  CHECK(kt::atomic_load(&d) == kt::complex<double>(5.0, -5.0));
  unsigned held = 0;  // every lock released
  for (std::size_t l = 0; l < kt::impl::atomic_lock_count; ++l) held += kt::impl::atomic_locks()[l];
  CHECK(held == 0u);
  kt::complex<float> f(1.0f, 0.0f);
  kt::atomic_mul(&f, kt::complex<float>(0.0f, 1.0f));
  CHECK(f == kt::complex<float>(0.0f, 1.0f));
  CHECK(kt::atomic_fetch_sub(&f, kt::complex<float>(1.0f, 1.0f)) == kt::complex<float>(0.0f, 1.0f));
  kt::atomic_store(&f, kt::complex<float>(3.0f, 4.0f));
  CHECK(kt::atomic_load(&f) == kt::complex<float>(3.0f, 4.0f));
}
