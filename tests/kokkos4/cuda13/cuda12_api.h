// The CUDA 12 runtime signatures that Kokkos 4.6.1's Cuda/Kokkos_Cuda_Instance.hpp calls and
// CUDA 13 changed (cudaGraphAddDependencies gained an edge-data argument; cudaMemAdvise and
// cudaMemPrefetchAsync take a cudaMemLocation): without them Kokkos 4.6.1 does not compile
// against CUDA 13 at all, with nvcc either. Declarations only (the check parses, -fsyntax-only),
// pre-included by `tests/kokkos4/check.sh --backend cuda` with CUDA >= 13; no Kokkos header is
// changed.
#include <cuda_runtime_api.h>
extern __host__ cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                     const cudaGraphNode_t *to, size_t numDependencies);
extern __host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                          enum cudaMemoryAdvise advice, int device);
extern __host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                                 cudaStream_t stream = 0);
