// Recognisers: AST -> kernel model. One file per construct family:
//   Dispatch.cpp  parallel_{for,reduce,scan} and their policies
//   Body.cpp      lambda / functor bodies and their captures
//   TeamOps.cpp   Kokkos constructs inside bodies (team API, nested ranges, single, renames)
//   Reducers.cpp  reduction results and reducers
//   Safety.cpp    what must not reach a kernel (KT diagnostics)
//   ConstBytes.cpp byte counts known at translation time (scratch sizes)
//   Spaces.cpp    execution and memory spaces (where a dispatch runs, where a View lives)
//   ViewTypes.cpp  View types the shim cannot represent (KT diagnostics)
#pragma once

#include "rewriters/Diagnostics.h"
#include "rewriters/Model.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include <map>
#include <memory>
#include <optional>

namespace kt {

struct EditableFiles; // HostRewrite.h

/// A qualified use of a Kokkos name in the main file: [Begin, End) covers qualifier + name.
struct KokkosNameUse {
  clang::FileID File; ///< the main file, or a header under --in-root
  unsigned Begin = 0, End = 0;
  std::string Name;
  clang::SourceLocation Loc;
};

struct RecogContext {
  clang::ASTContext &Ctx;
  DiagSink &Diags;
  std::string File;
  std::vector<KokkosNameUse> NameUses; ///< every Kokkos:: qualified name in the main file
  /// User functions called (transitively) from kernels: they must be device-callable.
  std::vector<const clang::FunctionDecl *> DeviceFunctions;
  /// File ranges of constructs already diagnosed: names inside them are not reported again.
  std::vector<std::pair<unsigned, unsigned>> Rejected;
  /// Team helpers (functions taking the team member) recognised so far, in recognition order
  /// (TeamHelpers.cpp); the entry exists while the helper's body is being recognised.
  std::vector<std::pair<const clang::FunctionDecl *, std::shared_ptr<TeamHelper>>> TeamHelpers;
};

// Dispatch.cpp
bool isDispatchCall(const clang::CallExpr *C, Pattern *P = nullptr);
std::optional<Kernel> recogniseDispatch(const clang::CallExpr *Call, RecogContext &RC);
bool recognisePolicy(const clang::Expr *E, Policy &P, RecogContext &RC);
/// Elements of a braced list argument ({0, 0}), as source text.
std::vector<std::string> bracedElements(const clang::Expr *E, RecogContext &RC);

// Spaces.cpp
/// The side of a Kokkos execution space, memory space, Device<> or View type, read through
/// T's sugar (DefaultExecutionSpace: Device; DefaultHostExecutionSpace, Serial, HostSpace,
/// HostMirror: Host); nullopt when T is none of those or its spelling does not tell.
std::optional<ExecSpace> kokkosSpaceOf(clang::QualType T);
/// The execution space named in a policy type's template arguments (RangePolicy<Space, ...>),
/// nullopt when none is.
std::optional<ExecSpace> policyTypeSpace(clang::QualType T);
/// Where the memory of a View of type T lives; for a variable V whose type does not tell,
/// from its initialiser (create_mirror*, subview, another View). nullopt: not known.
std::optional<ExecSpace> viewMemorySpace(clang::QualType T, const clang::VarDecl *V);
const char *execSpaceName(ExecSpace S); ///< "host" / "device"

// ConstBytes.cpp
/// The value of a byte-count expression (scratch sizes) when the translator can evaluate it as
/// the translated host code will (constants, const variables, arithmetic, View::shmem_size).
std::optional<unsigned long long> constantBytes(const clang::Expr *E, const clang::ASTContext &Ctx);

// Body.cpp
/// Fills K's captures, parameters and body from a lambda or functor argument.
bool recogniseBody(const clang::Expr *Arg, Kernel &K, RecogContext &RC);
/// Reports KT1029 at P and returns false when a reduction or scan accumulator parameter is
/// taken by value: Kokkos deduces the value type from a reference parameter (a copy would
/// lose every contribution).
bool accumulatorIsReference(const clang::ParmVarDecl *P, Pattern Pat, RecogContext &RC);

// TeamOps.cpp
struct BodyScope {
  const clang::VarDecl *Member = nullptr; ///< team member parameter (team bodies)
  const clang::CXXRecordDecl *Functor = nullptr; ///< functor class (functor bodies)
  bool InLoop = true; ///< `return` leaves an iteration (not the kernel)
};
/// Builds B from the compound statement S (text plus ops), reporting what cannot be lowered.
void collectBody(const clang::Stmt *S, const BodyScope &Scope, BodyText &B, RecogContext &RC);
/// The source text of R with its Kokkos names spelled as in a kernel (unknown ones diagnosed).
std::string kernelSpelling(clang::SourceRange R, RecogContext &RC);
/// The same for the characters [Begin, End) of the file holding InFile.
std::string kernelSpelling(clang::SourceLocation InFile, unsigned Begin, unsigned End,
                           RecogContext &RC);

// TeamHelpers.cpp
/// The helper a call passes the team member to as argument ArgIndex (the callee F's parameter
/// of the member's type), recognised once per function: its signature around that parameter
/// and its body with the team operations in it. Null (reported) when F cannot be lowered so.
std::shared_ptr<const TeamHelper> recogniseTeamHelper(const clang::CallExpr *Call,
                                                      const clang::FunctionDecl *F,
                                                      unsigned ArgIndex,
                                                      const clang::VarDecl *Member,
                                                      RecogContext &RC);
/// Reports (at Loc, the dispatch) a team helper K calls that allocates scratch of a level K's
/// policy has no size for: its pool would not exist.
void checkTeamHelperScratch(const Kernel &K, clang::SourceLocation Loc, RecogContext &RC);
/// Reports a call at depth Depth (0 team level, 1 TeamThreadRange, 2 vector range) of a helper
/// whose team operations cannot run there.
void checkTeamHelperDepth(const TeamHelper &H, int Depth, clang::SourceLocation Loc,
                          RecogContext &RC);

// LocalNames.cpp
/// The declarations of the function enclosing the lambda L (aliases, typedefs, structs, enums,
/// constants) that its body names, into Body.locals. Uncaptured: the local variables the body
/// uses without capturing them; those re-declared in the kernel are removed from it (the rest
/// stay kernel parameters). Reports what cannot be re-declared (KT1026).
bool collectLocalDecls(const clang::LambdaExpr *L, std::vector<const clang::VarDecl *> &Uncaptured,
                       BodyText &Body, RecogContext &RC);
/// Reports T (the type of What, at Loc) when it names a class or enum declared inside a
/// function: it appears where the kernel is defined, outside that function (KT1026).
bool refuseLocalType(clang::QualType T, clang::SourceLocation Loc, const std::string &What,
                     RecogContext &RC);

// ViewTypes.cpp
/// Reports every View type written in the editable files that the shim's View cannot represent
/// (KT1024 data types, KT1025 atomic Views of value types other than 4 or 8 bytes).
void checkViewTypes(clang::ASTContext &Ctx, const EditableFiles &E, DiagSink &Diags);

// Reducers.cpp
/// A reduction result argument (scalar, rank-0 View, or reducer object) -> Reducer.
std::optional<Reducer> recogniseReducer(const clang::Expr *Arg, bool Nested, RecogContext &RC);

// Safety.cpp
/// Reports virtual calls, exceptions, recursion, unknown Kokkos APIs and captures that are
/// written by reference, in S and every function it calls.
void checkKernelSafety(const clang::Stmt *S, const clang::LambdaExpr *L, RecogContext &RC);

} // namespace kt
