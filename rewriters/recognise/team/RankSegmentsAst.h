// The AST questions of the cut of team-level code at its barriers (RankSegments.cpp).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"

#include <set>
#include <string>

namespace kt {

struct RecogContext;

/// An array variable's type as its declaration writes it (`float [PPWI]`: the bound keeps the
/// template parameter that an instantiation's type has replaced), kernel-spelled; "" when the
/// declaration does not give it on its own (several declarators).
std::string writtenArrayType(const clang::VarDecl *V, RecogContext &RC);
/// The compound operator every use of Acc in Body updates it with ('+' for `+=`, `-=`, `++`
/// and `--`, '*', '|', '&', '^'), or 0: another use, or several operators.
char updateOperator(const clang::Stmt *Body, const clang::ParmVarDecl *Acc);
/// The first `break` or `continue` in B that leaves or continues the loop B is the body of
/// (invalid if none).
clang::SourceLocation loopExit(const clang::Stmt *B);
/// The first place in B (lambdas included) that assigns, increments, decrements or takes the
/// address of one of Vars (invalid if none).
clang::SourceLocation loopVarWrite(const clang::Stmt *B,
                                   const std::set<const clang::VarDecl *> &Vars);

} // namespace kt
