// Hand-written CUDA baseline for bench/spmv/kokkos.cpp: the classic CSR-vector kernel (8 lanes
// per row as the Kokkos version's vector length, read-only loads, shuffle reduction), same
// matrix, same x, same byte count.
#include "csr_hand.cuh"

__global__ void init_x(int nrows, double* x) {
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nrows; r += gridDim.x * blockDim.x) x[r] = 1.0 + (r % 8) * 0.125;
}
__global__ void sumsq(int n, const double* __restrict__ v, double* part) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += v[i] * v[i];
  s = hand::block_sum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

int main(int argc, char** argv) {
  const int n = int(bench::size_arg(argc, argv, 200));
  const hand::Csr A = hand::build_csr(n);
  double *x, *y, *part, *res;
  CK(cudaMalloc(&x, sizeof(double) * A.nrows));
  CK(cudaMalloc(&y, sizeof(double) * A.nrows));
  CK(cudaMalloc(&part, sizeof(double) * 1024));
  CK(cudaMalloc(&res, sizeof(double)));
  init_x<<<1024, 256>>>(A.nrows, x);
  CK_LAUNCH();
  const double bytes = double(A.nnz) * 12.0 + double(A.nrows + 1) * 4.0 + 2.0 * 8.0 * A.nrows;
  bench::report("spmv", "team3", bytes, hand::time_calls([&] { hand::spmv<8>(A, x, y); }));
  sumsq<<<1024, 256>>>(A.nrows, y, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  CK_LAUNCH();
  double h = 0.0;
  CK(cudaMemcpy(&h, res, sizeof(double), cudaMemcpyDeviceToHost));
  std::printf("info spmv team3 nrows %d nnz %d\n", A.nrows, A.nnz);
  bench::check("spmv", "team3", h);
  // Hand-only: a warp per row (VL = 32) and 4 lanes per row, to show the vector-length effect.
  bench::report("spmv", "vl32", bytes, hand::time_calls([&] { hand::spmv<32>(A, x, y); }));
  bench::report("spmv", "vl4", bytes, hand::time_calls([&] { hand::spmv<4>(A, x, y); }));
  return 0;
}
