// Dispatches inside templates: function templates, members of class templates, member
// templates. The kernel is recognised from every instantiation the translation unit uses (so
// each is checked for safety) and emitted once, as a template over the enclosing templates'
// parameters; the launch, which stays inside the template, names it with those parameters.
#pragma once

#include "rewriters/model/Model.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/ast/TemplateSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include <memory>
#include <optional>

namespace clang {
class Sema;
}

namespace kt {

/// Whether the functor Arg's type is written with `decltype(x)` of a local variable x as a
/// template argument (`CopyUnInit<decltype(a_d)>(a_d)`): a type the translator may only be
/// able to spell as the Kokkos header does, so the launch names it through the argument.
bool functorTypeNamesLocal(const clang::Expr *Arg);
/// The type of the class-template functor Arg as the dispatch writes it, where an argument is a
/// Kokkos member type of a qualifier (`F<dual::execution_space>`); nullopt where typeText
/// spells it the same.
std::optional<std::string> writtenFunctorType(const clang::Expr *Arg, clang::ASTContext &Ctx);
/// The innermost function enclosing E, or null.
const clang::FunctionDecl *enclosingFunction(const clang::Expr *E, clang::ASTContext &Ctx);

/// True when the function enclosing a dispatch is a template pattern (or inside one).
bool inTemplate(const clang::FunctionDecl *F);

/// The kernel of a dispatch written inside a template (Call is the call in the template's
/// pattern): one, or one per lambda passed to the template (PassedLambda.h). Reports a KT
/// diagnostic naming the instantiation for what cannot be translated (and returns none).
std::vector<Kernel> recogniseTemplateDispatch(const clang::CallExpr *Call, RecogContext &RC);

/// A functor argument whose class is a specialisation of a user class template (`Axpy<double>`):
/// the kernel becomes a template over the class template's parameters, launched with the
/// specialisation's arguments (K.templateParams / templateArgs), and the returned spelling
/// scope (alive while the body is recognised) spells the functor's types through them. Null
/// when the functor is no such specialisation; sets Ok to false after a KT diagnostic.
std::unique_ptr<TemplateSpelling> functorTemplate(const clang::Expr *Arg, Kernel &K,
                                                  RecogContext &RC, bool &Ok);

/// After a class-template functor's body is recognised: the types the launch also prints (the
/// accumulator and reduction value types) spelled with the specialisation's arguments, since
/// the launch is outside the template (`T` -> `double`).
void spellLaunchTypes(Kernel &K);
/// A functor of the class template whose member function (the instantiation RC recognises in)
/// dispatches it (`*this`): the class's injected name, which the launch spells it with;
/// nullopt otherwise.
std::optional<std::string> ownClassFunctor(const clang::Expr *Arg, const RecogContext &RC);

/// Kokkos instantiates a functor's operator() (and what it calls) when it dispatches it; a
/// parse against the declaration-only bundled header does not. Instantiates the operator(),
/// init/join/final and shmem hooks of every class-template functor the dispatch calls pass,
/// also in each template instantiation of a call written in a template.
void instantiateFunctorBodies(clang::Sema &S, const std::vector<const clang::CallExpr *> &Calls);
/// The specializations of the work-tag-templated operator() (TagTemplates.cpp) that Call's
/// policy tags deduce, so that selectTagTemplateOperator reads a body whose calls are resolved.
void instantiateTagTemplateOperators(clang::Sema &S, const clang::CallExpr *Call);
/// Whether the dispatch Call can call M, an operator() of its functor: under a work tag only an
/// overload whose first parameter is the tag (or a base of it). Kokkos instantiates no other,
/// and their bodies need not compile for the functor's arguments (Kokkos' TestNumericTraits).
bool dispatchCallsOperator(const clang::CallExpr *Call, const clang::CXXMethodDecl *M);
/// The same for the operator() of the functors built in place that nested dispatches in Bodies
/// lower in the kernel (InlineFunctor, TeamInline.cpp), and theirs in turn.
void instantiateInlinedFunctors(clang::Sema &S, std::vector<const clang::Stmt *> Bodies);

/// An explicit instantiation of a function template (`template double f<double>(Kokkos::View<
/// double*>);`) has no AST node of its own, so the Kokkos names it spells cannot be rewritten:
/// KT1006 at each one in the editable files, with what to write instead.
void checkExplicitInstantiations(clang::ASTContext &Ctx, const EditableFiles &Files,
                                 DiagSink &Diags);

} // namespace kt
