// A reducer class of the program's own, passed as a reduction's result (Kokkos' reducer concept,
// Kokkos::is_reducer: `using reducer = C;` naming the class itself, a value_type, a const
// join(dst, src) and, optionally, init(v) and final(v), and the result it was constructed
// from, reached through reference()):
//   struct MaxAbs { using reducer = MaxAbs; using value_type = double; ...
//                   KOKKOS_INLINE_FUNCTION MaxAbs(value_type &r) : ref(r) {} ... };
//   parallel_reduce(policy, body, MaxAbs(result));
// Its init, join and final become the kernel's reduction op (as a functor's own do, Custom);
// they may use only their arguments, since the kernel has no reducer object.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/reduce/FunctorReduction.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace kt {

const TypedefNameDecl *memberType(const CXXRecordDecl *RD, StringRef Name) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  RD = RD->getDefinition();
  for (const Decl *D : RD->decls())
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D); TD && TD->getName() == Name)
      return TD;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const TypedefNameDecl *TD = memberType(B.getType()->getAsCXXRecordDecl(), Name))
      return TD;
  return nullptr;
}

const CXXRecordDecl *userReducerClass(QualType T) {
  T = T.getNonReferenceType();
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || isKokkosDecl(RD) || RD->isLambda())
    return nullptr;
  const TypedefNameDecl *R = memberType(RD, "reducer");
  if (!R || R->getUnderlyingType().getCanonicalType().getUnqualifiedType() !=
                T.getCanonicalType().getUnqualifiedType())
    return nullptr;
  return RD;
}

QualType userReducerValueType(const CXXRecordDecl *RD) {
  const TypedefNameDecl *V = memberType(RD, "value_type");
  return V ? V->getUnderlyingType() : QualType();
}

std::optional<Reducer> userReducer(const CXXRecordDecl *RD, const Expr *Arg, RecogContext &RC) {
  const std::string Class = RD->getNameAsString();
  auto Refuse = [&](const std::string &Why) -> std::optional<Reducer> {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                   "reducer '" + Class + "': " + Why);
    return std::nullopt;
  };
  QualType V = userReducerValueType(RD);
  if (V.isNull())
    return Refuse("it declares no value_type");
  if (V->isArrayType() || V->isDependentType())
    return Refuse("its value_type must be a complete, non-array type");
  Reducer R;
  R.kind = ReducerKind::Custom;
  R.reducerClass = Class;
  R.valueType = typeText(V, RC.Ctx);
  std::vector<std::string> JP, IP, FP;
  const unsigned Errors = RC.Diags.count();
  R.joinBody = reductionMethodBody(RD, "join", JP, RC, nullptr, OpsOwner::Reducer);
  R.initBody = reductionMethodBody(RD, "init", IP, RC, nullptr, OpsOwner::Reducer);
  R.finalBody = reductionMethodBody(RD, "final", FP, RC, nullptr, OpsOwner::Reducer);
  if (RC.Diags.count() != Errors) // a method that uses the reducer's members (reported)
    return std::nullopt;
  if (R.joinBody.empty() || JP.size() != 2)
    return Refuse("it has no join(value_type &dst, const value_type &src) const with a body "
                  "the kernel can call");
  if ((!R.initBody.empty() && IP.size() != 1) || (!R.finalBody.empty() && FP.size() != 1))
    return Refuse("its init() and final() take the value only");
  R.joinDst = JP[0];
  R.joinSrc = JP[1];
  R.initParam = IP.empty() ? "" : IP[0];
  R.finalParam = FP.empty() ? "" : FP[0];
  return R;
}

} // namespace kt
