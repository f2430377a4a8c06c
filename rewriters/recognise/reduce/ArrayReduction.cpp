// Functor array reductions (`using value_type = double[];` with `value_count` elements, known
// at run time): Model.h, ArrayReduction. The dispatch becomes a parallel_for over a fixed
// number of partials, each a contiguous chunk of the range; the body runs unchanged inside a
// loop over its chunk, with its accumulator pointing at its partial's elements of a buffer the
// launch makes. The recogniser records the facts (ArrayReduction); the lowerings print the
// loop (arrayChunkKernel, emit/ArrayReduceText.cpp). init, join and final are the functor's own, called on the host by the launch
// (emit/ArrayReduceText.cpp), which joins the partials in order: the same bits on every run.
// Over a TeamPolicy, the partials are chunks of the league (ArrayReductionTeam.cpp). In a
// function template or for a class-template functor, the kernel is a template like any other
// and the launch names the instantiation's types.
#include "rewriters/recognise/reduce/ArrayReduction.h"
#include "rewriters/recognise/reduce/FunctorReduction.h"

#include "rewriters/recognise/ast/AstUtil.h"

using namespace clang;

namespace kt {

namespace {

bool refuse(SourceLocation At, const std::string &Why, RecogContext &RC) {
  RC.Diags.error(At, DiagId::ArrayReductionForm,
                 "a functor array reduction (value_type T[], value_count) " + Why);
  return false;
}

/// A Capture of the kernel: kt_array_<Member> is the launch's kt_array.<Member>
/// (kt::ArrayReduce, kt/core/array_reduce.hpp).
Capture launchValue(const std::string &Member, const std::string &Type) {
  Capture C;
  C.name = "kt_array_" + Member;
  C.type = Type;
  C.hostExpr = "kt_array." + Member;
  return C;
}

/// The number of iterations of the MDRangePolicy P, a host expression.
std::string mdIterations(const Policy &P) {
  std::string N;
  for (int D = 0; D < P.rank; ++D)
    N += (D ? " * " : "") + ("((int64_t)(" + P.upper[D] + ") - (int64_t)(" + P.lower[D] + "))");
  return "(" + N + ")";
}

/// P (a RangePolicy or an MDRangePolicy) as the RangePolicy over [0, kt_array.np), the
/// partials, with P's space and work tag.
Policy rangeOfPartials(const Policy &P) {
  Policy R;
  R.space = P.space;
  R.workTag = P.workTag;
  R.indexType = P.kind == PolicyKind::Range ? P.indexType : "";
  R.kind = PolicyKind::Range;
  R.begin = "0";
  R.end = "kt_array.np";
  return R;
}

/// Over an MDRangePolicy (P, as the dispatch wrote it): per rank, the body's index and the
/// captured lower bound and extent the chunk loop computes it from (arrayChunkKernel).
void mdRangeIndices(Kernel &K, const Policy &P) {
  ArrayReduction &A = *K.arrayReduction;
  A.over = ArrayReduction::Over::MDRange;
  for (int D = 0; D < P.rank; ++D) {
    const std::string Lo = "(int64_t)(" + P.lower[D] + ")", Dm = std::to_string(D);
    Capture L = launchValue("lo" + Dm, "int64_t"), N = launchValue("n" + Dm, "int64_t");
    L.hostExpr = Lo;
    N.hostExpr = "(int64_t)(" + P.upper[D] + ") - " + Lo;
    A.md.push_back({K.indexTypes.at(D), K.indexNames.at(D), (bool)K.indexWritten.at(D), L.name,
                    N.name});
    K.captures.push_back(L);
    K.captures.push_back(N);
  }
  K.indexNames = {A.partial};
  K.indexTypes = {"int64_t"};
  K.indexWritten = {false};
}

} // namespace

/// The element type of P as an array accumulator: `value_type s` with `using value_type = T[]`,
/// or `T *s` where the functor's value_type is T[] (the same parameter type once adjusted, which
/// Kokkos takes alike); null otherwise.
static QualType arrayElement(const ParmVarDecl *P, ASTContext &Ctx) {
  if (const ArrayType *AT = Ctx.getAsArrayType(P->getOriginalType()))
    return AT->getElementType();
  const auto *M = dyn_cast<CXXMethodDecl>(P->getDeclContext());
  if (!P->getType()->isPointerType() || !M)
    return {};
  const TypedefNameDecl *V = memberType(M->getParent(), "value_type");
  const ArrayType *AT = V ? Ctx.getAsArrayType(V->getUnderlyingType()) : nullptr;
  return AT && Ctx.hasSameUnqualifiedType(AT->getElementType(), P->getType()->getPointeeType())
             ? AT->getElementType()
             : QualType();
}

bool isArrayAccumulator(const ParmVarDecl *P) {
  return !arrayElement(P, P->getASTContext()).isNull();
}

bool readArrayAccumulator(const ParmVarDecl *P, Kernel &K, RecogContext &RC) {
  if (K.pattern != Pattern::Reduce)
    return refuse(P->getLocation(), "is translated for parallel_reduce only, not a scan", RC);
  if (K.policy.kind == PolicyKind::Team && K.policy.vectorLengthConst != 1)
    return refuse(P->getLocation(), "over a TeamPolicy is translated with a vector length of 1 "
                                    "(omitted, AUTO or 1) only: team-level code runs on every "
                                    "vector lane", RC);
  ArrayReduction A;
  A.perThread = K.policy.kind == PolicyKind::Team && teamArrayEveryThread(P, RC.Ctx);
  A.elemType = typeText(arrayElement(P, RC.Ctx).getUnqualifiedType(), RC.Ctx);
  K.accName = paramName(P, P->getFunctionScopeIndex());
  A.accName = K.accName;
  K.arrayReduction = A;
  return true;
}

/// Whether RD or one of its base classes declares a member Name (the launch uses it through the
/// functor object, as Kokkos does, so an inherited one counts).
static bool declaresMember(const CXXRecordDecl *RD, StringRef Name, ASTContext &Ctx) {
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  if (!RD->lookup(&Ctx.Idents.get(Name)).empty())
    return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (declaresMember(B.getType()->getAsCXXRecordDecl(), Name, Ctx))
      return true;
  return false;
}

bool recogniseArrayMethods(const CXXRecordDecl *RD, const Expr *Arg, RecogContext &RC) {
  // kt::ArrayReduce (kt/core/array_reduce.hpp) finds and calls init, join and final on the host
  // in the forms Kokkos calls for the dispatch's work tag (through kt::TagOps with one), and
  // ignores others, as Kokkos does.
  if (!declaresMember(RD, "value_count", RC.Ctx))
    return refuse(Arg->getBeginLoc(), "needs the functor's member 'value_count' (the number of "
                                      "elements), which '" + RD->getNameAsString() +
                                      "' does not declare", RC);
  return true;
}

/// The result of a oneValue reduction: none, a variable, or a rank-0 View (kt::ArrayReduce's
/// finish_one stores into either); a Kokkos reducer would replace the functor's join, which
/// this form does not translate (KT1016).
static bool oneValueResult(const std::vector<const Expr *> &Results, ArrayReduction &A,
                           RecogContext &RC) {
  if (Results.empty()) {
    A.target = ArrayReduction::Target::None;
    return true;
  }
  const Expr *R = strip(Results[0]);
  QualType T = R->getType().getNonReferenceType();
  if (isKokkosView(T)) {
    A.target = ArrayReduction::Target::View;
  } else if (T->isRecordType() && (isKokkosDecl(T->getAsCXXRecordDecl()) || userReducerClass(T))) {
    RC.Diags.error(R->getBeginLoc(), DiagId::UnsupportedReducer,
                   "a reducer as the result of a functor whose join() or init() uses its "
                   "members: pass a variable or a rank-0 View");
    return false;
  }
  A.result = sourceText(RC.Ctx, R->getSourceRange());
  return true;
}

bool oneValueReducer(const std::vector<const Expr *> &Results, const CallExpr *Call, Kernel &K,
                     RecogContext &RC) {
  if (Results.size() != 1 || K.pattern != Pattern::Reduce || !oneValueForm(K) ||
      !K.accNames.empty() || !K.reducers.empty())
    return false;
  const Expr *R = strip(Results[0]);
  const CXXRecordDecl *RD = userReducerClass(R->getType());
  if (!RD || !(methodUsesMembers(RD, "join") || methodUsesMembers(RD, "init") ||
               methodUsesMembers(RD, "final")))
    return false;
  QualType V = userReducerValueType(RD);
  if (V.isNull() || V->isArrayType() || V->isDependentType())
    return false;
  ArrayReduction A;
  A.oneValue = true;
  A.perThread = K.policy.kind == PolicyKind::Team; // each team thread its own value
  A.elemType = typeText(V, RC.Ctx);
  A.accName = K.accName;
  A.reducerExpr = ktSpell(sourceText(RC.Ctx, R->getSourceRange()));
  A.reducerType = typeText(R->getType().getNonReferenceType().getUnqualifiedType(), RC.Ctx);
  K.arrayReduction = A;
  return arrayReductionResult({}, Call, K, RC);
}

bool arrayReductionResult(const std::vector<const Expr *> &Results, const CallExpr *Call,
                          Kernel &K, RecogContext &RC) {
  ArrayReduction &A = *K.arrayReduction;
  if (Results.size() > 1)
    return refuse(Call->getBeginLoc(), "has one result", RC);
  if (A.oneValue) {
    if (!oneValueResult(Results, A, RC))
      return false;
  } else if (Results.empty()) {
    A.target = ArrayReduction::Target::None;
  } else {
    const Expr *R = strip(Results[0]);
    QualType T = R->getType().getNonReferenceType();
    if (isKokkosView(T))
      A.target = ArrayReduction::Target::View;
    else if (!T->isPointerType() && !T->isArrayType())
      return refuse(R->getBeginLoc(), "stores its result through a pointer, an array or a "
                                      "rank-1 View", RC);
    A.result = sourceText(RC.Ctx, R->getSourceRange());
  }
  // A parallel_for over the partials [0, kt_array.np), which the launch declares.
  if (A.reducerExpr.empty()) { // the ops are the functor's
    A.functorExpr = K.functorExpr;
    K.functorExpr = "kt_array_functor";
  }
  const bool Team = K.policy.kind == PolicyKind::Team; // over the league's ranks
  const bool MD = K.policy.kind == PolicyKind::MDRange;  // over its iterations, numbered
  const Policy MdPolicy = K.policy;
  A.begin = Team || MD ? "0" : K.policy.begin;
  A.end = Team ? K.policy.league : MD ? mdIterations(K.policy) : K.policy.end;
  if (Team) {
    K.policy.league = "kt_array.np";
  } else {
    K.policy = rangeOfPartials(K.policy);
  }
  Capture Parts = launchValue("parts", "kt::View<" + A.elemType + " *" +
                                                    (K.policy.space == ExecSpace::Host
                                                         ? ", kt::HostSpace>"
                                                         : ">"));
  if (A.perThread) // kt_ts: the team size every target's team launch declares
    Parts.hostExpr = std::string("kt_array.rank_parts(") +
                     (A.oneValue                 ? "kt_array_ops"
                      : K.policy.workTag.empty() ? "kt_array_functor"
                                                 : "kt_array_tagged") +
                     ", kt_ts)";
  Parts.kind = Capture::Kind::View;
  Parts.dependentType = !K.templateParams.empty(); // `typename` is fine in any template
  Parts.view.rank = 1;
  Parts.view.valueType = A.elemType;
  A.buffer = Parts.name;
  K.captures.push_back(Parts);
  const std::pair<const char *, std::string *> Values[] = {
      {"count", &A.length}, {"b", &A.chunkBegin}, {"e", &A.chunkEnd}, {"np", &A.partials}};
  for (const auto &[Member, Name] : Values) {
    K.captures.push_back(launchValue(Member, "int64_t"));
    *Name = K.captures.back().name;
  }
  A.partial = "kt_array_p";
  A.over = Team ? ArrayReduction::Over::League : ArrayReduction::Over::Range;
  if (Team) {
    if (!checkTeamArrayBody(K, Call, RC))
      return false;
  } else if (MD) {
    mdRangeIndices(K, MdPolicy);
  } else { // the chunk loop declares the body's index (arrayChunkKernel)
    A.index = K.indexNames.at(0);
    A.indexType = K.indexTypes.at(0);
    A.indexWritten = K.indexWritten.at(0);
    K.indexNames = {A.partial};
    K.indexTypes = {"int64_t"};
    K.indexWritten = {false};
  }
  K.pattern = Pattern::For;
  K.reducers.clear();
  K.accType.clear();
  K.accName.clear();
  K.accArith = Arith::Other;
  return true;
}

} // namespace kt
