#include "rewriters/BodyRender.h"

namespace kt {

bool hasReturn(const BodyText &B) {
  for (const auto &Op : B.ops)
    if (Op->kind == BodyOp::Kind::Return)
      return true;
  return false;
}

std::string spliceOps(const BodyText &B, llvm::function_ref<std::string(size_t)> RenderOp) {
  std::string Out;
  size_t Pos = 0;
  for (size_t I = 0; I < B.ops.size(); ++I) {
    const BodyOp &Op = *B.ops[I];
    Out += B.text.substr(Pos, Op.offset - Pos);
    Out += RenderOp(I);
    Pos = Op.offset + Op.length;
  }
  Out += B.text.substr(Pos);
  return Out;
}

std::string wrapBlock(const BodyText &B, const std::string &Decls, const std::string &ReturnLabel,
                      const std::string &Rendered) {
  if (B.locals.empty() && Decls.empty() && ReturnLabel.empty())
    return Rendered;
  std::string Out = "{\n";
  if (!B.locals.empty())
    Out += "// declared in the enclosing function, used by the body\n";
  for (const LocalDecl &L : B.locals)
    Out += L.text + "\n";
  Out += Decls + Rendered + "\n";
  if (!ReturnLabel.empty())
    Out += ReturnLabel + ":;\n";
  return Out + "}";
}

std::string shimReducerType(const Reducer &R, const std::string &ValueType) {
  switch (R.kind) {
  case ReducerKind::Custom:
    return R.customOp;
  case ReducerKind::MinLoc:
  case ReducerKind::MaxLoc:
    return std::string("kt::") + reducerName(R.kind) + "<" + R.scalarType + ", " + R.indexType +
           ">";
  default:
    return std::string("kt::") + reducerName(R.kind) + "<" + ValueType + ">";
  }
}

} // namespace kt
