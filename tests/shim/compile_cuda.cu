// tests/shim/compile_cuda.cu: exercises kt/cuda.hpp the way generated code does (kernels taking
// handle_type, atomics, reducers, scratch pools, subviews, math in device code).
// Compile: nvcc -std=c++17 -arch=sm_90 -I runtime-shim/include tests/shim/compile_cuda.cu
// When run on a GPU it checks its results and exits non-zero on any mismatch.
#include "kt/cuda.hpp"
#include "kt/containers/static_crs_graph.hpp"

#include <cstdio>
#include <iostream>

using Vec = kt::View<double*>;
using Mat = kt::View<double**>;
using ScratchVec = kt::View<double*, kt::DefaultExecutionSpace::scratch_memory_space, kt::MemoryUnmanaged>;
using ScratchIdx = kt::View<int*, kt::ScratchSpace>;

static_assert(std::is_same<Vec::memory_space, kt::CudaSpace>::value, "default space is CudaSpace");
static_assert(std::is_same<Vec::array_layout, kt::LayoutLeft>::value, "device default layout is LayoutLeft");
static_assert(std::is_same<Vec::HostMirror::memory_space, kt::HostSpace>::value, "HostMirror lives on the host");
static_assert(std::is_same<Vec::HostMirror::array_layout, kt::LayoutLeft>::value, "HostMirror keeps the layout");
static_assert(std::is_trivially_copyable<Mat::handle_type>::value, "handle_type is trivially copyable");
static_assert(std::is_trivially_copyable<ScratchVec>::value, "scratch views are trivially copyable");
static_assert(!ScratchIdx::impl_is_managed, "ScratchSpace views are unmanaged");
static_assert(std::is_same<kt::Cuda::memory_space, kt::CudaSpace>::value, "kt::Cuda space");
// Kokkos 4.6's MemorySpaceAccess<Dst, Src> for the CUDA spaces (assignable, accessible, deepcopy),
// and a View of AnonymousSpace taking and giving any of them.
template <class D, class S, bool A, bool C>
constexpr bool access_is = kt::Impl::MemorySpaceAccess<D, S>::assignable == A &&
                           kt::Impl::MemorySpaceAccess<D, S>::accessible == C && kt::Impl::MemorySpaceAccess<D, S>::deepcopy;
using kt::CudaHostPinnedSpace, kt::CudaUVMSpace, kt::CudaSpace, kt::HostSpace;
static_assert(access_is<HostSpace, CudaSpace, false, false> && access_is<HostSpace, CudaUVMSpace, false, true> &&
              access_is<HostSpace, CudaHostPinnedSpace, true, true> && access_is<CudaSpace, HostSpace, false, false> &&
              access_is<CudaSpace, CudaUVMSpace, true, true> && access_is<CudaSpace, CudaHostPinnedSpace, false, true> &&
              access_is<CudaUVMSpace, HostSpace, false, false> && access_is<CudaUVMSpace, CudaSpace, false, true> &&
              access_is<CudaUVMSpace, CudaHostPinnedSpace, false, true> &&
              access_is<CudaHostPinnedSpace, HostSpace, false, true> &&
              access_is<CudaHostPinnedSpace, CudaSpace, false, false> &&
              access_is<CudaHostPinnedSpace, CudaUVMSpace, false, true> && access_is<CudaSpace, CudaSpace, true, true> &&
              access_is<kt::AnonymousSpace, CudaSpace, true, true> && access_is<HostSpace, kt::AnonymousSpace, true, true>,
              "MemorySpaceAccess as Kokkos 4.6 for CUDA");
static_assert(std::is_constructible<kt::View<int*, HostSpace>, kt::View<int*, CudaHostPinnedSpace>>::value &&
                  std::is_constructible<kt::View<int*, CudaSpace>, kt::View<int*, CudaUVMSpace>>::value &&
                  !std::is_constructible<kt::View<int*, CudaUVMSpace>, kt::View<int*, CudaSpace>>::value &&
                  std::is_constructible<kt::View<int*, kt::AnonymousSpace>, kt::View<int*, CudaUVMSpace>>::value,
              "View conversions follow MemorySpaceAccess::assignable");
// A StaticCrsGraph's default size type is its memory space's size_type, as Kokkos 4.6.1's.
static_assert(std::is_same<kt::StaticCrsGraph<int, kt::DefaultExecutionSpace>::size_type, unsigned int>::value,
              "CudaSpace::size_type is unsigned int");
static_assert(std::is_same<kt::StaticCrsGraph<int, kt::CudaUVMSpace>::size_type, unsigned int>::value, "");
static_assert(std::is_same<kt::StaticCrsGraph<int, kt::HostSpace>::size_type, std::size_t>::value,
              "HostSpace::size_type is size_t");
static_assert(std::is_same<kt::StaticCrsGraph<int, kt::Serial>::size_type, std::size_t>::value, "");
static_assert(std::is_same<kt::StaticCrsGraph<int, kt::DefaultExecutionSpace, void, void, long>::size_type,
                           long>::value, "a written size type is kept");

__global__ void axpy(Vec::handle_type y, kt::View<const double*>::handle_type x, double a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) y(i) += a * x[i];
}

struct Counters {
  kt::View<int*>::handle_type i;
  kt::View<double*>::handle_type d;
  kt::View<long long*>::handle_type ll;
  kt::View<float*>::handle_type f;
  kt::View<unsigned*>::handle_type u;
  kt::View<unsigned long long*>::handle_type ull;
  kt::View<long*>::handle_type l;
};

__global__ void atomics_kernel(Counters c, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  kt::atomic_add(&c.i(0), 1);
  kt::atomic_fetch_max(&c.i(1), t);
  kt::atomic_min(&c.i(2), -t);
  if (kt::atomic_compare_exchange(&c.i(3), 0, t + 1) == 0) kt::atomic_increment(&c.i(4));
  kt::atomic_sub(&c.i(5), 2);
  kt::atomic_add(&c.d(0), 0.5);
  kt::atomic_max(&c.d(1), double(t));
  kt::atomic_min(&c.d(2), -double(t));
  kt::atomic_fetch_mul(&c.d(3), 1.0);
  (void)kt::atomic_exchange(&c.d(4), 7.0);
  kt::atomic_add(&c.ll(0), 2);
  kt::atomic_max(&c.ll(1), (long long)t);
  kt::atomic_add(&c.f(0), 1.0f);
  kt::atomic_max(&c.f(1), float(t));
  kt::atomic_fetch_or(&c.u(0), 1u << (t % 32));
  kt::atomic_and(&c.u(1), ~(1u << (t % 32)));
  kt::atomic_increment(&c.ull(0));
  kt::atomic_add(&c.l(0), 3L);
  kt::atomic_decrement(&c.l(1));
  if (t == 0) kt::atomic_store(&c.i(6), kt::atomic_load(&c.i(6)) + 41);
  kt::memory_fence();
}

// One block: per-thread partials with reducer init/join, then a shared-memory tree.
__global__ void reduce_kernel(kt::View<const double*>::handle_type x, int n, double* sum_out,
                              kt::ValLocScalar<double, int>* minloc_out, kt::ValLocScalar<double, int>* maxloc_out) {
  using SumR = kt::Sum<double>;
  using MinLocR = kt::MinLoc<double, int>;
  using MaxLocR = kt::MaxLoc<double, int>;
  __shared__ double s_sum[256];
  __shared__ MinLocR::value_type s_min[256];
  __shared__ MaxLocR::value_type s_max[256];
  double sum;
  MinLocR::value_type mn;
  MaxLocR::value_type mx;
  SumR::init(sum);
  MinLocR::init(mn);
  MaxLocR::init(mx);
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    SumR::join(sum, x(i));
    MinLocR::join(mn, {x(i), i});
    MaxLocR::join(mx, {x(i), i});
  }
  s_sum[threadIdx.x] = sum;
  s_min[threadIdx.x] = mn;
  s_max[threadIdx.x] = mx;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) {
      SumR::join(s_sum[threadIdx.x], s_sum[threadIdx.x + w]);
      MinLocR::join(s_min[threadIdx.x], s_min[threadIdx.x + w]);
      MaxLocR::join(s_max[threadIdx.x], s_max[threadIdx.x + w]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    *sum_out = s_sum[0];
    *minloc_out = s_min[0];
    *maxloc_out = s_max[0];
  }
}

// A team per block: level-0 scratch from dynamic shared memory, level-1 from scratch_l1().
__global__ void scratch_kernel(Mat::handle_type A, Vec::handle_type out, void* l1, std::size_t l1_per_team,
                               int* failed) {
  extern __shared__ char smem[];
  kt::ScratchPool pool0(smem, ScratchVec::shmem_size(blockDim.x) + ScratchIdx::shmem_size(2) * blockDim.x);
  kt::ScratchPool pool1(static_cast<char*>(l1) + blockIdx.x * l1_per_team, l1_per_team);
  ScratchVec col(pool0.team(), blockDim.x);
  ScratchIdx mine(pool0.thread(threadIdx.x, blockDim.x), 2);
  ScratchVec big(pool1.team(), 1000);
  if (!col.data() || !mine.data() || !big.data()) *failed = 1;
  auto a_col = kt::subview(A, kt::ALL, int(blockIdx.x));  // ViewHandle<double, 1, LayoutStride>
  mine(0) = threadIdx.x;
  mine(1) = -int(threadIdx.x);
  col(threadIdx.x) = threadIdx.x < a_col.extent(0) ? a_col(threadIdx.x) : 0.0;
  __syncthreads();
  if (mine(0) != int(threadIdx.x) || mine(1) != -int(threadIdx.x)) *failed = 2;
  if (threadIdx.x == 0) {
    double s = 0;
    for (unsigned i = 0; i < blockDim.x; ++i) s += col(i);
    big(999) = s;
    out(blockIdx.x) = big(999);
  }
}

__global__ void math_kernel(Vec::handle_type o) {
  o(0) = kt::sqrt(16.0);
  o(1) = kt::Experimental::cos(0.0);
  o(2) = kt::numbers::pi;
  o(3) = kt::pow(2.0, 10);
  o(4) = kt::fmax(1.0, 2.5) + kt::fabs(-1.0) + kt::abs(-2);
  o(5) = kt::min(3, 4) + kt::max(3.0, 4.0) + kt::clamp(9, 0, 5);
  o(6) = kt::isnan(o(0)) ? 1.0 : 0.0;
  o(7) = kt::reduction_identity<double>::min();
  o(8) = kt::exp(0.0f) + kt::log(1.0) + kt::atan2(0.0, 1.0) + kt::hypot(3.0, 4.0);
  o(9) = double(Vec::rank) + double(Mat::rank());
}

// Managed Views are never passed to kernels, but their copy constructor must be device-safe.
__device__ double copy_managed_in_device(const Vec& v) {
  Vec c = v;
  return c.extent(0);
}

static int g_checks = 0, g_failures = 0;
#define EXPECT(cond)                                                        \
  do {                                                                      \
    ++g_checks;                                                             \
    if (!(cond)) {                                                          \
      ++g_failures;                                                         \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                       \
  } while (0)

int main(int argc, char* argv[]) {
  kt::ScopeGuard guard(argc, argv);
  kt::print_configuration(std::cout);
  const int n = 1000;

  {  // axpy through handle_type parameters
    Vec x("x", n), y("y", n);
    kt::deep_copy(x, 1.0);
    kt::deep_copy(y, 2.0);
    axpy<<<kt::cuda::grid_for(n, 256), 256>>>(y, x, 3.0, n);
    KT_CHECK_LAUNCH(axpy);
    auto hy = kt::create_mirror_view_and_copy(kt::HostSpace(), y);
    bool ok = true;
    for (int i = 0; i < n; ++i) ok = ok && hy(i) == 5.0;
    EXPECT(ok);
    EXPECT(y.use_count() == 1 && y.label() == "y");
  }

  {  // atomics
    kt::View<int*> ci("ci", 8);
    kt::View<double*> cd("cd", 8);
    kt::View<long long*> cll("cll", 2);
    kt::View<float*> cf("cf", 2);
    kt::View<unsigned*> cu("cu", 2);
    kt::View<unsigned long long*> cull("cull", 1);
    kt::View<long*> cl("cl", 2);
    auto hd = kt::create_mirror_view(cd);
    hd(3) = 1.0;
    kt::deep_copy(cd, hd);
    auto hu = kt::create_mirror_view(cu);
    hu(1) = 0xffffffffu;
    kt::deep_copy(cu, hu);
    atomics_kernel<<<(n + 127) / 128, 128>>>(Counters{ci, cd, cll, cf, cu, cull, cl}, n);
    KT_CHECK_LAUNCH("atomics_kernel");
    auto hi = kt::create_mirror_view_and_copy(kt::HostSpace(), ci);
    kt::deep_copy(hd, cd);
    auto hll = kt::create_mirror_view_and_copy(kt::HostSpace(), cll);
    auto hf = kt::create_mirror_view_and_copy(kt::HostSpace(), cf);
    kt::deep_copy(hu, cu);
    auto hull = kt::create_mirror_view_and_copy(kt::HostSpace(), cull);
    auto hl = kt::create_mirror_view_and_copy(kt::HostSpace(), cl);
    EXPECT(hi(0) == n && hi(1) == n - 1 && hi(2) == -(n - 1) && hi(3) >= 1 && hi(4) == 1 && hi(5) == -2 * n);
    EXPECT(hi(6) == 41);
    EXPECT(hd(0) == 0.5 * n && hd(1) == n - 1 && hd(2) == -(n - 1) && hd(3) == 1.0 && hd(4) == 7.0);
    EXPECT(hll(0) == 2LL * n && hll(1) == n - 1);
    EXPECT(hf(0) == float(n) && hf(1) == float(n - 1));
    EXPECT(hu(0) == 0xffffffffu && hu(1) == 0u);
    EXPECT(hull(0) == (unsigned long long)n);
    EXPECT(hl(0) == 3L * n && hl(1) == -long(n));
  }

  {  // reducers in device code
    Vec x("x", n);
    auto hx = kt::create_mirror_view(x);
    double expect = 0;
    for (int i = 0; i < n; ++i) {
      hx(i) = double((i * 37) % 101) - 50.0;  // -50 at i = 0, 101, ...; +50 at i = 30, 131, ...
      expect += hx(i);
    }
    kt::deep_copy(x, hx);
    auto* sum = static_cast<double*>(kt::cuda::result_buffer(sizeof(double)));
    auto* parts = static_cast<kt::ValLocScalar<double, int>*>(kt::cuda::reduce_buffer(2 * sizeof(kt::ValLocScalar<double, int>)));
    reduce_kernel<<<1, 256>>>(x, n, sum, parts, parts + 1);
    KT_CHECK_LAUNCH(reduce_kernel);
    double hsum = 0;
    kt::ValLocScalar<double, int> hp[2];
    KT_CHECK(cudaMemcpy(&hsum, sum, sizeof(double), cudaMemcpyDeviceToHost));
    KT_CHECK(cudaMemcpy(hp, parts, sizeof(hp), cudaMemcpyDeviceToHost));
    EXPECT(hsum == expect);
    EXPECT(hp[0].val == -50.0 && hp[0].loc == 0);  // ties (i = 0, 101, 202, ...) keep the smallest loc
    EXPECT(hp[1].val == 50.0 && hp[1].loc == 30);  // 30*37 % 101 == 100, first occurrence
    unsigned int hc = 1;
    KT_CHECK(cudaMemcpy(&hc, kt::cuda::reduce_counter(), sizeof(hc), cudaMemcpyDeviceToHost));
    EXPECT(hc == 0u);
  }

  {  // scratch pools, device subview, > 48 KB opt-in
    const int rows = 64, cols = 8;
    Mat A("A", rows, cols);
    auto hA = kt::create_mirror_view(A);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < cols; ++j) hA(i, j) = i + 100.0 * j;
    kt::deep_copy(A, hA);
    Vec out("out", cols);
    kt::View<int> failed("failed");
    const int team = 64;
    const std::size_t l0 = ScratchVec::shmem_size(team) + ScratchIdx::shmem_size(2) * team;
    const std::size_t l1_per_team = ScratchVec::shmem_size(1000);
    void* l1 = kt::cuda::scratch_l1(l1_per_team * cols);
    kt::cuda::set_max_dynamic_shared(scratch_kernel, l0);
    scratch_kernel<<<cols, team, l0>>>(A, out, l1, l1_per_team, failed.data());
    KT_CHECK_LAUNCH(scratch_kernel);
    auto ho = kt::create_mirror_view_and_copy(kt::HostSpace(), out);
    int hfailed = -1;
    kt::deep_copy(hfailed, failed);
    EXPECT(hfailed == 0);
    bool ok = true;
    for (int j = 0; j < cols; ++j) ok = ok && ho(j) == rows * (rows - 1) / 2.0 + 100.0 * j * rows;
    EXPECT(ok);
    // Opting a kernel into 64 KB of dynamic shared memory must let it launch.
    const std::size_t big = 64 * 1024;
    kt::cuda::set_max_dynamic_shared(scratch_kernel, big);
    scratch_kernel<<<cols, team, big>>>(A, out, l1, l1_per_team, failed.data());
    KT_CHECK_LAUNCH(scratch_kernel_64k);
    kt::fence();
  }

  {  // host-side subviews of device views, strided deep_copy and fill
    Mat A("A", 4, 5);
    auto hA = kt::create_mirror_view(A);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 5; ++j) hA(i, j) = 10 * i + j;
    kt::deep_copy(A, hA);
    auto row = kt::subview(A, 2, kt::ALL);  // strided (stride 4)
    auto hrow = kt::create_mirror_view_and_copy(kt::HostSpace(), row);
    EXPECT(row.stride(0) == 4 && hrow(0) == 20 && hrow(4) == 24);
    kt::View<double*> col = kt::subview(A, kt::ALL, 3);  // contiguous column
    EXPECT(col.use_count() == 3);  // A, row and col share the allocation
    kt::deep_copy(col, -1.0);  // fill kernel
    kt::deep_copy(row, 7.0);   // strided fill through host staging
    kt::deep_copy(hA, A);
    EXPECT(hA(0, 3) == -1.0 && hA(3, 3) == -1.0 && hA(2, 3) == 7.0 && hA(2, 0) == 7.0 && hA(1, 0) == 10.0);
    kt::resize(A, 6, 5);
    auto hA2 = kt::create_mirror_view_and_copy(kt::HostSpace(), A);
    EXPECT(A.extent(0) == 6 && hA2(1, 0) == 10.0 && hA2(5, 4) == 0.0);
  }

  {  // math in device code
    Vec o("o", 10);
    math_kernel<<<1, 1>>>(o);
    KT_CHECK_LAUNCH(math_kernel);
    auto h = kt::create_mirror_view_and_copy(kt::HostSpace(), o);
    EXPECT(h(0) == 4.0 && h(1) == 1.0 && h(2) == kt::numbers::pi && h(3) == 1024.0 && h(4) == 5.5);
    EXPECT(h(5) == 12.0 && h(6) == 0.0 && h(7) == kt::reduction_identity<double>::min());
    EXPECT(h(8) == 6.0 && h(9) == 3.0);
  }

  {  // pinned and managed memory are what they say (issue 14): page-locked host memory reports
     // cudaMemoryTypeHost (pageable memory: cudaMemoryTypeUnregistered), managed memory
     // cudaMemoryTypeManaged; for Views and kokkos_malloc blocks alike.
    auto type_of = [](const void* p) {
      cudaPointerAttributes a{};
      return cudaPointerGetAttributes(&a, p) == cudaSuccess ? int(a.type) : -1;
    };
    kt::View<double*, kt::CudaHostPinnedSpace> pv("pv", 100);
    kt::View<double*, kt::SharedHostPinnedSpace> sv("sv", 100);
    kt::View<double*, kt::CudaUVMSpace> mv("mv", 100);
    kt::View<double*, kt::SharedSpace> smv("smv", 100);
    void* pm = kt::kokkos_malloc<kt::CudaHostPinnedSpace>("pm", 256);
    std::vector<double> pageable(100);
    EXPECT(type_of(pv.data()) == cudaMemoryTypeHost && type_of(sv.data()) == cudaMemoryTypeHost);
    EXPECT(type_of(pm) == cudaMemoryTypeHost);
    EXPECT(type_of(mv.data()) == cudaMemoryTypeManaged && type_of(smv.data()) == cudaMemoryTypeManaged);
    EXPECT(type_of(pageable.data()) == cudaMemoryTypeUnregistered);  // the check can fail
    kt::kokkos_free<kt::CudaHostPinnedSpace>(pm);
  }

  std::printf("compile_cuda: %d of %d checks passed\n", g_checks - g_failures, g_checks);
  return g_failures ? 1 : 0;
}
