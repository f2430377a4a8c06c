// Target-neutral text of a reduction's value, op and accumulators, for one result or several.
// With several results (Kernel::accNames), every lowering reduces one value of
// `<kernel>_values` (the shim's kt::ReduceTuple of the results' values) with `<kernel>_reducers`
// (kt::MultiReducer: each element with its own reducer), using the same trees as one result.
#pragma once

#include "rewriters/emit/KernelText.h"
#include "rewriters/model/Model.h"
#include "rewriters/model/Queries.h"

#include <string>

namespace kt {

/// `kt_functor.final(V);` when the functor's final() runs on the host (Reducer::finalOnHost).
std::string hostFinal(const Reducer &R, const std::string &V);
/// The value type a reduce kernel accumulates: the body's accumulator type, or `<kernel>_values`.
std::string reduceValueType(const Kernel &K);
/// The shim op of a reduce kernel: its reducer's type (shimReducerType), or `<kernel>_reducers`.
std::string reduceOpType(const Kernel &K);
/// The op a range scan combines its partials with: the functor's own value_type/init/join
/// (its custom op struct) when it has them, else kt::Sum, as with a lambda.
std::string scanOpType(const Kernel &K);
/// Several results: the aliases `<kernel>_reducers` and `<kernel>_values`, emitted before the
/// kernel at namespace scope (the launch uses them too); empty with one result.
std::string multiReduceTypes(const Kernel &K);
/// The body's accumulator parameter(s) bound to Acc: `T &a = Acc;`, or with several results
/// `T1 &a = kt::get<0>(Acc);` and so on.
std::string accBindings(const Kernel &K, const std::string &Acc);
/// Several results: host statements storing each element of Value (a host `<kernel>_values`)
/// where its result goes (assigned to the scalar, or kt::deep_copy into the rank-0 View).
std::string multiResultStores(const Kernel &K, const std::string &Value);

} // namespace kt
