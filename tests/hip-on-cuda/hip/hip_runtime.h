// Test-only: `#include <hip/hip_runtime.h>` under nvcc -I tests/hip-on-cuda (see ../hip_on_cuda.h).
#pragma once
#include "../hip_on_cuda.h"
