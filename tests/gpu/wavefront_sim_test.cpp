// CPU simulation of the GPU lowering's lane plans for wavefronts of 64 (AMD CDNA) and 32 (RDNA,
// NVIDIA) lanes. No AMD GPU is needed: the real helper templates are compiled for the host
//   kt/gpu/{reduce,broadcast,scan}.hpp with KT_GPU_HIP and __AMDGCN_WAVEFRONT_SIZE 64
//   kt/gpu/{reduce,broadcast,scan}.hpp with KT_GPU_HIP and __AMDGCN_WAVEFRONT_SIZE 32
//   kt/gpu/{reduce,broadcast,scan}.hpp with KT_GPU_CUDA (warp 32, lane masks checked)
// against a simulated block: one host thread per GPU thread, threadIdx/blockDim per thread, and
// the warp intrinsics implemented with HIP's (and CUDA's) exact lane arithmetic on a per-warp
// lane table. The nested-range index plans are the lowering's own (kt::gpuIndexPlan), evaluated
// per lane. Every lane's result is checked, not just lane 0's.
//
// Model of one shuffle: all existing lanes of the calling lane's `width` segment (CUDA: all
// lanes of the mask) write their value, wait for each other, read their source lane, wait
// again. A lane that does not exist in the block (a partial last wavefront) reads as POISON, so
// a tree that consumed it gives a wrong total. A helper whose lanes do not all reach the
// shuffle deadlocks; the barrier then fails the test after a timeout.
#include <catch2/catch.hpp>

#include "test_util.h"

#include "rewriters/Translator.h"
#include "TestTranslate.h"
#include "rewriters/gpu/GpuLowering.h"

#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

// ---------------------------------------------------------------------------------------------
// The simulated device.
struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
thread_local dim3 threadIdx, blockIdx;
dim3 blockDim, gridDim; // set before a block's threads start, read-only while they run

namespace sim {

constexpr int POISON = 0x5EADBEEF; // what a lane that does not exist "holds"

/// Fails the whole test program when a lane waits too long: a deadlock means the lanes did
/// not all reach a collective, which is a bug in the plan under test.
class Barrier {
public:
  explicit Barrier(int n) : n_(n) {}
  void wait() {
    std::unique_lock<std::mutex> l(m_);
    const unsigned g = gen_;
    if (++count_ == n_) {
      count_ = 0;
      ++gen_;
      cv_.notify_all();
      return;
    }
    if (!cv_.wait_for(l, std::chrono::seconds(20), [&] { return gen_ != g; })) {
      std::fprintf(stderr, "wavefront simulation: deadlock (%d of %d lanes at a collective)\n", count_, n_);
      std::abort();
    }
  }

private:
  std::mutex m_;
  std::condition_variable cv_;
  int n_, count_ = 0;
  unsigned gen_ = 0;
};

struct Block {
  int W = 64;          // wavefront size
  int n = 0;           // threads in the block
  bool cuda = false;   // CUDA semantics: masks must name exactly the participating lanes
  Barrier *block_barrier = nullptr;
  std::vector<std::vector<int>> slots; // [warp][lane]
  std::mutex m;
  std::map<std::tuple<int, int, unsigned long long>, std::unique_ptr<Barrier>> groups;
  std::atomic<int> errors{0};
  std::string first_error;

  int lanes_in_warp(int w) const { return std::min(W, n - w * W); }
  Barrier &group(int warp, int kind, unsigned long long key, int count) {
    std::lock_guard<std::mutex> l(m);
    auto &B = groups[{warp, kind, key}];
    if (!B)
      B = std::make_unique<Barrier>(count);
    return *B;
  }
  void error(const std::string &E) {
    std::lock_guard<std::mutex> l(m);
    if (errors++ == 0)
      first_error = E;
  }
};

thread_local Block *cur = nullptr;
thread_local int tid = 0;
std::mutex atomic_mutex;

inline int lane() { return tid % cur->W; }
inline int warp() { return tid / cur->W; }

/// The lanes [first, first + count) of this warp that exist.
inline int existing(int first, int count) {
  int have = cur->lanes_in_warp(warp());
  int end = std::min(first + count, have);
  return end > first ? end - first : 0;
}

/// One exchange among `group` lanes: write v, wait, read lane src of this warp, wait.
inline int exchange(Barrier &group, int v, int src, bool src_ok) {
  std::vector<int> &S = cur->slots[warp()];
  S[lane()] = v;
  group.wait();
  const bool exists = src >= 0 && src < cur->W && warp() * cur->W + src < cur->n;
  const int r = exists && src_ok ? S[src] : POISON;
  group.wait();
  return r;
}

// HIP (amd_warp_functions.h): the segment of `width` lanes holding this lane takes part.
inline int hip_bpermute(int index, int v, int width) {
  const int self = lane(), first = self & ~(width - 1);
  Barrier &G = cur->group(warp(), 0, (unsigned long long)(first * 1024 + width), existing(first, width));
  return exchange(G, v, index & (cur->W - 1), true); // ds_bpermute wraps the lane index
}
inline int hip_shfl_down(int v, unsigned delta, int width) {
  int self = lane(), index = self + (int)delta;
  index = (int)((self & (width - 1)) + delta) >= width ? self : index;
  return hip_bpermute(index, v, width);
}
inline int hip_shfl_up(int v, unsigned delta, int width) {
  int self = lane(), index = self - (int)delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return hip_bpermute(index, v, width);
}
inline int hip_shfl(int v, int src, int width) {
  int self = lane();
  return hip_bpermute(src + (self & ~(width - 1)), v, width);
}
/// The lock-step wavefront at a wave barrier: modelled as the lanes of this thread's vector.
inline void hip_wave_barrier() {
  const int vl = (int)blockDim.x, first = lane() / vl * vl;
  cur->group(warp(), 1, (unsigned long long)first, existing(first, vl)).wait();
}

// CUDA (*_sync): the lanes of `mask` take part; the caller must be in it, and every existing
// lane named in it must call. Reading a lane outside the mask gives POISON.
inline Barrier &cuda_group(unsigned mask) {
  const int l = lane();
  if (!((mask >> l) & 1u))
    cur->error("CUDA: lane " + std::to_string(l) + " of warp " + std::to_string(warp()) +
               " calls a *_sync intrinsic with a mask that does not name it");
  int count = 0;
  for (int k = 0; k < cur->W; ++k)
    if (((mask >> k) & 1u) && warp() * cur->W + k < cur->n)
      ++count;
  return cur->group(warp(), 2, mask, count);
}
inline int cuda_shfl_at(unsigned mask, int v, int src) {
  return exchange(cuda_group(mask), v, src, src >= 0 && src < 32 && ((mask >> src) & 1u));
}
inline int cuda_shfl_down(unsigned mask, int v, unsigned delta, int width) {
  int self = lane(), src = ((self & (width - 1)) + (int)delta) >= width ? self : self + (int)delta;
  return cuda_shfl_at(mask, v, src);
}
inline int cuda_shfl_up(unsigned mask, int v, unsigned delta, int width) {
  int self = lane(), src = (self & (width - 1)) < (int)delta ? self : self - (int)delta;
  return cuda_shfl_at(mask, v, src);
}
inline int cuda_shfl(unsigned mask, int v, int src, int width) {
  int self = lane();
  return cuda_shfl_at(mask, v, (self & ~(width - 1)) + (src & (width - 1)));
}
inline void cuda_syncwarp(unsigned mask) { cuda_group(mask).wait(); }

inline void syncthreads() { cur->block_barrier->wait(); }
inline unsigned atomic_inc(unsigned *p, unsigned limit) {
  std::lock_guard<std::mutex> l(atomic_mutex);
  unsigned old = *p;
  *p = old >= limit ? 0 : old + 1;
  return old;
}

/// Runs f on every thread of a grid of `grid` blocks of `block` threads, one block after the
/// other (the helpers' __shared__ arrays are function statics here: one block at a time).
/// Returns the first simulation error ("" if none).
template <class F> std::string launch(int W, bool cuda, dim3 grid, dim3 block, F f) {
  gridDim = grid;
  blockDim = block;
  const int n = (int)(block.x * block.y * block.z);
  std::string err;
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        Block B;
        B.W = W;
        B.n = n;
        B.cuda = cuda;
        Barrier all(n);
        B.block_barrier = &all;
        B.slots.assign((n + W - 1) / W, std::vector<int>(W, POISON));
        std::vector<std::thread> T;
        T.reserve(n);
        for (int t = 0; t < n; ++t)
          T.emplace_back([&, t] {
            cur = &B;
            tid = t;
            threadIdx = {(unsigned)t % block.x, (unsigned)t / block.x % block.y,
                         (unsigned)t / (block.x * block.y)};
            blockIdx = {bx, by, bz};
            f();
          });
        for (auto &Th : T)
          Th.join();
        if (B.errors && err.empty())
          err = B.first_error;
      }
  return err;
}

} // namespace sim

// ---------------------------------------------------------------------------------------------
// The spellings the templates use, mapped onto the simulation.
#define __device__
#define __host__
#define __forceinline__ inline
#define __shared__ static
#define __align__(n) __attribute__((aligned(n)))
#define __syncthreads() sim::syncthreads()
#define __threadfence() std::atomic_thread_fence(std::memory_order_seq_cst)
#define atomicInc(p, limit) sim::atomic_inc(p, limit)
// HIP
#define __shfl_down(v, d, w) sim::hip_shfl_down(v, d, w)
#define __shfl_up(v, d, w) sim::hip_shfl_up(v, d, w)
#define __shfl(v, s, w) sim::hip_shfl(v, s, w)
#define __builtin_amdgcn_fence(order, scope) std::atomic_thread_fence(std::memory_order_seq_cst)
#define __builtin_amdgcn_wave_barrier() sim::hip_wave_barrier()
#define __HIP_MEMORY_SCOPE_AGENT 3
#define __hip_atomic_load(p, order, scope) __atomic_load_n(p, __ATOMIC_RELAXED)
// CUDA
#define __shfl_down_sync(m, v, d, w) sim::cuda_shfl_down(m, v, d, w)
#define __shfl_up_sync(m, v, d, w) sim::cuda_shfl_up(m, v, d, w)
#define __shfl_sync(m, v, s, w) sim::cuda_shfl(m, v, s, w)
#define __syncwarp(m) sim::cuda_syncwarp(m)
#define __ldcg(p) __atomic_load_n(p, __ATOMIC_RELAXED)

// runtime-shim/include is on the include path (tests/CMakeLists.txt). The GPU headers have
// include guards (undefined between the namespaces below); kt/gpu/dialect.hpp defines its
// macros afresh at each inclusion.
// Wave64: what hipcc --offload-arch=gfx90a sees.
#define KT_GPU_HIP 1
namespace w64 {
using std::min;
#define __AMDGCN_WAVEFRONT_SIZE 64
#include "kt/gpu/reduce.hpp"
#include "kt/gpu/broadcast.hpp"
#include "kt/gpu/scan.hpp"
constexpr int wave = KT_WARP_SIZE;
constexpr bool cuda = false;
} // namespace w64
#undef __AMDGCN_WAVEFRONT_SIZE
#undef KT_GPU_DIALECT_HPP
#undef KT_GPU_LANES_HPP
#undef KT_GPU_REDUCE_HPP
#undef KT_GPU_BROADCAST_HPP
#undef KT_GPU_SCAN_HPP

// Wave32: what hipcc --offload-arch=gfx1100 (RDNA) sees.
namespace w32 {
using std::min;
#define __AMDGCN_WAVEFRONT_SIZE 32
#include "kt/gpu/reduce.hpp"
#include "kt/gpu/broadcast.hpp"
#include "kt/gpu/scan.hpp"
constexpr int wave = KT_WARP_SIZE;
constexpr bool cuda = false;
} // namespace w32
#undef __AMDGCN_WAVEFRONT_SIZE
#undef KT_GPU_HIP
#undef KT_GPU_DIALECT_HPP
#undef KT_GPU_LANES_HPP
#undef KT_GPU_REDUCE_HPP
#undef KT_GPU_BROADCAST_HPP
#undef KT_GPU_SCAN_HPP

// CUDA: the same helpers with the CUDA dialect (32-bit lane masks, checked).
#define KT_GPU_CUDA 1
namespace c32 {
using std::min;
#include "kt/gpu/reduce.hpp"
#include "kt/gpu/broadcast.hpp"
#include "kt/gpu/scan.hpp"
constexpr int wave = KT_WARP_SIZE;
constexpr bool cuda = true;
} // namespace c32

static_assert(w64::wave == 64 && w32::wave == 32 && c32::wave == 32, "dialect wave sizes");

// ---------------------------------------------------------------------------------------------
// Reduction values that expose every mistake: the sum of distinct terms, how many terms, and
// (16 bytes, so shuffles move several words) a checksum that depends on which terms.
struct Val {
  long long sum;
  int count;
  int pad;
  long long hash;
};
struct SumOp {
  static void init(Val &v) { v = Val{0, 0, 0, 0}; }
  static void join(Val &d, const Val &s) {
    d.sum += s.sum;
    d.count += s.count;
    d.hash += s.hash;
  }
};
inline Val term(long long i) { return Val{i * 7 + 3, 1, 0, (i + 1) * (i + 1) * 2654435761LL % 1000003}; }
inline Val total(long long b, long long e) {
  Val v{0, 0, 0, 0};
  for (long long i = b; i < e; ++i)
    SumOp::join(v, term(i));
  return v;
}
inline bool same(const Val &a, const Val &b) { return a.sum == b.sum && a.count == b.count && a.hash == b.hash; }
inline std::string show(const Val &v) {
  return "{sum " + std::to_string(v.sum) + ", count " + std::to_string(v.count) + ", hash " +
         std::to_string(v.hash) + "}";
}

/// A wrong lane: which, what it got, what it should have got.
struct Wrong {
  std::mutex m;
  int n = 0;
  std::string first;
  void check(const char *what, const Val &got, const Val &want) {
    if (same(got, want))
      return;
    std::lock_guard<std::mutex> l(m);
    if (n++ == 0)
      first = std::string(what) + ": thread (" + std::to_string(threadIdx.x) + ", " +
              std::to_string(threadIdx.y) + ", " + std::to_string(threadIdx.z) + ") got " + show(got) +
              ", expected " + show(want);
  }
};

// ---------------------------------------------------------------------------------------------
// The lowering's index plans (kt::gpuIndexPlan text), evaluated per lane.
class Expr {
public:
  explicit Expr(std::string s) : s_(std::move(s)) {}
  long long eval() {
    p_ = 0;
    long long v = sum();
    skip();
    if (p_ != s_.size())
      throw std::runtime_error("index plan: cannot evaluate '" + s_ + "'");
    return v;
  }

private:
  void skip() {
    while (p_ < s_.size() && std::isspace((unsigned char)s_[p_]))
      ++p_;
  }
  bool eat(char c) {
    skip();
    if (p_ < s_.size() && s_[p_] == c) {
      ++p_;
      return true;
    }
    return false;
  }
  std::string ident() {
    skip();
    size_t b = p_;
    while (p_ < s_.size() && (std::isalnum((unsigned char)s_[p_]) || s_[p_] == '_' || s_[p_] == '.'))
      ++p_;
    return s_.substr(b, p_ - b);
  }
  long long sum() {
    long long v = product();
    for (;;) {
      if (eat('+'))
        v += product();
      else if (eat('-'))
        v -= product();
      else
        return v;
    }
  }
  long long product() {
    long long v = factor();
    for (;;) {
      if (eat('*'))
        v *= factor();
      else if (eat('/'))
        v /= factor();
      else
        return v;
    }
  }
  long long factor() {
    if (eat('(')) {
      size_t save = p_;
      std::string id = ident();
      if ((id == "int" || id == "long" || id == "size_t" || id == "int64_t" || id == "unsigned") && eat(')'))
        return factor(); // a cast
      p_ = save;
      long long v = sum();
      if (!eat(')'))
        throw std::runtime_error("index plan: missing ) in '" + s_ + "'");
      return v;
    }
    std::string id = ident();
    if (id == "threadIdx.x") return threadIdx.x;
    if (id == "threadIdx.y") return threadIdx.y;
    if (id == "threadIdx.z") return threadIdx.z;
    if (id == "blockDim.x") return blockDim.x;
    if (id == "blockDim.y") return blockDim.y;
    if (id == "blockDim.z") return blockDim.z;
    if (!id.empty() && std::isdigit((unsigned char)id[0]))
      return std::stoll(id);
    throw std::runtime_error("index plan: unknown '" + id + "' in '" + s_ + "'");
  }
  std::string s_;
  size_t p_ = 0;
};

/// This lane's share of the nested range [b, e) at level L, as the lowered loop runs it.
inline Val planned(kt::NestLevel L, long long b, long long e) {
  auto [Start, Step] = kt::gpuIndexPlan(L, "int");
  const long long first = b + Expr(Start).eval(), step = Expr(Step).eval();
  Val acc;
  SumOp::init(acc);
  for (long long i = first; i < e; i += step)
    SumOp::join(acc, term(i));
  return acc;
}

// ---------------------------------------------------------------------------------------------
// The checks, for one dialect namespace NS.

#define KT_SIM_CHECKS(NS)                                                                          \
  namespace NS##_checks {                                                                          \
  using namespace NS;                                                                              \
  /* Whole block: warp trees then the tree over the warps (thread 0), and the all-reduce. */      \
  inline void block_reduce(int n) {                                                                \
    Wrong w0, wall;                                                                                \
    const Val want = total(0, n);                                                                  \
    std::string err = sim::launch(wave, cuda, {1, 1, 1}, {(unsigned)n, 1, 1}, [&] {                \
      const int t = kt_tid();                                                                      \
      Val r = kt_block_reduce<SumOp>(term(t));                                                     \
      if (t == 0) w0.check("kt_block_reduce, thread 0", r, want);                                 \
      Val a = kt_block_allreduce<SumOp>(term(t));                                                  \
      wall.check("kt_block_allreduce", a, want);                                                   \
    });                                                                                            \
    INFO(#NS " block of " << n << " threads");                                                    \
    CHECK(err == "");                                                                              \
    CHECK(w0.first == "");                                                                         \
    CHECK(wall.first == "");                                                                       \
  }                                                                                                \
  /* ThreadVectorRange plan + kt_vector_reduce / broadcast over a (vl, ts) team. */               \
  inline void vector_reduce(int vl, int ts, long long b, long long e) {                            \
    Wrong w, wb;                                                                                   \
    const Val want = total(b, e);                                                                  \
    std::string err = sim::launch(wave, cuda, {1, 1, 1}, {(unsigned)vl, (unsigned)ts, 1}, [&] {    \
      Val acc = planned(kt::NestLevel::ThreadVector, b, e);                                        \
      Val r = kt_vector_reduce<SumOp>(acc);                                                        \
      w.check("ThreadVectorRange + kt_vector_reduce", r, want);                                   \
      Val mine = term(1000 * (long long)threadIdx.y + threadIdx.x);                                \
      Val got = kt_vector_broadcast(mine);                                                         \
      wb.check("kt_vector_broadcast", got, term(1000 * (long long)threadIdx.y));                  \
    });                                                                                            \
    INFO(#NS " vector_length " << vl << ", team_size " << ts << ", range [" << b << ", " << e    \
                                << ")");                                                           \
    CHECK(err == "");                                                                              \
    CHECK(w.first == "");                                                                          \
    CHECK(wb.first == "");                                                                         \
  }                                                                                                \
  /* TeamThreadRange plan + kt_team_reduce; TeamVectorRange plan + kt_block_allreduce. */         \
  inline void team_reduce(int vl, int ts, long long b, long long e) {                              \
    Wrong wt, wv;                                                                                  \
    const Val want = total(b, e);                                                                  \
    std::string err = sim::launch(wave, cuda, {1, 1, 1}, {(unsigned)vl, (unsigned)ts, 1}, [&] {    \
      Val t = kt_team_reduce<SumOp>(planned(kt::NestLevel::TeamThread, b, e));                    \
      wt.check("TeamThreadRange + kt_team_reduce", t, want);                                      \
      Val v = kt_block_allreduce<SumOp>(planned(kt::NestLevel::TeamVector, b, e));                \
      wv.check("TeamVectorRange + kt_block_allreduce", v, want);                                  \
    });                                                                                            \
    INFO(#NS " vector_length " << vl << ", team_size " << ts << ", range [" << b << ", " << e    \
                                << ")");                                                           \
    CHECK(err == "");                                                                              \
    CHECK(wt.first == "");                                                                         \
    CHECK(wv.first == "");                                                                         \
  }                                                                                                \
  /* Exclusive scan over the block, and its total, on every thread. */                           \
  inline void block_scan(int n) {                                                                  \
    Wrong w, wt;                                                                                   \
    std::string err = sim::launch(wave, cuda, {1, 1, 1}, {(unsigned)n, 1, 1}, [&] {                \
      const int t = kt_tid();                                                                      \
      Val tot;                                                                                     \
      Val r = kt_block_exclusive_scan<SumOp>(term(t), tot);                                        \
      w.check("kt_block_exclusive_scan", r, total(0, t));                                         \
      wt.check("kt_block_exclusive_scan total", tot, total(0, n));                                \
    });                                                                                            \
    INFO(#NS " block of " << n << " threads");                                                    \
    CHECK(err == "");                                                                              \
    CHECK(w.first == "");                                                                          \
    CHECK(wt.first == "");                                                                         \
  }                                                                                                \
  /* Range reduction end to end: block trees, then the last block folds the partials. */         \
  inline void grid_reduce(int blocks, int n) {                                                     \
    std::vector<Val> partials(blocks);                                                             \
    unsigned counter = 0;                                                                          \
    std::atomic<int> finals{0};                                                                    \
    Wrong w;                                                                                       \
    const long long N = (long long)blocks * n + 5;                                                 \
    std::string err = sim::launch(wave, cuda, {(unsigned)blocks, 1, 1}, {(unsigned)n, 1, 1}, [&] { \
      Val acc;                                                                                     \
      SumOp::init(acc);                                                                            \
      for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < N;                 \
           i += (long long)blockDim.x * gridDim.x)                                                 \
        SumOp::join(acc, term(i));                                                                 \
      acc = kt_block_reduce<SumOp>(acc);                                                           \
      if (kt_grid_reduce<SumOp>(acc, partials.data(), &counter) && kt_tid() == 0) {               \
        ++finals;                                                                                  \
        w.check("kt_grid_reduce", acc, total(0, N));                                              \
      }                                                                                            \
    });                                                                                            \
    INFO(#NS " grid of " << blocks << " blocks of " << n);                                        \
    CHECK(err == "");                                                                              \
    CHECK(w.first == "");                                                                          \
    CHECK(finals == 1);                                                                            \
    CHECK(counter == 0u);                                                                          \
  }                                                                                                \
  }

KT_SIM_CHECKS(w64)
KT_SIM_CHECKS(w32)
KT_SIM_CHECKS(c32)

TEST_CASE("the dialects' wavefront sizes come from the device compiler's macro", "[wavefront]") {
  CHECK(w64::wave == 64);
  CHECK(w32::wave == 32);
  CHECK(c32::wave == 32);
  // A partial lane mask at 64 lanes needs all 64 bits.
  CHECK(sizeof(w64::kt_lanemask_t) == 8);
}

TEST_CASE("block reductions give every lane the block total (wave64, wave32, CUDA)", "[wavefront]") {
  for (int n : {1, 2, 31, 32, 33, 63, 64, 65, 96, 100, 128, 192, 256, 1024}) {
    w64_checks::block_reduce(n);
    w32_checks::block_reduce(n);
    c32_checks::block_reduce(n);
  }
}

TEST_CASE("ThreadVectorRange plan and vector reductions, vector_length up to 64", "[wavefront]") {
  for (int vl : {1, 2, 4, 8, 16, 32, 64})
    for (int ts : {1, 3, 4, 5}) {
      for (auto [b, e] : {std::pair<long long, long long>{0, 1}, {0, 37}, {2, 130}, {5, 5}}) {
        w64_checks::vector_reduce(vl, ts, b, e);
        if (vl <= 32) {
          w32_checks::vector_reduce(vl, ts, b, e);
          c32_checks::vector_reduce(vl, ts, b, e);
        }
      }
    }
}

TEST_CASE("TeamThreadRange and TeamVectorRange plans with team reductions", "[wavefront]") {
  for (auto [vl, ts] : {std::pair<int, int>{1, 64}, {64, 1}, {64, 4}, {32, 3}, {16, 5}, {4, 24}, {8, 32}, {2, 7}})
    for (auto [b, e] : {std::pair<long long, long long>{0, 1}, {0, 300}, {3, 70}}) {
      w64_checks::team_reduce(vl, ts, b, e);
      if (vl <= 32) {
        w32_checks::team_reduce(vl, ts, b, e);
        c32_checks::team_reduce(vl, ts, b, e);
      }
    }
}

TEST_CASE("block exclusive scan gives every lane its prefix", "[wavefront]") {
  for (int n : {1, 33, 64, 65, 100, 256}) {
    w64_checks::block_scan(n);
    w32_checks::block_scan(n);
    c32_checks::block_scan(n);
  }
}

TEST_CASE("grid reduction: the last block folds every block's partial", "[wavefront]") {
  for (auto [blocks, n] : {std::pair<int, int>{1, 64}, {3, 96}, {5, 256}}) {
    w64_checks::grid_reduce(blocks, n);
    w32_checks::grid_reduce(blocks, n);
    c32_checks::grid_reduce(blocks, n);
  }
}

// ---------------------------------------------------------------------------------------------
// The HIP dialect in the translated text.
namespace {
std::string translated(kt::Target T, const std::string &Body) {
  std::string Code = "#include <Kokkos_Core.hpp>\n"
                     "using member_type = Kokkos::TeamPolicy<>::member_type;\n"
                     "void run(int n, int m) {\n" + Body + "\n}\n";
  kt::TranslateResult R = kt_test::translate(Code, T);
  REQUIRE(R.status == kt::ExitOk);
  return R.output;
}
size_t count(const std::string &S, const std::string &Sub) { return kt_test::occurrences(S, Sub); }
} // namespace

TEST_CASE("HIP output: HIP dialect, wavefront from the device, launch bounds", "[wavefront]") {
  const std::string Body = R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::View<double**> a("a", n, m);
  double s = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &acc) { acc += x(i); }, s);
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, m}, {8, 8}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = i + j; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 64), KOKKOS_LAMBDA(const member_type &t) {
    const int r = t.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) {
      Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, 4), [&](const int k) { a(r, j) += k; });
    });
  });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, 3, 16), KOKKOS_LAMBDA(const member_type &t) {
    x(t.league_rank()) = t.team_rank();
  });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, m, 4), KOKKOS_LAMBDA(const member_type &t) {
    x(t.league_rank()) = t.team_size();
  });
)";
  const std::string Hip = translated(kt::Target::Hip, Body);
  INFO(Hip);
  CHECK(Hip.find("#include \"kt/hip.hpp\"") != std::string::npos);
  // The helpers are the shim's (kt/gpu/*.hpp, shared with CUDA; the dialect comes from kt/hip.hpp);
  // kt/hip.hpp includes kt/gpu/launch.hpp, which includes kt/gpu/reduce.hpp: no lines of their own.
  CHECK(Hip.find("#include \"kt/gpu/launch.hpp\"") == std::string::npos);
  CHECK(Hip.find("kt_reduce_store<") != std::string::npos);
  // No CUDA spellings: no masked shuffles, no __syncwarp, no cuda* runtime calls.
  for (const char *Cuda : {"__shfl_down_sync", "__shfl_up_sync", "__shfl_sync", "__syncwarp(", "__ldcg"})
    CHECK(count(Hip, Cuda) == 0);
  CHECK(count(Hip, "cuda") == 0);
  CHECK(Hip.find("kt_reduce_range<") != std::string::npos); // hipMemcpy is in the shim
  // vector_length is clamped to the device's wavefront, asked at run time (kt/gpu/launch.hpp).
  CHECK(Hip.find("kt_vector_length(") != std::string::npos);
  // Launch bounds where the block is known and cooperates: range reduce 256, AUTO team 256,
  // 3 x 16; none for the plain MDRange parallel_for (tiles 8 x 8) or the team size m.
  CHECK(count(Hip, "__launch_bounds__(256)") == 2);
  CHECK(count(Hip, "__launch_bounds__(64)") == 0);
  CHECK(count(Hip, "__launch_bounds__(48)") == 1);
  CHECK(count(Hip, "__launch_bounds__(") == 3);

  const std::string Cuda = translated(kt::Target::Cuda, Body);
  CHECK(count(Cuda, "__launch_bounds__") == 0); // the CUDA dialect does not ask for them
  CHECK(Cuda.find("#include \"kt/gpu/launch.hpp\"") == std::string::npos); // in kt/cuda.hpp
}
