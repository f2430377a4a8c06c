// Recognises a dispatch's execution policy (an integer, RangePolicy, MDRangePolicy, TeamPolicy;
// written at the dispatch, a local variable, a parameter, a function's result) into Policy.
// Moved from Dispatch.cpp.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/policy/PolicyTypes.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

/// The elements of a braced list ({0, 0}, {{0, 0}}, an initializer_list); none if E is not one.
static std::vector<const Expr *> bracedExprs(const Expr *E) {
  E = strip(E);
  if (const auto *IL = dyn_cast<CXXStdInitializerListExpr>(E))
    E = strip(IL->getSubExpr());
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getNumArgs() == 1)
      return bracedExprs(CE->getArg(0));
    return {CE->arg_begin(), CE->arg_end()};
  }
  const auto *IL = dyn_cast<InitListExpr>(E);
  if (!IL)
    return {};
  if (IL->getSyntacticForm())
    IL = IL->getSyntacticForm();
  // A single nested braced list ({{0, 0}}) is brace elision for Kokkos::Array.
  if (IL->getNumInits() == 1 && isa<InitListExpr>(strip(IL->getInit(0))))
    return bracedExprs(IL->getInit(0));
  return {IL->inits().begin(), IL->inits().end()};
}

/// A policy argument's text where the launch is: its Kokkos names spelled kt:: (the launch
/// replaces the dispatch, and the host edits with it).
static std::string policyArgText(const Expr *A, RecogContext &RC) {
  return ktSpell(sourceText(RC.Ctx, A->getSourceRange()));
}

std::vector<std::string> bracedElements(const Expr *E, RecogContext &RC) {
  std::vector<std::string> R;
  for (const Expr *A : bracedExprs(E))
    R.push_back(policyArgText(A, RC));
  return R;
}

/// The values of a braced list of integer literals; empty when an element is not one.
static std::vector<long> literalElements(const Expr *E) {
  std::vector<long> R;
  for (const Expr *A : bracedExprs(E)) {
    const auto *L = dyn_cast<IntegerLiteral>(A->IgnoreParenImpCasts());
    if (!L || L->getValue().getActiveBits() > 30)
      return {};
    R.push_back((long)L->getValue().getZExtValue());
  }
  return R;
}

/// An integer constant in [0, 2^31), or (NonNegative false) any expression of a signed integer
/// type of at most 32 bits, before its conversion to the policy's index type.
static bool fits32(const Expr *A, bool NonNegative, ASTContext &Ctx) {
  Expr::EvalResult R;
  if (!A->isValueDependent() && A->EvaluateAsInt(R, Ctx))
    return R.Val.getInt().isNonNegative() && R.Val.getInt().getActiveBits() <= 31;
  QualType T = A->IgnoreParenImpCasts()->getType();
  return !NonNegative && T->isIntegerType() && !T->isEnumeralType() &&
         (T->isSignedIntegerType() ? Ctx.getIntWidth(T) <= 32 : Ctx.getIntWidth(T) < 32);
}

/// Policy::bounds32 of MDRangePolicy(lower, upper, ...).
static bool bounds32(const Expr *Lower, const Expr *Upper, int Rank, ASTContext &Ctx) {
  std::vector<const Expr *> L = bracedExprs(Lower), U = bracedExprs(Upper);
  if ((int)L.size() != Rank || (int)U.size() != Rank)
    return false;
  for (int D = 0; D < Rank; ++D)
    if (!fits32(L[D], true, Ctx) || !fits32(U[D], false, Ctx))
      return false;
  return true;
}

static bool isExecutionSpaceArg(const Expr *E) {
  QualType T = E->getType();
  std::string N = kokkosTemplateName(T);
  return !T->isIntegralOrEnumerationType() && N != "" && N != "AUTO_t" && N != "Array";
}

std::vector<QualType> policyTypeArguments(const ClassTemplateSpecializationDecl *S) {
  std::vector<QualType> Types;
  for (const TemplateArgument &A : S->getTemplateArgs().asArray())
    for (const TemplateArgument &E : A.getKind() == TemplateArgument::Pack ? A.pack_elements()
                                                                            : llvm::ArrayRef(A))
      if (E.getKind() == TemplateArgument::Type)
        Types.push_back(E.getAsType());
  return Types;
}

bool isWorkTagArgument(QualType T) {
  const auto *RD = T->getAsCXXRecordDecl();
  const std::string TN = kokkosTemplateName(T);
  return RD && (!isKokkosDecl(RD) || TN == "ParallelForTag" || TN == "ParallelReduceTag" ||
                TN == "ParallelScanTag");
}

static void readPolicyTemplateArgs(const ClassTemplateSpecializationDecl *S, Policy &P,
                                   RecogContext &RC) {
  for (QualType T : policyTypeArguments(S)) {
    std::string TN = kokkosTemplateName(T);
    const auto *RD = T->getAsCXXRecordDecl();
    if (TN == "IndexType") {
      const auto *IS = cast<ClassTemplateSpecializationDecl>(RD);
      P.indexType = typeText(IS->getTemplateArgs()[0].getAsType(), RC.Ctx);
    } else if (TN == "Rank") {
      const auto *RS = cast<ClassTemplateSpecializationDecl>(RD);
      const auto &RA = RS->getTemplateArgs();
      P.rank = (int)RA[0].getAsIntegral().getExtValue();
      if (RA.size() >= 3 && RA[2].getKind() == TemplateArgument::Integral)
        P.iterateRight = RA[2].getAsIntegral().getExtValue() == 2; // Iterate::Right
    } else if (isWorkTagArgument(T)) {
      P.workTag = typeText(T, RC.Ctx);
      RC.WorkTag = T;
    }
  }
}

/// The policy's execution space: a space among its template arguments or the instance passed
/// as its first constructor argument (RangePolicy<>(Kokkos::DefaultHostExecutionSpace(), 0, n));
/// the device's default space when neither names one. They must agree.
static bool readPolicySpace(const CXXConstructExpr *C, Policy &P, RecogContext &RC) {
  if (policySpaceAmbiguous(C->getType())) {
    RC.Diags.error(C->getBeginLoc(), DiagId::FunctorSpaceParameter,
                   "the policy's execution space comes from a template argument that the "
                   "translator sees only as the host's space (DefaultExecutionSpace and the host "
                   "space are one type when parsed for this target), so it cannot tell whether "
                   "this dispatch runs on the device or the host; name the space in the "
                   "template's arguments as written (f<Kokkos::DefaultExecutionSpace>(...)), "
                   "not through a deduced View's memory_space");
    return false;
  }
  std::optional<ExecSpace> TypeSpace = policyTypeSpace(C->getType()), InstSpace;
  const Expr *Inst = C->getNumArgs() > 0 ? strip(C->getArg(0)) : nullptr;
  if (Inst && !isa<CXXDefaultArgExpr>(C->getArg(0)) && isExecutionSpaceArg(Inst))
    InstSpace = kokkosSpaceOf(Inst->getType());
  if (TypeSpace && InstSpace && *TypeSpace != *InstSpace) {
    RC.Diags.error(Inst->getBeginLoc(), DiagId::UnsupportedPolicy,
                   std::string("the execution space instance is a ") + execSpaceName(*InstSpace) +
                       " space but the policy's execution space is a " +
                       execSpaceName(*TypeSpace) + " space");
    return false;
  }
  P.space = TypeSpace ? *TypeSpace : InstSpace ? *InstSpace : ExecSpace::Device;
  return true;
}

static void applyScratch(const CXXMemberCallExpr *M, Policy &P, RecogContext &RC) {
  if (M->getNumArgs() < 2)
    return;
  Expr::EvalResult Lv;
  int Level = 0;
  if (M->getArg(0)->EvaluateAsInt(Lv, RC.Ctx))
    Level = (int)Lv.Val.getInt().getExtValue();
  else
    RC.Diags.error(M->getArg(0)->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "scratch level must be a constant 0 or 1");
  Level = Level == 1 ? 1 : 0;
  for (unsigned I = 1; I < M->getNumArgs(); ++I) {
    const Expr *A = strip(M->getArg(I));
    const auto *C = dyn_cast<CallExpr>(A);
    const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
    if (!F || C->getNumArgs() < 1) {
      RC.Diags.error(A->getBeginLoc(), DiagId::UnsupportedPolicy,
                     "expected Kokkos::PerTeam(bytes) or Kokkos::PerThread(bytes)");
      continue;
    }
    // Copied into the launch: Kokkos names spelled as the host edits spell them
    // (`AcquireTeamUniqueToken<P>::shmem_size()`).
    std::string Bytes = "(" + hostSpelling(C->getArg(0)->getSourceRange(), RC) + ")";
    std::optional<unsigned long long> Const = constantBytes(C->getArg(0), RC.Ctx);
    if (F->getName() == "PerTeam")
      P.scratch[Level].perTeam = Bytes, P.scratch[Level].perTeamConst = Const;
    else
      P.scratch[Level].perThread = Bytes, P.scratch[Level].perThreadConst = Const;
  }
}

/// `policy.set_scratch_size(...)` statements on a local policy variable before its use, chained
/// ones too (`policy.set_scratch_size(0, a).set_scratch_size(1, b);`).
static void applyLaterScratchCalls(const VarDecl *V, const DeclRefExpr *Use, Policy &P,
                                   RecogContext &RC) {
  struct Finder : Visitor {
    const VarDecl *V;
    std::vector<const CXXMemberCallExpr *> Calls;
    static bool setter(const CXXMemberCallExpr *M) {
      return M && M->getMethodDecl() && M->getMethodDecl()->getNameAsString() == "set_scratch_size";
    }
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *M) override {
      if (!setter(M))
        return true;
      const Expr *O = M->getImplicitObjectArgument();
      for (O = O ? O->IgnoreImplicit() : nullptr; setter(dyn_cast_or_null<CXXMemberCallExpr>(O));)
        O = cast<CXXMemberCallExpr>(O)->getImplicitObjectArgument()->IgnoreImplicit();
      const auto *R = dyn_cast_or_null<DeclRefExpr>(O);
      if (R && R->getDecl() == V)
        Calls.push_back(M);
      return true;
    }
  } F;
  F.V = V;
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!Fn || !Fn->hasBody())
    return;
  F.TraverseStmt(Fn->getBody());
  const SourceManager &SM = RC.Ctx.getSourceManager();
  for (const CXXMemberCallExpr *M : F.Calls)
    if (SM.isBeforeInTranslationUnit(M->getBeginLoc(), Use->getBeginLoc()))
      applyScratch(M, P, RC);
}

/// The policy's bounds are re-evaluated at the launch: diagnose when a variable they read is
/// written between the policy's declaration and its use.
static bool boundsStable(const VarDecl *Policy, const DeclRefExpr *Use, RecogContext &RC) {
  struct Reads : Visitor {
    std::vector<const VarDecl *> Vars;
    bool VisitDeclRefExpr(DeclRefExpr *D) override {
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
        Vars.push_back(V);
      return true;
    }
  } R;
  R.TraverseStmt(const_cast<Expr *>(Policy->getInit()));
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(Policy->getParentFunctionOrMethod());
  const DeclRefExpr *Hit =
      Fn && Fn->getBody() ? changeBefore(R.Vars, Policy->getEndLoc(), Use, Fn, RC.Ctx) : nullptr;
  if (Hit)
    RC.Diags.error(Hit->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "a variable used by policy '" + Policy->getNameAsString() +
                       "' changes before the dispatch; build the policy at the dispatch");
  return !Hit;
}

/// A local policy variable initialised by a user function's result (`auto p = make(n);`): the
/// shape from the function's return, the values read from the variable at the dispatch.
static bool returnedPolicyVar(const VarDecl *V, const CallExpr *C, const DeclRefExpr *Use,
                              Policy &P, RecogContext &RC) {
  const std::string Name = V->getNameAsString();
  if (!recogniseReturnedPolicy(C, Name, false, P, RC))
    return false;
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  auto Setter = [&](const DeclRefExpr *D) { // read below: applyLaterScratchCalls
    DynTypedNodeList Ps = RC.Ctx.getParents(*D);
    const auto *M = Ps.empty() ? nullptr : Ps[0].get<MemberExpr>();
    return M && M->getMemberDecl()->getName() == "set_scratch_size";
  };
  if (const DeclRefExpr *W =
          Fn && Fn->getBody() ? changeBefore({V}, V->getEndLoc(), Use, Fn, RC.Ctx, Setter)
                              : nullptr) {
    RC.Diags.error(W->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "policy '" + Name + "' may change before the dispatch; give it its final "
                   "value where it is declared");
    return false;
  }
  applyLaterScratchCalls(V, Use, P, RC);
  policyValuesFrom(Name, P); // levels the setters added read the variable too
  return true;
}

/// Whether Kokkos chooses some of the tiles T gives (fewer entries than the rank, or an entry
/// that is a constant of at most 0). The launch then uses the translator's own tile shape: tiles
/// change how the iterations are grouped, never what they compute.
static bool tilesLeftToBackend(const Expr *T, int Rank, ASTContext &Ctx) {
  const std::vector<const Expr *> Es = bracedExprs(T);
  if (Es.empty())
    return false; // a Kokkos::Array variable: its entries are not known here
  if ((int)Es.size() < Rank)
    return true;
  for (const Expr *A : Es) {
    Expr::EvalResult R;
    if (!A->isValueDependent() && A->EvaluateAsInt(R, Ctx) && !R.Val.getInt().isStrictlyPositive())
      return true;
  }
  return false;
}

/// MDRangePolicy(lower, upper[, tiles]) at E: its bounds and tiles.
static bool mdRangeArgs(const std::vector<const Expr *> &Args, const Expr *E, Policy &P,
                        RecogContext &RC) {
  P.kind = PolicyKind::MDRange;
  auto Bounds = [&](const Expr *A) { // {0, 0}, {{0, 0}}, or a Kokkos::Array variable
    std::vector<std::string> B = bracedElements(A, RC);
    return B.empty() ? arrayVarElements(A, P.rank, RC) : B;
  };
  P.lower = Bounds(Args[0]);
  P.upper = Bounds(Args[1]);
  if (Args.size() >= 3 && !tilesLeftToBackend(Args[2], P.rank, RC.Ctx)) {
    P.tiles = Bounds(Args[2]);
    P.tilesConst = literalElements(Args[2]);
  }
  P.bounds32 = bounds32(Args[0], Args[1], P.rank, RC.Ctx);
  if (P.rank < 2 || P.rank > 6 || (int)P.lower.size() != P.rank ||
      (int)P.upper.size() != P.rank || (!P.tiles.empty() && (int)P.tiles.size() != P.rank)) {
    RC.Diags.error(E->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "MDRangePolicy needs rank 2 to 6 with braced bounds of that rank");
    return false;
  }
  return true;
}

/// The value of a TeamPolicy size argument that is an integer constant expression (0: not one,
/// or AUTO).
static long constSize(const Expr *A, ASTContext &Ctx) {
  Expr::EvalResult R;
  if (A->isValueDependent() || A->isTypeDependent() ||
      !A->getType()->isIntegralOrUnscopedEnumerationType() || !A->EvaluateAsInt(R, Ctx))
    return 0;
  const llvm::APSInt &V = R.Val.getInt();
  return V.isSigned() ? (V.getSExtValue() > 0 && V.getSExtValue() <= 1 << 20 ? V.getSExtValue() : 0)
                      : (V.getZExtValue() <= 1 << 20 ? (long)V.getZExtValue() : 0);
}

/// TeamPolicy(league, team size[, vector length]): its sizes, and their values when constant.
static bool teamArgs(const std::vector<const Expr *> &Args, Policy &P, RecogContext &RC) {
  auto Text = [&](const Expr *A) { return policyArgText(A, RC); };
  P.kind = PolicyKind::Team;
  P.league = Text(Args[0]);
  auto SizeArg = [&](const Expr *A) {
    return kokkosTemplateName(strip(A)->getType()) == "AUTO_t" ? std::string() : Text(A);
  };
  P.teamSize = SizeArg(Args[1]);
  if (!P.teamSize.empty())
    P.teamSizeConst = constSize(Args[1], RC.Ctx);
  if (P.space == ExecSpace::Host && !P.teamSize.empty() && P.teamSizeConst != 1) {
    RC.Diags.error(Args[1]->getBeginLoc(), DiagId::HostTeamPolicy,
                   "a TeamPolicy on a host execution space runs as Kokkos::Serial does: one "
                   "thread per team; its team size must be Kokkos::AUTO or the constant 1");
    return false;
  }
  if (Args.size() >= 3) {
    P.vectorLength = SizeArg(Args[2]);
    P.vectorLengthConst = P.vectorLength.empty() ? 1 : constSize(Args[2], RC.Ctx);
  }
  return true;
}

/// A policy constructed at E (RangePolicy<...>(b, e), MDRangePolicy, TeamPolicy).
static bool constructedPolicy(const Expr *E, Policy &P, RecogContext &RC) {
  const auto *C = dyn_cast<CXXConstructExpr>(E);
  const auto *RD = C ? C->getType()->getAsCXXRecordDecl() : nullptr;
  std::string TN = C ? kokkosTemplateName(C->getType()) : "";
  if (TN.empty()) {
    RC.Diags.error(E->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "execution policy must be an integer, RangePolicy, MDRangePolicy or "
                   "TeamPolicy written at the dispatch, in a local variable, or returned by "
                   "a non-template function");
    return false;
  }
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    readPolicyTemplateArgs(S, P, RC);
  if (!readPolicySpace(C, P, RC))
    return false;
  std::vector<const Expr *> Args;
  for (const Expr *A : C->arguments())
    if (!isa<CXXDefaultArgExpr>(A) && !isExecutionSpaceArg(strip(A)))
      Args.push_back(A);
  auto Text = [&](const Expr *A) { return policyArgText(A, RC); };
  if (TN == "RangePolicy" && Args.size() >= 2) {
    P.kind = PolicyKind::Range;
    P.begin = Text(Args[0]);
    P.end = Text(Args[1]);
    return true;
  }
  if (TN == "MDRangePolicy" && Args.size() >= 2)
    return mdRangeArgs(Args, E, P, RC);
  if (TN == "TeamPolicy" && Args.size() >= 2)
    return teamArgs(Args, P, RC);
  RC.Diags.error(E->getBeginLoc(), DiagId::UnsupportedPolicy,
                 "unsupported form of Kokkos::" + TN);
  return false;
}

/// Kokkos::Experimental::require(policy, property) at E: the policy (a property is a launch
/// hint that does not change what the dispatch computes); E otherwise.
static const Expr *withoutRequire(const Expr *E) {
  for (;;) {
    const auto *C = dyn_cast<CallExpr>(strip(E));
    const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
    if (!F || !isKokkosDecl(F) || !F->getIdentifier() || F->getName() != "require" ||
        C->getNumArgs() != 2)
      return strip(E);
    E = C->getArg(0);
  }
}

/// Whether T is a RangePolicy, MDRangePolicy or TeamPolicy specialisation.
static bool isPolicyType(QualType T) {
  const std::string TN = kokkosTemplateName(T);
  return isa_and_nonnull<ClassTemplateSpecializationDecl>(
             T.getNonReferenceType()->getAsCXXRecordDecl()) &&
         (TN == "RangePolicy" || TN == "MDRangePolicy" || TN == "TeamPolicy");
}

/// A policy that is a parameter of the enclosing function (in a template: of one
/// instantiation): its type says the kind, space, work tag, index type, rank and iteration
/// order; the launch reads its values from the object. An MDRangePolicy runs with the default
/// tiles (tiles change the order of the work, not the work). A TeamPolicy's team size is read
/// too: Kokkos::AUTO (team_size() < 0) becomes the size team_size_recommended() gives, one
/// Kokkos may choose; the scratch levels the body allocates read their sizes from the object
/// (Policy::scratchFrom). On a host space its teams have one thread, as Kokkos::Serial's.
static bool parameterPolicy(const DeclRefExpr *DR, QualType T, Policy &P, RecogContext &RC) {
  const std::string TN = kokkosTemplateName(T);
  P.kind = TN == "RangePolicy" ? PolicyKind::Range
           : TN == "TeamPolicy" ? PolicyKind::Team
                                : PolicyKind::MDRange;
  readPolicyTemplateArgs(cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl()), P, RC);
  if (P.kind == PolicyKind::MDRange && (P.rank < 2 || P.rank > 6)) {
    RC.Diags.error(DR->getBeginLoc(), DiagId::UnsupportedPolicy, "MDRangePolicy needs rank 2 to 6");
    return false;
  }
  P.lower.assign(P.rank, "");
  P.upper.assign(P.rank, "");
  P.space = policyTypeSpace(T).value_or(ExecSpace::Device);
  const std::string Obj = sourceText(RC.Ctx, DR->getSourceRange());
  const bool DeviceTeam = P.kind == PolicyKind::Team && P.space == ExecSpace::Device;
  if (DeviceTeam) { // sizes known at run time only (policyValuesFrom reads them)
    P.teamSize = P.vectorLength = "?";
    P.teamSizeConst = P.vectorLengthConst = 0;
  }
  policyValuesFrom(Obj, P);
  if (DeviceTeam)
    P.teamSize = "(" + Obj + ").impl_team_size_or_recommended()";
  if (P.kind == PolicyKind::Team)
    P.scratchFrom = Obj;
  return true;
}

bool recognisePolicy(const Expr *E, Policy &P, RecogContext &RC) {
  RC.WorkTag = QualType();
  E = withoutRequire(E);
  if (E->getType()->isIntegralOrEnumerationType()) {
    P.kind = PolicyKind::Range;
    P.end = policyArgText(E, RC);
    return true;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
      if (isa<ParmVarDecl>(V) && isPolicyType(V->getType()))
        return parameterPolicy(DR, V->getType().getNonReferenceType(), P, RC);
      if (V->getInit() && V->hasLocalStorage()) {
        if (const auto *C = dyn_cast<CallExpr>(withoutRequire(V->getInit()));
            C && !isa<CXXMemberCallExpr>(C) && !isa<CXXOperatorCallExpr>(C))
          return returnedPolicyVar(V, C, DR, P, RC);
        if (!recognisePolicy(V->getInit(), P, RC) || !boundsStable(V, DR, RC))
          return false;
        applyLaterScratchCalls(V, DR, P, RC);
        return true;
      }
    }
  if (const auto *C = dyn_cast<CallExpr>(E);
      C && !isa<CXXMemberCallExpr>(C) && !isa<CXXOperatorCallExpr>(C))
    return recogniseReturnedPolicy(C, sourceText(RC.Ctx, C->getSourceRange()), true, P, RC);
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(E)) {
    std::string Name = M->getMethodDecl() ? M->getMethodDecl()->getNameAsString() : "";
    if (!recognisePolicy(M->getImplicitObjectArgument(), P, RC))
      return false;
    if (!P.scratchFrom.empty() && Name == "set_scratch_size") {
      RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedPolicy,
                     "set_scratch_size at the dispatch on the policy parameter '" + P.scratchFrom +
                         "' is not translated; call it on the parameter before the dispatch");
      return false;
    }
    if (Name == "set_scratch_size")
      applyScratch(M, P, RC);
    else if (Name != "set_chunk_size") {
      RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedPolicy,
                     "policy member '" + Name + "' is not supported");
      return false;
    }
    return true;
  }
  return constructedPolicy(E, P, RC);
}

} // namespace kt
