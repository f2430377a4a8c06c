// Hand-written CUDA baseline for bench/snap/kokkos.cpp: the same decomposition (one block of
// 32 x 8 threads per atom: neighbours over threadIdx.y, modes over the 32 lanes), the same
// inputs, arithmetic and output lines. The neighbour parameters and the mode accumulator both
// live in static shared memory (shared-memory atomicAdd on the accumulator); the vector
// reduction of the invariants is a warp shuffle. The (l, m) of each mode is recomputed as in
// the Kokkos version. The `bench` line's third field is the FLOP count per call (see kokkos.cpp).
#include "hand_util.cuh"

constexpr int NNEI = 32, LMAX = 15, J = (LMAX + 1) * (LMAX + 2) / 2, VL = 32, TEAM = 8;

__global__ void init(int natoms, double* rij) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < natoms; i += gridDim.x * blockDim.x)
    for (int k = 0; k < NNEI; ++k) {
      double* r = rij + (size_t(i) * NNEI + k) * 3;
      r[0] = double((i * 13 + k * 7) % 61 - 30) * 0.1;
      r[1] = double((i * 29 + k * 11) % 59 - 29) * 0.1;
      r[2] = double((i * 5 + k * 17) % 53 - 26) * 0.1;
    }
}

__global__ void __launch_bounds__(VL * TEAM) snap(const double* __restrict__ rij, double2* __restrict__ ulist,
                                                  double* __restrict__ ylist) {
  __shared__ double2 U[J];
  __shared__ double nar[NNEI], nai[NNEI], nbr[NNEI], nbi[NNEI], nw[NNEI];
  const int atom = blockIdx.x, lane = threadIdx.x, tid = threadIdx.y * VL + lane;
  if (tid < NNEI) {
    const double* r = rij + (size_t(atom) * NNEI + tid) * 3;
    const double x = r[0], y = r[1], z = r[2];
    const double r2 = x * x + y * y + z * z;
    const double inv = 1.0 / sqrt(r2 + 2.25);
    nar[tid] = 1.5 * inv;
    nai[tid] = -z * inv;
    nbr[tid] = y * inv;
    nbi[tid] = -x * inv;
    nw[tid] = 1.0 / (1.0 + r2);
  }
  for (int j = tid; j < J; j += VL * TEAM) U[j] = make_double2(0.0, 0.0);
  __syncthreads();
  for (int k = threadIdx.y; k < NNEI; k += TEAM) {
    const double ar = nar[k], ai = nai[k], br = nbr[k], bi = nbi[k], w = nw[k];
#pragma unroll 1
    for (int j = lane; j < J; j += VL) {
      int l = 0;
      while ((l + 1) * (l + 2) / 2 <= j) ++l;
      const int m = j - l * (l + 1) / 2;
      double pr = 1.0, pi = 0.0;
      for (int s = 0; s < l - m; ++s) {
        const double t = pr * ar - pi * ai;
        pi = pr * ai + pi * ar;
        pr = t;
      }
      for (int s = 0; s < m; ++s) {
        const double t = pr * br - pi * bi;
        pi = pr * bi + pi * br;
        pr = t;
      }
      atomicAdd(&U[j].x, w * pr);
      atomicAdd(&U[j].y, w * pi);
    }
  }
  __syncthreads();
  for (int j = threadIdx.y; j < J; j += TEAM) {
    double acc = 0.0;
    for (int j1 = lane; j1 < J; j1 += VL) {
      const int j2 = (j + j1) % J;
      const double c = double((j * 3 + j1 * 5) % 7 + 1);
      acc += c * (U[j1].x * U[j2].x + U[j1].y * U[j2].y);
    }
    acc = hand::warp_sum(acc);
    if (lane == 0) ylist[size_t(atom) * J + j] = acc;
  }
  for (int j = tid; j < J; j += VL * TEAM) ulist[size_t(atom) * J + j] = U[j];
}

__global__ void sums(const double2* __restrict__ u, const double* __restrict__ y, long long n, double* part) {
  double su = 0.0, sy = 0.0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
    su += u[i].x * u[i].x + u[i].y * u[i].y;
    sy += fabs(y[i]);
  }
  su = hand::block_sum(su);
  __syncthreads();
  sy = hand::block_sum(sy);
  if (threadIdx.x == 0) {
    part[blockIdx.x] = su;
    part[1024 + blockIdx.x] = sy;
  }
}

int main(int argc, char** argv) {
  const int natoms = int(bench::size_arg(argc, argv, 1 << 17));
  double per_atom = 14.0 * NNEI + 5.0 * J * J;
  for (int l = 0; l <= LMAX; ++l) per_atom += double(NNEI) * (l + 1) * (6.0 * l + 4.0);
  const double flops = per_atom * natoms;
  double *rij, *ylist, *part, *res;
  double2* ulist;
  CK(cudaMalloc(&rij, sizeof(double) * 3 * NNEI * size_t(natoms)));
  CK(cudaMalloc(&ulist, sizeof(double2) * J * size_t(natoms)));
  CK(cudaMalloc(&ylist, sizeof(double) * J * size_t(natoms)));
  CK(cudaMalloc(&part, sizeof(double) * 2048));
  CK(cudaMalloc(&res, sizeof(double) * 2));
  init<<<1024, 256>>>(natoms, rij);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  bench::report("snap", "uiyi", flops, hand::time_calls([&] {
    snap<<<natoms, dim3(VL, TEAM)>>>(rij, ulist, ylist);
    CK_LAUNCH();
  }));
  sums<<<1024, 256>>>(ulist, ylist, (long long)natoms * J, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  hand::sum_partials<<<1, 1024>>>(part + 1024, 1024, res + 1);
  CK_LAUNCH();
  double h[2];
  CK(cudaMemcpy(h, res, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("info snap uiyi natoms %d nnei %d lmax %d modes %d flops_per_atom %.0f\n", natoms, NNEI, LMAX, J,
              per_atom);
  bench::check("snap", "ui", h[0]);
  bench::check("snap", "yi", h[1]);
  return 0;
}
