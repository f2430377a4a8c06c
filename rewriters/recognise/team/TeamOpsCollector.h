// The body recogniser's visitor (TeamOps.cpp), private to the files that hold its construct
// families: the team member API and the traversal (TeamOps.cpp), class-scope names
// (TeamClassScope.cpp), nested ranges and single (TeamNested.cpp).
#pragma once

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <set>

namespace kt::teamops {

using namespace clang;

struct Scope2 {
  BodyScope S;
  int Depth = 0; // 0 team level, 1 inside TeamThreadRange, 2 inside a vector range
  /// Inside the operator() of nested functors built in place (lowered in the kernel,
  /// TeamInline.cpp): their fields bound to the team member (a use of one is a use of the
  /// member), what each other field is bound to (an expression of the body around its
  /// dispatch), and the innermost functor's class (whose `this` the kernel has not).
  std::vector<const FieldDecl *> MemberFields;
  std::vector<std::pair<const FieldDecl *, const Expr *>> Bound;
  const CXXRecordDecl *Inlined = nullptr;
  bool InSingle = false; // inside single(PerTeam | PerThread)
};

void collectInto(const Stmt *S, SourceRange R, const Scope2 &Sc, BodyText &B, RecogContext &RC);

/// A nested policy as written: a call (`TeamThreadRange(team, n)`, `PerTeam(team)`) or a
/// construction (`TeamThreadMDRange<Rank<2>, M>(team, n0, n1)`, Kokkos 4's multidimensional
/// ranges, also with the deduced rank); Args[0] is the team member, then the bounds.
struct NestedPolicy {
  std::string Name;
  std::vector<const Expr *> Args;
  const Expr *E = nullptr;
  explicit operator bool() const { return E; }
  /// TeamThreadMDRange, ThreadVectorMDRange or TeamVectorMDRange.
  bool md() const;
  /// One of the ranges (not PerTeam / PerThread).
  bool range() const;
  /// The level the range runs at.
  NestLevel level() const;
};
/// The nested policy E writes (TeamThreadRange, ..., the MD ranges, PerTeam, PerThread).
NestedPolicy nestedPolicyCall(const Expr *E);
/// The nested policy of E, a call `policy(team, n)` of a lambda returning one (PolicyLambdas.cpp):
/// its arguments are the call's where it passes its parameters; empty when E is no such call or
/// the lambda passes other than its parameters and integer constants.
NestedPolicy policyLambdaCall(const Expr *E);
/// The flat index of an MD range at level L (`kt_md_t`, `kt_md_v`), and the prefix of its
/// extents' names: distinct for a vector range nested in a thread range.
std::string mdFlatIndex(NestLevel L);
/// Appends Head, Src's text (its ops moved along) and Tail to Dst.
void appendText(BodyText &Dst, const std::string &Head, BodyText &&Src, const std::string &Tail = "");

class Collector : public Visitor {
public:
  Collector(const Scope2 &Sc, BodyText &B, unsigned Base, RecogContext &RC)
      : Sc(Sc), B(B), Base(Base), RC(RC) {}

  bool shouldVisitImplicitCode() const override { return false; }

  bool TraverseLambdaExpr(LambdaExpr *L) override {
    // A plain lambda inside the kernel: its `return` statements are its own.
    bool Saved = InPlainLambda;
    InPlainLambda = true;
    // Its parameter and return types are the body's text too (`[&](value_type &v)` in a class
    // template: the member type spelled from where the kernel is).
    if (const TypeSourceInfo *TSI = L->hasExplicitParameters() ? L->getCallOperator()->getTypeSourceInfo() : nullptr)
      TraverseTypeLoc(TSI->getTypeLoc());
    TraverseStmt(L->getBody());
    InPlainLambda = Saved;
    return true;
  }

  /// A class defined in the body: its members' `return` and `this` are their own (no
  /// iteration exit, no functor member or device-copy call).
  bool TraverseCXXRecordDecl(CXXRecordDecl *D) override {
    const bool Saved = InPlainLambda;
    InPlainLambda = true;
    ++InLocalClass;
    for (const CXXMethodDecl *M : D->methods())
      if (!M->isImplicit() && M->doesThisDeclarationHaveABody())
        if (BodyOp *Op = add(BodyOp::Kind::LocalClassMethod, SourceRange(M->getLocation())))
          Op->length = 0;
    const bool R = Visitor::TraverseCXXRecordDecl(D);
    --InLocalClass;
    InPlainLambda = Saved;
    return R;
  }

  bool TraverseCallExpr(CallExpr *C) override;
  /// `auto r = Kokkos::TeamThreadRange(team, n);` in a kernel body: recorded
  /// (UnitRecog::NestedPolicyLocals) and removed; the dispatches over `r` use the call.
  bool TraverseDeclStmt(DeclStmt *D) override;
  bool TraverseCXXMemberCallExpr(CXXMemberCallExpr *M) override;
  bool VisitCXXConstructExpr(CXXConstructExpr *E) override;
  /// How the team member is used at D, other than through the team API.
  std::string escapeUse(const Expr *D);
  bool VisitDeclRefExpr(DeclRefExpr *D) override;
  /// The team member named at E used other than through the team API: KT1014.
  void memberEscapes(const Expr *E, const std::string &Name);
  // TeamUsingDirectives.cpp
  /// `using namespace Kokkos;` and `namespace K = Kokkos;` in the body name the shim's `kt`.
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *U) override;
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *A) override;
  // TeamInline.cpp
  /// `this` in an inlined functor's operator(): only to name its fields.
  bool VisitCXXThisExpr(CXXThisExpr *T) override;

  // TeamClassScope.cpp
  /// A class-scope type (`shared_1d_int`, a member alias of the functor's class) is spelled
  /// from namespace scope too; a class template's member types keep the user's spelling.
  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc T) override;
  bool VisitDependentNameTypeLoc(DependentNameTypeLoc T) override {
    qualifyClassQualifierRoot(T.getQualifierLoc());
    return true;
  }
  /// A member type of a class template that the kernel is a template over, used unqualified
  /// in the template's own code (a non-dependent alias, `using size_type = view_type::
  /// size_type;`, which instantiation leaves naming the template's member): spelled
  /// `typename F<P...>::size_type` through the kernel's template parameters.
  void qualifyPatternMember(const NamedDecl *D, const CXXRecordDecl *RD, SourceLocation Name,
                            bool InQualifier = false);
  void qualifyClassQualifierRoot(NestedNameSpecifierLoc Q);
  void memberTemplateName(size_t Ops, bool IsType);
  bool qualifyMemberTemplateRoot(NestedNameSpecifierLoc Q);
  bool VisitDependentScopeDeclRefExpr(DependentScopeDeclRefExpr *E) override {
    qualifyMemberTemplateRoot(E->getQualifierLoc());
    return true;
  }
  const CXXRecordDecl *enclosingClassTemplate(const NamedDecl *D) const;
  /// A class-scope name (`left`, an enumerator of the functor's class) is spelled from
  /// namespace scope (`System::left`): the kernel is defined outside the class. When the kernel
  /// precedes the class (the dispatch is in it), the name goes through a template parameter
  /// standing for the class (`kt_System::left`, RC.LaterClasses).
  void qualifyClassScopeName(const DeclRefExpr *D);
  /// Replaces [From, Name] by the spelling of a class-scope name or type from where the kernel
  /// is defined, or reports KT1031 where it has none.
  void qualifyClassScope(const NamedDecl *Decl, const ClassScopeUse &U, SourceLocation From,
                         SourceLocation Name, bool IsType);
  /// A name of a namespace (a type, function, variable or enumerator) used unqualified in a body
  /// whose kernel is defined outside that namespace (a functor of namespace `ns` launched from
  /// main): spelled with its namespaces (`ns::twice`), as the kernel must.
  void qualifyNamespaceName(const NamedDecl *D, SourceLocation Name);
  /// The first name of a written qualifier (`detail::clampi`), where it is a namespace's
  /// member that the kernel's namespace does not see: spelled with its namespaces.
  void qualifyQualifierRoot(NestedNameSpecifierLoc Q);

  // TeamOps.cpp
  /// Marks team_rank() calls compared only as `== 0`, `< 0` or `>= team_size()` (before the
  /// traversal reaches the call: parents are visited first).
  bool VisitBinaryOperator(BinaryOperator *O) override;
  bool VisitIfStmt(IfStmt *S) override;

  bool VisitReturnStmt(ReturnStmt *R) override {
    if (!InPlainLambda && Sc.S.InLoop)
      add(BodyOp::Kind::Return, R->getSourceRange());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *M) override;
  // ValueMembers.cpp
  /// A data member read off an object the body computes: ValueMemberOpen / ValueMember ops.
  void valueMember(const MemberExpr *M);
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *M) override;

private:
  void dropThisArrow(const Expr *Obj, bool IsArrow, SourceLocation Name = SourceLocation());
  void localClassThis(const MemberExpr *M);
  void addSelfCall(SourceLocation Name, bool Template = false);
  void dependentSelfCall(const MemberExpr *M);
  const DeclContext *KernelNamespace = nullptr; ///< where the kernel is defined (lazily)
  BodyOp *add(BodyOp::Kind K, SourceRange R);

  std::string text(const Expr *E) { return sourceText(RC.Ctx, E->getSourceRange()); }

  /// E as a call of the team member's function Name, or null.
  const CXXMemberCallExpr *memberCall(const Expr *E, const char *Name) const {
    const auto *M = dyn_cast<CXXMemberCallExpr>(E);
    return M && isMember(M->getImplicitObjectArgument()) && M->getMethodDecl() &&
                   M->getMethodDecl()->getName() == Name
               ? M
               : nullptr;
  }
  /// Whether E names the team member: its variable, or a field of an inlined functor bound to
  /// it (Scope2::MemberFields).
  bool isMember(const Expr *E) const;
  std::set<const CXXMemberCallExpr *> RankFirstOnly;
  /// Of those, the ones whose guard runs the same once per team (BodyOp::rankGuardShared).
  std::set<const CXXMemberCallExpr *> RankGuardShared;
  std::set<const Expr *> HelperArgs; ///< the member passed to a team helper

  /// The team member passed as argument I of a call of the user function F: a team helper,
  /// whose call receives the lowered team context.
  void helperCall(const CallExpr *C, const FunctionDecl *F, unsigned I);

  void reject(const CallExpr *C) { RC.Rejected.push_back(fileOffsets(RC.Ctx, C->getSourceRange())); }

  std::unique_ptr<BodyText> exprText(const Expr *E) {
    auto T = std::make_unique<BodyText>();
    collectInto(E, E->getSourceRange(), Sc, *T, RC);
    return T;
  }

  void teamCall(CXXMemberCallExpr *M);
  // TeamCollectives.cpp
  /// team.team_reduce(reducer) and team.team_scan(value[, global]) (N: the function's name).
  void teamCollective(CXXMemberCallExpr *M, const std::string &N);

  // TeamNested.cpp
  void nested(CallExpr *C, Pattern P);
  /// Whether the nested dispatch C (its policy Pol, a functor IF built in place or none) has a
  /// form the kernel lowers at this level; diagnosed, C rejected, when not.
  bool nestedForm(CallExpr *C, Pattern P, const NestedPolicy &Pol,
                  const std::vector<const Expr *> &Args, const InlineFunctor &IF);
  /// The nested policy's bounds (`(member, end)` or `(member, begin, end)`) into Op.
  bool nestedBounds(BodyOp &Op, const NestedPolicy &Pol);
  // TeamNestedMd.cpp
  /// A multidimensional range's extents (`(member, n0, n1, ...)`), into Op as one range over
  /// their product whose prelude holds the extents (TeamNestedMd.cpp).
  bool mdBounds(BodyOp &Op, const NestedPolicy &Pol);
  /// Declares the MD range's indices (Params, or the names a functor's call gets) from its
  /// flat index at the head of Op's body.
  void mdIndices(BodyOp &Op, const std::vector<std::pair<std::string, std::string>> &Indices);
  /// Why the MD dispatch C cannot be lowered (a scan, a reducer, several results), or "".
  std::string mdRefusal(const NestedPolicy &Pol, Pattern P, const std::vector<const Expr *> &Args);
  /// The nested lambda's parameters (index, accumulator, final flag), the outer locals it
  /// writes, and the reducer or scan total of the dispatch C, into Op. False (diagnosed) when
  /// the form is not supported.
  /// Indices: the range's rank (1, or an MD range's); Idx receives their types and names.
  bool nestedParams(BodyOp &Op, CallExpr *C, const FunctionDecl *Fn, const clang::Stmt *Body,
                    SourceRange Own, Pattern P, const std::vector<const Expr *> &Args,
                    unsigned Indices, std::vector<std::pair<std::string, std::string>> &Idx);
  /// A functor as the nested body (nestedFunctorOperator: its operator()): the body that
  /// calls it with the indices IndexArgs.
  void callFunctorBody(BodyOp &Op, Pattern P, const std::string &IndexArgs);
  static bool isReducerArg(const Expr *A);
  // TeamNestedResults.cpp
  /// parallel_reduce(range, lambda, r0, r1, ...): the lambda's accumulators as the elements of
  /// one kt::ReduceTuple, reduced with a ReducerKind::Multi over the results' reducers.
  bool severalResults(BodyOp &Op, CallExpr *C, ArrayRef<ParmVarDecl *> Params,
                      const std::vector<const Expr *> &Args);
  // TeamPolicyLocals.cpp
  /// The nested policy E writes, through a recorded local variable too.
  NestedPolicy nestedPolicyOf(const Expr *E);
  /// A use of a recorded nested policy variable other than as a dispatch's policy (those
  /// are not traversed): diagnosed.
  void policyLocalUse(const DeclRefExpr *D);
  /// parallel_scan(ThreadVectorRange(...), lambda, reducer): the reducer's init and join make
  /// the scan (Kokkos' reducer overload); its result receives the total, as Kokkos' CUDA and
  /// HIP backends write it (its host backends leave it as it was).
  bool nestedScanReducer(BodyOp &Op, CallExpr *C, const Expr *Arg);
  bool closureOps(BodyOp &Op, const Expr *Closure, const Expr *Result);
  /// A nested parallel_scan: over TeamThreadRange or ThreadVectorRange, with at most a total
  /// (a variable of the accumulator's type; Kokkos 4) or, over ThreadVectorRange, a reducer.
  bool nestedScanForm(const CallExpr *C, const std::vector<const Expr *> &Args, NestLevel NL,
                      const std::string &PN);
  void single(CallExpr *C);
  // TeamNamedLambda.cpp
  /// The lambda A names: a local variable of the kernel initialised with a lambda
  /// (`const auto g = [&](int k, double &s) { ... };`), passed by name to a nested dispatch or
  /// single, whose call is the dispatch's body. Null for anything else, a generic lambda, or
  /// one whose body uses the team member other than for league_rank() / league_size() (its
  /// text is recognised where it is declared, not at the level it is called from).
  const LambdaExpr *namedLambda(const Expr *A) const;

  // TeamInline.cpp
  /// The nested dispatch C's functor IF, built in place, lowered into Op as the lambda capturing
  /// its fields would be: Op.prelude binds each field's initialiser once (`kt_f_<field>`), the
  /// body binds the field names to those and holds the operator()'s body, recognised in Inner
  /// (extended with the fields). False (diagnosed, C rejected) when that is not sound.
  bool inlineFunctor(BodyOp &Op, CallExpr *C, const InlineFunctor &IF, Scope2 &Inner);
  /// Why IF cannot be lowered in the kernel, or empty.
  std::string inlineRefusal(const InlineFunctor &IF);
  /// The binding of IF's field F to its initialiser Init (text and ops from the enclosing
  /// body) appended to Pre, its field-name binding to Names; false (diagnosed) when the types
  /// make a binding unsound.
  bool bindField(const FieldDecl *F, const Expr *Init, BodyText &Pre, std::string &Names,
                 Scope2 &Inner);
  /// The expression a field of an inlined functor named by E is bound to (through the
  /// enclosing inlined functors), or E itself.
  const Expr *boundExpr(const Expr *E) const;
  /// Into Op.outerWrites: the locals outside Own that Body writes through the reference
  /// fields of inlined functors: IF's (Body is its operator()'s) and those of the nested
  /// dispatches over functors built in place inside it.
  void fieldWrites(BodyOp &Op, const Stmt *Body, SourceRange Own, const InlineFunctor *IF);
  /// The reducer (or result) of a nested dispatch, Arg, recognised through the fields of the
  /// inlined functors it may name.
  std::optional<Reducer> nestedReducer(const Expr *Arg);
  // TeamCopies.cpp
  /// Experimental::local_deep_copy[_contiguous](team, dst, src | value): a TeamVectorRange
  /// copying one element per index (with team barriers around it, but for _contiguous).
  void teamLocalCopy(CallExpr *C, bool Contiguous);
  /// `Experimental::AcquireTeamUniqueToken<P> name(tokens, team);` as a TeamToken op (true:
  /// D declares one, handled or diagnosed).
  bool teamToken(DeclStmt *D);
  /// False (diagnosed at At) unless the body is at team level, outside single.
  bool teamLevelOnly(const Expr *At, const std::string &What);
  void appendExpr(BodyText &B, const Expr *E);
  std::unique_ptr<BodyText> copyCall(const std::string &Fn, const Expr *Dst, const Expr *Src,
                                     const std::string &Tail);

  const Scope2 &Sc;
  BodyText &B;
  unsigned Base;
  RecogContext &RC;
  bool InPlainLambda = false;
  int InLocalClass = 0; ///< inside a class the body defines (TraverseCXXRecordDecl)
};

} // namespace kt::teamops
