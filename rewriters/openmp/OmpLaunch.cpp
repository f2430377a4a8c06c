// Host launch code for OpenMP kernel-mode kernels: the grid and block, computed as for CUDA,
// passed to the kernel function; reduction results copied back with omp_target_memcpy.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/ReduceText.h"

namespace kt {

namespace {

std::string captureArgs(const Kernel &K) {
  std::string A;
  for (const Capture &C : K.captures)
    A += (A.empty() ? "" : ", ") + C.hostExpr;
  return A;
}

std::string comma(const std::string &A) { return A.empty() ? "" : A + ", "; }

/// Result buffers before the launch and the copy back after it.
struct ReduceIO {
  std::string before, args, after;
};
ReduceIO reduceIO(const Kernel &K, const std::string &VT, const std::string &Grid) {
  ReduceIO IO;
  const Reducer &R = K.reducers.at(0);
  IO.before = VT + " *kt_partials = static_cast<" + VT +
              " *>(kt::openmp::reduce_buffer((size_t)(" + Grid + ") * sizeof(" + VT + ")));\n" +
              VT + " *kt_result = static_cast<" + VT +
              " *>(kt::openmp::result_buffer(sizeof(" + VT + ")));\n";
  IO.args = ", kt_partials, kt::openmp::reduce_counter(), kt_result";
  if (multiResult(K))
    IO.after = VT + " kt_value;\nkt::openmp::copy_to_host(&kt_value, kt_result, sizeof(" + VT +
               "));\n" + multiResultStores(K, "kt_value");
  else if (R.target == Reducer::Target::Scalar)
    IO.after = VT + " kt_value;\nkt::openmp::copy_to_host(&kt_value, kt_result, sizeof(" + VT +
               "));\n" + hostFinal(R, "kt_value") + R.result + " = kt_value;\n";
  else if (R.target == Reducer::Target::View)
    IO.after = "kt::openmp::copy_to_view(" + R.result + ", kt_result, sizeof(" + VT + "));\n";
  return IO;
}

std::string call(const std::string &Name, const std::string &Args) {
  return Name + "(" + Args + ");\n";
}

} // namespace

std::string ompLaunch(const Kernel &K, const OmpShared &Shared) {
  const std::string VT = K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType;
  std::string S = "{ // " + K.name + ": " +
                  (K.label.empty() ? std::string("unlabelled") : "\"" + K.label + "\"") + "\n";
  if (K.isFunctor)
    S += "const " + K.functorType + " &kt_functor = " + K.functorExpr + ";\n";
  std::string Caps = captureArgs(K);
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  switch (P.kind) {
  case PolicyKind::Range: {
    S += "const int64_t kt_begin = " + P.begin + ", kt_end = " + P.end + ";\n";
    if (K.pattern == Pattern::Scan) {
      S += "const int kt_block = 256;\n"
           "const int64_t kt_n = kt_end > kt_begin ? kt_end - kt_begin : 0;\n"
           "const int kt_grid = (int)std::min<int64_t>(1024, (kt_n + kt_block - 1) / kt_block "
           "> 0 ? (kt_n + kt_block - 1) / kt_block : 1);\n"
           "const int64_t kt_chunk = (kt_n + kt_grid - 1) / kt_grid;\n" +
           VT + " *kt_partials = static_cast<" + VT +
           " *>(kt::openmp::reduce_buffer((size_t)kt_grid * sizeof(" + VT + ")));\n" + VT +
           " *kt_total = static_cast<" + VT + " *>(kt::openmp::result_buffer(sizeof(" + VT +
           ")));\n";
      std::string A = comma(Caps) + "kt_begin, kt_end, kt_chunk, kt_partials, kt_grid, kt_block";
      S += call(kernelRef(K, "_partial"), A);
      S += call(kernelRef(K, "_final"), A + ", kt_total");
      if (!K.scanTotal.empty() && K.scanTotalIsView)
        S += "kt::openmp::copy_to_view(" + K.scanTotal + ", kt_total, sizeof(" + VT + "));\n";
      else if (!K.scanTotal.empty())
        S += VT + " kt_value;\nkt::openmp::copy_to_host(&kt_value, kt_total, sizeof(" + VT +
             "));\n" + K.scanTotal + " = kt_value;\n";
      break;
    }
    S += "const int kt_block = 256;\nconst int kt_grid = kt::openmp::grid_for(kt_end - kt_begin, "
         "kt_block);\n";
    std::string A = comma(Caps) + "kt_begin, kt_end, kt_grid, kt_block";
    if (Red) {
      ReduceIO IO = reduceIO(K, VT, "kt_grid");
      S += IO.before + call(kernelRef(K), A + IO.args) + IO.after;
    } else {
      S += "if (kt_end > kt_begin) {\n" + call(kernelRef(K), A) + "}\n";
    }
    break;
  }
  case PolicyKind::MDRange: {
    int Rank = P.rank;
    std::string A = Caps;
    for (int Dm = 0; Dm < Rank; ++Dm) {
      std::string d = std::to_string(Dm);
      S += "const int64_t kt_lo" + d + " = " + P.lower[Dm] + ", kt_hi" + d + " = " + P.upper[Dm] +
           ";\n";
      A += (A.empty() ? "" : ", ") + ("kt_lo" + d + ", kt_hi" + d);
    }
    // Block from the tiles (x: stride-1 dimension). Default tiles: 32 x 8 (x 1).
    int Lr = 0, Rr = 0;
    for (const Capture &C : K.captures)
      if (C.kind == Capture::Kind::View)
        (C.type.find("LayoutRight") != std::string::npos ? Rr : Lr)++;
    bool Right = Rr > Lr;
    auto DimAt = [&](int J) { return Right ? Rank - 1 - J : J; };
    auto Ext = [&](int Dm) {
      return "(kt_hi" + std::to_string(Dm) + " - kt_lo" + std::to_string(Dm) + ")";
    };
    std::string TX = P.tiles.empty() ? "32" : "(" + P.tiles[DimAt(0)] + ")";
    std::string TY = P.tiles.empty() ? "8" : "(" + P.tiles[DimAt(1)] + ")";
    std::string TZ = "1", NZ = "1";
    for (int J = 2; J < Rank; ++J) {
      if (!P.tiles.empty())
        TZ += " * (" + P.tiles[DimAt(J)] + ")";
      NZ += " * " + Ext(DimAt(J));
    }
    if (P.tiles.empty() && Rank > 2)
      TY = "4", TZ = "2";
    std::string C = Red ? "" : "const ";
    S += "const int kt_bx = " + TX + ", kt_by = " + TY + ", kt_bz = " + TZ + ";\n";
    S += C + "int kt_gy = (int)kt::openmp::blocks_for(" + Ext(DimAt(1)) +
         ", kt_by, 65535), kt_gz = (int)kt::openmp::blocks_for(" + NZ + ", kt_bz, 65535);\n";
    S += C + "int kt_gx = (int)kt::openmp::blocks_for(" + Ext(DimAt(0)) +
         ", kt_bx, 2147483647 / ((int64_t)kt_gy * kt_gz));\n";
    if (Red) // the grid combine folds one partial per block: keep to 32 blocks per SM (as CUDA)
      S += "const int kt_cap = kt::openmp::max_blocks();\n"
           "kt_gz = std::min(kt_gz, kt_cap);\n"
           "kt_gy = std::min(kt_gy, std::max(1, kt_cap / kt_gz));\n"
           "kt_gx = std::min(kt_gx, std::max(1, kt_cap / (kt_gy * kt_gz)));\n";
    A += std::string(A.empty() ? "" : ", ") + "kt_bx, kt_by, kt_bz, kt_gx, kt_gy, kt_gz";
    if (Red) {
      ReduceIO IO = reduceIO(K, VT, "(int64_t)kt_gx * kt_gy * kt_gz");
      S += IO.before + call(kernelRef(K), A + IO.args) + IO.after;
    } else {
      S += call(kernelRef(K), A);
    }
    break;
  }
  case PolicyKind::Team: {
    bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
    S += "const int kt_league = " + P.league + ";\n";
    S += "const int kt_vl = kt_vector_length(" + (P.vectorLength.empty() ? "1" : P.vectorLength) +
         ");\n";
    if (S0)
      S += std::string(P.scratch[0].perTeamHook.empty() ? "const " : "") + "size_t kt_l0_team = " + P.scratch[0].perTeam + ", kt_l0_thread = " +
           P.scratch[0].perThread + ";\n";
    if (S1)
      S += "const size_t kt_l1_team = " + P.scratch[1].perTeam + ", kt_l1_thread = " +
           P.scratch[1].perThread + ";\n";
    std::string L0T = S0 ? "kt_l0_team" : "0", L0P = S0 ? "kt_l0_thread" : "0";
    std::string Slot = Shared.collectives ? Shared.slotExpr() : "0";
    S += "const int kt_ts = " +
         (P.teamSize.empty() ? "kt_auto_team_size(kt_vl, " + L0T + ", " + L0P + ", " + Slot + ")"
                             : P.teamSize) +
         ";\n";
    if (!P.scratch[0].perTeamHook.empty()) // the functor's hook, at the chosen team size
      S += "kt_l0_team += " + P.scratch[0].perTeamHook + ";\n";
    S += std::string("const int kt_grid = ") +
         (Red ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
              : "kt_league < 1 ? 1 : kt_league") +
         ";\n";
    std::string A = comma(Caps) + "kt_league, kt_grid, kt_vl, kt_ts";
    if (S0)
      A += ", kt_l0_team, kt_l0_thread";
    if (S1) {
      S += "char *kt_l1_pool = static_cast<char *>(kt::openmp::scratch_l1((size_t)kt_grid * "
           "(kt_l1_team + (size_t)kt_ts * kt_l1_thread)));\n";
      A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
    }
    if (Red) {
      ReduceIO IO = reduceIO(K, VT, "kt_grid");
      S += IO.before + call(kernelRef(K), A + IO.args) + IO.after;
    } else {
      S += "if (kt_league > 0) {\n" + call(kernelRef(K), A) + "}\n";
    }
    break;
  }
  }
  return S + "}";
}

} // namespace kt
