// kt/core/policy.hpp: placeholder execution policies so that user typedefs and host-side
// policy objects still compile. The translator generates the launches; nothing here runs work.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include "tags.hpp"

namespace kt {

struct Static {};
struct Dynamic {};
namespace impl {
template <class... S> struct first_type { using type = void; };
template <class S, class... R> struct first_type<S, R...> { using type = S; };
}  // namespace impl
template <class... S> struct Schedule {
  using schedule_type = Schedule;
  using type = typename impl::first_type<S...>::type;
};
template <class T> struct IndexType {
  using index_type = IndexType;
  using type = T;
};
template <unsigned MaxThreads = 0, unsigned MinBlocks = 0> struct LaunchBounds {
  using launch_bounds = LaunchBounds;
  using type = LaunchBounds;
  static constexpr unsigned maxTperB{MaxThreads}, minBperSM{MinBlocks};
};
struct ChunkSize {
  int value;
  ChunkSize(int v) : value(v) {}
};
struct ParallelForTag {};
struct ParallelReduceTag {};
struct ParallelScanTag {};

enum class Iterate { Default, Left, Right };
template <unsigned N, Iterate Outer = Iterate::Default, Iterate Inner = Iterate::Default>
struct Rank {
  using iteration_pattern = Rank;
  static constexpr unsigned rank = N;
  static constexpr Iterate outer_direction = Outer, inner_direction = Inner;
};

// Kokkos::Experimental::WorkItemProperty: hints about the work items of a policy (light or
// heavy weight, regular or irregular). A template argument of a policy, or added by require().
// The translated kernels do not use them: a property changes how Kokkos may launch, never
// what the dispatch computes.
struct WorkItemProperty {
  template <unsigned long Bits> struct ImplWorkItemProperty {
    static const unsigned value = Bits;
    using work_item_property = ImplWorkItemProperty;
  };
  using None_t = ImplWorkItemProperty<0>;
  using HintLightWeight_t = ImplWorkItemProperty<1>;
  using HintHeavyWeight_t = ImplWorkItemProperty<2>;
  using HintRegular_t = ImplWorkItemProperty<4>;
  using HintIrregular_t = ImplWorkItemProperty<8>;
  using ImplForceGlobalLaunch_t = ImplWorkItemProperty<16>;
  static constexpr None_t None{};
  static constexpr HintLightWeight_t HintLightWeight{};
  static constexpr HintHeavyWeight_t HintHeavyWeight{};
  static constexpr HintRegular_t HintRegular{};
  static constexpr HintIrregular_t HintIrregular{};
  static constexpr ImplForceGlobalLaunch_t ImplForceGlobalLaunch{};
};
namespace impl {
// The execution space among a policy's template arguments (is_exec_space, kt/core/tags.hpp),
// else DefaultExecutionSpace.
template <class... P> struct policy_space { using type = DefaultExecutionSpace; };
template <class T, class... P> struct policy_space<T, P...> {
  using type = std::conditional_t<is_exec_space<T>::value, T, typename policy_space<P...>::type>;
};
// The work tag among a policy's template arguments (a class that is no space and no policy
// trait: Schedule, IndexType, LaunchBounds, Rank, a work-item property), else void.
template <class T> struct is_policy_trait : std::false_type {};
template <class... S> struct is_policy_trait<Schedule<S...>> : std::true_type {};
template <class T> struct is_policy_trait<IndexType<T>> : std::true_type {};
template <unsigned A, unsigned B> struct is_policy_trait<LaunchBounds<A, B>> : std::true_type {};
template <unsigned N, Iterate O, Iterate I> struct is_policy_trait<Rank<N, O, I>> : std::true_type {};
template <class T, class = void> struct is_item_property : std::false_type {};
template <class T> struct is_item_property<T, std::void_t<typename T::work_item_property>> : std::true_type {};
template <class... P> struct policy_tag { using type = void; };
template <class T, class... P> struct policy_tag<T, P...> {
  using type = std::conditional_t<std::is_class<T>::value && !is_exec_space<T>::value && !is_policy_trait<T>::value &&
                                      !is_item_property<T>::value,
                                  T, typename policy_tag<P...>::type>;
};
// The argument among a policy's template arguments that Is<> picks, else D: the schedule,
// launch bounds and work-item property, with Kokkos' defaults.
template <class D, template <class...> class Is, class... P> struct policy_find { using type = D; };
template <class D, template <class...> class Is, class T, class... P>
struct policy_find<D, Is, T, P...> {
  using type = std::conditional_t<Is<T>::value, T, typename policy_find<D, Is, P...>::type>;
};
template <class T> struct is_schedule : std::false_type {};
template <class... S> struct is_schedule<Schedule<S...>> : std::true_type {};
template <class T> struct is_launch_bounds : std::false_type {};
template <unsigned A, unsigned B> struct is_launch_bounds<LaunchBounds<A, B>> : std::true_type {};
// The trait members every policy has (Kokkos' Impl::PolicyTraits), and space(): the policy's
// execution space instance. The shim's instances carry no state (a space's constructor
// arguments are ignored), so one default instance stands for any.
#define KT_POLICY_TRAITS(ITERATION_PATTERN)                                                  \
  using schedule_type =                                                                      \
      typename impl::policy_find<Schedule<Static>, impl::is_schedule, P...>::type;           \
  using launch_bounds =                                                                      \
      typename impl::policy_find<LaunchBounds<>, impl::is_launch_bounds, P...>::type;        \
  using work_item_property =                                                                 \
      typename impl::policy_find<WorkItemProperty::None_t, impl::is_item_property, P...>::type;\
  using iteration_pattern = ITERATION_PATTERN;                                               \
  const execution_space& space() const {                                                     \
    static const execution_space s{};                                                        \
    return s;                                                                                \
  }
// The Rank among an MDRangePolicy's template arguments.
template <class... P> struct policy_rank { using type = Rank<2>; };
template <class T, class... P> struct policy_rank<T, P...> { using type = typename policy_rank<P...>::type; };
template <unsigned N, Iterate O, Iterate I, class... P> struct policy_rank<Rank<N, O, I>, P...> {
  using type = Rank<N, O, I>;
};
// Kokkos' RangePolicy::set_auto_chunk_size: the smallest power of two c with c * 100 *
// concurrency >= the range; below 128, the smallest with c * 40 * concurrency >= it, at most 128.
inline std::int64_t auto_chunk_size(std::int64_t n, std::int64_t concurrency) {
  if (concurrency == 0) concurrency = 1;
  std::int64_t c = 1;
  while (c * 100 * concurrency < n) c *= 2;
  if (c < 128) {
    c = 1;
    while (c * 40 * concurrency < n && c < 128) c *= 2;
  }
  return c;
}
}  // namespace impl

// chunk_size(): the ChunkSize given or set, else Kokkos' automatic one (impl::auto_chunk_size
// with the policy's execution space's concurrency(); computed when asked for, so that building a
// policy never queries the device). set_chunk_size sets it and returns *this
// (Kokkos 4; Kokkos 3 left *this alone and returned a modified copy: `p = p.set_chunk_size(c)`
// and `f(p.set_chunk_size(c))` mean the same in both).
template <class... P> struct RangePolicy {
  using execution_policy = RangePolicy;
  using execution_space = typename impl::policy_space<P...>::type;
  using index_type = std::int64_t;
  using member_type = index_type;
  using work_tag = typename impl::policy_tag<P...>::type;
  KT_POLICY_TRAITS(void)
  std::int64_t m_begin = 0, m_end = 0, m_chunk = -1;  // -1: automatic
  RangePolicy() = default;
  RangePolicy(std::int64_t b, std::int64_t e) : m_begin(b), m_end(e) {}
  RangePolicy(std::int64_t b, std::int64_t e, ChunkSize c) : m_begin(b), m_end(e), m_chunk(c.value) {}
  template <class Space, class = std::enable_if_t<std::is_class<Space>::value>>
  RangePolicy(const Space&, std::int64_t b, std::int64_t e) : RangePolicy(b, e) {}
  template <class Space, class = std::enable_if_t<std::is_class<Space>::value>>
  RangePolicy(const Space&, std::int64_t b, std::int64_t e, ChunkSize c) : RangePolicy(b, e, c) {}
  std::int64_t begin() const { return m_begin; }
  std::int64_t end() const { return m_end; }
  RangePolicy& set_chunk_size(int c) {
    m_chunk = c;
    return *this;
  }
  std::int64_t chunk_size() const {
    return m_chunk >= 0 ? m_chunk : impl::auto_chunk_size(m_end - m_begin, execution_space::concurrency());
  }
};

struct PerTeamValue { std::size_t value; };
struct PerThreadValue { std::size_t value; };
inline PerTeamValue PerTeam(std::size_t v) { return {v}; }
inline PerThreadValue PerThread(std::size_t v) { return {v}; }

#if defined(__CUDACC__) || defined(__HIPCC__)
#define KT_IMPL_UNTRANSLATED __host__ __device__
#else
#define KT_IMPL_UNTRANSLATED
#endif
namespace impl {
// Opaque stand-in for TeamPolicy<...>::member_type in host code. The translator lowers the team
// member's uses in kernels and in the team helpers they call; a function taking the member that
// nothing translated calls keeps its calls, which name these declarations. They are never
// defined: such a function still compiles, and a call of it would fail to link.
struct TeamMemberPlaceholder {
  using execution_space = DefaultExecutionSpace;
  using scratch_memory_space = ScratchSpace;
  KT_IMPL_UNTRANSLATED int league_rank() const;
  KT_IMPL_UNTRANSLATED int league_size() const;
  KT_IMPL_UNTRANSLATED int team_rank() const;
  KT_IMPL_UNTRANSLATED int team_size() const;
  KT_IMPL_UNTRANSLATED void team_barrier() const;
  template <class... A> KT_IMPL_UNTRANSLATED void team_broadcast(A &&...) const;
  template <class T, class... A> KT_IMPL_UNTRANSLATED T team_reduce(const T &, A &&...) const;
  template <class T, class... A> KT_IMPL_UNTRANSLATED T team_scan(const T &, A &&...) const;
  KT_IMPL_UNTRANSLATED const scratch_memory_space &team_shmem() const;
  KT_IMPL_UNTRANSLATED const scratch_memory_space &team_scratch(int) const;
  KT_IMPL_UNTRANSLATED const scratch_memory_space &thread_scratch(int) const;
};
}  // namespace impl
#undef KT_IMPL_UNTRANSLATED

template <class... P> struct TeamPolicy {
  using execution_policy = TeamPolicy;
  using execution_space = typename impl::policy_space<P...>::type;
  using index_type = int;
  using work_tag = typename impl::policy_tag<P...>::type;
  using member_type = impl::TeamMemberPlaceholder;
  KT_POLICY_TRAITS(void)
  int m_league = 0, m_team = -1, m_vector = 1;  // -1: AUTO
  int m_chunk = 32;  // Kokkos' Serial and Cuda default (its other backends choose their own)
  std::size_t m_team_scratch[2] = {0, 0}, m_thread_scratch[2] = {0, 0};
  TeamPolicy() = default;
  TeamPolicy(int league, int team, int vector = 1) : m_league(league), m_team(team), m_vector(vector) {}
  TeamPolicy(int league, const AUTO_t&, int vector = 1) : m_league(league), m_vector(vector) {}
  TeamPolicy(int league, const AUTO_t&, const AUTO_t&) : m_league(league) {}
  TeamPolicy(int league, int team, const AUTO_t&) : m_league(league), m_team(team) {}
  template <class Space, class... A, class = std::enable_if_t<std::is_class<Space>::value>>
  TeamPolicy(const Space&, int league, A... a) : TeamPolicy(league, a...) {}
  int league_size() const { return m_league; }
  int team_size() const { return m_team; }
  int impl_vector_length() const { return m_vector; }
  int vector_length() const { return m_vector; }  // Kokkos 3.x (deprecated there)
  // Kokkos 4.6's per backend: Serial's "vectorizable length" 1024 on a host space; on the
  // device the lanes a team thread's vector loops spread over (KT_VECTOR_LENGTH_MAX: CUDA,
  // OpenMP and OpenACC 32, HIP 64, Kokkos' values; a launch clamps a vector length to the
  // hardware's warp or wavefront, kt_vector_length).
  static int vector_length_max() {
    return impl::is_host_space<typename execution_space::memory_space> ? 1024 : KT_VECTOR_LENGTH_MAX;
  }
  TeamPolicy& set_scratch_size(int level, PerTeamValue t) { m_team_scratch[level & 1] = t.value; return *this; }
  TeamPolicy& set_scratch_size(int level, PerThreadValue t) { m_thread_scratch[level & 1] = t.value; return *this; }
  TeamPolicy& set_scratch_size(int level, PerTeamValue t, PerThreadValue th) {
    set_scratch_size(level, t);
    return set_scratch_size(level, th);
  }
  TeamPolicy& set_scratch_size(int level, PerThreadValue th, PerTeamValue t) {
    return set_scratch_size(level, t, th);
  }
  TeamPolicy& set_chunk_size(int c) {
    m_chunk = c;
    return *this;
  }
  int chunk_size() const { return m_chunk; }
  std::size_t team_scratch_size(int level) const { return m_team_scratch[level & 1]; }
  std::size_t thread_scratch_size(int level) const { return m_thread_scratch[level & 1]; }
  // The most scratch per team a level takes: Kokkos' Serial values (32 KiB, 20 MiB), within
  // what every target's kernels serve (Kokkos' own value depends on the backend).
  static int scratch_size_max(int level) { return level == 0 ? 32 * 1024 : 20 * 1024 * 1024; }
  std::size_t scratch_size(int level, int team_size = -1) const {
    if (team_size < 0) team_size = m_team < 0 ? 1 : m_team;
    return m_team_scratch[level & 1] + std::size_t(team_size) * m_thread_scratch[level & 1];
  }
  // Per team thread, the vector lanes count against the block's limit (as in Kokkos: a team of
  // team_size_max() threads of this vector length must launch).
  template <class F, class Tag> int team_size_max(const F&, const Tag&) const {
    return m_vector > 1 ? (KT_TEAM_SIZE_MAX / m_vector > 0 ? KT_TEAM_SIZE_MAX / m_vector : 1) : KT_TEAM_SIZE_MAX;
  }
  template <class F, class Tag> int team_size_recommended(const F& f, const Tag& t) const {
    const int r = m_vector > 1 ? KT_TEAM_SIZE_RECOMMENDED / m_vector : KT_TEAM_SIZE_RECOMMENDED;
    return r < 1 ? 1 : (r > team_size_max(f, t) ? team_size_max(f, t) : r);
  }
  // The team size a translated launch of a policy read at run time uses: the size asked for,
  // or for Kokkos::AUTO the recommended one (a size Kokkos may choose).
  int impl_team_size_or_recommended() const { return m_team > 0 ? m_team : team_size_recommended(0, 0); }
};

namespace impl {
template <class T> struct is_array : std::false_type {};
template <class T, std::size_t N> struct is_array<Array<T, N>> : std::true_type {};
}  // namespace impl

namespace Impl {
// Kokkos::Impl::get_tile_size_properties: the tile limits MDRangePolicy fills its tiles from,
// Kokkos 4.6's per backend (KT_MDRANGE_DEVICE_TILES) for the device space, the generic host
// values otherwise.
struct TileSizeProperties {
  int max_threads, default_largest_tile_size, default_tile_size, max_total_tile_size;
};
template <class ExecutionSpace> TileSizeProperties get_tile_size_properties(const ExecutionSpace&) {
  constexpr int host_max = 2147483647;
#if defined(KT_GPU_NS)
  if (std::is_same<ExecutionSpace, DeviceExecSpace>::value)
    return {KT_GPU_NS::device_props().maxThreadsPerMultiProcessor, KT_MDRANGE_DEVICE_TILES};
#else
  if (std::is_same<ExecutionSpace, DeviceExecSpace>::value) return {host_max, KT_MDRANGE_DEVICE_TILES};
#endif
  return {host_max, 0, 2, host_max};
}
}  // namespace Impl

namespace impl {
template <class... P> struct policy_index { using type = std::int64_t; };
template <class T, class... P> struct policy_index<T, P...> { using type = typename policy_index<P...>::type; };
template <class T, class... P> struct policy_index<IndexType<T>, P...> { using type = T; };
template <class Space> constexpr Iterate default_direction() {
  return std::is_same<Space, DeviceExecSpace>::value ? Iterate::KT_MDRANGE_DEVICE_DIRECTION : Iterate::Right;
}
// Kokkos::abort of a host-only check, on stderr as Kokkos' host abort writes it.
[[noreturn]] inline void host_abort(const std::string& msg) {
  std::fprintf(stderr, "%s", msg.c_str());
  std::abort();
}
// Kokkos' checked_narrow_cast of a policy bound: a bound the index type cannot hold aborts.
template <class To, class From> To checked_bound(From arg, std::size_t idx) {
  const To ret = static_cast<To>(arg);
  if (static_cast<From>(ret) != arg || ((arg < From{}) != (ret < To{})))
    host_abort("Kokkos::MDRangePolicy bound type error: an unsafe implicit conversion is performed on a bound (" +
               std::to_string(arg) + ") in dimension (" + std::to_string(idx) +
               "), which may not preserve its original value.\n");
  return ret;
}
}  // namespace impl

// The bounds, tiles and tile limits as Kokkos 4.6 keeps them (public m_lower, m_upper, m_tile;
// a tile left 0 gets the backend's default, tile_size_recommended() and max_total_tile_size()).
// The translated launch reads the bounds, and the tiles where the dispatch names them.
template <class... P> struct MDRangePolicy {
  using execution_policy = MDRangePolicy;
  using execution_space = typename impl::policy_space<P...>::type;
  using work_tag = typename impl::policy_tag<P...>::type;
  KT_POLICY_TRAITS(typename impl::policy_rank<P...>::type)
  using range_policy = RangePolicy<P...>;
  using member_type = typename range_policy::member_type;
  static constexpr unsigned rank = iteration_pattern::rank;
  static constexpr Iterate outer_direction = iteration_pattern::outer_direction != Iterate::Default
                                                 ? iteration_pattern::outer_direction
                                                 : impl::default_direction<execution_space>();
  static constexpr Iterate inner_direction = iteration_pattern::inner_direction != Iterate::Default
                                                 ? iteration_pattern::inner_direction
                                                 : impl::default_direction<execution_space>();
  using point_type = Array<std::int64_t, 8>;
  using tile_type = point_type;
  using index_type = typename impl::policy_index<P...>::type;
  using array_index_type = std::int64_t;
  static constexpr Iterate Right = Iterate::Right, Left = Iterate::Left;
  point_type m_lower{}, m_upper{}, m_tile{};
  MDRangePolicy() = default;
  template <class LT, std::size_t LN, class UT, std::size_t UN>
  MDRangePolicy(const LT (&lo)[LN], const UT (&hi)[UN]) {
    set_bounds(lo, hi, LN);
  }
  template <class LT, std::size_t LN, class UT, std::size_t UN, class TT, std::size_t TN>
  MDRangePolicy(const LT (&lo)[LN], const UT (&hi)[UN], const TT (&tile)[TN]) {
    set_tiles(tile, TN);
    set_bounds(lo, hi, LN);
  }
  // Bounds as Kokkos::Array (point_type, or written `{{0, 0}}`): copied element-wise.
  MDRangePolicy(const point_type& lo, const point_type& hi, const point_type& tile = point_type{})
      : m_lower(lo), m_upper(hi), m_tile(tile) {
    init_tiles();
  }
  template <class LT, std::size_t LN, class UT, std::size_t UN>
  MDRangePolicy(const Array<LT, LN>& lo, const Array<UT, UN>& hi) {
    set_bounds(lo, hi, LN);
  }
  template <class LT, std::size_t LN, class UT, std::size_t UN, class TT, std::size_t TN>
  MDRangePolicy(const Array<LT, LN>& lo, const Array<UT, UN>& hi, const Array<TT, TN>& tile) {
    set_tiles(tile, TN);
    set_bounds(lo, hi, LN);
  }
  template <class Space, class... A,
            class = std::enable_if_t<std::is_class<Space>::value && !impl::is_array<Space>::value>>
  MDRangePolicy(const Space&, const A&... a) : MDRangePolicy(a...) {}
  // A space instance and braced bounds (`MDRangePolicy<Rank<2>, E>(space, {0, 0}, {n, m})`),
  // which a parameter pack cannot deduce.
  template <class Space, class LT, std::size_t LN, class UT, std::size_t UN,
            class = std::enable_if_t<std::is_class<Space>::value && !impl::is_array<Space>::value>>
  MDRangePolicy(const Space&, const LT (&lo)[LN], const UT (&hi)[UN]) : MDRangePolicy(lo, hi) {}
  template <class Space, class LT, std::size_t LN, class UT, std::size_t UN, class TT, std::size_t TN,
            class = std::enable_if_t<std::is_class<Space>::value && !impl::is_array<Space>::value>>
  MDRangePolicy(const Space&, const LT (&lo)[LN], const UT (&hi)[UN], const TT (&tile)[TN])
      : MDRangePolicy(lo, hi, tile) {}

  tile_type tile_size_recommended() const {
    tile_type t{};
    for (unsigned i = 0; i < rank; ++i) t[i] = impl_tile_size_recommended(int(i));
    return t;
  }
  int max_total_tile_size() const { return Impl::get_tile_size_properties(space()).max_total_tile_size; }

 private:
  template <class A, class B> void set_bounds(const A& lo, const B& hi, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
      m_lower[i] = std::int64_t(impl::checked_bound<index_type>(lo[i], i));
      m_upper[i] = std::int64_t(impl::checked_bound<index_type>(hi[i], i));
    }
    init_tiles();
  }
  template <class T> void set_tiles(const T& tile, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) m_tile[i] = std::int64_t(tile[i]);
  }
  static constexpr int last_rank() { return inner_direction == Iterate::Right ? int(rank) - 1 : 0; }
  static int last_rank_tile(const Impl::TileSizeProperties& p, std::int64_t length) {
    return p.default_largest_tile_size == 0 ? int(length > 1 ? length : 1) : p.default_largest_tile_size;
  }
  int impl_tile_size_recommended(int r) const {
    const auto p = Impl::get_tile_size_properties(space());
    if (r == last_rank()) return last_rank_tile(p, m_upper[r] - m_lower[r]);
    // Kokkos: default_tile_size to the power (r + 1 inward from the right, r - 1 from the left)
    const int power = inner_direction == Iterate::Right ? r + 1 : r - 1;
    double prod = 1;
    for (int k = 0; k < power; ++k) prod *= p.default_tile_size;
    return prod < p.max_total_tile_size ? p.default_tile_size : 1;
  }
  // Kokkos' init_helper: bounds checked, tiles left 0 filled from the innermost dimension out.
  void init_tiles() {
    const auto p = Impl::get_tile_size_properties(space());
    const bool right = inner_direction == Iterate::Right;
    std::int64_t prod = 1;
    for (int k = 0; k < int(rank); ++k) {
      const int i = right ? int(rank) - 1 - k : k;
      if (m_upper[i] < m_lower[i])
        impl::host_abort("Kokkos::MDRangePolicy bounds error: The lower bound (" + std::to_string(m_lower[i]) +
                         ") is greater than its upper bound (" + std::to_string(m_upper[i]) + ") in dimension " +
                         std::to_string(i) + ".\n");
      if (m_tile[i] <= 0) {
        if (i != last_rank())
          m_tile[i] = prod * p.default_tile_size < p.max_total_tile_size ? p.default_tile_size : 1;
        else
          m_tile[i] = last_rank_tile(p, m_upper[i] - m_lower[i]);
      }
      prod *= m_tile[i];
    }
    if (prod > p.max_threads)
      impl::host_abort("ExecSpace Error: MDRange tile dims exceed maximum number of threads per block - choose "
                       "smaller tile dims");
  }
};

template <unsigned long A, unsigned long B>
constexpr WorkItemProperty::ImplWorkItemProperty<A | B> operator|(WorkItemProperty::ImplWorkItemProperty<A>,
                                                                  WorkItemProperty::ImplWorkItemProperty<B>) {
  return {};
}
template <unsigned long A, unsigned long B>
constexpr WorkItemProperty::ImplWorkItemProperty<A & B> operator&(WorkItemProperty::ImplWorkItemProperty<A>,
                                                                  WorkItemProperty::ImplWorkItemProperty<B>) {
  return {};
}
template <unsigned long A, unsigned long B>
constexpr bool operator==(WorkItemProperty::ImplWorkItemProperty<A>, WorkItemProperty::ImplWorkItemProperty<B>) {
  return A == B;
}
// Kokkos::Experimental::require(policy, property): the same policy (the hint is not used).
template <class Policy, unsigned long Bits>
Policy require(const Policy& p, WorkItemProperty::ImplWorkItemProperty<Bits>) {
  return p;
}

#undef KT_POLICY_TRAITS
}  // namespace kt
