// Cuts a team body's team-level code at its top-level `team_barrier();` statements (Model.h,
// RankSegments): the segments between them, the variables a later segment uses, and why a
// body cannot be cut (a barrier inside a branch or loop, a `return` before a barrier, a carried
// variable that cannot be kept per rank). Computed from the AST once, for every target; a
// target that needs the cut (OpenACC's loops over the team's ranks) reads the verdict.
#include "rewriters/recognise/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

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

/// The barrier calls and the uses of local variables in a statement (nested lambdas included).
struct Uses : RecursiveASTVisitor<Uses> {
  explicit Uses(const VarDecl *Member) : Member(Member) {}
  bool shouldVisitImplicitCode() const { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) { return TraverseStmt(L->getBody()); }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *M) {
    if (barrierCall(M, Member))
      Barriers.push_back(M);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      Vars.insert(V);
    return true;
  }
  const VarDecl *Member;
  std::vector<const CXXMemberCallExpr *> Barriers;
  std::set<const VarDecl *> Vars;
};

/// An array variable's type as its declaration writes it (`float [PPWI]`: the bound keeps the
/// template parameter that an instantiation's type has replaced), kernel-spelled; "" when the
/// declaration does not give it on its own (several declarators).
std::string writtenArrayType(const VarDecl *V, RecogContext &RC) {
  const TypeSourceInfo *TSI = V->getTypeSourceInfo();
  if (!TSI)
    return "";
  SourceRange R = TSI->getTypeLoc().getSourceRange();
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  auto [At, AtEnd] = fileOffsets(RC.Ctx, SourceRange(V->getLocation(), V->getLocation()));
  if (At < Bg || AtEnd > En || At == AtEnd)
    return "";
  std::string Head = kernelSpelling(R.getBegin(), Bg, At, RC);
  if (Head.find_first_of(",=(") != std::string::npos)
    return "";
  return llvm::StringRef(Head).trim().str() + " " +
         llvm::StringRef(kernelSpelling(R.getBegin(), AtEnd, En, RC)).trim().str();
}

class Cutter {
public:
  Cutter(const CompoundStmt *Body, const VarDecl *Member, Kernel &K, RecogContext &RC)
      : Body(Body), Member(Member), K(K), R(K.segments), RC(RC) {}

  void run() {
    const unsigned Base = fileOffsets(RC.Ctx, Body->getSourceRange()).first;
    unsigned From = 1; // after the opening brace
    std::vector<std::vector<const Stmt *>> Stmts(1);
    for (const Stmt *S : Body->body()) {
      if (const CXXMemberCallExpr *B = barrierCall(S, Member)) {
        auto [Bg, En] = fileOffsets(RC.Ctx, B->getSourceRange());
        R.segments.push_back({From, Bg - Base});
        R.emptySegments.push_back(onlySemicolons(Base + From, Bg));
        R.barrierLines.push_back(lineOf(RC.Ctx, B->getExprLoc()));
        From = En - Base;
        Stmts.emplace_back();
        continue;
      }
      Uses U(Member);
      U.TraverseStmt(const_cast<Stmt *>(S));
      for (const CXXMemberCallExpr *B : U.Barriers)
        refuse("team_barrier() inside a branch, loop or lambda of team-level code (the barriers "
               "must be statements of the body itself)",
               B->getExprLoc());
      Stmts.back().push_back(S);
    }
    R.segments.push_back({From, (unsigned)K.body.text.size() - 1});
    R.emptySegments.push_back(onlySemicolons(Base + From, Base + R.segments.back().second));
    if (R.segments.size() > 1)
      checkReturns();
    carry(Stmts);
  }

private:
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

  /// The top-level variables of each segment that later segments use.
  void carry(const std::vector<std::vector<const Stmt *>> &Stmts) {
    std::map<const VarDecl *, size_t> Declared;
    std::map<const VarDecl *, size_t> Last;
    for (size_t Seg = 0; Seg < Stmts.size(); ++Seg)
      for (const Stmt *S : Stmts[Seg]) {
        Uses U(Member);
        U.TraverseStmt(const_cast<Stmt *>(S));
        for (const VarDecl *V : U.Vars)
          if (Declared.count(V) && Declared[V] < Seg)
            Last[V] = Seg;
        if (const auto *DS = dyn_cast<DeclStmt>(S))
          for (const Decl *D : DS->decls())
            if (const auto *V = dyn_cast<VarDecl>(D))
              Declared[V] = Seg;
      }
    for (size_t Seg = 0; Seg < Stmts.size(); ++Seg) // in declaration order
      for (const Stmt *S : Stmts[Seg])
        if (const auto *DS = dyn_cast<DeclStmt>(S))
          for (const Decl *D : DS->decls())
            if (const auto *V = dyn_cast<VarDecl>(D); V && Last.count(V))
              carried(V, Seg, Last[V]);
  }

  void carried(const VarDecl *V, size_t Seg, size_t Last) {
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
    R.carried.push_back(C);
  }

  const CompoundStmt *Body;
  const VarDecl *Member;
  Kernel &K;
  RankSegments &R;
  RecogContext &RC;
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
