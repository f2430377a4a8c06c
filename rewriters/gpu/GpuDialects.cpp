// The GPU dialects: what differs between CUDA and HIP output. Everything else in gpu/ is shared.
#include "rewriters/gpu/GpuLowering.h"

#include "Templates.inc"

namespace kt {

GpuDialect GpuDialect::cuda() {
  return {"cuda", "#include \"kt/cuda.hpp\"", "__host__ __device__", "cuda",
          tpl::gpu_dialect_cuda, tpl::gpu_launch_cuda, /*launchBounds=*/false, "Cuda",
          "__CUDA_ARCH__"};
}

/// HIP: the wavefront size (64 on CDNA, 32 on RDNA) comes from the device compiler in
/// dialect_hip.tpl and from the device at run time in launch_hip.tpl. Kernels carry
/// __launch_bounds__ where the block size is known: hipcc otherwise assumes 1024 threads
/// (fewer registers per thread).
GpuDialect GpuDialect::hip() {
  return {"hip", "#include \"kt/hip.hpp\"", "__host__ __device__", "hip",
          tpl::gpu_dialect_hip, tpl::gpu_launch_hip, /*launchBounds=*/true, "HIP",
          "__HIP_DEVICE_COMPILE__"};
}

} // namespace kt
