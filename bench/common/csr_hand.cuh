// csr_hand.cuh: the 27-point CSR matrix of bench/spmv and bench/cg built on the device, and the
// expert CSR-vector product (VL lanes per row, shuffle reduction), for the hand-written baselines.
#pragma once
#include <cub/device/device_scan.cuh>
#include "hand_util.cuh"

namespace hand {

__global__ void row_counts(int n, int* cnt) {
  const int nrows = n * n * n;
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nrows; r += gridDim.x * blockDim.x) {
    const int i = r / (n * n), j = (r / n) % n, k = r % n;
    cnt[r] = (3 - (i == 0) - (i == n - 1)) * (3 - (j == 0) - (j == n - 1)) * (3 - (k == 0) - (k == n - 1));
  }
}
__global__ void assemble(int n, const int* __restrict__ row_ptr, int* col, double* val) {
  const int nrows = n * n * n;
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < nrows; r += gridDim.x * blockDim.x) {
    const int i = r / (n * n), j = (r / n) % n, k = r % n;
    int p = row_ptr[r];
    for (int di = -1; di <= 1; ++di)
      for (int dj = -1; dj <= 1; ++dj)
        for (int dk = -1; dk <= 1; ++dk) {
          const int ii = i + di, jj = j + dj, kk = k + dk;
          if (ii < 0 || ii >= n || jj < 0 || jj >= n || kk < 0 || kk >= n) continue;
          const int c = (ii * n + jj) * n + kk;
          col[p] = c;
          val[p] = (c == r) ? 40.0 : -(1.0 + ((r + c) % 4) * 0.125);
          ++p;
        }
  }
}

struct Csr {
  int nrows = 0, nnz = 0;
  int *row_ptr = nullptr, *col = nullptr;
  double* val = nullptr;
};
inline Csr build_csr(int n) {
  Csr A;
  A.nrows = n * n * n;
  CK(cudaMalloc(&A.row_ptr, sizeof(int) * (A.nrows + 1)));
  int* cnt;
  CK(cudaMalloc(&cnt, sizeof(int) * (A.nrows + 1)));
  CK(cudaMemset(cnt, 0, sizeof(int) * (A.nrows + 1)));
  row_counts<<<1024, 256>>>(n, cnt);
  CK_LAUNCH();
  size_t tmp_bytes = 0;
  CK(cub::DeviceScan::ExclusiveSum(nullptr, tmp_bytes, cnt, A.row_ptr, A.nrows + 1));
  void* tmp;
  CK(cudaMalloc(&tmp, tmp_bytes));
  CK(cub::DeviceScan::ExclusiveSum(tmp, tmp_bytes, cnt, A.row_ptr, A.nrows + 1));
  CK(cudaMemcpy(&A.nnz, A.row_ptr + A.nrows, sizeof(int), cudaMemcpyDeviceToHost));
  CK(cudaFree(tmp));
  CK(cudaFree(cnt));
  CK(cudaMalloc(&A.col, sizeof(int) * size_t(A.nnz)));
  CK(cudaMalloc(&A.val, sizeof(double) * size_t(A.nnz)));
  assemble<<<1024, 256>>>(n, A.row_ptr, A.col, A.val);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  return A;
}

// y = A x, VL consecutive lanes per row, one row per lane group (no grid-stride: the launch
// covers every row), shuffle-down reduction within the group.
template <int VL>
__global__ void __launch_bounds__(256) spmv_vector(int nrows, const int* __restrict__ row_ptr, const int* __restrict__ col,
                                                   const double* __restrict__ val, const double* __restrict__ x,
                                                   double* __restrict__ y) {
  const int g = (blockIdx.x * blockDim.x + threadIdx.x) / VL;
  const int lane = threadIdx.x % VL;
  if (g >= nrows) return;  // whole groups leave together (blockDim.x is a multiple of VL)
  const unsigned mask = (VL == 32 ? 0xffffffffu : ((1u << VL) - 1u)) << (threadIdx.x % 32 / VL * VL);
  const int b = row_ptr[g], e = row_ptr[g + 1];
  double s = 0.0;
  for (int p = b + lane; p < e; p += VL) s += val[p] * __ldg(x + col[p]);
  for (int o = VL / 2; o > 0; o >>= 1) s += __shfl_down_sync(mask, s, o, VL);
  if (lane == 0) y[g] = s;
}
template <int VL> void spmv(const Csr& A, const double* x, double* y) {
  const long long threads = (long long)A.nrows * VL;
  spmv_vector<VL><<<unsigned((threads + 255) / 256), 256>>>(A.nrows, A.row_ptr, A.col, A.val, x, y);
  CK_LAUNCH();
}

}  // namespace hand
