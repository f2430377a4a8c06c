// Body.cpp's parts in CaptureKinds.cpp and BodyParams.cpp (private to the body recogniser).
#pragma once

#include "rewriters/recognise/Recognisers.h"

namespace kt {

// CaptureKinds.cpp
/// Sets C's kind (and View facts, handle type) from T, the type of the variable Name at Loc,
/// for a dispatch on Space; false (reported) when the kernel cannot receive it.
bool classifyCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                     Capture &C, ExecSpace Space, RecogContext &RC);
/// A View the dispatch's execution space cannot read (KT1022 at Use), except host memory that a
/// template instantiation's device kernel reaches through a View whose memory space the kernel
/// template spells with the template's parameters, which the shim checks at run time as Kokkos
/// does.
bool checkViewSpace(clang::QualType T, const clang::VarDecl *V, clang::SourceLocation Use,
                    const std::string &Name, const Kernel &K, RecogContext &RC);
/// A Kokkos random pool (Kokkos_Random.hpp).
bool isRandomPool(clang::QualType T);
/// A pool whose states are on the other side of the dispatch (KT1022).
bool checkPoolSpace(clang::QualType T, clang::SourceLocation Use, const std::string &Name,
                    const Kernel &K, RecogContext &RC);
/// The first data member of RD (at any depth, arrays and bases included) whose type Kokkos
/// declares (a View, a Kokkos::complex), or ""; NonTrivialOnly: only a Kokkos type that is not
/// trivially copyable in the parsed header (a DualView, a vector), whose bytes on the device
/// would not be the shim's. In StructImage.cpp.
std::string kokkosMember(const clang::CXXRecordDecl *RD, bool NonTrivialOnly = false);
/// A Kokkos::vector (an UnorderedMap) captured by a device kernel is used only through its handle's members
/// (d_view, h_view, extent, ...; insert, find, valid_at, ...): the rest is the host side's (KT1002).
bool checkVectorUses(clang::QualType T, const Capture &C, const Kernel &K,
                     const std::vector<const clang::Stmt *> &Bodies, const clang::ValueDecl *D,
                     RecogContext &RC);
/// A device image's Views must be readable where the dispatch runs (KT1022).
bool checkImageSpaces(clang::QualType T, clang::SourceLocation Use, const Capture &C,
                      const Kernel &K, const std::vector<const clang::Stmt *> &Bodies,
                      const clang::ValueDecl *D, RecogContext &RC);

// BodyParams.cpp
/// Splits operator() parameters into index/member, accumulator and final flag.
bool readParams(llvm::ArrayRef<clang::ParmVarDecl *> Params, Kernel &K, bool HasTag,
                clang::SourceLocation Loc, RecogContext &RC);

} // namespace kt
