// Cuts a team body's team-level code at its top-level `team_barrier();` statements (Model.h,
// RankSegments): the segments between them, the variables a later segment uses, and why a
// body cannot be cut (a barrier inside a branch or loop, a `return` before a barrier, a carried
// variable that cannot be kept per rank). Computed from the AST once, for every target; a
// target that needs the cut (OpenACC's loops over the team's ranks) reads the verdict.
#include "rewriters/recognise/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/RankSegmentsAst.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <set>

using namespace clang;

namespace kt {

namespace {

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

/// The barrier calls and team collectives (Cutter::collective, their file offsets given) in a
/// statement (nested lambdas included): where each is.
struct Uses : RecursiveASTVisitor<Uses> {
  Uses(const VarDecl *Member, const ASTContext &Ctx, const std::set<unsigned> &CollectiveAt)
      : Member(Member), Ctx(Ctx), CollectiveAt(CollectiveAt) {}
  bool shouldVisitImplicitCode() const { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) { return TraverseStmt(L->getBody()); }
  bool VisitCallExpr(CallExpr *C) {
    if ((isa<CXXMemberCallExpr>(C) && barrierCall(C, Member)) ||
        CollectiveAt.count(fileOffsets(Ctx, C->getSourceRange()).first))
      Barriers.push_back(C->getExprLoc());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      Vars.insert(V);
    return true;
  }
  const VarDecl *Member;
  const ASTContext &Ctx;
  const std::set<unsigned> &CollectiveAt;
  std::vector<SourceLocation> Barriers;
  std::set<const VarDecl *> Vars;
};

/// The variables declared in a body (not in its lambdas), with the innermost block holding
/// each, and every use of a variable (lambdas included).
struct Decls : RecursiveASTVisitor<Decls> {
  bool shouldVisitImplicitCode() const { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) {
    ++InLambda;
    TraverseStmt(L->getBody());
    --InLambda;
    return true;
  }
  bool TraverseCompoundStmt(CompoundStmt *C) {
    Blocks.push_back(C);
    RecursiveASTVisitor::TraverseCompoundStmt(C);
    Blocks.pop_back();
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (!InLambda && !isa<ParmVarDecl>(V) && !Blocks.empty())
      Declared.push_back({V, Blocks.back()});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      Refs.push_back({V, D->getLocation()});
    return true;
  }
  int InLambda = 0;
  std::vector<const CompoundStmt *> Blocks;
  std::vector<std::pair<const VarDecl *, const CompoundStmt *>> Declared;
  std::vector<std::pair<const VarDecl *, SourceLocation>> Refs;
};

class Cutter {
  using Piece = RankSegments::Piece;
  using PK = Piece::Kind;
  /// A block open at the current point of the walk, entered under the kept conditions given.
  struct Open {
    int block;
    std::vector<std::pair<int, bool>> conditions;
  };

public:
  Cutter(const CompoundStmt *Body, const VarDecl *Member, Kernel &K, RecogContext &RC)
      : Body(Body), Member(Member), K(K), R(K.segments), RC(RC) {}

  void run() {
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

private:
  unsigned rel(SourceLocation L) {
    return fileOffsets(RC.Ctx, SourceRange(L, L)).first - Base;
  }

  void piece(Piece P) { R.pieces.back().push_back(std::move(P)); }

  /// The body text from the current point up to End.
  void text(unsigned End) {
    if (End > Cur)
      piece({PK::Text, Cur, End});
    Cur = std::max(Cur, End);
  }

  void endSegment(unsigned End) {
    R.segments.push_back({SegStart, End});
    bool Empty = true;
    for (const Piece &P : R.pieces.back()) // blocks reopened and closed alone run nothing
      Empty = Empty && (P.kind == PK::Text ? onlySemicolons(Base + P.begin, Base + P.end)
                                            : P.kind == PK::Reopen || P.kind == PK::Close ||
                                                  P.kind == PK::Stores);
    R.emptySegments.push_back(Empty);
  }

  void walk(const CompoundStmt *C) {
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

  void block(const CompoundStmt *C, std::vector<std::pair<int, bool>> Conditions) {
    int Id = (int)BlockIds.size();
    BlockIds[C] = Id;
    Opens.push_back({Id, std::move(Conditions)});
    walk(C);
    Opens.pop_back();
  }

  /// A branch of I (then or else) that holds a barrier: a block of its own, or an else-if.
  void arm(const Stmt *S, std::vector<std::pair<int, bool>> Conditions) {
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

  /// An `if` holding barriers: its condition is kept per team thread, each branch a block.
  void branch(const IfStmt *I, std::vector<std::pair<int, bool>> Conditions) {
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

  /// A loop whose body holds barriers (RankSegments::Loop): the segment ends before it, its
  /// header runs once per gang around its body's segments, the segment after it starts after
  /// its `}`. Only at the body's level (no open `if` block), as `for`s directly nested, each
  /// header reading only the team-level code's uniform constants, the body in braces, with no
  /// `break` or `continue` of these loops.
  void loop(const Stmt *S) {
    if (!Opens.empty())
      return refuse("team_barrier() inside a loop inside an `if` block of team-level code",
                    S->getBeginLoc());
    std::vector<const Stmt *> Chain{S};
    const Stmt *Inner = loopBody(S);
    while (Inner && (isa<ForStmt>(Inner) || isa<WhileStmt>(Inner))) {
      Chain.push_back(Inner);
      Inner = loopBody(Inner);
    }
    const auto *LB = dyn_cast_or_null<CompoundStmt>(Inner);
    if (!LB)
      return refuse("team_barrier() inside a loop whose body is not a block (write it in braces)",
                    S->getBeginLoc());
    RankSegments::Loop L;
    for (const Stmt *C : Chain)
      if (!uniformHeader(C, L))
        return;
    if (SourceLocation At = loopVarWrite(LB, LoopVars); At.isValid())
      return refuse("the body of a loop of team-level code that holds a team_barrier() changes "
                    "the loop's variable, which every team thread shares there",
                    At);
    if (SourceLocation At = loopExit(LB); At.isValid())
      return refuse("`break` or `continue` of a loop of team-level code that holds a "
                    "team_barrier()", At);
    const unsigned Begin = rel(S->getBeginLoc());
    text(Begin);
    piece({PK::Stores, 0, 0, 0, {}, 0});
    endSegment(Begin);
    R.barrierLines.push_back(lineOf(RC.Ctx, S->getBeginLoc()));
    R.pieces.emplace_back();
    L.first = R.segments.size();
    L.headerBegin = Begin;
    L.headerEnd = rel(LB->getLBracLoc()) + 1;
    L.line = lineOf(RC.Ctx, S->getBeginLoc());
    Cur = SegStart = L.headerEnd;
    BlockIds[LB] = 0; // its variables are stored with the body's own
    walk(LB);
    const unsigned End = rel(LB->getRBracLoc());
    text(End);
    piece({PK::Stores, 0, 0, 0, {}, 0});
    endSegment(End);
    R.barrierLines.push_back(lineOf(RC.Ctx, LB->getRBracLoc()));
    R.pieces.emplace_back();
    L.last = R.segments.size() - 1;
    Cur = SegStart = End + 1;
    R.loops.push_back(std::move(L));
  }

  static const Stmt *loopBody(const Stmt *S) {
    if (const auto *F = dyn_cast<ForStmt>(S))
      return F->getBody();
    return cast<WhileStmt>(S)->getBody();
  }

  /// The header of loop S reads nothing that differs between team threads: its variables are
  /// its own, or constants of the team-level code before it (hoisted to the gang), whose
  /// initialisers in turn read no team_rank() and only such constants. False (refused) if not.
  bool uniformHeader(const Stmt *S, RankSegments::Loop &L) {
    const auto *F = dyn_cast<ForStmt>(S);
    const auto *W = dyn_cast<WhileStmt>(S);
    if ((F && F->getConditionVariable()) || (W && W->getConditionVariable())) {
      refuse("team_barrier() inside a loop that declares a variable in its condition",
             S->getBeginLoc());
      return false;
    }
    if (const auto *D = F ? dyn_cast_or_null<DeclStmt>(F->getInit()) : nullptr)
      for (const Decl *V : D->decls())
        if (const auto *VD = dyn_cast<VarDecl>(V))
          LoopVars.insert(VD);
    const Stmt *Parts[] = {F ? F->getInit() : nullptr, F ? F->getCond() : W->getCond(),
                           F ? F->getInc() : nullptr};
    for (const Stmt *P : Parts)
      if (P && !uniform(P, L, S->getBeginLoc()))
        return false;
    return true;
  }

  /// E reads no team_rank() and no variable of the team-level code but the loop's own and
  /// constants hoisted to the gang (added to L.hoisted); false (refused) otherwise.
  bool uniform(const Stmt *E, RankSegments::Loop &L, SourceLocation Loop) {
    auto [Bg, En] = fileOffsets(RC.Ctx, E->getSourceRange());
    for (const auto &Op : K.body.ops)
      if (Op->kind == BodyOp::Kind::TeamRank && Op->offset >= Bg - Base && Op->offset < En - Base) {
        refuse("team_barrier() inside a loop whose header reads team_rank()", Loop);
        return false;
      }
    Uses U(Member, RC.Ctx, CollectiveAt);
    U.TraverseStmt(const_cast<Stmt *>(E));
    if (!U.Barriers.empty()) {
      refuse("a team_barrier() or collective in the header of a loop", Loop);
      return false;
    }
    for (const VarDecl *V : U.Vars) {
      if (LoopVars.count(V) || !teamLocal(V))
        continue;
      const DeclStmt *D = topLevelDecl(V);
      if (!D || !V->getType().isConstQualified() || V->getType()->isReferenceType() ||
          !V->getInit()) {
        refuse("team_barrier() inside a loop whose header reads '" + V->getNameAsString() +
                   "', which is not a constant declared alone in the team-level code before it",
               Loop);
        return false;
      }
      auto [DB, DE] = fileOffsets(RC.Ctx, D->getSourceRange());
      std::pair<unsigned, unsigned> Range{DB - Base, DE - Base};
      if (std::find(L.hoisted.begin(), L.hoisted.end(), Range) != L.hoisted.end())
        continue;
      if (!uniform(V->getInit(), L, Loop))
        return false;
      L.hoisted.push_back(Range); // after what its initialiser reads
    }
    return true;
  }

  /// V is a variable of the team-level code (not a parameter, not the enclosing function's).
  bool teamLocal(const VarDecl *V) const {
    return !isa<ParmVarDecl>(V) && V->getDeclContext() == Member->getDeclContext();
  }

  /// The declaration statement of V among the body's own statements, declaring V alone.
  const DeclStmt *topLevelDecl(const VarDecl *V) const {
    for (const Stmt *S : Body->body())
      if (const auto *D = dyn_cast<DeclStmt>(S); D && D->isSingleDecl() && D->getSingleDecl() == V)
        return D;
    return nullptr;
  }

  /// The team collective that statement S is, as its own statement (Piece::Collect).
  const BodyOp *collective(const Stmt *S) {
    if (!isa<Expr>(S) && !isa<DeclStmt>(S))
      return nullptr;
    const unsigned At = rel(S->getBeginLoc());
    for (const auto &Op : K.body.ops)
      if (Op->offset == At && collectiveKind(*Op))
        return Op.get();
    return nullptr;
  }

  static bool collectiveKind(const BodyOp &Op) {
    using Kd = BodyOp::Kind;
    return Op.kind == Kd::TeamBroadcast || Op.kind == Kd::TeamToken ||
           (Op.kind == Kd::Single && Op.perTeam && !Op.valueName.empty()) ||
           (Op.kind == Kd::NestedRange && Op.pattern == Pattern::Reduce &&
            Op.nest != NestLevel::ThreadVector && Op.reducer);
  }

  /// The variable the collective S sends (the broadcast's, the single's value) is one of the
  /// body's own, which has a slot per team thread.
  bool sendsLocal(const Stmt *S, const BodyOp &Op) {
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

  void collect(const Stmt *S, const BodyOp &Op) {
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

  /// A barrier (or a collective, Op): the segment ends before it, closing the open blocks, and
  /// the next one starts with its `;`, reopening them.
  void cut(SourceRange Range, SourceLocation Line, const BodyOp *Op = nullptr) {
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

  /// Whether the body's source [Begin, End) (file offsets) holds nothing but `;` tokens: no
  /// statement, no comment.
  bool onlySemicolons(unsigned Begin, unsigned End) {
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

  void refuse(const std::string &Why, SourceLocation At) {
    if (!R.refusal.empty())
      return;
    R.refusal = Why;
    const SourceManager &SM = RC.Ctx.getSourceManager();
    R.refusalOffset = SM.getFileOffset(SM.getExpansionLoc(At));
  }

  /// A `return` before the last barrier would leave the thread out of the later segments.
  void checkReturns() {
    for (const auto &Op : K.body.ops)
      if (Op->kind == BodyOp::Kind::Return && Op->offset < R.segments.back().first) {
        R.refusal = "`return` in team-level code before a team_barrier()";
        R.refusalOffset = Op->fileOffset;
        return;
      }
  }

  char accumulates() {
    const auto *F = dyn_cast<FunctionDecl>(Member->getDeclContext());
    if (K.pattern != Pattern::Reduce || K.accName.empty() || !K.accNames.empty() || !F)
      return 0;
    for (const ParmVarDecl *P : F->parameters())
      if (P->getName() == K.accName) {
        return updateOperator(Body, P);
      }
    return 0;
  }

  size_t segmentOf(SourceLocation L) {
    const unsigned Off = rel(L);
    size_t Seg = 0;
    while (Seg + 1 < R.segments.size() && R.segments[Seg + 1].first <= Off)
      ++Seg;
    return Seg;
  }

  /// The variables of each segment that later segments use, in declaration order.
  void carry() {
    if (R.segments.size() < 2 || !R.refusal.empty())
      return;
    Decls D;
    D.TraverseStmt(const_cast<CompoundStmt *>(Body));
    std::map<const VarDecl *, size_t> Declared, Last;
    for (auto &[V, C] : D.Declared)
      Declared[V] = segmentOf(V->getLocation());
    for (auto &[V, At] : D.Refs) {
      size_t Seg = segmentOf(At);
      for (auto [Bg, En] : Collectives) // used on both sides of the cut
        if (rel(At) >= Bg && rel(At) < En)
          Seg = segmentOf(At) + 1;
      if (Declared.count(V) && Seg > Declared[V])
        Last[V] = std::max(Last[V], Seg);
    }
    for (auto [Op, V] : Tokens) // the release reads it in the last segment
      Last[V] = R.segments.size() - 1;
    std::set<std::string> Names;
    for (auto &[V, C] : D.Declared) {
      if (!Last.count(V) || LoopVars.count(V)) // a loop's own runs in the gang
        continue;
      auto B = BlockIds.find(C);
      if (B == BlockIds.end() || !Names.insert(V->getNameAsString()).second)
        return refuse("variable '" + V->getNameAsString() + "', used after a team_barrier(), " +
                          "is declared in a block that the barrier does not cut, or shares its " +
                          "name with another such variable (rename it)",
                      V->getLocation());
      carried(V, Declared[V], Last[V], B->second);
    }
  }

  void carried(const VarDecl *V, size_t Seg, size_t Last, int Block) {
    const std::string N = V->getNameAsString();
    const std::string Why = "variable '" + N + "', declared before a team_barrier() and used " +
                            "after it, cannot be kept per team thread across the barrier: ";
    QualType T = V->getType();
    if (T->isReferenceType())
      return refuse(Why + "it is a reference (declare a copy)", V->getLocation());
    if (V->isStaticLocal())
      return refuse(Why + "it is static", V->getLocation());
    if (localTagIn(T))
      return refuse(Why + "its type is declared inside the function", V->getLocation());
    if (const TagDecl *D = laterTagIn(T))
      return refuse(Why + "its type names '" + D->getNameAsString() + "', declared in a class " +
                        "that the kernel precedes (declare it at namespace scope)",
                    V->getLocation());
    std::string Type = typeText(T, RC.Ctx);
    if (T->isArrayType()) {
      Type = writtenArrayType(V, RC);
      if (Type.empty())
        return refuse(Why + "write it in a declaration of its own", V->getLocation());
    }
    if (T->isUndeducedType() || Type.find("auto") != std::string::npos)
      return refuse(Why + "its type is deduced in a template (write the type)", V->getLocation());
    RankSegments::Carried C;
    C.name = N;
    C.type = Type;
    C.constant = T.isConstQualified() ||
                 (T->isArrayType() && RC.Ctx.getBaseElementType(T).isConstQualified());
    C.segment = Seg;
    C.lastUse = Last;
    C.block = Block;
    R.carried.push_back(C);
  }

  const CompoundStmt *Body;
  const VarDecl *Member;
  Kernel &K;
  RankSegments &R;
  RecogContext &RC;
  unsigned Base = 0, Cur = 0, SegStart = 0;
  std::vector<Open> Opens;
  std::map<const CompoundStmt *, int> BlockIds;
  std::vector<std::pair<unsigned, unsigned>> Collectives; ///< their statements' text
  std::set<unsigned> CollectiveAt; ///< the file offsets of the body's collective ops
  std::vector<std::pair<const BodyOp *, const VarDecl *>> Tokens; ///< AcquireTeamUniqueTokens
  std::set<const VarDecl *> LoopVars; ///< declared in the header of a loop cut by barriers
};

} // namespace

void recogniseRankSegments(const Stmt *Body, const VarDecl *Member, Kernel &K,
                           RecogContext &RC) {
  K.segments = RankSegments();
  const auto *CS = dyn_cast<CompoundStmt>(Body);
  if (K.policy.kind != PolicyKind::Team || !CS || !Member || K.body.text.size() < 2)
    return;
  Cutter(CS, Member, K, RC).run();
}

} // namespace kt
