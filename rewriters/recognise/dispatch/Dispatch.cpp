// Recognises top-level parallel_for / parallel_reduce / parallel_scan calls (their policies:
// PolicyRecognise.cpp).
#include "rewriters/recognise/reduce/ArrayReduction.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/model/Queries.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>

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

/// A parallel_reduce's result or results (Results: the arguments after the body) into
/// K.reducers; false (reported) when they cannot be translated. Several results are read only
/// when the dispatch is fine so far (Ok).
static bool reduceResults(const std::vector<const Expr *> &Results, const CallExpr *Call,
                          bool Ok, Kernel &K, RecogContext &RC) {
  if (K.arrayReduction) // value_type T[]: ArrayReduction.cpp
    return Ok && arrayReductionResult(Results, Call, K, RC);
  if (Results.size() > 1 || !K.accNames.empty())
    return Ok && recogniseResults(Results, Call, K, RC);
  if (oneValueReducer(Results, Call, K, RC)) // a reducer class whose ops use its members
    return Ok;
  if (K.arrayReduction) // reported by oneValueReducer
    return false;
  if (Results.size() == 1) {
    auto R = recogniseReducer(Results[0], /*Nested=*/false, RC);
    if (!R)
      return false;
    const bool Reducer = isReducerType(strip(Results[0])->getType());
    if (K.reducers.empty())
      K.reducers.push_back(*R);
    else if (Reducer) // Kokkos takes the reducer's init/join/final, not the functor's
      K.reducers[0] = *R;
    else { // functor with value_type/join: keep its ops, take the result target
      K.reducers[0].target = R->target;
      K.reducers[0].result = R->result;
    }
  } else if (!K.reducers.empty()) {
    K.reducers[0].target = Reducer::Target::None;
  } else {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                   "parallel_reduce without a result needs a functor with value_type");
    return false;
  }
  if (K.reducers[0].finalOnHost && (K.reducers[0].target != Reducer::Target::Scalar ||
                                    multiResult(K) || K.policy.space == ExecSpace::Host)) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                   "the functor's final() uses its members; it is applied to the result on "
                   "the host, which is done for a plain variable as the result only");
    return false;
  }
  if (K.reducers[0].kind != ReducerKind::Custom && !K.accType.empty() &&
      K.reducers[0].valueType.empty())
    K.reducers[0].valueType = K.accType;
  return true;
}

/// A parallel_scan's total (the argument after the body, if any) and what it needs: a
/// RangePolicy, a final() without members. False (reported) when refused.
static bool scanResult(const std::vector<const Expr *> &Results, const CallExpr *Call,
                       Kernel &K, RecogContext &RC) {
  if (!K.reducers.empty() && K.reducers[0].finalOnHost) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedReducer,
                   "the scan functor's final() uses its members; the kernel's scan op has no "
                   "functor object");
    return false;
  }
  if (!Results.empty()) {
    K.scanTotal = sourceText(RC.Ctx, Results[0]->getSourceRange());
    K.scanTotalIsView = isKokkosView(strip(Results[0])->getType());
  }
  if (K.policy.kind != PolicyKind::Range) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "parallel_scan needs a RangePolicy");
    return false;
  }
  return true;
}

/// Whether the name N, looked up unqualified from At, finds something other than what it names
/// at global scope: a member or a base class of an enclosing class (gtest's TEST() body derives
/// from a class named `Test`), or a declaration of an enclosing namespace.
static bool nameCapturedAt(StringRef N, const DeclContext *At, ASTContext &Ctx) {
  IdentifierInfo &Id = Ctx.Idents.get(N);
  const auto Global = Ctx.getTranslationUnitDecl()->lookup(&Id);
  if (Global.empty())
    return false; // not a global name: the spelling is not from the global scope
  const Decl *Meant = Global.front()->getCanonicalDecl();
  auto Is = [&](const Decl *D) { // a class's injected name stands for the class
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D); RD && RD->isInjectedClassName())
      D = cast<CXXRecordDecl>(RD->getDeclContext());
    // A class template's (in its own member function the launch spells its functor so, `Ring`
    // for `*this`: `::Ring` would name the template, without arguments).
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
      D = S->getSpecializedTemplate();
    else if (const auto *RD = dyn_cast<CXXRecordDecl>(D); RD && RD->getDescribedClassTemplate())
      D = RD->getDescribedClassTemplate();
    return D->getCanonicalDecl() == Meant;
  };
  auto Other = [&](const DeclContext::lookup_result &R) { return !R.empty() && !Is(R.front()); };
  std::function<bool(const CXXRecordDecl *)> InBases = [&](const CXXRecordDecl *RD) {
    for (const CXXBaseSpecifier &B : RD->bases())
      if (const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl())
        if (BD->hasDefinition() && ((BD->getName() == N && !Is(BD)) ||
                                    Other(BD->lookup(&Id)) || InBases(BD->getDefinition())))
          return true;
    return false;
  };
  for (const DeclContext *DC = At; DC && !DC->isTranslationUnit(); DC = DC->getParent()) {
    if (!isa<NamespaceDecl>(DC) && !isa<CXXRecordDecl>(DC))
      continue;
    if (Other(DC->lookup(&Id)))
      return true;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && RD->hasDefinition() &&
                                                       InBases(RD->getDefinition()))
      return true;
  }
  return false;
}

/// T, a type the launch spells, with `::` before each qualified name whose first name an
/// enclosing scope of the dispatch would capture (`::Test::Fill<...>` inside a class derived
/// from a class named Test).
static std::string guardedAt(const std::string &T, const DeclContext *At, ASTContext &Ctx) {
  std::string Out;
  for (size_t I = 0; I < T.size();) {
    const bool Start = (I == 0 || !(llvm::isAlnum(T[I - 1]) || T[I - 1] == '_' || T[I - 1] == ':'));
    size_t E = I;
    while (Start && E < T.size() && (llvm::isAlnum(T[E]) || T[E] == '_'))
      ++E;
    if (E > I && !llvm::isDigit(T[I]) && T.compare(E, 2, "::") == 0 &&
        nameCapturedAt(StringRef(T).slice(I, E), At, Ctx))
      Out += "::";
    Out.append(T, I, std::max(E, I + 1) - I);
    I = std::max(E, I + 1);
  }
  return Out;
}

/// The types and capture expressions K's launch spells, guarded against the names of the
/// dispatch's scopes.
static void guardLaunchNames(Kernel &K, const FunctionDecl *Encl, ASTContext &Ctx) {
  const DeclContext *At = Encl ? Encl->getDeclContext() : nullptr;
  if (!At || At->isTranslationUnit())
    return;
  for (std::string *T : {&K.functorType, &K.accType})
    *T = guardedAt(*T, At, Ctx);
  for (std::string &T : K.templateArgs)
    T = guardedAt(T, At, Ctx);
  for (std::string &T : K.accTypes)
    T = guardedAt(T, At, Ctx);
  for (Capture &C : K.captures) // member reads through `Test::F::kt_access::m(kt_functor)`
    C.hostExpr = guardedAt(C.hostExpr, At, Ctx);
  for (Reducer &R : K.reducers)
    for (std::string *T : {&R.valueType, &R.scalarType, &R.indexType})
      *T = guardedAt(*T, At, Ctx);
}

/// The launch names the functor's class as T: so do the member reads through its kt_access
/// (FunctorAccess.cpp), which were spelled with the instantiation's type (`P<kt::Cuda>`).
static void respellFunctorType(Kernel &K, const std::string &T) {
  const std::string Old = K.functorType + "::kt_access::";
  for (Capture &C : K.captures)
    if (C.member && C.hostExpr.rfind(Old, 0) == 0)
      C.hostExpr = T + "::kt_access::" + C.hostExpr.substr(Old.size());
  K.functorType = T;
}

/// A TeamPolicy parameter (Policy::scratchFrom): each scratch level the body or its team
/// helpers allocate takes the sizes set on the object, plus what a functor's team_shmem_size
/// adds (already in the level's per-team bytes).
static void readScratchFromParameter(Kernel &K) {
  const std::string &O = K.policy.scratchFrom;
  if (O.empty())
    return;
  std::vector<const BodyText *> Bodies = {&K.body};
  for (const TeamHelper *H : teamHelpersOf(K.body))
    Bodies.push_back(&H->body);
  for (int L = 0; L < 2; ++L) {
    bool Uses = false;
    for (const BodyText *B : Bodies)
      Uses = Uses || bodyUses(*B, BodyOp::Kind::TeamScratch, L) ||
             bodyUses(*B, BodyOp::Kind::ThreadScratch, L);
    if (!Uses)
      continue;
    Policy::Scratch &S = K.policy.scratch[L];
    const std::string Lv = std::to_string(L);
    const std::string Team = "(size_t)(" + O + ").team_scratch_size(" + Lv + ")";
    S.perTeam = S.perTeam == "0" ? Team : Team + " + " + S.perTeam;
    S.perThread = "(size_t)(" + O + ").thread_scratch_size(" + Lv + ")";
    S.perTeamConst = S.perThreadConst = std::nullopt;
  }
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
    if (std::optional<std::string> Own = FunctorTS && K.isFunctor ? ownClassFunctor(Args[I + 1], RC)
                                                                  : std::nullopt)
      respellFunctorType(K, *Own);
    else if (FunctorTS && K.isFunctor && !InTemplate.empty())
      respellFunctorType(K, InTemplate);
    else if (FunctorTS && K.isFunctor)
      if (std::optional<std::string> F = writtenFunctorType(Args[I + 1], RC.Ctx))
        respellFunctorType(K, *F);
    // Written through a local variable (`F<decltype(x)>`): the launch names the type of the
    // functor argument itself, which is the program's type wherever the shim spells it.
    if (FunctorTS && K.isFunctor && functorTypeNamesLocal(Args[I + 1]) &&
        !K.functorExpr.empty() && K.functorExpr[0] != '{')
      respellFunctorType(K, "std::decay_t<decltype(" + K.functorExpr + ")>");
  }
  readScratchFromParameter(K);
  if (!K.templateParams.empty())
    spellLaunchTypes(K);
  if (K.policy.space == ExecSpace::Host) // plain host code: what it calls stays host-only
    RC.DeviceFunctions.resize(DeviceFns);
  if (K.pattern == Pattern::Reduce && !reduceResults(Results, Call, Ok, K, RC))
    return std::nullopt;
  if (K.pattern == Pattern::Reduce && Ok && !checkResultTypes(Args[I + 1], Results, RC))
    return std::nullopt;
  if (K.pattern == Pattern::Scan && !scanResult(Results, Call, K, RC))
    return std::nullopt;
  if (!Ok)
    return std::nullopt;
  nameReducerOps(K);
  guardLaunchNames(K, Encl, RC.Ctx);
  return K;
}

} // namespace kt
