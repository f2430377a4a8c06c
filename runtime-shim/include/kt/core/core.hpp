// kt/core/core.hpp: all target-neutral pieces. Included by a target header (kt/cuda.hpp,
// kt/host.hpp) after it has defined the kt::backend interface (see runtime-shim/API.md).
#pragma once
// The standard headers real Kokkos_Core.hpp brings with it, which programs use without
// including them (std::ostringstream, std::array, ...): the bundled API's Kokkos_Core.hpp
// includes the same (tests/api-names/check.sh).
#include <algorithm>
#include <array>
#include <cassert>
#include <cfloat>
#include <chrono>
#include <cinttypes>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>
#include "config.hpp"
#include "compat.hpp"
#include "tags.hpp"
#include "policy.hpp"
#include "math.hpp"
#include "reducers.hpp"
#include "half.hpp"
#include "half_math.hpp"
#include "atomics.hpp"
#include "desul.hpp"
#include "scratch.hpp"
#include "view.hpp"
#include "view_extents.hpp"
#include "view_assign.hpp"
#include "local_copy.hpp"
#include "object_image.hpp"
#include "capture_struct.hpp"
#include "copy.hpp"
#include "array_reduce.hpp"
#include "runtime.hpp"
#include "malloc.hpp"
