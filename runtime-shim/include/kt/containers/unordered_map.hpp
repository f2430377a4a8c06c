// kt/containers/unordered_map.hpp: kt::UnorderedMap (Kokkos::UnorderedMap, Kokkos_UnorderedMap.hpp)
// for the kokkos-translate runtime shim. Translated programs that use it include it after their
// target header. Contract: runtime-shim/API.md, "Containers".
//
// An open-addressing table of capacity() slots (Kokkos' capacity: the hint plus a sixth, rounded
// up to a multiple of 128) in the map's memory space, probed linearly from the key's hash. Each
// slot has a state word: empty, being written, valid. insert() claims an empty slot with an
// atomic compare-and-swap, writes the key (and value), fences and marks it valid; a thread that
// meets a slot being written reads it again until it is valid, so two threads inserting one key
// agree on one slot (the second gets existing()). Slots are never freed (erase is Kokkos'
// erasable mode only, which nothing here enters), so the keys a lookup may pass lie in a prefix
// of the probe sequence no longer than the longest probe any insert made (scalars[2]): find()
// stops there, and insert() stops there once every slot is taken, failing (failed_insert). An
// insert fails only when the table is full; Kokkos' bounded insert may give up a little earlier.
// Copies are shallow (the Views), as Kokkos'; a kernel receives the handle (impl::UnorderedMapHandle).
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "include the target header (kt/cuda.hpp, kt/hip.hpp, kt/openmp.hpp, kt/openacc.hpp) first"
#endif
#include <cstdint>
#include <type_traits>
#include "common.hpp"

namespace kt {
enum : unsigned { UnorderedMapInvalidIndex = ~0u };

// The default hasher and equality: the key's bytes (as Kokkos' pod_hash / pod_equal_to). The
// hash is this shim's own (FNV-1a over the bytes, then a 32-bit avalanche), not Kokkos'
// MurmurHash3: slot indices differ from Kokkos', as they differ between Kokkos' backends.
template <class Key>
struct pod_hash {
  using argument_type = Key;
  using first_argument_type = Key;
  using second_argument_type = std::uint32_t;
  KT_HD std::uint32_t operator()(const Key& k) const { return (*this)(k, 0u); }
  KT_HD std::uint32_t operator()(const Key& k, std::uint32_t seed) const {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(&k);
    std::uint32_t h = 2166136261u ^ seed;
    for (std::size_t i = 0; i < sizeof(Key); ++i) h = (h ^ p[i]) * 16777619u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    return h ^ (h >> 16);
  }
};
template <class Key>
struct pod_equal_to {
  using first_argument_type = Key;
  using second_argument_type = Key;
  KT_HD bool operator()(const Key& a, const Key& b) const {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(&a);
    const unsigned char* q = reinterpret_cast<const unsigned char*>(&b);
    for (std::size_t i = 0; i < sizeof(Key); ++i)
      if (p[i] != q[i]) return false;
    return true;
  }
};

// What insert() returns: success() (the key was not there and now is), existing() (it was; the
// value given was ignored), failed() (no room: the map's failed_insert() is set), index() (its
// slot, valid_at(index()), unless failed).
class UnorderedMapInsertResult {
 public:
  KT_HD UnorderedMapInsertResult() : index_(UnorderedMapInvalidIndex), status_(0) {}
  KT_HD UnorderedMapInsertResult(std::uint32_t index, std::uint32_t status) : index_(index), status_(status) {}
  KT_HD bool success() const { return status_ == 1u; }
  KT_HD bool existing() const { return status_ == 2u; }
  KT_HD bool failed() const { return index_ == UnorderedMapInvalidIndex; }
  KT_HD bool freed_existing() const { return false; }  // no slot is claimed before the key is known absent
  KT_HD std::uint32_t list_position() const { return 0u; }
  KT_HD std::uint32_t index() const { return index_; }

 private:
  std::uint32_t index_;
  std::uint32_t status_;  // 0 failed, 1 success, 2 existing
};

namespace impl {
// Kokkos' capacity for a hint: a sixth more, rounded up to a multiple of 128 (128 for 0).
inline std::uint32_t unordered_map_capacity(std::uint32_t hint) {
  return hint ? ((static_cast<std::uint32_t>(7ull * hint / 6u) + 127u) / 128u) * 128u : 128u;
}

// The device half of kt::UnorderedMap, and what a kernel receives for a captured map (trivially
// copyable when the hasher and equality are): raw pointers to the map's arrays. Translated
// kernels name it kt::impl::UnorderedMapHandle<Key, Value, Hasher, EqualTo> (below).
template <class Key, class Value, class Hasher, class EqualTo>
struct UnorderedMapData {
  using key_type = std::remove_const_t<Key>;
  using value_type = std::remove_const_t<Value>;
  using size_type = std::uint32_t;
  using insert_result = UnorderedMapInsertResult;
  static constexpr bool is_set = std::is_void<Value>::value;
  using impl_value_type = std::conditional_t<is_set, int, value_type>;
  enum : std::uint32_t { empty_slot = 0u, busy_slot = 1u, valid_slot = 2u };
  enum : int { entries_idx = 0, failed_insert_idx = 1, longest_probe_idx = 2 };

  std::uint32_t* state_ = nullptr;      // [capacity]: empty_slot, busy_slot, valid_slot
  key_type* keys_ = nullptr;            // [capacity + 1]: [capacity] is what key_at gives out of range
  impl_value_type* values_ = nullptr;   // [capacity + 1] ([1] for a set)
  std::uint32_t* scalars_ = nullptr;    // entries, failed_insert, longest probe
  size_type capacity_ = 0;
  Hasher hasher_{};
  EqualTo equal_to_{};

  KT_HD size_type capacity() const { return capacity_; }
  KT_HD size_type hash_capacity() const { return capacity_; }
  KT_HD bool is_allocated() const { return state_ != nullptr; }
  KT_HD bool valid_at(size_type i) const {
    return i < capacity_ && static_cast<volatile const std::uint32_t*>(state_)[i] == valid_slot;
  }
  KT_HD key_type key_at(size_type i) const { return keys_[i < capacity_ ? i : capacity_]; }
  KT_HD std::conditional_t<is_set, impl_value_type, impl_value_type&> value_at(size_type i) const {
    return values_[is_set ? 0 : (i < capacity_ ? i : capacity_)];
  }
  KT_HD bool exists(const key_type& k) const { return find(k) != UnorderedMapInvalidIndex; }
  // The key's slot, or UnorderedMapInvalidIndex. Lookups concurrent with inserts of the same key
  // may miss it, as in Kokkos.
  KT_HD size_type find(const key_type& k) const {
    if (capacity_ == 0u) return UnorderedMapInvalidIndex;
    const volatile std::uint32_t* st = state_;
    const size_type longest = static_cast<volatile const std::uint32_t*>(scalars_)[longest_probe_idx];
    size_type i = hasher_(k) % capacity_;
    for (size_type p = 0; p <= longest && p < capacity_; ++p) {
      const std::uint32_t s = st[i];
      if (s == empty_slot) break;
      if (s == valid_slot && equal_to_(keys_[i], k)) return i;
      i = i + 1u == capacity_ ? 0u : i + 1u;
    }
    return UnorderedMapInvalidIndex;
  }
  KT_HD bool erase(const key_type&) const { return false; }  // Kokkos: only while erasable()
  KT_HD insert_result insert(const key_type& k, const impl_value_type& v = impl_value_type()) const {
    if (capacity_ == 0u) return insert_result();
    size_type i = hasher_(k) % capacity_, probes = 0, checked = 0;
    insert_result r;
    bool done = false;
    // One loop with a single exit, each pass doing one step: a thread that claims a slot writes
    // it in the same pass in which others on its warp re-read it, so none waits on a lane that
    // cannot run (GPUs without independent thread scheduling).
    while (!done) {
      const std::uint32_t s = atomic_load(&state_[i]);
      if (s == empty_slot) {
        if (atomic_compare_exchange(&state_[i], empty_slot, busy_slot) == empty_slot) {
          atomic_fetch_max(&scalars_[longest_probe_idx], probes);
          memory_fence();
          atomic_fetch_add(&scalars_[entries_idx], 1u);
          keys_[i] = k;
          if constexpr (!is_set) values_[i] = v;
          memory_fence();
          atomic_store(&state_[i], static_cast<std::uint32_t>(valid_slot));
          r = insert_result(i, 1u);
          done = true;
        }
      } else if (s == valid_slot) {
        memory_fence();
        if (equal_to_(keys_[i], k)) {
          r = insert_result(i, 2u);
          done = true;
        } else if (++probes == capacity_ || full_beyond(probes, checked)) {
          atomic_store(&scalars_[failed_insert_idx], 1u);
          done = true;  // r: failed
        } else {
          i = i + 1u == capacity_ ? 0u : i + 1u;
        }
      }  // busy_slot: another thread is writing this slot; read it again
    }
    return r;
  }

 private:
  // True when every slot is taken and no key lies `probes` or more steps from its hash's slot,
  // so the key being inserted is absent and has no room. Checked every 32 probes past the
  // longest probe seen (`checked`), not on each step.
  KT_HD bool full_beyond(size_type probes, size_type& checked) const {
    if (probes < checked + 32u) return false;
    checked = probes;
    if (atomic_load(&scalars_[entries_idx]) < capacity_) return false;
    memory_fence();
    return probes > atomic_load(&scalars_[longest_probe_idx]);
  }
};
// One handle for a map and its const-key / const-value views.
template <class Key, class Value, class Hasher, class EqualTo>
using UnorderedMapHandle = UnorderedMapData<std::remove_const_t<Key>, std::remove_const_t<Value>, Hasher, EqualTo>;
}  // namespace impl

template <class Key, class Value, class Device = DefaultExecutionSpace,
          class Hasher = pod_hash<std::remove_const_t<Key>>, class EqualTo = pod_equal_to<std::remove_const_t<Key>>>
class UnorderedMap : public impl::UnorderedMapHandle<Key, Value, Hasher, EqualTo> {
  using base = impl::UnorderedMapHandle<Key, Value, Hasher, EqualTo>;
  using state_view = View<std::uint32_t*, Device>;

 public:
  using handle_type = base;
  using declared_key_type = Key;
  using key_type = std::remove_const_t<Key>;
  using const_key_type = std::add_const_t<key_type>;
  using declared_value_type = Value;
  using value_type = std::remove_const_t<Value>;
  using const_value_type = std::add_const_t<value_type>;
  using size_type = std::uint32_t;
  using hasher_type = Hasher;
  using equal_to_type = EqualTo;
  using memory_space = typename state_view::memory_space;
  using execution_space = typename state_view::execution_space;
  using device_type = typename state_view::device_type;
  using host_mirror_space = typename state_view::HostMirror::memory_space;
  using insert_result = UnorderedMapInsertResult;
  using insertable_map_type = UnorderedMap<key_type, value_type, device_type, Hasher, EqualTo>;
  using modifiable_map_type = UnorderedMap<const_key_type, value_type, device_type, Hasher, EqualTo>;
  using const_map_type = UnorderedMap<const_key_type, const_value_type, device_type, Hasher, EqualTo>;
  using HostMirror = UnorderedMap<Key, Value, host_mirror_space, Hasher, EqualTo>;
  using impl_value_type = typename base::impl_value_type;
  static constexpr bool is_set = base::is_set;
  static constexpr bool has_const_key = std::is_const<Key>::value;
  static constexpr bool has_const_value = is_set || std::is_const<Value>::value;
  static constexpr bool is_insertable_map = !has_const_key && (is_set || !has_const_value);
  static constexpr bool is_modifiable_map = has_const_key && !has_const_value;
  static constexpr bool is_const_map = has_const_key && has_const_value;

  UnorderedMap(size_type capacity_hint = 0, hasher_type hasher = hasher_type(), equal_to_type equal_to = equal_to_type()) {
    allocate(impl::unordered_map_capacity(capacity_hint), hasher, equal_to);
  }
  // From a map of the same key and value up to const (Kokkos' UnorderedMapCanAssign).
  template <class SKey, class SValue,
            std::enable_if_t<std::is_same<std::remove_const_t<SKey>, key_type>::value &&
                                 std::is_same<std::remove_const_t<SValue>, value_type>::value && !std::is_same<SKey, Key>::value,
                             int> = 0>
  UnorderedMap(const UnorderedMap<SKey, SValue, Device, Hasher, EqualTo>& o)
      : base(o), state_v_(o.state_v_), keys_v_(o.keys_v_), values_v_(o.values_v_), scalars_v_(o.scalars_v_) {}

  size_type size() const {
    auto h = create_mirror_view_and_copy(HostSpace(), scalars_v_);
    return h(base::entries_idx);
  }
  bool failed_insert() const {
    auto h = create_mirror_view_and_copy(HostSpace(), scalars_v_);
    return h(base::failed_insert_idx) != 0u;
  }
  void reset_failed_insert_flag() { set_scalar(base::failed_insert_idx, 0u); }
  bool erasable() const { return false; }
  // Every slot empty, the flags reset; the capacity stays.
  void clear() {
    if (base::capacity_ == 0u) return;
    deep_copy(state_v_, 0u);
    deep_copy(keys_v_, key_type());
    if constexpr (is_set) deep_copy(values_v_, impl_value_type());
    deep_copy(scalars_v_, 0u);
  }
  // A new table of capacity for max(requested, size()) entries holding this one's entries (re-
  // inserted on the host); the failed-insert flag is reset. As Kokkos, other copies of the map
  // keep the old table.
  bool rehash(size_type requested_capacity = 0) {
    if (!is_insertable_map) return false;
    const size_type n = size();
    UnorderedMap tmp(requested_capacity < n ? n : requested_capacity, base::hasher_, base::equal_to_);
    if (n) tmp.refill_from(*this);
    *this = tmp;
    return true;
  }
  // Kokkos' create_copy_view (deep_copy(dst, src) between maps): this map becomes a copy of src,
  // in this map's memory space.
  template <class SKey, class SValue, class SDevice>
  void create_copy_view(const UnorderedMap<SKey, SValue, SDevice, Hasher, EqualTo>& src) {
    if (static_cast<const void*>(base::state_) == static_cast<const void*>(src.state_v_.data())) return;
    allocate(src.capacity_, src.hasher_, src.equal_to_);
    copy_into(state_v_, src.state_v_);
    copy_into(keys_v_, src.keys_v_);
    copy_into(values_v_, src.values_v_);
    copy_into(scalars_v_, src.scalars_v_);
  }

 private:
  template <class, class, class, class, class> friend class UnorderedMap;
  View<std::uint32_t*, Device> state_v_;
  View<key_type*, Device> keys_v_;
  View<impl_value_type*, Device> values_v_;
  View<std::uint32_t*, Device> scalars_v_;

  void allocate(size_type cap, const hasher_type& hasher, const equal_to_type& equal_to) {
    state_v_ = View<std::uint32_t*, Device>("UnorderedMap state", cap);
    keys_v_ = View<key_type*, Device>("UnorderedMap keys", cap + 1);
    values_v_ = View<impl_value_type*, Device>("UnorderedMap values", is_set ? 1 : cap + 1);
    scalars_v_ = View<std::uint32_t*, Device>("UnorderedMap scalars", 3);
    base::state_ = state_v_.data();
    base::keys_ = keys_v_.data();
    base::values_ = values_v_.data();
    base::scalars_ = scalars_v_.data();
    base::capacity_ = cap;
    base::hasher_ = hasher;
    base::equal_to_ = equal_to;
  }
  template <class D, class S> static void copy_into(const D& dst, const S& src) {
    auto h = create_mirror_view_and_copy(HostSpace(), src);
    deep_copy(dst, h);
  }
  void set_scalar(int idx, std::uint32_t v) const {
    auto h = create_mirror_view_and_copy(HostSpace(), scalars_v_);
    h(idx) = v;
    deep_copy(scalars_v_, h);
  }
  // Inserts src's valid entries into this (empty) map: on the host, into host copies of the
  // arrays, which then replace this map's.
  template <class M> void refill_from(const M& src) {
    auto st = create_mirror_view_and_copy(HostSpace(), src.state_v_);
    auto ks = create_mirror_view_and_copy(HostSpace(), src.keys_v_);
    auto vs = create_mirror_view_and_copy(HostSpace(), src.values_v_);
    View<std::uint32_t*, HostSpace> hst("UnorderedMap state", state_v_.extent(0)), hsc("UnorderedMap scalars", 3);
    View<key_type*, HostSpace> hk("UnorderedMap keys", keys_v_.extent(0));
    View<impl_value_type*, HostSpace> hv("UnorderedMap values", values_v_.extent(0));
    base h = *this;
    h.state_ = hst.data();
    h.keys_ = hk.data();
    h.values_ = hv.data();
    h.scalars_ = hsc.data();
    for (size_type i = 0; i < src.capacity_; ++i)
      if (st(i) == base::valid_slot) h.insert(ks(i), vs(is_set ? 0 : i));
    deep_copy(state_v_, hst);
    deep_copy(keys_v_, hk);
    deep_copy(values_v_, hv);
    deep_copy(scalars_v_, hsc);
  }
};

// Kokkos' deep_copy between maps: dst becomes a copy of src's table.
template <class DKey, class DT, class DDevice, class SKey, class ST, class SDevice, class Hasher, class EqualTo>
inline void deep_copy(UnorderedMap<DKey, DT, DDevice, Hasher, EqualTo>& dst,
                      const UnorderedMap<SKey, ST, SDevice, Hasher, EqualTo>& src) {
  dst.create_copy_view(src);
}
}  // namespace kt
