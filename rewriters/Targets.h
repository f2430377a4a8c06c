// The lowering of each target (rewriters/gpu, openmp, openacc), behind the one wrapper every
// target shares: dispatches on a host execution space go to rewriters/host, array reductions
// are put in their chunk loop first. Only the translator above the targets picks one.
#pragma once

#include "rewriters/emit/Lowering.h"

#include <memory>

namespace kt {

/// nullptr when the target is not implemented yet. O: the driver's options
/// (TranslateOptions::lowering, rewriters/model/Options.h).
std::unique_ptr<Lowering> makeLowering(Target T, const LoweringOptions &O);

} // namespace kt
