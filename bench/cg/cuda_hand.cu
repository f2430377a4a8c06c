// Hand-written CUDA baseline for bench/cg/kokkos.cpp: the same 25-iteration CG from x = 0 with
// the same kernel sequence, each kernel written by hand: the CSR-vector product of
// bench/spmv/cuda_hand.cu, two-pass dot products whose result is copied to the host, and
// grid-stride vector updates.
#include "csr_hand.cuh"

__global__ void init_b(int n, double* b) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) b[i] = 1.0 + (i % 7) * 0.1;
}
__global__ void cg_init(int n, const double* __restrict__ b, double* __restrict__ x, double* __restrict__ r,
                        double* __restrict__ p) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const double v = b[i];
    x[i] = 0.0;
    r[i] = v;
    p[i] = v;
  }
}
__global__ void dot_kernel(int n, const double* __restrict__ a, const double* __restrict__ b, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += a[i] * b[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}
__global__ void axpy_kernel(int n, double a, const double* __restrict__ x, double* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) y[i] += a * x[i];
}
__global__ void sum_kernel(int n, const double* __restrict__ v, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += v[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}
__global__ void xpby_kernel(int n, double b, const double* __restrict__ x, double* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) y[i] = x[i] + b * y[i];
}

int main(int argc, char** argv) {
  const int n = int(bench::size_arg(argc, argv, 200));
  const int iters = 25;
  const hand::Csr A = hand::build_csr(n);
  const int N = A.nrows;
  double *b, *x, *r, *p, *q, *part, *res;
  for (double** v : {&b, &x, &r, &p, &q}) CK(cudaMalloc(v, sizeof(double) * N));
  CK(cudaMalloc(&part, sizeof(double) * 4096));
  CK(cudaMalloc(&res, sizeof(double)));
  init_b<<<1024, 256>>>(N, b);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  const int gs = hand::full_grid(axpy_kernel, 256), gd = hand::full_grid(dot_kernel, 256);
  auto dot = [&](const double* u, const double* v) {
    dot_kernel<<<gd, 256>>>(N, u, v, part);
    CK_LAUNCH();
    hand::sum_partials<<<1, 1024>>>(part, gd, res);
    CK_LAUNCH();
    double h = 0.0;
    CK(cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost));
    return h;
  };
  const double spmv_bytes = double(A.nnz) * 12.0 + double(N + 1) * 4.0 + 2.0 * 8.0 * N;
  const double bytes = 5.0 * 8.0 * N + iters * (spmv_bytes + 12.0 * 8.0 * N);
  double rr = 0.0;
  bench::report("cg", "solve25", bytes, hand::time_calls([&] {
    cg_init<<<gs, 256>>>(N, b, x, r, p);
    CK_LAUNCH();
    rr = dot(r, r);
    for (int it = 0; it < iters; ++it) {
      hand::spmv<8>(A, p, q);
      const double alpha = rr / dot(p, q);
      axpy_kernel<<<gs, 256>>>(N, alpha, p, x);
      axpy_kernel<<<gs, 256>>>(N, -alpha, q, r);
      CK_LAUNCH();
      const double rr_new = dot(r, r);
      const double beta = rr_new / rr;
      rr = rr_new;
      xpby_kernel<<<gs, 256>>>(N, beta, r, p);
      CK_LAUNCH();
    }
  }));
  std::printf("info cg solve25 nrows %d nnz %d iterations %d residual2 %.6e\n", N, A.nnz, iters, rr);
  sum_kernel<<<1024, 256>>>(N, x, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  CK_LAUNCH();
  double xsum = 0.0;
  CK(cudaMemcpy(&xsum, res, sizeof(double), cudaMemcpyDeviceToHost));
  bench::check("cg", "solve25", xsum);
  return 0;
}
