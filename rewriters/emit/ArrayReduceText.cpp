#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/model/TemplateArguments.h"

namespace kt {

namespace {

/// The loop over the chunk Chunk (default: partial A.partial's), after the accumulator is set
/// to partial A.partial's elements.
std::string chunkLoopHead(const ArrayReduction &A, const std::string &Chunk = "") {
  return (A.oneValue ? A.elemType + " &" + A.accName + " = " + A.buffer + "(" + A.partial + ");\n"
                     : A.elemType + " *const " + A.accName + " = " + A.length + " ? &" + A.buffer +
                           "(" + A.partial + " * " + A.length + ") : nullptr;\n") +
         "const kt::ArrayChunk kt_array_c = kt::array_chunk(" + A.chunkBegin + ", " + A.chunkEnd +
         ", " + (Chunk.empty() ? A.partial : Chunk) + ", " + A.partials + ");\n"
         "for (int64_t kt_array_i = kt_array_c.lo; kt_array_i < kt_array_c.hi; ++kt_array_i) {\n";
}

/// B's top-level ops moved By characters on (a head put before the text), each `return;`
/// turned into `goto kt_array_next`; whether one was (the loop then ends with the label).
bool shiftBody(BodyText &B, size_t By) {
  bool Return = false;
  for (auto &Op : B.ops) {
    Op->offset += By;
    if (Op->kind == BodyOp::Kind::Return) {
      Op->kind = BodyOp::Kind::Rename;
      Op->text = "goto kt_array_next";
      Return = true;
    }
  }
  return Return;
}

/// Over a range: the body's index declared from the loop's counter.
void rangeLoop(Kernel &L, const ArrayReduction &A) {
  const std::string Head = "{\n" + chunkLoopHead(A) + (A.indexWritten ? "" : "const ") +
                           A.indexType + " " + A.index + " = (" + A.indexType + ")kt_array_i;\n";
  const bool Return = shiftBody(L.body, Head.size());
  L.body.text = Head + L.body.text + (Return ? "\nkt_array_next:;" : "") + "\n}\n}";
}

/// Over an MDRangePolicy: the body's indices declared from the loop's counter, the last rank
/// varying fastest.
void mdRangeLoop(Kernel &L, const ArrayReduction &A) {
  std::string Head = "{\n" + chunkLoopHead(A) + "int64_t kt_array_q = kt_array_i;\n";
  for (size_t D = A.md.size(); D-- > 0;) {
    const ArrayReduction::MdIndex &I = A.md[D];
    Head += (I.written ? "" : "const ") + I.type + " " + I.name + " = (" + I.type + ")(" +
            I.lower + " + kt_array_q % " + I.extent + ");\n";
    if (D > 0)
      Head += "kt_array_q /= " + I.extent + ";\n";
  }
  const bool Return = shiftBody(L.body, Head.size());
  L.body.text = Head + L.body.text + (Return ? "\nkt_array_next:;" : "") + "\n}\n}";
}

/// league_rank() renamed to the chunk's league rank, league_size() to the league's (the end
/// of the chunked range), in B and the ops nested in it.
void renameLeague(BodyText &B, const ArrayReduction &A) {
  for (auto &Op : B.ops) {
    if (Op->kind == BodyOp::Kind::LeagueRank || Op->kind == BodyOp::Kind::LeagueSize) {
      Op->text = Op->kind == BodyOp::Kind::LeagueRank ? "kt_array_lr" : "(int)" + A.chunkEnd;
      Op->kind = BodyOp::Kind::Rename;
    }
    if (Op->begin)
      renameLeague(*Op->begin, A);
    if (Op->end)
      renameLeague(*Op->end, A);
    if (Op->prelude)
      renameLeague(*Op->prelude, A);
    renameLeague(Op->body, A);
  }
}

/// An op of kind Kd at [Offset, Offset + Length) of the kernel body, written at the body.
std::unique_ptr<BodyOp> addedOp(BodyOp::Kind Kd, size_t Offset, size_t Length,
                                const Kernel &K) {
  auto Op = std::make_unique<BodyOp>();
  Op->kind = Kd;
  Op->offset = Offset;
  Op->length = Length;
  Op->fileOffset = K.functorBodyBegin; // where the body is, for OpenACC's KT1021
  return Op;
}

/// Over a TeamPolicy: the partial is this team's league rank; the loop runs the chunk's league
/// ranks, with a barrier after each when the body uses scratch (the next reuses it). One rank
/// segment: the whole loop (ArrayReductionTeam.cpp refuses a body with barriers for OpenACC).
void leagueLoop(Kernel &L, const ArrayReduction &A) {
  renameLeague(L.body, A);
  const std::string Rank = "kt_array_p_of_league_rank";
  // Every team thread accumulating: partial (chunk, team rank), kt::ArrayReduce::rank_parts.
  const std::string Chunk = A.perThread ? "kt_array_lp" : A.partial;
  const std::string Pre = "{\nconst int64_t " + Chunk + " = ";
  std::string Head = Pre + Rank + ";\n";
  std::vector<std::unique_ptr<BodyOp>> Added;
  Added.push_back(addedOp(BodyOp::Kind::LeagueRank, Pre.size(), Rank.size(), L));
  if (A.perThread) {
    const std::string Size = "kt_array_team_size", Own = "kt_array_team_rank";
    Head += "const int64_t " + A.partial + " = " + Chunk + " * (int64_t)";
    Added.push_back(addedOp(BodyOp::Kind::TeamSize, Head.size(), Size.size(), L));
    Head += Size + " + (int64_t)";
    Added.push_back(addedOp(BodyOp::Kind::TeamRank, Head.size(), Own.size(), L));
    Head += Own + ";\n";
  }
  Head += chunkLoopHead(A, Chunk) + "const int kt_array_lr = (int)kt_array_i;\n";
  const bool Return = shiftBody(L.body, Head.size());
  L.body.ops.insert(L.body.ops.begin(), std::make_move_iterator(Added.begin()),
                    std::make_move_iterator(Added.end()));
  L.body.text = Head + L.body.text + (Return ? "\nkt_array_next:;" : "");
  if (L.usesScratch(0) || L.usesScratch(1)) {
    const std::string Barrier = "kt_array_team_barrier";
    L.body.text += "\n";
    L.body.ops.push_back(
        addedOp(BodyOp::Kind::TeamBarrier, L.body.text.size(), Barrier.size(), L));
    L.body.text += Barrier + ";";
  }
  L.body.text += "\n}\n}";
  if (L.segments.segments.size() == 1) {
    L.segments.segments[0] = {1u, (unsigned)L.body.text.size() - 1};
    L.segments.pieces.assign(1, {{RankSegments::Piece::Kind::Text, 1u,
                                  (unsigned)L.body.text.size() - 1}});
  }
}

} // namespace

Kernel arrayChunkKernel(const Kernel &K) {
  Kernel L = K;
  if (!K.arrayReduction)
    return L;
  const ArrayReduction &A = *K.arrayReduction;
  if (A.over == ArrayReduction::Over::League)
    leagueLoop(L, A);
  else if (A.over == ArrayReduction::Over::MDRange)
    mdRangeLoop(L, A);
  else
    rangeLoop(L, A);
  return L;
}

/// The launch of a oneValue reduction whose ops are a reducer object's (reducerExpr).
static std::string reducerObjectLaunch(const Kernel &K, const std::string &Elem,
                                       const std::string &Launch) {
  const ArrayReduction &A = *K.arrayReduction;
  return "{ // " + K.name + ": a reducer whose join, init or final uses its members: one partial " +
         "per chunk of the " +
         (A.over == ArrayReduction::Over::MDRange ? "policy's iterations" : "range") +
         ", joined in order on the host (kt::ArrayReduce)\n"
         "const " + A.reducerType + " kt_array_reducer = " + A.reducerExpr + ";\n"
         "const kt::OneValueOps<" + A.reducerType + ", " + Elem + "> kt_array_ops{kt_array_reducer};\n"
         "kt::ArrayReduce<" + Elem + (K.policy.space == ExecSpace::Host ? ", kt::HostSpace" : "") +
         "> kt_array(kt_array_ops, " + A.begin + ", " + A.end + ");\n" + Launch + "\n"
         "kt_array.finish_one(kt_array_ops, kt_array_reducer.reference());\n}";
}

std::string arrayReductionLaunch(const Kernel &K, const std::string &Launch) {
  if (!K.arrayReduction)
    return Launch;
  const ArrayReduction &A = *K.arrayReduction;
  const bool Host = K.policy.space == ExecSpace::Host;
  // The kernel spells the element type `T` in a kernel template; the launch names the
  // dispatch's argument (`double` for `MaxK<double, 3>` dispatched from main).
  const std::string Elem = withTemplateArguments(K, A.elemType);
  if (!A.reducerExpr.empty())
    return reducerObjectLaunch(K, Elem, Launch);
  const std::string What = A.oneValue ? "a reduction whose functor's join or init uses its members"
                                      : "an array reduction (value_type " + Elem +
                                            "[], value_count elements)";
  // With a work tag, the functor's tagged init/join/final (kt::TagOps); oneValue: those on one
  // value, as ArrayReduce calls an array's.
  const std::string Tag = withTemplateArguments(K, K.policy.workTag);
  const std::string Tagged = "kt::TagOps<" + K.functorType + ", " + Tag + ">";
  const std::string Methods = Tag.empty() ? K.functorType : Tagged;
  const std::string Own = Tag.empty() ? "kt_array_functor" : "kt_array_tagged";
  const std::string Ops = A.oneValue ? "kt_array_ops" : Own;
  std::string OpsDecl =
      Tag.empty() ? "" : "const " + Tagged + " kt_array_tagged{kt_array_functor};\n";
  if (A.oneValue)
    OpsDecl += "const kt::OneValueOps<" + Methods + ", " + Elem + "> kt_array_ops{" + Own + "};\n";
  return "{ // " + K.name + ": " + What + ": one partial per " +
         (A.perThread ? "team thread and " : "") + "chunk of the " +
         (A.over == ArrayReduction::Over::MDRange ? "policy's iterations" : "range") +
         ", joined in order on the host (kt::ArrayReduce)\n"
         "const " + K.functorType + " &kt_array_functor = " + A.functorExpr + ";\n" + OpsDecl +
         "kt::ArrayReduce<" + Elem + (Host ? ", kt::HostSpace" : "") + "> kt_array(" + Ops + ", " +
         A.begin + ", " + A.end + ");\n" + Launch + "\n"
         "kt_array." + (A.oneValue && A.target != ArrayReduction::Target::None ? "finish_one(" : "finish(") +
         Ops + (A.target == ArrayReduction::Target::None ? "" : ", " + A.result) + ");\n}";
}

} // namespace kt
