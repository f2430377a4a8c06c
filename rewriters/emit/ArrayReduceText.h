// The host side of a functor array reduction (Model.h, ArrayReduction): target-neutral.
#pragma once

#include "rewriters/model/Model.h"

#include <string>

namespace kt {

/// Launch (the target's launch of K's parallel_for over the partials) inside the host code
/// of K's array reduction: the partials' buffer, each started by init, and after the launch
/// their join in order, final and the stores. Launch itself when K is no array reduction.
std::string arrayReductionLaunch(const Kernel &K, const std::string &Launch);

} // namespace kt
