#include "rewriters/emit/Lowering.h"

#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/emit/BodyRender.h"

#include <algorithm>

namespace kt {

std::string shimIncludesFor(const std::vector<ShimHeader> &Table, const PrologueScope &S,
                            llvm::function_ref<void(const Kernel &, ShimUse &)> KernelUses,
                            llvm::function_ref<void(const TeamHelper &, ShimUse &)> HelperUses) {
  ShimUse U(Table);
  for (const Kernel *K : S.kernels)
    KernelUses(*K, U);
  for (const TeamHelper *H : S.helpers)
    HelperUses(*H, U);
  return U.includes();
}


} // namespace kt

namespace kt {

std::string templateHead(const Kernel &K) {
  if (K.templateParams.empty())
    return "";
  std::string S = "template <";
  for (size_t I = 0; I < K.templateParams.size(); ++I)
    S += (I ? ", " : "") + K.templateParams[I].decl();
  return S + ">\n";
}

std::string templateArgList(const Kernel &K) {
  if (K.templateArgs.empty())
    return "";
  std::string S = "<";
  for (size_t I = 0; I < K.templateArgs.size(); ++I)
    S += (I ? ", " : "") + K.templateArgs[I];
  return S + ">";
}

std::string kernelRef(const Kernel &K, const std::string &Suffix) {
  return K.name + Suffix + templateArgList(K);
}

} // namespace kt

namespace kt {

std::string originComment(const Kernel &K, const std::string &How) {
  const char *What = K.arrayReduction               ? "parallel_reduce (array)"
                     : K.pattern == Pattern::For    ? "parallel_for"
                     : K.pattern == Pattern::Reduce ? "parallel_reduce"
                                                    : "parallel_scan";
  return "// " + K.file + ":" + std::to_string(K.line) + ": " + What +
         (K.label.empty() ? "" : " \"" + K.label + "\"") + (How.empty() ? "" : "; " + How) + "\n";
}

std::string handleType(const Kernel &, const Capture &C) {
  return (C.dependentType ? "typename " : "") + C.type + "::handle_type";
}

std::string captureDecl(const Kernel &K, const Capture &C) {
  return (C.kind == Capture::Kind::View ? handleType(K, C) : C.type) + " " + C.name;
}

std::string indexDecl(const Kernel &K, size_t D) {
  const bool Written = D < K.indexWritten.size() && K.indexWritten[D];
  return (Written ? "" : "const ") + K.indexTypes[D] + " " + K.indexNames[D];
}

std::vector<int> mdOrder(const Kernel &K) {
  int Right = 0, Left = 0;
  for (const Capture &C : K.captures)
    if (C.kind == Capture::Kind::View)
      (C.view.layout == ViewLayout::Right ? Right : Left)++;
  std::vector<int> O;
  for (int D = 0; D < K.policy.rank; ++D)
    O.push_back(D);
  if (Right > Left)
    std::reverse(O.begin(), O.end());
  return O;
}

} // namespace kt
