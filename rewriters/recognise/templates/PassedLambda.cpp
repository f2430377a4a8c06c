// Lambdas passed to a user function template that dispatches them (`run(n, KOKKOS_LAMBDA(int
// i) {...})`, `template <class F> void run(int n, F f) { parallel_for(n, f); }`): Model.h,
// PassedLambda.
//
// The kernel's value is the lambda written at the call: its body and its captures, recognised
// there as if it were written at the dispatch. At the call the lambda becomes an object of a
// generated capture struct, initialised as the lambda copies its captures (where it is
// written), so the values the kernel receives are the ones Kokkos would copy. The dispatch in
// the template calls the struct's member function holding the launch. A lambda stored in a
// local variable first (`auto f = KOKKOS_LAMBDA...; run(n, f);`) becomes the struct there, when
// the variable is only passed to user functions. Refused (KT1011): a lambda that is neither a
// call's argument nor such a variable's initialiser, that captures by reference or `this`,
// that is written inside a template, or whose closure is also called on
// the host (the struct has no operator()).
#include "rewriters/recognise/templates/PassedLambda.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "rewriters/recognise/ast/Visitor.h"

#include <map>

using namespace clang;

namespace kt {

namespace {

const CXXRecordDecl *closureClass(const Expr *E) {
  const auto *RD = E->getType().getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isLambda() ? RD : nullptr;
}

/// The lambda expression whose closure class is RD, in the editable files' declarations.
const LambdaExpr *lambdaOfClass(const CXXRecordDecl *RD, ASTContext &Ctx) {
  struct Finder : Visitor {
    const CXXRecordDecl *RD = nullptr;
    const LambdaExpr *Found = nullptr;
    bool shouldVisitTemplateInstantiations() const override { return true; }
    bool VisitLambdaExpr(LambdaExpr *L) override {
      if (L->getLambdaClass() == RD)
        Found = L;
      return !Found;
    }
  } F;
  F.RD = RD;
  for (Decl *D : Ctx.getTraversalScope())
    if (!F.Found)
      F.TraverseDecl(D);
  return F.Found;
}

/// The call of a user function that takes L (a lambda, or a variable holding one) as an
/// argument, or null.
const CallExpr *callTaking(const Expr *L, ASTContext &Ctx) {
  const Stmt *S = L;
  for (DynTypedNodeList P = Ctx.getParents(*S); !P.empty(); P = Ctx.getParents(*S)) {
    const Stmt *Up = P[0].get<Stmt>();
    if (Up && (isa<ImplicitCastExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr,
                   ParenExpr>(Up) ||
               (isa<CXXConstructExpr>(Up) && cast<CXXConstructExpr>(Up)->getNumArgs() == 1))) {
      S = Up;
      continue;
    }
    const auto *C = dyn_cast_or_null<CallExpr>(Up);
    const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
    if (!F || isKokkosDecl(F))
      return nullptr;
    for (const Expr *A : C->arguments())
      if (A == S)
        return C;
    return nullptr;
  }
  return nullptr;
}

/// The local variable whose initialiser is the lambda L (`auto f = KOKKOS_LAMBDA(...) {...};`),
/// or null.
const VarDecl *storingVariable(const LambdaExpr *L, ASTContext &Ctx) {
  DynTypedNodeList P = Ctx.getParents(*L);
  for (const Stmt *S = L; !P.empty(); P = Ctx.getParents(*S)) {
    const auto *V = P[0].get<VarDecl>();
    if (V && V->isLocalVarDecl() && !V->isStaticLocal() && !isa<ParmVarDecl>(V) &&
        !V->getType()->isReferenceType() && V->getInit() && strip(V->getInit()) == L)
      return V;
    const Stmt *Up = P[0].get<Stmt>();
    if (!Up || !isa<ImplicitCastExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr,
                    ExprWithCleanups, CXXConstructExpr, ParenExpr>(Up))
      return nullptr;
    S = Up;
  }
  return nullptr;
}

/// The first use of the variable V in its function that is not an argument of a call to a
/// user function (a Kokkos dispatch, a copy, a call of it), or null when there is none.
const DeclRefExpr *otherUse(const VarDecl *V, ASTContext &Ctx) {
  struct Uses : Visitor {
    const VarDecl *V = nullptr;
    ASTContext *Ctx = nullptr;
    const DeclRefExpr *Found = nullptr;
    bool VisitDeclRefExpr(DeclRefExpr *E) override {
      if (!Found && E->getDecl() == V && !callTaking(E, *Ctx))
        Found = E;
      return !Found;
    }
  } U;
  U.V = V;
  U.Ctx = &Ctx;
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (F && F->getBody())
    U.TraverseStmt(F->getBody());
  return U.Found;
}

/// A use of one of RD's member functions other than its constructors, its destructor and
/// (Called set instead) its call operator: a conversion to a function pointer, or null.
const Expr *hostCallOf(const CXXRecordDecl *RD, ASTContext &Ctx, bool &Called) {
  struct Uses : Visitor {
    const CXXRecordDecl *RD = nullptr;
    const Expr *Found = nullptr;
    bool Called = false;
    bool shouldVisitTemplateInstantiations() const override { return true; }
    void check(const ValueDecl *D, const Expr *E) {
      const auto *M = dyn_cast_or_null<CXXMethodDecl>(D);
      if (Found || !M || M->getParent() != RD || isa<CXXConstructorDecl>(M) ||
          isa<CXXDestructorDecl>(M))
        return;
      if (M->getOverloadedOperator() == OO_Call)
        Called = true; // `f(0)` on the host: the struct's operator() (hostCallOperator)
      else
        Found = E;
    }
    bool VisitDeclRefExpr(DeclRefExpr *E) override {
      check(E->getDecl(), E);
      return !Found;
    }
    bool VisitMemberExpr(MemberExpr *E) override {
      check(E->getMemberDecl(), E);
      return !Found;
    }
  } U;
  U.RD = RD;
  for (Decl *D : Ctx.getTraversalScope())
    if (!U.Found)
      U.TraverseDecl(D);
  Called = U.Called;
  return U.Found;
}

/// The capture struct's host-only operator() for a closure the template also calls on the
/// host: the lambda's parameters and body, whose captures are the struct's members, after the
/// declarations of the enclosing function it uses (Locals, as the kernel declares them again).
std::string hostCallOperator(const LambdaExpr *L, const std::vector<LocalDecl> &Locals,
                             ASTContext &Ctx) {
  const CXXMethodDecl *Op = L->getCallOperator();
  std::string Params, Decls;
  for (const LocalDecl &D : Locals)
    Decls += D.text + "\n";
  for (const ParmVarDecl *P : Op->parameters())
    Params += (Params.empty() ? "" : ", ") + sourceText(Ctx, P->getSourceRange());
  return "// the lambda called on the host, in the template\nauto operator()(" + Params +
         ") const" +
         (L->hasExplicitResultType() ? " -> " + typeText(Op->getReturnType(), Ctx) : "") + " " +
         (Locals.empty() ? "" : "{\n") + Decls +
         ktSpell(sourceText(Ctx, L->getBody()->getSourceRange())) +
         (Locals.empty() ? "" : "\n}") + "\n";
}

/// Why the captures of L cannot become the members of a capture struct, at Where; empty if
/// they can.
std::string captureRefusal(const LambdaExpr *L, SourceLocation &Where) {
  for (const LambdaCapture &C : L->captures()) {
    Where = C.getLocation();
    if (C.capturesThis())
      return "captures 'this'";
    if (C.capturesVLAType())
      return "captures a variable-length array";
    const auto *V = dyn_cast<VarDecl>(C.getCapturedVar());
    const std::string N = V ? "'" + V->getNameAsString() + "'" : "a binding";
    if (!V)
      return "captures " + N;
    if (C.getCaptureKind() != LCK_ByCopy)
      return "captures " + N + " by reference";
    if (V->getType()->isReferenceType() || V->getType()->isArrayType())
      return "captures " + N + ", a reference or an array";
  }
  return "";
}

bool isIntegerLiteral(const std::string &S) {
  return !S.empty() && std::all_of(S.begin(), S.end(), [](char C) { return isdigit(C); });
}

} // namespace

const LambdaExpr *passedLambdaArg(const CallExpr *Call, ASTContext &Ctx) {
  for (const Expr *A : Call->arguments()) {
    const VarDecl *Stored = nullptr;
    const Expr *E = strip(A);
    if (const CXXRecordDecl *RD = closureClass(E);
        RD && !isa<LambdaExpr>(E) && !storedLambda(E, Stored))
      return lambdaOfClass(RD, Ctx);
  }
  return nullptr;
}

bool recognisePassedLambda(const Expr *Arg, Kernel &K, RecogContext &RC) {
  ASTContext &Ctx = RC.Ctx;
  SourceManager &SM = Ctx.getSourceManager();
  const CXXRecordDecl *RD = closureClass(strip(Arg));
  const LambdaExpr *L = RD ? lambdaOfClass(RD, Ctx) : nullptr;
  auto Refuse = [&](SourceLocation At, const std::string &Why) {
    RC.Diags.error(At, DiagId::UnsupportedBody,
                   "the kernel body is a lambda passed in as '" +
                       sourceText(Ctx, Arg->getSourceRange()) + "', " + Why);
    return false;
  };
  if (!RC.Instantiation || !L)
    return Refuse(Arg->getBeginLoc(),
                  "which the translator can follow only from a lambda written as the argument "
                  "of a call to the function template holding the dispatch");
  const VarDecl *Stored = callTaking(L, Ctx) ? nullptr : storingVariable(L, Ctx);
  if (!Stored && !callTaking(L, Ctx))
    return Refuse(L->getBeginLoc(),
                  "which is neither written as the argument of a call nor the initialiser of "
                  "a local variable (it is returned by a function, or stored in a member); "
                  "write the lambda in the call");
  // Stored first (`auto f = KOKKOS_LAMBDA...; run(n, f);`): the variable becomes the capture
  // struct, initialised where the lambda copies its captures; it may only be passed on.
  if (const DeclRefExpr *Use = Stored ? otherUse(Stored, Ctx) : nullptr)
    return Refuse(Use->getBeginLoc(),
                  "stored in '" + Stored->getNameAsString() + "', which is used here other "
                  "than as an argument of a call to a user function; the variable becomes a "
                  "struct of the lambda's captures, which can only be passed on to the "
                  "templates that dispatch it");
  if (inTemplate(enclosingFunction(L, Ctx)))
    return Refuse(L->getBeginLoc(), "which is written inside a template: call the template "
                                    "from a non-template function");
  if (!SM.isWrittenInMainFile(SM.getExpansionLoc(L->getBeginLoc())))
    return Refuse(L->getBeginLoc(), "which is written in a header: write the call in the file "
                                    "being translated");
  SourceLocation Where = L->getBeginLoc();
  if (std::string Why = captureRefusal(L, Where); !Why.empty())
    return Refuse(Where, "which " + Why + "; at its call it becomes a struct that copies each "
                         "captured variable: capture by copy ([=]) only");
  bool Called = false;
  if (const Expr *Use = hostCallOf(RD, Ctx, Called))
    return Refuse(Use->getBeginLoc(),
                  "whose closure is used here other than called (converted to a function "
                  "pointer?); at its call the lambda becomes a struct of its captures, which "
                  "can be called on the host and passed to Kokkos dispatches only");
  if (Called && (K.policy.kind == PolicyKind::Team || L->isGenericLambda() || L->isMutable()))
    return Refuse(L->getBeginLoc(),
                  "whose closure is also called on the host; the struct of its captures can "
                  "be called so only for a non-generic, non-mutable lambda of a range or "
                  "MDRange dispatch");
  // Its kernel is defined before the declaration holding the lambda, in the main file.
  RecogContext At = RC.atKernel({SM.getMainFileID(), insertionPoint(Ctx, L)});
  bool Ok;
  {
    const KernelPosition Pos(At.KernelAt, SM);
    Ok = recogniseBody(L, K, At);
  }
  RC.takeFindings(At);
  K.insertAt = At.KernelAt.second;
  if (!Ok)
    return false;
  PassedLambda PL;
  PL.lambdaLine = lineOf(Ctx, L->getBeginLoc());
  PL.structName = "kt_lambda_L" + std::to_string(PL.lambdaLine);
  PL.object = sourceText(Ctx, Arg->getSourceRange());
  if (Called)
    PL.hostCall = hostCallOperator(L, K.body.locals, Ctx);
  for (Capture &C : K.captures) {
    PL.memberTypes.push_back(C.type);
    PL.inits.push_back(C.hostExpr);
    C.hostExpr = C.name; // the launch, a member function, reads the struct's member
  }
  std::tie(PL.lambdaBegin, PL.lambdaEnd) = fileOffsets(Ctx, L->getSourceRange());
  K.passedLambda = std::move(PL);
  return true;
}

void passLaunchValues(Kernel &K) {
  PassedLambda &PL = *K.passedLambda;
  PL.method = K.name + "_launch"; // not the kernel's name, which it would hide
  auto Pass = [&](std::string &S) {
    if (S.empty() || isIntegerLiteral(S))
      return;
    auto It = std::find(PL.args.begin(), PL.args.end(), S);
    const size_t I = It - PL.args.begin();
    if (It == PL.args.end())
      PL.args.push_back(S);
    S = "kt_a" + std::to_string(I);
  };
  Policy &P = K.policy;
  for (std::string *S : {&P.begin, &P.end, &P.league, &P.teamSize, &P.vectorLength, &K.scanTotal})
    Pass(*S);
  for (auto *V : {&P.lower, &P.upper, &P.tiles})
    for (std::string &S : *V)
      Pass(S);
  for (Policy::Scratch &S : P.scratch) {
    Pass(S.perTeam);
    Pass(S.perThread);
  }
  for (Reducer &R : K.reducers)
    if (R.target != Reducer::Target::None)
      Pass(R.result);
}

bool addPassedKernel(Kernel K, std::vector<Kernel> &Kernels, bool OtherBody, const CallExpr *Call,
                     RecogContext &RC) {
  if (OtherBody || !K.passedLambda) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedBody,
                   "the template holding this dispatch is called both with a lambda and "
                   "with a kernel body that is neither a lambda passed in nor a functor (a "
                   "lambda variable of the template itself?); one dispatch cannot launch both");
    return false;
  }
  passLaunchValues(K);
  for (const Kernel &O : Kernels) {
    const PassedLambda &A = *O.passedLambda, &B = *K.passedLambda;
    if (A.args != B.args || A.object != B.object)
      RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedBody,
                     "the dispatch reads different host expressions for the lambdas passed to "
                     "it at lines " + std::to_string(A.lambdaLine) + " and " +
                         std::to_string(B.lambdaLine) + "; write the dispatch once per lambda");
    else if (A.lambdaBegin == B.lambdaBegin && !(O == K))
      RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedBody,
                     "the lambda passed at line " + std::to_string(A.lambdaLine) +
                         " reaches this dispatch through instantiations that give it different "
                         "kernels; one kernel cannot serve both");
    else if (A.lambdaBegin != B.lambdaBegin)
      continue;
    else
      return true; // the same lambda through another instantiation: the same kernel
    return false;
  }
  Kernels.push_back(std::move(K));
  return true;
}

void namePassedLambdas(std::vector<Kernel> &Kernels) {
  // Each name once per lambda (struct) and per dispatch site (method): _2, _3, ... otherwise.
  auto Unique = [&](auto Name, auto Owner) {
    std::map<std::string, std::vector<std::pair<std::string, unsigned>>> Owners;
    for (Kernel &K : Kernels) {
      if (!K.passedLambda)
        continue;
      std::string &N = Name(*K.passedLambda);
      auto &Seen = Owners[N];
      auto O = Owner(K);
      auto It = std::find(Seen.begin(), Seen.end(), O);
      if (It == Seen.end())
        It = Seen.insert(Seen.end(), O);
      if (It != Seen.begin())
        N += "_" + std::to_string(It - Seen.begin() + 1);
    }
  };
  Unique([](PassedLambda &P) -> std::string & { return P.structName; },
         [](const Kernel &K) { return std::make_pair(std::string(), K.passedLambda->lambdaBegin); });
  Unique([](PassedLambda &P) -> std::string & { return P.method; },
         [](const Kernel &K) { return std::make_pair(K.file, K.stmtBegin); });
}

std::string passedLambdaMethod(const Kernel &K, const std::string &Launch) {
  const PassedLambda &PL = *K.passedLambda;
  std::string Head, Params;
  for (size_t I = 0; I < PL.args.size(); ++I) {
    const std::string N = std::to_string(I);
    Head += (I ? ", class KtA" : "class KtA") + N;
    Params += (I ? ", KtA" : "KtA") + N + " &&kt_a" + N;
  }
  return (Head.empty() ? "" : "template <" + Head + ">\n") + "void " + PL.method + "(" + Params +
         ") const {\n" + Launch + "\n}\n";
}

std::string passedLambdaStruct(const Kernel &K, const std::string &Methods) {
  const PassedLambda &PL = *K.passedLambda;
  std::string S = "// the lambda on line " + std::to_string(PL.lambdaLine) + ", passed to the " +
                  "dispatch at " + K.file + ":" + std::to_string(K.line) +
                  ": its captures, and its launches\nstruct " + PL.structName + " {\n";
  for (size_t I = 0; I < PL.memberTypes.size() && I < K.captures.size(); ++I)
    S += PL.memberTypes[I] + " " + K.captures[I].name + ";\n";
  return S + PL.hostCall + Methods + "};\n\n";
}

std::string passedLambdaCall(const Kernel &K, const std::string &FunctorLaunch) {
  const PassedLambda &PL = *K.passedLambda;
  std::string A;
  for (const std::string &S : PL.args)
    A += (A.empty() ? "" : ", ") + S;
  const std::string Call = PL.object + "." + PL.method + "(" + A + ");";
  if (FunctorLaunch.empty())
    return Call;
  return "if constexpr (kt::is_capture_struct<decltype(" + PL.object + ")>::value) { // a "
         "lambda passed in\n" + Call + "\n} else " + FunctorLaunch;
}

std::string passedLambdaInit(const Kernel &K) {
  const PassedLambda &PL = *K.passedLambda;
  std::string A;
  for (const std::string &S : PL.inits)
    A += (A.empty() ? "" : ", ") + S;
  return PL.structName + "{" + A + "}";
}

} // namespace kt
