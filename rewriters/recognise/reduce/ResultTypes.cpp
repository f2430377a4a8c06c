// A parallel_reduce's lambda reduces in its results' types: Kokkos binds each result's
// value_type& to the body's accumulator parameter, so `float& l` with a `double` result (or an
// `int& l` into a `long`) does not compile with Kokkos 3 or 4. The translator refuses it
// (KT1058) rather than choose a meaning Kokkos never gave it.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace kt {

namespace {

/// The type a result argument reduces in: a reducer's value_type, a rank-0 View's data type,
/// a scalar's own type; null where that is not known here (arrays, dependent types).
QualType resultValueType(const Expr *Arg, ASTContext &Ctx) {
  const Expr *E = strip(Arg);
  QualType T = E->getType().getNonReferenceType();
  if (T->isDependentType())
    return {};
  if (isKokkosView(T)) {
    QualType D = templateTypeArg(T, 0);
    return D.isNull() || D->isArrayType() || D->isPointerType() ? QualType() : D;
  }
  if (const auto *RD = T->getAsCXXRecordDecl(); RD && isKokkosDecl(RD)) {
    if (kokkosValueClass(T))
      return T;
    for (const NamedDecl *D : RD->lookup(&Ctx.Idents.get("value_type")))
      if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
        return Ctx.getTypeDeclType(TD);
    return {};
  }
  if (const CXXRecordDecl *RD = userReducerClass(T))
    return userReducerValueType(RD);
  return T;
}

/// The call operator of the lambda Body is (written at the dispatch or stored), or null.
const CXXMethodDecl *lambdaOperator(const Expr *Body) {
  const auto *RD = strip(Body)->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->isLambda() || RD->isGenericLambda())
    return nullptr;
  return RD->getLambdaCallOperator();
}

} // namespace

bool checkResultTypes(const Expr *Body, const std::vector<const Expr *> &Results,
                      RecogContext &RC) {
  const CXXMethodDecl *Op = lambdaOperator(Body);
  if (!Op || Results.empty() || Op->getNumParams() < Results.size())
    return true;
  const size_t First = Op->getNumParams() - Results.size();
  for (size_t I = 0; I < Results.size(); ++I) {
    const ParmVarDecl *P = Op->getParamDecl(First + I);
    QualType A = P->getType().getNonReferenceType(), V = resultValueType(Results[I], RC.Ctx);
    if (V.isNull() || A->isDependentType() || !P->getType()->isReferenceType())
      continue;
    if (RC.Ctx.hasSameUnqualifiedType(A.getCanonicalType(), V.getCanonicalType()))
      continue;
    const std::string VS =
        V.getCanonicalType().getUnqualifiedType().getAsString(RC.Ctx.getPrintingPolicy());
    RC.Diags.error(P->getLocation(), DiagId::AccumulatorTypeMismatch,
                   "the reduction accumulator '" + P->getNameAsString() + "' is a '" +
                       A.getAsString(RC.Ctx.getPrintingPolicy()) +
                       "', but its result reduces in '" + VS +
                       "': Kokkos passes the result's type to the body and does not compile "
                       "this; declare it '" + VS + " &" + P->getNameAsString() + "'");
    return false;
  }
  return true;
}

} // namespace kt
