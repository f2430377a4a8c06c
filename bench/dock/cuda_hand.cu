// Hand-written CUDA baseline for bench/dock/kokkos.cpp: the same decomposition (blocks of 32 x 2
// threads, PPWI poses per thread at stride 32, ligand atoms and force-field table staged in
// static shared memory, __syncthreads), the same inputs, arithmetic and output lines. The protein
// atoms are read as float4 through the read-only cache; PPWI is a template parameter.
// The `bench` line's third field is the FLOP count per call (see kokkos.cpp's header).
#include "hand_util.cuh"

constexpr int NLIG = 64, NTYPES = 64, VL = 32, TS = 2;

__global__ void init(int nposes, int nprot, float4* protein, float4* ligand, float4* ff, float* poses) {
  const int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nprot; i += stride)
    protein[i] = make_float4(float((i * 37 + 11) % 129 - 64) * 0.25f, float((i * 53 + 7) % 129 - 64) * 0.25f,
                             float((i * 91 + 3) % 129 - 64) * 0.25f, float(i % NTYPES));
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < NLIG; i += stride)
    ligand[i] = make_float4(float((i * 17 + 5) % 33 - 16) * 0.25f, float((i * 23 + 9) % 33 - 16) * 0.25f,
                            float((i * 29 + 1) % 33 - 16) * 0.25f, float((i * 5 + 3) % NTYPES));
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < NTYPES; t += stride)
    ff[t] = make_float4(1.0f + float(t % 5) * 0.25f, float((t * 3) % 5 - 2) * 0.5f, float((t * 7) % 5 - 2) * 0.25f, 0.0f);
  // poses: 12 arrays of nposes (structure of arrays, coalesced per lane)
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < nposes; p += stride) {
    for (int c = 0; c < 9; ++c) poses[size_t(c) * nposes + p] = float((p * 7 + c * 13 + (p / 7) * 3) % 9 - 4) * 0.25f;
    for (int c = 9; c < 12; ++c) poses[size_t(c) * nposes + p] = float((p * 5 + c * 11 + p / 5) % 65 - 32) * 0.25f;
  }
}

template <int PPWI>
__global__ void __launch_bounds__(VL * TS) dock(int nposes, int nprot, const float4* __restrict__ protein,
                                                const float4* __restrict__ ligand, const float4* __restrict__ ff,
                                                const float* __restrict__ poses, float* __restrict__ energies) {
  __shared__ float4 lig[NLIG], sff[NTYPES];
  const int tid = threadIdx.y * VL + threadIdx.x;
  for (int i = tid; i < NLIG + NTYPES; i += VL * TS) {
    if (i < NLIG) lig[i] = ligand[i];
    else sff[i - NLIG] = ff[i - NLIG];
  }
  __syncthreads();
  const int base = (blockIdx.x * TS + threadIdx.y) * VL * PPWI + threadIdx.x;
  float xf[12][PPWI], e[PPWI];
#pragma unroll
  for (int k = 0; k < PPWI; ++k) {
    const int p = min(base + k * VL, nposes - 1);
#pragma unroll
    for (int c = 0; c < 12; ++c) xf[c][k] = poses[size_t(c) * nposes + p];
    e[k] = 0.0f;
  }
  for (int il = 0; il < NLIG; ++il) {
    const float4 la = lig[il];
    const float4 lf = sff[int(la.w)];
    float lx[PPWI], ly[PPWI], lz[PPWI];
#pragma unroll
    for (int k = 0; k < PPWI; ++k) {
      lx[k] = xf[0][k] * la.x + xf[1][k] * la.y + xf[2][k] * la.z + xf[9][k];
      ly[k] = xf[3][k] * la.x + xf[4][k] * la.y + xf[5][k] * la.z + xf[10][k];
      lz[k] = xf[6][k] * la.x + xf[7][k] * la.y + xf[8][k] * la.z + xf[11][k];
    }
    for (int ip = 0; ip < nprot; ++ip) {
      const float4 pa = __ldg(protein + ip);
      const float4 pf = sff[int(pa.w)];
      const float rsum = lf.x + pf.x, qq = lf.y * pf.y, hp = lf.z + pf.z;
#pragma unroll
      for (int k = 0; k < PPWI; ++k) {
        const float dx = lx[k] - pa.x, dy = ly[k] - pa.y, dz = lz[k] - pa.z;
        const float r2 = dx * dx + dy * dy + dz * dz;
        const float d = floorf(sqrtf(r2) * 4.0f) * 0.25f;
        const float s = d - rsum;
        const float o = fminf(fmaxf(s, -2.0f), 0.0f);
        const float w = fmaxf(4.0f - d, 0.0f);
        const float v = fminf(w, 1.0f);
        e[k] += o * o * 2.0f + qq * w + hp * v;
      }
    }
  }
#pragma unroll
  for (int k = 0; k < PPWI; ++k)
    if (base + k * VL < nposes) energies[base + k * VL] = e[k];
}

// check sums (exact in double): sum e and sum e * (p % 7 + 1)
__global__ void sums(const float* __restrict__ e, int n, double* part) {
  double s = 0.0, w = 0.0;
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < n; p += gridDim.x * blockDim.x) {
    s += double(e[p]);
    w += double(e[p]) * double(p % 7 + 1);
  }
  s = hand::block_sum(s);
  __syncthreads();
  w = hand::block_sum(w);
  if (threadIdx.x == 0) {
    part[blockIdx.x] = s;
    part[1024 + blockIdx.x] = w;
  }
}

template <int PPWI>
void run(const char* variant, int nposes, int nprot, const float4* protein, const float4* ligand, const float4* ff,
         const float* poses, float* energies, double* part, double* res) {
  const int per_team = TS * VL * PPWI;
  const int grid = (nposes + per_team - 1) / per_team;
  const double flops = double(nposes) * NLIG * (18.0 + 25.0 * nprot) +
                       double((nposes + PPWI - 1) / PPWI) * NLIG * nprot * 3.0;
  bench::report("dock", variant, flops, hand::time_calls([&] {
    dock<PPWI><<<grid, dim3(VL, TS)>>>(nposes, nprot, protein, ligand, ff, poses, energies);
    CK_LAUNCH();
  }));
  sums<<<1024, 256>>>(energies, nposes, part);
  hand::sum_partials<<<1, 1024>>>(part, 1024, res);
  hand::sum_partials<<<1, 1024>>>(part + 1024, 1024, res + 1);
  CK_LAUNCH();
  double h[2];
  CK(cudaMemcpy(h, res, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("info dock %s nposes %d nlig %d nprot %d team %d x %d lanes x %d poses\n", variant, nposes, NLIG, nprot,
              TS, VL, PPWI);
  bench::check("dock", variant, h[0]);
  char wname[32];
  std::snprintf(wname, sizeof wname, "%s_w", variant);
  bench::check("dock", wname, h[1]);
}

int main(int argc, char** argv) {
  const int nposes = int(bench::size_arg(argc, argv, 1 << 18));
  const int nprot = 512;
  float4 *protein, *ligand, *ff;
  float *poses, *energies;
  double *part, *res;
  CK(cudaMalloc(&protein, sizeof(float4) * nprot));
  CK(cudaMalloc(&ligand, sizeof(float4) * NLIG));
  CK(cudaMalloc(&ff, sizeof(float4) * NTYPES));
  CK(cudaMalloc(&poses, sizeof(float) * 12 * size_t(nposes)));
  CK(cudaMalloc(&energies, sizeof(float) * size_t(nposes)));
  CK(cudaMalloc(&part, sizeof(double) * 2048));
  CK(cudaMalloc(&res, sizeof(double) * 2));
  init<<<1024, 256>>>(nposes, nprot, protein, ligand, ff, poses);
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  run<4>("ppwi4", nposes, nprot, protein, ligand, ff, poses, energies, part, res);
  run<8>("ppwi8", nposes, nprot, protein, ligand, ff, poses, energies, part, res);
  return 0;
}
