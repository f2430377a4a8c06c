// The lowering of dispatches on a host execution space (Policy::space == ExecSpace::Host:
// DefaultHostExecutionSpace, Serial, OpenMP, HostSpace::execution_space, ...), the same for
// every target. Such a dispatch becomes a host function of plain sequential loops that runs it
// as Kokkos::Serial does, called where the dispatch was; no device code is involved:
//   Range   -> for (i = begin; i < end; ++i)
//   MDRange -> nested loops, the last index fastest (Kokkos' host default, Iterate::Right)
//   Team    -> a loop over the league; teams of one thread (team_rank 0, team_size 1), nested
//              ranges become sequential loops, team_barrier does nothing, scratch is a host
//              buffer per level, reused by each team
//   reduce  -> one accumulator through every index (the reducer's init, then the body; a
//              functor's final), the result written back as Kokkos does
//   scan    -> one pass with final = true, the running value starting at the identity
// Every target's lowering gets it through makeLowering (Lowering.cpp).
#pragma once

#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/Lowering.h"

#include <set>

namespace kt {

/// The host function and its call for a dispatch on a host execution space.
LoweredKernel lowerHostKernel(const Kernel &K);

/// Renders kernel body text with its Kokkos ops replaced by sequential host code.
class HostBodyRenderer : public BodyRendererBase {
private:
  std::string teamOp(const BodyOp &Op) override;
  std::string nested(const BodyOp &Op) override;
  std::string single(const BodyOp &Op) override;
};

} // namespace kt
