// Cuts a team body's team-level code at its top-level `team_barrier();` statements (Model.h,
// RankSegments): the segments between them, the variables a later segment uses, and why a
// body cannot be cut (a barrier inside a branch, a `return` before a barrier, a carried
// variable that cannot be kept per rank). Computed from the AST once, for every target; a
// target that needs the cut (OpenACC's loops over the team's ranks) reads the verdict. This
// file: the walk over the statements and the cuts at barriers and collectives (RankCut.h).
#include "rewriters/recognise/team/RankCut.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {
namespace rankcut {

/// S is `member.team_barrier()` (the call alone, as a statement).
const CXXMemberCallExpr *barrierCall(const Stmt *S, const VarDecl *Member) {
  const auto *E = dyn_cast<Expr>(S);
  const auto *M = E ? dyn_cast<CXXMemberCallExpr>(E->IgnoreImplicit()) : nullptr;
  const auto *DR = M && M->getImplicitObjectArgument()
                       ? dyn_cast<DeclRefExpr>(M->getImplicitObjectArgument()->IgnoreImplicit())
                       : nullptr;
  return DR && DR->getDecl() == Member && M->getMethodDecl() &&
                 M->getMethodDecl()->getName() == "team_barrier"
             ? M
             : nullptr;
}

void Cutter::run() {
  Base = fileOffsets(RC.Ctx, Body->getSourceRange()).first;
  Cur = SegStart = 1; // after the opening brace
  R.pieces.emplace_back();
  BlockIds[Body] = 0;
  for (const auto &Op : K.body.ops)
    if (collectiveKind(*Op))
      CollectiveAt.insert(Base + Op->offset);
  walk(Body);
  const unsigned End = (unsigned)K.body.text.size() - 1;
  for (auto [Op, V] : Tokens) { // a cut at the end of the body, then thread 0 releases
    text(End);
    piece({PK::Stores, 0, 0, 0, {}, 0});
    endSegment(End);
    R.barrierLines.push_back(lineOf(RC.Ctx, Body->getRBracLoc()));
    R.pieces.emplace_back();
    piece({PK::Release, 0, 0, 0, {}, 0, Op->offset});
    Cur = SegStart = End;
  }
  text(End);
  endSegment(End);
  if (R.segments.size() > 1)
    checkReturns();
  carry();
  R.accumulates = accumulates();
}

unsigned Cutter::rel(SourceLocation L) {
  return fileOffsets(RC.Ctx, SourceRange(L, L)).first - Base;
}

void Cutter::text(unsigned End) {
  if (End > Cur)
    piece({PK::Text, Cur, End});
  Cur = std::max(Cur, End);
}

void Cutter::endSegment(unsigned End) {
  R.segments.push_back({SegStart, End});
  bool Empty = true;
  for (const Piece &P : R.pieces.back()) // blocks reopened and closed alone run nothing
    Empty = Empty && (P.kind == PK::Text ? onlySemicolons(Base + P.begin, Base + P.end)
                                          : P.kind == PK::Reopen || P.kind == PK::Close ||
                                                P.kind == PK::Stores);
  R.emptySegments.push_back(Empty);
}

void Cutter::walk(const CompoundStmt *C) {
  for (const Stmt *S : C->body()) {
    if (R.refusal.size())
      return;
    if (const CXXMemberCallExpr *B = barrierCall(S, Member)) {
      cut(B->getSourceRange(), B->getExprLoc());
      continue;
    }
    if (const BodyOp *Op = collective(S)) {
      collect(S, *Op);
      continue;
    }
    Uses U(Member, RC.Ctx, CollectiveAt);
    U.TraverseStmt(const_cast<Stmt *>(S));
    if (U.Barriers.empty())
      continue;
    if (const auto *I = dyn_cast<IfStmt>(S))
      branch(I, {});
    else if (const auto *CS = dyn_cast<CompoundStmt>(S))
      block(CS, {});
    else if (isa<ForStmt>(S) || isa<WhileStmt>(S))
      loop(S);
    else
      refuse("team_barrier() or a team collective inside a loop, switch or lambda of "
             "team-level code (they must be statements of the body or of the blocks of its "
             "`if` statements)",
             U.Barriers.front());
  }
}

void Cutter::block(const CompoundStmt *C, std::vector<std::pair<int, bool>> Conditions) {
  int Id = (int)BlockIds.size();
  BlockIds[C] = Id;
  Opens.push_back({Id, std::move(Conditions)});
  walk(C);
  Opens.pop_back();
}

void Cutter::arm(const Stmt *S, std::vector<std::pair<int, bool>> Conditions) {
  Uses U(Member, RC.Ctx, CollectiveAt);
  U.TraverseStmt(const_cast<Stmt *>(S));
  if (U.Barriers.empty())
    return;
  if (const auto *C = dyn_cast<CompoundStmt>(S))
    return block(C, std::move(Conditions));
  if (const auto *I = dyn_cast<IfStmt>(S))
    return branch(I, std::move(Conditions));
  refuse("team_barrier() as the branch of an `if` without braces (write the branch as a block)",
         U.Barriers.front());
}

void Cutter::branch(const IfStmt *I, std::vector<std::pair<int, bool>> Conditions) {
  Uses U(Member, RC.Ctx, CollectiveAt);
  U.TraverseStmt(const_cast<Expr *>(I->getCond()));
  if (I->getInit() || I->getConditionVariable() || I->isConsteval() || I->isConstexpr() || !U.Barriers.empty())
    return refuse("team_barrier() inside an `if` with an initialiser, a declaration or a "
                  "barrier in its condition",
                  I->getIfLoc());
  auto [CB, CE] = fileOffsets(RC.Ctx, I->getCond()->getSourceRange());
  const int F = R.conditions++;
  text(CB - Base);
  piece({PK::Keep, 0, 0, F});
  text(CE - Base);
  piece({PK::EndKeep});
  auto Then = Conditions, Else = Conditions;
  Then.push_back({F, true});
  Else.push_back({F, false});
  arm(I->getThen(), std::move(Then));
  if (I->getElse())
    arm(I->getElse(), std::move(Else));
}

const BodyOp *Cutter::collective(const Stmt *S) {
  if (!isa<Expr>(S) && !isa<DeclStmt>(S))
    return nullptr;
  const unsigned At = rel(S->getBeginLoc());
  for (const auto &Op : K.body.ops)
    if (Op->offset == At && collectiveKind(*Op))
      return Op.get();
  return nullptr;
}

bool Cutter::collectiveKind(const BodyOp &Op) {
  using Kd = BodyOp::Kind;
  return Op.kind == Kd::TeamBroadcast || Op.kind == Kd::TeamToken ||
         (Op.kind == Kd::Single && Op.perTeam && !Op.valueName.empty()) ||
         (Op.kind == Kd::NestedRange && Op.pattern == Pattern::Reduce &&
          Op.nest != NestLevel::ThreadVector && Op.reducer);
}

bool Cutter::sendsLocal(const Stmt *S, const BodyOp &Op) {
  if (Op.kind == BodyOp::Kind::NestedRange || Op.kind == BodyOp::Kind::TeamToken)
    return true;
  const auto *C = dyn_cast<CallExpr>(cast<Expr>(S)->IgnoreImplicit());
  if (!C || C->getNumArgs() < 2)
    return false;
  const Expr *V = C->getArg(Op.kind == BodyOp::Kind::TeamBroadcast ? C->getNumArgs() - 2
                                                                    : C->getNumArgs() - 1);
  const auto *D = dyn_cast<DeclRefExpr>(V->IgnoreParenImpCasts());
  const auto *Var = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  return Var && !isa<ParmVarDecl>(Var) && Var->getDeclContext() == Member->getDeclContext();
}

void Cutter::collect(const Stmt *S, const BodyOp &Op) {
  if (!sendsLocal(S, Op))
    return refuse("a team_broadcast() or single(PerTeam) of other than a variable of the "
                  "team-level code",
                  S->getBeginLoc());
  if (Op.kind == BodyOp::Kind::TeamToken) { // released after the body's last statement
    const auto *D = dyn_cast<DeclStmt>(S);
    if (!Opens.empty() || !D || !D->isSingleDecl())
      return refuse("Kokkos::Experimental::AcquireTeamUniqueToken declared inside a block of "
                    "team-level code, or with other declarations",
                    S->getBeginLoc());
    Tokens.push_back({&Op, cast<VarDecl>(D->getSingleDecl())});
  }
  auto [Bg, En] = fileOffsets(RC.Ctx, S->getSourceRange());
  Collectives.push_back({Bg - Base, En - Base});
  R.collectives.push_back(Op.offset);
  cut(S->getSourceRange(), S->getBeginLoc(), &Op);
}

void Cutter::cut(SourceRange Range, SourceLocation Line, const BodyOp *Op) {
  auto [Bg, En] = fileOffsets(RC.Ctx, Range);
  text(Bg - Base);
  if (Op)
    piece({PK::Collect, 0, 0, 0, {}, 0, Op->offset});
  for (auto O = Opens.rbegin(); O != Opens.rend(); ++O) {
    piece({PK::Stores, 0, 0, 0, {}, O->block});
    piece({PK::Close});
  }
  piece({PK::Stores, 0, 0, 0, {}, 0});
  endSegment(Bg - Base);
  R.barrierLines.push_back(lineOf(RC.Ctx, Line));
  R.pieces.emplace_back();
  for (const Open &O : Opens)
    piece({PK::Reopen, 0, 0, 0, O.conditions});
  if (Op)
    piece({PK::Distribute, 0, 0, 0, {}, 0, Op->offset});
  Cur = SegStart = En - Base;
}

bool Cutter::onlySemicolons(unsigned Begin, unsigned End) {
  const SourceManager &SM = RC.Ctx.getSourceManager();
  SourceLocation Loc = SM.getExpansionLoc(Body->getLBracLoc());
  FileID F = SM.getFileID(Loc);
  llvm::StringRef Buf = SM.getBufferData(F);
  if (End > Buf.size() || Begin > End)
    return false;
  Lexer L(SM.getLocForStartOfFile(F), RC.Ctx.getLangOpts(), Buf.begin(), Buf.begin() + Begin,
          Buf.begin() + End);
  L.SetCommentRetentionState(true);
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      return true;
    if (T.isNot(tok::semi))
      return false;
  }
}

void Cutter::refuse(const std::string &Why, SourceLocation At) {
  if (!R.refusal.empty())
    return;
  R.refusal = Why;
  const SourceManager &SM = RC.Ctx.getSourceManager();
  R.refusalOffset = SM.getFileOffset(SM.getExpansionLoc(At));
}

} // namespace rankcut

void recogniseRankSegments(const Stmt *Body, const VarDecl *Member, Kernel &K,
                           RecogContext &RC) {
  K.segments = RankSegments();
  const auto *CS = dyn_cast<CompoundStmt>(Body);
  if (K.policy.kind != PolicyKind::Team || !CS || !Member || K.body.text.size() < 2)
    return;
  rankcut::Cutter(CS, Member, K, RC).run();
}

} // namespace kt
