// The variables of team-level code that later segments of its cut use (RankSegments::Carried),
// the returns that would leave a team thread out of them, and the operator a reduction's value
// is updated with (RankCut.h).
#include "rewriters/recognise/team/RankCut.h"

namespace kt::rankcut {

namespace {

/// The variables declared in a body (not in its lambdas), with the innermost block holding
/// each, and every use of a variable (lambdas included).
struct Decls : Visitor {
  bool shouldVisitImplicitCode() const override { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) override {
    ++InLambda;
    TraverseStmt(L->getBody());
    --InLambda;
    return true;
  }
  bool TraverseCompoundStmt(CompoundStmt *C) override {
    Blocks.push_back(C);
    Visitor::TraverseCompoundStmt(C);
    Blocks.pop_back();
    return true;
  }
  bool VisitVarDecl(VarDecl *V) override {
    if (!InLambda && !isa<ParmVarDecl>(V) && !Blocks.empty())
      Declared.push_back({V, Blocks.back()});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      Refs.push_back({V, D->getLocation()});
    return true;
  }
  int InLambda = 0;
  std::vector<const CompoundStmt *> Blocks;
  std::vector<std::pair<const VarDecl *, const CompoundStmt *>> Declared;
  std::vector<std::pair<const VarDecl *, SourceLocation>> Refs;
};

} // namespace

void Cutter::checkReturns() {
  for (const auto &Op : K.body.ops)
    if (Op->kind == BodyOp::Kind::Return && Op->offset < R.segments.back().first) {
      R.refusal = "`return` in team-level code before a team_barrier()";
      R.refusalOffset = Op->fileOffset;
      return;
    }
}

char Cutter::accumulates() {
  const auto *F = dyn_cast<FunctionDecl>(Member->getDeclContext());
  if (K.pattern != Pattern::Reduce || K.accName.empty() || !K.accNames.empty() || !F)
    return 0;
  for (const ParmVarDecl *P : F->parameters())
    if (P->getName() == K.accName) {
      return updateOperator(Body, P);
    }
  return 0;
}

size_t Cutter::segmentOf(SourceLocation L) {
  const unsigned Off = rel(L);
  size_t Seg = 0;
  while (Seg + 1 < R.segments.size() && R.segments[Seg + 1].first <= Off)
    ++Seg;
  return Seg;
}

void Cutter::carry() {
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

void Cutter::carried(const VarDecl *V, size_t Seg, size_t Last, int Block) {
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

} // namespace kt::rankcut
