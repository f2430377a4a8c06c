// Hand-written CUDA baseline for bench/axpy/kokkos.cpp: the same three decompositions written as
// an expert would (grid sized to fill the device, grid-stride loops, __restrict__ pointers),
// plus range_vec2 (16-byte loads and stores), a hand-only upper reference.
#include "hand_util.cuh"

__global__ void init(double* x, double* y, long long n) {
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
    x[i] = 1.0 + (i % 13) * 0.125;
    y[i] = (i % 7) * 0.25;
  }
}
__global__ void axpy_range(int n, double a, const double* __restrict__ x, double* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) y[i] = a * x[i] + y[i];
}
__global__ void axpy_vec2(int n2, double a, const double2* __restrict__ x, double2* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x) {
    const double2 xv = x[i];
    double2 yv = y[i];
    yv.x = a * xv.x + yv.x;
    yv.y = a * xv.y + yv.y;
    y[i] = yv;
  }
}
// 2-D: x over the contiguous columns, y over rows (grid-stride in both).
__global__ void axpy_2d(int rows, int cols, double a, const double* __restrict__ X, double* __restrict__ Y) {
  for (int i = blockIdx.y * blockDim.y + threadIdx.y; i < rows; i += gridDim.y * blockDim.y)
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < cols; j += gridDim.x * blockDim.x) {
      const size_t k = size_t(i) * cols + j;
      Y[k] = a * X[k] + Y[k];
    }
}
// One block per row.
__global__ void axpy_rows(int rows, int cols, double a, const double* __restrict__ X, double* __restrict__ Y) {
  for (int i = blockIdx.x; i < rows; i += gridDim.x) {
    const double* __restrict__ xr = X + size_t(i) * cols;
    double* __restrict__ yr = Y + size_t(i) * cols;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) yr[j] = a * xr[j] + yr[j];
  }
}
__global__ void sum_kernel(const double* __restrict__ v, long long n, double* part) {
  double s = 0.0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) s += v[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

static double device_sum(const double* v, long long n, double* part, double* res) {
  sum_kernel<<<1024, 256>>>(v, n, part);
  CK_LAUNCH();
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  CK_LAUNCH();
  double h = 0.0;
  CK(cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost));
  return h;
}

int main(int argc, char** argv) {
  const long long req = bench::size_arg(argc, argv, 1LL << 28);
  const int cols = req >= (1LL << 20) ? 16384 : 64;
  const int rows = int(req / cols);
  const int n = rows * cols;
  const double a = 0.5, bytes = 3.0 * 8.0 * n;
  double *x, *y, *X, *Y, *part, *res;
  CK(cudaMalloc(&x, sizeof(double) * n));
  CK(cudaMalloc(&y, sizeof(double) * n));
  CK(cudaMalloc(&X, sizeof(double) * n));
  CK(cudaMalloc(&Y, sizeof(double) * n));
  CK(cudaMalloc(&part, sizeof(double) * 1024));
  CK(cudaMalloc(&res, sizeof(double)));
  init<<<1024, 256>>>(x, y, n);
  init<<<1024, 256>>>(X, Y, n);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());

  const int g1 = hand::full_grid(axpy_range, 256);
  bench::report("axpy", "range", bytes, hand::time_calls([&] {
    axpy_range<<<g1, 256>>>(n, a, x, y);
    CK_LAUNCH();
  }));
  bench::check("axpy", "range", device_sum(y, n, part, res));

  const dim3 b2(32, 8);
  const int gx = (cols + 31) / 32, gy_full = hand::full_grid(axpy_2d, 256) / gx;
  const dim3 g2(gx, gy_full < 1 ? 1 : (gy_full > (rows + 7) / 8 ? (rows + 7) / 8 : gy_full));
  bench::report("axpy", "mdrange", bytes, hand::time_calls([&] {
    axpy_2d<<<g2, b2>>>(rows, cols, a, X, Y);
    CK_LAUNCH();
  }));
  bench::check("axpy", "mdrange", device_sum(Y, n, part, res));

  init<<<1024, 256>>>(X, Y, n);
  CK_LAUNCH();
  bench::report("axpy", "team", bytes, hand::time_calls([&] {
    axpy_rows<<<rows, 256>>>(rows, cols, a, X, Y);
    CK_LAUNCH();
  }));
  bench::check("axpy", "team", device_sum(Y, n, part, res));

  init<<<1024, 256>>>(x, y, n);
  CK_LAUNCH();
  const int gv = hand::full_grid(axpy_vec2, 256);
  bench::report("axpy", "range_vec2", bytes, hand::time_calls([&] {
    axpy_vec2<<<gv, 256>>>(n / 2, a, reinterpret_cast<const double2*>(x), reinterpret_cast<double2*>(y));
    CK_LAUNCH();
  }));
  bench::check("axpy", "range_vec2", device_sum(y, n, part, res));
  return 0;
}
