// GPU lowering of the Kokkos constructs inside a kernel body (BodyOp -> text).
#include "rewriters/gpu/GpuLowering.h"

#include <algorithm>

namespace kt {

static bool hasReturn(const BodyText &B) {
  for (const auto &Op : B.ops)
    if (Op->kind == BodyOp::Kind::Return)
      return true;
  return false;
}

std::string GpuBodyRenderer::render(const BodyText &B, const std::string &ReturnLabel) {
  std::string Out;
  size_t Pos = 0;
  for (const auto &Op : B.ops) {
    Out += B.text.substr(Pos, Op->offset - Pos);
    Out += op(*Op, ReturnLabel);
    Pos = Op->offset + Op->length;
  }
  Out += B.text.substr(Pos);
  return Out;
}

std::string GpuBodyRenderer::block(const std::string &Decls, const BodyText &B) {
  std::string Label = hasReturn(B) ? fresh("kt_next_") : "";
  if (Decls.empty() && Label.empty())
    return render(B, Label); // already a compound statement
  std::string Out = "{\n" + Decls + render(B, Label) + "\n";
  if (!Label.empty())
    Out += Label + ":;\n";
  return Out + "}";
}

std::string gpuReducerOp(const Reducer &R, const std::string &VT) {
  switch (R.kind) {
  case ReducerKind::Custom:
    return R.customOp;
  case ReducerKind::MinLoc:
  case ReducerKind::MaxLoc:
    return std::string("kt::") + reducerName(R.kind) + "<" + R.scalarType + ", " + R.indexType +
           ">";
  default:
    return std::string("kt::") + reducerName(R.kind) + "<" + VT + ">";
  }
}

std::pair<std::string, std::string> gpuIndexPlan(NestLevel Nest, const std::string &T) {
  switch (Nest) {
  case NestLevel::TeamThread: // every vector lane of a thread runs the same index
    return {"(" + T + ")threadIdx.y", "(" + T + ")blockDim.y"};
  case NestLevel::ThreadVector:
    return {"(" + T + ")threadIdx.x", "(" + T + ")blockDim.x"};
  case NestLevel::TeamVector:
    break;
  }
  return {"(" + T + ")(threadIdx.y * blockDim.x + threadIdx.x)", "(" + T + ")(blockDim.x * blockDim.y)"};
}

std::string GpuBodyRenderer::op(const BodyOp &Op, const std::string &ReturnLabel) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::LeagueRank:
    return "kt_league";
  case K::LeagueSize:
    return "kt_league_size";
  case K::TeamRank:
    return "(int)threadIdx.y";
  case K::TeamSize:
    return "(int)blockDim.y";
  case K::TeamBarrier:
    return "__syncthreads()";
  case K::TeamBroadcast:
    Helpers.insert("helpers");
    return "(" + Op.args[0] + " = kt_team_broadcast(" + Op.args[0] + ", " + Op.args[1] + "))";
  case K::TeamScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".team()";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(threadIdx.y, blockDim.y)";
  case K::NestedRange:
    return nested(Op);
  case K::Single:
    return single(Op);
  case K::Rename:
    return Op.text;
  case K::Return:
    return "goto " + ReturnLabel + ";";
  case K::ThisArrow:
    return "";
  case K::SelfCall:
    return "kt_self.";
  }
  return "";
}

std::string GpuBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto Paren = [](std::string X) {
    bool Simple = !X.empty() && std::all_of(X.begin(), X.end(), [](char C) {
      return isalnum((unsigned char)C) || C == '_';
    });
    return Simple ? X : "(" + X + ")";
  };
  std::string B = Op.begin ? Paren(render(*Op.begin, "")) : std::string("0");
  std::string E = Paren(render(*Op.end, ""));
  auto [Start, Step] = gpuIndexPlan(Op.nest, T);
  std::string Loop = "for (" + T + " " + I + " = " + B + " + " + Start + "; " + I + " < " + E +
                     "; " + I + " += " + Step + ")";
  if (Op.pattern == Pattern::For) {
    std::string Out = "// " + std::string(Op.nest == NestLevel::TeamThread ? "TeamThreadRange"
                                          : Op.nest == NestLevel::ThreadVector
                                              ? "ThreadVectorRange"
                                              : "TeamVectorRange") +
                      ": explicit loop\n" + Loop + " " + block("", Op.body);
    if (Op.nest == NestLevel::ThreadVector) {
      Helpers.insert("helpers");
      Out += "\nKT_SYNCWARP(kt_vector_mask());";
    }
    return Out;
  }
  // Reduce: per-thread accumulator, the loop, then the collective for this level.
  Helpers.insert("helpers");
  const Reducer &R = *Op.reducer;
  std::string VT = Op.accType, OpT = gpuReducerOp(R, VT), Acc = fresh("kt_red_");
  std::string Collective = Op.nest == NestLevel::ThreadVector ? "kt_vector_reduce"
                           : Op.nest == NestLevel::TeamThread ? "kt_team_reduce"
                                                              : "kt_block_allreduce";
  return "{\n" + VT + " " + Acc + ";\n" + OpT + "::init(" + Acc + ");\n" + Loop + " " +
         block(VT + " &" + Op.accName + " = " + Acc + ";\n", Op.body) + "\n" + Acc + " = " +
         Collective + "<" + OpT + ">(" + Acc + ");\n" + R.result + " = " + Acc + ";\n}";
}

std::string GpuBodyRenderer::single(const BodyOp &Op) {
  std::string Cond = Op.perTeam ? "threadIdx.x == 0 && threadIdx.y == 0" : "threadIdx.x == 0";
  std::string Who = Op.perTeam ? "single(PerTeam)" : "single(PerThread)";
  if (Op.valueName.empty()) {
    Helpers.insert("helpers");
    return "// " + Who + "\nif (" + Cond + ") " + block("", Op.body) +
           "\nKT_SYNCWARP(kt_vector_mask());";
  }
  Helpers.insert("helpers");
  std::string V = fresh("kt_single_");
  std::string Bcast = Op.perTeam ? "kt_team_broadcast(" + V + ", 0)" : "kt_vector_broadcast(" + V + ")";
  return "{ // " + Who + " with a broadcast value\n" + Op.valueType + " " + V + " = " +
         Op.valueTarget + ";\nif (" + Cond + ") " +
         block(Op.valueType + " &" + Op.valueName + " = " + V + ";\n", Op.body) + "\n" +
         Op.valueTarget + " = " + Bcast + ";\n}";
}

} // namespace kt
