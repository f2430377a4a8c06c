// Kokkos_UnorderedMap.hpp of the bundled declaration-only Kokkos API (kokkos-api/README.md):
// enough of Kokkos::UnorderedMap for programs that use it to parse, so that the translator can
// refuse it with KT1006 (the runtime shim has no hash map).
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
template <typename Key> struct pod_hash { std::uint32_t operator()(Key const& k) const { return 0; } };
template <typename Key> struct pod_equal_to { bool operator()(Key const& a, Key const& b) const { return true; } };
class UnorderedMapInsertResult {
 public:
  bool success() const { return true; } bool existing() const { return false; }
  bool failed() const { return false; } std::uint32_t index() const { return 0; }
};
template <typename Key, typename Value, typename Device = Kokkos::DefaultExecutionSpace,
          typename Hasher = pod_hash<std::remove_const_t<Key>>,
          typename EqualTo = pod_equal_to<std::remove_const_t<Key>>>
class UnorderedMap {
 public:
  using key_type = Key; using value_type = Value; using size_type = std::uint32_t;
  using insert_result = UnorderedMapInsertResult;
  UnorderedMap(size_type capacity_hint = 0, Hasher hasher = Hasher(), EqualTo equal_to = EqualTo()) {}
  void clear() {} bool rehash(size_type requested_capacity = 0) { return true; }
  size_type size() const { return 0; } size_type capacity() const { return 0; }
  bool failed_insert() const { return false; } bool erasable() const { return false; }
  // Value void: a set (insert(k) only, value_at() returns void), as Kokkos.
  insert_result insert(key_type const& k) const { return {}; }
  template <class V = Value, std::enable_if_t<!std::is_void<V>::value, int> = 0>
  insert_result insert(key_type const& k, V const& v) const { return {}; }
  bool erase(key_type const& k) const { return true; }
  size_type find(const key_type& k) const { return 0; } bool exists(const key_type& k) const { return false; }
  std::add_lvalue_reference_t<Value> value_at(size_type i) const;
  key_type key_at(size_type i) const { return {}; }
  bool valid_at(size_type i) const { return false; }
};
}  // namespace Kokkos
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
