// A functor's own reduction or scan ops (FunctorReduction.cpp), which the body recogniser reads.
#pragma once

#include "rewriters/recognise/Recognisers.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace kt {

/// The methods of RD that Match selects, as name lookup finds them: RD's own, or, when RD
/// declares none, those of the first base class that does.
std::vector<const clang::CXXMethodDecl *>
visibleMethods(const clang::CXXRecordDecl *RD,
               llvm::function_ref<bool(const clang::CXXMethodDecl *)> Match);
/// The functor's own reduction or scan op (join, init, final) into K.reducers; false (reported)
/// when Kokkos would call them in a form the kernel's op cannot take.
bool functorReductionOp(const clang::CXXRecordDecl *RD, const clang::Expr *Arg, Kernel &K,
                        RecogContext &RC);

} // namespace kt
