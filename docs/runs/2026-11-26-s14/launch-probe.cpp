// launch-probe.cpp (session 14): per-region cost of ompx_bare target regions in LLVM 19's
// libomptarget, synchronous against `nowait` (with and without a depend chain), with a View-like
// 40-byte firstprivate struct or scalars only. Each case runs ITER iterations of 6 tiny kernels
// (y[i] += x[i] over n elements, grid-stride) and prints microseconds per kernel; then checks y.
// Build: scripts/openmp-gpu.sh build docs/runs/2026-11-26-s14/launch-probe.cpp OUT
#include <omp.h>
#include <ompx.h>
#include <chrono>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <vector>

struct H { double *p; int64_t n0, n1, s0, s1; };  // a View handle's size
static int tok;

static void k_sync_struct(H x, H y, int64_t n, int grid, int dev) {
  double *px = x.p, *py = y.p;
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(x, y, n) is_device_ptr(px, py)
  {
    x.p = px; y.p = py;
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) y.p[i] += x.p[i];
  }
}
static void k_sync_scalar(double *px, double *py, int64_t n, int grid, int dev) {
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(n) is_device_ptr(px, py)
  {
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) py[i] += px[i];
  }
}
static void k_sync_struct_dep(H x, H y, int64_t n, int grid, int dev) {
  double *px = x.p, *py = y.p;
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(x, y, n) is_device_ptr(px, py) depend(inout: tok)
  {
    x.p = px; y.p = py;
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) y.p[i] += x.p[i];
  }
}
static void k_nowait_dep(H x, H y, int64_t n, int grid, int dev) {
  double *px = x.p, *py = y.p;
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(x, y, n) is_device_ptr(px, py) nowait depend(inout: tok)
  {
    x.p = px; y.p = py;
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) y.p[i] += x.p[i];
  }
}
static void k_nowait_dep_scalar(double *px, double *py, int64_t n, int grid, int dev) {
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(n) is_device_ptr(px, py) nowait depend(inout: tok)
  {
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) py[i] += px[i];
  }
}
static void k_nowait_free(H x, H y, int64_t n, int grid, int dev) {  // no ordering: timing only
  double *px = x.p, *py = y.p;
#pragma omp target teams ompx_bare num_teams(grid) thread_limit(256) device(dev) firstprivate(x, y, n) is_device_ptr(px, py) nowait
  {
    x.p = px; y.p = py;
    for (int64_t i = ompx::block_id_x() * 256 + ompx::thread_id_x(); i < n; i += (int64_t)ompx::grid_dim_x() * 256) y.p[i] += x.p[i];
  }
}

int main(int argc, char **argv) {
  const int64_t n = argc > 1 ? std::atoll(argv[1]) : 1000;
  const int iters = argc > 2 ? std::atoi(argv[2]) : 200;
  const int dev = omp_get_default_device(), host = omp_get_initial_device();
  const int grid = (int)std::min<int64_t>((n + 255) / 256, 132 * 32);
  double *px = (double *)omp_target_alloc(n * 8, dev), *py = (double *)omp_target_alloc(n * 8, dev);
  std::vector<double> hx(n, 1.0), hy(n, 0.0);
  omp_target_memcpy(px, hx.data(), n * 8, 0, 0, dev, host);
  H x{px, n, 1, 1, 0}, y{py, n, 1, 1, 0};
  long expect = 0;
  auto run = [&](const char *name, auto body) {
    omp_target_memcpy(py, hy.data(), n * 8, 0, 0, dev, host);
    for (int w = 0; w < 3; ++w) body();  // warm-up
#pragma omp taskwait
    auto t0 = std::chrono::steady_clock::now();
    for (int it = 0; it < iters; ++it) body();
#pragma omp taskwait
    double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    std::vector<double> r(n);
    omp_target_memcpy(r.data(), py, n * 8, 0, 0, host, dev);
    const double want = 6.0 * (iters + 3);
    int bad = 0;
    for (int64_t i = 0; i < n; ++i) bad += r[i] != want;
    std::printf("probe %-34s n=%lld  %8.2f us/kernel  %s\n", name, (long long)n, us / (iters * 6.0),
                bad ? "WRONG (expected without ordering only)" : "ok");
  };
  run("sync struct", [&] { for (int k = 0; k < 6; ++k) k_sync_struct(x, y, n, grid, dev); });
  run("sync scalar", [&] { for (int k = 0; k < 6; ++k) k_sync_scalar(px, py, n, grid, dev); });
  run("sync struct depend", [&] { for (int k = 0; k < 6; ++k) k_sync_struct_dep(x, y, n, grid, dev); });
  run("nowait depend, taskwait per 6", [&] {
    for (int k = 0; k < 6; ++k) k_nowait_dep(x, y, n, grid, dev);
#pragma omp taskwait
  });
  run("nowait depend scalar, taskwait/6", [&] {
    for (int k = 0; k < 6; ++k) k_nowait_dep_scalar(px, py, n, grid, dev);
#pragma omp taskwait
  });
  run("nowait depend, taskwait per 3", [&] {
    for (int k = 0; k < 6; ++k) {
      k_nowait_dep(x, y, n, grid, dev);
      if (k % 3 == 2) {
#pragma omp taskwait
      }
    }
  });
  run("2 nowait + sync depend (cg-like)", [&] {
    for (int k = 0; k < 6; ++k) {
      if (k % 3 == 2) k_sync_struct_dep(x, y, n, grid, dev); else k_nowait_dep(x, y, n, grid, dev);
    }
  });
  run("2 nowait + taskwait + sync", [&] {
    for (int k = 0; k < 6; ++k) {
      if (k % 3 == 2) {
#pragma omp taskwait
        k_sync_struct(x, y, n, grid, dev);
      } else k_nowait_dep(x, y, n, grid, dev);
    }
  });
  run("nowait no depend (unordered)", [&] {
    for (int k = 0; k < 6; ++k) k_nowait_free(x, y, n, grid, dev);
#pragma omp taskwait
  });
  run("sync struct (again)", [&] { for (int k = 0; k < 6; ++k) k_sync_struct(x, y, n, grid, dev); });
  omp_target_free(px, dev); omp_target_free(py, dev);
  return 0;
}
