// kt/core/core.hpp: all target-neutral pieces. Included by a target header (kt/cuda.hpp,
// kt/host.hpp) after it has defined the kt::backend interface (see runtime-shim/API.md).
#pragma once
#include "config.hpp"
#include "compat.hpp"
#include "tags.hpp"
#include "policy.hpp"
#include "math.hpp"
#include "reducers.hpp"
#include "atomics.hpp"
#include "scratch.hpp"
#include "view.hpp"
#include "view_extents.hpp"
#include "object_image.hpp"
#include "capture_struct.hpp"
#include "copy.hpp"
#include "array_reduce.hpp"
#include "runtime.hpp"
#include "malloc.hpp"
