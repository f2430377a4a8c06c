// Host launch code for GPU kernels: explicit grid and block, checked launches, results copied
// back for reductions.
#include "rewriters/gpu/GpuLowering.h"
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
ReduceIO reduceIO(const Kernel &K, const GpuDialect &D, const std::string &VT,
                  const std::string &Grid) {
  ReduceIO IO;
  const Reducer &R = K.reducers.at(0);
  IO.before = VT + " *kt_partials = static_cast<" + VT + " *>(kt::" + D.rt +
              "::reduce_buffer((size_t)(" + Grid + ") * sizeof(" + VT + ")));\n" + VT +
              " *kt_result = static_cast<" + VT + " *>(kt::" + D.rt + "::result_buffer(sizeof(" +
              VT + ")));\n";
  IO.args = ", kt_partials, kt::" + D.rt + "::reduce_counter(), kt_result";
  if (multiResult(K))
    IO.after = VT + " kt_value;\nKT_CHECK(" + D.rt + "Memcpy(&kt_value, kt_result, sizeof(" + VT +
               "), " + D.rt + "MemcpyDeviceToHost));\n" + multiResultStores(K, "kt_value");
  else if (R.target == Reducer::Target::Scalar)
    IO.after = VT + " kt_value;\nKT_CHECK(" + D.rt + "Memcpy(&kt_value, kt_result, sizeof(" + VT +
               "), " + D.rt + "MemcpyDeviceToHost));\n" + hostFinal(R, "kt_value") + R.result +
               " = kt_value;\n";
  else if (R.target == Reducer::Target::View)
    IO.after = "KT_CHECK(" + D.rt + "Memcpy((" + R.result + ").data(), kt_result, sizeof(" + VT +
               "), " + D.rt + "MemcpyDefault));\n";
  return IO;
}

std::string launch(const Kernel &K, const std::string &Name, const std::string &Grid,
                   const std::string &Block, const std::string &Shmem, const std::string &Args) {
  return Name + templateArgList(K) + "<<<" + Grid + ", " + Block + (Shmem.empty() ? "" : ", " + Shmem) + ">>>(" +
         Args + ");\nKT_CHECK_LAUNCH(\"" + Name + "\");\n";
}

} // namespace

std::string gpuLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT) {
  std::string S = "{ // " + K.name + ": " +
                  (K.label.empty() ? std::string("unlabelled") : "\"" + K.label + "\"") + "\n";
  if (K.launchInDeviceFunction) // the device side of the function does not see the launch
    S += "#if !defined(" + D.deviceSideMacro + ") // a KOKKOS_FUNCTION: the launch is host code\n";
  if (K.isFunctor)
    S += "const " + K.functorType + " &kt_functor = " + K.functorExpr + ";\n";
  std::string Caps = captureArgs(K);
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  switch (P.kind) {
  case PolicyKind::Range: {
    S += "const int64_t kt_begin = " + P.begin + ", kt_end = " + P.end + ";\n";
    if (K.pattern == Pattern::Scan) {
      S += "const int kt_block = " + std::to_string(kGpuRangeBlock) + ";\n"
           "const int64_t kt_n = kt_end > kt_begin ? kt_end - kt_begin : 0;\n"
           "const int kt_grid = (int)std::min<int64_t>(1024, (kt_n + kt_block - 1) / kt_block "
           "> 0 ? (kt_n + kt_block - 1) / kt_block : 1);\n"
           "const int64_t kt_chunk = (kt_n + kt_grid - 1) / kt_grid;\n" +
           VT + " *kt_partials = static_cast<" + VT + " *>(kt::" + D.rt +
           "::reduce_buffer((size_t)kt_grid * sizeof(" + VT + ")));\n" + VT +
           " *kt_total = static_cast<" + VT + " *>(kt::" + D.rt + "::result_buffer(sizeof(" +
           VT + ")));\n";
      std::string A = comma(Caps) + "kt_begin, kt_end, kt_chunk, kt_partials";
      S += launch(K, K.name + "_partial", "kt_grid", "kt_block", "", A);
      S += launch(K, K.name + "_final", "kt_grid", "kt_block", "", A + ", kt_total");
      if (!K.scanTotal.empty() && K.scanTotalIsView)
        S += "KT_CHECK(" + D.rt + "Memcpy((" + K.scanTotal + ").data(), kt_total, sizeof(" + VT +
             "), " + D.rt + "MemcpyDefault));\n";
      else if (!K.scanTotal.empty())
        S += VT + " kt_value;\nKT_CHECK(" + D.rt + "Memcpy(&kt_value, kt_total, sizeof(" + VT +
             "), " + D.rt + "MemcpyDeviceToHost));\n" + K.scanTotal + " = kt_value;\n";
      break;
    }
    S += "const int kt_block = " + std::to_string(kGpuRangeBlock) + ";\nconst int kt_grid = kt::" + D.rt +
         (Red ? "::reduce_grid_for" : "::grid_for") + "(kt_end - kt_begin, kt_block);\n";
    std::string A = comma(Caps) + "kt_begin, kt_end";
    if (Red) {
      ReduceIO IO = reduceIO(K, D, VT, "kt_grid");
      S += IO.before + launch(K, K.name, "kt_grid", "kt_block", "", A + IO.args) + IO.after;
    } else {
      S += "if (kt_end > kt_begin) {\n" + launch(K, K.name, "kt_grid", "kt_block", "", A) + "}\n";
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
    bool Right = false;
    int Lr = 0, Rr = 0;
    for (const Capture &C : K.captures)
      if (C.kind == Capture::Kind::View)
        (C.type.find("LayoutRight") != std::string::npos ? Rr : Lr)++;
    Right = Rr > Lr;
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
    S += "const dim3 kt_block(" + TX + ", " + TY + ", " + TZ + ");\n";
    S += std::string(Red ? "dim3" : "const dim3") + " kt_grid(kt::" + D.rt + "::blocks_for(" +
         Ext(DimAt(0)) + ", kt_block.x, 2147483647), kt::" + D.rt + "::blocks_for(" +
         Ext(DimAt(1)) + ", kt_block.y, 65535), kt::" + D.rt + "::blocks_for(" + NZ +
         ", kt_block.z, 65535));\n";
    if (Red) // the grid combine folds one partial per block: keep to 32 blocks per SM
      S += "const unsigned kt_cap = 32u * kt::" + D.rt +
           "::device_props().multiProcessorCount;\n"
           "kt_grid.z = std::min(kt_grid.z, kt_cap);\n"
           "kt_grid.y = std::min(kt_grid.y, std::max(1u, kt_cap / kt_grid.z));\n"
           "kt_grid.x = std::min(kt_grid.x, std::max(1u, kt_cap / (kt_grid.y * kt_grid.z)));\n";
    if (Red) {
      ReduceIO IO =
          reduceIO(K, D, VT, "kt_grid.x * kt_grid.y * kt_grid.z");
      S += IO.before + launch(K, K.name, "kt_grid", "kt_block", "", A + IO.args) + IO.after;
    } else {
      S += launch(K, K.name, "kt_grid", "kt_block", "", A);
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
    S += "const int kt_ts = " +
         (P.teamSize.empty() ? "kt_auto_team_size(" + kernelRef(K) + ", kt_vl, " + L0T + ", " + L0P + ")"
                             : P.teamSize) +
         ";\n";
    if (!P.scratch[0].perTeamHook.empty()) // the functor's hook, at the chosen team size
      S += "kt_l0_team += " + P.scratch[0].perTeamHook + ";\n";
    S += "const dim3 kt_block(kt_vl, kt_ts);\n";
    std::string Shmem;
    if (S0) {
      S += "const size_t kt_shmem = kt_l0_team + (size_t)kt_ts * kt_l0_thread;\nkt::" + D.rt +
           "::set_max_dynamic_shared(" + kernelRef(K) + ", kt_shmem);\n";
      Shmem = "kt_shmem";
    }
    S += std::string("const int kt_grid = ") +
         (Red ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
              : "kt_league < 1 ? 1 : kt_league") +
         ";\n";
    std::string A = comma(Caps) + "kt_league";
    if (S0)
      A += ", kt_l0_team, kt_l0_thread";
    if (S1) {
      S += "char *kt_l1_pool = static_cast<char *>(kt::" + D.rt +
           "::scratch_l1((size_t)kt_grid * (kt_l1_team + (size_t)kt_ts * kt_l1_thread)));\n";
      A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
    }
    if (Red) {
      ReduceIO IO = reduceIO(K, D, VT, "kt_grid");
      S += IO.before + launch(K, K.name, "kt_grid", "kt_block", Shmem, A + IO.args) + IO.after;
    } else {
      S += "if (kt_league > 0) {\n" + launch(K, K.name, "kt_grid", "kt_block", Shmem, A) + "}\n";
    }
    break;
  }
  }
  if (K.launchInDeviceFunction)
    S += "#endif\n";
  return S + "}";
}

} // namespace kt
