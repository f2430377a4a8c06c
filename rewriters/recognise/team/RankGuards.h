// Whether what a `team_rank() == 0` guard runs may run once per team instead of on team thread 0
// of a team of any size (RankGuards.cpp).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"

namespace kt {

/// Whether S, the statement a `team_rank() == 0` guard runs, writes only memory that Views and
/// pointers reach (shared by the team's threads): no variable declared outside S (each Kokkos
/// thread has its own) and no member of the object whose member function it is in, also
/// through the member functions it calls on such objects (their bodies, four calls deep) and
/// through the arguments it passes by non-const reference or by address. Then running S once
/// per team is what team thread 0 does in Kokkos, and the other threads' state is untouched.
bool guardWritesSharedOnly(const clang::Stmt *S, clang::ASTContext &Ctx);

} // namespace kt
