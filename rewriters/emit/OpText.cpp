// Target-neutral text of the Kokkos ops inside a kernel body (OpText.h).
#include "rewriters/emit/OpText.h"

#include <cctype>

namespace kt {

std::optional<std::string> commonOpText(const BodyOp &Op, const std::string &ReturnLabel) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::LeagueRank:
    return std::string("kt_league");
  case K::LeagueSize:
    return std::string("kt_league_size");
  case K::TeamScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".team()";
  case K::Rename:
    return Op.text;
  case K::Return:
    return "goto " + ReturnLabel; // the statement's own `;` follows
  case K::ThisArrow:
    return std::string();
  case K::SelfCall:
    return "kt_self." + Op.text; // `template ` before a dependent member template's name
  case K::TeamContext:
    return std::string("kt_ctx");
  case K::ValueMemberOpen:
  case K::LocalClassMethod:
    return std::string();
  case K::ValueMember:
    return Op.text;
  default:
    return std::nullopt;
  }
}

const char *nestName(NestLevel N) {
  switch (N) {
  case NestLevel::TeamThread:
    return "TeamThreadRange";
  case NestLevel::ThreadVector:
    return "ThreadVectorRange";
  case NestLevel::TeamVector:
    break;
  }
  return "TeamVectorRange";
}

std::string nestedReduceText(const std::string &Head, const std::string &VT, const std::string &Acc,
                             const std::string &OpT, const std::string &Loop,
                             const std::string &Body, const std::string &Combine, const Reducer &R) {
  return "{" + Head + "\n" + VT + " " + Acc + ";\n" + OpT + "::init(" + Acc + ");\n" + Loop + " " +
         Body + "\n" + Combine + nestedResultText(R, OpT, Acc) + "}";
}

std::string nestedResultText(const Reducer &R, const std::string &OpT, const std::string &Acc) {
  const bool Final = R.kind == ReducerKind::Custom && !R.finalBody.empty();
  return (Final ? OpT + "::final(" + Acc + ");\n" : "") + R.result + " = " + Acc + ";\n";
}

bool mentionsWord(const std::string &Text, const std::string &Word) {
  auto InWord = [](char C) { return isalnum((unsigned char)C) || C == '_'; };
  for (size_t P = Text.find(Word); P != std::string::npos; P = Text.find(Word, P + 1))
    if ((P == 0 || !InWord(Text[P - 1])) &&
        (P + Word.size() == Text.size() || !InWord(Text[P + Word.size()])))
      return true;
  return false;
}

std::string accBinding(const BodyOp &Op, const std::string &Acc) {
  return Op.accType + " &" + Op.accName + " = " + Acc + ";\n";
}

std::string serialScanText(const BodyOp &Op, const std::string &Comment, const std::string &Acc,
                           const std::string &Loop, const std::string &Body) {
  return "{ // " + Comment + "\n" + Op.accType + " " + Acc + ";\n" + nestedScanOp(Op) + "::init(" +
         Acc + ");\n" + Loop + " " + Body + "\n" +
         (Op.valueTarget.empty() ? "" : Op.valueTarget + " = " + Acc + ";\n") + "}";
}

std::string serialScanDecls(const BodyOp &Op, const std::string &Acc) {
  return accBinding(Op, Acc) +
         (Op.finalName.empty() ? "" : "const bool " + Op.finalName + " = true;\n");
}

std::string scanLambdaHead(const BodyOp &Op) {
  return "[&](const " + Op.indexType + " " + Op.indexName + ", " + Op.accType + " &" + Op.accName +
         ", const bool " + Op.finalName + ") ";
}

std::string teamScanText(const BodyOp &Op, const std::string &Header, const std::string &Lead,
                         const std::string &B, const std::string &E, const std::string &Body) {
  const bool Team = Op.nest == NestLevel::TeamThread;
  return std::string("// ") + (Team ? "TeamThreadRange" : "ThreadVectorRange") + " scan (" +
         Header + "): tiles of one index per " + (Team ? "thread" : "lane") +
         ", the body with final = false, a scan across them, the body with final = true\n" +
         (Op.valueTarget.empty() ? "" : Op.valueTarget + " = ") +
         (Team ? "kt_team_scan<" : "kt_vector_scan<") + nestedScanOp(Op) + ", " + Op.indexType +
         ">(" + Lead + B + ", " + E + ", " + scanLambdaHead(Op) + Body + ");";
}

std::string singleName(const BodyOp &Op) {
  return Op.perTeam ? "single(PerTeam)" : "single(PerThread)";
}

std::string singleValueText(const BodyOp &Op, const std::string &Comment, const std::string &V,
                            const std::string &Guard, const std::string &Body,
                            const std::string &Store) {
  return "{ // " + Comment + "\n" + Op.valueType + " " + V + " = " + Op.valueTarget + ";\n" +
         Guard + Body + "\n" + Op.valueTarget + " = " + Store + ";\n}";
}

std::string singleValueDecl(const BodyOp &Op, const std::string &V) {
  return Op.valueType + " &" + Op.valueName + " = " + V + ";\n";
}

std::string teamHelperContextDecls(const TeamHelper &H, const std::string &Extra) {
  using K = BodyOp::Kind;
  std::string Decls;
  if (bodyUses(H.body, K::LeagueRank))
    Decls += "const int kt_league = kt_ctx.league_rank;\n";
  if (bodyUses(H.body, K::LeagueSize))
    Decls += "const int kt_league_size = kt_ctx.league_size;\n";
  Decls += Extra;
  for (int L = 0; L < 2; ++L)
    if (bodyUses(H.body, K::TeamScratch, L) || bodyUses(H.body, K::ThreadScratch, L))
      Decls += "kt::ScratchPool &kt_scratch" + std::to_string(L) + " = *kt_ctx.scratch" +
               std::to_string(L) + ";\n";
  return Decls;
}

} // namespace kt
