// The GPU dialects: what differs between CUDA and HIP output. Everything else in gpu/ is shared.
#include "rewriters/gpu/GpuLowering.h"

#include "Templates.inc"

namespace kt {

GpuDialect GpuDialect::cuda() {
  return {"cuda", "#include \"kt/cuda.hpp\"", "__host__ __device__", "cuda",
          tpl::gpu_dialect_cuda, tpl::gpu_launch_cuda};
}

} // namespace kt
