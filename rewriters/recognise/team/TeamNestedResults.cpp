// A nested parallel_reduce with several results (Kokkos' combined reducers):
//   parallel_reduce(TeamThreadRange(team, n), [=](int i, int &a, double &b) {...},
//                   Sum<int>(ra), Max<double>(rb));
// The accumulators become the elements of one kt::ReduceTuple<int, double> that the target's
// nested reduction carries as one value, with kt::MultiReducer<...> as its op; the lambda's
// parameters are bound to its elements, and kt::result_refs(ra, rb) receives the result.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

bool Collector::severalResults(BodyOp &Op, CallExpr *C, ArrayRef<ParmVarDecl *> Params,
                               const std::vector<const Expr *> &Args) {
  std::vector<const Expr *> Results(Args.begin() + 2, Args.end());
  if (!checkResultTypes(Args[1], Results, RC)) { // KT1058, as at the top
    reject(C);
    return false;
  }
  Reducer Multi;
  Multi.kind = ReducerKind::Multi;
  std::string Types, Refs;
  Op.accName = "kt_results";
  for (size_t I = 1; I < Params.size(); ++I) {
    const ParmVarDecl *Pm = Params[I];
    std::optional<Reducer> R = accumulatorIsReference(Pm, Pattern::Reduce, RC)
                                   ? recogniseReducer(Results[I - 1], /*Nested=*/true, RC)
                                   : std::nullopt;
    if (!R) {
      reject(C);
      return false;
    }
    std::string T = typeText(Pm->getType().getNonReferenceType(), RC.Ctx);
    if (R->valueType.empty())
      R->valueType = T;
    Types += (I > 1 ? ", " : "") + T;
    Refs += (I > 1 ? ", " : "") + R->result;
    Op.body.paramBindings.push_back(T + " &" + paramName(Pm, I) + " = kt::get<" +
                                    std::to_string(I - 1) + ">(" + Op.accName + ");");
    Multi.parts.push_back(std::move(*R));
  }
  Op.accType = "kt::ReduceTuple<" + Types + ">";
  Multi.valueType = Op.accType;
  Multi.result = "kt::result_refs(" + Refs + ")";
  Op.reducer = std::move(Multi);
  return true;
}

} // namespace kt::teamops
