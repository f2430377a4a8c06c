// Functors' team operators that no dispatch of the unit lowers (TeamOperators.cpp).
#pragma once

#include "clang/AST/ASTContext.h"

#include <memory>
#include <utility>
#include <vector>

namespace kt {

struct EditableFiles; // HostRewrite.h
struct RecogContext;  // Recognisers.h
struct TeamHelper;    // Model.h

/// The operator() definitions in the editable files that take a Kokkos team member (a
/// functor's team body, ForceLJCell's `operator()(TagCell, const member_type &team) const`),
/// as written (a class template's pattern, not its instantiations). Such a body runs only
/// inside a team dispatch, so every unit stubs it as the unit that lowers it does: the
/// header reads the same from each of its includers, and its TeamThreadRange loops, which
/// exist only inside kernels, are not host code of the units that dispatch nothing with it.
std::vector<const clang::FunctionDecl *> teamOperators(clang::ASTContext &Ctx,
                                                       const EditableFiles &Files);

/// The team helpers of the editable files found by their signature: each function (or
/// constructor) definition, not templated and not operator(), with a parameter of the team
/// member's type, and that parameter's index. Every unit lowers them, whether or not its
/// kernels call them: the helper's text in a header is then the same from each includer.
std::vector<std::pair<const clang::FunctionDecl *, unsigned>>
teamHelperDefinitions(clang::ASTContext &Ctx, const EditableFiles &Files);

// TeamHelpers.cpp
/// Recognises F, found by its signature (teamHelperDefinitions), as a team helper taking the
/// member as parameter ArgIndex (into RC.TeamHelpers), unless a call recognised it already. A
/// function that cannot be a helper (recogniseTeamHelper's KT1040) is left as it is, unreported.
void recogniseTeamHelperDefinition(const clang::FunctionDecl *F, unsigned ArgIndex,
                                   RecogContext &RC);
/// recogniseTeamHelper for the member passed at At as argument ArgIndex of F (a constructor's
/// argument: no CallExpr).
std::shared_ptr<const TeamHelper> recogniseTeamHelperAt(clang::SourceLocation At,
                                                        const clang::FunctionDecl *F,
                                                        unsigned ArgIndex,
                                                        const clang::VarDecl *Member,
                                                        RecogContext &RC);
/// The file of each of TeamHelper::declarations of the helper defined by Src (recognised as
/// Src): each declaration is replaced in its own file.
std::vector<clang::FileID> teamHelperDeclarationFiles(const clang::FunctionDecl *Src,
                                                      clang::ASTContext &Ctx);

} // namespace kt
