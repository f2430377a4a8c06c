// Prototype and A/B harness for the single-pass RangePolicy scan of kt/gpu/scan_tiles.hpp against
// CUB's DeviceScan::ExclusiveSum, in one process. The body is the one bench/scan/kokkos.cpp
// passes to parallel_scan, as the translator emits it (a lambda f(i, part, final)).
//   single_pass [n [small]]: checks (int and double, many sizes, every output element against CUB),
//                      then times CUB and every variant at n doubles (default 2^28).
// Output: bench_util.hpp's lines; "mismatch <variant> <count>" after each timed variant.
// Build: nvcc -std=c++17 -O3 -arch=sm_90 --extended-lambda -I runtime-shim/include -I bench/common
#include "kt/cuda.hpp"
#include "kt/gpu/scan_tiles.hpp"
#include <cub/device/device_scan.cuh>
#include <cstdio>
#include <cstdlib>
#include "hand_util.cuh"

template <class T> __global__ void init_kernel(std::int64_t n, T *in, int mod) {
  for (std::int64_t i = blockIdx.x * std::int64_t(blockDim.x) + threadIdx.x; i < n; i += std::int64_t(gridDim.x) * blockDim.x)
    in[i] = T(i % mod) * T(mod == 5 ? 0.25 : 1);
}
template <class T> __global__ void diff_kernel(std::int64_t n, const T *a, const T *b, unsigned long long *bad) {
  for (std::int64_t i = blockIdx.x * std::int64_t(blockDim.x) + threadIdx.x; i < n; i += std::int64_t(gridDim.x) * blockDim.x)
    if (a[i] != b[i]) atomicAdd(bad, 1ULL);
}

template <int BT, int IPT, bool FAST, int MINB, class T>
__global__ void __launch_bounds__(BT, MINB) scan_kernel(const T *in, T *out, kt_scan_tiles_args<T> a) {
  kt_scan_tiles_shaped<kt::Sum<T>, BT, IPT, FAST>(a, [&](std::int64_t kt_i, T &part, const bool final) {
    const int i = (int)kt_i;
    if (final) out[i] = part;
    part += in[i];
  });
}

template <int IPT, bool FAST, class T, int MINB = 1, int BT = 256> T run_scan(const T *in, T *out, std::int64_t n, bool want_total) {
  kt_scan_tiles_args<T> a;
  const unsigned nt = kt_scan_tiles_setup<T>(0, n, BT * IPT, a);
  T tot = T(0);
  if (!nt) return tot;
  const size_t smem = size_t(BT) * IPT * sizeof(T);
  kt::cuda::set_max_dynamic_shared(scan_kernel<BT, IPT, FAST, MINB, T>, smem);
  scan_kernel<BT, IPT, FAST, MINB, T><<<nt, BT, smem>>>(in, out, a);
  if (want_total) CK(cudaMemcpy(&tot, a.total, sizeof(T), cudaMemcpyDeviceToHost));
  return tot;
}

template <class T> unsigned long long count_diff(std::int64_t n, const T *a, const T *b, unsigned long long *bad) {
  CK(cudaMemset(bad, 0, sizeof(*bad)));
  diff_kernel<<<1024, 256>>>(n, a, b, bad);
  unsigned long long h = 0;
  CK(cudaMemcpy(&h, bad, sizeof(h), cudaMemcpyDeviceToHost));
  return h;
}

template <class T> struct Bufs {
  T *in, *out, *ref;
  void *tmp;
  size_t tmp_bytes;
  unsigned long long *bad;
};

// Every element of every variant against CUB at size n; returns the number of failures.
template <int IPT, bool FAST, int BT = 256, class T> int check_one(const Bufs<T> &b, std::int64_t n, const char *what) {
  CK(cudaMemset(b.out, 0xff, sizeof(T) * n));
  const T tot = run_scan<IPT, FAST, T, 1, BT>(b.in, b.out, n, true);
  const unsigned long long bad = count_diff(n, b.out, b.ref, b.bad);
  T last = 0, lastin = 0;
  if (n > 0) {
    CK(cudaMemcpy(&last, b.ref + n - 1, sizeof(T), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(&lastin, b.in + n - 1, sizeof(T), cudaMemcpyDeviceToHost));
  }
  const bool ok = bad == 0 && tot == last + lastin;
  if (!ok) std::printf("FAIL %s ipt=%d fast=%d n=%lld bad=%llu total=%g want=%g\n", what, IPT, int(FAST), (long long)n, bad, double(tot), double(last + lastin));
  return ok ? 0 : 1;
}

template <class T> int check_type(const char *what, std::int64_t nmax, int mod) {
  Bufs<T> b;
  CK(cudaMalloc(&b.in, sizeof(T) * nmax));
  CK(cudaMalloc(&b.out, sizeof(T) * nmax));
  CK(cudaMalloc(&b.ref, sizeof(T) * nmax));
  CK(cudaMalloc(&b.bad, sizeof(*b.bad)));
  init_kernel<<<1024, 256>>>(nmax, b.in, mod);
  b.tmp_bytes = 0;
  CK(cub::DeviceScan::ExclusiveSum(nullptr, b.tmp_bytes, b.in, b.ref, int(nmax)));
  CK(cudaMalloc(&b.tmp, b.tmp_bytes));
  int fails = 0;
  const std::int64_t sizes[] = {1, 2, 255, 3840, 3841, 100000, 3840 * 33 + 7, 3840 * 1024 + 1, 3840LL * 1024 * 3 + 99, 6912LL * 1024 + 5, nmax, 17};
  for (std::int64_t n : sizes) {
    if (n > nmax) continue;
    CK(cub::DeviceScan::ExclusiveSum(b.tmp, b.tmp_bytes, b.in, b.ref, int(n)));
    fails += check_one<15, false>(b, n, what) + check_one<15, true>(b, n, what) + check_one<7, false>(b, n, what) +
             check_one<11, true>(b, n, what) + check_one<15, false, 128>(b, n, what) + check_one<23, false, 512>(b, n, what) + check_one<31, false>(b, n, what) +
             check_one<27, false>(b, n, what) + check_one<27, true>(b, n, what) + check_one<23, false>(b, n, what);
  }
  std::printf("check %s sizes done, %d failures\n", what, fails);
  CK(cudaFree(b.in));
  CK(cudaFree(b.out));
  CK(cudaFree(b.ref));
  CK(cudaFree(b.tmp));
  CK(cudaFree(b.bad));
  return fails;
}

template <int IPT, bool FAST, int MINB = 1, int BT = 256, class T = double> void time_one(const Bufs<T> &b, std::int64_t n, double bytes) {
  char name[64];
  std::snprintf(name, sizeof name, "%s_%s_b%d_ipt%d_m%d", sizeof(T) == 8 ? "f64" : "i32", FAST ? "lookback" : "tree", BT, IPT, MINB);
  CK(cudaMemset(b.out, 0, sizeof(T) * n));
  const auto t = hand::time_calls([&] { run_scan<IPT, FAST, T, MINB, BT>(b.in, b.out, n, false); });
  bench::report("scan", name, bytes, t);
  std::printf("mismatch %s %llu\n", name, count_diff(n, b.out, b.ref, b.bad));
}

template <class T> void time_type(std::int64_t n, int mod) {
  const double bytes = 2.0 * sizeof(T) * n;
  Bufs<T> b;
  CK(cudaMalloc(&b.in, sizeof(T) * n));
  CK(cudaMalloc(&b.out, sizeof(T) * n));
  CK(cudaMalloc(&b.ref, sizeof(T) * n));
  CK(cudaMalloc(&b.bad, sizeof(*b.bad)));
  init_kernel<<<1024, 256>>>(n, b.in, mod);
  b.tmp_bytes = 0;
  CK(cub::DeviceScan::ExclusiveSum(nullptr, b.tmp_bytes, b.in, b.ref, int(n)));
  CK(cudaMalloc(&b.tmp, b.tmp_bytes));
  CK(cudaDeviceSynchronize());
  for (int round = 0; round < 2; ++round) {
    bench::report("scan", sizeof(T) == 8 ? "f64_cub" : "i32_cub", bytes,
                  hand::time_calls([&] { CK(cub::DeviceScan::ExclusiveSum(b.tmp, b.tmp_bytes, b.in, b.ref, int(n))); }));
    if (sizeof(T) == 8) {
      time_one<27, false, 3>(b, n, bytes);
      time_one<27, true, 3>(b, n, bytes);
      time_one<23, false, 3>(b, n, bytes);
      time_one<23, true, 3>(b, n, bytes);
    } else {
      time_one<23, false, 3>(b, n, bytes);
      time_one<23, true, 3>(b, n, bytes);
      time_one<31, false, 4>(b, n, bytes);
      time_one<31, true, 4>(b, n, bytes);
      time_one<27, false, 3>(b, n, bytes);
      time_one<27, true, 3>(b, n, bytes);
    }
  }
  CK(cudaFree(b.in));
  CK(cudaFree(b.out));
  CK(cudaFree(b.ref));
  CK(cudaFree(b.tmp));
  CK(cudaFree(b.bad));
}

int main(int argc, char **argv) {
  const std::int64_t n = bench::size_arg(argc, argv, 1LL << 28);
  if (argc > 2) { // `single_pass N small`: the checks up to 200000 indices only (for compute-sanitizer)
    const int fails = check_type<int>("int", 200000, 7) + check_type<double>("double", 200000, 5);
    std::printf("checks: %d failures\n", fails);
    return fails ? 1 : 0;
  }
  int fails = check_type<int>("int", 6912LL * 1024 * 3, 7) + check_type<double>("double", 6912LL * 1024 * 3, 5);
  time_type<double>(n, 5);
  time_type<int>(n, 7);
  std::printf("checks: %d failures\n", fails);
  return fails ? 1 : 0;
}
