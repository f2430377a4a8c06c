// Recognises top-level parallel_for / parallel_reduce / parallel_scan calls and their
// execution policies (an integer, RangePolicy, MDRangePolicy, TeamPolicy).
#include "rewriters/AstUtil.h"
#include "rewriters/Recognisers.h"
#include "rewriters/ReduceText.h"
#include "rewriters/TemplateDispatch.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace kt {

bool isDispatchCall(const CallExpr *C, Pattern *P) {
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  if (!F || !isKokkosDecl(F) || !F->getIdentifier())
    return false;
  StringRef N = F->getName();
  Pattern Pat;
  if (N == "parallel_for")
    Pat = Pattern::For;
  else if (N == "parallel_reduce")
    Pat = Pattern::Reduce;
  else if (N == "parallel_scan")
    Pat = Pattern::Scan;
  else
    return false;
  if (P)
    *P = Pat;
  return true;
}

std::vector<std::string> bracedElements(const Expr *E, RecogContext &RC) {
  E = strip(E);
  if (const auto *IL = dyn_cast<CXXStdInitializerListExpr>(E))
    E = strip(IL->getSubExpr());
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getNumArgs() == 1)
      return bracedElements(CE->getArg(0), RC);
    std::vector<std::string> R;
    for (const Expr *A : CE->arguments())
      R.push_back(sourceText(RC.Ctx, A->getSourceRange()));
    return R;
  }
  const auto *IL = dyn_cast<InitListExpr>(E);
  if (!IL)
    return {};
  if (IL->getSyntacticForm())
    IL = IL->getSyntacticForm();
  // A single nested braced list ({{0, 0}}) is brace elision for Kokkos::Array.
  if (IL->getNumInits() == 1 && isa<InitListExpr>(strip(IL->getInit(0))))
    return bracedElements(IL->getInit(0), RC);
  std::vector<std::string> R;
  for (const Expr *I : IL->inits())
    R.push_back(sourceText(RC.Ctx, I->getSourceRange()));
  return R;
}

static bool isExecutionSpaceArg(const Expr *E) {
  QualType T = E->getType();
  std::string N = kokkosTemplateName(T);
  return !T->isIntegralOrEnumerationType() && N != "" && N != "AUTO_t" && N != "Array";
}

static void readPolicyTemplateArgs(const ClassTemplateSpecializationDecl *S, Policy &P,
                                   RecogContext &RC) {
  std::vector<TemplateArgument> Flat;
  for (const TemplateArgument &A : S->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Pack)
      Flat.insert(Flat.end(), A.pack_begin(), A.pack_end());
    else
      Flat.push_back(A);
  }
  for (const TemplateArgument &A : Flat) {
    if (A.getKind() != TemplateArgument::Type)
      continue;
    QualType T = A.getAsType();
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
    } else if (RD && (!isKokkosDecl(RD) || TN == "ParallelForTag" || TN == "ParallelReduceTag" ||
                      TN == "ParallelScanTag")) { // Kokkos' pattern tags work as work tags too
      P.workTag = typeText(T, RC.Ctx);
      RC.WorkTag = T;
    }
  }
}

/// The policy's execution space: a space among its template arguments or the instance passed
/// as its first constructor argument (RangePolicy<>(Kokkos::DefaultHostExecutionSpace(), 0, n));
/// the device's default space when neither names one. They must agree.
static bool readPolicySpace(const CXXConstructExpr *C, Policy &P, RecogContext &RC) {
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
    std::string Bytes = "(" + sourceText(RC.Ctx, C->getArg(0)->getSourceRange()) + ")";
    std::optional<unsigned long long> Const = constantBytes(C->getArg(0), RC.Ctx);
    if (F->getName() == "PerTeam")
      P.scratch[Level].perTeam = Bytes, P.scratch[Level].perTeamConst = Const;
    else
      P.scratch[Level].perThread = Bytes, P.scratch[Level].perThreadConst = Const;
  }
}

/// `policy.set_scratch_size(...)` statements on a local policy variable before its use.
static void applyLaterScratchCalls(const VarDecl *V, const DeclRefExpr *Use, Policy &P,
                                   RecogContext &RC) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *V;
    std::vector<const CXXMemberCallExpr *> Calls;
    bool VisitCXXMemberCallExpr(CXXMemberCallExpr *M) {
      const auto *O = dyn_cast_or_null<DeclRefExpr>(
          M->getImplicitObjectArgument() ? M->getImplicitObjectArgument()->IgnoreImplicit() : nullptr);
      if (O && O->getDecl() == V && M->getMethodDecl() &&
          M->getMethodDecl()->getNameAsString() == "set_scratch_size")
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
  struct Reads : RecursiveASTVisitor<Reads> {
    std::vector<const VarDecl *> Vars;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
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

bool recognisePolicy(const Expr *E, Policy &P, RecogContext &RC) {
  RC.WorkTag = QualType();
  E = strip(E);
  if (E->getType()->isIntegralOrEnumerationType()) {
    P.kind = PolicyKind::Range;
    P.end = sourceText(RC.Ctx, E->getSourceRange());
    return true;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DR->getDecl())) {
      // A RangePolicy parameter: its type says the space, the work tag and the index type
      // (a policy's space instance must be of its type's space); the launch reads its bounds.
      const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          V->getType().getNonReferenceType()->getAsCXXRecordDecl());
      if (isa<ParmVarDecl>(V) && S && kokkosTemplateName(V->getType()) == "RangePolicy") {
        P.kind = PolicyKind::Range;
        readPolicyTemplateArgs(S, P, RC);
        P.space = policyTypeSpace(V->getType().getNonReferenceType()).value_or(ExecSpace::Device);
        policyValuesFrom(sourceText(RC.Ctx, DR->getSourceRange()), P);
        return true;
      }
      if (V->getInit() && V->hasLocalStorage()) {
        if (const auto *C = dyn_cast<CallExpr>(strip(V->getInit()));
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
    if (Name == "set_scratch_size")
      applyScratch(M, P, RC);
    else if (Name != "set_chunk_size") {
      RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedPolicy,
                     "policy member '" + Name + "' is not supported");
      return false;
    }
    return true;
  }
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
  auto Text = [&](const Expr *A) { return sourceText(RC.Ctx, A->getSourceRange()); };
  if (TN == "RangePolicy" && Args.size() >= 2) {
    P.kind = PolicyKind::Range;
    P.begin = Text(Args[0]);
    P.end = Text(Args[1]);
    return true;
  }
  if (TN == "MDRangePolicy" && Args.size() >= 2) {
    P.kind = PolicyKind::MDRange;
    auto Bounds = [&](const Expr *A) { // {0, 0}, {{0, 0}}, or a Kokkos::Array variable
      std::vector<std::string> B = bracedElements(A, RC);
      return B.empty() ? arrayVarElements(A, P.rank, RC) : B;
    };
    P.lower = Bounds(Args[0]);
    P.upper = Bounds(Args[1]);
    if (Args.size() >= 3)
      P.tiles = Bounds(Args[2]);
    if (P.rank < 2 || P.rank > 4 || (int)P.lower.size() != P.rank ||
        (int)P.upper.size() != P.rank || (!P.tiles.empty() && (int)P.tiles.size() != P.rank)) {
      RC.Diags.error(E->getBeginLoc(), DiagId::UnsupportedPolicy,
                     "MDRangePolicy needs rank 2 to 4 with braced bounds of that rank");
      return false;
    }
    return true;
  }
  if (TN == "TeamPolicy" && Args.size() >= 2) {
    P.kind = PolicyKind::Team;
    P.league = Text(Args[0]);
    auto SizeArg = [&](const Expr *A) {
      return kokkosTemplateName(strip(A)->getType()) == "AUTO_t" ? std::string() : Text(A);
    };
    // Value of a size argument that is an integer constant expression (0: not one, or AUTO).
    auto ConstArg = [&](const Expr *A) -> long {
      Expr::EvalResult R;
      if (A->isValueDependent() || A->isTypeDependent() ||
          !A->getType()->isIntegralOrUnscopedEnumerationType() ||
          !A->EvaluateAsInt(R, RC.Ctx))
        return 0;
      const llvm::APSInt &V = R.Val.getInt();
      return V.isSigned() ? (V.getSExtValue() > 0 && V.getSExtValue() <= 1 << 20 ? V.getSExtValue() : 0)
                          : (V.getZExtValue() <= 1 << 20 ? (long)V.getZExtValue() : 0);
    };
    P.teamSize = SizeArg(Args[1]);
    if (!P.teamSize.empty())
      P.teamSizeConst = ConstArg(Args[1]);
    if (P.space == ExecSpace::Host && !P.teamSize.empty() && P.teamSizeConst != 1) {
      RC.Diags.error(Args[1]->getBeginLoc(), DiagId::HostTeamPolicy,
                     "a TeamPolicy on a host execution space runs as Kokkos::Serial does: one "
                     "thread per team; its team size must be Kokkos::AUTO or the constant 1");
      return false;
    }
    if (Args.size() >= 3) {
      P.vectorLength = SizeArg(Args[2]);
      P.vectorLengthConst = P.vectorLength.empty() ? 1 : ConstArg(Args[2]);
    }
    return true;
  }
  RC.Diags.error(E->getBeginLoc(), DiagId::UnsupportedPolicy,
                 "unsupported form of Kokkos::" + TN);
  return false;
}

/// parallel_*(count, functor) runs on the functor's execution_space (or its device_type's), as
/// Kokkos' FunctorPolicyExecutionSpace picks it; on the default space when it names none.
/// A class template's parameter is read from the argument the dispatch writes
/// (`F<DualView<double*>::execution_space>`: Serial once parsed, whichever space it stands
/// for); one known only as its canonical type (through an alias template) is KT1055.
static bool functorCountSpace(const Expr *PolicyArg, const Expr *Body, Policy &P,
                              RecogContext &RC) {
  const auto *RD = strip(Body)->getType()->getAsCXXRecordDecl();
  if (!strip(PolicyArg)->getType()->isIntegralOrEnumerationType() || !RD || RD->isLambda())
    return true;
  for (const char *Name : {"execution_space", "device_type"})
    for (const NamedDecl *D : RD->lookup(&RC.Ctx.Idents.get(Name)))
      if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) {
        QualType T = RC.Ctx.getTypedefType(TD);
        std::optional<ExecSpace> S = kokkosSpaceOf(T);
        if (!S) // `using execution_space = E;` of F<DualView<...>::execution_space>: as written
          S = writtenParameterSpace(T, strip(Body)->getType());
        if (S) {
          P.space = *S;
          return true;
        }
        if (!namesKokkosSpace(T))
          return true;
        RC.Diags.error(Body->getBeginLoc(), DiagId::FunctorSpaceParameter,
                       "the functor's " + std::string(Name) + " is a template argument that "
                       "the translator sees only as '" + T.getCanonicalType().getAsString() +
                       "' (DefaultExecutionSpace and the host space are one type when parsed), "
                       "so it cannot tell whether this dispatch runs on the device or the host, "
                       "nor spell the argument for the target; write the space as the functor's "
                       "template argument at the dispatch (F<DualView<...>::execution_space>, "
                       "F<Kokkos::DefaultHostExecutionSpace>), not through an alias template");
        return false;
      }
  return true;
}

static bool isStringArg(const Expr *E) {
  QualType T = E->getType().getNonReferenceType();
  if (T->isPointerType() && T->getPointeeType()->isCharType())
    return true;
  if (const auto *RD = T->getAsCXXRecordDecl())
    return RD->getName() == "basic_string";
  return strip(E)->getType()->isArrayType();
}

static std::string sanitize(const std::string &S) {
  std::string R;
  for (char C : S)
    R += (isalnum((unsigned char)C) ? C : '_');
  while (R.find("__") != std::string::npos)
    R.replace(R.find("__"), 2, "_");
  if (!R.empty() && R.back() == '_')
    R.pop_back();
  return R;
}

std::optional<Kernel> recogniseDispatch(const CallExpr *Call, RecogContext &RC) {
  Kernel K;
  if (!isDispatchCall(Call, &K.pattern))
    return std::nullopt;
  K.file = RC.File;
  K.line = lineOf(RC.Ctx, Call->getBeginLoc());
  const FunctionDecl *Encl = enclosingFunction(Call, RC.Ctx);
  if (Encl && !RC.Instantiation && (Encl->isTemplated() || Encl->isTemplateInstantiation())) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "dispatches inside templates are not translated yet; move the dispatch "
                   "into a non-template function");
    return std::nullopt;
  }
  std::vector<const Expr *> Args;
  for (const Expr *A : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  size_t I = 0;
  if (!Args.empty() && isStringArg(Args[0])) {
    const Expr *L = strip(Args[0]);
    if (const auto *C = dyn_cast<CXXConstructExpr>(L); C && C->getNumArgs() >= 1)
      L = strip(C->getArg(0)); // std::string("label")
    if (const auto *SL = dyn_cast<StringLiteral>(L->IgnoreImplicit()))
      K.label = SL->getString().str();
    ++I;
  }
  if (Args.size() < I + 2)
    return std::nullopt;
  std::string Base = !K.label.empty() ? sanitize(K.label)
                     : Encl            ? sanitize(Encl->getNameAsString())
                                       : "kernel";
  K.nameStem = "kt_" + (Base.empty() ? std::string("kernel") : Base);
  K.name = kernelName(K);
  std::vector<const Expr *> Results(Args.begin() + I + 2, Args.end());
  bool Ok = recognisePolicy(Args[I], K.policy, RC);
  Ok = functorCountSpace(Args[I], Args[I + 1], K.policy, RC) && Ok;
  const size_t DeviceFns = RC.DeviceFunctions.size();
  {
    bool FunctorOk = true;
    // Inside a template the launch names the functor through its parameters (`Axpy<T>`).
    const std::string InTemplate =
        RC.Instantiation ? typeText(strip(Args[I + 1])->getType(), RC.Ctx) : "";
    std::unique_ptr<TemplateSpelling> FunctorTS = functorTemplate(Args[I + 1], K, RC, FunctorOk);
    Ok = FunctorOk && recogniseBody(Args[I + 1], K, RC) && Ok;
    if (FunctorTS && K.isFunctor && !InTemplate.empty())
      K.functorType = InTemplate;
    else if (FunctorTS && K.isFunctor)
      if (std::optional<std::string> F = writtenFunctorType(Args[I + 1], RC.Ctx))
        K.functorType = *F;
  }
  if (!K.templateParams.empty())
    spellLaunchTypes(K);
  if (Ok && !K.templateParams.empty() && !K.accNames.empty()) {
    RC.Diags.error(Args[I + 1]->getBeginLoc(), DiagId::DispatchInTemplate,
                   "a class-template functor with several results is not translated yet");
    Ok = false;
  }
  if (!K.templateParams.empty() && !K.reducers.empty() &&
      K.reducers[0].kind == ReducerKind::Custom)
    K.reducers[0].opAliases = templateAliases(K);
  if (K.policy.space == ExecSpace::Host) // plain host code: what it calls stays host-only
    RC.DeviceFunctions.resize(DeviceFns);
  if (K.pattern == Pattern::Reduce && (Results.size() > 1 || !K.accNames.empty())) {
    if (!Ok || !recogniseResults(Results, Call, K, RC))
      return std::nullopt;
  } else if (K.pattern == Pattern::Reduce) {
    if (Results.size() == 1) {
      auto R = recogniseReducer(Results[0], /*Nested=*/false, RC);
      if (!R)
        return std::nullopt;
      if (K.reducers.empty())
        K.reducers.push_back(*R);
      else { // functor with value_type/join: keep its ops, take the result target
        K.reducers[0].target = R->target;
        K.reducers[0].result = R->result;
      }
    } else if (!K.reducers.empty()) {
      K.reducers[0].target = Reducer::Target::None;
    } else {
      RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                     "parallel_reduce without a result needs a functor with value_type");
      return std::nullopt;
    }
    if (K.reducers[0].finalOnHost && (K.reducers[0].target != Reducer::Target::Scalar ||
                                      multiResult(K) || K.policy.space == ExecSpace::Host)) {
      RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                     "the functor's final() uses its members; it is applied to the result on "
                     "the host, which is done for a plain variable as the result only");
      return std::nullopt;
    }
    if (K.reducers[0].kind != ReducerKind::Custom && !K.accType.empty() &&
        K.reducers[0].valueType.empty())
      K.reducers[0].valueType = K.accType;
  }
  if (K.pattern == Pattern::Scan && !K.reducers.empty() && K.reducers[0].finalOnHost) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                   "the scan functor's final() uses its members; the kernel's scan op has no "
                   "functor object");
    return std::nullopt;
  }
  if (K.pattern == Pattern::Scan && !Results.empty()) {
    K.scanTotal = sourceText(RC.Ctx, Results[0]->getSourceRange());
    K.scanTotalIsView = isKokkosView(strip(Results[0])->getType());
  }
  if (K.pattern == Pattern::Scan && K.policy.kind != PolicyKind::Range) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "parallel_scan needs a RangePolicy");
    return std::nullopt;
  }
  if (!Ok)
    return std::nullopt;
  return K;
}

} // namespace kt
