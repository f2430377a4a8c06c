// Hand-written CUDA baseline for bench/scan/kokkos.cpp: what an expert calls for a prefix sum,
// CUB's single-pass (decoupled look-back) DeviceScan::ExclusiveSum, which reads the input once
// and writes the output once. Temporary storage is allocated once, outside the timed calls.
#include <cub/device/device_scan.cuh>
#include "hand_util.cuh"

__global__ void init(int n, double* in) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) in[i] = (i % 5) * 0.25;
}
__global__ void sum_kernel(const double* __restrict__ v, int n, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += v[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

int main(int argc, char** argv) {
  const int n = int(bench::size_arg(argc, argv, 1LL << 28));
  const double bytes = 2.0 * 8.0 * n;
  double *in, *out, *part, *res;
  CK(cudaMalloc(&in, sizeof(double) * n));
  CK(cudaMalloc(&out, sizeof(double) * n));
  CK(cudaMalloc(&part, sizeof(double) * 1024));
  CK(cudaMalloc(&res, sizeof(double)));
  init<<<1024, 256>>>(n, in);
  CK_LAUNCH();
  size_t tmp_bytes = 0;
  CK(cub::DeviceScan::ExclusiveSum(nullptr, tmp_bytes, in, out, n));
  void* tmp;
  CK(cudaMalloc(&tmp, tmp_bytes));
  CK(cudaDeviceSynchronize());
  bench::report("scan", "exclusive", bytes, hand::time_calls([&] {
    CK(cub::DeviceScan::ExclusiveSum(tmp, tmp_bytes, in, out, n));
  }));
  sum_kernel<<<1024, 256>>>(out, n, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  CK_LAUNCH();
  double h = 0.0, last = 0.0;
  CK(cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(&last, out + (n - 1), sizeof(double), cudaMemcpyDeviceToHost));
  bench::check("scan", "last", last);
  bench::check("scan", "exclusive", h);
  return 0;
}
