// Hand-written CUDA baseline for bench/dot/kokkos.cpp: the same three decompositions written as
// an expert would: grid-stride accumulation in registers, warp-shuffle and shared-memory block
// reduction, one partial per block, a one-block second pass, and the result copied to the host
// in every call (as Kokkos' parallel_reduce into a scalar does). Plus range_vec2 (16-byte loads).
#include "hand_util.cuh"

__global__ void init(double* x, double* y, long long n) {
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
    x[i] = 1.0 + (i % 13) * 0.125;
    y[i] = 0.5 + (i % 7) * 0.25;
  }
}
__global__ void dot_range(int n, const double* __restrict__ x, const double* __restrict__ y, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += x[i] * y[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}
__global__ void dot_vec2(int n2, const double2* __restrict__ x, const double2* __restrict__ y, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x) {
    const double2 a = x[i], b = y[i];
    s += a.x * b.x + a.y * b.y;
  }
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}
__global__ void dot_2d(int rows, int cols, const double* __restrict__ X, const double* __restrict__ Y, double* part) {
  double s = 0.0;
  for (int i = blockIdx.y * blockDim.y + threadIdx.y; i < rows; i += gridDim.y * blockDim.y)
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < cols; j += gridDim.x * blockDim.x) {
      const size_t k = size_t(i) * cols + j;
      s += X[k] * Y[k];
    }
  s = hand::block_sum(s);
  if (threadIdx.x == 0 && threadIdx.y == 0) part[blockIdx.x + gridDim.x * blockIdx.y] = s;
}
// Blocks take rows (grid-stride over rows); one reduction per block, not per row.
__global__ void dot_rows(int rows, int cols, const double* __restrict__ X, const double* __restrict__ Y, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x; i < rows; i += gridDim.x) {
    const double* __restrict__ xr = X + size_t(i) * cols;
    const double* __restrict__ yr = Y + size_t(i) * cols;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) s += xr[j] * yr[j];
  }
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

int main(int argc, char** argv) {
  const long long req = bench::size_arg(argc, argv, 1LL << 28);
  const int cols = req >= (1LL << 20) ? 16384 : 64;
  const int rows = int(req / cols);
  const int n = rows * cols;
  const double bytes = 2.0 * 8.0 * n;
  double *x, *y, *X, *Y, *part, *res;
  CK(cudaMalloc(&x, sizeof(double) * n));
  CK(cudaMalloc(&y, sizeof(double) * n));
  CK(cudaMalloc(&X, sizeof(double) * n));
  CK(cudaMalloc(&Y, sizeof(double) * n));
  CK(cudaMalloc(&part, sizeof(double) * 65536));
  CK(cudaMalloc(&res, sizeof(double)));
  init<<<1024, 256>>>(x, y, n);
  init<<<1024, 256>>>(X, Y, n);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  double result = 0.0;
  auto finish = [&](int nparts) {
    hand::sum_partials<<<1, 1024>>>(part, nparts, res);
    CK_LAUNCH();
    CK(cudaMemcpy(&result, res, sizeof(double), cudaMemcpyDeviceToHost));
  };

  const int g1 = hand::full_grid(dot_range, 256);
  bench::report("dot", "range", bytes, hand::time_calls([&] {
    dot_range<<<g1, 256>>>(n, x, y, part);
    CK_LAUNCH();
    finish(g1);
  }));
  bench::check("dot", "range", result);

  const dim3 b2(32, 8);
  const int gx = (cols + 31) / 32, gy_full = hand::full_grid(dot_2d, 256) / gx;
  const dim3 g2(gx, gy_full < 1 ? 1 : (gy_full > (rows + 7) / 8 ? (rows + 7) / 8 : gy_full));
  bench::report("dot", "mdrange", bytes, hand::time_calls([&] {
    dot_2d<<<g2, b2>>>(rows, cols, X, Y, part);
    CK_LAUNCH();
    finish(int(g2.x * g2.y));
  }));
  bench::check("dot", "mdrange", result);

  const int gr = hand::full_grid(dot_rows, 256) < rows ? hand::full_grid(dot_rows, 256) : rows;
  bench::report("dot", "team", bytes, hand::time_calls([&] {
    dot_rows<<<gr, 256>>>(rows, cols, X, Y, part);
    CK_LAUNCH();
    finish(gr);
  }));
  bench::check("dot", "team", result);

  const int gv = hand::full_grid(dot_vec2, 256);
  bench::report("dot", "range_vec2", bytes, hand::time_calls([&] {
    dot_vec2<<<gv, 256>>>(n / 2, reinterpret_cast<const double2*>(x), reinterpret_cast<const double2*>(y), part);
    CK_LAUNCH();
    finish(gv);
  }));
  bench::check("dot", "range_vec2", result);
  return 0;
}
