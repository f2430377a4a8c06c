// Functor array reductions (`using value_type = double[];`, `value_count`): Model.h,
// ArrayReduction.
#pragma once

#include "rewriters/model/Model.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"

namespace kt {

/// The accumulator parameter P is an array (`value_type s` with `using value_type = T[]`).
bool isArrayAccumulator(const clang::ParmVarDecl *P);
/// Records the array accumulator P of K (K.arrayReduction, accName); false (KT1069) where the
/// dispatch is not a parallel_reduce over a RangePolicy or a TeamPolicy.
bool readArrayAccumulator(const clang::ParmVarDecl *P, Kernel &K, RecogContext &RC);
/// Over a TeamPolicy: whether every thread of the team uses the accumulator P, not only one
/// (inside `if (team.team_rank() == 0)` or single(PerTeam(team), ...); ArrayReductionTeam.cpp).
bool teamArrayEveryThread(const clang::ParmVarDecl *P, clang::ASTContext &Ctx);
/// Whether K's team body can run inside the loop over its partial's chunk of the league: false
/// (KT1069) where the team member is passed to a helper; a top-level barrier makes OpenACC's
/// per-rank form refuse it (Kernel::segments).
bool checkTeamArrayBody(Kernel &K, const clang::CallExpr *Call, RecogContext &RC);
/// The functor RD's value_count (its init, join and final the launch calls on the host, in the
/// forms Kokkos calls); false (KT1069) without one.
bool recogniseArrayMethods(const clang::CXXRecordDecl *RD, const clang::Expr *Arg,
                           RecogContext &RC);
/// A reducer class of the program's own as the result of a parallel_reduce over a range or an
/// MDRange whose join, init or final use the reducer's members: K becomes a oneValue array
/// reduction whose ops are the reducer object's (ArrayReduction::reducerExpr). False with
/// nothing reported where that does not apply.
bool oneValueReducer(const std::vector<const clang::Expr *> &Results, const clang::CallExpr *Call,
                     Kernel &K, RecogContext &RC);
/// The result (a pointer, an array or a rank-1 View, or none), then K turned into a
/// parallel_for over the partials (ArrayReduction). False (KT1069) after a diagnostic.
bool arrayReductionResult(const std::vector<const clang::Expr *> &Results,
                          const clang::CallExpr *Call, Kernel &K, RecogContext &RC);

} // namespace kt
