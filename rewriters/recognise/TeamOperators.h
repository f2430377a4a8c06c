// Functors' team operators that no dispatch of the unit lowers (TeamOperators.cpp).
#pragma once

#include "clang/AST/ASTContext.h"

#include <vector>

namespace kt {

struct EditableFiles; // HostRewrite.h

/// The operator() definitions in the editable files that take a Kokkos team member (a
/// functor's team body, ForceLJCell's `operator()(TagCell, const member_type &team) const`),
/// as written (a class template's pattern, not its instantiations). Such a body runs only
/// inside a team dispatch, so every unit stubs it as the unit that lowers it does: the
/// header reads the same from each of its includers, and its TeamThreadRange loops, which
/// exist only inside kernels, are not host code of the units that dispatch nothing with it.
std::vector<const clang::FunctionDecl *> teamOperators(clang::ASTContext &Ctx,
                                                       const EditableFiles &Files);

} // namespace kt
