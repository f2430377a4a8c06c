// kt/containers/static_crs_graph.hpp: kt::StaticCrsGraph and kt::create_staticcrsgraph
// (Kokkos::StaticCrsGraph, Kokkos_StaticCrsGraph.hpp) for the kokkos-translate runtime shim.
// Translated programs that use it include it after their target header. Contract:
// runtime-shim/API.md, "Containers".
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif
#include <string>
#include <vector>
#include "common.hpp"

namespace kt {
namespace impl {
// A graph's default size type, as Kokkos': its memory space's size_type, which Kokkos 4.6.1
// makes unsigned int for CudaSpace, CudaUVMSpace, CudaHostPinnedSpace and the HIP spaces, and
// size_t for HostSpace (the bundled API header says the same when translating for CUDA or HIP,
// whose default execution space is then Cuda / HIP). OpenMP and OpenACC: size_t (the bundled
// header's default space there is Serial).
#if defined(KT_GPU_NS)
template <class M> struct crs_size_type {
  using type = std::conditional_t<std::is_same<M, HostSpace>::value, std::size_t, unsigned int>;
};
#else
template <class M> struct crs_size_type { using type = std::size_t; };
#endif

// What a kernel receives for a captured StaticCrsGraph (trivially copyable). Translated kernels
// name it kt::impl::CrsGraphHandle<DataType, SizeType>, SizeType the graph's size type.
template <class DataType, class SizeType = std::size_t> struct CrsGraphHandle {
  typename View<DataType*, LayoutStride>::handle_type entries;
  typename View<const SizeType*, LayoutStride>::handle_type row_map;
  KT_HD SizeType numRows() const { return row_map.extent(0) ? SizeType(row_map.extent(0) - 1) : SizeType(0); }
};
}  // namespace impl

template <class DataType, class Arg1Type, class Arg2Type = void, class Arg3Type = void,
          class SizeType = typename impl::crs_size_type<typename impl::view_without_void<
              DataType*, impl::type_list<>, Arg1Type, Arg2Type, Arg3Type>::type::memory_space>::type>
class StaticCrsGraph {
 public:
  using entries_type = typename impl::view_without_void<DataType*, impl::type_list<>, Arg1Type, Arg2Type, Arg3Type>::type;
  using data_type = DataType;
  using size_type = SizeType;
  using array_layout = typename entries_type::array_layout;
  using memory_space = typename entries_type::memory_space;
  using execution_space = typename entries_type::execution_space;
  using device_type = typename entries_type::device_type;
  using memory_traits = typename entries_type::memory_traits;
  using staticcrsgraph_type = StaticCrsGraph;
  using row_map_type = View<const size_type*, array_layout, memory_space>;
  using handle_type = impl::CrsGraphHandle<DataType, SizeType>;

  entries_type entries;
  row_map_type row_map;

  StaticCrsGraph() = default;
  template <class E, class R> StaticCrsGraph(const E& e, const R& r) : entries(e), row_map(r) {}
  operator handle_type() const { return handle_type{entries, row_map}; }
  size_type numRows() const { return row_map.extent(0) ? size_type(row_map.extent(0) - 1) : size_type(0); }
  bool is_allocated() const { return row_map.is_allocated() && entries.is_allocated(); }
};

namespace impl {
template <class G> typename G::row_map_type crs_row_map(const std::vector<std::size_t>& lengths) {
  View<typename G::size_type*, typename G::array_layout, typename G::memory_space> rm("tmp", lengths.size() + 1);
  auto h = create_mirror_view(rm);
  std::size_t sum = 0;
  h(0) = 0;
  for (std::size_t i = 0; i < lengths.size(); ++i) h(i + 1) = static_cast<typename G::size_type>(sum += lengths[i]);
  deep_copy(rm, h);
  return rm;
}
}  // namespace impl

// From row lengths (entries allocated, zero) or from the rows' entries, as Kokkos.
template <class G, class I>
typename G::staticcrsgraph_type create_staticcrsgraph(const std::string& label, const std::vector<I>& lengths) {
  std::vector<std::size_t> len(lengths.begin(), lengths.end());
  G g;
  g.row_map = impl::crs_row_map<G>(len);
  std::size_t sum = 0;
  for (std::size_t l : len) sum += l;
  g.entries = typename G::entries_type(label, sum);
  return g;
}
template <class G, class I>
typename G::staticcrsgraph_type create_staticcrsgraph(const std::string& label,
                                                      const std::vector<std::vector<I>>& rows) {
  std::vector<std::size_t> len;
  for (const auto& r : rows) len.push_back(r.size());
  G g = create_staticcrsgraph<G>(label, len);
  auto h = create_mirror_view(g.entries);
  std::size_t k = 0;
  for (const auto& r : rows)
    for (const auto& e : r) h(k++) = static_cast<typename G::data_type>(e);
  deep_copy(g.entries, h);
  return g;
}
}  // namespace kt
