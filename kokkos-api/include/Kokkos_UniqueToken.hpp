// Kokkos_UniqueToken.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::Experimental::UniqueToken as in Kokkos 3.4 / 4.x. Kokkos_Core.hpp includes it, as in
// Kokkos.
#pragma once
#include "Kokkos_Core.hpp"
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {
namespace Experimental {
enum class UniqueTokenScope : int { Instance, Global };

template <typename ExecutionSpace, UniqueTokenScope = UniqueTokenScope::Instance>
class UniqueToken {
 public:
  using execution_space = ExecutionSpace;
  using size_type = typename execution_space::size_type;
  UniqueToken(execution_space const& = execution_space()) {}
  size_type size() const { return 0; }
  size_type acquire() const { return 0; }
  void release(size_type) const {}
};
template <typename ExecutionSpace>
class UniqueToken<ExecutionSpace, UniqueTokenScope::Instance>
    : public UniqueToken<ExecutionSpace, UniqueTokenScope::Global> {
 public:
  using execution_space = ExecutionSpace;
  using size_type = typename execution_space::size_type;
  UniqueToken(execution_space const& = execution_space()) {}
  UniqueToken(size_type max_size, execution_space const& = execution_space()) {}
};
// RAII holders of a token (Kokkos 4.x): acquire on construction, release on destruction.
template <typename ExecutionSpace, UniqueTokenScope TokenScope = UniqueTokenScope::Instance>
class AcquireUniqueToken {
 public:
  using exec_space = ExecutionSpace;
  using size_type = typename exec_space::size_type;
  using token_type = UniqueToken<exec_space, TokenScope>;
  AcquireUniqueToken(token_type t) {}
  ~AcquireUniqueToken() {}
  size_type value() const { return 0; }
};
template <typename TeamPolicy>
class AcquireTeamUniqueToken {
 public:
  using exec_space = typename TeamPolicy::execution_space;
  using token_type = UniqueToken<exec_space>;
  using size_type = typename token_type::size_type;
  using team_member_type = typename TeamPolicy::member_type;
  using scratch_view = Kokkos::View<size_type, typename exec_space::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  AcquireTeamUniqueToken(token_type t, team_member_type team) {}
  ~AcquireTeamUniqueToken() {}
  size_type value() const { return 0; }
  static std::size_t shmem_size() { return 0; }
};
}  // namespace Experimental
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
