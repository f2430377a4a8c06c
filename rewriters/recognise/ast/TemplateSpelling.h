// TemplateSpelling: how the types of a template's instantiation are spelled through the
// template's own parameters (TemplateSpelling.cpp); typeText (AstUtil.h) consults the active
// one, so a kernel template's text is generic.
#pragma once

#include "rewriters/model/Model.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"

#include <optional>
#include <string>
#include <vector>

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
  /// True when D is one of the declarations the active spelling was made for (the functor's
  /// class template, the function template enclosing a dispatch, ...).
  static bool spells(const clang::Decl *D);
  /// `F<P1, P2>`: a specialisation of a class template the active spelling covers, through the
  /// kernel's template parameters; nullopt otherwise.
  static std::optional<std::string> spelled(const clang::ClassTemplateSpecializationDecl *S);
  /// The same for a class template's own code (its pattern, Pattern).
  static std::optional<std::string> spelledPattern(const clang::CXXRecordDecl *Pattern);
  /// The parameter to spell for a substitution made in Associated at (Depth, Index), or null.
  static clang::NamedDecl *parameter(const clang::Decl *Associated, unsigned Depth,
                                     unsigned Index);

private:
  static std::optional<std::string> spelled(const clang::ClassTemplateDecl *CT);
  std::vector<const clang::Decl *> Instantiated;
  std::vector<std::vector<clang::NamedDecl *>> Params;
  TemplateSpelling *Outer;
};

/// T with every substituted template parameter spelled as the parameter again.
clang::QualType resugarTemplateParams(clang::QualType T, clang::ASTContext &Ctx);
/// Whether T, in an instantiation, is spelled through the template's parameters (directly, in
/// template arguments or through aliases): it differs between instantiations.
bool spelledThroughParams(clang::QualType T, clang::ASTContext &Ctx);
/// The arithmetic type of T where the kernel spells it: Other when the spelling names a template
/// parameter (the kernel template's text is generic then), else arithOf(T).
Arith spelledArith(clang::QualType T, clang::ASTContext &Ctx);

} // namespace kt
