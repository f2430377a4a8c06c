// Recognises the Kokkos constructs inside a kernel body: the team member API, nested
// TeamThreadRange / ThreadVectorRange / TeamVectorRange dispatches, single, `return`,
// explicit `this->`, and every other Kokkos name (renamed for the shim or diagnosed).
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/team/TeamOpsCollector.h"
#include "rewriters/recognise/team/RankGuards.h"
#include "rewriters/recognise/team/TeamOperators.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

using namespace clang;

namespace kt {

namespace teamops {

bool NestedPolicy::md() const { return isNestedRangeName(Name, true); }
bool NestedPolicy::range() const { return E && Name != "PerTeam" && Name != "PerThread"; }
NestLevel NestedPolicy::level() const {
  if (Name == "TeamThreadRange" || Name == "TeamThreadMDRange")
    return NestLevel::TeamThread;
  return Name == "ThreadVectorRange" || Name == "ThreadVectorMDRange" ? NestLevel::ThreadVector
                                                                      : NestLevel::TeamVector;
}

NestedPolicy nestedPolicyCall(const Expr *E) {
  NestedPolicy P;
  const Expr *S = strip(E);
  if (const auto *F = dyn_cast_or_null<CXXFunctionalCastExpr>(S))
    S = strip(F->getSubExpr());
  if (const auto *C = dyn_cast_or_null<CallExpr>(S)) {
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || !isKokkosDecl(F) || !F->getIdentifier())
      return P;
    P.Name = F->getName().str();
    if (!isNestedRangeName(P.Name) && P.Name != "PerTeam" && P.Name != "PerThread")
      return P;
    P.Args.assign(C->arg_begin(), C->arg_end());
  } else if (const auto *C = dyn_cast_or_null<CXXConstructExpr>(S)) {
    const CXXRecordDecl *RD = C->getConstructor()->getParent();
    if (!isKokkosDecl(RD) || !RD->getIdentifier() || !isNestedRangeName(RD->getName().str(), true))
      return P;
    P.Name = RD->getName().str();
    P.Args.assign(C->arg_begin(), C->arg_end());
  } else {
    return P;
  }
  P.Args.erase(std::remove_if(P.Args.begin(), P.Args.end(),
                              [](const Expr *A) { return isa<CXXDefaultArgExpr>(A); }),
               P.Args.end());
  P.E = S;
  return P;
}

void appendText(BodyText &Dst, const std::string &Head, BodyText &&Src, const std::string &Tail) {
  for (auto &O : Src.ops) {
    O->offset += Dst.text.size() + Head.size();
    Dst.ops.push_back(std::move(O));
  }
  Dst.text += Head + Src.text + Tail;
}

bool Collector::TraverseCallExpr(CallExpr *C) {
  Pattern P;
  if (isDispatchCall(C, &P)) {
    nested(C, P);
    return true;
  }
  const FunctionDecl *F = C->getDirectCallee();
  if (F && isKokkosDecl(F) && F->getIdentifier() && F->getName() == "single") {
    single(C);
    return true;
  }
  if (F && isKokkosDecl(F) && F->getIdentifier() &&
      (F->getName() == "local_deep_copy" || F->getName() == "local_deep_copy_contiguous") &&
      C->getNumArgs() >= 3 && Sc.S.Member) { // Kokkos 4's have a defaulted enable_if too
    const auto *DR = dyn_cast<DeclRefExpr>(strip(C->getArg(0)));
    if (DR && DR->getDecl() == Sc.S.Member) {
      teamLocalCopy(C, F->getName() == "local_deep_copy_contiguous");
      return true;
    }
  }
  if (F && !isKokkosDecl(F) && Sc.S.Member)
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      helperCall(C, F, I);
  return Visitor::TraverseCallExpr(C);
}

bool Collector::isMember(const Expr *E) const {
  E = E ? E->IgnoreParenImpCasts() : nullptr;
  if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(E))
    return Sc.S.Member && DR->getDecl() == Sc.S.Member;
  const auto *ME = dyn_cast_or_null<MemberExpr>(E);
  return ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) &&
         std::find(Sc.MemberFields.begin(), Sc.MemberFields.end(), ME->getMemberDecl()) !=
             Sc.MemberFields.end();
}

bool Collector::TraverseCXXMemberCallExpr(CXXMemberCallExpr *M) {
  if (Sc.S.Member && isMember(M->getImplicitObjectArgument())) {
    teamCall(M);
    return true;
  }
  if (const CXXMethodDecl *F = M->getMethodDecl(); F && !isKokkosDecl(F) && Sc.S.Member)
    for (unsigned I = 0; I < M->getNumArgs(); ++I) // a member function taking the member
      helperCall(M, F, I);
  const auto *ME = dyn_cast<MemberExpr>(M->getCallee()->IgnoreParens());
  const Expr *Obj = M->getImplicitObjectArgument();
  if (Sc.S.Functor && ME && Obj && isa<CXXThisExpr>(Obj->IgnoreParenImpCasts())) {
    // `shift<B>(x)` in a specialization of an operator() templated on the tag: the kernel is a
    // template and kt_self's type depends on its parameters (as VisitUnresolvedMemberExpr).
    addSelfCall(ME->getMemberLoc(), ME->hasExplicitTemplateArgs() && Sc.S.TemplateKernel);
  }
  return Visitor::TraverseCXXMemberCallExpr(M);
}

/// A call of the functor's member function named at Name: through the device copy (kt_self.),
/// with `template` after the `.` where the call names template arguments and kt_self's type
/// depends on the kernel template's parameters (Template).
void Collector::addSelfCall(SourceLocation Name, bool Template) {
  auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(Name, Name));
  if (En <= Bg || Bg < Base || InLocalClass)
    return;
  // Once per call: a name the traversal reaches twice (a MemberExpr of `this` under a dependent
  // CallExpr, as real Kokkos 4's headers instantiate the tag-templated operator()) gets one
  // `kt_self.`, not `kt_self.kt_self.`.
  for (const auto &O : B.ops)
    if (O->kind == BodyOp::Kind::SelfCall && O->offset == Bg - Base)
      return;
  auto Op = std::make_unique<BodyOp>();
  Op->kind = BodyOp::Kind::SelfCall;
  Op->offset = Bg - Base;
  Op->length = 0;
  if (Template)
    Op->text = "template ";
  B.ops.push_back(std::move(Op));
}

/// How the team member is used at D, other than through the team API.
std::string Collector::escapeUse(const Expr *D) {
  const Stmt *S = D;
  for (DynTypedNodeList P = RC.Ctx.getParents(*S); !P.empty(); P = RC.Ctx.getParents(*S)) {
    if (const auto *U = P[0].get<UnaryOperator>(); U && U->getOpcode() == UO_AddrOf)
      return "its address is taken";
    if (const auto *C = P[0].get<CallExpr>())
      return C->getDirectCallee()
                 ? "it is passed to '" + C->getDirectCallee()->getQualifiedNameAsString() + "'"
                 : "it is passed to a call";
    if (P[0].get<VarDecl>() || P[0].get<CXXConstructExpr>())
      return "it is copied or bound to another name";
    if (!P[0].get<ImplicitCastExpr>() && !P[0].get<ParenExpr>())
      break;
    S = P[0].get<Stmt>();
  }
  return "it is used as an object";
}

bool Collector::VisitDeclRefExpr(DeclRefExpr *D) {
  if (Sc.S.Member && D->getDecl() == Sc.S.Member && !HelperArgs.count(D))
    memberEscapes(D, Sc.S.Member->getNameAsString());
  policyLocalUse(D);
  qualifyClassScopeName(D);
  return true;
}

void Collector::memberEscapes(const Expr *E, const std::string &Name) {
  RC.Diags.error(E->getExprLoc(), DiagId::TeamMemberEscapes,
                 "the team member '" + Name + "' is used other than through its member " +
                     "functions (team_rank(), ...), nested policies (TeamThreadRange, ...) or " +
                     "as the argument of a team helper function: " + escapeUse(E) +
                     "; the kernel has a lowered team context, not a team member object");
}

/// Marks team_rank() calls compared only as `== 0`, `< 0` or `>= team_size()` (before the
/// traversal reaches the call: parents are visited first).
bool Collector::VisitBinaryOperator(BinaryOperator *O) {
  const Expr *L = O->getLHS()->IgnoreParenImpCasts(), *R = O->getRHS()->IgnoreParenImpCasts();
  auto Zero = [&](const Expr *E) {
    Expr::EvalResult V;
    return !E->isValueDependent() && E->EvaluateAsInt(V, RC.Ctx) && V.Val.getInt() == 0;
  };
  switch (O->getOpcode()) {
  case BO_EQ:
    if (memberCall(L, "team_rank") && Zero(R))
      RankFirstOnly.insert(memberCall(L, "team_rank"));
    else if (memberCall(R, "team_rank") && Zero(L))
      RankFirstOnly.insert(memberCall(R, "team_rank"));
    break;
  case BO_LT: // false on every thread: the same once per team
    if (memberCall(L, "team_rank") && Zero(R)) {
      RankFirstOnly.insert(memberCall(L, "team_rank"));
      RankGuardShared.insert(memberCall(L, "team_rank"));
    }
    break;
  case BO_GE:
    if (memberCall(L, "team_rank") && memberCall(R, "team_size")) {
      RankFirstOnly.insert(memberCall(L, "team_rank"));
      RankGuardShared.insert(memberCall(L, "team_rank"));
    }
    break;
  default:
    break;
  }
  return true;
}

/// `if (team_rank() == 0) S` (or `0 == team_rank()`), no `else`, whose S writes only shared
/// memory (RankGuards.h): running it once per team is what thread 0 does, for any team size.
bool Collector::VisitIfStmt(IfStmt *S) {
  const auto *B = dyn_cast<BinaryOperator>(S->getCond()->IgnoreParenImpCasts());
  if (!B || B->getOpcode() != BO_EQ || S->getElse() || S->getInit() || S->getConditionVariable())
    return true;
  const CXXMemberCallExpr *Rank = memberCall(B->getLHS()->IgnoreParenImpCasts(), "team_rank");
  if (!Rank)
    Rank = memberCall(B->getRHS()->IgnoreParenImpCasts(), "team_rank");
  if (Rank && guardWritesSharedOnly(S->getThen(), RC.Ctx))
    RankGuardShared.insert(Rank); // VisitBinaryOperator checks the comparison with 0
  return true;
}

/// `this->` written before a member: dropped (the kernel reaches members by name). With a
/// `template` keyword (`this->template f<T>(i)`), the drop runs to the name Name: a call
/// through the device copy writes its own `template`.
void Collector::dropThisArrow(const Expr *Obj, bool IsArrow, SourceLocation Name) {
  const auto *T = Obj ? dyn_cast<CXXThisExpr>(Obj->IgnoreParens()) : nullptr;
  if (!T || T->isImplicit() || !IsArrow || InLocalClass)
    return;
  auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(T->getBeginLoc(), T->getEndLoc()));
  if (En > Bg) {
    auto Op = std::make_unique<BodyOp>();
    Op->kind = BodyOp::Kind::ThisArrow;
    Op->offset = Bg - Base;
    Op->length = En - Bg + 2; // "this" + "->"
    if (auto [NB, NE] = fileOffsets(RC.Ctx, SourceRange(Name, Name)); Name.isValid() && NB > En)
      Op->length = NB - Bg;
    B.ops.push_back(std::move(Op));
  }
}

bool Collector::VisitMemberExpr(MemberExpr *M) {
  localClassThis(M);
  dropThisArrow(M->getBase(), M->isArrow(),
                M->hasTemplateKeyword() ? M->getMemberLoc() : SourceLocation());
  dependentSelfCall(M);
  valueMember(M);
  if (!Sc.MemberFields.empty() && isMember(M) && !HelperArgs.count(M))
    memberEscapes(M, M->getMemberDecl()->getNameAsString());
  return true;
}

/// A member of a class the body defines, used without `this->` in its own member function:
/// written with it (clang 19 rejects that implicit access in an OpenMP target region of a
/// function template, `'S::i' is not a member of class 'const S'`; it means the same anywhere).
void Collector::localClassThis(const MemberExpr *M) {
  const auto *T = dyn_cast<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
  if (!InLocalClass || !T || !T->isImplicit())
    return;
  auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(M->getMemberLoc(), M->getMemberLoc()));
  if (En <= Bg || Bg < Base || M->getMemberLoc().isMacroID())
    return;
  for (const auto &O : B.ops)
    if (O->kind == BodyOp::Kind::Rename && O->offset == Bg - Base && O->length == 0)
      return;
  auto Op = std::make_unique<BodyOp>();
  Op->kind = BodyOp::Kind::Rename;
  Op->offset = Bg - Base;
  Op->length = 0;
  Op->text = "this->";
  B.ops.push_back(std::move(Op));
}

/// The callee of a call the template's parameters leave dependent although lookup found one
/// member function (`apply(Tag(), i)` with a single `apply`): clang keeps a plain CallExpr
/// around a MemberExpr of `this`, not a CXXMemberCallExpr. Through the device copy.
void Collector::dependentSelfCall(const MemberExpr *M) {
  if (!Sc.S.Functor || !isa<CXXMethodDecl>(M->getMemberDecl()) ||
      !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
    return;
  const Stmt *Callee = M;
  DynTypedNodeList P = RC.Ctx.getParents(*Callee);
  while (!P.empty() && P[0].get<ParenExpr>())
    P = RC.Ctx.getParents(*(Callee = P[0].get<ParenExpr>()));
  const auto *C = P.empty() ? nullptr : P[0].get<CallExpr>();
  if (!C || isa<CXXMemberCallExpr>(C) || C->getCallee() != Callee)
    return;
  addSelfCall(M->getMemberLoc(), M->hasExplicitTemplateArgs());
}

/// A call of the functor's member function that a template's parameters leave unresolved
/// (`apply(Tag(), i)` in an operator() templated on the work tag): through the device copy, as
/// a resolved call (collectObjectMembers copies every candidate into it).
bool Collector::VisitUnresolvedMemberExpr(UnresolvedMemberExpr *M) {
  if (!Sc.S.Functor || (!M->isImplicitAccess() && !isa<CXXThisExpr>(M->getBase()->IgnoreImplicit())))
    return true;
  if (!M->isImplicitAccess())
    dropThisArrow(M->getBase(), M->isArrow(),
                  M->hasTemplateKeyword() ? M->getMemberLoc() : SourceLocation());
  // `shift<B>(x)`: the kernel's copy (`kt_self`) has a type dependent on the kernel template's
  // parameters, so a member template named with arguments needs `template` after the `.`.
  addSelfCall(M->getMemberLoc(), M->hasExplicitTemplateArgs());
  return true;
}

BodyOp *Collector::add(BodyOp::Kind K, SourceRange R) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  if (K == BodyOp::Kind::NestedRange || K == BodyOp::Kind::Single) {
    // The lowered statement replaces the whole call statement, `;` included.
    const SourceManager &SM = RC.Ctx.getSourceManager();
    std::optional<Token> T =
        Lexer::findNextToken(SM.getExpansionLoc(R.getEnd()), SM, RC.Ctx.getLangOpts());
    if (T && T->is(tok::semi))
      En = SM.getFileOffset(T->getLocation()) + 1;
  }
  if (En <= Bg || Bg < Base)
    return nullptr;
  auto Op = std::make_unique<BodyOp>();
  Op->kind = K;
  Op->offset = Bg - Base;
  Op->length = En - Bg;
  Op->fileOffset = Bg;
  B.ops.push_back(std::move(Op));
  return B.ops.back().get();
}

/// The team member passed as argument I of a call of the user function F: a team helper,
/// whose call receives the lowered team context.
void Collector::helperCall(const CallExpr *C, const FunctionDecl *F, unsigned I) {
  const Expr *DR = C->getArg(I)->IgnoreParenImpCasts();
  if (!isMember(DR))
    return;
  HelperArgs.insert(DR);
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C);
      MC && Sc.S.Functor && isa<CXXThisExpr>(MC->getImplicitObjectArgument()->IgnoreParenImpCasts())) {
    RC.Diags.error(DR->getExprLoc(), DiagId::TeamHelperForm,
                   "the team member is passed to '" + F->getNameAsString() + "', a member "
                   "function of the functor itself, which the kernel reaches through its device "
                   "copy: make it a free function, or a member of another class, taking the "
                   "functor's members it uses");
    return;
  }
  std::shared_ptr<const TeamHelper> H = recogniseTeamHelper(C, F, I, Sc.S.Member, RC);
  if (!H)
    return;
  checkTeamHelperDepth(*H, Sc.Depth, DR->getExprLoc(), RC);
  if (BodyOp *Op = add(BodyOp::Kind::TeamContext, DR->getSourceRange()))
    Op->helper = H;
}

/// The team member passed to a user class's constructor (ExaMiniMD's `SNA my_sna(sna, team)`):
/// the constructor is a team helper, built with the lowered team context (visited before the
/// arguments, so the member is not taken for an escape). A Kokkos constructor (a copy of the
/// member, a unique token) is not.
bool Collector::VisitCXXConstructExpr(CXXConstructExpr *E) {
  const CXXConstructorDecl *F = E->getConstructor();
  if (!Sc.S.Member || !F || isKokkosDecl(F))
    return true;
  for (unsigned I = 0; I < E->getNumArgs() && I < F->getNumParams(); ++I) {
    const Expr *DR = E->getArg(I)->IgnoreParenImpCasts();
    if (!isMember(DR))
      continue;
    HelperArgs.insert(DR);
    std::shared_ptr<const TeamHelper> H =
        recogniseTeamHelperAt(DR->getExprLoc(), F, I, Sc.S.Member, RC);
    if (!H)
      continue;
    checkTeamHelperDepth(*H, Sc.Depth, DR->getExprLoc(), RC);
    if (BodyOp *Op = add(BodyOp::Kind::TeamContext, DR->getSourceRange()))
      Op->helper = H;
  }
  return true;
}

void Collector::teamCall(CXXMemberCallExpr *M) {
  std::string N = M->getMethodDecl()->getNameAsString();
  using K = BodyOp::Kind;
  static const std::map<std::string, K> Simple = {
      {"league_rank", K::LeagueRank}, {"league_size", K::LeagueSize},
      {"team_rank", K::TeamRank},     {"team_size", K::TeamSize},
      {"team_barrier", K::TeamBarrier}};
  if (auto It = Simple.find(N); It != Simple.end()) {
    if (It->second == K::TeamBarrier && Sc.Depth > 0)
      RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedNested,
                     "team_barrier inside a nested range would deadlock");
    if (BodyOp *Op = add(It->second, M->getSourceRange())) {
      Op->rankFirstOnly = It->second == K::TeamRank && RankFirstOnly.count(M);
      Op->rankGuardShared = Op->rankFirstOnly && RankGuardShared.count(M);
    }
    return;
  }
  if (N == "team_scratch" || N == "thread_scratch" || N == "team_shmem") {
    BodyOp *Op = add(N == "thread_scratch" ? K::ThreadScratch : K::TeamScratch,
                     M->getSourceRange());
    Expr::EvalResult R;
    if (Op && M->getNumArgs() == 1) {
      if (M->getArg(0)->EvaluateAsInt(R, RC.Ctx))
        Op->level = R.Val.getInt().getExtValue() == 1 ? 1 : 0;
      else
        RC.Diags.error(M->getArg(0)->getBeginLoc(), DiagId::UnsupportedNested,
                       "scratch level must be a constant");
    }
    return;
  }
  if (N == "team_broadcast" && (M->getNumArgs() == 2 || M->getNumArgs() == 3)) {
    if (Sc.Depth > 0)
      RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedNested,
                     "team_broadcast must be called by the whole team, not in a nested range");
    const unsigned V = M->getNumArgs() - 2; // (value, rank) or (closure, value, rank)
    if (BodyOp *Op = add(K::TeamBroadcast, M->getSourceRange())) {
      Op->args = {text(M->getArg(V))};
      Op->end = exprText(M->getArg(V + 1)); // the rank, with its own ops (`m.league_rank() % n`)
      if (V == 1) // the closure the source thread applies to its value first
        Op->begin = exprText(M->getArg(0));
      Expr::EvalResult Rank;
      const Expr *From = M->getArg(V + 1);
      Op->fromRankZero = !From->isValueDependent() && From->EvaluateAsInt(Rank, RC.Ctx) &&
                         Rank.Val.getInt() == 0;
    }
    return;
  }
  if (N == "team_reduce" || N == "team_scan")
    return teamCollective(M, N); // TeamCollectives.cpp
  RC.Diags.error(M->getExprLoc(), DiagId::UnknownKokkosApi,
                 "team member function '" + N + "' is not supported");
}

} // namespace teamops

namespace {

using namespace teamops;

bool overlaps(const BodyText &B, unsigned Bg, unsigned En) {
  for (const auto &Op : B.ops)
    if (Bg < Op->offset + Op->length && Op->offset < En)
      return true;
  return false;
}

/// Adds a Rename op to B (whose text starts at file offset Bg and ends at En) for every
/// Kokkos:: name in it that no op covers, or diagnoses the name.
void addRenames(SourceRange R, unsigned Bg, unsigned En, BodyText &B, RecogContext &RC,
                ApiContext Ctx = ApiContext::Kernel) {
  // The text is in the main file or, for a kernel in a header below --in-root, in that header.
  const SourceManager &SM = RC.Ctx.getSourceManager();
  const clang::FileID BodyFile = SM.getFileID(SM.getExpansionLoc(R.getBegin()));
  for (const KokkosNameUse &U : RC.NameUses) {
    if (U.File != BodyFile || U.Begin < Bg || U.End > En || overlaps(B, U.Begin - Bg, U.End - Bg))
      continue;
    if (std::any_of(RC.Rejected.begin(), RC.Rejected.end(),
                    [&](auto R) { return U.Begin >= R.first && U.End <= R.second; }))
      continue;
    if (isStructuralKokkosName(U.Name)) {
      RC.Diags.error(U.Loc, DiagId::UnsupportedNested,
                     "Kokkos::" + U.Name + " is not supported in this position");
      continue;
    }
    auto Spelled = spellKokkosName(U.Name, Ctx);
    if (!Spelled && Ctx == ApiContext::Host) { // the host edits report what the target lacks
      if (!backendName(U.Name))
        continue;
      Spelled = "kt::" + U.Name;
    }
    if (!Spelled) {
      auto Advice = refusedKokkosName(U.Name);
      RC.Diags.error(U.Loc, DiagId::UnknownKokkosApi,
                     "Kokkos::" + U.Name + " is not supported inside kernels" +
                         (Advice ? "; " + *Advice : std::string()));
      continue;
    }
    auto Op = std::make_unique<BodyOp>();
    Op->kind = BodyOp::Kind::Rename;
    Op->offset = U.Begin - Bg;
    Op->length = U.End - U.Begin;
    Op->text = *Spelled;
    B.ops.push_back(std::move(Op));
  }
  std::stable_sort(B.ops.begin(), B.ops.end(),
                   [](const auto &A, const auto &Bo) { return A->offset < Bo->offset; });
}

std::string spliceRenames(const BodyText &B) {
  std::string Out;
  size_t Pos = 0;
  for (const auto &Op : B.ops) {
    Out += B.text.substr(Pos, Op->offset - Pos) + Op->text;
    Pos = Op->offset + Op->length;
  }
  return Out + B.text.substr(Pos);
}

} // namespace

void teamops::collectInto(const Stmt *S, SourceRange R, const Scope2 &Sc, BodyText &B,
                          RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  B.text = sourceText(RC.Ctx, R);
  Collector C(Sc, B, Bg, RC);
  C.TraverseStmt(const_cast<Stmt *>(S));
  addRenames(R, Bg, En, B, RC); // every remaining Kokkos:: name
}

std::string kernelSpelling(SourceRange R, RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  BodyText B;
  B.text = sourceText(RC.Ctx, R);
  addRenames(R, Bg, En, B, RC);
  return spliceRenames(B);
}

std::string hostSpelling(SourceRange R, RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  BodyText B;
  B.text = sourceText(RC.Ctx, R);
  addRenames(R, Bg, En, B, RC, ApiContext::Host);
  return spliceRenames(B);
}

std::string kernelSpelling(SourceLocation InFile, unsigned Bg, unsigned En, RecogContext &RC) {
  const SourceManager &SM = RC.Ctx.getSourceManager();
  BodyText B;
  B.text = SM.getBufferData(SM.getFileID(SM.getExpansionLoc(InFile))).substr(Bg, En - Bg).str();
  addRenames(SourceRange(InFile, InFile), Bg, En, B, RC);
  return spliceRenames(B);
}

void collectBody(const Stmt *S, const BodyScope &Scope, BodyText &B, RecogContext &RC) {
  Scope2 Sc;
  Sc.S = Scope;
  collectInto(S, S->getSourceRange(), Sc, B, RC);
}

std::string signatureSpelling(const FunctionDecl *Def, SourceRange R, SourceRange Drop,
                              const BodyScope &Scope, RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  BodyText B;
  B.text = sourceText(RC.Ctx, R);
  Scope2 Sc;
  Sc.S = Scope;
  Collector C(Sc, B, Bg, RC);
  if (const TypeSourceInfo *TSI = Def->getTypeSourceInfo())
    C.TraverseTypeLoc(TSI->getTypeLoc()); // the return and parameter types
  if (Drop.isValid()) { // an out-of-line definition's `Class::` before the name
    auto [DBg, DEn] = fileOffsets(RC.Ctx, Drop);
    auto Op = std::make_unique<BodyOp>();
    Op->kind = BodyOp::Kind::Rename;
    Op->offset = DBg - Bg;
    Op->length = DEn - DBg;
    B.ops.push_back(std::move(Op));
  }
  addRenames(R, Bg, En, B, RC); // sorts the ops
  return spliceRenames(B);
}

std::string localDeclSpelling(const DeclStmt *S, RecogContext &RC) {
  const SourceRange R = S->getSourceRange();
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  BodyText B;
  B.text = sourceText(RC.Ctx, R);
  Collector C(Scope2(), B, Bg, RC);
  for (const Decl *D : S->decls())
    if (const auto *V = dyn_cast<VarDecl>(D); V && V->getTypeSourceInfo())
      C.TraverseTypeLoc(V->getTypeSourceInfo()->getTypeLoc());
  addRenames(R, Bg, En, B, RC); // sorts the ops
  return spliceRenames(B);
}

} // namespace kt
