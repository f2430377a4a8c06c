// Kokkos_UnorderedMap.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// Kokkos::UnorderedMap with Kokkos 3.4's template parameters and public members (the runtime
// shim's is kt::UnorderedMap, kt/containers/unordered_map.hpp).
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
enum : unsigned { UnorderedMapInvalidIndex = ~0u };
template <typename Key> struct pod_hash {
  using argument_type = Key; using first_argument_type = Key; using second_argument_type = std::uint32_t;
  std::uint32_t operator()(Key const& k) const { return 0; }
  std::uint32_t operator()(Key const& k, std::uint32_t seed) const { return 0; }
};
template <typename Key> struct pod_equal_to {
  using first_argument_type = Key; using second_argument_type = Key;
  bool operator()(Key const& a, Key const& b) const { return true; }
};
class UnorderedMapInsertResult {
 public:
  bool success() const { return true; } bool existing() const { return false; }
  bool failed() const { return false; } bool freed_existing() const { return false; }
  std::uint32_t list_position() const { return 0; } std::uint32_t index() const { return 0; }
};
template <typename Key, typename Value, typename Device = Kokkos::DefaultExecutionSpace,
          typename Hasher = pod_hash<std::remove_const_t<Key>>,
          typename EqualTo = pod_equal_to<std::remove_const_t<Key>>>
class UnorderedMap {
 public:
  using declared_key_type = Key; using key_type = std::remove_const_t<Key>;
  using const_key_type = std::add_const_t<key_type>;
  using declared_value_type = Value; using value_type = std::remove_const_t<Value>;
  using const_value_type = std::add_const_t<value_type>;
  using device_type = typename Device::device_type; using execution_space = typename Device::execution_space;
  using memory_space = typename Device::memory_space;
  using host_mirror_space = typename View<int*, Device>::HostMirror::memory_space;
  using hasher_type = Hasher; using equal_to_type = EqualTo; using size_type = std::uint32_t;
  using insert_result = UnorderedMapInsertResult;
  using insertable_map_type = UnorderedMap<key_type, value_type, device_type, Hasher, EqualTo>;
  using modifiable_map_type = UnorderedMap<const_key_type, value_type, device_type, Hasher, EqualTo>;
  using const_map_type = UnorderedMap<const_key_type, const_value_type, device_type, Hasher, EqualTo>;
  using HostMirror = UnorderedMap<Key, Value, host_mirror_space, Hasher, EqualTo>;
  static const bool is_set = std::is_void<Value>::value;
  static const bool has_const_key = std::is_const<Key>::value;
  static const bool has_const_value = is_set || std::is_const<Value>::value;
  static const bool is_insertable_map = !has_const_key && (is_set || !has_const_value);
  static const bool is_modifiable_map = has_const_key && !has_const_value;
  static const bool is_const_map = has_const_key && has_const_value;
  using impl_value_type = std::conditional_t<is_set, int, value_type>;

  UnorderedMap(size_type capacity_hint = 0, hasher_type hasher = hasher_type(), equal_to_type equal_to = equal_to_type()) {}
  template <typename SKey, typename SValue>
  UnorderedMap(UnorderedMap<SKey, SValue, Device, Hasher, EqualTo> const& src) {}
  void reset_failed_insert_flag() {}
  void clear() {} bool is_allocated() const { return true; }
  bool rehash(size_type requested_capacity = 0) { return true; }
  size_type size() const { return 0; } bool failed_insert() const { return false; }
  bool erasable() const { return false; }
  size_type capacity() const { return 0; } size_type hash_capacity() const { return 0; }
  // Value void: a set (insert(k) only; value_at() returns an int), as Kokkos.
  insert_result insert(key_type const& k, impl_value_type const& v = impl_value_type()) const { return {}; }
  bool erase(key_type const& k) const { return true; }
  size_type find(const key_type& k) const { return 0; } bool exists(const key_type& k) const { return false; }
  std::conditional_t<(is_set || has_const_value), impl_value_type, impl_value_type&> value_at(size_type i) const;
  key_type key_at(size_type i) const { return {}; }
  bool valid_at(size_type i) const { return false; }
  template <typename SKey, typename SValue, typename SDevice>
  void create_copy_view(UnorderedMap<SKey, SValue, SDevice, Hasher, EqualTo> const& src) {}
};
template <typename DKey, typename DT, typename DDevice, typename SKey, typename ST, typename SDevice,
          typename Hasher, typename EqualTo>
inline void deep_copy(UnorderedMap<DKey, DT, DDevice, Hasher, EqualTo>& dst,
                      const UnorderedMap<SKey, ST, SDevice, Hasher, EqualTo>& src) {}
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
