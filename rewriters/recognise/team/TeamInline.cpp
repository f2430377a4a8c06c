// Nested dispatches over a functor built in place whose class holds references
// (`parallel_for(TeamThreadRange(team, n), F{team, reducer, offset, view})`, as Kokkos'
// TestTeamVector writes them): the functor's operator() is lowered in the kernel as the lambda
// capturing its fields would be. Each initialiser is evaluated once, before the range, into a
// `kt_f_<field>` binding (BodyOp::prelude); the body binds the field names to those, then holds
// the operator()'s body, recognised like a lambda's (a field bound to the team member is the
// member). The body recogniser's visitor, TeamOpsCollector.h.
#include "rewriters/recognise/team/TeamOpsCollector.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/Sema/Sema.h"

namespace kt {

using namespace clang;

InlineFunctor inlineNestedFunctor(const Expr *A, unsigned Arity, ASTContext &Ctx) {
  const Expr *E = strip(A);
  if (const auto *F = E ? dyn_cast<CXXFunctionalCastExpr>(E) : nullptr)
    E = F->getSubExpr()->IgnoreImplicit();
  const auto *IL = E ? dyn_cast<InitListExpr>(E) : nullptr;
  if (IL && !IL->isSemanticForm())
    IL = IL->getSemanticForm();
  const CXXRecordDecl *RD = IL ? IL->getType()->getAsCXXRecordDecl() : nullptr;
  if (!RD || !RD->hasDefinition() || RD->isLambda() || isKokkosDecl(RD))
    return {};
  RD = RD->getDefinition();
  if (std::none_of(RD->field_begin(), RD->field_end(),
                   [](const FieldDecl *F) { return F->getType()->isReferenceType(); }))
    return {};
  InlineFunctor Out;
  Out.Class = RD;
  Out.Inits = IL;
  Out.Call = indexCallOperator(RD, Arity, Ctx);
  return Out;
}

namespace teamops {

namespace {

/// The field of the object `this` points to that E names (`m_x`, `this->m_x`), or null.
const FieldDecl *thisField(const Expr *E) {
  const auto *ME = E ? dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts())
             ? dyn_cast<FieldDecl>(ME->getMemberDecl())
             : nullptr;
}

/// Writes, in a body, through reference fields of inlined functors (nested ones included) to
/// locals declared outside the range Own: Alias maps each field to the local it stands for.
class FieldWrites : public Visitor {
public:
  FieldWrites(SourceRange Own, ASTContext &Ctx) : Own(Own), Ctx(Ctx) {}
  std::map<const FieldDecl *, const VarDecl *> Alias;
  std::vector<std::string> Names;
  std::vector<SourceLocation> Where;

  /// The local outside Own that E (an initialiser) designates, through the fields in Alias.
  const VarDecl *root(const Expr *E) const {
    if (const FieldDecl *F = thisField(E))
      return Alias.count(F) ? Alias.at(F) : nullptr;
    const VarDecl *V = writtenVar(E);
    if (!V || !V->hasLocalStorage())
      return nullptr;
    // Own may begin in a macro (KOKKOS_INLINE_FUNCTION): compared where it is expanded
    const SourceManager &SM = Ctx.getSourceManager();
    const SourceLocation L = SM.getExpansionLoc(V->getLocation()),
                         B = SM.getExpansionLoc(Own.getBegin()), En = SM.getExpansionLoc(Own.getEnd());
    return SM.isBeforeInTranslationUnit(L, B) || SM.isBeforeInTranslationUnit(En, L) ? V : nullptr;
  }

  bool VisitCallExpr(CallExpr *C) override {
    Pattern P;
    if (!isDispatchCall(C, &P) || C->getNumArgs() < 2)
      return true;
    const unsigned Arity = P == Pattern::For ? 1 : P == Pattern::Reduce ? 2 : 3;
    const InlineFunctor IF = inlineNestedFunctor(C->getArg(1), Arity, Ctx);
    const FunctionDecl *Def = nullptr;
    if (!IF || !IF.Call || !IF.Call->hasBody(Def) || !Def->getBody() || !Visiting.insert(Def).second)
      return true;
    unsigned I = 0;
    for (const FieldDecl *F : IF.Class->fields()) {
      const Expr *Init = I < IF.Inits->getNumInits() ? IF.Inits->getInit(I++) : nullptr;
      Alias[F] = Init && F->getType()->isReferenceType() ? root(Init) : nullptr;
    }
    TraverseStmt(Def->getBody());
    Visiting.erase(Def);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (B->isAssignmentOp())
      note(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp())
      note(U->getSubExpr());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) override {
    if (C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus)
      note(C->getArg(0));
    return true;
  }

private:
  void note(const Expr *LHS) {
    const Expr *E = LHS->IgnoreParenImpCasts();
    while (!thisField(E)) { // down to the field an element or member of it is written through
      if (const auto *M = dyn_cast<MemberExpr>(E))
        E = M->getBase()->IgnoreParenImpCasts();
      else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
        E = A->getBase()->IgnoreParenImpCasts();
      else
        return;
    }
    auto It = Alias.find(thisField(E));
    if (It == Alias.end() || !It->second)
      return;
    std::string N = It->second->getNameAsString();
    if (std::find(Names.begin(), Names.end(), N) == Names.end()) {
      Names.push_back(N);
      Where.push_back(LHS->getBeginLoc());
    }
  }
  SourceRange Own;
  ASTContext &Ctx;
  std::set<const FunctionDecl *> Visiting;
};

} // namespace

void Collector::fieldWrites(BodyOp &Op, const Stmt *Body, SourceRange Own, const InlineFunctor *IF) {
  FieldWrites W(Own, RC.Ctx);
  if (IF) { // IF's operator(): its reference fields stand for what their initialisers designate
    unsigned I = 0;
    for (const FieldDecl *F : IF->Class->fields()) {
      const Expr *Init = I < IF->Inits->getNumInits() ? IF->Inits->getInit(I++) : nullptr;
      const VarDecl *V = Init ? writtenVar(boundExpr(Init)) : nullptr;
      W.Alias[F] = F->getType()->isReferenceType() && V && V->hasLocalStorage() ? V : nullptr;
    }
  }
  W.TraverseStmt(const_cast<Stmt *>(Body));
  const SourceManager &SM = RC.Ctx.getSourceManager();
  for (size_t I = 0; I < W.Names.size(); ++I)
    if (std::find(Op.outerWrites.begin(), Op.outerWrites.end(), W.Names[I]) == Op.outerWrites.end()) {
      Op.outerWrites.push_back(W.Names[I]);
      Op.outerWriteOffsets.push_back(SM.getFileOffset(SM.getExpansionLoc(W.Where[I])));
    }
}

const Expr *Collector::boundExpr(const Expr *E) const {
  const FieldDecl *F = thisField(E);
  for (auto It = Sc.Bound.rbegin(); F && It != Sc.Bound.rend(); ++It)
    if (It->first == F)
      return boundExpr(It->second);
  return E;
}

std::optional<Reducer> Collector::nestedReducer(const Expr *Arg) {
  const Expr *B = boundExpr(Arg);
  std::optional<Reducer> R = recogniseReducer(B, /*Nested=*/true, RC);
  // A reducer held by an inlined functor's field: its result, where the kernel's reducer
  // object points, is reached through the field (the name it was built from may be hidden).
  if (R && B != Arg && isReducerArg(B))
    R->result = text(Arg) + ".reference()";
  return R;
}

bool Collector::VisitCXXThisExpr(CXXThisExpr *T) {
  if (!Sc.Inlined)
    return true;
  DynTypedNodeList P = RC.Ctx.getParents(*T);
  const Stmt *S = T;
  while (!P.empty() && P[0].get<ImplicitCastExpr>()) {
    S = P[0].get<Stmt>();
    P = RC.Ctx.getParents(*S);
  }
  const auto *ME = P.empty() ? nullptr : P[0].get<MemberExpr>();
  if (ME && isa<FieldDecl>(ME->getMemberDecl()))
    return true;
  RC.Diags.error(T->getBeginLoc(), DiagId::UnsupportedNested,
                 std::string("the operator() of '") + Sc.Inlined->getNameAsString() +
                     "', a functor built in place holding references and lowered in the kernel, "
                     "uses its object other than to name its fields (" +
                     (ME ? "calls its member function '" + ME->getMemberDecl()->getNameAsString() + "'"
                         : std::string("`this`")) +
                     "): the kernel has its fields' bindings, not the object");
  return true;
}

std::string Collector::inlineRefusal(const InlineFunctor &IF) {
  const CXXRecordDecl *RD = IF.Class;
  if (!IF.Call)
    return "its class has no single operator() taking the index and this dispatch's other "
           "arguments";
  if (RD->isLocalClass())
    return "a class declared in a function is not lowered in the kernel; declare it at "
           "namespace or class scope";
  if (RD->getNumBases() > 0 || RD->isPolymorphic() || RD->isUnion())
    return "a union, a derived class or a class with virtual functions is not lowered in the "
           "kernel";
  const FunctionDecl *Def = nullptr;
  if (!IF.Call->hasBody(Def) || !Def->getBody())
    return "its operator() is not defined in this translation unit";
  const SourceManager &SM = RC.Ctx.getSourceManager();
  const FileID F = SM.getFileID(SM.getExpansionLoc(Def->getBody()->getBeginLoc()));
  if (!UserFilesScope::isUser(Def) || SM.getFileID(SM.getExpansionLoc(Def->getBody()->getEndLoc())) != F)
    return "its operator() is not defined in a file being translated";
  unsigned I = 0;
  for (const FieldDecl *Fd : RD->fields()) {
    const std::string N = "its field '" + Fd->getNameAsString() + "' ";
    const Expr *Init = I < IF.Inits->getNumInits() ? IF.Inits->getInit(I++) : nullptr;
    if (Fd->isMutable() || Fd->isBitField() || Fd->getType()->isRValueReferenceType() ||
        Fd->getType().getNonReferenceType()->isArrayType() || Fd->getIdentifier() == nullptr)
      return N + "is mutable, a bit-field, an array or an rvalue reference, or unnamed";
    if (!Init || isa<CXXDefaultInitExpr>(Init) || isa<ImplicitValueInitExpr>(Init))
      return N + "is not initialised in the braces (initialise every field there)";
    for (const ParmVarDecl *P : Def->parameters())
      if (P->getName() == Fd->getName())
        return N + "is hidden by the operator()'s parameter of that name";
  }
  return "";
}

bool Collector::bindField(const FieldDecl *F, const Expr *Init, BodyText &Pre, std::string &Names,
                          Scope2 &Inner) {
  const std::string N = F->getNameAsString();
  const QualType FT = F->getType(), Want = FT.getNonReferenceType();
  if (FT->isReferenceType() && isMember(Init)) { // the team member itself: no binding
    Inner.MemberFields.push_back(F);
    return true;
  }
  const QualType Have = strip(Init)->getType();
  std::string Qual;
  if (FT->isReferenceType() && !Want.isConstQualified())
    Qual = "auto &";
  else if (RC.Ctx.hasSameUnqualifiedType(Want, Have))
    Qual = FT->isReferenceType() ? "const auto &" : "const auto ";
  else if (Want->isArithmeticType() && Have->isArithmeticType() && Want->isBuiltinType())
    Qual = "const " + Want.getUnqualifiedType().getCanonicalType().getAsString(
                          RC.Ctx.getPrintingPolicy()) + " ";
  if (Qual.empty() || (Qual == "auto &" && !RC.Ctx.hasSameUnqualifiedType(Want, Have))) {
    RC.Diags.error(Init->getBeginLoc(), DiagId::UnsupportedNested,
                   "the field '" + N + "' of the functor built here is initialised with an "
                   "expression of another type; the functor's operator() is lowered in the "
                   "kernel with its fields bound to their initialisers: convert it explicitly");
    return false;
  }
  if (!FT->isReferenceType() && Want->getAsCXXRecordDecl() && !isKokkosDecl(Want->getAsCXXRecordDecl()) &&
      holdsView(Want->getAsCXXRecordDecl())) {
    RC.Diags.error(Init->getBeginLoc(), DiagId::UnsupportedNested,
                   "the field '" + N + "' holds Views by value; the functor's operator() is "
                   "lowered in the kernel, where such an object would be copied: hold it by "
                   "reference");
    return false;
  }
  Inner.Bound.push_back({F, Init});
  const std::string Head = Qual + "kt_f_" + N + " = ";
  appendText(Pre, Head, std::move(*exprText(Init)), ";\n");
  Names += (Qual == "auto &" ? "auto &" : "const auto &") + N + " = kt_f_" + N + ";\n";
  return true;
}

bool Collector::inlineFunctor(BodyOp &Op, CallExpr *C, const InlineFunctor &IF, Scope2 &Inner) {
  auto Pre = std::make_unique<BodyText>();
  Pre->text = "// a functor built in place: its fields' initialisers, then its range\n";
  std::string Names;
  unsigned I = 0;
  for (const FieldDecl *F : IF.Class->fields())
    if (!bindField(F, IF.Inits->getInit(I++), *Pre, Names, Inner)) {
      reject(C);
      return false;
    }
  Inner.Inlined = IF.Class;
  Inner.S.Functor = nullptr; // `this` is the inlined functor, not the kernel's
  const FunctionDecl *Def = nullptr;
  IF.Call->hasBody(Def);
  const Stmt *Body = Def->getBody();
  collectInto(Body, Body->getSourceRange(), Inner, Op.body, RC);
  const std::string Before = "{ // " + IF.Class->getNameAsString() + "'s fields\n" + Names;
  Op.body.text = Before + Op.body.text + "\n}";
  for (auto &O : Op.body.ops)
    O->offset += Before.size();
  Op.prelude = std::move(Pre);
  for (I = 0; I < IF.Inits->getNumInits(); ++I)
    for (const std::string &U : outerLocalUses(IF.Inits->getInit(I), SourceRange()))
      if (std::find(Op.outerUses.begin(), Op.outerUses.end(), U) == Op.outerUses.end())
        Op.outerUses.push_back(U);
  fieldWrites(Op, Body, Def->getSourceRange(), &IF);
  RC.Unit.InlinedFunctors.push_back(Def);
  return true;
}
} // namespace teamops
} // namespace kt

namespace kt {

void instantiateInlinedFunctors(Sema &S, std::vector<const Stmt *> Bodies) {
  struct Dispatches : Visitor {
    std::vector<const CallExpr *> Found;
    bool VisitCallExpr(CallExpr *C) override {
      if (isDispatchCall(C) && C->getNumArgs() >= 2)
        Found.push_back(C);
      return true;
    }
  };
  std::set<const Stmt *> Seen;
  while (!Bodies.empty()) {
    const Stmt *B = Bodies.back();
    Bodies.pop_back();
    if (!B || !Seen.insert(B).second)
      continue;
    Dispatches D;
    D.TraverseStmt(const_cast<Stmt *>(B));
    for (const CallExpr *C : D.Found) {
      Pattern P = Pattern::For;
      isDispatchCall(C, &P);
      const unsigned Arity = P == Pattern::For ? 1 : P == Pattern::Reduce ? 2 : 3;
      const InlineFunctor IF = inlineNestedFunctor(C->getArg(1), Arity, S.getASTContext());
      auto *M = const_cast<CXXMethodDecl *>(IF.Call);
      if (!M)
        continue;
      if (!M->hasBody() && M->getTemplateInstantiationPattern())
        S.InstantiateFunctionDefinition(C->getBeginLoc(), M, /*Recursive=*/true,
                                        /*DefinitionRequired=*/false, /*AtEndOfTU=*/true);
      if (const FunctionDecl *Def = M->getDefinition())
        Bodies.push_back(Def->getBody());
    }
  }
}

} // namespace kt
