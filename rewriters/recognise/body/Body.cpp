// Recognises the body of a dispatch: a lambda (KOKKOS_LAMBDA or [=]) or a functor's
// operator(), its parameters, and the variables it needs as kernel parameters.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/reduce/ArrayReduction.h"
#include "rewriters/recognise/reduce/FunctorReduction.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/body/BodyParts.h"
#include "rewriters/recognise/templates/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {

namespace {


/// Local variables of the enclosing function that the lambda uses without capturing them
/// (constants that are not odr-used, such as `const int N = 16;`).
struct UncapturedLocals : Visitor {
  const LambdaExpr *L;
  std::vector<const VarDecl *> Vars;
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (!V || !V->isLocalVarDeclOrParm() || std::find(Vars.begin(), Vars.end(), V) != Vars.end())
      return true;
    for (const DeclContext *DC = V->getDeclContext(); DC; DC = DC->getParent())
      if (DC == L->getCallOperator() || DC == L->getLambdaClass())
        return true; // declared inside the lambda (or a lambda nested in it)
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCapturedVar() == V)
        return true;
    Vars.push_back(V);
    return true;
  }
};

struct FieldUses : Visitor {
  std::vector<const FieldDecl *> Fields;
  std::vector<SourceLocation> FirstUse; ///< per field: its first use
  /// Member functions called on this object, each with the call's location: resolved calls,
  /// and in a template's pattern (an operator() templated on the work tag) every candidate of
  /// a call that the template's parameters leave unresolved (`apply(Tag(), i)`).
  std::vector<std::pair<const CXXMethodDecl *, SourceLocation>> MemberCalls;
  /// A class the body defines (`struct S { int i; bool f() const { return i; } };`): its
  /// members' `this` is its own, never the functor.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) override { return true; }
  bool VisitMemberExpr(MemberExpr *M) override {
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()))
      if (isa<CXXThisExpr>(M->getBase()->IgnoreImplicit()))
        if (std::find(Fields.begin(), Fields.end(), F) == Fields.end()) {
          Fields.push_back(F);
          FirstUse.push_back(M->getMemberLoc());
        }
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) override {
    if (const Expr *O = C->getImplicitObjectArgument())
      if (isa<CXXThisExpr>(O->IgnoreImplicit()))
        MemberCalls.push_back({C->getMethodDecl(), C->getExprLoc()});
    return true;
  }
  /// `apply(Tag(), i)` with one `apply`: a dependent plain CallExpr whose callee is a
  /// MemberExpr of `this` (not a CXXMemberCallExpr).
  bool VisitCallExpr(CallExpr *C) override {
    const auto *M = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParens());
    if (isa<CXXMemberCallExpr>(C) || !M || !isa<CXXThisExpr>(M->getBase()->IgnoreImplicit()))
      return true;
    if (const auto *F = dyn_cast<CXXMethodDecl>(M->getMemberDecl()))
      MemberCalls.push_back({F, M->getMemberLoc()});
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *U) override {
    if (!U->isImplicitAccess() && !isa<CXXThisExpr>(U->getBase()->IgnoreImplicit()))
      return true;
    std::vector<const CXXMethodDecl *> Candidates;
    for (const NamedDecl *D : U->decls())
      if (const auto *M = dyn_cast<CXXMethodDecl>(D->getUnderlyingDecl()->getAsFunction()))
        Candidates.push_back(M);
    llvm::sort(Candidates, [](const CXXMethodDecl *A, const CXXMethodDecl *B) {
      return A->getBeginLoc().getRawEncoding() < B->getBeginLoc().getRawEncoding();
    }); // in declaration order, as the device copy lists them
    for (const CXXMethodDecl *M : Candidates)
      MemberCalls.push_back({M, U->getMemberLoc()});
    return true;
  }
};

/// The kernel-side copy of a member function the body calls: its text from the return type
/// to the body, which goes through `kt_self` (the device copy of the used members).
MemberFunction memberFunction(const CXXMethodDecl *M, const FunctionDecl *Def,
                              RecogContext &RC) {
  MemberFunction MF;
  BodyScope MS; // no Functor: in the device copy, its member calls reach the copy's own
  MS.InLoop = false; // its `return` statements are its own
  // Defined out of line (`double SNA::f(double r) const {`): the definition's text without
  // `SNA::` (the declaration in the class may name no parameters). Its class-scope types are
  // spelled as in the body (the copy is defined outside the class).
  // The head written with the body: a member of a class template instantiation has the
  // in-class declaration's locations and its pattern's body, so an out-of-line pattern's head is
  // the pattern's (else the text would run from the class on to that body).
  const FunctionDecl *Pattern = Def->getTemplateInstantiationPattern();
  const FunctionDecl *Head = Pattern ? Pattern : Def;
  SourceRange Drop;
  if (Head->getQualifierLoc())
    Drop = Head->getQualifierLoc().getSourceRange();
  std::string Sig = signatureSpelling(
      Head, SourceRange(Head->getReturnTypeSourceRange().getBegin(), Def->getBody()->getBeginLoc()),
      Drop, MS, RC);
  MF.signature = Sig.substr(0, Sig.size() > 0 ? Sig.size() - 1 : 0); // without the `{`
  if (const FunctionTemplateDecl *FT = Head->getDescribedFunctionTemplate())
    MF.templateHead = kernelSpelling(FT->getTemplateParameters()->getSourceRange(), RC) + "\n";
  collectBody(Def->getBody(), MS, MF.body, RC);
  return MF;
}

/// The names of the template parameters of the template holding the dispatch being recognised
/// (RC.Instantiation's pattern and the class templates around it): the kernel's.
std::vector<std::string> dispatchTemplateParameters(RecogContext &RC) {
  std::vector<std::string> Names;
  const FunctionDecl *P = RC.Instantiation ? RC.Instantiation->getTemplateInstantiationPattern() : nullptr;
  auto Add = [&](const TemplateParameterList *L) {
    for (const NamedDecl *D : *L)
      Names.push_back(D->getNameAsString());
  };
  if (const FunctionTemplateDecl *T = P ? P->getDescribedFunctionTemplate() : nullptr)
    Add(T->getTemplateParameters());
  for (const DeclContext *C = P ? P->getDeclContext() : nullptr; C; C = C->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(C))
      if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
        Add(T->getTemplateParameters());
  return Names;
}

/// The parameters of a member function template that have the name of a parameter of the
/// dispatch's template or of the kernel's (a tag-templated operator()'s: miniMD's ForceLJ, whose
/// operator() overloads all name theirs EVFLAG, ...): the kernel's copy of the functor is a
/// template over those, and a member template of it cannot declare the name again, so the copy
/// renames them (renameTemplateParameters).
std::vector<std::string> shadowedParameters(const FunctionTemplateDecl *FT, const Kernel &K,
                                            RecogContext &RC) {
  std::vector<std::string> Outer = dispatchTemplateParameters(RC), Shadowed;
  for (const TemplateParam &P : K.templateParams) // a tag-templated operator()'s own
    Outer.push_back(P.name);
  for (const NamedDecl *D : *FT->getTemplateParameters()) {
    std::string N = D->getNameAsString();
    if (!N.empty() && std::find(Outer.begin(), Outer.end(), N) != Outer.end())
      Shadowed.push_back(N);
  }
  return Shadowed;
}

/// The offsets of the identifier tokens of Text named in Names, other than member names and
/// qualified names (after `.`, `->` or `::`). Inside the member template a parameter's name
/// cannot name anything else ([temp.local]: a template parameter cannot be redeclared in its
/// scope), so every other such token names the parameter.
std::vector<std::pair<size_t, size_t>> parameterTokens(const std::string &Text,
                                                       const std::vector<std::string> &Names,
                                                       RecogContext &RC) {
  std::vector<std::pair<size_t, size_t>> Found;
  Lexer L(SourceLocation(), RC.Ctx.getLangOpts(), Text.c_str(), Text.c_str(),
          Text.c_str() + Text.size());
  Token T;
  tok::TokenKind Prev = tok::unknown;
  while (!L.LexFromRawLexer(T)) {
    if (T.is(tok::raw_identifier) && Prev != tok::period && Prev != tok::arrow &&
        Prev != tok::coloncolon &&
        std::find(Names.begin(), Names.end(), T.getRawIdentifier().str()) != Names.end())
      Found.push_back({size_t(T.getRawIdentifier().data() - Text.c_str()), T.getLength()});
    Prev = T.getKind();
  }
  if (T.is(tok::raw_identifier) && Prev != tok::period && Prev != tok::arrow &&
      Prev != tok::coloncolon && // the last token (LexFromRawLexer returned true at it)
      std::find(Names.begin(), Names.end(), T.getRawIdentifier().str()) != Names.end())
    Found.push_back({size_t(T.getRawIdentifier().data() - Text.c_str()), T.getLength()});
  return Found;
}

std::string renamedParameter(const std::string &N) { return "kt_tparam_" + N; }

std::string renameInText(const std::string &Text, const std::vector<std::string> &Names,
                         RecogContext &RC) {
  std::string S = Text;
  auto Found = parameterTokens(Text, Names, RC);
  for (auto It = Found.rbegin(); It != Found.rend(); ++It)
    S.replace(It->first, It->second, renamedParameter(Text.substr(It->first, It->second)));
  return S;
}

/// The copy MF of a member function template with its parameters Names renamed (kt_tparam_N) in
/// its template head, signature and body: false where a name lies inside one of the body's ops
/// (whose text the lowerings print), which is then left as it was.
bool renameTemplateParameters(MemberFunction &MF, const std::vector<std::string> &Names,
                              RecogContext &RC) {
  std::vector<std::unique_ptr<BodyOp>> Renames;
  for (auto [Offset, Length] : parameterTokens(MF.body.text, Names, RC)) {
    for (const auto &Op : MF.body.ops)
      if (Op->length ? Op->offset + Op->length > Offset && Op->offset < Offset + Length
                     : Op->offset >= Offset && Op->offset < Offset + Length)
        return false;
    auto Op = std::make_unique<BodyOp>();
    Op->kind = BodyOp::Kind::Rename;
    Op->offset = Offset;
    Op->length = Length;
    Op->text = renamedParameter(MF.body.text.substr(Offset, Length));
    Renames.push_back(std::move(Op));
  }
  for (auto &Op : Renames)
    MF.body.ops.push_back(std::move(Op));
  std::stable_sort(MF.body.ops.begin(), MF.body.ops.end(),
                   [](const auto &A, const auto &B) { return A->offset < B->offset; });
  MF.templateHead = renameInText(MF.templateHead, Names, RC);
  MF.signature = renameInText(MF.signature, Names, RC);
  return true;
}

} // namespace

/// The member functions the body calls, transitively (U.MemberCalls grows as their bodies are
/// traversed), copied into K.memberFunctions, one copy per member template; Bodies gets every
/// body traversed. False (reported) where one cannot be copied.
static bool copyCalledMembers(FieldUses &U, std::vector<const Stmt *> &Bodies, Kernel &K,
                              RecogContext &RC) {
  std::vector<const CXXMethodDecl *> Called;
  std::vector<const FunctionTemplateDecl *> Templates; // member templates copied (one per template)
  bool Ok = true;
  for (size_t I = 0; I < U.MemberCalls.size(); ++I) {
    const auto [M, CallLoc] = U.MemberCalls[I];
    const FunctionDecl *Def = nullptr;
    if (!M || std::find(Called.begin(), Called.end(), M) != Called.end())
      continue;
    const FunctionTemplateDecl *FT =
        M->getPrimaryTemplate() ? M->getPrimaryTemplate() : M->getDescribedFunctionTemplate();
    if (FT && std::find(Templates.begin(), Templates.end(), FT->getCanonicalDecl()) != Templates.end()) {
      // another specialization of a template already copied: the copy needs what this one
      // calls too (an overload for its argument types: eps(half_t) beside eps(float))
      Called.push_back(M);
      if (M->hasBody(Def) && Def->getBody()) {
        Bodies.push_back(Def->getBody());
        U.TraverseStmt(Def->getBody());
      }
      continue;
    }
    // A specialization that nothing instantiated (the bundled API never calls the functor):
    // the template's own definition, whose text the copy holds anyway.
    if (!M->hasBody(Def) && FT)
      FT->getTemplatedDecl()->hasBody(Def);
    if (!Def) {
      RC.Diags.error(CallLoc, DiagId::FunctorMemberCall,
                     "member function '" + M->getNameAsString() +
                         "' is called in a kernel but its definition is not visible");
      Ok = false;
      continue;
    }
    if (M->isVirtual()) {
      RC.Diags.error(CallLoc, DiagId::VirtualCall,
                     "virtual member function '" + M->getNameAsString() + "' called in a kernel");
      Ok = false;
      continue;
    }
    MemberFunction MF = memberFunction(M, Def, RC);
    if (std::vector<std::string> Shadowed = FT ? shadowedParameters(FT, K, RC)
                                               : std::vector<std::string>();
        !Shadowed.empty() && !renameTemplateParameters(MF, Shadowed, RC)) {
      RC.Diags.error(CallLoc, DiagId::FunctorMemberCall,
                     "member function template '" + FT->getNameAsString() +
                         "' has a template parameter named '" + Shadowed[0] +
                         "', as the kernel's template has (the template holding the dispatch, "
                         "or a tag-templated operator()), and the translator cannot rename it "
                         "in the copy (it is used inside a Kokkos construct of the body): the "
                         "kernel's copy of the functor is a template over those parameters, "
                         "and its member template cannot declare that name again; rename one "
                         "of them");
      Ok = false;
      continue;
    }
    if (FT)
      Templates.push_back(FT->getCanonicalDecl());
    Called.push_back(M);
    Bodies.push_back(Def->getBody());
    U.TraverseStmt(Def->getBody()); // appends its fields and further member calls
    K.memberFunctions.push_back(std::move(MF));
  }
  return Ok;
}

bool collectObjectMembers(const Stmt *Body, const CXXRecordDecl *RD, const ObjectAccess &A,
                          Kernel &K, RecogContext &RC) {
  // Fields used by the body and by every member function it calls (transitively).
  FieldUses U;
  U.TraverseStmt(const_cast<Stmt *>(Body));
  std::vector<const Stmt *> Bodies{Body};
  bool Ok = copyCalledMembers(U, Bodies, K, RC);
  for (size_t FI = 0; FI < U.Fields.size(); ++FI) {
    const FieldDecl *F = U.Fields[FI];
    Capture C;
    C.name = F->getNameAsString();
    C.type = typeText(F->getType(), RC.Ctx);
    C.hostExpr = memberHostExpr(F, RD, A, K, RC, Ok);
    C.member = true;
    Ok = classifyCapture(F->getType(), F->getLocation(), C.name, C, K.policy.space, RC) && Ok;
    if (C.kind == Capture::Kind::View || isKokkosView(F->getType().getNonReferenceType()))
      Ok = checkViewSpace(F->getType(), nullptr, U.FirstUse[FI], C.name, K, RC) && Ok;
    if (isRandomPool(F->getType()))
      Ok = checkPoolSpace(F->getType(), U.FirstUse[FI], C.name, K, RC) && Ok;
    Ok = (K.memberFunctions.empty() ? objectImageUses(Bodies, F, C, RC)
                                    : checkImageUses(Bodies, F, C, RC)) && Ok;
    Ok = checkImageSpaces(F->getType(), U.FirstUse[FI], C, K, Bodies, F, RC) && Ok;
    Ok = checkVectorUses(F->getType(), C, K, Bodies, F, RC) && Ok;
    K.captures.push_back(C);
  }
  return Ok;
}

namespace {

/// A named work tag parameter (`operator()(A t, int i)`, `[=](const A &t, int i)`): Kokkos passes a
/// value-initialised tag, which the kernel declares for the body.
void bindWorkTag(const ParmVarDecl *Tag, Kernel &K, RecogContext &RC) {
  if (!Tag->getIdentifier())
    return;
  const QualType T = Tag->getType().getNonReferenceType();
  K.body.paramBindings.push_back(std::string(T.isConstQualified() ? "const " : "") +
                                 typeText(T, RC.Ctx) + " " + Tag->getNameAsString() + "{};");
}

/// The operator() a dispatch calls, as Kokkos' overload resolution picks it: the work tag's
/// overloads (or the untagged ones), then the one whose arity is the pattern's (index
/// arguments, + accumulator for reduce, + final flag for scan), and among several of that arity
/// the one whose first argument is a team member (team policies) or an index (the others).
/// Falls back to the first tag match, which readParams then reports.
const CXXMethodDecl *selectCallOperator(const CXXRecordDecl *RD, Kernel &K, bool &HasTag,
                                        RecogContext &RC) {
  const size_t NIdx = K.policy.kind == PolicyKind::MDRange ? (size_t)K.policy.rank : 1;
  const size_t Want =
      NIdx + (K.pattern == Pattern::For ? 0 : 1) + (K.pattern == Pattern::Scan ? 1 : 0);
  const CXXMethodDecl *First = nullptr, *Arity = nullptr;
  auto Call = [](const CXXMethodDecl *M) { return M->getOverloadedOperator() == OO_Call; };
  // A reduction into several results (`(i, j, k, int64_t &a, int64_t &b, int64_t &c)`): NIdx
  // indices, then only accumulators (non-const references), at least two.
  auto Accumulator = [](const ParmVarDecl *P) { // `T &v`, or an array reduction's `T v[]`
    const QualType T = P->getType();
    return (T->isLValueReferenceType() && !T.getNonReferenceType().isConstQualified()) ||
           T->isPointerType();
  };
  // A reduction's overload takes NIdx indices, then accumulators only.
  auto ReduceShape = [&](const CXXMethodDecl *M, size_t Skip) {
    for (size_t P = Skip; P < M->getNumParams(); ++P)
      if (Accumulator(M->getParamDecl(P)) != (P >= Skip + NIdx))
        return false;
    return M->getNumParams() > Skip + NIdx;
  };
  auto SeveralResults = [&](const CXXMethodDecl *M, size_t Skip) {
    return K.pattern == Pattern::Reduce && M->getNumParams() >= Skip + NIdx + 2 &&
           ReduceShape(M, Skip);
  };
  for (const CXXMethodDecl *M : visibleMethods(RD, Call)) {
    if (!M->hasBody())
      continue;
    bool Tagged = false;
    // The type, not its text (recognisePolicy sets both): a class template's
    // `operator()(Trait, int)` prints `Trait`.
    if (!K.policy.workTag.empty() && M->getNumParams() > 0 && !RC.WorkTag.isNull())
      Tagged = RC.Ctx.hasSameUnqualifiedType(M->getParamDecl(0)->getType().getNonReferenceType(),
                                             RC.WorkTag);
    if (!K.policy.workTag.empty() != Tagged)
      continue;
    const size_t Skip = Tagged ? 1 : 0;
    if (!First)
      First = M, HasTag = Tagged;
    if (M->getNumParams() != Skip + Want && !SeveralResults(M, Skip))
      continue;
    if (K.pattern == Pattern::Reduce && K.policy.kind != PolicyKind::Team && !ReduceShape(M, Skip))
      continue; // of this arity, but another number of indices

    const QualType First0 = M->getParamDecl(Skip)->getType().getNonReferenceType();
    const CXXRecordDecl *MemberClass = First0->getAsCXXRecordDecl();
    // A team policy passes its member (a Kokkos class; a user's class is another overload's
    // work tag: TestTeam's `operator()(const VerifyInitTag &, const team_member &)`).
    if (K.policy.kind == PolicyKind::Team ? MemberClass && isKokkosDecl(MemberClass)
                                          : First0->isIntegerType()) {
      HasTag = Tagged;
      return M;
    }
    if (!Arity)
      Arity = M;
  }
  if (Arity)
    HasTag = !K.policy.workTag.empty();
  if (!Arity && !K.policy.workTag.empty()) // an operator() templated on the tag, of this arity
    if (const CXXMethodDecl *T = selectTagTemplateOperator(RD, Want, K, RC)) {
      HasTag = true;
      return T;
    }
  return Arity ? Arity : First;
}

bool recogniseFunctor(const Expr *Arg, const CXXRecordDecl *RD, Kernel &K, RecogContext &RC) {
  K.isFunctor = true;
  K.functorType = typeText(Arg->getType(), RC.Ctx);
  for (const CXXConstructorDecl *C : RD->ctors())
    K.functorCopied = K.functorCopied || (C->isCopyConstructor() && C->isUserProvided());
  if (RD->hasUserDeclaredCopyConstructor() && !RD->hasCopyConstructorWithConstParam()) {
    // Kokkos takes the functor as `const F &` and copies it: real Kokkos does not compile this.
    RC.Diags.error(Arg->getBeginLoc(), DiagId::NonTrivialCapture,
                   "functor '" + K.functorType + "' has a copy constructor that takes a non-const "
                   "reference: Kokkos copies the functor from a const reference, which needs a "
                   "copy constructor taking `const " + RD->getNameAsString() + " &`");
    return false;
  }
  // Host text the launch keeps: a temporary's Kokkos names (`F<Kokkos::HostSpace::
  // execution_space>(d)`) spelled for the shim, as the host code around it is.
  K.functorExpr = ktSpell(sourceText(RC.Ctx, Arg->getSourceRange()));
  bool HasTag = false;
  const CXXMethodDecl *Op = selectCallOperator(RD, K, HasTag, RC);
  if (!Op) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedBody,
                   "functor '" + K.functorType + "' has no operator() for this dispatch" +
                       (K.policy.workTag.empty() ? "" : " and work tag " + K.policy.workTag));
    return false;
  }
  // The definition's parameters: its body names them (a declaration in the class may name
  // them otherwise, or not at all).
  if (const FunctionDecl *Def = nullptr; Op->hasBody(Def))
    Op = cast<CXXMethodDecl>(Def);
  if (!readParams(Op->parameters(), K, HasTag, Op->getLocation(), RC) ||
      !applyTeamShmemHook(RD, Arg, K, RC))
    return false;
  std::tie(K.functorBodyBegin, K.functorBodyEnd) =
      fileOffsets(RC.Ctx, Op->getBody()->getSourceRange());
  RC.FunctorBodyFile = fileOfRange(RC.Ctx, Op->getBody()->getSourceRange());
  ObjectAccess A;
  A.prefix = "kt_functor.";
  A.accessor = true;
  bool Ok = collectObjectMembers(Op->getBody(), RD, A, K, RC);
  // Custom reduction or scan op: value_type + join (+ init, final). Array reductions run
  // theirs on the host.
  if (K.arrayReduction)
    Ok = recogniseArrayMethods(RD, Arg, RC) && Ok;
  else if ((K.pattern == Pattern::Reduce || K.pattern == Pattern::Scan) &&
           !functorReductionOp(RD, Arg, K, RC))
    return false;
  BodyScope Scope;
  Scope.Functor = RD;
  Scope.TemplateKernel = !K.templateParams.empty();
  if (K.policy.kind == PolicyKind::Team)
    Scope.Member = Op->getParamDecl(HasTag ? 1 : 0);
  collectBody(Op->getBody(), Scope, K.body, RC);
  // A specialization of an operator() templated on the tag: its type as the template writes it
  // (`Tag`; the kernel is a template over the same parameters).
  const FunctionDecl *Written = Op->getPrimaryTemplate() && Op->getTemplateInstantiationPattern()
                                    ? Op->getTemplateInstantiationPattern()
                                    : Op;
  if (HasTag)
    bindWorkTag(Written->getParamDecl(0), K, RC);
  recogniseRankSegments(Op->getBody(), Scope.Member, K, RC);
  checkKernelSafety(Op->getBody(), nullptr, K, RC);
  return checkDualViewSides(Op->getBody(), K, RC) && Ok;
}

} // namespace


bool accumulatorIsReference(const ParmVarDecl *P, Pattern Pat, RecogContext &RC) {
  if (P->getType()->isReferenceType() || P->getType()->isDependentType())
    return true;
  if (P->getOriginalType()->isArrayType()) { // `value_type s` with `using value_type = T[]`
    RC.Diags.error(P->getLocation(), DiagId::ArrayReductionForm,
                   "a functor array reduction (value_type T[], value_count) is translated with "
                   "one accumulator only; reduce into a struct value_type with a fixed-size "
                   "array member, or one result per element");
    return false;
  }
  std::string N = P->getNameAsString();
  RC.Diags.error(P->getLocation(), DiagId::AccumulatorByValue,
                 std::string("the ") + (Pat == Pattern::Scan ? "scan" : "reduction") +
                     " accumulator '" + N + "' is taken by value, so the body's updates are "
                     "lost (a top-level body does not compile with Kokkos); take it by "
                     "reference: '" +
                     P->getType().getAsString() + "& " + N + "'");
  return false;
}

/// An init capture's value at the launch: its initialiser, as written (`= expr` only).
static bool initCaptureValue(const VarDecl *V, Capture &KC, RecogContext &RC) {
  if (V->getInitStyle() != VarDecl::CInit || !V->getInit() || V->getType()->isReferenceType()) {
    RC.Diags.error(V->getLocation(), DiagId::UnsupportedBody,
                   "the init capture '" + KC.name + "' is supported only as a copy initialised "
                   "with '=' (`" + KC.name + " = expression`)");
    return false;
  }
  KC.hostExpr = "(" + sourceText(RC.Ctx, V->getInit()->getSourceRange()) + ")";
  return true;
}

/// A variable the lambda L captures (C), as a kernel parameter in K.captures; false (reported)
/// when the kernel cannot receive it.
static bool lambdaCapture(const LambdaCapture &C, const LambdaExpr *L, Kernel &K,
                          RecogContext &RC) {
  bool Ok = true;
  if (!C.capturesVariable())
    return true;
  const auto *V = dyn_cast<VarDecl>(C.getCapturedVar());
  if (!V || policyLambdaOnly(V, L->getBody()))
    return true;
  Capture KC;
  KC.name = V->getNameAsString();
  KC.type = typeText(V->getType(), RC.Ctx);
  KC.hostExpr = KC.name;
  if (V->isInitCapture()) // `[=, s = 2 * a]`: the kernel receives the initialiser's value
    Ok = initCaptureValue(V, KC, RC) && Ok;
  SourceLocation Use = C.isImplicit() ? C.getLocation() : C.getLocation();
  Ok = classifyCapture(V->getType(), Use, KC.name, KC, K.policy.space, RC) && Ok;
  if (KC.kind == Capture::Kind::View || isKokkosView(V->getType().getNonReferenceType()))
    Ok = checkViewSpace(V->getType(), V, Use, KC.name, K, RC) && Ok;
  if (isRandomPool(V->getType()))
    Ok = checkPoolSpace(V->getType(), Use, KC.name, K, RC) && Ok;
  Ok = checkImageSpaces(V->getType(), Use, KC, K, {L->getBody()}, V, RC) && Ok;
  Ok = checkVectorUses(V->getType(), KC, K, {L->getBody()}, V, RC) && Ok;
  Ok = objectImageUses({L->getBody()}, V, KC, RC) && Ok;
  K.captures.push_back(KC);
  return Ok;
}

/// The enclosing function's names the body of L uses without capturing them: declared again
/// in the kernel (into K.body), or passed (constants) as kernel parameters.
static bool uncapturedNames(const LambdaExpr *L, Kernel &K, RecogContext &RC) {
  bool Ok = true;
  UncapturedLocals U;
  U.L = L;
  U.TraverseStmt(L->getBody());
  // Local names the body uses: declared again in the kernel (constants among them leave
  // U.Vars); the other constants are passed.
  Ok = collectLocalDecls(L, U.Vars, K.body, RC) && Ok;
  for (const VarDecl *V : U.Vars) {
    if (V->isStaticLocal() && !V->getType().isConstQualified()) {
      RC.Diags.error(V->getLocation(), DiagId::UnsupportedBody,
                     "static local '" + V->getNameAsString() +
                         "' is host memory; a kernel cannot use it");
      Ok = false;
      continue;
    }
    Capture KC;
    KC.name = V->getNameAsString();
    KC.type = typeText(V->getType(), RC.Ctx);
    KC.hostExpr = KC.name;
    Ok = classifyCapture(V->getType(), V->getLocation(), KC.name, KC, K.policy.space, RC) && Ok;
    K.captures.push_back(KC);
  }
  return Ok;
}

bool recogniseBody(const Expr *Arg, Kernel &K, RecogContext &RC) {
  const Expr *E = strip(Arg);
  const VarDecl *Stored = nullptr;
  if (const LambdaExpr *SL = storedLambda(E, Stored)) {
    if (!checkStoredLambda(SL, Stored, Arg, K, RC))
      return false;
    E = SL;
  }
  if (const auto *L = dyn_cast<LambdaExpr>(E)) {
    // A tagged policy calls the lambda with the tag first, as a functor (`[=](const Tag &, int i)`).
    const bool HasTag = !K.policy.workTag.empty() && L->getCallOperator()->getNumParams() > 0;
    if (!readParams(L->getCallOperator()->parameters(), K, HasTag, L->getBeginLoc(), RC))
      return false;
    if (HasTag)
      bindWorkTag(L->getCallOperator()->getParamDecl(0), K, RC);
    bool Ok = true;
    const CXXRecordDecl *Self = nullptr; // KOKKOS_CLASS_LAMBDA: the class whose members travel
    for (const LambdaCapture &C : L->captures()) {
      if (C.capturesThis()) {
        Self = recogniseThisCapture(L, C, K, RC);
        Ok = Self && Ok;
        continue;
      }
      Ok = lambdaCapture(C, L, K, RC) && Ok;
    }
    Ok = checkDualViewSides(L->getBody(), K, RC) && Ok;
    Ok = uncapturedNames(L, K, RC) && Ok;
    if (Self)
      Ok = checkMemberNames(L, K, RC) && Ok;
    BodyScope Scope;
    Scope.Functor = Self; // member function calls go through kt_self
    if (K.policy.kind == PolicyKind::Team)
      Scope.Member = L->getCallOperator()->getParamDecl(HasTag ? 1 : 0);
    collectBody(L->getBody(), Scope, K.body, RC);
    recogniseRankSegments(L->getBody(), Scope.Member, K, RC);
    checkKernelSafety(L->getBody(), L, K, RC);
    return Ok;
  }
  const auto *RD = E->getType()->getAsCXXRecordDecl();
  if (RD && !RD->isLambda())
    return recogniseFunctor(E, RD, K, RC);
  if (RD && RD->isLambda()) // a lambda passed to the template holding the dispatch
    return recognisePassedLambda(Arg, K, RC);
  RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedBody,
                 "the kernel body must be a lambda (written at the dispatch or stored in a local "
                 "variable) or a functor object");
  return false;
}

} // namespace kt
