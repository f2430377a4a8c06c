// Dispatches inside templates: function templates, members of class templates, member
// templates. The kernel is recognised from every instantiation the translation unit uses (so
// each is checked for safety) and emitted once, as a template over the enclosing templates'
// parameters; the launch, which stays inside the template, names it with those parameters.
#pragma once

#include "rewriters/Model.h"
#include "rewriters/Recognisers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace kt {

/// While one is alive (per thread), typeText spells the types of an instantiation through the
/// template parameters they were substituted for (`Kokkos::View<T *>`, `typename V::value_type`,
/// `double[N]`) instead of the arguments (`Kokkos::View<double *>`).
/// Only the parameters of the templates Inst instantiates (Inst and the specialisations
/// enclosing it) are spelled again, as named in Params (per depth, outermost first: the names
/// the kernel template declares); another template's parameters stay their arguments.
class TemplateSpelling {
public:
  TemplateSpelling(const clang::Decl *Inst, std::vector<std::vector<clang::NamedDecl *>> Params);
  ~TemplateSpelling();
  TemplateSpelling(const TemplateSpelling &) = delete;
  TemplateSpelling &operator=(const TemplateSpelling &) = delete;
  static bool active();
  /// The parameter to spell for a substitution made in Associated at (Depth, Index), or null.
  static clang::NamedDecl *parameter(const clang::Decl *Associated, unsigned Depth,
                                     unsigned Index);

private:
  std::vector<const clang::Decl *> Instantiated;
  std::vector<std::vector<clang::NamedDecl *>> Params;
  TemplateSpelling *Outer;
};

/// T with every substituted template parameter spelled as the parameter again.
clang::QualType resugarTemplateParams(clang::QualType T, clang::ASTContext &Ctx);

/// The innermost function enclosing E, or null.
const clang::FunctionDecl *enclosingFunction(const clang::Expr *E, clang::ASTContext &Ctx);

/// True when the function enclosing a dispatch is a template pattern (or inside one).
bool inTemplate(const clang::FunctionDecl *F);

/// The kernel of a dispatch written inside a template (Call is the call in the template's
/// pattern). Reports a KT diagnostic naming the instantiation for what cannot be translated.
std::optional<Kernel> recogniseTemplateDispatch(const clang::CallExpr *Call, RecogContext &RC);

/// A text that is equal for two kernels exactly when a lowering prints them the same way.
std::string kernelShape(const Kernel &K);

} // namespace kt
