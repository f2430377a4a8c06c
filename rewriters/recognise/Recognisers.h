// Recognisers: AST -> kernel model. One file per construct family:
//   Dispatch.cpp  parallel_{for,reduce,scan} and their policies
//   Body.cpp      lambda / functor bodies and their captures
//   TeamOps.cpp   Kokkos constructs inside bodies (team API, nested ranges, single, renames)
//   Reducers.cpp  reduction results and reducers
//   Safety.cpp    what must not reach a kernel (KT diagnostics)
//   ConstBytes.cpp byte counts known at translation time (scratch sizes)
//   Spaces.cpp    execution and memory spaces (where a dispatch runs, where a View lives)
//   ViewTypes.cpp  View types the shim cannot represent (KT diagnostics)
//   StoredBodies.cpp bodies stored in variables, functor team_shmem_size hooks
#pragma once

#include "rewriters/model/Diagnostics.h"
#include "rewriters/model/Model.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace kt {

struct EditableFiles; // HostRewrite.h

/// A qualified use of a Kokkos name in the main file: [Begin, End) covers qualifier + name.
struct KokkosNameUse {
  clang::FileID File; ///< the main file, or a header under --in-root
  unsigned Begin = 0, End = 0;
  std::string Name;
  clang::SourceLocation Loc;
  /// Inside a template function (or a member of a class template) that this unit never
  /// instantiates, or inside a lambda returning a nested policy (whose calls kernels lower,
  /// PolicyLambdas.cpp): its team code is not translated, and its structural names (nested
  /// dispatches and ranges) are spelled as the shim's declaration-only kt::unseen ones.
  bool unseenTemplate = false;
};

/// What the recognisers share across one translation unit (the translator makes one).
struct UnitRecog {
  clang::ASTContext &Ctx;
  DiagSink &Diags;
  std::vector<KokkosNameUse> NameUses; ///< every Kokkos:: qualified name in the main file
  /// The `Kokkos` tokens written in function-like macros' bodies (file, offset): the names
  /// each expansion in this unit makes of it, as spellKokkosName takes them; an empty name
  /// for an expansion that is not a call or type name the collector reads.
  std::map<std::pair<clang::FileID, unsigned>, std::set<std::string>> MacroBodyNames;
  /// Functions called (transitively) from kernels, the user's and the standard library's (not
  /// Kokkos'): they must be device-callable (HostFunctions.cpp marks the user's it can edit,
  /// DeviceCallable.cpp reports the rest a target cannot call).
  std::vector<const clang::FunctionDecl *> DeviceFunctions;
  /// Where a kernel (or a function it calls) first calls each of DeviceFunctions.
  std::map<const clang::FunctionDecl *, clang::SourceLocation> DeviceCallSites;
  /// File ranges of constructs already diagnosed: names inside them are not reported again.
  std::vector<std::pair<unsigned, unsigned>> Rejected;
  /// Team helpers (functions taking the team member) recognised so far, in recognition order
  /// (TeamHelpers.cpp); the entry exists while the helper's body is being recognised.
  std::vector<std::pair<const clang::FunctionDecl *, std::shared_ptr<TeamHelper>>> TeamHelpers;
  /// Functors' operator() that nested dispatches call (TeamNested.cpp): their bodies stay in
  /// the output, also where a dispatch of the same functor lowers them into its kernel.
  std::vector<const clang::FunctionDecl *> NestedFunctors;
  /// Local variables of kernel bodies holding a nested policy (`auto r =
  /// Kokkos::TeamThreadRange(team, n);`) with that call: dispatches over the variable use the
  /// call itself (TeamPolicyLocals.cpp).
  std::map<const clang::VarDecl *, const clang::Expr *> NestedPolicyLocals;
  /// Functors' operator() that nested dispatches lower in the kernel (a functor built in place
  /// holding references, TeamInline.cpp): their bodies become stubs in the output.
  std::vector<const clang::FunctionDecl *> InlinedFunctors;
};

/// Where the kernel of one dispatch goes.
struct DispatchPlace {
  std::string file; ///< how the kernel's comments name the dispatch's file
  /// The kernel's insertion point (file, offset): names declared after it in that file are
  /// not visible in the kernel.
  std::pair<clang::FileID, unsigned> kernelAt;
};

/// The recognition of one dispatch: the unit's shared state (by reference) and this
/// dispatch's own. The translator makes one per dispatch; a lambda passed to a template, and
/// each instantiation of a template holding the dispatch, are recognised in a copy (atKernel,
/// inInstantiation) whose findings the caller takes back (takeFindings). Nothing is set and
/// restored around a recognition.
struct RecogContext {
  RecogContext(UnitRecog &U, DispatchPlace P)
      : Unit(U), Ctx(U.Ctx), Diags(U.Diags), NameUses(U.NameUses),
        DeviceFunctions(U.DeviceFunctions), Rejected(U.Rejected), TeamHelpers(U.TeamHelpers),
        File(std::move(P.file)), KernelAt(P.kernelAt) {}

  UnitRecog &Unit;
  // The unit's (UnitRecog), named here as every recogniser reads them.
  clang::ASTContext &Ctx;
  DiagSink &Diags;
  std::vector<KokkosNameUse> &NameUses;
  std::vector<const clang::FunctionDecl *> &DeviceFunctions;
  std::vector<std::pair<unsigned, unsigned>> &Rejected;
  std::vector<std::pair<const clang::FunctionDecl *, std::shared_ptr<TeamHelper>>> &TeamHelpers;

  // This dispatch's.
  std::string File; ///< DispatchPlace::file
  std::pair<clang::FileID, unsigned> KernelAt; ///< DispatchPlace::kernelAt
  /// The template instantiation whose dispatch is being recognised (TemplateDispatch.cpp).
  const clang::FunctionDecl *Instantiation = nullptr;
  /// The work tag of the policy being recognised (null if none): it selects and deduces a
  /// templated operator() (TagTemplates.cpp).
  clang::QualType WorkTag;
  /// In an instantiation of a template holding the dispatch: the work tag as the template
  /// writes it (`Pass<A, B>`, null if not written in the call), so that the arguments a
  /// templated operator() deduces from it are spelled through the template's parameters and
  /// one kernel serves every instantiation (TagTemplates.cpp).
  clang::QualType WrittenWorkTag;
  /// Classes defined after KernelAt whose static members or enumerators the kernel uses (the
  /// dispatch is inside them): the kernel becomes a template over each (`class kt_System`,
  /// launched with `System`), so those names are looked up when the launch instantiates it,
  /// where the class is complete. Pairs of (parameter, class), in order of first use.
  std::vector<std::pair<std::string, std::string>> LaterClasses;
  /// The files of the functor's (or stored lambda's) operator() body and of the class's closing
  /// brace, whose offsets Kernel::functorBodyBegin/End and functorClassEnd hold; invalid until
  /// the recogniser sets them. A dispatch in a template names its functor through the
  /// template's parameters, so only the instantiation being recognised knows these files.
  clang::FileID FunctorBodyFile, FunctorClassFile;
  /// Set when no instantiation of the template holding the dispatch reaches it: the
  /// template's arguments, as `kt::unseen_instantiation<...>` takes them. The dispatch then
  /// becomes a static_assert that fails only if that template is instantiated after all.
  std::string UnseenTemplateArgs;

  /// This dispatch with its kernel defined at At instead (a lambda passed to a template).
  RecogContext atKernel(std::pair<clang::FileID, unsigned> At) const {
    RecogContext C(*this);
    C.KernelAt = At;
    return C;
  }
  /// This dispatch recognised in the template instantiation I.
  RecogContext inInstantiation(const clang::FunctionDecl *I) const {
    RecogContext C(*this);
    C.Instantiation = I;
    return C;
  }
  /// What a copy made by atKernel or inInstantiation found that the dispatch keeps.
  void takeFindings(const RecogContext &Copy) {
    LaterClasses = Copy.LaterClasses;
    if (Copy.FunctorBodyFile.isValid())
      FunctorBodyFile = Copy.FunctorBodyFile;
    if (Copy.FunctorClassFile.isValid())
      FunctorClassFile = Copy.FunctorClassFile;
  }
};

// TagTemplates.cpp
/// The member-template operator() of RD that the work tag RC.WorkTag selects, taking Arity
/// arguments after the tag; K becomes a template over its parameters, with the deduced
/// arguments. Null when there is none.
const clang::CXXMethodDecl *selectTagTemplateOperator(const clang::CXXRecordDecl *RD,
                                                      size_t Arity, Kernel &K,
                                                      RecogContext &RC);

// Dispatch.cpp
bool isDispatchCall(const clang::CallExpr *C, Pattern *P = nullptr);
/// Whether V is a lambda returning a nested policy (`[=](member_type const &m, int n) { return
/// TeamThreadRange(m, n); }`) that Body uses only as the policy of nested dispatches, which are
/// lowered with the policy it returns: the kernel does not capture it (PolicyLambdas.cpp).
bool policyLambdaOnly(const clang::VarDecl *V, const clang::Stmt *Body);
/// Whether L's body is `return R;` with R a call of TeamThreadRange, ThreadVectorRange or
/// TeamVectorRange (also in a template, where the call is unresolved).
bool returnsNestedPolicy(const clang::LambdaExpr *L);
/// The range a lambda whose body is LambdaBody returns so (`TeamThreadRange`, ...), or "".
std::string returnedRangeName(const clang::Stmt *LambdaBody);
// DispatchSites.cpp
/// parallel_for/reduce/scan of Kokkos called with type-dependent arguments inside a template.
bool isDependentDispatch(const clang::CallExpr *C);
/// Offset where a kernel for a dispatch is inserted: before the innermost declaration around it
/// that sits at namespace scope (before the outermost `extern "C"` block around it).
unsigned insertionPoint(clang::ASTContext &Ctx, const clang::Expr *E);
std::optional<Kernel> recogniseDispatch(const clang::CallExpr *Call, RecogContext &RC);
bool recognisePolicy(const clang::Expr *E, Policy &P, RecogContext &RC);
/// Elements of a braced list argument ({0, 0}), as source text.
std::vector<std::string> bracedElements(const clang::Expr *E, RecogContext &RC);

// PolicyValues.cpp
/// The bounds `lo[0]`, ... of an MDRangePolicy argument that is a Kokkos::Array variable of
/// Rank elements (point_type), read at the dispatch; empty when E is not one.
std::vector<std::string> arrayVarElements(const clang::Expr *E, int Rank, RecogContext &RC);
/// A policy returned by a call of a non-template user function with one `return`: the shape
/// from the returned expression, the values read from Obj (the call itself when AtDispatch,
/// which must then be free of effects, or the variable holding its result). Reports why not.
bool recogniseReturnedPolicy(const clang::CallExpr *Call, const std::string &Obj, bool AtDispatch,
                             Policy &P, RecogContext &RC);
/// Replaces P's values by reads of the policy object Obj (begin(), m_lower[d], league_size(),
/// team_scratch_size(l), ...), keeping its shape.
void policyValuesFrom(const std::string &Obj, Policy &P);

// Spaces.cpp
/// The side of a Kokkos execution space, memory space, Device<> or View type, read through
/// T's sugar (DefaultExecutionSpace: Device; DefaultHostExecutionSpace, Serial, HostSpace,
/// HostMirror: Host); nullopt when T is none of those or its spelling does not tell.
std::optional<ExecSpace> kokkosSpaceOf(clang::QualType T);
/// A class template's member type that is its template parameter (`using execution_space = E;`
/// in `template <class E> struct F`), read in Written, the class's type as a dispatch spells it
/// (`F<DualView<double*>::execution_space>`): the side of that argument as written, which
/// parsing reduced to Serial whichever space it stands for. nullopt when it does not tell.
std::optional<ExecSpace> writtenParameterSpace(clang::QualType Member, clang::QualType Written);
/// True when T is (canonically) a Kokkos execution or memory space, Device or View.
bool namesKokkosSpace(clang::QualType T);
/// The execution space named in a policy type's template arguments (RangePolicy<Space, ...>),
/// nullopt when none is.
std::optional<ExecSpace> policyTypeSpace(clang::QualType T);
/// Whether the parse Ctx makes DefaultExecutionSpace a host class (Serial: the bundled header
/// for OpenMP and OpenACC, a Serial-only Kokkos on the include path): a Kokkos space type then
/// may stand for the host's or the device's, and a host class reached through substitutions
/// may stand for the device's default space. Read from the parse itself wherever it is asked.
bool parseConflatesSpaces(clang::ASTContext &Ctx);
/// A policy type whose execution space argument the parse cannot place: a host class reached
/// through template substitutions where DefaultExecutionSpace is that host class too.
bool policySpaceAmbiguous(clang::QualType T);
/// Where the memory of a View of type T lives; for a variable V whose type does not tell,
/// from its initialiser (create_mirror*, subview, another View). nullopt: not known.
std::optional<ExecSpace> viewMemorySpace(clang::QualType T, const clang::VarDecl *V);
/// For a DualView, ScatterView, UniqueToken, StaticCrsGraph or UnorderedMap type: the shim handle a kernel receives for it
/// (Containers.cpp); nullopt for other types.
std::optional<std::string> containerHandleType(clang::QualType T, const clang::ASTContext &Ctx);
/// KT1022 for a DualView's view of the other side used in a body (h_view / view_host() in a
/// device kernel, d_view / view_device() of a device DualView in a host dispatch).
bool checkDualViewSides(const clang::Stmt *Body, const Kernel &K, RecogContext &RC);
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

// StoredBodies.cpp
/// The lambda a body argument names through a local variable (`auto f = KOKKOS_LAMBDA(...)
/// {...}; parallel_for(n, f);`), with that variable in Var; null when it is not one.
const clang::LambdaExpr *storedLambda(const clang::Expr *Arg, const clang::VarDecl *&Var);
/// Checks that the kernel may read the stored lambda L's captures at the dispatch (none changes
/// after L copies it, none is hidden there), reporting KT1011; when the dispatches are Var's
/// only uses, K.functorBodyBegin/End take L's body, which the host copy no longer needs.
bool checkStoredLambda(const clang::LambdaExpr *L, const clang::VarDecl *Var,
                       const clang::Expr *Arg, Kernel &K, RecogContext &RC);
/// The first use of one of Vars in Fn that may change it (anything but reads, const member
/// calls and bindings to const references or copies) after From and before Use runs: before
/// Use in the text, or anywhere in a loop or lambda around Use that does not hold From. Uses
/// for which Ignore is true do not count.
const clang::DeclRefExpr *
changeBefore(const std::vector<const clang::VarDecl *> &Vars, clang::SourceLocation From,
             const clang::Expr *Use, const clang::FunctionDecl *Fn, clang::ASTContext &Ctx,
             llvm::function_ref<bool(const clang::DeclRefExpr *)> Ignore = nullptr);
/// A team dispatch of a functor with team_shmem_size(team_size) (or the older shmem_size):
/// adds the hook's bytes to the level-0 team scratch, as Kokkos does (KT1034 with AUTO team
/// size on the device).
bool applyTeamShmemHook(const clang::CXXRecordDecl *RD, const clang::Expr *Arg, Kernel &K,
                        RecogContext &RC);
/// Where a kernel's launch reads the members of an object (a functor, or the class of a
/// KOKKOS_CLASS_LAMBDA): `prefix` + name ("kt_functor.", "this->"); with `accessor`, the
/// non-public ones through the class's generated `kt_access` (Kernel::functorAccess).
struct ObjectAccess {
  std::string prefix;
  bool accessor = false;
};
/// The data members of RD that Body and the member functions it calls (transitively) use, as
/// captures of K, and those member functions (K.memberFunctions).
bool collectObjectMembers(const clang::Stmt *Body, const clang::CXXRecordDecl *RD,
                          const ObjectAccess &A, Kernel &K, RecogContext &RC);

// FunctorAccess.cpp
/// The expression the launch reads the data member F of the object (of class RD) with: a public
/// one directly (A.prefix), another one through the accessor struct `kt_access` inserted into
/// RD (with A.accessor), which reaches RD's non-public members and its bases' protected ones.
/// Ok is cleared (and the reason reported) when the launch cannot read it.
std::string memberHostExpr(const clang::FieldDecl *F, const clang::CXXRecordDecl *RD,
                           const ObjectAccess &A, Kernel &K, RecogContext &RC, bool &Ok);

// ClassLambda.cpp
/// The `this` capture C of the lambda L in a member function. `[=, *this]`
/// (KOKKOS_CLASS_LAMBDA): the members the body uses become captures read from `this` at the
/// launch; returns the class. A captured `this` pointer: KT1007, saying what to write instead.
const clang::CXXRecordDecl *recogniseThisCapture(const clang::LambdaExpr *L,
                                                 const clang::LambdaCapture &C, Kernel &K,
                                                 RecogContext &RC);
/// KOKKOS_CLASS_LAMBDA: the kernel receives each member under its own name and the body's
/// `this->` goes, so a member must not share its name with a variable the body sees (KT1007).
bool checkMemberNames(const clang::LambdaExpr *L, const Kernel &K, RecogContext &RC);

// StructImage.cpp
/// True when RD holds a Kokkos::View (as a data member, in one of its members or bases).
bool holdsView(const clang::CXXRecordDecl *RD);
/// A capture of struct type T that holds Views: C becomes a device image of it (C.image), or
/// KT1002 at Loc when one of its members cannot be in it. A dispatch on the host (Space)
/// receives such an object by value instead (its copy constructor, as Kokkos' host backends
/// copy it), checkImageSpaces still checking its Views.
bool imageCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                  Capture &C, ExecSpace Space, RecogContext &RC);
/// KT1002 at the first use of D (the variable or member behind the image capture C) in
/// Bodies that is not a data member access: the kernel has the image, not the object.
bool checkImageUses(const std::vector<const clang::Stmt *> &Bodies, const clang::ValueDecl *D,
                    const Capture &C, RecogContext &RC);
/// Once K's name is final: each image capture's type becomes `<kernel>_image_<name>` and its
/// launch argument that struct built from the host object's members.
void resolveImages(Kernel &K);
/// The definitions of K's image structs (host C++, the same for every target), to precede its
/// kernel.
std::string imageDefinitions(const Kernel &K);
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

// CapturedArray.cpp
/// A captured C array: it travels as its bytes (kt::ObjectImage of the array type), as Kokkos
/// copies it; KT1059 at Loc when its elements cannot (Views, non-trivially copyable types).
bool arrayCapture(clang::QualType T, clang::SourceLocation Loc, const std::string &Name,
                  Capture &C, RecogContext &RC);

// TeamOps.cpp
struct BodyScope {
  const clang::VarDecl *Member = nullptr; ///< team member parameter (team bodies)
  const clang::CXXRecordDecl *Functor = nullptr; ///< functor class (functor bodies)
  bool InLoop = true; ///< `return` leaves an iteration (not the kernel)
  /// The kernel is a template, so its device copy (kt_self) has a dependent type: a member
  /// template called with arguments through it needs `template`.
  bool TemplateKernel = false;
};
/// Builds B from the compound statement S (text plus ops), reporting what cannot be lowered.
void collectBody(const clang::Stmt *S, const BodyScope &Scope, BodyText &B, RecogContext &RC);
/// The text of R (a member function definition's head: return type to body) as a kernel-side
/// copy spells it: class-scope types qualified as in its body, Kokkos names for the shim, and
/// the characters of Drop (an out-of-line definition's `Class::`) left out.
std::string signatureSpelling(const clang::FunctionDecl *Def, clang::SourceRange R,
                              clang::SourceRange Drop, const BodyScope &Scope, RecogContext &RC);
/// The source text of R with its Kokkos names spelled as in a kernel (unknown ones diagnosed).
std::string kernelSpelling(clang::SourceRange R, RecogContext &RC);
/// The declaration S of the enclosing function, declared again in a kernel: as kernelSpelling,
/// with its variables' class-scope types (`index_type`, a member alias of the enclosing class)
/// spelled from namespace scope, as in a kernel body.
std::string localDeclSpelling(const clang::DeclStmt *S, RecogContext &RC);
/// The same with the host's spellings (an expression the launch copies: scratch byte counts).
std::string hostSpelling(clang::SourceRange R, RecogContext &RC);
/// The same for the characters [Begin, End) of the file holding InFile.
std::string kernelSpelling(clang::SourceLocation InFile, unsigned Begin, unsigned End,
                           RecogContext &RC);

// RankSegments.cpp
/// K.segments for a team kernel whose body (a compound statement) takes the team member
/// Member: its team-level code cut at its top-level team_barrier() statements.
void recogniseRankSegments(const clang::Stmt *Body, const clang::VarDecl *Member, Kernel &K,
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
/// function: it appears where the kernel is defined, outside that function (KT1026); or one
/// declared in a class that follows the kernel (refuseLaterType, KT1031).
bool refuseLocalType(clang::QualType T, clang::SourceLocation Loc, const std::string &What,
                     RecogContext &RC);

// KernelPosition.cpp
/// Reports T (the type of What, at Loc) when it names a class or enum declared in a class
/// that follows the kernel (afterKernel), or a private or protected one (hiddenMember): the
/// kernel cannot spell it (KT1031).
bool refuseLaterType(clang::QualType T, clang::SourceLocation Loc, const std::string &What,
                     RecogContext &RC);

// ViewTypes.cpp
/// Reports every View type written in the editable files that the shim's View cannot represent
/// (KT1024 data types).
void checkViewTypes(clang::ASTContext &Ctx, const EditableFiles &E, DiagSink &Diags);

// ResultTypes.cpp
/// False (KT1058) when a reduction lambda's accumulator type differs from its result's value
/// type, which Kokkos does not compile.
bool checkResultTypes(const clang::Expr *Body, const std::vector<const clang::Expr *> &Results,
                      RecogContext &RC);

// Reducers.cpp
/// A reduction result argument (scalar, rank-0 View, or reducer object) -> Reducer.
std::optional<Reducer> recogniseReducer(const clang::Expr *Arg, bool Nested, RecogContext &RC);
/// Whether a result of type T is a reducer (Kokkos' or a class of the program's own): its
/// init/join/final then replace a functor's own.
bool isReducerType(clang::QualType T);

// UserReducer.cpp
/// The member type Name of RD (`value_type`, `reducer`), as name lookup finds it: RD's own, else
/// a base class's; null if none.
const clang::TypedefNameDecl *memberType(const clang::CXXRecordDecl *RD, llvm::StringRef Name);
/// The class of T when it is a reducer class of the program's own (Kokkos' is_reducer: a member
/// type `reducer` naming the class itself), else null.
const clang::CXXRecordDecl *userReducerClass(clang::QualType T);
/// Its value_type (null when it declares none).
clang::QualType userReducerValueType(const clang::CXXRecordDecl *RD);
/// Its init, join and final as a Custom reducer (the result target is the caller's); reported
/// and nullopt when the kernel's op cannot take them (no join, members used).
std::optional<Reducer> userReducer(const clang::CXXRecordDecl *RD, const clang::Expr *Arg,
                                   RecogContext &RC);

// MultiResults.cpp
/// The results of a parallel_reduce with several (or a body with several accumulators): one
/// Reducer each, in order, into K.reducers. Reports a count that does not match the body's
/// accumulators, and several results of a functor with its own join (KT1012).
bool recogniseResults(const std::vector<const clang::Expr *> &Results, const clang::CallExpr *Call,
                      Kernel &K, RecogContext &RC);

// Safety.cpp
/// Reports virtual calls, exceptions, recursion, unknown Kokkos APIs and captures that are
/// written by reference, in S and every function it calls.
/// Also records in K.viewHolderObjects where device code makes objects of user classes that
/// hold Views.
void checkKernelSafety(const clang::Stmt *S, const clang::LambdaExpr *L, Kernel &K,
                       RecogContext &RC);

} // namespace kt
