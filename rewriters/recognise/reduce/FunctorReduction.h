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
/// Whose reduction methods are read: a functor's (Kokkos passes the dispatch's work tag to
/// them), a reducer class's or a nested dispatch's functor closure's (both called untagged).
enum class OpsOwner { Functor, Reducer, NestedClosure };
/// The body text of RD's method Name (init, join or final, in a form Kokkos calls; its parameter
/// names into Params), "" if it has none. It becomes a static member of the kernel's op struct:
/// a use of the object's own members sets *UsesMembers, or without it is KT1016; Kokkos names in
/// it are spelled for the shim.
std::string reductionMethodBody(const clang::CXXRecordDecl *RD, llvm::StringRef Name,
                                std::vector<std::string> &Params, RecogContext &RC,
                                bool *UsesMembers = nullptr, OpsOwner Owner = OpsOwner::Functor);
/// Whether K's policy takes a oneValue reduction (ArrayReduction::oneValue): a range, an
/// MDRange, or a TeamPolicy of vector length 1 (team-level code runs on every vector lane).
bool oneValueForm(const Kernel &K);
/// Whether RD's reduction method Name (init, join or final, in the form Kokkos calls with the
/// work tag Tag, or untagged when it is null) uses the object's members.
bool methodUsesMembers(const clang::CXXRecordDecl *RD, llvm::StringRef Name,
                       clang::QualType Tag = clang::QualType());
/// The functor's own reduction or scan op (join, init, final) into K.reducers; false (reported)
/// when Kokkos would call them in a form the kernel's op cannot take.
bool functorReductionOp(const clang::CXXRecordDecl *RD, const clang::Expr *Arg, Kernel &K,
                        RecogContext &RC);

/// The op of a nested parallel_reduce whose closure is a functor of class RD and whose result is
/// a value (Kokkos 4's FunctorAnalysis of the closure): its join, init and final (a final alone:
/// the partials added up, then final). nullopt when it has none of them (a sum) or, with *Failed
/// set and reported, when Kokkos' result would depend on the backend or a method uses members.
std::optional<Reducer> nestedClosureOp(const clang::CXXRecordDecl *RD, const clang::Expr *Arg,
                                       RecogContext &RC, bool &Failed);

} // namespace kt
