#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/BodyRender.h"

namespace kt {

std::string hostFinal(const Reducer &R, const std::string &V) {
  return R.finalOnHost ? "kt_functor.final(" + V + "); // the functor's final(), which uses its members\n" : "";
}

std::string reduceValueType(const Kernel &K) {
  return multiResult(K) ? kernelRef(K, "_values") : K.accType;
}

std::string reduceOpType(const Kernel &K) {
  return multiResult(K) ? kernelRef(K, "_reducers")
                        : shimReducerType(K.reducers.at(0), K.accType);
}

std::string scanOpType(const Kernel &K) {
  return K.reducers.empty() ? "kt::Sum<" + K.accType + ">"
                            : shimReducerType(K.reducers.at(0), K.accType);
}

std::string multiReduceTypes(const Kernel &K) {
  if (!multiResult(K))
    return "";
  std::string Ops;
  for (size_t I = 0; I < K.reducers.size(); ++I)
    Ops += (I ? ", " : "") + shimReducerType(K.reducers[I], K.accTypes[I]);
  return "// the " + std::to_string(K.reducers.size()) + " results of " + K.name +
         ", reduced side by side, each with its own reducer\n" + templateHead(K) + "using " +
         K.name + "_reducers = kt::MultiReducer<" + Ops + ">;\n" + templateHead(K) + "using " +
         K.name + "_values = " + (K.templateArgs.empty() ? "" : "typename ") +
         kernelRef(K, "_reducers") + "::value_type;\n\n";
}

std::string accBindings(const Kernel &K, const std::string &Acc) {
  if (!multiResult(K))
    return K.accType + " &" + K.accName + " = " + Acc + ";\n";
  std::string S;
  for (size_t I = 0; I < K.accNames.size(); ++I)
    S += K.accTypes[I] + " &" + K.accNames[I] + " = kt::get<" + std::to_string(I) + ">(" + Acc +
         ");\n";
  return S;
}

std::string multiResultStores(const Kernel &K, const std::string &Value) {
  std::string S;
  for (size_t I = 0; I < K.reducers.size(); ++I) {
    const Reducer &R = K.reducers[I];
    std::string V = "kt::get<" + std::to_string(I) + ">(" + Value + ")";
    if (R.target == Reducer::Target::View)
      S += "kt::deep_copy(" + R.result + ", " + V + ");\n";
    else if (R.target == Reducer::Target::Scalar)
      S += R.result + " = " + V + ";\n";
  }
  return S;
}

} // namespace kt
