// Body.cpp's parts in CaptureKinds.cpp and BodyParams.cpp (private to the body recogniser).
#pragma once

#include "rewriters/recognise/Recognisers.h"

namespace kt {

// CaptureKinds.cpp
/// Sets C's kind (and View facts, handle type) from T, the type of the variable Name at Loc;
/// false (reported) when the kernel cannot receive it.
bool classifyCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                     Capture &C, RecogContext &RC);
/// A View the dispatch's execution space cannot read (KT1022 at Use).
bool checkViewSpace(clang::QualType T, const clang::VarDecl *V, clang::SourceLocation Use,
                    const std::string &Name, const Kernel &K, RecogContext &RC);
/// A Kokkos random pool (Kokkos_Random.hpp).
bool isRandomPool(clang::QualType T);
/// A pool whose states are on the other side of the dispatch (KT1022).
bool checkPoolSpace(clang::QualType T, clang::SourceLocation Use, const std::string &Name,
                    const Kernel &K, RecogContext &RC);
/// A device image's Views must be readable where the dispatch runs (KT1022).
bool checkImageSpaces(clang::QualType T, clang::SourceLocation Use, const Capture &C,
                      const Kernel &K, RecogContext &RC);

// StructImage.cpp
/// A capture of a struct declared in the enclosing function: it travels to the kernel as its
/// bytes (kt::ObjectBytes) and the body declares the struct again; KT1013 at Loc where it
/// cannot.
bool localObjectCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                        Capture &C, RecogContext &RC);
/// A captured View whose value type is a struct declared in the enclosing function: its
/// handle travels as kt::ObjectImage of the handle of a stand-in value type; KT1013 at Loc
/// where it cannot.
bool localViewCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                      Capture &C, RecogContext &RC);
/// An image capture C whose body uses the object itself (its member functions called, passed
/// whole): it travels as Kokkos copies it, as its bytes (kt::ObjectImage); KT1002 where its
/// copy constructor or destructor is the user's.
bool objectImageUses(const std::vector<const clang::Stmt *> &Bodies, const clang::ValueDecl *D,
                     Capture &C, RecogContext &RC);

// BodyParams.cpp
/// Splits operator() parameters into index/member, accumulator and final flag.
bool readParams(llvm::ArrayRef<clang::ParmVarDecl *> Params, Kernel &K, bool HasTag,
                clang::SourceLocation Loc, RecogContext &RC);

} // namespace kt
