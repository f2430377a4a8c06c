// A data member read off an object the body computes (`make_pair(a, b).second`, `f(x).m`,
// `(c ? p : q)->m`) as a pair of ValueMemberOpen / ValueMember ops: every target prints them as
// written but OpenMP, whose target regions clang 19 refuses them in ("expected addressable
// lvalue in 'map' clause": clang checks each data member access in a target region as a map
// operand would be), and which prints them as the same member reached through a pointer to
// member, `(f(x).*&T::m)`.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

namespace {

/// Whether clang's OpenMP check accepts E as the object of a data member access in a target
/// region: a variable, `this` or an overloaded operator's result, reached through subscripts,
/// `*`, `&`, data member accesses and pointer arithmetic (measured on clang 19; what it
/// refuses: calls, casts, temporaries, conditionals, `.*`).
bool addressableObject(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr, CXXThisExpr, CXXOperatorCallExpr>(E))
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return isa<FieldDecl>(M->getMemberDecl()) && addressableObject(M->getBase());
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return addressableObject(A->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf) &&
           addressableObject(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->isAdditiveOp() && B->getType()->isPointerType() &&
           addressableObject(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS());
  return false;
}

/// The object's class spelled for `&T::m` (naming the class the access names, as `obj.m`
/// does), or empty where no pointer to the member can be formed: a bit-field, a member of an
/// anonymous struct or union, a type that depends on a template parameter.
std::string memberClassSpelling(const MemberExpr *M, const ASTContext &Ctx) {
  const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
  QualType T = M->getBase()->getType();
  if (M->isArrow() && T->isPointerType())
    T = T->getPointeeType();
  if (!F || F->isBitField() || F->getParent()->isAnonymousStructOrUnion() || !F->getIdentifier() ||
      T->isDependentType() || !T->getAsCXXRecordDecl())
    return "";
  return typeText(T, Ctx);
}

} // namespace

void Collector::valueMember(const MemberExpr *M) {
  if (!isa<FieldDecl>(M->getMemberDecl()) || addressableObject(M->getBase()))
    return;
  auto Op = std::make_unique<BodyOp>();
  Op->kind = BodyOp::Kind::ValueMember;
  const SourceLocation Start = M->getBase()->getBeginLoc(), Oper = M->getOperatorLoc(),
                       End = M->getEndLoc();
  if (Start.isMacroID() || Oper.isMacroID() || End.isMacroID()) {
    // Written by a macro: nothing to print differently, and OpenMP refuses it (no spelling).
    auto [Bg, En] = fileOffsets(RC.Ctx, M->getSourceRange());
    if (Bg < Base || En < Bg)
      return;
    Op->offset = Op->fileOffset = Bg;
    Op->offset -= Base;
    Op->args = {"", M->getMemberDecl()->getNameAsString()};
    B.ops.push_back(std::move(Op));
    return;
  }
  const unsigned ObjBegin = fileOffsets(RC.Ctx, SourceRange(Start, Start)).first;
  auto [TailBegin, TailEnd] = fileOffsets(RC.Ctx, SourceRange(Oper, End));
  if (ObjBegin < Base || TailEnd <= TailBegin)
    return;
  Op->offset = TailBegin - Base;
  Op->length = TailEnd - TailBegin;
  Op->fileOffset = TailBegin;
  Op->text = sourceText(RC.Ctx, SourceRange(Oper, End));
  Op->args = {memberClassSpelling(M, RC.Ctx), M->getMemberDecl()->getNameAsString()};
  auto Open = std::make_unique<BodyOp>();
  Open->kind = BodyOp::Kind::ValueMemberOpen;
  Open->offset = ObjBegin - Base;
  Open->fileOffset = ObjBegin;
  Open->args = Op->args;
  B.ops.push_back(std::move(Open));
  B.ops.push_back(std::move(Op));
}

} // namespace kt::teamops
