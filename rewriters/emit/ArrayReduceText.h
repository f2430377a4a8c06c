// A functor array reduction (Model.h, ArrayReduction) printed from its facts: the loop over a
// partial's chunk around the kernel body, and the host code around the launch. Target-neutral.
#pragma once

#include "rewriters/model/Model.h"

#include <string>

namespace kt {

/// K as every target lowers it (makeLowering's lowering calls it): K's body inside the loop
/// over its partial's chunk, the accumulator pointing at the partial's elements; over a range
/// the loop declares the body's index, over a TeamPolicy each league rank of the chunk runs in
/// turn (league_rank() that rank, league_size() the league's; a barrier after each when the
/// body uses scratch). A `return;` ends the iteration. K itself when no array reduction.
Kernel arrayChunkKernel(const Kernel &K);
/// Launch (the target's launch of K's parallel_for over the partials) inside the host code
/// of K's array reduction: the partials' buffer, each started by init, and after the launch
/// their join in order, final and the stores. Launch itself when K is no array reduction.
std::string arrayReductionLaunch(const Kernel &K, const std::string &Launch);

} // namespace kt
