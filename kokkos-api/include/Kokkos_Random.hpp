// kokkos-translate: declaration-only Kokkos_Random.hpp (random pools, generators,
// Kokkos::rand, fill_random). Not included by Kokkos_Core.hpp, as in real Kokkos. See README.md.
#ifndef KOKKOS_RANDOM_HPP
#define KOKKOS_RANDOM_HPP
#include "Kokkos_Core.hpp"

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {

template <class Generator, class Scalar> struct rand {
  static Scalar max() { return Scalar(); }
  static Scalar draw(Generator& gen) { return Scalar(); }
  static Scalar draw(Generator& gen, const Scalar& range) { return Scalar(); }
  static Scalar draw(Generator& gen, const Scalar& start, const Scalar& end) { return Scalar(); }
};

template <class DeviceType> class Random_XorShift64_Pool;
template <class DeviceType> class Random_XorShift1024_Pool;

// The draw functions of both generators.
#define KOKKOS_IMPL_RANDOM_DRAWS                                                                 \
  constexpr static uint32_t MAX_URAND = std::numeric_limits<uint32_t>::max();                    \
  constexpr static uint64_t MAX_URAND64 = std::numeric_limits<uint64_t>::max();                  \
  constexpr static int32_t MAX_RAND = std::numeric_limits<int32_t>::max();                       \
  constexpr static int64_t MAX_RAND64 = std::numeric_limits<int64_t>::max();                     \
  uint32_t urand(); uint64_t urand64();                                                          \
  uint32_t urand(const uint32_t& range); uint32_t urand(const uint32_t& start, const uint32_t& end); \
  uint64_t urand64(const uint64_t& range); uint64_t urand64(const uint64_t& start, const uint64_t& end); \
  int rand(); int rand(const int& range); int rand(const int& start, const int& end);           \
  int64_t rand64(); int64_t rand64(const int64_t& range);                                        \
  int64_t rand64(const int64_t& start, const int64_t& end);                                      \
  float frand(); float frand(const float& range); float frand(const float& start, const float& end); \
  double drand(); double drand(const double& range);                                             \
  double drand(const double& start, const double& end);                                          \
  double normal(); double normal(const double& mean, const double& std_dev = 1.0);

template <class DeviceType> class Random_XorShift64 {
  uint64_t state_;
  int state_idx_;

 public:
  using device_type = DeviceType;
  Random_XorShift64(uint64_t state, int state_idx = 0) : state_(state), state_idx_(state_idx) {}
  KOKKOS_IMPL_RANDOM_DRAWS
};

template <class DeviceType> class Random_XorShift1024 {
  int p_;
  int state_idx_;
  uint64_t state_[16];

 public:
  using pool_type = Random_XorShift1024_Pool<DeviceType>;
  using device_type = DeviceType;
  KOKKOS_IMPL_RANDOM_DRAWS
};
#undef KOKKOS_IMPL_RANDOM_DRAWS

// Pools hold Views in real Kokkos (not trivially copyable): a user-provided copy constructor.
#define KOKKOS_IMPL_RANDOM_POOL(POOL, GEN)                                    \
  template <class DeviceType = Kokkos::DefaultExecutionSpace> class POOL {    \
    int num_states_;                                                          \
                                                                              \
   public:                                                                    \
    using generator_type = GEN<DeviceType>;                                   \
    using device_type = DeviceType;                                           \
    POOL() : num_states_(0) {}                                                \
    POOL(uint64_t seed) : num_states_(0) {}                                   \
    POOL(const POOL& src) : num_states_(src.num_states_) {}                   \
    POOL operator=(const POOL& src) { return *this; }                         \
    void init(uint64_t seed, int num_states) {}                               \
    GEN<DeviceType> get_state() const;                                        \
    GEN<DeviceType> get_state(const int state_idx) const;                     \
    void free_state(const GEN<DeviceType>& state) const;                      \
  };
KOKKOS_IMPL_RANDOM_POOL(Random_XorShift64_Pool, Random_XorShift64)
KOKKOS_IMPL_RANDOM_POOL(Random_XorShift1024_Pool, Random_XorShift1024)
#undef KOKKOS_IMPL_RANDOM_POOL

template <class ViewType, class RandomPool, class IndexType = int64_t>
void fill_random(ViewType a, RandomPool g, typename ViewType::const_value_type begin,
                 typename ViewType::const_value_type end) {}
template <class ViewType, class RandomPool, class IndexType = int64_t>
void fill_random(ViewType a, RandomPool g, typename ViewType::const_value_type range) {}

}  // namespace Kokkos

#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif  // KOKKOS_RANDOM_HPP
