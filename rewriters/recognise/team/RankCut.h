// The cut of team-level code at its barriers (RankSegments, Model.h), private to the files
// that compute it: the walk over the body's statements and the cuts (RankSegments.cpp), loops
// whose bodies hold barriers (RankCutLoops.cpp), the variables carried across the cuts
// (RankCutCarry.cpp).
#pragma once

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/team/RankSegmentsAst.h"

#include "rewriters/recognise/ast/Visitor.h"

#include <map>
#include <set>

namespace kt::rankcut {

using namespace clang;

/// S is `member.team_barrier()` (the call alone, as a statement).
const CXXMemberCallExpr *barrierCall(const Stmt *S, const VarDecl *Member);

/// The barrier calls and team collectives (Cutter::collective, their file offsets given) in a
/// statement (nested lambdas included): where each is.
struct Uses : Visitor {
  Uses(const VarDecl *Member, const ASTContext &Ctx, const std::set<unsigned> &CollectiveAt)
      : Member(Member), Ctx(Ctx), CollectiveAt(CollectiveAt) {}
  bool shouldVisitImplicitCode() const override { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) override { return TraverseStmt(L->getBody()); }
  bool VisitCallExpr(CallExpr *C) override {
    if ((isa<CXXMemberCallExpr>(C) && barrierCall(C, Member)) ||
        CollectiveAt.count(fileOffsets(Ctx, C->getSourceRange()).first))
      Barriers.push_back(C->getExprLoc());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
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

/// One walk over a team body (run()): fills K.segments, or its refusal.
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
  void run();

private:
  unsigned rel(SourceLocation L);

  void piece(Piece P) { R.pieces.back().push_back(std::move(P)); }

  /// The body text from the current point up to End.
  void text(unsigned End);
  void endSegment(unsigned End);

  void walk(const CompoundStmt *C);
  void block(const CompoundStmt *C, std::vector<std::pair<int, bool>> Conditions);

  /// A branch of I (then or else) that holds a barrier: a block of its own, or an else-if.
  void arm(const Stmt *S, std::vector<std::pair<int, bool>> Conditions);

  /// An `if` holding barriers: its condition is kept per team thread, each branch a block.
  void branch(const IfStmt *I, std::vector<std::pair<int, bool>> Conditions);

  /// A loop whose body holds barriers (RankSegments::Loop): the segment ends before it, its
  /// header runs once per gang around its body's segments, the segment after it starts after
  /// its `}`. Only at the body's level (no open `if` block), as `for`s directly nested, each
  /// header reading only the team-level code's uniform constants, the body in braces, with no
  /// `break` or `continue` of these loops.
  void loop(const Stmt *S);
  static const Stmt *loopBody(const Stmt *S);

  /// The header of loop S reads nothing that differs between team threads: its variables are
  /// its own, or constants of the team-level code before it (hoisted to the gang), whose
  /// initialisers in turn read no team_rank() and only such constants. False (refused) if not.
  bool uniformHeader(const Stmt *S, RankSegments::Loop &L);

  /// E reads no team_rank() and no variable of the team-level code but the loop's own and
  /// constants hoisted to the gang (added to L.hoisted); false (refused) otherwise.
  bool uniform(const Stmt *E, RankSegments::Loop &L, SourceLocation Loop);

  /// V is a variable of the team-level code (not a parameter, not the enclosing function's).
  bool teamLocal(const VarDecl *V) const;

  /// The declaration statement of V among the body's own statements, declaring V alone.
  const DeclStmt *topLevelDecl(const VarDecl *V) const;

  /// The team collective that statement S is, as its own statement (Piece::Collect).
  const BodyOp *collective(const Stmt *S);
  static bool collectiveKind(const BodyOp &Op);

  /// The variable the collective S sends (the broadcast's, the single's value) is one of the
  /// body's own, which has a slot per team thread.
  bool sendsLocal(const Stmt *S, const BodyOp &Op);
  void collect(const Stmt *S, const BodyOp &Op);

  /// A barrier (or a collective, Op): the segment ends before it, closing the open blocks, and
  /// the next one starts with its `;`, reopening them.
  void cut(SourceRange Range, SourceLocation Line, const BodyOp *Op = nullptr);

  /// Whether the body's source [Begin, End) (file offsets) holds nothing but `;` tokens: no
  /// statement, no comment.
  bool onlySemicolons(unsigned Begin, unsigned End);

  void refuse(const std::string &Why, SourceLocation At);

  /// A `return` before the last barrier would leave the thread out of the later segments.
  void checkReturns();
  char accumulates();

  size_t segmentOf(SourceLocation L);

  /// The variables of each segment that later segments use, in declaration order.
  void carry();
  void carried(const VarDecl *V, size_t Seg, size_t Last, int Block);

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

} // namespace kt::rankcut
