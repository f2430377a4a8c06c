// OpenMP kernel-mode kernels for Range, MDRange and Team policies (for / reduce / scan). Each
// kernel is a host function whose body is one `target teams ompx_bare` region.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <array>

namespace kt {

namespace {

using llvm::join; // the parts with Sep between them

/// One kernel function: its parameters, the target region's clauses and body.
struct Region {
  std::vector<std::string> params;       ///< function parameters
  std::vector<std::string> firstprivate; ///< variables copied into the region
  std::vector<std::string> devicePtrs;   ///< raw device pointers (is_device_ptr)
  std::array<std::string, 3> teams, threads; ///< num_teams / thread_limit: (x, y, z)
  std::string threadsPerBlock;           ///< host expression: threads in one block
  std::string l0Bytes;                   ///< host expression: level-0 scratch bytes, empty = none
  std::string blockInit;                 ///< `kt_block_...(`: fills kt_b
  std::string blockArgs;                 ///< its arguments before kt_b's shared memory
  std::string hostPre;                   ///< host statements before the region
  std::vector<std::string> globalViews;  ///< View, its pointer, ...: kt_global_views' arguments
  std::string body;                      ///< the region's statements after the prologue
  bool noBlock = false;                  ///< the body needs no kt_b (and no shared memory)
};

class OmpKernelBuilder {
public:
  OmpKernelBuilder(const Kernel &K, const LoweringOptions &O, const OmpShared &Shared)
      : K(K), ThreeD(O.ompGrid == LoweringOptions::OmpGrid::ThreeD), Async(O.ompAsync),
        Shared(Shared) {}

  std::string build() {
    return byPolicy(
        K, [&] { return rangeKernel(); }, [&] { return scanKernels(); }, [&] { return mdKernel(); },
        [&] { return teamKernel(); });
  }

private:
  // ---- pieces shared by every kernel ----
  /// Captures. A View's handle travels firstprivate, but its data pointer also travels on its
  /// own through is_device_ptr and replaces the handle's in the region (kt_global_views): a
  /// pointer kernel argument is known to be global, so the body's loads and stores are global
  /// ones, where a pointer read from the firstprivate copy would only give generic ones.
  /// The data pointers are declared together per View type (so per pointer type), a line at a
  /// time: `auto *kt_p_x = x.data(), *kt_p_y = y.data();`.
  void addCaptures(Region &G) {
    std::vector<std::pair<std::string, std::string>> Lines; // View type, its declaration line
    for (const Capture &C : K.captures) {
      if (C.kind != Capture::Kind::View) {
        addKept(G, C.type, C.name);
        continue;
      }
      std::string Ptr = "kt_p_" + C.name, Type = handleType(K, C);
      addKept(G, Type, C.name);
      auto Line = std::find_if(Lines.begin(), Lines.end(), [&](const auto &L) {
        return L.first == Type && L.second.size() + Ptr.size() + C.name.size() < 80;
      });
      std::string Decl = fillTemplate("openmp/view_pointer", {{"ptr", Ptr}, {"view", C.name}});
      if (Line == Lines.end())
        Lines.push_back({Type, "auto " + Decl});
      else
        Line->second += ", " + Decl;
      G.devicePtrs.push_back(Ptr);
      G.globalViews.push_back(C.name);
      G.globalViews.push_back(Ptr);
    }
    for (const auto &L : Lines)
      G.hostPre += L.second + ";\n";
  }
  /// A capture or launch argument that may be of class type: with --omp-async the parameter is
  /// kt_arg_<name> and the region reads an arena copy of it (kt::openmp::keep), which outlives
  /// the target task; otherwise the parameter itself.
  void addKept(Region &G, const std::string &Type, const std::string &Name) {
    if (!Async)
      return addScalar(G, Type, Name);
    G.params.push_back(Type + " kt_arg_" + Name);
    G.firstprivate.push_back(Name);
    G.hostPre += fillTemplate("openmp/kept_arg", {{"type", Type}, {"name", Name}});
  }
  void addScalar(Region &G, const std::string &Decl, const std::string &Name) {
    G.params.push_back(Decl + " " + Name);
    G.firstprivate.push_back(Name);
  }
  void addPointer(Region &G, const std::string &Type, const std::string &Name) {
    G.params.push_back(Type + " " + Name);
    G.devicePtrs.push_back(Name);
  }
  /// num_teams / thread_limit arguments: (x, y, z) with --omp-grid=3d, else their product.
  std::string dims(const std::array<std::string, 3> &D) {
    if (ThreeD)
      return D[0] + ", " + D[1] + ", " + D[2];
    std::string P = D[0];
    for (const std::string *E : {&D[1], &D[2]})
      if (*E != "1")
        P += " * " + *E;
    return P;
  }
  /// Whether dims(D) is a product (1-D grid): the launch computes it once, before the region.
  bool product(const std::array<std::string, 3> &D) { return !ThreeD && (D[1] != "1" || D[2] != "1"); }

  std::string opType() { return reduceOpType(K); }
  std::string selfDecl() { return selfCopyDecl(K); }
  std::string accDecl() {
    return selfDecl() +
           (K.pattern == Pattern::For ? "" : accBindings(K, "kt_acc"));
  }
  void addReduceParams(Region &G) {
    addPointer(G, reduceValueType(K) + " *", "kt_partials");
    addPointer(G, "unsigned *", "kt_counter");
    addPointer(G, reduceValueType(K) + " *", "kt_result");
  }
  std::string reduceInit() {
    return reduceValueType(K) + " kt_acc = kt_identity<" + opType() + ">();\n";
  }
  std::string reduceFinish(const std::string &Bid, const std::string &NBlocks) {
    bool Final = K.reducers.at(0).kind == ReducerKind::Custom;
    // Bid empty: a 1-D grid, whose block number the helper asks for
    return std::string(Final ? "kt_reduce_store_final<" : "kt_reduce_store<") + opType() +
           ">(kt_b, kt_acc, kt_partials, kt_counter, kt_result" +
           (Bid.empty() ? "" : ", " + Bid + ", " + NBlocks) + ");\n";
  }
  /// Whether the accumulator bindings can go before the loop, in the region's outermost scope:
  /// no capture has the name of one.
  bool hoistable() {
    for (const Capture &C : K.captures)
      if (C.name == K.accName ||
          std::find(K.accNames.begin(), K.accNames.end(), C.name) != K.accNames.end())
        return false;
    return true;
  }

  /// The kernel function: shared-memory sizes on the host, then the target region.
  std::string emit(const std::string &Comment, const std::string &Name, Region G) {
    bool Coll = Shared.collectives, Smem = Coll || !G.l0Bytes.empty();
    std::string Shmem = G.l0Bytes.empty() ? "kt_coll" : "kt_shmem";
    std::string Host = G.hostPre;
    std::string Pro = G.globalViews.empty()
                          ? ""
                          : fillTemplate("openmp/global_views", {{"views", join(G.globalViews, ", ")}});
    if (Smem) {
      const std::string Slot = Coll ? Shared.slotExpr() : "0"; // a constant
      bool L0 = !G.l0Bytes.empty();
      std::string Types = join(std::vector<std::string>(Shared.slotTypes.begin(), Shared.slotTypes.end()), ", ");
      std::string Bytes =
          !Coll ? std::string("0")
          : L0  ? fillTemplate("openmp/collective_bytes", {{"threads", G.threadsPerBlock}, {"slot", Slot}})
                : fillTemplate("openmp/checked_collective_bytes",
                               {{"types", Types}, {"threads", G.threadsPerBlock}, {"name", Name}});
      Host += fillTemplate("openmp/collective_size", {{"bytes", Bytes}});
      if (L0) {
        Host += fillTemplate("openmp/shared_size_l0", {{"l0_bytes", G.l0Bytes}, {"name", Name}});
        G.firstprivate.push_back("kt_coll"); // the level-0 scratch starts after the collectives'
        Pro += fillTemplate("openmp/shared_l0", {}); // the level-0 pools start after the collectives'
      }
      Pro += fillTemplate("openmp/block_info", {{"init", G.blockInit},
                                                {"args", G.blockArgs},
                                                {"shared", L0 ? "kt_smem" : "kt_dynamic_shared()"},
                                                {"slot", Slot}});
    } else if (!G.noBlock) {
      Pro += fillTemplate("openmp/block_info", {{"init", G.blockInit},
                                                {"args", G.blockArgs},
                                                {"shared", "nullptr"},
                                                {"slot", "0"}});
    }
    std::string Teams = dims(G.teams), Threads = dims(G.threads);
    if (product(G.teams)) {
      Host += fillTemplate("openmp/launch_size", {{"name", "kt_teams"}, {"value", Teams}});
      Teams = "kt_teams";
    }
    if (product(G.threads)) {
      Host += fillTemplate("openmp/launch_size", {{"name", "kt_threads"}, {"value", Threads}});
      Threads = "kt_threads";
    }
    std::string Clauses;
    if (Smem)
      Clauses += " ompx_dyn_cgroup_mem(" + Shmem + ")";
    if (!G.firstprivate.empty())
      Clauses += " firstprivate(" + join(G.firstprivate, ", ") + ")";
    if (!G.devicePtrs.empty())
      Clauses += " is_device_ptr(" + join(G.devicePtrs, ", ") + ")";
    if (Async)
      Clauses += fillTemplate("openmp/async_clauses", {});
    return fillTemplate("openmp/kernel", {{"comment", Comment},
                                          {"template_head", templateHead(K)},
                                          {"name", Name},
                                          {"params", join(G.params, ", ")},
                                          {"host", Host},
                                          {"teams", Teams},
                                          {"threads", Threads},
                                          {"clauses", Clauses},
                                          {"prologue", Pro},
                                          {"body", G.body}});
  }

  // ---- the kernels ----
  std::string rangeKernel() {
    bool Red = K.pattern == Pattern::Reduce;
    Region G;
    addCaptures(G);
    addScalar(G, "int64_t", "kt_begin");
    addScalar(G, "int64_t", "kt_end");
    G.params.push_back("int kt_grid");
    G.params.push_back("int kt_block");
    if (Red)
      addReduceParams(G);
    G.teams = {"kt_grid", "1", "1"};
    G.threads = {"kt_block", "1", "1"};
    G.threadsPerBlock = "kt_block";
    G.blockInit = "kt_block_linear(";
    bool Hoist = hoistable();
    std::string Body = R.block(Hoist ? "" : accDecl(), K.body);
    G.noBlock = !Red && !Shared.collectives && !ompOpsUseBlock(K.body); // the stride alone
    G.body = fillTemplate("openmp/range_body", {{"reduce_init", Red ? reduceInit() : ""},
                                                {"acc_decl", Hoist ? accDecl() : ""},
                                                {"index", indexDecl(K, 0)},
                                                {"index_type", K.indexTypes[0]},
                                                {"block", G.noBlock ? "" : "kt_b, "},
                                                {"stride", G.noBlock ? "kt_range_stride" : "kt_grid_stride"},
                                                {"body", Body},
                                                {"reduce_finish", Red ? reduceFinish("", "") : ""}});
    return emit(originComment(K), K.name, G);
  }

  std::string mdKernel() {
    bool Red = K.pattern == Pattern::Reduce;
    int Rank = K.policy.rank;
    std::vector<int> O = mdOrder(K);
    auto d = [](int Dm) { return std::to_string(Dm); };
    Region G;
    addCaptures(G);
    for (int Dm = 0; Dm < Rank; ++Dm) {
      addScalar(G, "const int64_t", "kt_lo" + d(Dm));
      addScalar(G, "const int64_t", "kt_hi" + d(Dm));
    }
    for (const char *P : {"kt_bx", "kt_by", "kt_bz", "kt_gx", "kt_gy", "kt_gz"})
      G.params.push_back(std::string("const int ") + P);
    if (!ThreeD)
      for (const char *P : {"kt_bx", "kt_by", "kt_bz", "kt_gx", "kt_gy", "kt_gz"})
        G.firstprivate.push_back(P);
    if (Red)
      addReduceParams(G);
    G.teams = {"kt_gx", "kt_gy", "kt_gz"};
    G.threads = {"kt_bx", "kt_by", "kt_bz"};
    G.threadsPerBlock = "kt_bx * kt_by * kt_bz";
    G.blockInit = ThreeD ? "kt_block_3d(" : "kt_block_1d(";
    G.blockArgs = ThreeD ? "" : "kt_bx, kt_by, kt_bz, ";
    std::string Idx;
    for (int Dm = 0; Dm < Rank; ++Dm)
      Idx += indexDecl(K, Dm) + " = (" + K.indexTypes[Dm] +
             ")kt_t" + d(Dm) + ";\n";
    std::string Grid = fillTemplate(ThreeD ? "openmp/grid_3d" : "openmp/grid_1d", {});
    std::string Finish =
        Red ? reduceFinish("(unsigned)(kt_bid.x + kt_gdim.x * (kt_bid.y + kt_gdim.y * kt_bid.z))",
                           "(unsigned)(kt_gdim.x * kt_gdim.y * kt_gdim.z)")
            : "";
    std::string S;
    if (Rank == 2) { // grid-stride loops on y and x over the body itself
      bool Hoist = hoistable();
      S = fillTemplate("openmp/mdrange2_body",
                       {{"grid", Grid},
                         {"reduce_init", Red ? reduceInit() : ""},
                         {"acc_decl", Hoist ? accDecl() : ""},
                         {"stride", K.policy.bounds32 ? "kt_axis_stride32" : "kt_axis_stride"},
                         {"body", R.block(Hoist ? "" : accDecl(), K.body)},
                         {"reduce_finish", Finish}},
                       mdLoopValues(K, O));
    } else { // z: the remaining dimensions, flattened (fastest first)
      const MdZ Z = mdZ(K);
      S = fillTemplate("openmp/mdrange_body", {{"grid", Grid},
                                               {"reduce_init", Red ? reduceInit() : ""},
                                               {"nz", Z.nz},
                                               {"decode_z", Z.decode},
                                               {"dim_y", d(O[1])},
                                               {"dim_x", d(O[0])},
                                               {"body", R.block(Idx + accDecl(), K.body)},
                                               {"reduce_finish", Finish}});
    }
    G.body = S;
    return emit(originComment(K, "dimension " + d(O[0]) + " on x, " + d(O[1]) +
                                     " on y" + (Rank > 2 ? ", the rest on z" : "")),
                K.name, G);
  }

  std::string teamKernel() {
    bool Red = K.pattern == Pattern::Reduce;
    bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
    Region G;
    addCaptures(G);
    addScalar(G, "const int", "kt_league_size");
    G.params.push_back("const int kt_grid");
    G.params.push_back("const int kt_vl");
    G.params.push_back("const int kt_ts");
    if (!ThreeD) {
      G.firstprivate.push_back("kt_vl");
      G.firstprivate.push_back("kt_ts");
    }
    if (S0) {
      addScalar(G, "const size_t", "kt_l0_team");
      addScalar(G, "const size_t", "kt_l0_thread");
      G.l0Bytes = "kt_l0_team + (size_t)kt_ts * kt_l0_thread";
    }
    if (S1) {
      addPointer(G, "char *", "kt_l1_pool");
      addScalar(G, "const size_t", "kt_l1_team");
      addScalar(G, "const size_t", "kt_l1_thread");
    }
    if (Red)
      addReduceParams(G);
    G.teams = {"kt_grid", "1", "1"};
    G.threads = {"kt_vl", "kt_ts", "1"};
    G.threadsPerBlock = "kt_vl * kt_ts";
    G.blockInit = ThreeD ? "kt_block_3d(" : "kt_block_team(";
    // A vector length (team size) known at translation time goes in as a constant: the
    // thread split and every loop stride and lane mask derived from kt_b.dim fold to constants.
    std::string VL = ompConstVectorLength(K.policy);
    std::string TS = K.policy.teamSizeConst > 0 ? std::to_string(K.policy.teamSizeConst) : "";
    G.blockArgs = ThreeD ? "" : (VL.empty() ? "kt_vl" : VL) + ", " + (TS.empty() ? "kt_ts" : TS) + ", ";
    std::string Decls = (S0 ? fillTemplate("openmp/team_scratch_l0", {}) : "") +
                        (S1 ? fillTemplate("openmp/team_scratch_l1", {}) : "") +
                        ompTeamContextDecl(K);
    bool Hoist = hoistable();
    std::string Body = R.block(Decls + (Hoist ? "" : accDecl()), K.body);
    std::string Finish = Red ? fillTemplate("openmp/team_lane0", {{"op", opType()}}) +
                                   reduceFinish("", "")
                             : "";
    std::string S = fillTemplate(S0 ? "openmp/team_body_l0" : "openmp/team_body",
                                 {{"reduce_init", Red ? reduceInit() : ""},
                                  {"acc_decl", Hoist ? accDecl() : ""},
                                  {"body", Body},
                                  {"reduce_finish", Finish}});
    G.body = S;
    return emit(originComment(K, "a team per block, team_rank on y" +
                                     (VL.empty() || ThreeD ? std::string() : " (vector length " + VL + ")")),
                K.name, G);
  }

  /// A RangePolicy scan: one kernel that kt_launch_scan (kt/openmp/range_scan.hpp) launches
  /// twice, kt_range_scan running the body, as a lambda, for the pass kt_args names.
  std::string scanKernels() {
    std::string VT = K.accType;
    Region G;
    addCaptures(G);
    addKept(G, "const kt_scan_args<" + VT + ">", "kt_args");
    G.teams = {"kt_args.grid", "1", "1"};
    G.threads = {"kt_args.block", "1", "1"};
    G.threadsPerBlock = "kt_args.block";
    G.blockInit = "kt_block_linear(";
    std::string Decls = fillTemplate("openmp/scan_decls", {{"index", indexDecl(K, 0)},
                                                           {"index_type", K.indexTypes[0]},
                                                           {"self_decl", selfDecl()},
                                                           {"value_type", VT},
                                                           {"acc", K.accName},
                                                           {"final", K.finalName}});
    G.body = fillTemplate("openmp/scan_body", {{"value_type", VT},
                                               {"body", R.block(Decls, K.body)},
                                               {"op", scanOpType(K)}});
    return emit(originComment(K, "two passes over block chunks"), K.name, G);
  }

  const Kernel &K;
  bool ThreeD;
  bool Async; ///< --omp-async: nowait target tasks, class-type arguments kept (kt::openmp::keep)
  const OmpShared &Shared;
  OmpBodyRenderer R;
};

} // namespace

std::string ompConstVectorLength(const Policy &P) {
  if (P.vectorLengthConst < 1)
    return "";
  long V = 1; // kt_vector_length (kt/openmp/launch.hpp): a power of two, at most 32
  while (V * 2 <= P.vectorLengthConst && V * 2 <= 32)
    V *= 2;
  return std::to_string(V);
}

std::string ompKernel(const Kernel &K, const LoweringOptions &O, const OmpShared &Shared) {
  return OmpKernelBuilder(K, O, Shared).build();
}

} // namespace kt
