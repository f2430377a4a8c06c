// Small AST helpers shared by the recognisers.
#pragma once

#include "rewriters/model/Model.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kt {

/// True when D is declared in namespace Kokkos (at any depth, e.g. Kokkos::Impl) and is Kokkos'
/// own: while a UserFilesScope is alive, a declaration written in one of its files is the
/// user's, even in namespace Kokkos (older applications put their own kernels there).
bool isKokkosDecl(const clang::Decl *D);
/// `::Kokkos`, or `::desul` in Kokkos' own headers (Kokkos 4's atomics library).
bool isKokkosRootNamespace(const clang::NamespaceDecl *N);

/// Tells isKokkosDecl, on this thread, which declarations are the user's: those for which
/// IsUser (the translator's editable-files test) is true.
class UserFilesScope {
public:
  explicit UserFilesScope(std::function<bool(const clang::Decl *)> IsUser);
  ~UserFilesScope();
  UserFilesScope(const UserFilesScope &) = delete;
  UserFilesScope &operator=(const UserFilesScope &) = delete;
  static bool isUser(const clang::Decl *D);
};
/// The name of D's outermost namespace chain below Kokkos, e.g. "Experimental" or "".
std::string kokkosSubNamespace(const clang::Decl *D);
/// For a dependent `typename X<...>::member_type` with X a Kokkos class template (a policy's
/// member type written in a template), X; else null.
const clang::TemplateDecl *kokkosMemberTypeOwner(clang::QualType T);

/// Verbatim source text of R (expansion range, token-inclusive).
std::string sourceText(const clang::ASTContext &Ctx, clang::SourceRange R);
/// D's name qualified from the global scope as code spells it: without unnamed (or inline)
/// namespaces, which getQualifiedNameAsString prints as `(anonymous namespace)`.
std::string spelledQualifiedName(const clang::NamedDecl *D);
/// File offsets [begin, end) of R's expansion range in its file (fileOfRange).
std::pair<unsigned, unsigned> fileOffsets(const clang::ASTContext &Ctx, clang::SourceRange R);
/// The file whose offsets fileOffsets(Ctx, R) gives (a header's, for code in a header).
clang::FileID fileOfRange(const clang::ASTContext &Ctx, clang::SourceRange R);

/// While one is alive (per thread), sourceText and fileOffsets record in it the first range
/// whose text is not one range of a file (part of a user macro's expansion): its text would be
/// the macro's call, or nothing, instead of the code the kernel needs. The translator opens
/// one around each dispatch's recognition and refuses the dispatch (KT1027) when it is set.
class MacroTextCheck {
public:
  MacroTextCheck();
  ~MacroTextCheck();
  MacroTextCheck(const MacroTextCheck &) = delete;
  MacroTextCheck &operator=(const MacroTextCheck &) = delete;
  clang::SourceLocation first() const { return First; }
  static void note(clang::SourceLocation L);

private:
  clang::SourceLocation First;
  MacroTextCheck *Outer;
};

/// An unqualified use of a name declared in a class (an enumerator of an unscoped enum in it, a
/// static data member or static member function): kernels are defined outside the class, where
/// it is not visible. `qualified` is its spelling from namespace scope (`System::left`), empty
/// when it cannot be named there (not public, a local or dependent class).
/// A use written qualified (`System::left`) is a class-scope use too (`written`).
struct ClassScopeUse {
  bool classScope = false;
  bool written = false;     ///< the use names its class
  std::string qualified;    ///< `System::left`
  std::string owner;        ///< `System`: the class, qualified from namespace scope
};
ClassScopeUse classScopeUse(const clang::DeclRefExpr *E, const clang::ASTContext &Ctx);
/// The same for a type declared in a class (a member typedef, alias, nested class or enum)
/// written as T (unqualified, `written` false) or with a qualifier Q (`written`). `qualified`
/// is also empty when the class is a template (the dependent spelling is the user's).
ClassScopeUse classScopeType(const clang::NamedDecl *T, bool Written,
                             const clang::ASTContext &Ctx);

/// Strips implicit nodes, parentheses, temporaries and elidable copies.
const clang::Expr *strip(const clang::Expr *E);

/// Fully qualified spelling of T without top-level cv/ref, with Kokkos:: spelled kt::. Aliases
/// and typedefs declared inside a function are spelled as the types they stand for (and
/// template arguments naming function-local constants as their values), so the spelling is
/// valid at namespace scope, where kernels are defined.
std::string typeText(clang::QualType T, const clang::ASTContext &Ctx);
/// Why an object of a class with virtual functions cannot reach a kernel as its bytes (the
/// reason in KT1002 and KT1013 messages).
inline constexpr const char *kVirtualTableReason =
    "virtual functions, whose table the device does not share";
/// A lambda parameter's name in the kernel: an unnamed one (`[&](int) {...}`) is named after its
/// position I (`kt_unnamed1`), so it still gets a declaration.
std::string paramName(const clang::ParmVarDecl *P, size_t I);
/// T with the Pack arguments of a canonical class template specialisation (View's properties)
/// written as separate arguments, so that qualifying its spelling reaches them (TypePacks.cpp).
clang::QualType expandPacks(clang::QualType T, clang::ASTContext &Ctx);
/// A class template specialisation with an argument that is a member type of another
/// specialisation (`F<P::member_type>`, P a local alias), spelled argument by argument: clang's
/// getFullyQualifiedName names such a member through its class's unqualified arguments
/// (`F<kt::TeamPolicy<Cuda>::member_type>`). None for any other type (TypePacks.cpp).
std::optional<std::string> specialisationWithMemberArgs(clang::QualType T,
                                                        const clang::ASTContext &Ctx);
/// The member typedef T names when it is declared in a class template specialisation.
const clang::TypedefNameDecl *specialisationMemberType(clang::QualType T);
/// True when D is declared inside a function body (directly, or as a member of a class or
/// enum declared there).
bool isFunctionLocal(const clang::Decl *D);
/// A class or enum declared inside a function that T names (itself, or through pointers,
/// references, arrays and template arguments), or null. Such a type has no name at namespace
/// scope, even after aliases are resolved.
const clang::TagDecl *localTagIn(clang::QualType T);
/// The first class or enum in T (through pointers, references, arrays and template arguments)
/// for which Pred holds, or null.
const clang::TagDecl *findTagIn(clang::QualType T,
                                const std::function<bool(const clang::TagDecl *)> &Pred);
/// While one is active (the recognition of a dispatch, KernelPosition.cpp), the position its
/// kernel is defined at (RC.KernelAt; a passed lambda's body has one of its own). Per thread.
class KernelPosition {
public:
  KernelPosition(const std::pair<clang::FileID, unsigned> &At, const clang::SourceManager &SM);
  ~KernelPosition();
  KernelPosition(const KernelPosition &) = delete;
  KernelPosition &operator=(const KernelPosition &) = delete;
  /// The declarations the kernel needs before it: class templates that follow it, whose member
  /// classes it names through its template parameters (forwardDeclarable).
  std::vector<std::string> forwardDeclarations() const;

private:
  const std::pair<clang::FileID, unsigned> *Outer;
  const clang::SourceManager *OuterSM;
  std::vector<const clang::ClassTemplateDecl *> Forward, *OuterForward;
};
/// D is a class or enum declared in a class template that follows the active KernelPosition (the
/// dispatch is in one of its member functions), and the kernel, a template over that class
/// template's parameters, can name it (`typename N::C<T>::Scalar`) once the class template is
/// declared before it: noted for the KernelPosition's forwardDeclarations.
bool forwardDeclarable(const clang::Decl *D);
/// True when D is a member of a (non-template) class declared after the active
/// KernelPosition: not visible where the kernel is defined. typeText spells such an alias as
/// the type it stands for.
bool afterKernel(const clang::Decl *D);
/// The same for a member of a class template's specialisation (its alias is spelled as what it
/// stands for, through the kernel template's parameters, since the class template is not
/// declared yet where the kernel is).
bool templateMemberAfterKernel(const clang::Decl *D);
/// True when D is a class member that namespace scope, where kernels are defined, cannot name:
/// it or a class enclosing it is private or protected. typeText spells such an alias as the
/// type it stands for (through the kernel template's parameters in a class template).
bool hiddenMember(const clang::Decl *D);
/// The first class or enum for which afterKernel holds that T names (itself, or through
/// pointers, references, arrays and template arguments), or null.
const clang::TagDecl *laterTagIn(clang::QualType T);
/// Rewrites Kokkos::Experimental:: and Kokkos:: qualifiers in S to kt::.
std::string ktSpell(std::string S);

/// Type template argument I of a class template specialisation T (the first element of a
/// pack); while a TemplateSpelling is active, from T's written spelling when it has one, so the
/// argument keeps its sugar (a template parameter it was substituted for). Null when none.
clang::QualType templateTypeArg(clang::QualType T, unsigned I);

/// True for a class type that is a Kokkos::View specialisation.
bool isKokkosView(clang::QualType T);
/// If T is a Kokkos class template specialisation, its template name ("TeamPolicy"), else "".
std::string kokkosTemplateName(clang::QualType T);
/// A Kokkos class that is a value, reduced and operated on like an arithmetic type
/// (Kokkos::complex, and half_t and bhalf_t: Impl::floating_point_wrapper).
bool kokkosValueClass(clang::QualType T);

/// A View data type read as Kokkos reads it: `*` and `[]` are run-time extents, `[N]` static
/// ones (double**[3][4]: 2 run-time, statics {3, 4}), then the value type. `valid` is false
/// for what Kokkos does not take: a run-time extent inside a static one (`double (*)[3]`).
struct ViewDataShape {
  unsigned dynamic = 0;
  std::vector<unsigned long long> statics;
  clang::QualType value;
  bool valid = true;
};
ViewDataShape viewDataShape(clang::QualType Data);
/// The data type (first template argument) of a Kokkos::View type, or a null type.
clang::QualType viewDataType(clang::QualType View);
/// The MemoryTraits bits of a Kokkos::View type (0 when it has none).
unsigned viewMemoryTraits(clang::QualType View);

/// The arithmetic type T is (references and cv-qualifiers dropped), from its canonical type.
Arith arithOf(clang::QualType T);
/// The layout a Kokkos::View type names among its properties (Default when none).
ViewLayout viewLayout(clang::QualType View);

/// The variable an lvalue names through members and array subscripts (`a.b[i]` names a), or
/// null; not through a pointer (`p[i]`, `p->x` are what p points to).
const clang::VarDecl *writtenVar(const clang::Expr *E);
/// Local variables declared outside the lambda Inner that its body (nested lambdas included)
/// writes with =, op=, ++ or --, directly or through members and subscripts; names in order
/// of first write.
std::vector<std::string> outerLocalWrites(const clang::LambdaExpr *Inner,
                                          std::vector<clang::SourceLocation> *Where = nullptr);
/// Local variables declared outside the lambda Inner that its body (nested lambdas included)
/// names, written or read; names in order of first use.
std::vector<std::string> outerLocalUses(const clang::LambdaExpr *Inner);
/// The operator() a nested dispatch calls on a functor of class RD with Arity arguments (the
/// index, then the accumulator and the final flag; Kokkos passes no work tag there): the only
/// one of that arity, taking an integer first. Null when there is none, or when RD or a base
/// holds a reference member (through which the call could write the kernel's locals unseen).
const clang::CXXMethodDecl *nestedFunctorOperator(const clang::CXXRecordDecl *RD, unsigned Arity,
                                                  clang::ASTContext &Ctx);
/// RD's only operator() of Arity parameters, taking an integer first; null when there is none
/// or it is overloaded.
const clang::CXXMethodDecl *indexCallOperator(const clang::CXXRecordDecl *RD, unsigned Arity,
                                              clang::ASTContext &Ctx);
/// A nested dispatch's functor argument built in place (`T{a, b}`, an aggregate of a class
/// holding references: TeamInline.cpp lowers its operator() in the kernel, as the lambda
/// capturing its fields would be): the class, the initialiser list (its semantic form) and the
/// operator() of Arity arguments, as nestedFunctorOperator finds it but for the references.
struct InlineFunctor {
  const clang::CXXRecordDecl *Class = nullptr;
  const clang::InitListExpr *Inits = nullptr;
  const clang::CXXMethodDecl *Call = nullptr;
  explicit operator bool() const { return Class != nullptr; } ///< Call may still be null
};
/// The InlineFunctor that A (a nested dispatch's second argument) is, or an empty one: A is not
/// a braced initialiser list of a class that holds a reference member (TeamInline.cpp). Its
/// Call is null when the class has no such operator().
InlineFunctor inlineNestedFunctor(const clang::Expr *A, unsigned Arity, clang::ASTContext &Ctx);
/// The same for any statement or expression S, whose own declarations are those in Inner.
std::vector<std::string> outerLocalUses(const clang::Stmt *S, clang::SourceRange Inner);
std::vector<std::string> outerLocalWrites(const clang::Stmt *S, clang::SourceRange Inner,
                                          std::vector<clang::SourceLocation> *Where,
                                          std::vector<const clang::VarDecl *> *Vars = nullptr);
/// Whether V, a local declared without an initialiser (not a parameter, not a reference), is
/// named nowhere in its function's body outside Inside: a variable each Kokkos thread uses as
/// its own scratch there, which a target may give each of its threads (OpenACC's `private`).
bool onlyNamedWithin(const clang::VarDecl *V, clang::SourceRange Inside,
                     const clang::SourceManager &SM);

/// Presumed line of L (expansion location).
unsigned lineOf(const clang::ASTContext &Ctx, clang::SourceLocation L);

} // namespace kt
