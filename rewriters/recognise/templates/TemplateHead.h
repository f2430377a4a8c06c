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

// TemplateDispatch.cpp and InstantiationGuards.cpp
struct RecogContext;
/// A dispatch's distinct kernels, each with the instantiations it serves.
using InstantiationGroups =
    std::vector<std::pair<Kernel, std::vector<const clang::FunctionDecl *>>>;
/// `f<int, S>`: the instantiation F as diagnostics name it.
std::string instantiationName(const clang::FunctionDecl *F);
/// Per parameter of H (H.params' order), whether its argument is, in every instantiation of
/// Insts, the closure type of a lambda returning a nested range (PolicyLambdas.cpp): the kernel,
/// which lowers that lambda's calls, does not take it (nvcc refuses a kernel template argument
/// naming a lambda that is not an extended lambda).
std::vector<bool> policyLambdaParams(const std::vector<const clang::FunctionDecl *> &Insts,
                                     const TemplateHead &H);
/// H's parameters as the static_assert of an unseen instantiation names them.
std::string unseenArgs(const TemplateHead &H);
/// Guards each kernel of Groups with the test of its instantiations over the parameters whose
/// arguments tell the kernels apart; false (KT1009 reported) where such an argument cannot be
/// tested.
bool guardInstantiations(InstantiationGroups &Groups, const TemplateHead &H,
                         const clang::CallExpr *Call, RecogContext &RC);

} // namespace kt
