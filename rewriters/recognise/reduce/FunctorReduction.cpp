// A functor's own reduction (or scan) op: its value_type with join, init and final, found as
// name lookup finds them (in the functor's class or a base), taken out of the class into the
// kernel's op struct.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/reduce/FunctorReduction.h"

#include "clang/AST/DeclCXX.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

/// The methods of RD that Match selects, as name lookup finds them: RD's own, or, when RD
/// declares none, those of the first base class that does (a derived class's declaration hides
/// the base's; Kokkos calls an operator() or join() a functor inherits).
std::vector<const CXXMethodDecl *>
visibleMethods(const CXXRecordDecl *RD, llvm::function_ref<bool(const CXXMethodDecl *)> Match) {
  std::vector<const CXXMethodDecl *> Own;
  if (!RD || !RD->hasDefinition())
    return Own;
  RD = RD->getDefinition();
  for (const CXXMethodDecl *M : RD->methods())
    if (Match(M))
      Own.push_back(M);
  if (!Own.empty())
    return Own;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (auto V = visibleMethods(B.getType()->getAsCXXRecordDecl(), Match); !V.empty())
      return V;
  return Own;
}

/// Whether M has a form Kokkos calls as the reduction's Name (init, join or final): a const or
/// static member whose value parameters are references or pointers, the first one writable,
/// after the work tag Tag when there is one. Kokkos detects exactly such signatures
/// (FunctorAnalysis' `void (F::*)(value_type&) const`, `void (F::*)(WTag, value_type&) const`)
/// and ignores other members of that name, such as a setter `void init(double cut)`. With a work
/// tag it takes only the tagged form, without one only the untagged: a functor's untagged
/// join() under a tagged dispatch is not called (Kokkos 3.4.1 and 4.6.01 alike).
static bool reductionForm(const CXXMethodDecl *M, StringRef Name, QualType Tag) {
  const unsigned Arity = Name == "join" ? 2 : 1, N = M->getNumParams();
  if ((!M->isConst() && !M->isStatic()) || N != Arity + (Tag.isNull() ? 0 : 1))
    return false;
  if (!Tag.isNull()) {
    QualType First = M->getParamDecl(0)->getType().getNonReferenceType();
    if (First.getCanonicalType().getUnqualifiedType() !=
        Tag.getCanonicalType().getUnqualifiedType())
      return false;
  }
  QualType V = M->getParamDecl(N - Arity)->getType();
  if (!V->isReferenceType() && !V->isPointerType())
    return false;
  return !V->getPointeeType().isConstQualified();
}

std::string reductionMethodBody(const CXXRecordDecl *RD, StringRef Name,
                                std::vector<std::string> &Params, RecogContext &RC,
                                bool *UsesMembers, OpsOwner Owner) {
  const QualType Tag = Owner == OpsOwner::Functor ? RC.WorkTag : QualType();
  const std::string Who = Owner == OpsOwner::Reducer ? "reducer" : "functor";
  auto Named = [&](const CXXMethodDecl *M) { return M->getIdentifier() && M->getName() == Name; };
  for (const CXXMethodDecl *M : visibleMethods(RD, Named)) { // the name hides a base's
    const FunctionDecl *Def = nullptr;
    if (!reductionForm(M, Name, Tag) || !M->hasBody(Def))
      continue;
    M = cast<CXXMethodDecl>(Def); // its body names the definition's parameters
    for (const ParmVarDecl *P : M->parameters())
      Params.push_back(P->getNameAsString());
    struct ThisUse : Visitor {
      SourceLocation At;
      bool VisitCXXThisExpr(CXXThisExpr *E) override {
        if (At.isInvalid())
          At = E->getBeginLoc();
        return true;
      }
    } T;
    T.TraverseStmt(M->getBody());
    if (T.At.isValid() && UsesMembers) { // the caller applies it through the functor object
      *UsesMembers = true;
      return "";
    }
    if (T.At.isValid()) {
      RC.Diags.error(RC.Ctx.getSourceManager().getExpansionLoc(T.At), DiagId::UnsupportedReducer,
                     "the " + Who + "'s " + Name.str() + "() uses its members; the "
                     "kernel's reduction op has no " + Who + " object here (over a "
                     "TeamPolicy, in a nested or team reduction, in a scan), so init/join/final "
                     "may use only their arguments");
      Params.clear();
      return "";
    }
    std::string Text = sourceText(RC.Ctx, M->getBody()->getSourceRange());
    auto [Bg, En] = fileOffsets(RC.Ctx, M->getBody()->getSourceRange());
    const FileID F = RC.Ctx.getSourceManager().getFileID(
        RC.Ctx.getSourceManager().getExpansionLoc(M->getBody()->getBeginLoc()));
    std::vector<const KokkosNameUse *> In;
    for (const KokkosNameUse &U : RC.NameUses)
      if (U.File == F && U.Begin >= Bg && U.End <= En)
        In.push_back(&U);
    for (auto I = In.rbegin(); I != In.rend(); ++I) { // back to front: offsets stay valid
      auto S = spellKokkosName((*I)->Name, ApiContext::Kernel);
      if (!S) {
        RC.Diags.error((*I)->Loc, DiagId::UnknownKokkosApi,
                       "Kokkos::" + (*I)->Name + " has no equivalent in the runtime shim");
        Params.clear();
        return "";
      }
      Text.replace((*I)->Begin - Bg, (*I)->End - (*I)->Begin, *S);
    }
    return Text;
  }
  return "";
}

bool methodUsesMembers(const CXXRecordDecl *RD, StringRef Name, QualType Tag) {
  auto Named = [&](const CXXMethodDecl *M) { return M->getIdentifier() && M->getName() == Name; };
  for (const CXXMethodDecl *M : visibleMethods(RD, Named)) {
    const FunctionDecl *Def = nullptr;
    if (!reductionForm(M, Name, Tag) || !M->hasBody(Def))
      continue;
    struct ThisUse : Visitor {
      bool Found = false;
      bool VisitCXXThisExpr(CXXThisExpr *) override {
        Found = true;
        return false;
      }
    } T;
    T.TraverseStmt(Def->getBody());
    return T.Found;
  }
  return false;
}

bool oneValueForm(const Kernel &K) {
  return K.policy.kind != PolicyKind::Team || K.policy.vectorLengthConst == 1;
}

/// A parallel_reduce over a range, an MDRange or a TeamPolicy (vector length 1) whose functor's
/// join or init uses its members (ArrayReduction::oneValue): they run on the host on the functor
/// object, as an array reduction's do (with a work tag, their tagged forms: kt::TagOps).
static bool oneValueReduction(Kernel &K) {
  ArrayReduction A;
  A.oneValue = true;
  A.perThread = K.policy.kind == PolicyKind::Team; // each team thread its own value, as in Kokkos
  llvm::StringRef T = llvm::StringRef(K.accType).rtrim();
  A.elemType = T.consume_back("&") ? T.rtrim().str() : T.str();
  A.accName = K.accName;
  K.arrayReduction = A;
  return true;
}

/// KT1016 at Arg: RD defines init() but not join().
static void initWithoutJoin(const CXXRecordDecl *RD, const Expr *Arg, RecogContext &RC) {
  RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                 "functor '" + RD->getNameAsString() + "' defines init() but not join(): "
                 "Kokkos then adds up the partial results, each started by init(), so the "
                 "result depends on how many partials the backend makes; define join()");
}

std::optional<Reducer> nestedClosureOp(const CXXRecordDecl *RD, const Expr *Arg,
                                       RecogContext &RC, bool &Failed) {
  std::vector<std::string> JP, IP, FP;
  const unsigned Errors = RC.Diags.count();
  Reducer R;
  R.kind = ReducerKind::Custom;
  R.joinBody = reductionMethodBody(RD, "join", JP, RC, nullptr, OpsOwner::NestedClosure);
  R.initBody = reductionMethodBody(RD, "init", IP, RC, nullptr, OpsOwner::NestedClosure);
  R.finalBody = reductionMethodBody(RD, "final", FP, RC, nullptr, OpsOwner::NestedClosure);
  Failed = RC.Diags.count() != Errors; // a method that uses the functor's members (reported)
  if (!Failed && R.joinBody.empty() && !R.initBody.empty()) {
    initWithoutJoin(RD, Arg, RC);
    Failed = true;
  }
  if (Failed || (R.joinBody.empty() && R.finalBody.empty()))
    return std::nullopt;
  if (R.joinBody.empty()) { // a final() alone: Kokkos still calls it, after adding the partials
    R.joinBody = "{ kt_dst += kt_src; }";
    JP = {"kt_dst", "kt_src"};
  }
  R.joinDst = JP[0];
  R.joinSrc = JP[1];
  R.initParam = IP.empty() ? "" : IP[0];
  R.finalParam = FP.empty() ? "" : FP[0];
  return R;
}

bool functorReductionOp(const CXXRecordDecl *RD, const Expr *Arg, Kernel &K, RecogContext &RC) {
  if (K.pattern == Pattern::Reduce && oneValueForm(K) && K.accNames.empty() &&
      (methodUsesMembers(RD, "join", RC.WorkTag) || methodUsesMembers(RD, "init", RC.WorkTag)))
    return oneValueReduction(K);
  std::vector<std::string> JP, IP, FP;
  const unsigned Errors = RC.Diags.count();
  std::string Join = reductionMethodBody(RD, "join", JP, RC);
  if (RC.Diags.count() != Errors) // reported at the join
    return false;
  if (Join.empty() && !reductionMethodBody(RD, "init", IP, RC).empty()) {
    initWithoutJoin(RD, Arg, RC);
    return false;
  }
  // With a work tag, Kokkos calls init/join/final with the tag first when they take it.
  const std::string Tag = K.policy.workTag;
  auto Untag = [&](std::vector<std::string> &P, std::string &Body, size_t Arity) {
    if (Tag.empty() || P.size() != Arity + 1 || Body.empty())
      return;
    if (!P[0].empty()) // a named tag: the body may use it, so it is declared there
      Body.insert(1, " const " + Tag + " " + P[0] + "{};");
    P.erase(P.begin());
  };
  Untag(JP, Join, 2);
  Reducer R;
  R.kind = ReducerKind::Custom;
  R.valueType = K.accType;
  R.finalBody = reductionMethodBody(RD, "final", FP, RC, &R.finalOnHost);
  Untag(FP, R.finalBody, 1);
  R.finalParam = FP.empty() || R.finalOnHost ? "" : FP[0];
  const bool Final = K.pattern == Pattern::Reduce && (!R.finalBody.empty() || R.finalOnHost);
  if (Join.empty() && !Final)
    return true; // Kokkos adds the partials up, each started from value_type()
  if (Join.empty()) { // a final() alone: Kokkos still calls it, after adding the partials
    Join = "{ kt_dst += kt_src; }";
    JP = {"kt_dst", "kt_src"};
  }
  R.joinBody = Join;
  R.joinDst = JP[0];
  R.joinSrc = JP[1];
  IP.clear();
  R.initBody = reductionMethodBody(RD, "init", IP, RC);
  Untag(IP, R.initBody, 1);
  R.initParam = IP.empty() ? "" : IP[0];
  K.reducers.push_back(R);
  return true;
}

} // namespace kt
