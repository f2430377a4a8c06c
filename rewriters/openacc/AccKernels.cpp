// OpenACC kernels for Range, MDRange and Team policies (for / reduce / scan). Each kernel is a
// host function holding the compute constructs; reductions return their value to the host.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace kt {

namespace {

using llvm::join; // the parts with Sep between them

/// The values every gang-chunk reduction skeleton takes (openacc/gang_chunks*).
TemplateValues gangChunkValues(const std::string &Partials, const std::string &Data,
                               const std::string &Type, const std::string &Acc,
                               const std::string &Op) {
  return {{"partials", Partials}, {"data", Data}, {"type", Type}, {"acc", Acc}, {"op", Op}};
}

class AccKernelBuilder {
  using Level = AccBodyRenderer::Level;

public:
  AccKernelBuilder(const Kernel &K, AccBodyRenderer &R, const AccTeamNeeds &Needs,
                   AccScratchHome Scratch)
      : K(K), R(R), Needs(Needs), Scratch(Scratch) {
    if (K.pattern == Pattern::Reduce) {
      // Several results: one kt::MultiReducer value, which has no reduction clause.
      Clause = multiResult(K) ? "" : accClauseOp(K.reducers.at(0), K.accArith);
      OpT = reduceOpType(K);
      VT = reduceValueType(K);
    } else if (K.pattern == Pattern::Scan) {
      OpT = scanOpType(K);
      VT = K.accType;
    }
  }

  std::string build() {
    return byPolicy(
        K, [&] { return rangeKernel(); }, [&] { return scanKernel(); }, [&] { return mdKernel(); },
        [&] { return teamKernel(); });
  }

private:
  bool Red() const { return K.pattern == Pattern::Reduce; }
  bool Explicit() const { return Red() && Clause.empty(); }
  /// The reduction's accumulator variable: the body's parameter, or with several results
  /// kt_acc, to which AccBind() binds the parameters.
  std::string AccVar() const { return multiResult(K) ? "kt_acc" : K.accName; }
  std::string AccBind() const { return multiResult(K) ? accBindings(K, "kt_acc") : ""; }
  /// A reduction with a clause: its loop iterations start with accVary.
  std::string clauseVary() const { return Red() && !Explicit() ? accVary(AccVar()) : ""; }

  std::vector<std::string> captureParams() {
    std::vector<std::string> P;
    for (const Capture &C : K.captures)
      P.push_back(captureDecl(K, C));
    return P;
  }
  /// Clauses every construct of this kernel carries: the captures, copied in.
  std::string dataClauses(const std::vector<std::string> &DevPtrs = {}) {
    std::vector<std::string> FP;
    for (const Capture &C : K.captures)
      FP.push_back(C.name);
    std::string S;
    if (!FP.empty())
      S += " firstprivate(" + join(FP, ", ") + ")";
    if (!DevPtrs.empty())
      S += " deviceptr(" + join(DevPtrs, ", ") + ")";
    return S;
  }
  std::string selfDecl() { return selfCopyDecl(K); }
  std::string resultType() { return Red() || K.pattern == Pattern::Scan ? VT : "void"; }
  std::string function(const std::string &Comment, std::vector<std::string> Params,
                       const std::string &Body) {
    return fillTemplate("openacc/kernel", {{"comment", Comment},
                                           {"template_head", templateHead(K)},
                                           {"attributes", accKernelAttributes(K)},
                                           {"result_type", resultType()},
                                           {"name", K.name},
                                           {"params", join(Params, ", ")},
                                           {"body", Body}});
  }
  /// The explicit scheme's partials buffer (kt_np values, then room for the combine).
  /// Lanes: also room for 32 lane values per partial after the combine's (explicit scheme).
  std::string partialsDecl(const std::string &Count, bool Lanes = false) {
    return fillTemplate("openacc/partials",
                        {{"count", Count}, {"type", VT}, {"lanes", Lanes ? ", 33" : ""}});
  }
  std::string combine() {
    std::string Combine = "kt_acc_combine<" + OpT + ">(kt_partials, kt_np);\n";
    if (K.reducers.at(0).kind != ReducerKind::Custom)
      return "return " + Combine;
    return VT + " kt_value = " + Combine + OpT + "::final(kt_value);\nreturn kt_value;\n";
  }
  std::string finish() { return Red() ? combine() : ""; }
  /// Gang loop of a reduction: one gang (one warp, vector_length(32)) per contiguous chunk of
  /// the kt_n (flattened) indices, one partial per gang. Var runs over the chunk, Body uses it.
  /// Clause form: a vector loop with a reduction clause (GCC 12 folds a 32-lane vector
  /// reduction with warp shuffles, a 128-lane one with a compare-and-swap loop of every lane on
  /// one shared-memory slot). Explicit form (MinLoc/MaxLoc, functor init/join, structs): lane l
  /// folds indices b0 + l, b0 + l + 32, ... into its own value and stores it in the gang's 32
  /// slots kt_lane of the partials buffer (after the combine's room); the gang-redundant code
  /// folds them in lane order: a fixed order, the same bits on every run. (A gang-private array
  /// lands in shared memory, but GCC 12 keeps a stack copy of it too and broadcasts that frame
  /// to the lanes when the vector loop starts: twice as slow on the H100.)
  /// Lane: where given (MDRange), the code of lane kt_l over its indices kt_b0 + kt_l, + 32, ...
  /// in the clause form too (a vector loop over the 32 lanes instead of over the chunk).
  std::string gangChunks(const std::string &Var, const std::string &Body,
                         const std::string &Lane = "") {
    std::string Partials = partialsDecl(Explicit() ? "kt::openacc::lane_gangs(kt_n)"
                                                   : "kt::openacc::gang_count(kt_n)",
                                        Explicit());
    const std::string Data = dataClauses({"kt_partials"});
    if (!Explicit() && Lane.empty())
      return fillTemplate("openacc/gang_chunks",
                          {{"clause", Clause}, {"var", Var}, {"body", Body}},
                          gangChunkValues(Partials, Data, VT, AccVar(), OpT));
    if (!Explicit())
      return fillTemplate("openacc/gang_chunks_md", {{"clause", Clause}, {"lane", Lane}},
                          gangChunkValues(Partials, Data, VT, AccVar(), OpT));
    std::string L = !Lane.empty() ? Lane
                                  : "for (int64_t " + Var + " = kt_b0 + kt_l; " + Var + " < kt_b1; " +
                                        Var + " += 32) " + Body;
    return fillTemplate("openacc/gang_chunks_lanes", {{"lane", L}},
                          gangChunkValues(Partials, Data, VT, AccVar(), OpT));
  }
  /// An MDRange reduction lane (openacc/md_lane): the indices of its first flat index once
  /// (kt_q<d>, from kt_lo<d>), then 32 flat indices further per step: the fastest dimension
  /// O[0] grows by 32 and carries into the slower ones, so no division per index.
  std::string mdLane(const std::vector<int> &O, const std::string &Body) {
    auto d = [](int Dm) { return std::to_string(Dm); };
    auto E = [&](int Dm) { return "(kt_hi" + d(Dm) + " - kt_lo" + d(Dm) + ")"; };
    const int Rank = (int)O.size();
    std::string Split, Index, Carry = "++kt_q" + d(O[Rank - 1]) + ";";
    for (int J = 0; J + 1 < Rank; ++J)
      Split += "int64_t kt_q" + d(O[J]) + " = kt_acc_divmod(kt_r, " + E(O[J]) + ");\n";
    Split += "int64_t kt_q" + d(O[Rank - 1]) + " = kt_r;\n";
    for (int Dm = 0; Dm < Rank; ++Dm)
      Index += "const int64_t kt_t" + d(Dm) + " = kt_lo" + d(Dm) + " + kt_q" + d(Dm) + ";\n";
    for (int J = Rank - 2; J >= 1; --J) // carry out of dimension O[J] into O[J + 1]
      Carry = "if (++kt_q" + d(O[J]) + " == " + E(O[J]) + ") {\nkt_q" + d(O[J]) + " = 0;\n" + Carry + "\n}";
    std::string Step = "kt_q" + d(O[0]) + " += 32;\nwhile (kt_q" + d(O[0]) + " >= " + E(O[0]) +
                       ") {\nkt_q" + d(O[0]) + " -= " + E(O[0]) + ";\n" + Carry + "\n}\n";
    return fillTemplate("openacc/md_lane",
                        {{"split", Split}, {"index", Index}, {"body", Body}, {"step", Step}});
  }

  std::string rangeKernel() {
    std::vector<std::string> P = captureParams();
    P.push_back("const int64_t kt_begin");
    P.push_back("const int64_t kt_end");
    std::string Idx = indexDecl(K, 0) + " = (" + K.indexTypes[0] + ")";
    std::string S;
    if (Red()) {
      // The index from the chunk's position kt_k (nothing else in the kernel names kt_i).
      std::string Body = R.block(clauseVary() + Idx + "(kt_begin + kt_k);\n" + selfDecl() + AccBind(),
                                 K.body, Level::Flat);
      S += fillTemplate("openacc/range_count", {}) + gangChunks("kt_k", Body);
      return function(originComment(K, std::string("a gang per chunk, ") +
                                           (Explicit() ? "a value per lane" : "a vector reduction")),
                      P, S + finish());
    }
    S += fillTemplate("openacc/range_for",
                      {{"data", dataClauses()},
                       {"body", R.block(Idx + "kt_i;\n" + selfDecl(), K.body, Level::Flat)}});
    return function(originComment(K), P, S);
  }

  std::string mdKernel() {
    int Rank = K.policy.rank;
    std::vector<int> O = mdOrder(K);
    auto d = [](int Dm) { return std::to_string(Dm); };
    std::vector<std::string> P = captureParams();
    for (int Dm = 0; Dm < Rank; ++Dm) {
      P.push_back("const int64_t kt_lo" + d(Dm));
      P.push_back("const int64_t kt_hi" + d(Dm));
    }
    std::string Idx;
    for (int Dm = 0; Dm < Rank; ++Dm)
      Idx += indexDecl(K, Dm) + " = (" + K.indexTypes[Dm] +
             ")kt_t" + d(Dm) + ";\n";
    std::string Body = R.block(clauseVary() + Idx + selfDecl() + AccBind(), K.body, Level::Flat);
    std::string Why = "flat, dimension " + d(O[0]) + " fastest";
    // Flat index -> indices: 32-bit divisions where the values fit (kt_acc_divmod), none for
    // the outermost dimension. (GCC's collapse(N) divides in 64 bits, twice per dimension.)
    std::string S, Split = "int64_t kt_r = kt_f;\n";
    for (int J = 0; J + 1 < Rank; ++J)
      Split += "const int64_t kt_t" + d(O[J]) + " = kt_lo" + d(O[J]) + " + kt_acc_divmod(kt_r, kt_hi" +
               d(O[J]) + " - kt_lo" + d(O[J]) + ");\n";
    Split += "const int64_t kt_t" + d(O[Rank - 1]) + " = kt_lo" + d(O[Rank - 1]) + " + kt_r;\n";
    S += "const int64_t kt_n = ";
    for (int Dm = 0; Dm < Rank; ++Dm)
      S += std::string(Dm ? " * " : "") + "kt_acc_extent(kt_lo" + d(Dm) + ", kt_hi" + d(Dm) + ")";
    S += ";\n";
    if (Red()) {
      S += gangChunks("kt_f", "", mdLane(O, Body));
      return function(originComment(K, Why + "; a gang per chunk, " +
                                           (Explicit() ? "a value per lane" : "a vector reduction")),
                      P, S + finish());
    }
    S = fillTemplate("openacc/mdrange_for",
                     {{"extent", S}, {"data", dataClauses()}, {"split", Split}, {"body", Body}});
    return function(originComment(K, Why),
                    P, S);
  }

  std::string teamKernel() {
    std::vector<std::string> P = captureParams();
    P.push_back("const int kt_league_size");
    P.push_back("const int kt_gangs");
    P.push_back("const int kt_ts");
    std::vector<std::string> Ptrs;
    accScratchParams(K, Scratch, P, Ptrs);
    if (Red())
      Ptrs.push_back("kt_partials");
    if (Red())
      R.setOuterAcc(multiResult(K) ? K.accNames : std::vector<std::string>{K.accName}, Clause);
    std::string Decls = accScratchDecls(K, Scratch) + accTeamContextDecl(K);
    std::string Body;
    const bool Flat = flatTeamBody(K), Ranks = accPerRank(K);
    if (Ranks) { // every team thread runs the body on its own: one iteration each
      std::string Loop = fillTemplate(
          "openacc/rank_loop",
          {{"schedule", Explicit() ? "seq" // a custom op has no clause
                        : Red()    ? "worker vector reduction(" + Clause + ":" + AccVar() + ")"
                                   : "worker vector"}});
      // Flat: the whole body in one loop; otherwise one loop per segment between barriers.
      Body = Flat ? Loop + R.block(clauseVary() + Decls + selfDecl() + AccBind(), K.body, Level::Team)
                  : accRankSegments(K, R, Decls, Loop, clauseVary() + selfDecl() + AccBind());
      if (!Red())
        Body = fillTemplate("openacc/team_ranks", {{"body", Body}});
    } else if (Red()) {
      Body = R.block(Decls + selfDecl() + AccBind(), K.body, Level::Team);
    } else {
      Body = R.block(Decls + selfDecl(), K.body, Level::Team);
    }
    if (Red()) // the league's value goes to its partial after the body
      Body = fillTemplate("openacc/team_partial",
                          {{"type", VT}, {"acc", AccVar()}, {"op", OpT}, {"body", Body}});
    // Per rank: the team's threads are the worker-vector loop's iterations, 32 lanes per worker.
    if (!accCarryHost(K).empty())
      Ptrs.push_back("kt_carry");
    // At most 32 workers of 32 lanes: a gang has at most 1024 threads on the GPU (a larger
    // team's TeamThreadRange indices spread over the 32; team_size() stays the team's).
    std::string Workers = Ranks ? "(kt_ts + 31) / 32"
                          : Needs.workerLoops && !Needs.threadScratch ? "kt_ts < 32 ? kt_ts : 32"
                                                                           : "1";
    std::string S =
        Red() ? fillTemplate("openacc/team_reduce",
                             {{"partials", partialsDecl("kt_league_size > 0 ? kt_league_size : 1")},
                              {"op", OpT},
                              {"carry", accCarryHost(K)},
                              {"workers", Workers},
                              {"data", dataClauses(Ptrs)},
                              {"body", Body},
                              {"combine", finish()}})
              : fillTemplate("openacc/team_for", {{"carry", accCarryHost(K)},
                                                  {"workers", Workers},
                                                  {"data", dataClauses(Ptrs)},
                                                  {"body", Body}});
    return function(originComment(K, Flat    ? "a gang per team, team_rank on workers/lanes"
                                      : Ranks ? "a gang per team, a team_rank loop per barrier"
                                              : "a gang per team"),
                    P, S);
  }

  /// RangePolicy scan: three passes over chunks (kt_partials: each chunk's sum, then its prefix).
  std::string scanKernel() {
    std::vector<std::string> P = captureParams();
    P.push_back("const int64_t kt_begin");
    P.push_back("const int64_t kt_end");
    std::string Pre = indexDecl(K, 0) + " = (" + K.indexTypes[0] + ")kt_i;\n" + selfDecl() +
                      "const bool " + K.finalName + " = ";
    std::string S = fillTemplate(
        "openacc/scan", {{"partials", partialsDecl("kt::openacc::scan_chunks<" + VT + ">(kt_n)")},
                         {"data", dataClauses({"kt_partials"})},
                         {"type", VT},
                         {"acc", K.accName},
                         {"op", OpT},
                         {"body_pass1", R.block(Pre + "false;\n", K.body, Level::Flat)},
                         {"body_final", R.block(Pre + "true;\n", K.body, Level::Flat)}});
    return function(originComment(K, "three passes over chunks"), P, S);
  }

  const Kernel &K;
  AccBodyRenderer &R;
  const AccTeamNeeds &Needs;
  AccScratchHome Scratch;
  std::string Clause, OpT, VT;
};

} // namespace

std::string accKernel(const Kernel &K, AccBodyRenderer &R, const AccTeamNeeds &Needs,
                      AccScratchHome Scratch) {
  return AccKernelBuilder(K, R, Needs, Scratch).build();
}

} // namespace kt
