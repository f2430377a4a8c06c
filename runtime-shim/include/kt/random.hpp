// kt/random.hpp: Kokkos_Random.hpp for translated programs (Random_XorShift64_Pool,
// Random_XorShift1024_Pool, their generators, kt::rand<Generator, T>, fill_random). The
// translator includes it, after the target header, only in files that use these names.
// Contract: runtime-shim/API.md ("Random numbers").
//
// A pool owns `num_states` generator states and as many locks in its memory space. Kernels get
// the pool's trivially copyable `handle_type` (the translator passes a captured pool as one);
// `get_state()` takes a free state with an atomic compare-and-swap on its lock, so two threads
// never hold the same state, and `free_state(gen)` writes the state back and releases the lock.
// The numbers differ from Kokkos' (as Kokkos' differ between its backends); the distributions
// are the same.
#pragma once
#ifndef KT_BACKEND_DEFINED
#error "kt/random.hpp: include the target header (kt/cuda.hpp, kt/hip.hpp, ...) first"
#endif
#include <cmath>
#include <cstdint>

namespace kt {

namespace impl {
namespace rnd {
// xorshift64* and xorshift1024* (S. Vigna, "An experimental exploration of Marsaglia's xorshift
// generators, scrambled", 2016): shifts and multipliers from the paper.
KT_INLINE uint64_t next64(uint64_t& s) {
  s ^= s >> 12;
  s ^= s << 25;
  s ^= s >> 27;
  return s * 2685821657736338717ull;
}
KT_INLINE uint64_t next1024(uint64_t* s, int& p) {
  const uint64_t s0 = s[p];
  p = (p + 1) & 15;
  uint64_t s1 = s[p];
  s1 ^= s1 << 31;
  s[p] = s1 ^ s0 ^ (s1 >> 11) ^ (s0 >> 30);
  return s[p] * 1181783497276652981ull;
}
// Uniform integer in [0, range) from draws x of U by rejection (no modulo bias); range 0 gives 0.
#define KT_RND_BELOW(U, DRAW, range)                                   \
  if (range == 0) return 0;                                            \
  const U limit = U(~U(0)) - U(~U(0)) % range; /* a multiple of range */ \
  U x = DRAW;                                                          \
  while (x >= limit) x = DRAW;                                         \
  return x % range;

// The draw functions every generator has, built on the derived class's urand64().
template <class G> struct Draws {
  static constexpr uint32_t MAX_URAND = 0xffffffffu;
  static constexpr uint64_t MAX_URAND64 = 0xffffffffffffffffull;
  static constexpr int32_t MAX_RAND = 0x7fffffff;
  static constexpr int64_t MAX_RAND64 = 0x7fffffffffffffffll;
  KT_INLINE uint64_t u64() { return static_cast<G*>(this)->urand64(); }
  KT_INLINE uint32_t urand() { return uint32_t(u64() >> 32); }
  KT_INLINE uint32_t urand(const uint32_t& range) { KT_RND_BELOW(uint32_t, urand(), range) }
  KT_INLINE uint32_t urand(const uint32_t& lo, const uint32_t& hi) { return lo + urand(hi - lo); }
  KT_INLINE uint64_t urand64(const uint64_t& range) { KT_RND_BELOW(uint64_t, u64(), range) }
  KT_INLINE uint64_t urand64(const uint64_t& lo, const uint64_t& hi) { return lo + urand64(hi - lo); }
  KT_INLINE int rand() { return int(urand() >> 1); }
  KT_INLINE int rand(const int& range) { return range <= 0 ? 0 : int(urand(uint32_t(range))); }
  KT_INLINE int rand(const int& lo, const int& hi) { return lo + rand(hi - lo); }
  KT_INLINE int64_t rand64() { return int64_t(u64() >> 1); }
  KT_INLINE int64_t rand64(const int64_t& range) { return range <= 0 ? 0 : int64_t(urand64(uint64_t(range))); }
  KT_INLINE int64_t rand64(const int64_t& lo, const int64_t& hi) { return lo + rand64(hi - lo); }
  // [0, 1): the top 24 (53) bits scaled by 2^-24 (2^-53).
  KT_INLINE float frand() { return float(u64() >> 40) * (1.0f / 16777216.0f); }
  KT_INLINE float frand(const float& range) { return range * frand(); }
  KT_INLINE float frand(const float& lo, const float& hi) { return lo + (hi - lo) * frand(); }
  KT_INLINE double drand() { return double(u64() >> 11) * (1.0 / 9007199254740992.0); }
  KT_INLINE double drand(const double& range) { return range * drand(); }
  KT_INLINE double drand(const double& lo, const double& hi) { return lo + (hi - lo) * drand(); }
  // Standard normal: Marsaglia's polar method.
  KT_INLINE double normal() {
    double u, v, s;
    do {
      u = 2.0 * drand() - 1.0;
      v = 2.0 * drand() - 1.0;
      s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    return u * ::sqrt(-2.0 * ::log(s) / s);
  }
  KT_INLINE double normal(const double& mean, const double& std_dev = 1.0) { return mean + std_dev * normal(); }
};
#undef KT_RND_BELOW

// Seeds for the states of a pool: xorshift64* from the seed (0 is replaced, as in Kokkos).
inline uint64_t seed_stream(uint64_t& s) {
  uint64_t x = next64(s);
  return x ? x : 0x9e3779b97f4a7c15ull;
}

// A state index nobody holds, locked for the caller (locks: 0 free, 1 held). CUDA/HIP start
// from the global thread id; other targets from a ticket. Probing is linear. A pool has at
// least as many states as the device runs threads at once, so on a GPU a thread waits only
// while others are about to free theirs; where threads run one at a time (host), a full pass
// of held states can never clear and stops the program instead.
KT_INLINE int acquire(int* locks, unsigned* ticket, int n) {
#if (defined(__CUDACC__) && defined(__CUDA_ARCH__)) || defined(__HIP_DEVICE_COMPILE__)  // not OpenMP's nvptx pass
  (void)ticket;
  const unsigned long long nb = (unsigned long long)blockDim.x * blockDim.y * blockDim.z;
  const unsigned long long blk = ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  const unsigned long long thr = ((unsigned long long)threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int i = int((blk * nb + thr) % (unsigned long long)n);
  while (atomic_compare_exchange(&locks[i], 0, 1) != 0) i = i + 1 == n ? 0 : i + 1;
#else
  int i = int(atomic_fetch_add(ticket, 1u) % unsigned(n));
  long long tries = 0;
  while (atomic_compare_exchange(&locks[i], 0, 1) != 0) {
    i = i + 1 == n ? 0 : i + 1;
    if (++tries >= 1000ll * n) kt::abort("random pool: every state is in use (get_state() without free_state()?)");
  }
#endif
  memory_fence();
  return i;
}
KT_INLINE void release(int* locks, int i) {
  memory_fence();
  atomic_store(&locks[i], 0);
}
}  // namespace rnd
}  // namespace impl

template <class DeviceType> class Random_XorShift64_Pool;
template <class DeviceType> class Random_XorShift1024_Pool;

template <class DeviceType>
class Random_XorShift64 : public impl::rnd::Draws<Random_XorShift64<DeviceType>> {
 public:
  uint64_t state_;  // public for the pool's handle (Kokkos: private, pool is a friend)
  int state_idx_;
  using device_type = DeviceType;
  KT_INLINE Random_XorShift64(uint64_t state = 1, int state_idx = 0)
      : state_(state ? state : 0x9e3779b97f4a7c15ull), state_idx_(state_idx) {}
  KT_INLINE uint64_t urand64() { return impl::rnd::next64(state_); }
  using impl::rnd::Draws<Random_XorShift64>::urand64;
  KT_INLINE int state_index() const { return state_idx_; }
};

template <class DeviceType>
class Random_XorShift1024 : public impl::rnd::Draws<Random_XorShift1024<DeviceType>> {
 public:
  uint64_t state_[16];  // public for the pool's handle (Kokkos: private, pool is a friend)
  int p_;
  int state_idx_;
  using device_type = DeviceType;
  using pool_type = Random_XorShift1024_Pool<DeviceType>;
  KT_INLINE Random_XorShift1024() : state_{}, p_(0), state_idx_(0) { state_[0] = 1; }
  KT_INLINE uint64_t urand64() { return impl::rnd::next1024(state_, p_); }
  using impl::rnd::Draws<Random_XorShift1024>::urand64;
  KT_INLINE int state_index() const { return state_idx_; }
};

namespace impl {
namespace rnd {
// What both pools share: the lock array, the ticket counter and the state count, in the pool's
// memory space (Views shared by copies of the pool, as Kokkos' pools share theirs).
template <class DeviceType> struct PoolBase {
  using device_type = DeviceType;
  using memory_space = typename DeviceType::memory_space;
  using execution_space = typename DeviceType::execution_space;
  View<int*, memory_space> locks_;
  View<unsigned*, memory_space> ticket_;
  int num_states_ = 0;
  void init_locks(const char* what, int n) {
    num_states_ = n;
    locks_ = View<int*, memory_space>(std::string(what) + "::locks", n);  // zero-filled: free
    ticket_ = View<unsigned*, memory_space>(std::string(what) + "::ticket", 1);
  }
  static int default_states() {
    const int c = execution_space().concurrency();
    return c > 0 ? c : 1;
  }
};
}  // namespace rnd
}  // namespace impl

template <class DeviceType = DefaultExecutionSpace>
class Random_XorShift64_Pool : public impl::rnd::PoolBase<DeviceType> {
  using Base = impl::rnd::PoolBase<DeviceType>;
  View<uint64_t*, typename Base::memory_space> state_;

 public:
  using generator_type = Random_XorShift64<DeviceType>;
  // What a kernel receives: raw pointers into the pool's Views (the pool keeps them alive).
  struct handle_type {
    uint64_t* state_;
    int* locks_;
    unsigned* ticket_;
    int num_states_;
    KT_INLINE generator_type get_state() const {
      const int i = impl::rnd::acquire(locks_, ticket_, num_states_);
      return generator_type(atomic_load(&state_[i]), i);
    }
    KT_INLINE generator_type get_state(const int i) const { return generator_type(state_[i], i); }
    KT_INLINE void free_state(const generator_type& g) const {
      atomic_store(&state_[g.state_idx_], g.state_);
      impl::rnd::release(locks_, g.state_idx_);
    }
    KT_INLINE int get_num_states() const { return num_states_; }
  };

  Random_XorShift64_Pool() = default;
  Random_XorShift64_Pool(uint64_t seed) { init(seed, Base::default_states()); }
  Random_XorShift64_Pool(uint64_t seed, int num_states) { init(seed, num_states); }
  void init(uint64_t seed, int num_states) {
    this->init_locks("Kokkos::Random_XorShift64", num_states);
    state_ = View<uint64_t*, typename Base::memory_space>("Kokkos::Random_XorShift64::state", num_states);
    auto h = create_mirror_view(state_);
    uint64_t s = seed ? seed : 1318319;
    for (int i = 0; i < num_states; ++i) h(i) = impl::rnd::seed_stream(s);
    deep_copy(state_, h);
  }
  operator handle_type() const {
    return handle_type{state_.data(), this->locks_.data(), this->ticket_.data(), this->num_states_};
  }
  int get_num_states() const { return this->num_states_; }
  // Host use of a host pool.
  generator_type get_state() const { return handle_type(*this).get_state(); }
  generator_type get_state(const int i) const { return handle_type(*this).get_state(i); }
  void free_state(const generator_type& g) const { handle_type(*this).free_state(g); }
  // fill_random: the states as host values, and back.
  View<uint64_t*, HostSpace> impl_host_states() const {
    auto h = create_mirror_view(state_);
    deep_copy(h, state_);
    return h;
  }
  template <class H> void impl_store_states(const H& h) const { deep_copy(state_, h); }
  static generator_type impl_generator(const View<uint64_t*, HostSpace>& h, int i) { return generator_type(h(i), i); }
  static void impl_keep(View<uint64_t*, HostSpace>& h, const generator_type& g) { h(g.state_idx_) = g.state_; }
};

template <class DeviceType = DefaultExecutionSpace>
class Random_XorShift1024_Pool : public impl::rnd::PoolBase<DeviceType> {
  using Base = impl::rnd::PoolBase<DeviceType>;
  View<uint64_t**, LayoutRight, typename Base::memory_space> state_;  // num_states x 16
  View<int*, typename Base::memory_space> p_;

 public:
  using generator_type = Random_XorShift1024<DeviceType>;
  struct handle_type {
    uint64_t* state_;
    int* p_;
    int* locks_;
    unsigned* ticket_;
    int num_states_;
    KT_INLINE generator_type load(int i, bool atomic) const {
      generator_type g;
      for (int k = 0; k < 16; ++k) g.state_[k] = atomic ? atomic_load(&state_[16 * i + k]) : state_[16 * i + k];
      g.p_ = atomic ? atomic_load(&p_[i]) : p_[i];
      g.state_idx_ = i;
      return g;
    }
    KT_INLINE generator_type get_state() const {
      return load(impl::rnd::acquire(locks_, ticket_, num_states_), true);
    }
    KT_INLINE generator_type get_state(const int i) const { return load(i, false); }
    KT_INLINE void free_state(const generator_type& g) const {
      for (int k = 0; k < 16; ++k) atomic_store(&state_[16 * g.state_idx_ + k], g.state_[k]);
      atomic_store(&p_[g.state_idx_], g.p_);
      impl::rnd::release(locks_, g.state_idx_);
    }
    KT_INLINE int get_num_states() const { return num_states_; }
  };

  Random_XorShift1024_Pool() = default;
  Random_XorShift1024_Pool(uint64_t seed) { init(seed, Base::default_states()); }
  Random_XorShift1024_Pool(uint64_t seed, int num_states) { init(seed, num_states); }
  void init(uint64_t seed, int num_states) {
    this->init_locks("Kokkos::Random_XorShift1024", num_states);
    state_ = decltype(state_)("Kokkos::Random_XorShift1024::state", num_states, 16);
    p_ = decltype(p_)("Kokkos::Random_XorShift1024::p", num_states);  // zero-filled
    auto h = create_mirror_view(state_);
    uint64_t s = seed ? seed : 1318319;
    for (int i = 0; i < num_states; ++i)
      for (int k = 0; k < 16; ++k) h(i, k) = impl::rnd::seed_stream(s);
    deep_copy(state_, h);
  }
  operator handle_type() const {
    return handle_type{state_.data(), p_.data(), this->locks_.data(), this->ticket_.data(), this->num_states_};
  }
  int get_num_states() const { return this->num_states_; }
  generator_type get_state() const { return handle_type(*this).get_state(); }
  generator_type get_state(const int i) const { return handle_type(*this).get_state(i); }
  void free_state(const generator_type& g) const { handle_type(*this).free_state(g); }
  struct impl_host_view {
    View<uint64_t**, LayoutRight, HostSpace> s;
    View<int*, HostSpace> p;
  };
  impl_host_view impl_host_states() const {
    impl_host_view h{create_mirror_view(state_), create_mirror_view(p_)};
    deep_copy(h.s, state_);
    deep_copy(h.p, p_);
    return h;
  }
  void impl_store_states(const impl_host_view& h) const {
    deep_copy(state_, h.s);
    deep_copy(p_, h.p);
  }
  static generator_type impl_generator(const impl_host_view& h, int i) {
    generator_type g;
    for (int k = 0; k < 16; ++k) g.state_[k] = h.s(i, k);
    g.p_ = h.p(i);
    g.state_idx_ = i;
    return g;
  }
  static void impl_keep(impl_host_view& h, const generator_type& g) {
    for (int k = 0; k < 16; ++k) h.s(g.state_idx_, k) = g.state_[k];
    h.p(g.state_idx_) = g.p_;
  }
};

// Kokkos::rand<Generator, T>: max() and draw(gen[, range | lo, hi]) per value type.
template <class G, class T> struct rand;
#define KT_RAND_TYPE(T, MAXV, DRAW0, DRAW1)                                                 \
  template <class G> struct rand<G, T> {                                                    \
    KT_INLINE static T max() { return MAXV; }                                               \
    KT_INLINE static T draw(G& g) { return static_cast<T>(g.DRAW0); }                                  \
    KT_INLINE static T draw(G& g, const T& range) { return static_cast<T>(g.DRAW1(range)); }           \
    KT_INLINE static T draw(G& g, const T& lo, const T& hi) { return static_cast<T>(lo + g.DRAW1(hi - lo)); } \
  };
KT_RAND_TYPE(char, 127, rand() % 128, rand)
KT_RAND_TYPE(short, 32767, rand() % 32768, rand)
KT_RAND_TYPE(int, G::MAX_RAND, rand(), rand)
KT_RAND_TYPE(unsigned int, G::MAX_URAND, urand(), urand)
static_assert(sizeof(long) == 8, "kt/random.hpp assumes LP64");
KT_RAND_TYPE(long, G::MAX_RAND64, rand64(), rand64)
KT_RAND_TYPE(unsigned long, G::MAX_URAND64, urand64(), urand64)
KT_RAND_TYPE(long long, G::MAX_RAND64, rand64(), rand64)
KT_RAND_TYPE(unsigned long long, G::MAX_URAND64, urand64(), urand64)
KT_RAND_TYPE(float, 1.0f, frand(), frand)
KT_RAND_TYPE(double, 1.0, drand(), drand)
#undef KT_RAND_TYPE

// fill_random(view, pool, range) fills with [0, range), (view, pool, lo, hi) with [lo, hi) (as
// Kokkos::rand<Generator, value_type>::draw). It runs on the host: the pool's states and the
// view's elements are staged through host copies (one state per 128 elements, as Kokkos), so it
// works for every target and every memory space; the states advance as in a kernel.
namespace impl {
namespace rnd {
template <class ViewType, class Pool, class F> void fill(const ViewType& v, const Pool& pool, F draw) {
  using T = typename ViewType::non_const_value_type;
  if (pool.get_num_states() <= 0) kt::abort("fill_random: the pool is not initialised");
  // A new compact host copy (v may be strided; a mirror would keep its strides).
  using H = View<typename ViewType::non_const_data_type, LayoutRight, HostSpace>;
  std::size_t ext[ViewType::Rank + 1] = {};
  for (std::size_t r = 0; r != ViewType::Rank; ++r) ext[r] = v.extent(r);
  H h(alloc_tag_t{}, ViewAllocProp{v.label() + "_fill", false}, ext);
  auto states = pool.impl_host_states();
  T* out = h.data();
  const std::size_t n = h.size();
  for (std::size_t c = 0; c * 128 < n; ++c) {
    auto g = Pool::impl_generator(states, int(c % std::size_t(pool.get_num_states())));
    for (std::size_t i = c * 128; i < n && i < c * 128 + 128; ++i) out[i] = draw(g);
    Pool::impl_keep(states, g);
  }
  pool.impl_store_states(states);
  impl::copy_views(v, h);  // v may be strided, in any space
}
}  // namespace rnd
}  // namespace impl
template <class ViewType, class Pool>
void fill_random(const ViewType& v, const Pool& pool, typename ViewType::const_value_type range) {
  using T = typename ViewType::non_const_value_type;
  impl::rnd::fill(v, pool, [&](typename Pool::generator_type& g) { return rand<typename Pool::generator_type, T>::draw(g, range); });
}
template <class ViewType, class Pool>
void fill_random(const ViewType& v, const Pool& pool, typename ViewType::const_value_type lo,
                 typename ViewType::const_value_type hi) {
  using T = typename ViewType::non_const_value_type;
  impl::rnd::fill(v, pool, [&](typename Pool::generator_type& g) { return rand<typename Pool::generator_type, T>::draw(g, lo, hi); });
}

}  // namespace kt
