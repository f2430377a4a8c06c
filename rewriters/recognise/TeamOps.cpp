// Recognises the Kokkos constructs inside a kernel body: the team member API, nested
// TeamThreadRange / ThreadVectorRange / TeamVectorRange dispatches, single, `return`,
// explicit `this->`, and every other Kokkos name (renamed for the shim or diagnosed).
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/TemplateDispatch.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

struct Scope2 {
  BodyScope S;
  int Depth = 0; // 0 team level, 1 inside TeamThreadRange, 2 inside a vector range
};

void collectInto(const Stmt *S, SourceRange R, const Scope2 &Sc, BodyText &B, RecogContext &RC);

const CallExpr *nestedPolicyCall(const Expr *E, std::string &Name) {
  const auto *C = dyn_cast<CallExpr>(strip(E));
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  if (!F || !isKokkosDecl(F) || !F->getIdentifier())
    return nullptr;
  Name = F->getName().str();
  if (Name == "TeamThreadRange" || Name == "ThreadVectorRange" || Name == "TeamVectorRange" ||
      Name == "PerTeam" || Name == "PerThread")
    return C;
  return nullptr;
}

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(const Scope2 &Sc, BodyText &B, unsigned Base, RecogContext &RC)
      : Sc(Sc), B(B), Base(Base), RC(RC) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    // A plain lambda inside the kernel: its `return` statements are its own.
    bool Saved = InPlainLambda;
    InPlainLambda = true;
    TraverseStmt(L->getBody());
    InPlainLambda = Saved;
    return true;
  }

  bool TraverseCallExpr(CallExpr *C) {
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
    if (F && !isKokkosDecl(F) && Sc.S.Member)
      for (unsigned I = 0; I < C->getNumArgs(); ++I)
        helperCall(C, F, I);
    return RecursiveASTVisitor::TraverseCallExpr(C);
  }

  bool TraverseCXXMemberCallExpr(CXXMemberCallExpr *M) {
    const auto *DR = dyn_cast_or_null<DeclRefExpr>(
        M->getImplicitObjectArgument() ? M->getImplicitObjectArgument()->IgnoreImplicit()
                                       : nullptr);
    if (Sc.S.Member && DR && DR->getDecl() == Sc.S.Member) {
      teamCall(M);
      return true;
    }
    const auto *ME = dyn_cast<MemberExpr>(M->getCallee()->IgnoreParens());
    const Expr *Obj = M->getImplicitObjectArgument();
    if (Sc.S.Functor && ME && Obj && isa<CXXThisExpr>(Obj->IgnoreParenImpCasts())) {
      auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(ME->getMemberLoc(), ME->getMemberLoc()));
      if (En > Bg && Bg >= Base) {
        auto Op = std::make_unique<BodyOp>();
        Op->kind = BodyOp::Kind::SelfCall;
        Op->offset = Bg - Base;
        Op->length = 0;
        B.ops.push_back(std::move(Op));
      }
    }
    return RecursiveASTVisitor::TraverseCXXMemberCallExpr(M);
  }

  /// How the team member is used at D, other than through the team API.
  std::string escapeUse(const DeclRefExpr *D) {
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

  bool VisitDeclRefExpr(DeclRefExpr *D) {
    if (Sc.S.Member && D->getDecl() == Sc.S.Member && !HelperArgs.count(D))
      RC.Diags.error(D->getLocation(), DiagId::TeamMemberEscapes,
                     "the team member '" + Sc.S.Member->getNameAsString() + "' is used " +
                         "other than through its member functions (team_rank(), ...), nested " +
                         "policies (TeamThreadRange, ...) or as the argument of a team helper " +
                         "function: " + escapeUse(D) + "; the kernel has a lowered team " +
                         "context, not a team member object");
    qualifyClassScopeName(D);
    return true;
  }

  /// A class-scope type (`shared_1d_int`, a member alias of the functor's class) is spelled
  /// from namespace scope too; a class template's member types keep the user's spelling.
  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc T) {
    TypeLoc N = T.getNamedTypeLoc();
    const NamedDecl *D = nullptr;
    if (auto TT = N.getAs<TypedefTypeLoc>())
      D = TT.getTypedefNameDecl();
    else if (auto TG = N.getAs<TagTypeLoc>())
      D = TG.getDecl();
    const auto *RD = D ? dyn_cast<CXXRecordDecl>(D->getDeclContext()) : nullptr;
    if (!RD)
      return true;
    const bool Written = bool(T.getQualifierLoc());
    if (RD->isDependentContext()) {
      if (!Written)
        qualifyPatternMember(D, RD, N.getBeginLoc());
      return true;
    }
    qualifyClassScope(D, classScopeType(D, Written, RC.Ctx),
                      Written ? T.getQualifierLoc().getBeginLoc() : N.getBeginLoc(),
                      N.getBeginLoc(), true);
    return true;
  }

  /// A member type of a class template that the kernel is a template over, used unqualified
  /// in the template's own code (a non-dependent alias, `using size_type = view_type::
  /// size_type;`, which instantiation leaves naming the template's member): spelled
  /// `typename F<P...>::size_type` through the kernel's template parameters.
  void qualifyPatternMember(const NamedDecl *D, const CXXRecordDecl *RD, SourceLocation Name) {
    const ClassTemplateDecl *CT = RD->getDescribedClassTemplate();
    if (!CT || !TemplateSpelling::spells(CT) || !RD->getDeclContext()->isFileContext())
      return; // the user's spelling, as before
    std::string Owner = CT->getQualifiedNameAsString() + "<";
    const TemplateParameterList *L = CT->getTemplateParameters();
    for (unsigned I = 0; I < L->size(); ++I) {
      const NamedDecl *P = TemplateSpelling::parameter(CT, L->getDepth(), I);
      if (!P || P->getName().empty())
        return;
      Owner += (I ? ", " : "") + P->getNameAsString() + (P->isParameterPack() ? "..." : "");
    }
    ClassScopeUse U;
    U.classScope = true;
    U.owner = Owner + ">";
    if (D->getAccess() == AS_public || D->getAccess() == AS_none)
      U.qualified = "typename " + U.owner + "::" + D->getNameAsString();
    qualifyClassScope(D, U, Name, Name, true);
  }

  /// A class-scope name (`left`, an enumerator of the functor's class) is spelled from
  /// namespace scope (`System::left`): the kernel is defined outside the class. When the kernel
  /// precedes the class (the dispatch is in it), the name goes through a template parameter
  /// standing for the class (`kt_System::left`, RC.LaterClasses).
  void qualifyClassScopeName(const DeclRefExpr *D) {
    ClassScopeUse U = classScopeUse(D, RC.Ctx);
    if (U.classScope)
      qualifyClassScope(D->getDecl(), U,
                        U.written ? D->getQualifierLoc().getBeginLoc() : D->getLocation(),
                        D->getLocation(), false);
  }

  /// Replaces [From, Name] by the spelling of a class-scope name or type from where the kernel
  /// is defined, or reports KT1031 where it has none.
  void qualifyClassScope(const NamedDecl *Decl, const ClassScopeUse &U, SourceLocation From,
                         SourceLocation Name, bool IsType) {
    auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(From, Name));
    const SourceManager &SM = RC.Ctx.getSourceManager();
    const SourceLocation At = SM.getExpansionLoc(Decl->getLocation());
    const bool After = SM.getFileID(At) == RC.KernelAt.first &&
                       SM.getFileOffset(At) >= RC.KernelAt.second; // declared after the kernel
    if (U.written && !After)
      return; // visible where the kernel is, as written
    for (const auto &O : B.ops) // `Index x, y;`: both declarators share the written type
      if (O->kind == BodyOp::Kind::Rename && O->offset == Bg - Base)
        return;
    const bool LaterTemplate = After && U.owner.find('<') != std::string::npos; // no parameter
    if (U.qualified.empty() || LaterTemplate || En <= Bg || Bg < Base || Name.isMacroID() ||
        From.isMacroID()) {
      RC.Diags.error(Name, DiagId::ClassScopeName,
                     "'" + Decl->getNameAsString() + "' is declared in a class, but "
                     "the kernel is defined outside it, where this name is not visible and "
                     "cannot be spelled (it is not public, or its class is local or a "
                     "template); declare it at namespace scope or copy it into a local " +
                         (IsType ? "alias" : "constant") + " before the dispatch");
      return;
    }
    auto Op = std::make_unique<BodyOp>();
    Op->kind = BodyOp::Kind::Rename;
    Op->offset = Bg - Base;
    Op->length = En - Bg;
    Op->text = U.qualified;
    if (After) {
      std::string Param = "kt_" + U.owner;
      for (size_t I = 0; (I = Param.find("::", I)) != std::string::npos;)
        Param.replace(I, 2, "_");
      if (llvm::find_if(RC.LaterClasses, [&](const auto &P) { return P.first == Param; }) ==
          RC.LaterClasses.end())
        RC.LaterClasses.push_back({Param, U.owner});
      Op->text = (IsType ? "typename " : "") + Param + "::" + Decl->getNameAsString();
    }
    B.ops.push_back(std::move(Op));
  }

  /// Marks team_rank() calls compared only as `== 0`, `< 0` or `>= team_size()` (before the
  /// traversal reaches the call: parents are visited first).
  bool VisitBinaryOperator(BinaryOperator *O) {
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
    case BO_LT:
      if (memberCall(L, "team_rank") && Zero(R))
        RankFirstOnly.insert(memberCall(L, "team_rank"));
      break;
    case BO_GE:
      if (memberCall(L, "team_rank") && memberCall(R, "team_size"))
        RankFirstOnly.insert(memberCall(L, "team_rank"));
      break;
    default:
      break;
    }
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *R) {
    if (!InPlainLambda && Sc.S.InLoop)
      add(BodyOp::Kind::Return, R->getSourceRange());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *M) {
    const auto *T = dyn_cast<CXXThisExpr>(M->getBase()->IgnoreParens());
    if (T && !T->isImplicit() && M->isArrow()) {
      auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(T->getBeginLoc(), T->getEndLoc()));
      if (En > Bg) {
        auto Op = std::make_unique<BodyOp>();
        Op->kind = BodyOp::Kind::ThisArrow;
        Op->offset = Bg - Base;
        Op->length = En - Bg + 2; // "this" + "->"
        B.ops.push_back(std::move(Op));
      }
    }
    return true;
  }

private:
  BodyOp *add(BodyOp::Kind K, SourceRange R) {
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

  std::string text(const Expr *E) { return sourceText(RC.Ctx, E->getSourceRange()); }

  /// E as a call of the team member's function Name, or null.
  const CXXMemberCallExpr *memberCall(const Expr *E, const char *Name) const {
    const auto *M = dyn_cast<CXXMemberCallExpr>(E);
    const auto *DR = M && M->getImplicitObjectArgument()
                         ? dyn_cast<DeclRefExpr>(M->getImplicitObjectArgument()->IgnoreImplicit())
                         : nullptr;
    return Sc.S.Member && DR && DR->getDecl() == Sc.S.Member && M->getMethodDecl() &&
                   M->getMethodDecl()->getName() == Name
               ? M
               : nullptr;
  }
  std::set<const CXXMemberCallExpr *> RankFirstOnly;
  std::set<const DeclRefExpr *> HelperArgs; ///< the member passed to a team helper

  /// The team member passed as argument I of a call of the user function F: a team helper,
  /// whose call receives the lowered team context.
  void helperCall(const CallExpr *C, const FunctionDecl *F, unsigned I) {
    const auto *DR = dyn_cast<DeclRefExpr>(C->getArg(I)->IgnoreParenImpCasts());
    if (!DR || DR->getDecl() != Sc.S.Member)
      return;
    HelperArgs.insert(DR);
    std::shared_ptr<const TeamHelper> H = recogniseTeamHelper(C, F, I, Sc.S.Member, RC);
    if (!H)
      return;
    checkTeamHelperDepth(*H, Sc.Depth, DR->getLocation(), RC);
    if (BodyOp *Op = add(BodyOp::Kind::TeamContext, DR->getSourceRange()))
      Op->helper = H;
  }

  void reject(const CallExpr *C) { RC.Rejected.push_back(fileOffsets(RC.Ctx, C->getSourceRange())); }

  std::unique_ptr<BodyText> exprText(const Expr *E) {
    auto T = std::make_unique<BodyText>();
    collectInto(E, E->getSourceRange(), Sc, *T, RC);
    return T;
  }

  void teamCall(CXXMemberCallExpr *M) {
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
      if (BodyOp *Op = add(It->second, M->getSourceRange()))
        Op->rankFirstOnly = It->second == K::TeamRank && RankFirstOnly.count(M);
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
    if (N == "team_broadcast" && M->getNumArgs() == 2) {
      if (Sc.Depth > 0)
        RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedNested,
                       "team_broadcast must be called by the whole team, not in a nested range");
      if (BodyOp *Op = add(K::TeamBroadcast, M->getSourceRange()))
        Op->args = {text(M->getArg(0)), text(M->getArg(1))};
      return;
    }
    RC.Diags.error(M->getExprLoc(), DiagId::UnknownKokkosApi,
                   "team member function '" + N + "' is not supported");
  }

  void nested(CallExpr *C, Pattern P) {
    std::vector<const Expr *> Args;
    for (const Expr *A : C->arguments())
      if (!isa<CXXDefaultArgExpr>(A))
        Args.push_back(A);
    std::string PN;
    const CallExpr *Pol = Args.size() >= 2 ? nestedPolicyCall(Args[0], PN) : nullptr;
    if (Pol && isa<StringLiteral>(strip(Args[0])->IgnoreImplicit()))
      Pol = nullptr;
    const auto *L = Args.size() >= 2 ? dyn_cast<LambdaExpr>(strip(Args[1])) : nullptr;
    if (!Pol || !L || PN == "PerTeam" || PN == "PerThread" || !Sc.S.Member) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "a dispatch inside a kernel must use TeamThreadRange, ThreadVectorRange or "
                     "TeamVectorRange with a lambda");
      reject(C);
      return;
    }
    NestLevel NL = PN == "TeamThreadRange"     ? NestLevel::TeamThread
                   : PN == "ThreadVectorRange" ? NestLevel::ThreadVector
                                               : NestLevel::TeamVector;
    bool Legal = (NL == NestLevel::ThreadVector && Sc.Depth <= 1) || Sc.Depth == 0;
    if (!Legal) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     PN + " cannot be nested at this level");
      reject(C);
      return;
    }
    if (P == Pattern::Scan && !nestedScanForm(C, Args, NL, PN))
      return;
    BodyOp *Op = add(BodyOp::Kind::NestedRange, C->getSourceRange());
    if (!Op)
      return;
    Op->nest = NL;
    Op->pattern = P;
    if (!nestedBounds(*Op, Pol, PN)) {
      reject(C);
      return;
    }
    if (!nestedParams(*Op, C, L, P, Args))
      return;
    Scope2 Inner = Sc;
    Inner.Depth = NL == NestLevel::TeamThread ? 1 : 2;
    Inner.S.InLoop = true; // a `return` leaves the lambda's iteration (also in a team helper)
    collectInto(L->getBody(), L->getBody()->getSourceRange(), Inner, Op->body, RC);
  }

  /// The nested policy's bounds (`(member, end)` or `(member, begin, end)`) into Op.
  bool nestedBounds(BodyOp &Op, const CallExpr *Pol, const std::string &PN) {
    std::vector<const Expr *> PA;
    for (const Expr *A : Pol->arguments())
      if (!isa<CXXDefaultArgExpr>(A))
        PA.push_back(A);
    if (PA.size() == 2) {
      Op.end = exprText(PA[1]);
    } else if (PA.size() >= 3) {
      Op.begin = exprText(PA[1]);
      Op.end = exprText(PA[2]);
    } else {
      RC.Diags.error(Pol->getBeginLoc(), DiagId::UnsupportedNested, PN + " needs bounds");
      return false;
    }
    return true;
  }

  /// The nested lambda's parameters (index, accumulator, final flag), the outer locals it
  /// writes, and the reducer or scan total of the dispatch C, into Op. False (diagnosed) when
  /// the form is not supported.
  bool nestedParams(BodyOp &Op, CallExpr *C, const LambdaExpr *L, Pattern P,
                    const std::vector<const Expr *> &Args) {
    auto Params = L->getCallOperator()->parameters();
    size_t Want = P == Pattern::For ? 1 : P == Pattern::Reduce ? 2 : 3;
    if (Params.size() != Want) {
      RC.Diags.error(L->getBeginLoc(), DiagId::UnsupportedNested,
                     "nested lambda takes " + std::to_string(Params.size()) +
                         " parameters; expected " + std::to_string(Want));
      return false;
    }
    for (const ParmVarDecl *Pm : Params)
      if (refuseLocalType(Pm->getType(), Pm->getLocation(),
                          "nested lambda parameter '" + Pm->getNameAsString() + "'", RC))
        return false;
    auto Name = [&](size_t I) { return paramName(Params[I], I); };
    Op.indexType = typeText(Params[0]->getType(), RC.Ctx);
    Op.indexName = Name(0);
    std::vector<SourceLocation> Where;
    Op.outerWrites = outerLocalWrites(L, &Where);
    Op.outerUses = outerLocalUses(L);
    for (SourceLocation W : Where)
      Op.outerWriteOffsets.push_back(
          RC.Ctx.getSourceManager().getFileOffset(RC.Ctx.getSourceManager().getExpansionLoc(W)));
    if (P != Pattern::For && !accumulatorIsReference(Params[1], P, RC)) {
      reject(C);
      return false;
    }
    if (P != Pattern::For) {
      Op.accType = typeText(Params[1]->getType(), RC.Ctx);
      Op.accArith = spelledArith(Params[1]->getType(), RC.Ctx);
      Op.accName = Name(1);
    }
    if (P == Pattern::Scan)
      Op.finalName = Name(2);
    if (P == Pattern::Reduce) {
      if (Args.size() < 3) {
        RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                       "nested parallel_reduce needs a result");
        reject(C);
        return false;
      }
      Op.reducer = recogniseReducer(Args[2], /*Nested=*/true, RC);
      if (Op.reducer && Op.reducer->valueType.empty())
        Op.reducer->valueType = Op.accType;
    }
    if (P == Pattern::Scan && Args.size() >= 3 && isReducerArg(Args[2]))
      return nestedScanReducer(Op, C, Args[2]);
    if (P == Pattern::Scan && Args.size() >= 3)
      Op.valueTarget = text(Args[2]);
    return true;
  }

  static bool isReducerArg(const Expr *A) {
    std::string TN = kokkosTemplateName(strip(A)->getType());
    return !TN.empty() && TN != "View" && TN != "complex";
  }

  /// parallel_scan(ThreadVectorRange(...), lambda, reducer): the reducer's init and join make
  /// the scan (Kokkos' reducer overload); its result receives the total, as Kokkos' CUDA and
  /// HIP backends write it (its host backends leave it as it was).
  bool nestedScanReducer(BodyOp &Op, CallExpr *C, const Expr *Arg) {
    Op.reducer = recogniseReducer(Arg, /*Nested=*/true, RC);
    if (!Op.reducer) {
      reject(C);
      return false;
    }
    ReducerKind RK = Op.reducer->kind;
    if (RK == ReducerKind::MinLoc || RK == ReducerKind::MaxLoc || RK == ReducerKind::MinMax ||
        RK == ReducerKind::MinMaxLoc) {
      RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedNested,
                     std::string("a nested parallel_scan with the reducer Kokkos::") +
                         reducerName(RK) + " is not supported; scan with Sum, Prod, Min, Max, "
                         "LAnd, LOr, BAnd or BOr");
      reject(C);
      return false;
    }
    Op.reducer->valueType = Op.accType;
    Op.valueTarget = Op.reducer->result;
    return true;
  }

  /// A nested parallel_scan: over TeamThreadRange or ThreadVectorRange, with at most a total
  /// (a variable of the accumulator's type; Kokkos 4) or, over ThreadVectorRange, a reducer.
  bool nestedScanForm(const CallExpr *C, const std::vector<const Expr *> &Args, NestLevel NL,
                      const std::string &PN) {
    std::string Why;
    if (NL == NestLevel::TeamVector)
      Why = "nested parallel_scan over TeamVectorRange is not supported; scan over "
            "TeamThreadRange or ThreadVectorRange";
    else if (Args.size() > 3)
      Why = "nested parallel_scan takes at most one result (its total)";
    else if (Args.size() == 3 && NL == NestLevel::TeamThread && isReducerArg(Args[2]))
      Why = "a nested parallel_scan over TeamThreadRange takes a total, not a reducer (Kokkos "
            "has a reducer form over ThreadVectorRange only)";
    else if (Args.size() == 3 && !isReducerArg(Args[2]) &&
             (!kokkosTemplateName(strip(Args[2])->getType()).empty() ||
              !strip(Args[2])->isLValue()))
      Why = "the total of a nested parallel_scan over " + PN +
            " must be a variable (a View is not supported)";
    if (Why.empty())
      return true;
    RC.Diags.error(Args.size() == 3 && Why.find("total") != std::string::npos
                       ? Args[2]->getBeginLoc()
                       : C->getBeginLoc(),
                   DiagId::UnsupportedNested, Why);
    reject(C);
    return false;
  }

  void single(CallExpr *C) {
    std::string PN;
    const CallExpr *Pol = C->getNumArgs() >= 2 ? nestedPolicyCall(C->getArg(0), PN) : nullptr;
    const auto *L = C->getNumArgs() >= 2 ? dyn_cast<LambdaExpr>(strip(C->getArg(1))) : nullptr;
    if (!Pol || !L || (PN != "PerTeam" && PN != "PerThread")) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "single needs PerTeam(team) or PerThread(team) and a lambda");
      reject(C);
      return;
    }
    if (PN == "PerTeam" && Sc.Depth > 0) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "single(PerTeam) inside a nested range is not supported");
      reject(C);
      return;
    }
    BodyOp *Op = add(BodyOp::Kind::Single, C->getSourceRange());
    if (!Op)
      return;
    Op->perTeam = PN == "PerTeam";
    auto Params = L->getCallOperator()->parameters();
    if (Params.size() == 1 && C->getNumArgs() >= 3) {
      Op->valueName = Params[0]->getNameAsString();
      Op->valueType = typeText(Params[0]->getType(), RC.Ctx);
      Op->valueTarget = text(C->getArg(2));
    } else if (!Params.empty()) {
      RC.Diags.error(L->getBeginLoc(), DiagId::UnsupportedNested,
                     "single's lambda takes a value only in the broadcast form");
    }
    Scope2 Inner = Sc;
    Inner.S.InLoop = true; // a `return` leaves the lambda (also in a team helper)
    collectInto(L->getBody(), L->getBody()->getSourceRange(), Inner, Op->body, RC);
  }

  const Scope2 &Sc;
  BodyText &B;
  unsigned Base;
  RecogContext &RC;
  bool InPlainLambda = false;
};

bool overlaps(const BodyText &B, unsigned Bg, unsigned En) {
  for (const auto &Op : B.ops)
    if (Bg < Op->offset + Op->length && Op->offset < En)
      return true;
  return false;
}

/// Adds a Rename op to B (whose text starts at file offset Bg and ends at En) for every
/// Kokkos:: name in it that no op covers, or diagnoses the name.
void addRenames(SourceRange R, unsigned Bg, unsigned En, BodyText &B, RecogContext &RC) {
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
    auto Spelled = spellKokkosName(U.Name, ApiContext::Kernel);
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

void collectInto(const Stmt *S, SourceRange R, const Scope2 &Sc, BodyText &B, RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  B.text = sourceText(RC.Ctx, R);
  Collector C(Sc, B, Bg, RC);
  C.TraverseStmt(const_cast<Stmt *>(S));
  addRenames(R, Bg, En, B, RC); // every remaining Kokkos:: name
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

std::string kernelSpelling(SourceRange R, RecogContext &RC) {
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  BodyText B;
  B.text = sourceText(RC.Ctx, R);
  addRenames(R, Bg, En, B, RC);
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

} // namespace kt
