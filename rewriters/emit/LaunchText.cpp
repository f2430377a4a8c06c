#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/Lowering.h"
#include "rewriters/emit/ReduceText.h"

namespace kt {

/// R's op struct under the template head Head ("" for none).
static std::string opStruct(const std::string &Head, const Reducer &R, const std::string &Static) {
  const std::string Whose = R.reducerClass.empty() ? "the functor's" : R.reducerClass + "'s";
  std::string S = "// " + Whose + " value_type, init, join and final as a reduction op\n" +
                  Head + "struct " + R.customOp +
                  " {\nusing value_type = " + R.valueType + ";\n";
  S += Static + "void init(value_type &" +
       (R.initBody.empty() ? "v) { v = value_type(); }\n" : R.initParam + ") " + R.initBody + "\n");
  S += Static + "void join(value_type &" + R.joinDst + ", const value_type &" + R.joinSrc + ") " +
       R.joinBody + "\n";
  S += Static + "void final(value_type &" +
       (R.finalBody.empty() ? ") {}\n" : R.finalParam + ") " + R.finalBody + "\n");
  return S + "};\n\n";
}

std::string customOpStruct(const Kernel &K, const Reducer &R, const std::string &Static) {
  return opStruct(R.opArgs.empty() ? "" : templateHead(K), R, Static);
}

std::string helperOpStructs(const TeamHelper &H, const std::string &Static) {
  std::string S;
  for (const Reducer *R : customReducers(H.body))
    S += opStruct("", *R, Static);
  return S;
}

std::string selfStructHead(const Kernel &K, const std::string &Copy, const std::string &Who) {
  std::string S = "// " + Copy + " copy of " + K.functorType + ": the members the " + Who +
                  " uses and the member functions it calls\n" + templateHead(K) + "struct " +
                  K.name + "_self {\n";
  for (const Capture &C : K.captures)
    S += captureDecl(K, C) + ";\n";
  for (const Capture &C : K.captures) // a C-array member, as its bytes (CapturedArray.cpp)
    if (C.member && C.wholeObject() && C.imageOf.rfind("kt::c_array<", 0) == 0 &&
        C.name.rfind("kt_object_", 0) == 0)
      S += "const " + C.imageOf + " &" + C.name.substr(std::string("kt_object_").size()) +
           " = kt::object_as<" + C.imageOf + ">(" + C.name + ");\n";
  return S;
}

std::string selfCopyDecl(const Kernel &K) {
  if (K.memberFunctions.empty())
    return "";
  std::string S = "const " + K.name + "_self" + templateParamList(K) + " kt_self{";
  for (size_t I = 0; I < K.captures.size(); ++I)
    S += (I ? ", " : "") + K.captures[I].name;
  return S + "};\n";
}

std::string captureArgs(const Kernel &K) {
  std::string A;
  for (const Capture &C : K.captures)
    A += (A.empty() ? "" : ", ") + C.hostExpr;
  return A;
}

std::string captureParams(const Kernel &K) {
  std::string P;
  for (const Capture &C : K.captures)
    P += (P.empty() ? "" : ", ") + captureDecl(K, C);
  return P;
}

std::string comma(const std::string &A) { return A.empty() ? "" : A + ", "; }

std::string launchHead(const Kernel &K, const std::string &Where) {
  return "{ // " + K.name + ": " +
         (K.label.empty() ? std::string("unlabelled") : "\"" + K.label + "\"") + Where + "\n";
}

std::string functorBinding(const Kernel &K) {
  if (K.isFunctor && K.functorCopied)
    return "const " + K.functorType + " &kt_functor_arg = " + K.functorExpr + ";\nconst " +
           K.functorType + " kt_functor(kt_functor_arg); // a copy, as Kokkos makes\n";
  return K.isFunctor ? "const " + K.functorType + " &kt_functor = " + K.functorExpr + ";\n" : "";
}

std::string storeResult(const Kernel &K, const std::string &VT, const std::string &Value,
                        bool &Block) {
  const Reducer &R = K.reducers.at(0);
  if (multiResult(K)) {
    Block = true;
    return "const " + VT + " kt_value = " + Value + ";\n" + multiResultStores(K, "kt_value");
  }
  if (R.target == Reducer::Target::View)
    return "kt::deep_copy(" + R.result + ", " + Value + ");\n";
  if (R.target != Reducer::Target::Scalar)
    return Value + ";\n";
  std::string Final = hostFinal(R, "kt_value");
  if (Final.empty())
    return R.result + " = " + Value + ";\n";
  Block = true;
  return VT + " kt_value = " + Value + ";\n" + Final + R.result + " = kt_value;\n";
}

std::string teamScratchSizes(const Policy &P, bool S0, bool S1) {
  std::string S;
  if (S0)
    S += std::string(P.scratch[0].perTeamHook.empty() ? "const " : "") + "size_t kt_l0_team = " +
         P.scratch[0].perTeam + ", kt_l0_thread = " + P.scratch[0].perThread + ";\n";
  if (S1)
    S += "const size_t kt_l1_team = " + P.scratch[1].perTeam + ", kt_l1_thread = " +
         P.scratch[1].perThread + ";\n";
  return S;
}

std::string teamScratchHook(const Policy &P) {
  return P.scratch[0].perTeamHook.empty() ? ""
                                          : "kt_l0_team += " + P.scratch[0].perTeamHook + ";\n";
}

MdShape mdShape(const Kernel &K, const std::string &Caps) {
  const Policy &P = K.policy;
  const int Rank = P.rank;
  MdShape M;
  M.bounds = "const int64_t ";
  M.args = Caps;
  for (int Dm = 0; Dm < Rank; ++Dm) {
    std::string d = std::to_string(Dm);
    M.bounds += std::string(Dm ? ", " : "") + "kt_lo" + d + " = " + P.lower[Dm] + ", kt_hi" + d +
                " = " + P.upper[Dm];
    M.args += (M.args.empty() ? "" : ", ") + ("kt_lo" + d + ", kt_hi" + d);
  }
  M.bounds += ";\n";
  const std::vector<int> O = mdOrder(K);
  auto Ext = [](int Dm) {
    return "(kt_hi" + std::to_string(Dm) + " - kt_lo" + std::to_string(Dm) + ")";
  };
  M.tx = P.tiles.empty() ? "32" : "(" + P.tiles[O[0]] + ")";
  M.ty = P.tiles.empty() ? "8" : "(" + P.tiles[O[1]] + ")";
  M.tz = "1", M.nz = "1";
  for (int J = 2; J < Rank; ++J) {
    if (!P.tiles.empty())
      M.tz += " * (" + P.tiles[O[J]] + ")";
    M.nz += " * " + Ext(O[J]);
  }
  if (P.tiles.empty() && Rank > 2)
    M.ty = "4", M.tz = "2";
  M.nx = Ext(O[0]);
  M.ny = Ext(O[1]);
  return M;
}

} // namespace kt

namespace kt {

MdZ mdZ(const Kernel &K) {
  const std::vector<int> O = mdOrder(K);
  const int Rank = K.policy.rank;
  auto d = [](int Dm) { return std::to_string(Dm); };
  MdZ Z{"1", ""};
  std::string Rest = "kt_z";
  for (int J = 2; J < Rank; ++J) {
    std::string Ext = "(kt_hi" + d(O[J]) + " - kt_lo" + d(O[J]) + ")";
    Z.nz += " * " + Ext;
    Z.decode += "const int64_t kt_t" + d(O[J]) + " = kt_lo" + d(O[J]) + " + " + Rest +
                (J + 1 < Rank ? " % " + Ext : "") + ";\n";
    Rest = "(" + Rest + " / " + Ext + ")";
  }
  return Z;
}

TemplateValues mdTileValues(const MdShape &M) {
  return {{"tx", M.tx}, {"ty", M.ty}, {"tz", M.tz},
          {"nx", M.nx}, {"ny", M.ny}, {"nz", M.nz}, {"captures_bounds", M.args}};
}

TemplateValues mdLoopValues(const Kernel &K, const std::vector<int> &O) {
  return {{"index_y", indexDecl(K, O[1])}, {"type_y", K.indexTypes[O[1]]},
          {"dim_y", std::to_string(O[1])}, {"index_x", indexDecl(K, O[0])},
          {"type_x", K.indexTypes[O[0]]},  {"dim_x", std::to_string(O[0])}};
}

std::string scanLaunchStatement(const Kernel &K, const std::string &Launch) {
  if (!K.scanTotal.empty() && K.scanTotalIsView)
    return "kt::deep_copy(" + K.scanTotal + ", kt_reduce_result(" + Launch + "));\n";
  if (!K.scanTotal.empty())
    return K.scanTotal + " = kt_reduce_result(" + Launch + ");\n";
  return Launch + ";\n";
}

std::string kernelPreamble(const Kernel &K, const std::string &Static,
                           llvm::function_ref<std::string()> SelfStruct) {
  std::string S;
  for (const Reducer *R : customReducers(K))
    S += customOpStruct(K, *R, Static);
  S += multiReduceTypes(K);
  if (!K.memberFunctions.empty())
    S += SelfStruct();
  return S;
}

std::string byPolicy(const Kernel &K, llvm::function_ref<std::string()> Range,
                     llvm::function_ref<std::string()> Scan, llvm::function_ref<std::string()> MD,
                     llvm::function_ref<std::string()> Team) {
  switch (K.policy.kind) {
  case PolicyKind::Range:
    return K.pattern == Pattern::Scan ? Scan() : Range();
  case PolicyKind::MDRange:
    return MD();
  case PolicyKind::Team:
    return Team();
  }
  return "";
}

} // namespace kt
