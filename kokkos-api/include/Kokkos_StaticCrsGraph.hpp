// Kokkos_StaticCrsGraph.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::StaticCrsGraph and create_staticcrsgraph as in Kokkos 3.4 (same template parameters).
#pragma once
#include "Kokkos_Core.hpp"
#include <vector>
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {
template <class DataType, class Arg1Type, class Arg2Type = void, class Arg3Type = void,
          typename SizeType = typename ViewTraits<DataType*, Arg1Type, Arg2Type, Arg3Type>::size_type>
class StaticCrsGraph {
 private:
  using traits = ViewTraits<DataType*, Arg1Type, Arg2Type, Arg3Type>;

 public:
  using data_type = DataType;
  using array_layout = typename traits::array_layout;
  using execution_space = typename traits::execution_space;
  using device_type = typename traits::device_type;
  using memory_traits = typename traits::memory_traits;
  using size_type = SizeType;
  using staticcrsgraph_type = StaticCrsGraph<DataType, Arg1Type, Arg2Type, Arg3Type, SizeType>;
  using row_map_type = View<const size_type*, array_layout, device_type, memory_traits>;
  using entries_type = View<data_type*, array_layout, device_type, memory_traits>;
  using row_block_type = View<const size_type*, array_layout, device_type, memory_traits>;

  entries_type entries;
  row_map_type row_map;
  row_block_type row_block_offsets;

  StaticCrsGraph() {}
  template <class EntriesType, class RowMapType>
  StaticCrsGraph(const EntriesType& entries_, const RowMapType& row_map_) {}
  size_type numRows() const { return 0; }
  constexpr bool is_allocated() const { return true; }
};

template <class StaticCrsGraphType, class InputSizeType>
typename StaticCrsGraphType::staticcrsgraph_type create_staticcrsgraph(
    const std::string& label, const std::vector<InputSizeType>& input) { return {}; }
template <class StaticCrsGraphType, class InputSizeType>
typename StaticCrsGraphType::staticcrsgraph_type create_staticcrsgraph(
    const std::string& label, const std::vector<std::vector<InputSizeType>>& input) { return {}; }
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
