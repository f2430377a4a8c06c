// The template parameters a kernel template declares, as written in the user's templates
// (shared by TemplateDispatch.cpp and FunctorTemplate.cpp).
#pragma once

#include "rewriters/model/Model.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"

#include <string>
#include <vector>

namespace kt {

struct TemplateHead {
  std::vector<TemplateParam> params;
  std::vector<std::string> args;
  std::vector<std::vector<clang::NamedDecl *>> decls; ///< per list (= depth), every parameter
  clang::SourceLocation unsupported; ///< a template template parameter
};

/// Appends the parameters of L to H: declared as written (`class T`, `int N`, defaults dropped)
/// and named as arguments (`T`, `N`); unnamed ones are skipped.
void addParams(const clang::TemplateParameterList *L, TemplateHead &H, clang::ASTContext &Ctx);

} // namespace kt
