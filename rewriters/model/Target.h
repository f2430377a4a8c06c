// The output targets and the driver's target-specific options: what the model layer and the
// command line share; each target's lowering (rewriters/<target>/) reads its own options.
#pragma once

namespace kt {

enum class Target { Cuda, Hip, OpenMP, OpenACC };
const char *targetName(Target T);
const char *targetExtension(Target T); ///< ".cu", ".hip", ...

/// Target-specific choices of a lowering (command-line options of the driver).
struct LoweringOptions {
  /// OpenMP: grid spelling. OneD: 1-D num_teams/thread_limit, the (x, y) split computed in the
  /// kernel (clang 18, 19). ThreeD: num_teams(x,y,z)/thread_limit(x,y,z) (clang >= 20).
  enum class OmpGrid { OneD, ThreeD } ompGrid = OmpGrid::OneD;
  /// OpenMP: kernels as `nowait depend(inout: kt::openmp::queue)` target tasks (in launch order,
  /// the host waits only at kt::openmp::sync(): copies, frees, fences, results). Off (the
  /// default): every target region is synchronous. With it, each capture and launch argument of
  /// class type is copied into kt::openmp::keep's arena, which outlives the task (clang 19 reads
  /// a firstprivate aggregate from its variable when the task runs, not when it is created).
  bool ompAsync = false;
  /// OpenACC: home of level-0 team scratch. Pool: this gang's slice of a device pool (global
  /// memory; the default: measured faster with GCC 12, docs/OPENACC.md). GangPrivate: a
  /// gang-private array, which GCC places in shared memory (rewriters/openacc/AccScratch.cpp).
  enum class AccScratch { Pool, GangPrivate } accScratch = AccScratch::Pool;
  /// CUDA/HIP: tile prefixes of the one-pass RangePolicy scan of a floating-point sum
  /// (kt/gpu/scan_tiles.hpp). Reproducible: a fixed-order fold, the same bits on every run (the
  /// default). Fast: decoupled look-back, whose last bits depend on which tiles finished first.
  /// Integer sums are exact either way and keep the default's code.
  enum class Scan { Reproducible, Fast } scan = Scan::Reproducible;
};
} // namespace kt
