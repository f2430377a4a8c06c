// The GPU dialects: what differs between CUDA and HIP output. Everything else in gpu/ is shared.
#include "rewriters/gpu/GpuLowering.h"

namespace kt {

GpuDialect GpuDialect::cuda() {
  return {"cuda", "#include \"kt/cuda.hpp\"", "__host__ __device__", "cuda",
          /*launchBounds=*/false, "Cuda", "__CUDA_ARCH__"};
}

/// HIP: the wavefront size (64 on CDNA, 32 on RDNA) comes from the device compiler
/// (kt/gpu/dialect.hpp) and from the device at run time (kt/gpu/launch.hpp). Kernels whose
/// threads cooperate (teams, reductions, scans) carry __launch_bounds__ where the block size is
/// known: hipcc otherwise assumes 1024 threads (fewer registers per thread). Not measured on AMD
/// hardware (none here); a plain parallel_for gets none (GpuLowering.cpp, launchBounds).
GpuDialect GpuDialect::hip() {
  return {"hip", "#include \"kt/hip.hpp\"", "__host__ __device__", "hip",
          /*launchBounds=*/true, "HIP", "__HIP_DEVICE_COMPILE__",
          /*templateKernelRef=*/"+"};
}

} // namespace kt
