// The team member's collectives (TeamOps.cpp's visitor): team.team_reduce(reducer[, value]) and
// team.team_scan(value[, global]) (Kokkos 3.4 to 4.6: TeamMember::team_reduce, team_scan).
// Every thread of the team calls them, at team level. team_reduce leaves the team's result in
// the reducer's reference on every thread: the combination of the reference's values, or of
// the `value`s in the two-argument form, converted to the reducer's value_type (the reference's
// own value is then not read; `value` is passed by value on the host backends, so it keeps its
// value, which is what the reference run computes); team_scan returns the thread's exclusive prefix of
// the values in team_rank order, plus the former value of *global, to which the team's total
// is added atomically.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

void Collector::teamCollective(CXXMemberCallExpr *M, const std::string &N) {
  using K = BodyOp::Kind;
  if (Sc.Depth > 0) {
    RC.Diags.error(M->getExprLoc(), DiagId::UnsupportedNested,
                   N + " must be called by the whole team, not in a nested range");
    return;
  }
  if (N == "team_reduce") {
    std::optional<Reducer> R = recogniseReducer(M->getArg(0), /*Nested=*/true, RC);
    if (!R)
      return;
    // A reducer object (a built-in one or the program's), not a plain variable (a Sum into it).
    const bool Object = !kokkosTemplateName(strip(M->getArg(0))->getType()).empty() ||
                        !R->reducerClass.empty();
    if (!Object || R->target != Reducer::Target::Scalar) {
      RC.Diags.error(M->getArg(0)->getBeginLoc(), DiagId::UnsupportedReducer,
                     "team_reduce is translated with a reducer (Kokkos' built-in ones or the "
                     "program's own) of a variable");
      return;
    }
    if (BodyOp *Op = add(K::TeamReduce, M->getSourceRange())) {
      Op->args = {R->result, ""};
      Op->accType = R->valueType;
      Op->reducer = *R;
      if (M->getNumArgs() == 2) // Kokkos 4's team_reduce(reducer, contribution)
        Op->begin = exprText(M->getArg(1));
    }
    return;
  }
  QualType T = M->getType().getUnqualifiedType();
  unsigned NArgs = M->getNumArgs(); // team_scan(value): Kokkos' defaulted `global = nullptr`
  while (NArgs > 0 && isa<CXXDefaultArgExpr>(M->getArg(NArgs - 1)))
    --NArgs;
  if (NArgs < 1 || NArgs > 2 || !T->isArithmeticType() ||
      T->isBooleanType()) {
    RC.Diags.error(M->getExprLoc(), DiagId::UnknownKokkosApi,
                   "team_scan is translated for one arithmetic value and an optional pointer "
                   "to the global total: team_scan(value) or team_scan(value, &total)");
    return;
  }
  if (BodyOp *Op = add(K::TeamScan, M->getSourceRange())) {
    Op->args = {text(M->getArg(0)), NArgs == 2 ? text(M->getArg(1)) : ""};
    Op->begin = exprText(M->getArg(0)); // the value and the global, with their own ops
    if (NArgs == 2)
      Op->end = exprText(M->getArg(1));
    Op->accType = typeText(T, RC.Ctx);
    Op->accArith = arithOf(T);
  }
}

} // namespace kt::teamops
