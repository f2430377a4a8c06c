// kt/unique_token.hpp: kt::UniqueToken (Kokkos::Experimental::UniqueToken) for the
// kokkos-translate runtime shim. Translated programs that use UniqueToken include it after their
// target header. Contract: runtime-shim/API.md, "Containers".
//
// size() slots (the execution space's concurrency(), or the size given) in the space's memory,
// one int each: acquire() takes a free slot with an atomic compare-and-swap, starting from a
// shared counter so that threads spread over the slots; release() frees it. acquire() waits
// only while every slot is taken, which cannot last when size() >= the threads that hold
// tokens at once (Kokkos' requirement too).
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif

namespace kt {
enum class UniqueTokenScope : int { Instance, Global };

namespace impl {
// What a kernel receives for a captured UniqueToken (trivially copyable). Translated kernels
// name it kt::impl::UniqueTokenHandle.
struct UniqueTokenHandle {
  using size_type = int;
  int* slots = nullptr;  // [0, n): 1 while held; [n]: the counter acquire() starts from
  int n = 0;
  KT_HD int size() const { return n; }
  KT_HD int acquire() const {
    unsigned start = static_cast<unsigned>(atomic_fetch_add(&slots[n], 1));
    for (unsigned k = 0;; ++k) {
      int i = static_cast<int>((start + k) % static_cast<unsigned>(n));
      if (atomic_load(&slots[i]) == 0 && atomic_compare_exchange(&slots[i], 0, 1) == 0) {
        memory_fence();
        return i;
      }
    }
  }
  KT_HD void release(int i) const {
    memory_fence();
    atomic_store(&slots[i], 0);
  }
};
}  // namespace impl

template <class ExecutionSpace = DefaultExecutionSpace, UniqueTokenScope = UniqueTokenScope::Instance>
class UniqueToken {
 public:
  using execution_space = ExecutionSpace;
  using memory_space = typename impl::target_space<ExecutionSpace>::type;
  using size_type = int;
  using handle_type = impl::UniqueTokenHandle;

  explicit UniqueToken(const execution_space& = execution_space())
      : UniqueToken(execution_space::concurrency()) {}
  explicit UniqueToken(size_type max_size, const execution_space& = execution_space())
      : slots_("UniqueToken", static_cast<std::size_t>(max_size > 0 ? max_size : 1) + 1) {}
  operator handle_type() const { return handle(); }
  size_type size() const { return static_cast<size_type>(slots_.extent(0)) - 1; }
  size_type acquire() const { return handle().acquire(); }
  void release(size_type i) const { handle().release(i); }

 private:
  handle_type handle() const { return handle_type{slots_.data(), size()}; }
  View<int*, memory_space> slots_;  // zero-filled
};

// Experimental::AcquireUniqueToken: acquires a token on construction, releases it on
// destruction (RAII), in kernels on the captured token's handle.
template <class ExecutionSpace = DefaultExecutionSpace, UniqueTokenScope TokenScope = UniqueTokenScope::Instance>
class AcquireUniqueToken {
 public:
  using exec_space = ExecutionSpace;
  using size_type = int;
  using token_type = UniqueToken<exec_space, TokenScope>;
  KT_HD AcquireUniqueToken(impl::UniqueTokenHandle t) : token_(t), value_(t.acquire()) {}
  AcquireUniqueToken(const AcquireUniqueToken&) = delete;
  AcquireUniqueToken& operator=(const AcquireUniqueToken&) = delete;
  KT_HD ~AcquireUniqueToken() { token_.release(value_); }
  KT_HD size_type value() const { return value_; }

 private:
  impl::UniqueTokenHandle token_;
  int value_;
};

// Experimental::AcquireTeamUniqueToken<TeamPolicy>: on the host, only shmem_size() (the level-0
// team scratch it takes, which the policy must provide). In kernels the translator replaces its
// declaration by an impl::TeamTokenGuard (OpenACC's per-rank team code: by this class, below).
template <class TeamPolicy>
class AcquireTeamUniqueToken {
 public:
  using exec_space = typename TeamPolicy::execution_space;
  using token_type = UniqueToken<exec_space>;
  using size_type = int;
  using scratch_view = View<size_type, ScratchSpace, MemoryUnmanaged>;
  static std::size_t shmem_size() { return scratch_view::shmem_size(); }
  // OpenACC's per-rank team code (rewriters/openacc/AccRanks.cpp), which runs the team's threads
  // as loops over its ranks between barriers: team thread 0 acquires (lead), the others copy its
  // value across the next cut, and thread 0 releases it after the body's last loop. Trivially
  // copyable: it is kept per rank across the cuts.
  AcquireTeamUniqueToken() = default;
  KT_HD AcquireTeamUniqueToken(impl::UniqueTokenHandle t, bool lead) : value_(lead ? t.acquire() : 0) {}
  KT_HD size_type value() const { return value_; }

 private:
  size_type value_ = 0;
};

namespace impl {
// What a kernel's `AcquireTeamUniqueToken<P> t(tokens, team)` becomes, as Kokkos 4.6 does it
// (Kokkos_AcquireUniqueTokenImpl.hpp): the value's slot comes from the team's level-0 scratch
// (the same bump allocation, so the views the body allocates after it lie where Kokkos puts
// them); one thread of the team (`lead`) acquires into it, a barrier, every thread reads it. On
// destruction: a barrier, the leading thread releases, a barrier. `barrier` is the target's team
// barrier, as a callable.
template <class Barrier>
class TeamTokenGuard {
 public:
  template <class Ref>
  KT_HD TeamTokenGuard(UniqueTokenHandle t, const Ref& scratch0, bool lead, Barrier barrier)
      : token_(t), lead_(lead), barrier_(barrier) {
    View<int, ScratchSpace, MemoryUnmanaged> slot(scratch0);
    if (lead_) slot() = token_.acquire();
    barrier_();
    value_ = slot();
  }
  TeamTokenGuard(const TeamTokenGuard&) = delete;
  TeamTokenGuard& operator=(const TeamTokenGuard&) = delete;
  KT_HD ~TeamTokenGuard() {
    barrier_();
    if (lead_) token_.release(value_);
    barrier_();
  }
  KT_HD int value() const { return value_; }

 private:
  UniqueTokenHandle token_;
  bool lead_;
  Barrier barrier_;
  int value_ = 0;
};
}  // namespace impl
}  // namespace kt
