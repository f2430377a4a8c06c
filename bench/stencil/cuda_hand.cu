// Hand-written CUDA baseline for bench/stencil/kokkos.cpp: the same 32x32 tile with its halo
// staged in static shared memory by a 32x8 block, a __syncthreads(), then the 5-point update;
// the tile edge is a compile-time constant. Same input, same boundary rule, same byte count.
#include "hand_util.cuh"

constexpr int T = 32, H = T + 2;

__global__ void init(int n, double* A, double* B) {
  for (long long k = blockIdx.x * (long long)blockDim.x + threadIdx.x; k < (long long)n * n; k += (long long)gridDim.x * blockDim.x) {
    const int i = int(k / n), j = int(k % n);
    A[k] = ((i * 7 + j * 3) % 17) * 0.5;
    B[k] = 0.0;
  }
}
__global__ void __launch_bounds__(256) jacobi_tiled(int n, const double* __restrict__ in, double* __restrict__ out) {
  __shared__ double s[H * H];
  const int i0 = blockIdx.y * T, j0 = blockIdx.x * T;
  for (int li = threadIdx.y; li < H; li += blockDim.y) {
    const int gi = min(max(i0 + li - 1, 0), n - 1);
    for (int lj = threadIdx.x; lj < H; lj += blockDim.x) {
      const int gj = min(max(j0 + lj - 1, 0), n - 1);
      s[li * H + lj] = in[size_t(gi) * n + gj];
    }
  }
  __syncthreads();
  const int tj = threadIdx.x, j = j0 + tj;
#pragma unroll
  for (int ti = threadIdx.y; ti < T; ti += 8) {
    const int i = i0 + ti, c = (ti + 1) * H + tj + 1;
    out[size_t(i) * n + j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1)
                                 ? s[c]
                                 : 0.25 * (s[c - H] + s[c + H] + s[c - 1] + s[c + 1]);
  }
}
__global__ void sum_kernel(const double* __restrict__ v, long long n, double* part) {
  double s = 0.0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) s += v[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

int main(int argc, char** argv) {
  const int n = int(bench::size_arg(argc, argv, 16384)) / T * T;
  const double bytes = 2.0 * 8.0 * double(n) * n;
  double *A, *B, *part, *res;
  CK(cudaMalloc(&A, sizeof(double) * size_t(n) * n));
  CK(cudaMalloc(&B, sizeof(double) * size_t(n) * n));
  CK(cudaMalloc(&part, sizeof(double) * 1024));
  CK(cudaMalloc(&res, sizeof(double)));
  init<<<1024, 256>>>(n, A, B);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  int call = 0;
  const dim3 grid(n / T, n / T), block(32, 8);
  bench::report("stencil", "tiled", bytes, hand::time_calls([&] {
    const double* in = (call % 2 == 0) ? A : B;
    double* out = (call % 2 == 0) ? B : A;
    ++call;
    jacobi_tiled<<<grid, block>>>(n, in, out);
    CK_LAUNCH();
  }));
  const double* last = (call % 2 == 1) ? B : A;
  sum_kernel<<<1024, 256>>>(last, (long long)n * n, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  CK_LAUNCH();
  double h = 0.0;
  CK(cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost));
  bench::check("stencil", "tiled", h);
  return 0;
}
