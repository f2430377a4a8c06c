// Questions about a recognised kernel that recognisers and every target ask alike: what its
// body holds and what its kernel is called. No text is printed here.
#pragma once

#include "rewriters/model/Model.h"

#include <llvm/ADT/STLFunctionalExtras.h>

#include <string>
#include <vector>

namespace kt {

/// A team body written as CUDA-style flat code: its team-level code uses team_rank() (or
/// team_size()) and nothing that needs the team to cooperate (no nested ranges, barriers,
/// scratch, single, broadcasts, team helpers or `return`). Every team thread runs it on its own.
bool flatTeamBody(const Kernel &K);
/// The kernel's unique name from its parts: `kt_axpy_L9`, `kt_fill_util_hpp_L5_2`.
std::string kernelName(const Kernel &K);
/// `<T, N>` naming the kernel template's own parameters (inside its definition; empty when
/// the kernel is no template).
std::string templateParamList(const Kernel &K);
/// Whether a reduction has several results (side by side, each with its own reducer).
bool multiResult(const Kernel &K);

/// Whether the body holds a `return` (lowered as a jump to a label after it).
bool hasReturn(const BodyText &B);
/// The team helpers B calls, directly or through other helpers, each once, callers first.
std::vector<const TeamHelper *> teamHelpersOf(const BodyText &B);
/// Calls F for every op of B, nested ones (bounds, bodies) included, each before its own.
void forEachOp(const BodyText &B, llvm::function_ref<void(const BodyOp &)> F);
/// Whether P holds for an op of B, nested ones included (visited in forEachOp's order, stopping
/// at the first).
bool anyOp(const BodyText &B, llvm::function_ref<bool(const BodyOp &)> P);
/// Calls F for every op of K's code: its body, its member functions and the team helpers its
/// body calls (forEachOp's order within each).
void forEachKernelOp(const Kernel &K, llvm::function_ref<void(const BodyOp &)> F);
/// Whether P holds for an op of K's code (forEachKernelOp's ops), stopping at the first.
bool anyKernelOp(const Kernel &K, llvm::function_ref<bool(const BodyOp &)> P);
/// Names the op struct of every Custom reducer of K (the dispatch's own: `<kernel>_op`; those of
/// nested ranges and team_reduce in its body and member functions: `<kernel>_op2`, ... in
/// forEachOp's order) and gives a kernel template's its parameters (opArgs). Run again when the
/// kernel is renamed or made a template.
void nameReducerOps(Kernel &K);
/// The Custom reducers of K that need an op struct (nameReducerOps' order), each once.
std::vector<const Reducer *> customReducers(const Kernel &K);
/// Whether an op of B (nested ones included) reduces with a Custom reducer.
bool hasCustomReducer(const BodyText &B);
/// Names the Custom reducers of a team helper's body B (Base + `_op`, `_op2`, ...): their op
/// structs are printed before the helper (helperOpStructs).
void nameHelperReducerOps(BodyText &B, const std::string &Base);
/// The Custom reducers of B, each once, in nameHelperReducerOps' order.
std::vector<const Reducer *> customReducers(const BodyText &B);
/// Whether B (nested ops included) holds an op of kind K (of scratch level Level, if >= 0).
bool bodyUses(const BodyText &B, BodyOp::Kind K, int Level = -1);

} // namespace kt
