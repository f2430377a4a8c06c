// The GPU dialects: what differs between CUDA and HIP output. Everything else in gpu/ is shared.
#include "rewriters/gpu/GpuLowering.h"

#include "llvm/Support/FileSystem.h"

#include <cstdlib>

namespace kt {

/// The CUDA toolkit's include directory, as nvcc finds it: $CUDA_PATH, $CUDA_HOME, then
/// /usr/local/cuda; none where no cuda_runtime.h is there (the parse then reports the include).
static std::vector<std::string> cudaToolkitIncludes() {
  std::vector<std::string> Roots;
  for (const char *Env : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *V = std::getenv(Env); V && *V)
      Roots.push_back(V);
  Roots.push_back("/usr/local/cuda");
  for (const std::string &R : Roots)
    if (llvm::sys::fs::exists(R + "/include/cuda_runtime.h"))
      return {"-idirafter", R + "/include"};
  return {};
}

GpuDialect GpuDialect::cuda() {
  GpuDialect D{"cuda", "#include \"kt/cuda.hpp\"", "__host__ __device__", "cuda",
               /*launchBounds=*/false, "Cuda", "__CUDA_ARCH__"};
  D.parseArgs = cudaToolkitIncludes();
  D.assumeLanes = true;
  return D;
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
