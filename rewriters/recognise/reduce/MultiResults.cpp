// Recognises the results of a parallel_reduce with several of them (Kokkos 4: any mix of
// scalars, rank-0 Views and reducers, one accumulator parameter of the body per result).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

using namespace clang;

namespace kt {

bool recogniseResults(const std::vector<const Expr *> &Results, const CallExpr *Call, Kernel &K,
                      RecogContext &RC) {
  if (!K.reducers.empty() && (K.accNames.size() < 2 || K.accNames.size() != Results.size())) {
    RC.Diags.error(Results.size() > 1 ? Results[1]->getBeginLoc() : Call->getBeginLoc(),
                   DiagId::MultipleResults,
                   "a functor with its own join() whose operator() takes one accumulator "
                   "reduces one value of its value_type; it takes one result, not " +
                       std::to_string(Results.size()) +
                       " (with several results, operator() takes one accumulator per result)");
    return false;
  }
  // Several results: Kokkos combines them with their own reducers and ignores the functor's
  // init(), join() and final() (Kokkos 3.4 and 4.x, CombinedReductionFunctorWrapper).
  K.reducers.clear();
  const size_t NAcc = K.accNames.empty() ? 1 : K.accNames.size();
  if (Results.size() != NAcc) {
    RC.Diags.error(Results.empty() ? Call->getBeginLoc() : Results[0]->getBeginLoc(),
                   DiagId::UnsupportedBody,
                   "the kernel body takes " + std::to_string(NAcc) +
                       " reduction accumulators but the dispatch passes " +
                       std::to_string(Results.size()) + " results");
    return false;
  }
  for (size_t I = 0; I < Results.size(); ++I) {
    std::optional<Reducer> R = recogniseReducer(Results[I], /*Nested=*/false, RC);
    if (!R)
      return false;
    // As with one result, the accumulator's type is the value type (Kokkos deduces it from
    // the body); a reducer's own value type is kept.
    if (R->scalarType.empty() || R->valueType == R->scalarType)
      R->valueType = K.accTypes[I];
    K.reducers.push_back(*R);
  }
  return true;
}

} // namespace kt
