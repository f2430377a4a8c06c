// Byte counts known at translation time: the scratch sizes of a policy evaluated on the AST, so
// that a lowering can give them a compile-time-sized home (OpenACC: gang-private arrays).
//
// What is evaluated is what the translated host code computes at run time with the shim:
// integer constant expressions (Clang's evaluator), const integer variables with an evaluable
// initialiser, + - * / % << >> and integer casts of evaluable operands, and
// View<...>::shmem_size(n...) of evaluable extents, which the shim defines (constexpr) as
// n0*..*(static extents)*sizeof(T) + max(sizeof T, alignof T, 8). Anything else (parameters, non-const
// variables, other calls, negative or huge values) is not known.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace kt {

namespace {

using Bytes = std::optional<unsigned long long>;
constexpr unsigned long long Limit = 1ull << 40; // larger than any scratch size

Bytes checked(unsigned long long V) { return V < Limit ? Bytes(V) : std::nullopt; }

Bytes eval(const Expr *E, const ASTContext &Ctx, int Depth);

/// View<T*..[N]..., ...>::shmem_size(n...), one extent per run-time dimension, no LayoutStride.
Bytes shmemSize(const CallExpr *C, const ASTContext &Ctx, int Depth) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  if (!M || !M->isStatic() || M->getName() != "shmem_size" ||
      !isKokkosView(Ctx.getRecordType(M->getParent())))
    return std::nullopt;
  const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(M->getParent());
  if (!S || S->getTemplateArgs().size() < 1 ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return std::nullopt;
  for (const TemplateArgument &A : S->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type)
      if (const CXXRecordDecl *RD = A.getAsType()->getAsCXXRecordDecl())
        if (RD->getName() == "LayoutStride" && isKokkosDecl(RD))
          return std::nullopt; // the shim's shmem_size does not take it
  ViewDataShape Shape = viewDataShape(S->getTemplateArgs()[0].getAsType());
  QualType T = Shape.value;
  if (!Shape.valid || T->isDependentType() || T->isIncompleteType())
    return std::nullopt;
  unsigned Rank = Shape.dynamic; // one argument per run-time extent
  unsigned long long Static = 1; // times the static extents (`double*[3][4]`)
  for (unsigned long long E : Shape.statics)
    if (E && Static > Limit / E)
      return std::nullopt;
    else
      Static *= E;
  std::vector<const Expr *> Args;
  for (const Expr *A : C->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  if (Args.size() != Rank)
    return std::nullopt;
  unsigned long long N = Static;
  for (const Expr *A : Args) {
    Bytes V = eval(A, Ctx, Depth + 1);
    if (!V || (*V && N > Limit / *V))
      return std::nullopt;
    N *= *V;
  }
  unsigned long long Size = Ctx.getTypeSizeInChars(T).getQuantity(),
                     Align = Ctx.getTypeAlignInChars(T).getQuantity();
  unsigned long long Pad = std::max({Size, Align, 8ull});
  if (Size && N > Limit / Size)
    return std::nullopt;
  return checked(N * Size + Pad);
}

Bytes eval(const Expr *E, const ASTContext &Ctx, int Depth) {
  if (!E || Depth > 32 || E->isValueDependent() || E->isTypeDependent() ||
      !E->getType()->isIntegralOrUnscopedEnumerationType())
    return std::nullopt;
  E = E->IgnoreParens();
  Expr::EvalResult R;
  if (E->EvaluateAsInt(R, Ctx)) {
    const llvm::APSInt &V = R.Val.getInt();
    if (V.isSigned() && V.isNegative())
      return std::nullopt;
    return V.getActiveBits() > 40 ? std::nullopt : checked(V.getZExtValue());
  }
  if (const auto *F = dyn_cast<FullExpr>(E))
    return eval(F->getSubExpr(), Ctx, Depth + 1);
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) // bound to `const size_t &`
    return eval(M->getSubExpr(), Ctx, Depth + 1);
  if (const auto *C = dyn_cast<CastExpr>(E)) {
    CastKind CK = C->getCastKind();
    if (CK != CK_IntegralCast && CK != CK_NoOp && CK != CK_LValueToRValue)
      return std::nullopt;
    Bytes V = eval(C->getSubExpr(), Ctx, Depth + 1);
    uint64_t Bits = Ctx.getIntWidth(C->getType());
    if (!V || (Bits < 64 && *V >> (Bits - 1)))
      return std::nullopt; // might not fit the destination type
    return V;
  }
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (!V || isa<ParmVarDecl>(V) || !V->getType().isConstQualified() ||
        V->getType().isVolatileQualified() || V->getType()->isReferenceType() || !V->getInit())
      return std::nullopt;
    return eval(V->getInit(), Ctx, Depth + 1);
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    return shmemSize(C, Ctx, Depth);
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  Bytes L = eval(B->getLHS(), Ctx, Depth + 1), Rt = eval(B->getRHS(), Ctx, Depth + 1);
  if (!L || !Rt)
    return std::nullopt;
  unsigned long long X = *L, Y = *Rt;
  switch (B->getOpcode()) {
  case BO_Add:
    return checked(X + Y);
  case BO_Sub:
    return X >= Y ? Bytes(X - Y) : std::nullopt;
  case BO_Mul:
    return Y && X > Limit / Y ? std::nullopt : checked(X * Y);
  case BO_Div:
    return Y ? Bytes(X / Y) : std::nullopt;
  case BO_Rem:
    return Y ? Bytes(X % Y) : std::nullopt;
  case BO_Shl:
    return Y < 40 ? checked(X << Y) : std::nullopt;
  case BO_Shr:
    return Y < 64 ? Bytes(X >> Y) : std::nullopt;
  default:
    return std::nullopt;
  }
}

} // namespace

std::optional<unsigned long long> constantBytes(const Expr *E, const ASTContext &Ctx) {
  return eval(E, Ctx, 0);
}

} // namespace kt
