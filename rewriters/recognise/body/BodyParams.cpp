// The parameters of a kernel body's operator(): index (or team member), accumulator and final
// flag, and whether the body writes its index. Moved from Body.cpp.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/reduce/ArrayReduction.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/templates/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

#include "rewriters/recognise/body/BodyParts.h"

namespace kt {

namespace {

/// Where the body first assigns to its by-value index parameter (`i++;`), invalid if nowhere.
/// Kokkos passes each call its own copy; a range kernel declares that index without `const`
/// (Kernel::indexWritten). An MDRange kernel's outer index is shared by its inner loop, so a
/// write there stays KT1011.
SourceLocation indexWriteAt(const ParmVarDecl *P) {
  const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
  if (!F || !F->getBody() || P->getType().isConstQualified() || P->getType()->isReferenceType())
    return SourceLocation();
  struct Finder : Visitor {
    const ParmVarDecl *P;
    SourceLocation At;
    bool names(const Expr *E) {
      const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return D && D->getDecl() == P;
    }
    bool VisitUnaryOperator(UnaryOperator *U) override {
      if (U->isIncrementDecrementOp() && names(U->getSubExpr()) && At.isInvalid())
        At = U->getExprLoc();
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) override {
      if (B->isAssignmentOp() && names(B->getLHS()) && At.isInvalid())
        At = B->getExprLoc();
      return true;
    }
  } W;
  W.P = P;
  W.TraverseStmt(F->getBody());
  return W.At;
}

/// Records whether the body writes index parameter P; false (KT1011) where it cannot.
bool recordIndexWrite(const ParmVarDecl *P, Kernel &K, RecogContext &RC) {
  SourceLocation At = indexWriteAt(P);
  if (At.isValid() && K.policy.kind != PolicyKind::Range) {
    RC.Diags.error(At, DiagId::UnsupportedBody,
                   "the body changes its index parameter '" + P->getNameAsString() +
                       "', which an MDRangePolicy kernel shares between its inner iterations; "
                       "copy it into a local variable and change that");
    return false;
  }
  K.indexWritten.push_back(At.isValid());
  return true;
}

/// A builtin integer (not bool) or float/double of at most 8 bytes, after references and
/// typedefs; false for a dependent type.
static bool arithmeticScalar(QualType T, ASTContext &Ctx) {
  T = T.getNonReferenceType().getCanonicalType();
  if (T->isDependentType())
    return false;
  const auto *B = T->getAs<BuiltinType>();
  if (!B || B->getKind() == BuiltinType::Bool || Ctx.getTypeSize(T) > 64)
    return false;
  return B->isInteger() || B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Double;
}

} // namespace

/// Splits operator() parameters into index/member, accumulator and final flag.
bool readParams(ArrayRef<ParmVarDecl *> Params, Kernel &K, bool HasTag, SourceLocation Loc,
                RecogContext &RC) {
  size_t I = HasTag ? 1 : 0;
  size_t NIdx = K.policy.kind == PolicyKind::MDRange ? (size_t)K.policy.rank : 1;
  size_t Want = NIdx + (K.pattern == Pattern::For ? 0 : 1) + (K.pattern == Pattern::Scan ? 1 : 0);
  // A reduction may take several accumulators (one per result); Dispatch.cpp checks the count.
  if (K.pattern == Pattern::Reduce && Params.size() > I + Want)
    Want = Params.size() - I;
  if (Params.size() != I + Want) {
    RC.Diags.error(Loc, DiagId::UnsupportedBody,
                   "kernel body takes " + std::to_string(Params.size() - I) +
                       " parameters; this dispatch passes " + std::to_string(Want));
    return false;
  }
  bool Ok = true;
  for (size_t J = I; J < Params.size(); ++J)
    if (K.policy.kind != PolicyKind::Team || J > I)
      Ok = !refuseLocalType(Params[J]->getType(), Params[J]->getLocation(),
                            "kernel parameter '" + Params[J]->getNameAsString() + "'", RC) &&
           Ok;
  if (!Ok)
    return false;
  auto Name = [&](size_t P) { return paramName(Params[P], P); };
  for (size_t J = 0; J < NIdx; ++J, ++I) {
    if (K.policy.kind == PolicyKind::Team)
      K.memberName = Name(I);
    else if (!recordIndexWrite(Params[I], K, RC)) {
      return false;
    } else {
      K.indexTypes.push_back(typeText(Params[I]->getType(), RC.Ctx));
      K.indexNames.push_back(Name(I));
    }
  }
  if (K.pattern != Pattern::For && Params.size() == I + 1 + (K.pattern == Pattern::Scan) &&
      isArrayAccumulator(Params[I])) // value_type T[]: ArrayReduction.cpp
    return readArrayAccumulator(Params[I], K, RC);
  if (K.pattern != Pattern::For) {
    if (!accumulatorIsReference(Params[I], K.pattern, RC))
      return false;
    K.accType = typeText(Params[I]->getType(), RC.Ctx);
    // A class-template functor's launch spells accType with its arguments (spellLaunchTypes);
    // a function template's kernel keeps the parameters.
    K.accArith = RC.Instantiation ? spelledArith(Params[I]->getType(), RC.Ctx)
                                  : arithOf(Params[I]->getType());
    K.accName = Name(I);
    if (K.pattern == Pattern::Scan)
      K.scanArithmetic = arithmeticScalar(Params[I]->getType(), RC.Ctx);
    if (K.pattern == Pattern::Reduce && Params.size() > I + 1) // several results
      for (size_t J = I; J < Params.size(); ++J) {
        if (J > I && !accumulatorIsReference(Params[J], K.pattern, RC))
          return false;
        K.accTypes.push_back(typeText(Params[J]->getType(), RC.Ctx));
        K.accNames.push_back(Name(J));
      }
    ++I;
  }
  if (K.pattern == Pattern::Scan)
    K.finalName = Name(I);
  return true;
}

} // namespace kt
