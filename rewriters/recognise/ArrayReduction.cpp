// Functor array reductions (`using value_type = double[];` with `value_count` elements, known
// at run time): Model.h, ArrayReduction. The dispatch becomes a parallel_for over a fixed
// number of partials, each a contiguous chunk of the range; the body runs unchanged inside a
// loop over its chunk, with its accumulator pointing at its partial's elements of a buffer the
// launch makes. init, join and final are the functor's own, called on the host by the launch
// (emit/ArrayReduceText.cpp), which joins the partials in order: the same bits on every run.
// Over a TeamPolicy, the partials are chunks of the league (ArrayReductionTeam.cpp). In a
// function template or for a class-template functor, the kernel is a template like any other
// and the launch names the instantiation's types.
#include "rewriters/recognise/ArrayReduction.h"

#include "rewriters/recognise/AstUtil.h"

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

/// K's body inside the loop over its partial's chunk: the index and the accumulator are
/// declared from the partial's; a `return;` leaves the iteration (a jump to its end).
void wrapBody(Kernel &K, const std::string &Index, const std::string &IndexType, bool Written) {
  const std::string Head = "{\n" + arrayChunkLoopHead(K) + (Written ? "" : "const ") + IndexType +
                           " " + Index + " = (" + IndexType + ")kt_array_i;\n";
  const bool Return = shiftArrayBody(K, Head.size());
  K.body.text = Head + K.body.text + (Return ? "\nkt_array_next:;" : "") + "\n}\n}";
}
} // namespace

std::string arrayChunkLoopHead(const Kernel &K) {
  return K.arrayReduction->elemType + " *const " + K.accName +
         " = kt_array_count ? &kt_array_parts(kt_array_p * kt_array_count) : nullptr;\n"
         "const kt::ArrayChunk kt_array_c = kt::array_chunk(kt_array_b, kt_array_e, kt_array_p, "
         "kt_array_np);\n"
         "for (int64_t kt_array_i = kt_array_c.lo; kt_array_i < kt_array_c.hi; ++kt_array_i) {\n";
}

bool shiftArrayBody(Kernel &K, size_t By) {
  bool Return = false;
  for (auto &Op : K.body.ops) {
    Op->offset += By;
    if (Op->kind == BodyOp::Kind::Return) {
      Op->kind = BodyOp::Kind::Rename;
      Op->text = "goto kt_array_next";
      Return = true;
    }
  }
  return Return;
}

bool isArrayAccumulator(const ParmVarDecl *P) { return P->getOriginalType()->isArrayType(); }

bool readArrayAccumulator(const ParmVarDecl *P, Kernel &K, RecogContext &RC) {
  if (K.pattern != Pattern::Reduce)
    return refuse(P->getLocation(), "is translated for parallel_reduce only, not a scan", RC);
  if (K.policy.kind != PolicyKind::Range && K.policy.kind != PolicyKind::Team)
    return refuse(P->getLocation(), "is translated over a RangePolicy (or a count) or a "
                                    "TeamPolicy only", RC);
  if (K.policy.kind == PolicyKind::Team && K.policy.vectorLengthConst != 1)
    return refuse(P->getLocation(), "over a TeamPolicy is translated with a vector length of 1 "
                                    "(omitted, AUTO or 1) only: team-level code runs on every "
                                    "vector lane", RC);
  if (K.policy.kind == PolicyKind::Team && !teamArrayAccumulator(P, RC))
    return false;
  const ArrayType *AT = RC.Ctx.getAsArrayType(P->getOriginalType());
  ArrayReduction A;
  A.elemType = typeText(AT->getElementType().getUnqualifiedType(), RC.Ctx);
  K.arrayReduction = A;
  K.accName = paramName(P, P->getFunctionScopeIndex());
  return true;
}

bool recogniseArrayMethods(const CXXRecordDecl *RD, const Expr *Arg, Kernel &K,
                           RecogContext &RC) {
  if (RD->lookup(&RC.Ctx.Idents.get("value_count")).empty())
    return refuse(Arg->getBeginLoc(), "needs the functor's member 'value_count' (the number of "
                                      "elements), which '" + RD->getNameAsString() +
                                      "' does not declare", RC);
  bool Ok = true;
  for (const CXXMethodDecl *M : RD->methods()) {
    if (!M->getIdentifier())
      continue;
    // kt::ArrayReduce (kt/core/array_reduce.hpp) finds and calls them on the host, as Kokkos
    // does; only forms it cannot call are refused here.
    const StringRef N = M->getName();
    if (N != "init" && N != "join" && N != "final")
      continue;
    const unsigned Want = N == "join" ? 2 : 1;
    if (M->getNumParams() != Want || !K.policy.workTag.empty())
      Ok = refuse(M->getLocation(), "is translated with untagged init/join/final only (the "
                                    "launch calls them on the host): '" + N.str() +
                                    "' takes a work tag or other parameters", RC) && Ok;
  }
  return Ok;
}

bool arrayReductionResult(const std::vector<const Expr *> &Results, const CallExpr *Call,
                          Kernel &K, RecogContext &RC) {
  ArrayReduction &A = *K.arrayReduction;
  if (Results.size() > 1)
    return refuse(Call->getBeginLoc(), "has one result", RC);
  if (Results.empty()) {
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
  A.functorExpr = K.functorExpr;
  K.functorExpr = "kt_array_functor";
  const bool Team = K.policy.kind == PolicyKind::Team; // over the league's ranks
  A.begin = Team ? "0" : K.policy.begin;
  A.end = Team ? K.policy.league : K.policy.end;
  if (Team) {
    K.policy.league = "kt_array.np";
  } else {
    K.policy.begin = "0";
    K.policy.end = "kt_array.np";
  }
  Capture Parts = launchValue("parts", "kt::View<" + A.elemType + " *" +
                                                    (K.policy.space == ExecSpace::Host
                                                         ? ", kt::HostSpace>"
                                                         : ">"));
  Parts.kind = Capture::Kind::View;
  Parts.dependentType = !K.templateParams.empty(); // `typename` is fine in any template
  Parts.view.rank = 1;
  Parts.view.valueType = A.elemType;
  K.captures.push_back(Parts);
  for (const char *N : {"count", "b", "e", "np"})
    K.captures.push_back(launchValue(N, "int64_t"));
  if (Team) {
    if (!wrapTeamArrayBody(K, Call, RC))
      return false;
  } else {
    const std::string Index = K.indexNames.at(0), IndexType = K.indexTypes.at(0);
    K.indexNames = {"kt_array_p"};
    K.indexTypes = {"int64_t"};
    wrapBody(K, Index, IndexType, K.indexWritten.at(0));
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
