// Kokkos_Graph.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md): enough of
// Kokkos::Experimental::Graph / create_graph for programs that use it to parse, so that the
// translator can refuse it with KT1006 (the translator lowers dispatches, not graphs).
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
template <class ExecutionSpace> class GraphNodeRef {
 public:
  template <class... Args> GraphNodeRef then_parallel_for(Args&&...) const { return *this; }
  template <class... Args> GraphNodeRef then_parallel_reduce(Args&&...) const { return *this; }
  template <class... Args> GraphNodeRef then_parallel_scan(Args&&...) const { return *this; }
};
template <class ExecutionSpace> class Graph {
 public:
  using execution_space = ExecutionSpace;
  ExecutionSpace const& get_execution_space() const { return m_space; }
  void submit() const {}

 private:
  ExecutionSpace m_space;
};
template <class ExecutionSpace, class Closure>
Graph<ExecutionSpace> create_graph(ExecutionSpace ex, Closure&& arg_closure) { return {}; }
template <class ExecutionSpace = DefaultExecutionSpace, class Closure = void>
Graph<ExecutionSpace> create_graph(Closure&& arg_closure) { return {}; }
}  // namespace Experimental
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
