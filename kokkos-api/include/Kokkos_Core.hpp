// kokkos-translate: declaration-only Kokkos API for parsing (never linked or run).
// The Kokkos 3.4 / 4.x core subset kokkos-translate understands, under the same qualified names as real Kokkos.
// Non-templates are declared only; templates that can see user types (lambdas, functors, tags, local structs)
// get trivial bodies, since Clang rejects an odr-used undefined function whose type has no linkage.
// Nothing is `inline`/`constexpr` without a body (-Wundefined-inline).  See README.md.
#ifndef KOKKOS_CORE_HPP
#define KOKKOS_CORE_HPP

#define KOKKOS_TRANSLATE_DECL_ONLY 1

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
// Standard headers real Kokkos_Core.hpp pulls in and that Kokkos programs
// often rely on without including them.  -DKOKKOS_TRANSLATE_LEAN_STD drops
// them (about 3x faster parsing, but such programs then fail to parse).
#ifndef KOKKOS_TRANSLATE_LEAN_STD
#include <algorithm>
#include <array>
#include <cassert>
#include <cfloat>
#include <cinttypes>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <unordered_map>
#include <vector>
#endif

// ===== Macros
#define KOKKOS_VERSION_MAJOR 4
#define KOKKOS_VERSION_MINOR 2
#define KOKKOS_VERSION_PATCH 0
#define KOKKOS_VERSION 40200
#define KOKKOS_IMPL_VERSION_OF(M, m, p) ((M)*10000 + (m)*100 + (p))
#define KOKKOS_VERSION_LESS(M, m, p) (KOKKOS_VERSION < KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_LESS_EQUAL(M, m, p) (KOKKOS_VERSION <= KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_GREATER(M, m, p) (KOKKOS_VERSION > KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_GREATER_EQUAL(M, m, p) (KOKKOS_VERSION >= KOKKOS_IMPL_VERSION_OF(M, m, p))
#define KOKKOS_VERSION_EQUAL(M, m, p) (KOKKOS_VERSION == KOKKOS_IMPL_VERSION_OF(M, m, p))

// Backend macros: those real Kokkos 4.x defines (KokkosCore_config.h) when built for the
// translation target, which kokkos-translate names with -DKOKKOS_TRANSLATE_TARGET_<T>, so that
// the program's `#ifdef KOKKOS_ENABLE_CUDA` paths are the ones translated. The host backend
// beside a device backend is Serial (what a Kokkos build with only a device backend enables).
// Without a target (plain parsing) this is a Serial build. The shim's target headers
// (kt/cuda.hpp, hip.hpp, openmp.hpp, openacc.hpp) define the same set for the vendor compile.
#define KOKKOS_ENABLE_SERIAL
#if defined(KOKKOS_TRANSLATE_TARGET_CUDA)
#define KOKKOS_ENABLE_CUDA
#define KOKKOS_ENABLE_CUDA_LAMBDA
#elif defined(KOKKOS_TRANSLATE_TARGET_HIP)
#define KOKKOS_ENABLE_HIP
#elif defined(KOKKOS_TRANSLATE_TARGET_OPENMP)
#define KOKKOS_ENABLE_OPENMPTARGET
#elif defined(KOKKOS_TRANSLATE_TARGET_OPENACC)
#define KOKKOS_ENABLE_OPENACC
#endif
#define KOKKOS_ENABLE_CXX17
#define KOKKOS_MEMORY_ALIGNMENT 64
// The compiler macros Kokkos_Macros.hpp defines for the target's vendor compiler (the runtime
// shim's kt/core/config.hpp defines them from that compiler's own): nvcc with g++ 12 as its
// host compiler (CUDA), clang (HIP, OpenMP, plain parsing), g++ 12 (OpenACC). A program's
// `#if defined(KOKKOS_COMPILER_NVCC)` then takes the branch its output is compiled with.
#if defined(KOKKOS_TRANSLATE_TARGET_CUDA)
#define KOKKOS_COMPILER_NVCC 1300
#define KOKKOS_COMPILER_GNU 1220
#elif defined(KOKKOS_TRANSLATE_TARGET_OPENACC)
#define KOKKOS_COMPILER_GNU 1220
#else
#define KOKKOS_COMPILER_CLANG (__clang_major__ * 100 + __clang_minor__ * 10 + __clang_patchlevel__)
#endif

#define KOKKOS_LAMBDA [=]
#define KOKKOS_CLASS_LAMBDA [ =, *this ]
#define KOKKOS_FUNCTION
#define KOKKOS_INLINE_FUNCTION inline
#define KOKKOS_FORCEINLINE_FUNCTION inline
#define KOKKOS_DEFAULTED_FUNCTION inline
#define KOKKOS_INLINE_FUNCTION_DELETED inline
#define KOKKOS_DEDUCTION_GUIDE
#define KOKKOS_RESTRICT __restrict__
#define KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_PUSH()
#define KOKKOS_IMPL_DISABLE_UNREACHABLE_WARNINGS_POP()
#define KOKKOS_INVALID_INDEX (~std::size_t(0))
#define KOKKOS_IMPL_CTOR_DEFAULT_ARG KOKKOS_INVALID_INDEX
#define KOKKOS_DEPRECATED [[deprecated]]
#define KOKKOS_DEPRECATED_WITH_COMMENT(comment) [[deprecated(comment)]]
#define KOKKOS_ATTRIBUTE_NODISCARD [[nodiscard]]
#define KOKKOS_IMPL_STRIP_PARENS(...) __VA_ARGS__
#define KOKKOS_IF_ON_HOST(CODE) { KOKKOS_IMPL_STRIP_PARENS CODE }
#define KOKKOS_IF_ON_DEVICE(CODE) {}
// As in a release build of Kokkos (Kokkos_Error.hpp without KOKKOS_ENABLE_DEBUG).
#ifndef KOKKOS_ASSERT
#define KOKKOS_ASSERT(...)
#endif

// Eight defaulted extent arguments, as in Kokkos' View constructors.
#define KOKKOS_IMPL_EXTENTS(DEF)                                              \
  const std::size_t arg_N0 = DEF, const std::size_t arg_N1 = DEF,             \
  const std::size_t arg_N2 = DEF, const std::size_t arg_N3 = DEF,             \
  const std::size_t arg_N4 = DEF, const std::size_t arg_N5 = DEF,             \
  const std::size_t arg_N6 = DEF, const std::size_t arg_N7 = DEF

// Trivial bodies leave parameters unused; keep -Wextra quiet without hiding user-code warnings.
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-parameter"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

namespace Kokkos {

// ===== Concepts (Kokkos_Concepts.hpp): T models CONCEPT if T::CONCEPT names T.
#define KOKKOS_IMPL_IS_CONCEPT(CONCEPT)                                        \
  template <class T, class = void>                                             \
  struct is_##CONCEPT : std::false_type {};                                    \
  template <class T>                                                           \
  struct is_##CONCEPT<T, std::enable_if_t<std::is_base_of<                     \
      typename std::remove_cv_t<T>::CONCEPT, std::remove_cv_t<T>>::value>>     \
      : std::true_type {};
KOKKOS_IMPL_IS_CONCEPT(memory_space) KOKKOS_IMPL_IS_CONCEPT(memory_traits) KOKKOS_IMPL_IS_CONCEPT(execution_space)
KOKKOS_IMPL_IS_CONCEPT(execution_policy) KOKKOS_IMPL_IS_CONCEPT(array_layout) KOKKOS_IMPL_IS_CONCEPT(reducer)
namespace Impl {
KOKKOS_IMPL_IS_CONCEPT(iteration_pattern) KOKKOS_IMPL_IS_CONCEPT(schedule_type) KOKKOS_IMPL_IS_CONCEPT(index_type)
KOKKOS_IMPL_IS_CONCEPT(launch_bounds) KOKKOS_IMPL_IS_CONCEPT(thread_team_member)
KOKKOS_IMPL_IS_CONCEPT(work_item_property)
using Kokkos::is_array_layout, Kokkos::is_execution_policy, Kokkos::is_execution_space, Kokkos::is_memory_space;
using Kokkos::is_memory_traits;
// A reference to nowhere, for trivial bodies that must return one.
template <class T> T& ref_to() { static std::remove_reference_t<T>* p = nullptr; return *p; }
template <class T, class D> using default_if_void_t = std::conditional_t<std::is_void<T>::value, D, T>;
template <class T> using rcv_t = std::remove_cv_t<T>;  // atomics: value argument not deduced
template <class... T> using enable_if_integral_t = std::enable_if_t<(std::is_integral<T>::value && ...)>;
}  // namespace Impl
#undef KOKKOS_IMPL_IS_CONCEPT

template <class T> struct is_space : std::integral_constant<bool, is_execution_space<T>::value ||
                                                   is_memory_space<T>::value> {};

// ===== Tags, AUTO, memory traits, layouts
struct AUTO_t { constexpr const AUTO_t& operator()() const { return *this; } };
inline constexpr AUTO_t AUTO{};
struct InvalidType {};
struct ParallelForTag {}; struct ParallelScanTag {}; struct ParallelReduceTag {};
struct ChunkSize { int value; ChunkSize(int value_); };

enum MemoryTraitsFlags { Unmanaged = 0x01, RandomAccess = 0x02, Atomic = 0x04, Restrict = 0x08, Aligned = 0x10 };
template <unsigned T> struct MemoryTraits {
  using memory_traits = MemoryTraits<T>;
  static constexpr unsigned impl_value = T;
  static constexpr bool is_unmanaged = T & Unmanaged, is_random_access = T & RandomAccess, is_atomic = T & Atomic;
  static constexpr bool is_restrict = T & Restrict, is_aligned = T & Aligned;
};
using MemoryManaged = Kokkos::MemoryTraits<0>;
using MemoryUnmanaged = Kokkos::MemoryTraits<Kokkos::Unmanaged>;
using MemoryRandomAccess = Kokkos::MemoryTraits<Kokkos::Unmanaged | Kokkos::RandomAccess>;

#define KOKKOS_IMPL_LAYOUT_COMMON(NAME, EXTENT_CONSTRUCTIBLE)                                      \
  using array_layout = NAME;                                                                       \
  std::size_t dimension[8];                                                                        \
  enum : bool { is_extent_constructible = EXTENT_CONSTRUCTIBLE };                                  \
  NAME(NAME const&) = default; NAME(NAME&&) = default;                                             \
  NAME& operator=(NAME const&) = default; NAME& operator=(NAME&&) = default;
struct LayoutLeft {
  KOKKOS_IMPL_LAYOUT_COMMON(LayoutLeft, true)
  std::size_t stride = KOKKOS_INVALID_INDEX;  // Kokkos 4.5: the padded leading extent
  explicit LayoutLeft(KOKKOS_IMPL_EXTENTS(0));
};
struct LayoutRight {
  KOKKOS_IMPL_LAYOUT_COMMON(LayoutRight, true)
  std::size_t stride = KOKKOS_INVALID_INDEX;  // Kokkos 4.5: the padded leading extent
  explicit LayoutRight(KOKKOS_IMPL_EXTENTS(0));
};
struct LayoutStride {
  KOKKOS_IMPL_LAYOUT_COMMON(LayoutStride, false)
  std::size_t stride[8];
  template <class iTypeOrder, class iTypeDimen>
  static LayoutStride order_dimensions(int const rank, iTypeOrder const* const order,
                                       iTypeDimen const* const dimen);
  explicit LayoutStride(std::size_t N0 = 0, std::size_t S0 = 0, std::size_t N1 = 0, std::size_t S1 = 0,
                        std::size_t N2 = 0, std::size_t S2 = 0, std::size_t N3 = 0, std::size_t S3 = 0,
                        std::size_t N4 = 0, std::size_t S4 = 0, std::size_t N5 = 0, std::size_t S5 = 0,
                        std::size_t N6 = 0, std::size_t S6 = 0, std::size_t N7 = 0, std::size_t S7 = 0);
};
#undef KOKKOS_IMPL_LAYOUT_COMMON

enum class Iterate { Default, Left, Right };

//----------------------------------------------------------------------------
// Execution and memory spaces.  As in the reference build (Kokkos 3.4 from
// libtrilinos-kokkos-dev) the default (host) execution space is Serial.
//----------------------------------------------------------------------------
template <class ExecutionSpace, class MemorySpace> struct Device {
  using execution_space = typename ExecutionSpace::execution_space;
  using memory_space = typename MemorySpace::memory_space;
  using device_type = Device<execution_space, memory_space>;
  using size_type = typename memory_space::size_type;
};

template <class ExecSpace> class ScratchMemorySpace {
 public:
  using memory_space = ScratchMemorySpace<ExecSpace>;
  using execution_space = ExecSpace;
  using device_type = Kokkos::Device<execution_space, memory_space>;
  using array_layout = typename ExecSpace::array_layout;
  using size_type = typename ExecSpace::size_type;
  static constexpr const char* name() { return "ScratchMemorySpace"; }
  void* get_shmem(const std::ptrdiff_t size, int level = -1) const;
  void* get_shmem_aligned(const std::ptrdiff_t size, const std::ptrdiff_t alignment, int level = -1) const;
};

class Serial; class OpenMP; class Threads; class Cuda; class HIP;
namespace Experimental { class OpenMPTarget; class OpenACC; class SYCL; class HPX; }
using DefaultHostExecutionSpace = Serial;
// As a Kokkos 4.x built for the target's backend: translating for CUDA or HIP, the default
// execution space is Cuda / HIP (so `View<T*>::size_type` and a StaticCrsGraph's default size
// type are CudaSpace's / HIPSpace's `unsigned int`, as real Kokkos configured for that backend
// says); for OpenMP kernel mode Experimental::OpenMPTarget, for OpenACC Experimental::OpenACC
// (a device space that is not the host's Serial, as in those Kokkos builds); without a target,
// Serial (the 3.4 reference build).
#if defined(KOKKOS_TRANSLATE_TARGET_CUDA)
using DefaultExecutionSpace = Cuda;
#elif defined(KOKKOS_TRANSLATE_TARGET_HIP)
using DefaultExecutionSpace = HIP;
#elif defined(KOKKOS_TRANSLATE_TARGET_OPENMP)
using DefaultExecutionSpace = Experimental::OpenMPTarget;
#elif defined(KOKKOS_TRANSLATE_TARGET_OPENACC) || defined(KOKKOS_TRANSLATE_TARGET_OPENACCGP)
using DefaultExecutionSpace = Experimental::OpenACC;
#else
using DefaultExecutionSpace = Serial;
#endif

#define KOKKOS_IMPL_MEMORY_SPACE(NAME, EXEC, SIZE)                                         \
  class NAME {                                                                             \
   public:                                                                                 \
    using memory_space = NAME;                                                             \
    using execution_space = EXEC;                                                          \
    using device_type = Kokkos::Device<execution_space, memory_space>;                     \
    using size_type = SIZE;                                                                \
    NAME(); static const char* name();                                                     \
    void* allocate(const std::size_t arg_alloc_size) const;                                \
    void* allocate(const char* arg_label, const std::size_t arg_alloc_size,                \
                   const std::size_t arg_logical_size = 0) const;                          \
    void deallocate(void* const arg_alloc_ptr, const std::size_t arg_alloc_size) const;    \
  };
KOKKOS_IMPL_MEMORY_SPACE(HostSpace, DefaultHostExecutionSpace, std::size_t)
class AnonymousSpace {  // memory of any space (Kokkos_AnonymousSpace.hpp); it allocates nothing
 public:
  using memory_space = AnonymousSpace; using execution_space = DefaultExecutionSpace;
  using device_type = Kokkos::Device<execution_space, memory_space>; using size_type = std::size_t;
  static constexpr const char* name() { return "Anonymous"; }
};
KOKKOS_IMPL_MEMORY_SPACE(CudaSpace, Cuda, unsigned int) KOKKOS_IMPL_MEMORY_SPACE(CudaUVMSpace, Cuda, unsigned int)
KOKKOS_IMPL_MEMORY_SPACE(CudaHostPinnedSpace, Cuda, unsigned int) KOKKOS_IMPL_MEMORY_SPACE(HIPSpace, HIP, unsigned int)
KOKKOS_IMPL_MEMORY_SPACE(HIPHostPinnedSpace, HIP, unsigned int)
KOKKOS_IMPL_MEMORY_SPACE(HIPManagedSpace, HIP, unsigned int)
namespace Experimental {  // the other backends' spaces (Kokkos 4.x), declared as Cuda's and HIP's are
KOKKOS_IMPL_MEMORY_SPACE(OpenMPTargetSpace, OpenMPTarget, std::size_t)
KOKKOS_IMPL_MEMORY_SPACE(OpenACCSpace, OpenACC, std::size_t)
KOKKOS_IMPL_MEMORY_SPACE(SYCLDeviceUSMSpace, SYCL, std::size_t)
KOKKOS_IMPL_MEMORY_SPACE(SYCLSharedUSMSpace, SYCL, std::size_t)
KOKKOS_IMPL_MEMORY_SPACE(SYCLHostUSMSpace, SYCL, std::size_t)
}  // namespace Experimental
#undef KOKKOS_IMPL_MEMORY_SPACE
#if defined(KOKKOS_ENABLE_CUDA)  // as Kokkos 4: the backend's managed space (host-only: HostSpace)
using SharedSpace = CudaUVMSpace;
#elif defined(KOKKOS_ENABLE_HIP)
using SharedSpace = HIPManagedSpace;
#else
using SharedSpace = HostSpace;
#endif
#if defined(KOKKOS_ENABLE_CUDA)  // as Kokkos 4: the backend's pinned host space, else HostSpace
using SharedHostPinnedSpace = CudaHostPinnedSpace;
#elif defined(KOKKOS_ENABLE_HIP)
using SharedHostPinnedSpace = HIPHostPinnedSpace;
#else
using SharedHostPinnedSpace = HostSpace;
#endif

#define KOKKOS_IMPL_EXECUTION_SPACE(NAME, MEMSPACE, LAYOUT)                      \
  class NAME {                                                                   \
   public:                                                                       \
    using execution_space = NAME;                                                \
    using memory_space = MEMSPACE;                                               \
    using device_type = Kokkos::Device<execution_space, memory_space>;           \
    using size_type = memory_space::size_type;                                   \
    using array_layout = LAYOUT;                                                 \
    using scratch_memory_space = ScratchMemorySpace<NAME>;                       \
    NAME();                                                                      \
    void fence() const;                                                          \
    void fence(const std::string& name) const;                                   \
    static int concurrency(); static bool in_parallel(); static const char* name(); \
    KOKKOS_FUNCTION static unsigned impl_hardware_thread_id(); /* Impl: 0 in kernels */ \
    static unsigned impl_max_hardware_threads();                                \
    void print_configuration(std::ostream& os, bool verbose = false) const;      \
  };
KOKKOS_IMPL_EXECUTION_SPACE(Serial, HostSpace, LayoutRight) KOKKOS_IMPL_EXECUTION_SPACE(OpenMP, HostSpace, LayoutRight)
KOKKOS_IMPL_EXECUTION_SPACE(Threads, HostSpace, LayoutRight) KOKKOS_IMPL_EXECUTION_SPACE(Cuda, CudaSpace, LayoutLeft)
KOKKOS_IMPL_EXECUTION_SPACE(HIP, HIPSpace, LayoutLeft)
namespace Experimental {
KOKKOS_IMPL_EXECUTION_SPACE(OpenMPTarget, OpenMPTargetSpace, LayoutLeft)
KOKKOS_IMPL_EXECUTION_SPACE(OpenACC, OpenACCSpace, LayoutLeft)
KOKKOS_IMPL_EXECUTION_SPACE(SYCL, SYCLDeviceUSMSpace, LayoutLeft)
KOKKOS_IMPL_EXECUTION_SPACE(HPX, HostSpace, LayoutRight)
}  // namespace Experimental
#undef KOKKOS_IMPL_EXECUTION_SPACE

namespace Experimental {
#ifndef KOKKOS_TRANSLATE_LEAN_STD
template <class ExecSpace, class... Args>
std::vector<ExecSpace> partition_space(ExecSpace const& space, Args... args) { return {}; }
#endif
using Kokkos::HIP, Kokkos::HIPHostPinnedSpace, Kokkos::HIPSpace;  // Kokkos 3.x spellings
}  // namespace Experimental

template <class AccessSpace, class MemorySpace> struct SpaceAccessibility {
  static constexpr bool accessible = true, assignable = true, deepcopy = true;
  using space = MemorySpace;
};

// ===== Kokkos::Array, Kokkos::pair
template <class T = void, std::size_t N = KOKKOS_INVALID_INDEX, class Proxy = void> struct Array {
  T m_internal_implementation_private_member_data[N];
  using reference = T&; using const_reference = std::add_const_t<T>&; using value_type = T;
  using size_type = std::size_t; using difference_type = std::ptrdiff_t;
  using pointer = T*; using const_pointer = std::add_const_t<T>*;
  static constexpr size_type size() { return N; }
  static constexpr bool empty() { return false; }
  constexpr size_type max_size() const { return N; }
  template <class iType>
  constexpr reference operator[](const iType& i) { return m_internal_implementation_private_member_data[i]; }
  template <class iType>
  constexpr const_reference operator[](const iType& i) const { return m_internal_implementation_private_member_data[i]; }
  constexpr pointer data() { return m_internal_implementation_private_member_data; }
  constexpr const_pointer data() const { return m_internal_implementation_private_member_data; }
  constexpr pointer begin() { return data(); } constexpr const_pointer begin() const { return data(); }
  constexpr pointer end() { return data() + N; } constexpr const_pointer end() const { return data() + N; }
  friend constexpr bool operator==(Array const& l, Array const& r) noexcept {
    for (std::size_t i = 0; i != N; ++i)
      if (l[i] != r[i]) return false;
    return true;
  }
  friend constexpr bool operator!=(Array const& l, Array const& r) noexcept { return !(l == r); }
  friend constexpr void kokkos_swap(Array& a, Array& b) noexcept {}
};
template <class T, class Proxy> struct Array<T, 0, Proxy> {  // Kokkos 4: no element, data() is null
  using reference = T&; using const_reference = std::add_const_t<T>&; using value_type = T;
  using size_type = std::size_t; using difference_type = std::ptrdiff_t;
  using pointer = T*; using const_pointer = std::add_const_t<T>*;
  static constexpr size_type size() { return 0; }
  static constexpr bool empty() { return true; }
  constexpr size_type max_size() const { return 0; }
  template <class iType> reference operator[](const iType&) { return *data(); }
  template <class iType> const_reference operator[](const iType&) const { return *data(); }
  constexpr pointer data() { return nullptr; }
  constexpr const_pointer data() const { return nullptr; }
  friend constexpr bool operator==(Array const&, Array const&) noexcept { return true; }
  friend constexpr bool operator!=(Array const&, Array const&) noexcept { return false; }
  friend constexpr void kokkos_swap(Array&, Array&) noexcept {}
};
template <class T, class... U> Array(T, U...) -> Array<T, 1 + sizeof...(U)>;
template <class T, std::size_t N> constexpr Array<std::remove_cv_t<T>, N> to_array(T (&a)[N]) { return {}; }
template <class T, std::size_t N> constexpr Array<std::remove_cv_t<T>, N> to_array(T (&&a)[N]) { return {}; }
template <std::size_t I, class T, std::size_t N> constexpr T& get(Array<T, N>& a) noexcept { return a[I]; }
template <std::size_t I, class T, std::size_t N> constexpr T const& get(Array<T, N> const& a) noexcept { return a[I]; }
template <std::size_t I, class T, std::size_t N> constexpr T&& get(Array<T, N>&& a) noexcept { return static_cast<T&&>(a[I]); }
template <std::size_t I, class T, std::size_t N>
constexpr T const&& get(Array<T, N> const&& a) noexcept { return static_cast<T const&&>(a[I]); }
template <class T, std::size_t N> constexpr T const* begin(Array<T, N> const& a) noexcept { return a.data(); }
template <class T, std::size_t N> constexpr T* begin(Array<T, N>& a) noexcept { return a.data(); }
template <class T, std::size_t N> constexpr T const* end(Array<T, N> const& a) noexcept { return a.data() + N; }
template <class T, std::size_t N> constexpr T* end(Array<T, N>& a) noexcept { return a.data() + N; }
}  // namespace Kokkos
template <class T, std::size_t N>  // structured bindings
struct std::tuple_size<Kokkos::Array<T, N>> : std::integral_constant<std::size_t, N> {};
template <std::size_t I, class T, std::size_t N> struct std::tuple_element<I, Kokkos::Array<T, N>> { using type = T; };
namespace Kokkos {

template <class T1, class T2> struct pair {
  using first_type = T1; using second_type = T2;
  first_type first; second_type second;
  pair() = default;
  constexpr pair(first_type const& f, second_type const& s) : first(f), second(s) {}
  template <class U, class V> constexpr pair(const pair<U, V>& p) : first(p.first), second(p.second) {}
  template <class U, class V> pair(const std::pair<U, V>& p) : first(p.first), second(p.second) {}
  template <class U, class V>
  pair<T1, T2>& operator=(const pair<U, V>& p) { first = p.first; second = p.second; return *this; }
  std::pair<T1, T2> to_std_pair() const { return std::pair<T1, T2>(first, second); }
};
template <class T1, class T2> constexpr pair<T1, T2> make_pair(T1 x, T2 y) { return pair<T1, T2>(x, y); }
template <class T1, class T2> constexpr pair<T1&, T2&> tie(T1& x, T2& y) { return pair<T1&, T2&>(x, y); }
template <class T1, class T2>
constexpr bool operator==(const pair<T1, T2>& a, const pair<T1, T2>& b) { return a.first == b.first && a.second == b.second; }
template <class T1, class T2> constexpr bool operator!=(const pair<T1, T2>& a, const pair<T1, T2>& b) { return !(a == b); }
template <class T1, class T2> constexpr bool operator<(const pair<T1, T2>& a, const pair<T1, T2>& b) {
  return a.first < b.first || (!(b.first < a.first) && a.second < b.second);
}

// ===== Execution policy properties and traits
struct Static {}; struct Dynamic {};
template <class T> struct Schedule {
  static_assert(std::is_same<T, Static>::value || std::is_same<T, Dynamic>::value,
                "Kokkos: Invalid Schedule<> type.");
  using schedule_type = Schedule;
  using type = T;
};
template <typename T> struct IndexType {
  static_assert(std::is_integral<T>::value, "Kokkos: Invalid IndexType<>.");
  using index_type = IndexType;
  using type = T;
};
template <unsigned int maxT = 0, unsigned int minB = 0> struct LaunchBounds {
  using launch_bounds = LaunchBounds; using type = LaunchBounds<maxT, minB>;
  static constexpr unsigned int maxTperB{maxT}, minBperSM{minB};
};
template <unsigned N, Iterate OuterDir = Iterate::Default, Iterate InnerDir = Iterate::Default> struct Rank {
  static_assert(N > 1u && N < 9u, "Kokkos Error: MDRangePolicy rank must be 2..8");
  using iteration_pattern = Rank<N, OuterDir, InnerDir>;
  static constexpr int rank = N;
  static constexpr Iterate outer_direction = OuterDir, inner_direction = InnerDir;
};

namespace Impl {
struct PolicyTraitsBase {
  using execution_space = void; using schedule_type = void; using index_type = void;
  using iteration_pattern = void; using launch_bounds = void; using work_tag = void;
  using work_item_property = void;
};
// Classifies one policy property; anything unrecognised is the work tag.
template <class Base, class P, class = void> struct PolicyTraitSet : Base { using work_tag = P; };
#define KOKKOS_IMPL_POLICY_TRAIT(COND, MEMBER, VALUE)                             \
  template <class Base, class P>                                                  \
  struct PolicyTraitSet<Base, P, std::enable_if_t<COND<P>::value>> : Base {       \
    using MEMBER = VALUE;                                                         \
  };
KOKKOS_IMPL_POLICY_TRAIT(is_execution_space, execution_space, P)
KOKKOS_IMPL_POLICY_TRAIT(is_schedule_type, schedule_type, P)
KOKKOS_IMPL_POLICY_TRAIT(is_index_type, index_type, P)
KOKKOS_IMPL_POLICY_TRAIT(std::is_integral, index_type, IndexType<P>)
KOKKOS_IMPL_POLICY_TRAIT(is_iteration_pattern, iteration_pattern, P)
KOKKOS_IMPL_POLICY_TRAIT(is_launch_bounds, launch_bounds, P)
KOKKOS_IMPL_POLICY_TRAIT(is_work_item_property, work_item_property, P)
#undef KOKKOS_IMPL_POLICY_TRAIT
template <class Base, class... P> struct AnalyzePolicy : Base {};
template <class Base, class P, class... R>
struct AnalyzePolicy<Base, P, R...> : AnalyzePolicy<PolicyTraitSet<Base, P>, R...> {};

template <class... Properties> struct PolicyTraits {
 private:
  using analysis = AnalyzePolicy<PolicyTraitsBase, Properties...>;

 public:
  using execution_space = default_if_void_t<typename analysis::execution_space, Kokkos::DefaultExecutionSpace>;
  using schedule_type = default_if_void_t<typename analysis::schedule_type, Kokkos::Schedule<Kokkos::Static>>;
  using index_type = typename default_if_void_t<typename analysis::index_type,
                                                Kokkos::IndexType<typename execution_space::size_type>>::type;
  using iteration_pattern = typename analysis::iteration_pattern;
  using launch_bounds = default_if_void_t<typename analysis::launch_bounds, Kokkos::LaunchBounds<>>;
  using work_tag = typename analysis::work_tag;
  using work_item_property = typename analysis::work_item_property;
  using occupancy_control = void;
};
}  // namespace Impl

// ===== RangePolicy
template <class... Properties> class RangePolicy : public Impl::PolicyTraits<Properties...> {
 public:
  using traits = Impl::PolicyTraits<Properties...>;
  using execution_policy = RangePolicy<Properties...>;
  using member_type = typename traits::index_type;
  using index_type = typename traits::index_type;

 private:
  template <class I>
  using enable_index_t = std::enable_if_t<std::is_convertible<I, member_type>::value && !is_space<I>::value>;

 public:
  RangePolicy() {}
  template <class... OtherProperties> RangePolicy(const RangePolicy<OtherProperties...>&) {}
  template <class I1, class I2, class... Args, class = enable_index_t<I1>, class = enable_index_t<I2>>
  RangePolicy(const I1 work_begin, const I2 work_end, Args... args) {}  // by value, as in Kokkos 4
  template <class I1, class I2, class... Args, class = enable_index_t<I1>, class = enable_index_t<I2>>
  RangePolicy(const typename traits::execution_space& work_space, const I1 work_begin, const I2 work_end,
              Args... args) {}
  // The host space's instance on a device policy (`RangePolicy<>(DefaultHostExecutionSpace(), 0,
  // n)`, translating for CUDA or HIP): accepted as by the Serial reference build, where it is the
  // default space; Kokkos built for CUDA or HIP rejects it (docs/LIBRARY.md). The translator runs
  // the dispatch on the instance's space.
  template <class S, class I1, class I2, class... Args,
            class = std::enable_if_t<std::is_same<S, DefaultHostExecutionSpace>::value &&
                                     !std::is_same<S, typename traits::execution_space>::value>,
            class = enable_index_t<I1>, class = enable_index_t<I2>>
  RangePolicy(const S& work_space, const I1 work_begin, const I2 work_end, Args... args) {}
  const typename traits::execution_space& space() const { return Impl::ref_to<typename traits::execution_space>(); }
  member_type begin() const { return 0; }
  member_type end() const { return 0; }
  member_type chunk_size() const { return 0; }
  RangePolicy& set_chunk_size(int chunk_size) { return *this; }
};

// ===== MDRangePolicy (Kokkos:: since 3.3; Kokkos::Experimental:: aliases kept)
namespace Impl {
// The backend's tile-size limits (Kokkos 4.x KokkosExp_MDRangePolicy.hpp).
struct TileSizeProperties { int max_threads, default_largest_tile_size, default_tile_size, max_total_tile_size; };
template <typename ExecutionSpace> TileSizeProperties get_tile_size_properties(const ExecutionSpace&) { return {}; }
}  // namespace Impl
template <class... Properties> struct MDRangePolicy : public Impl::PolicyTraits<Properties...> {
  using traits = Impl::PolicyTraits<Properties...>;
  using range_policy = RangePolicy<Properties...>;
  using execution_policy = MDRangePolicy<Properties...>;
  using iteration_pattern = typename traits::iteration_pattern;
  static_assert(!std::is_void<iteration_pattern>::value, "Kokkos Error: MD iteration pattern not defined");
  using work_tag = typename traits::work_tag;
  using launch_bounds = typename traits::launch_bounds;
  using member_type = typename range_policy::member_type;
  static constexpr int rank = iteration_pattern::rank;
  using index_type = typename traits::index_type;
  using array_index_type = std::int64_t;
  using point_type = Kokkos::Array<array_index_type, rank>;
  using tile_type = Kokkos::Array<array_index_type, rank>;
  static constexpr auto outer_direction = iteration_pattern::outer_direction;
  static constexpr auto inner_direction = iteration_pattern::inner_direction;
  static constexpr auto Right = Iterate::Right, Left = Iterate::Left;

  MDRangePolicy() = default;
  // Braced lists bind to these array references: ({0,0}, {N,M}[, {t0,t1}]).
  template <class LT, std::size_t LN, class UT, std::size_t UN, class TT = array_index_type, std::size_t TN = rank,
            class = Impl::enable_if_integral_t<LT, UT, TT>>
  MDRangePolicy(const LT (&lower)[LN], const UT (&upper)[UN], const TT (&tile)[TN] = {}) {}
  template <class LT, std::size_t LN, class UT, std::size_t UN, class TT = array_index_type, std::size_t TN = rank,
            class = Impl::enable_if_integral_t<LT, UT, TT>>
  MDRangePolicy(const typename traits::execution_space& work_space, const LT (&lower)[LN], const UT (&upper)[UN],
                const TT (&tile)[TN] = {}) {}
  MDRangePolicy(point_type const& lower, point_type const& upper, tile_type const& tile = tile_type{}) {}
  MDRangePolicy(const typename traits::execution_space& work_space, point_type const& lower,
                point_type const& upper, tile_type const& tile = tile_type{}) {}
  template <typename T, std::size_t NT = rank, typename = std::enable_if_t<std::is_integral<T>::value>>
  MDRangePolicy(Kokkos::Array<T, rank> const& lower, Kokkos::Array<T, rank> const& upper,
                Kokkos::Array<T, NT> const& tile = Kokkos::Array<T, NT>{}) {}
  template <class... OtherProperties> MDRangePolicy(const MDRangePolicy<OtherProperties...>) {}
  const typename traits::execution_space& space() const { return Impl::ref_to<typename traits::execution_space>(); }
  // The recommended tiles and the tile limit of the policy's space (Kokkos 4.x).
  tile_type tile_size_recommended() const;
  int max_total_tile_size() const;
  // The bounds and tile (public data in Kokkos, and in the shim). Not declared: the tiling state
  // internal to Kokkos (m_tile_end, m_num_tiles, m_prod_tile_dims).
  point_type m_lower = {}, m_upper = {};
  tile_type m_tile = {};
};

namespace Experimental { using Kokkos::Iterate, Kokkos::MDRangePolicy, Kokkos::Rank; }

// ===== Team members, TeamPolicy, scratch requests
namespace Impl {
struct PerTeamValue { std::size_t value; PerTeamValue(std::size_t arg); };
struct PerThreadValue { std::size_t value; PerThreadValue(std::size_t arg); };

#define KOKKOS_IMPL_TEAM_MEMBER_API(SELF, SPACE)                                                     \
 public:                                                                                            \
  using execution_space = SPACE;                                                                    \
  using scratch_memory_space = typename SPACE::scratch_memory_space;                                \
  using thread_team_member = SELF;                                                                  \
  int league_rank() const noexcept; int league_size() const noexcept;                              \
  int team_rank() const noexcept; int team_size() const noexcept;                                  \
  void team_barrier() const noexcept;                                                               \
  const scratch_memory_space& team_shmem() const;                                                   \
  const scratch_memory_space& team_scratch(int level) const;                                        \
  const scratch_memory_space& thread_scratch(int level) const;                                      \
  template <typename T>                                                                             \
  void team_broadcast(T& value, const int source_team_rank) const noexcept {}                       \
  template <class Closure, typename T>                                                              \
  void team_broadcast(Closure const& f, T& value, const int source_team_rank) const noexcept {}     \
  template <typename ReducerType>                                                                   \
  std::enable_if_t<is_reducer<ReducerType>::value> team_reduce(ReducerType const& reducer)          \
      const noexcept {}                                                                             \
  template <typename ReducerType>                                                                   \
  std::enable_if_t<is_reducer<ReducerType>::value> team_reduce(                                     \
      ReducerType const& reducer, typename ReducerType::value_type const contribution)              \
      const noexcept {}                                                                             \
  template <typename T>                                                                             \
  T team_scan(T const& value, T* const global_accum = nullptr) const noexcept { return value; }

template <class HostExecSpace> class HostThreadTeamMember {
  KOKKOS_IMPL_TEAM_MEMBER_API(HostThreadTeamMember, HostExecSpace)
  using host_thread_team_member = HostThreadTeamMember;
};
class CudaTeamMember { KOKKOS_IMPL_TEAM_MEMBER_API(CudaTeamMember, Kokkos::Cuda) };
class HIPTeamMember { KOKKOS_IMPL_TEAM_MEMBER_API(HIPTeamMember, Kokkos::HIP) };
#undef KOKKOS_IMPL_TEAM_MEMBER_API

template <class ExecSpace> struct TeamMemberFor { using type = HostThreadTeamMember<ExecSpace>; };
template <> struct TeamMemberFor<Kokkos::Cuda> { using type = CudaTeamMember; };
template <> struct TeamMemberFor<Kokkos::HIP> { using type = HIPTeamMember; };

template <class ExecSpace, class... Properties> class TeamPolicyInternal : public Impl::PolicyTraits<Properties...> {
  using traits = Impl::PolicyTraits<Properties...>;

 public:
  using index_type = typename traits::index_type;
  using execution_space = ExecSpace;
  using member_type = typename TeamMemberFor<ExecSpace>::type;

  template <class FunctorType> int team_size_max(const FunctorType&, const ParallelForTag&) const { return 1; }
  template <class FunctorType> int team_size_max(const FunctorType&, const ParallelReduceTag&) const { return 1; }
  template <class FunctorType, class ReducerType>
  int team_size_max(const FunctorType&, const ReducerType&, const ParallelReduceTag&) const { return 1; }
  template <class FunctorType>
  int team_size_recommended(const FunctorType&, const ParallelForTag&) const { return 1; }
  template <class FunctorType>
  int team_size_recommended(const FunctorType&, const ParallelReduceTag&) const { return 1; }
  template <class FunctorType, class ReducerType>
  int team_size_recommended(const FunctorType&, const ReducerType&, const ParallelReduceTag&) const { return 1; }
  static int vector_length_max() { return 1; }
  static int scratch_size_max(int level) { return 0; }
  int league_size() const { return 0; }
  int team_size() const { return 0; }
  int vector_length() const { return 1; }
  int impl_vector_length() const { return 1; }
  bool impl_auto_team_size() const { return false; } bool impl_auto_vector_length() const { return false; }
  index_type chunk_size() const { return 0; }
  std::size_t scratch_size(const int& level, int team_size_ = -1) const { return 0; }
  std::size_t team_scratch_size(const int& level) const { return 0; }
  std::size_t thread_scratch_size(const int& level) const { return 0; }
  const typename traits::execution_space& space() const { return Impl::ref_to<typename traits::execution_space>(); }
};
}  // namespace Impl

Impl::PerTeamValue PerTeam(const std::size_t& arg);
Impl::PerThreadValue PerThread(const std::size_t& arg);

template <class... Properties> class TeamPolicy
    : public Impl::TeamPolicyInternal<typename Impl::PolicyTraits<Properties...>::execution_space, Properties...> {
  using internal_policy =
      Impl::TeamPolicyInternal<typename Impl::PolicyTraits<Properties...>::execution_space, Properties...>;

 public:
  using traits = Impl::PolicyTraits<Properties...>;
  using execution_policy = TeamPolicy<Properties...>;
  using member_type = typename internal_policy::member_type;
  using execution_space = typename traits::execution_space;

  TeamPolicy() {}
  TeamPolicy(const execution_space& space, int league_size, int team_size, int vector_length = 1) {}
  TeamPolicy(const execution_space& space, int league_size, const AUTO_t&, int vector_length = 1) {}
  TeamPolicy(const execution_space& space, int league_size, const AUTO_t&, const AUTO_t&) {}
  TeamPolicy(const execution_space& space, int league_size, const int team_size, const AUTO_t&) {}
  TeamPolicy(int league_size, int team_size, int vector_length = 1) {}
  TeamPolicy(int league_size, const AUTO_t&, int vector_length = 1) {}
  TeamPolicy(int league_size, const AUTO_t&, const AUTO_t&) {}
  TeamPolicy(int league_size, const int team_size, const AUTO_t&) {}
  template <class... OtherProperties> TeamPolicy(const TeamPolicy<OtherProperties...>) {}

  TeamPolicy& set_chunk_size(int chunk) { return *this; }
  TeamPolicy& set_scratch_size(const int& level, const Impl::PerTeamValue& per_team) { return *this; }
  TeamPolicy& set_scratch_size(const int& level, const Impl::PerThreadValue& per_thread) { return *this; }
  TeamPolicy& set_scratch_size(const int& lvl, const Impl::PerTeamValue&, const Impl::PerThreadValue&) { return *this; }
  TeamPolicy& set_scratch_size(const int& lvl, const Impl::PerThreadValue&, const Impl::PerTeamValue&) { return *this; }
};

// ===== Nested policies: TeamThreadRange, TeamVectorRange, ThreadVectorRange, single
namespace Impl {
#define KOKKOS_IMPL_BOUNDARIES_STRUCT(NAME)                                                  \
  template <typename iType, class TeamMemberType>                                            \
  struct NAME {                                                                              \
    using index_type = iType;                                                                \
    const TeamMemberType& member;                                                            \
    const iType start, end;                                                                  \
    NAME(const TeamMemberType& arg_thread, const iType& arg_count);                          \
    NAME(const TeamMemberType& arg_thread, const iType& arg_begin, const iType& arg_end);    \
  };
KOKKOS_IMPL_BOUNDARIES_STRUCT(TeamThreadRangeBoundariesStruct)
KOKKOS_IMPL_BOUNDARIES_STRUCT(TeamVectorRangeBoundariesStruct)
KOKKOS_IMPL_BOUNDARIES_STRUCT(ThreadVectorRangeBoundariesStruct)
#undef KOKKOS_IMPL_BOUNDARIES_STRUCT
template <class TeamMemberType> struct ThreadSingleStruct {
  const TeamMemberType& team_member;
  ThreadSingleStruct(const TeamMemberType& team_member_);
};
template <class TeamMemberType> struct VectorSingleStruct {
  const TeamMemberType& team_member;
  VectorSingleStruct(const TeamMemberType& team_member_);
};
template <class Member> using enable_if_team_member_t = std::enable_if_t<is_thread_team_member<Member>::value>;
}  // namespace Impl

// Bounds are taken by value, as by the backend overloads real Kokkos selects (3.4 and 4.x): a reference
// parameter would odr-use a `const int N` inside a lambda and change its implicit capture set.
#define KOKKOS_IMPL_NESTED_RANGE(FUNC, STRUCT)                                                         \
  template <typename iType, class TeamMemberType, class = Impl::enable_if_team_member_t<TeamMemberType>> \
  Impl::STRUCT<iType, TeamMemberType> FUNC(const TeamMemberType& thread, iType count);                 \
  template <typename iType1, typename iType2, class TeamMemberType,                                    \
            class = Impl::enable_if_team_member_t<TeamMemberType>>                                     \
  Impl::STRUCT<std::common_type_t<iType1, iType2>, TeamMemberType> FUNC(                               \
      const TeamMemberType& thread, iType1 begin, iType2 end);
KOKKOS_IMPL_NESTED_RANGE(TeamThreadRange, TeamThreadRangeBoundariesStruct)
KOKKOS_IMPL_NESTED_RANGE(TeamVectorRange, TeamVectorRangeBoundariesStruct)
KOKKOS_IMPL_NESTED_RANGE(ThreadVectorRange, ThreadVectorRangeBoundariesStruct)
#undef KOKKOS_IMPL_NESTED_RANGE

template <class TeamMemberType, class = Impl::enable_if_team_member_t<TeamMemberType>>
Impl::ThreadSingleStruct<TeamMemberType> PerTeam(const TeamMemberType& thread);
template <class TeamMemberType, class = Impl::enable_if_team_member_t<TeamMemberType>>
Impl::VectorSingleStruct<TeamMemberType> PerThread(const TeamMemberType& thread);

template <class Member, class Functor> void single(const Impl::ThreadSingleStruct<Member>&, const Functor& f) {}
template <class Member, class Functor, class T>
void single(const Impl::ThreadSingleStruct<Member>&, const Functor& f, T& v) {}
template <class Member, class Functor> void single(const Impl::VectorSingleStruct<Member>&, const Functor& f) {}
template <class Member, class Functor, class T>
void single(const Impl::VectorSingleStruct<Member>&, const Functor& f, T& v) {}

// ===== View
template <class DataType, class... Properties> class View;
template <class T> struct is_view : std::false_type {};
template <class D, class... P> struct is_view<View<D, P...>> : std::true_type {};
template <class D, class... P> struct is_view<const View<D, P...>> : std::true_type {};

struct ALL_t {
  constexpr const ALL_t& operator()() const { return *this; }
  constexpr bool operator==(const ALL_t&) const { return true; }
};
inline constexpr Kokkos::ALL_t ALL{};

namespace Impl {
using Kokkos::ALL_t;  // Kokkos 3.x spelling
using Kokkos::is_view;
struct WithoutInitializing_t {}; struct AllowPadding_t {}; struct SequentialHostInit_t {};

template <class... P> struct ViewCtorProp {
  ViewCtorProp() = default;
  template <class A, class... R> ViewCtorProp(A const&, R const&...) {}  // ViewAllocateWithoutInitializing("x")
  static constexpr bool has_pointer = (std::is_pointer<P>::value || ... || false);
  static constexpr bool has_label = (std::is_same<P, std::string>::value || ... || false);
  static constexpr bool initialize = !(std::is_same<P, WithoutInitializing_t>::value || ... || false);
};
template <class T> using ViewCtorPropArg_t = std::conditional_t<  // string literal / char* labels -> std::string
    std::is_array<T>::value || std::is_same<std::decay_t<T>, const char*>::value ||
    std::is_same<std::decay_t<T>, char*>::value, std::string, std::decay_t<T>>;

template <class T> struct is_view_label : std::false_type {};
template <> struct is_view_label<std::string> : std::true_type {};
template <std::size_t N> struct is_view_label<char[N]> : std::true_type {};
template <std::size_t N> struct is_view_label<const char[N]> : std::true_type {};
template <> struct is_view_label<const char*> : std::true_type {};
template <> struct is_view_label<char*> : std::true_type {};

// DataType analysis: value type, rank and rank_dynamic of T, T*, T[], T[N].
template <class T> struct ViewArrayAnalysis {
  using value_type = T; static constexpr unsigned rank = 0, rank_dynamic = 0; template <class V> using rebind = V;
};
#define KOKKOS_IMPL_VIEW_ARRAY_ANALYSIS(PARAMS, SPEC, DYN, REBIND)                       \
  template <PARAMS>                                                                     \
  struct ViewArrayAnalysis<SPEC> {                                                      \
    using value_type = typename ViewArrayAnalysis<T>::value_type;                       \
    static constexpr unsigned rank = ViewArrayAnalysis<T>::rank + 1;                    \
    static constexpr unsigned rank_dynamic = ViewArrayAnalysis<T>::rank_dynamic + DYN;  \
    template <class V>                                                                  \
    using rebind = typename ViewArrayAnalysis<T>::template rebind<V> REBIND;            \
  };
#define KOKKOS_IMPL_COMMA ,
KOKKOS_IMPL_VIEW_ARRAY_ANALYSIS(class T, T*, 1, *) KOKKOS_IMPL_VIEW_ARRAY_ANALYSIS(class T, T[], 1, [])
KOKKOS_IMPL_VIEW_ARRAY_ANALYSIS(class T KOKKOS_IMPL_COMMA std::size_t N, T[N], 0, [N])
#undef KOKKOS_IMPL_VIEW_ARRAY_ANALYSIS
#undef KOKKOS_IMPL_COMMA

// View properties, in any order: layout, space (memory / execution / Device), memory traits, void.
template <class L, class S, class M, class... P> struct ViewProps {
  using array_layout = L; using space = S; using memory_traits = M;
};
template <class L, class S, class M, class P, class... R> struct ViewProps<L, S, M, P, R...>
    : std::conditional_t<
          std::is_void<P>::value, ViewProps<L, S, M, R...>,
          std::conditional_t<is_array_layout<P>::value, ViewProps<P, S, M, R...>,
                             std::conditional_t<is_memory_traits<P>::value, ViewProps<L, S, P, R...>,
                                                ViewProps<L, P, M, R...>>>> {};

template <class T, unsigned N> struct add_pointers { using type = typename add_pointers<T, N - 1>::type*; };
template <class T> struct add_pointers<T, 0> { using type = T; };
template <class T>
struct is_integral_arg : std::integral_constant<bool, std::is_integral<T>::value || std::is_enum<T>::value> {};
}  // namespace Impl

// The extents of a View data type (Kokkos_Extents.hpp): T** [2][3] is Extents<dyn, dyn, 2, 3>.
inline constexpr std::size_t dynamic_extent = KOKKOS_INVALID_INDEX;
namespace Experimental { template <std::size_t... ExtentSpecs> struct Extents {}; }
namespace Impl {
template <class Exts, std::size_t N> struct prepend_extent;
template <std::size_t... E, std::size_t N> struct prepend_extent<Kokkos::Experimental::Extents<E...>, N> {
  using type = Kokkos::Experimental::Extents<N, E...>;
};
template <class T> struct ParseViewExtents { using type = Kokkos::Experimental::Extents<>; };
template <class T> struct ParseViewExtents<T*> : prepend_extent<typename ParseViewExtents<T>::type, dynamic_extent> {};
template <class T> struct ParseViewExtents<T[]> : prepend_extent<typename ParseViewExtents<T>::type, dynamic_extent> {};
// T*[N]: the run-time extents come first, so N goes after them (before T's static extents).
template <class Exts, std::size_t N> struct insert_static_extent { using type = Kokkos::Experimental::Extents<N>; };
template <std::size_t E0, std::size_t... E, std::size_t N>
struct insert_static_extent<Kokkos::Experimental::Extents<E0, E...>, N> {
  using type = std::conditional_t<
      E0 == dynamic_extent,
      typename prepend_extent<typename insert_static_extent<Kokkos::Experimental::Extents<E...>, N>::type, E0>::type,
      Kokkos::Experimental::Extents<N, E0, E...>>;
};
template <class T, std::size_t N>
struct ParseViewExtents<T[N]> : insert_static_extent<typename ParseViewExtents<T>::type, N> {};
// Static extents agree: each pair is equal or one of them is run-time (checked at run time by Kokkos).
template <bool SameRank, class A, class B> struct extents_compatible_impl : std::false_type {};
template <std::size_t... A, std::size_t... B>
struct extents_compatible_impl<true, Kokkos::Experimental::Extents<A...>, Kokkos::Experimental::Extents<B...>>
    : std::integral_constant<bool, ((A == dynamic_extent || B == dynamic_extent || A == B) && ... && true)> {};
template <class A, class B> struct extents_compatible;
template <std::size_t... A, std::size_t... B>
struct extents_compatible<Kokkos::Experimental::Extents<A...>, Kokkos::Experimental::Extents<B...>>
    : extents_compatible_impl<sizeof...(A) == sizeof...(B), Kokkos::Experimental::Extents<A...>,
                              Kokkos::Experimental::Extents<B...>> {};
}  // namespace Impl

inline constexpr Impl::WithoutInitializing_t WithoutInitializing{};
inline constexpr Impl::AllowPadding_t AllowPadding{}; inline constexpr Impl::SequentialHostInit_t SequentialHostInit{};

template <class... Args> Impl::ViewCtorProp<Impl::ViewCtorPropArg_t<Args>...> view_alloc(Args const&...) { return {}; }
// View/Kokkos_ViewCommonType.hpp: the common value type of Views, as a view_alloc property.
namespace Impl {
template <class Specialize, class ValueType> struct CommonViewAllocProp {
  using value_type = ValueType; using scalar_array_type = ValueType;
  template <class... Views> CommonViewAllocProp(const Views&...) {}
};
}  // namespace Impl
template <class... Views>
Impl::CommonViewAllocProp<void, std::common_type_t<typename Views::non_const_value_type...>> common_view_alloc_prop(
    Views const&... views) { return {views...}; }
template <class... Args> Impl::ViewCtorProp<Impl::ViewCtorPropArg_t<Args>...> view_wrap(Args const&...) { return {}; }
using ViewAllocateWithoutInitializing = Impl::ViewCtorProp<Impl::WithoutInitializing_t, std::string>;

template <class DataType, class... Properties> struct ViewTraits {
 private:
  using prop = Impl::ViewProps<void, void, void, Properties...>;
  using analysis = Impl::ViewArrayAnalysis<DataType>;
  using space = Impl::default_if_void_t<typename prop::space, Kokkos::DefaultExecutionSpace>;

 public:
  using execution_space = typename space::execution_space; using memory_space = typename space::memory_space;
  using device_type = Kokkos::Device<execution_space, memory_space>;
  using array_layout = Impl::default_if_void_t<typename prop::array_layout, typename execution_space::array_layout>;
  using memory_traits = Impl::default_if_void_t<typename prop::memory_traits, Kokkos::MemoryManaged>;
  using host_mirror_space = Kokkos::Device<Kokkos::DefaultHostExecutionSpace, Kokkos::HostSpace>;
  using HostMirrorSpace = host_mirror_space; using size_type = typename memory_space::size_type;

  using value_type = typename analysis::value_type;
  using const_value_type = std::add_const_t<value_type>;
  using non_const_value_type = std::remove_const_t<value_type>;
  using data_type = DataType;
  using const_data_type = typename analysis::template rebind<const_value_type>;
  using non_const_data_type = typename analysis::template rebind<non_const_value_type>;
  using scalar_array_type = data_type; using const_scalar_array_type = const_data_type;
  using non_const_scalar_array_type = non_const_data_type; using specialize = void;

  static constexpr unsigned rank = analysis::rank, rank_dynamic = analysis::rank_dynamic;
  static constexpr bool is_hostspace = std::is_same<memory_space, HostSpace>::value;
  static constexpr bool is_managed = !memory_traits::is_unmanaged, is_random_access = memory_traits::is_random_access;
};

namespace Impl {
// Extent arguments of the View constructors, resize/realloc and shmem_size (size_t parameters in
// Kokkos). Constructors and resize/realloc take one per run-time extent (Kokkos 3.4 aborts
// otherwise) or one per extent (Kokkos 4); shmem_size exactly one per run-time extent.
template <class Traits, bool AllowRank, class... N> struct valid_extents
    : std::integral_constant<bool, (sizeof...(N) == Traits::rank_dynamic || (AllowRank && sizeof...(N) == Traits::rank)) &&
                                       (std::is_convertible<N, std::size_t>::value && ... && true)> {};
// Element of a View with MemoryTraits<Atomic> and a non-const value type (every access atomic).
template <class Traits> struct AtomicDataElement {
  using value_type = typename Traits::value_type;
  using const_value_type = typename Traits::const_value_type;
  value_type* const ptr;
  const_value_type operator=(const_value_type& val) const { return val; }
  const_value_type operator=(const AtomicDataElement& val) const { return *ptr; }
  const_value_type operator++() const { return *ptr; }
  const_value_type operator--() const { return *ptr; }
  const_value_type operator++(int) const { return *ptr; }
  const_value_type operator--(int) const { return *ptr; }
#define KOKKOS_IMPL_ATOMIC_ELEMENT_OP(OP) \
  const_value_type operator OP(const_value_type& val) const { return *ptr; }
  KOKKOS_IMPL_ATOMIC_ELEMENT_OP(+=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(-=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(*=)
  KOKKOS_IMPL_ATOMIC_ELEMENT_OP(/=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(%=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(&=)
  KOKKOS_IMPL_ATOMIC_ELEMENT_OP(|=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(^=) KOKKOS_IMPL_ATOMIC_ELEMENT_OP(<<=)
  KOKKOS_IMPL_ATOMIC_ELEMENT_OP(>>=)
#undef KOKKOS_IMPL_ATOMIC_ELEMENT_OP
  // Kokkos' binary operators with the element on the left (a(i) * w): declared here for class
  // value types (Kokkos::complex) and the four a complex has; arithmetic elements convert.
#define KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY(OP)                                                   \
  template <class V = value_type, std::enable_if_t<!std::is_arithmetic<V>::value, int> = 0>     \
  const_value_type operator OP(const_value_type& val) const { return *ptr; }
  KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY(+) KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY(-)
  KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY(*) KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY(/)
#undef KOKKOS_IMPL_ATOMIC_ELEMENT_BINARY
  operator const_value_type() const { return *ptr; }
};
template <class Traits> using view_reference_t =
    std::conditional_t<Traits::memory_traits::is_atomic && !std::is_const<typename Traits::value_type>::value,
                       AtomicDataElement<Traits>, typename Traits::value_type&>;
template <class R, class T> std::enable_if_t<std::is_reference<R>::value, R> view_element(T* p) { return *p; }
template <class R, class T> std::enable_if_t<!std::is_reference<R>::value, R> view_element(T* p) { return R{p}; }
// Assignable: same rank; same value type, or adding const; static extents that agree (a View<T*[3]>
// does not take a View<T*[4]>, so overloads on static extents resolve as with Kokkos).
template <class Dst, class Src> struct is_view_assignable
    : std::integral_constant<bool, Dst::traits::rank == Src::traits::rank &&
                                       (std::is_same<typename Dst::traits::value_type,
                                                     typename Src::traits::value_type>::value ||
                                        std::is_same<typename Dst::traits::value_type,
                                                     typename Src::traits::const_value_type>::value) &&
                                       extents_compatible<typename ParseViewExtents<typename Dst::traits::data_type>::type,
                                                          typename ParseViewExtents<typename Src::traits::data_type>::type>::value> {};
}  // namespace Impl

namespace Impl {
// Kokkos' allocation tracker: a View counts references to its allocation, so a View (and a
// struct that holds one) is not trivially copyable, as with real Kokkos.
struct SharedAllocationTracker {
  SharedAllocationTracker() = default;
  SharedAllocationTracker(const SharedAllocationTracker&) {}
  SharedAllocationTracker& operator=(const SharedAllocationTracker&) { return *this; }
  ~SharedAllocationTracker() {}
};
}  // namespace Impl

template <class DataType, class... Properties> class View : public ViewTraits<DataType, Properties...> {
 public:
  using traits = ViewTraits<DataType, Properties...>;
  using reference_type = Impl::view_reference_t<traits>;  // AtomicDataElement for atomic Views
  using pointer_type = typename traits::value_type*;
  using array_type = View<typename traits::scalar_array_type, typename traits::array_layout,
                          typename traits::device_type, typename traits::memory_traits>;
  using const_type = View<typename traits::const_data_type, typename traits::array_layout,
                          typename traits::device_type, typename traits::memory_traits>;
  using non_const_type = View<typename traits::non_const_data_type, typename traits::array_layout,
                              typename traits::device_type, typename traits::memory_traits>;
  using HostMirror = View<typename traits::non_const_data_type, typename traits::array_layout,
                          Device<DefaultHostExecutionSpace, typename traits::host_mirror_space::memory_space>>;
  using host_mirror_type = HostMirror; using uniform_type = View; using uniform_const_type = const_type;

  static constexpr std::integral_constant<std::size_t, traits::rank> rank{};
  static constexpr std::integral_constant<std::size_t, traits::rank_dynamic> rank_dynamic{};
  static constexpr unsigned Rank = traits::rank;

  // Extents, strides, storage
  template <typename iType>
  std::enable_if_t<std::is_integral<iType>::value, std::size_t> extent(const iType& r) const noexcept { return 0; }
  template <typename iType>
  std::enable_if_t<std::is_integral<iType>::value, int> extent_int(const iType& r) const noexcept { return 0; }
  static std::size_t static_extent(const unsigned r) noexcept { return 0; }
  typename traits::array_layout layout() const { return typename traits::array_layout(); }
  std::size_t size() const { return 0; } std::size_t span() const { return 0; }
  bool span_is_contiguous() const { return true; } bool is_allocated() const { return true; }
  pointer_type data() const { return m_ptr; }
  void assign_data(pointer_type arg_data) { m_ptr = arg_data; }
  enum { reference_type_is_lvalue_reference = std::is_lvalue_reference<reference_type>::value };
  template <typename iType>
  std::enable_if_t<std::is_integral<iType>::value, std::size_t> stride(iType r) const { return 0; }
  template <typename iType> void stride(iType* const s) const {}
  std::size_t stride_0() const { return 0; } std::size_t stride_1() const { return 0; }
  std::size_t stride_2() const { return 0; } std::size_t stride_3() const { return 0; }
  std::size_t stride_4() const { return 0; } std::size_t stride_5() const { return 0; }
  std::size_t stride_6() const { return 0; } std::size_t stride_7() const { return 0; }
  int use_count() const { return 0; } const std::string label() const { return std::string(); }

  // Element access: operator() takes exactly one integral index per extent (static ones
  // included), access() at least that many, operator[] is for rank 1 (as Kokkos).
  template <class... Is>
  std::enable_if_t<(Impl::is_integral_arg<Is>::value && ... && true) && sizeof...(Is) == traits::rank, reference_type>
  operator()(const Is&... indices) const { return Impl::view_element<reference_type>(m_ptr); }
  template <class... Is>
  std::enable_if_t<(Impl::is_integral_arg<Is>::value && ... && true) && sizeof...(Is) >= traits::rank, reference_type>
  access(const Is&... indices) const { return Impl::view_element<reference_type>(m_ptr); }
  template <class I0>
  std::enable_if_t<Impl::is_integral_arg<I0>::value && traits::rank == 1, reference_type> operator[](const I0& i0) const {
    return Impl::view_element<reference_type>(m_ptr);
  }

  // Construction and assignment
  ~View() = default;
  View() = default; View(const View&) = default; View(View&&) = default;
  View& operator=(const View&) = default; View& operator=(View&&) = default;
  template <class RT, class... RP, class = std::enable_if_t<Impl::is_view_assignable<View, View<RT, RP...>>::value>>
  View(const View<RT, RP...>& rhs) {}
  template <class RT, class... RP>
  std::enable_if_t<Impl::is_view_assignable<View, View<RT, RP...>>::value, View&> operator=(
      const View<RT, RP...>& rhs) { return *this; }
  // Subview constructor: View<...> sub(src, i, Kokkos::ALL, ...)
  template <class RT, class... RP, class Arg0, class... Args>
  View(const View<RT, RP...>& src_view, const Arg0 arg0, Args... args) {}
  // Extents: one per run-time extent or one per extent (Impl::valid_extents).
  template <class Label, class... N,
            class = std::enable_if_t<Impl::is_view_label<Label>::value && Impl::valid_extents<traits, true, N...>::value>>
  explicit View(const Label& arg_label, const N... arg_N) {}
  template <class Label, class = std::enable_if_t<Impl::is_view_label<Label>::value>>
  explicit View(const Label& arg_label, const typename traits::array_layout& arg_layout) {}
  template <class... P, class... N, class = std::enable_if_t<Impl::valid_extents<traits, true, N...>::value>>
  explicit View(const Impl::ViewCtorProp<P...>& arg_prop, const N... arg_N) {}
  template <class... P>
  explicit View(const Impl::ViewCtorProp<P...>& arg_prop, const typename traits::array_layout& arg_layout) {}
  template <class... N, class = std::enable_if_t<Impl::valid_extents<traits, true, N...>::value>>
  explicit View(pointer_type arg_ptr, const N... arg_N) {}
  explicit View(pointer_type arg_ptr, const typename traits::array_layout& arg_layout) {}
  template <class ExecSpace, class... N, class = std::enable_if_t<Impl::valid_extents<traits, true, N...>::value>>
  explicit View(const ScratchMemorySpace<ExecSpace>& arg_space, const N... arg_N) {}
  template <class ExecSpace>
  explicit View(const ScratchMemorySpace<ExecSpace>& arg_space, const typename traits::array_layout& arg_layout) {}

  template <class... N, class = std::enable_if_t<Impl::valid_extents<traits, false, N...>::value>>
  static std::size_t shmem_size(const N... arg_N) { return 0; }
  static std::size_t shmem_size(typename traits::array_layout const& arg_layout) { return 0; }
  static std::size_t required_allocation_size(KOKKOS_IMPL_EXTENTS(0)) { return 0; }
  static std::size_t required_allocation_size(typename traits::array_layout const& layout) { return 0; }

 private:
  pointer_type m_ptr = nullptr;
  Impl::SharedAllocationTracker m_track;
};
template <class T, class... P> View(const View<T, P...>&) -> View<T, P...>;
template <class LT, class... LP, class RT, class... RP>
bool operator==(const View<LT, LP...>& lhs, const View<RT, RP...>& rhs) { return lhs.data() == rhs.data(); }
template <class LT, class... LP, class RT, class... RP>
bool operator!=(const View<LT, LP...>& lhs, const View<RT, RP...>& rhs) { return !(lhs == rhs); }

// ===== subview, mirrors, deep_copy, resize/realloc, raw allocation
namespace Impl {
// subview() result: rank = number of non-integral arguments; always LayoutStride here (real Kokkos keeps
// Left/Right when it can; LayoutStride views convert to those, so code naming the result type still parses).
// The data type keeps a static extent that an ALL argument keeps, when the result still lists its
// run-time extents first (int*[10][5][2] with (0, ALL, ALL, ALL) is int[10][5][2]; otherwise every
// extent is run-time, as in Kokkos 4.x). The memory traits are kept, but Aligned.
template <std::size_t> struct as_dynamic_extent : std::integral_constant<std::size_t, dynamic_extent> {};
template <class Exts> struct all_dynamic;
template <std::size_t... E> struct all_dynamic<Kokkos::Experimental::Extents<E...>> {
  using type = Kokkos::Experimental::Extents<as_dynamic_extent<E>::value...>;
};
template <class Exts, bool SeenStatic = false> struct dynamic_first : std::true_type {};
template <std::size_t E0, std::size_t... E, bool SeenStatic>
struct dynamic_first<Kokkos::Experimental::Extents<E0, E...>, SeenStatic>
    : std::integral_constant<bool, !(SeenStatic && E0 == dynamic_extent) &&
                                       dynamic_first<Kokkos::Experimental::Extents<E...>,
                                                     SeenStatic || E0 != dynamic_extent>::value> {};
template <class T, class Exts> struct apply_extents;  // the run-time extents are all first
template <class T> struct apply_extents<T, Kokkos::Experimental::Extents<>> { using type = T; };
template <class T, std::size_t... E> struct apply_extents<T, Kokkos::Experimental::Extents<dynamic_extent, E...>> {
  using type = typename apply_extents<T*, Kokkos::Experimental::Extents<E...>>::type;
};
template <class T, class Exts> struct apply_static_extents { using type = T; };
template <class T, std::size_t E0, std::size_t... E>
struct apply_static_extents<T, Kokkos::Experimental::Extents<E0, E...>> {
  using type = typename apply_static_extents<T, Kokkos::Experimental::Extents<E...>>::type[E0];
};
template <class T, std::size_t E0, std::size_t... E> struct apply_extents<T, Kokkos::Experimental::Extents<E0, E...>> {
  using type = typename apply_static_extents<T, Kokkos::Experimental::Extents<E0, E...>>::type;
};
template <class Exts, class Result, class... Args> struct subview_extents { using type = Result; };
template <std::size_t E0, std::size_t... E, std::size_t... R, class A0, class... Args>
struct subview_extents<Kokkos::Experimental::Extents<E0, E...>, Kokkos::Experimental::Extents<R...>, A0, Args...>
    : subview_extents<Kokkos::Experimental::Extents<E...>,
                      std::conditional_t<is_integral_arg<A0>::value, Kokkos::Experimental::Extents<R...>,
                                         Kokkos::Experimental::Extents<R..., (std::is_same<A0, ALL_t>::value
                                                                                  ? E0 : dynamic_extent)>>,
                      Args...> {};
template <class SrcView, class... Args> struct SubviewType {
  using traits = typename SrcView::traits;
  static constexpr unsigned rank = (0u + ... + (is_integral_arg<std::decay_t<Args>>::value ? 0u : 1u));
  using src_extents = typename ParseViewExtents<typename traits::data_type>::type;
  using kept = typename subview_extents<src_extents, Kokkos::Experimental::Extents<>, std::decay_t<Args>...>::type;
  using extents = std::conditional_t<dynamic_first<kept>::value, kept, typename all_dynamic<kept>::type>;
  using data_type = std::conditional_t<sizeof...(Args) == traits::rank,
                                       typename apply_extents<typename traits::value_type, extents>::type,
                                       typename add_pointers<typename traits::value_type, rank>::type>;
  using type = Kokkos::View<data_type, Kokkos::LayoutStride, typename traits::device_type,
                            Kokkos::MemoryTraits<traits::memory_traits::impl_value & ~unsigned(Kokkos::Aligned)>>;
};
template <class Space, class SrcView> struct MirrorType {
  using type = Kokkos::View<typename SrcView::traits::non_const_data_type, typename SrcView::traits::array_layout,
                            Kokkos::Device<typename Space::execution_space, typename Space::memory_space>>;
};
template <class Space, class SrcView> struct MirrorViewType {
  using type = std::conditional_t<
      std::is_same<typename Space::memory_space, typename SrcView::traits::memory_space>::value, SrcView,
      typename MirrorType<Space, SrcView>::type>;
};
template <class Space> using enable_if_space_t = std::enable_if_t<is_space<Space>::value>;
}  // namespace Impl

template <class D, class... P, class... Args>
typename Impl::SubviewType<View<D, P...>, Args...>::type subview(const View<D, P...>& src, Args... args) { return {}; }

// create_mirror / create_mirror_view: (v), (WithoutInitializing, v),
// (space, v), (WithoutInitializing, space, v), (view_alloc(...), v).
#define KOKKOS_IMPL_MIRROR(FUNC, SPACE_RESULT)                                                              \
  template <class T, class... P>                                                                           \
  typename View<T, P...>::HostMirror FUNC(const View<T, P...>& src) { return {}; }                         \
  template <class T, class... P>                                                                           \
  typename View<T, P...>::HostMirror FUNC(Impl::WithoutInitializing_t, const View<T, P...>& src) {         \
    return {};                                                                                             \
  }                                                                                                        \
  template <class Space, class T, class... P, class = Impl::enable_if_space_t<Space>>                      \
  typename Impl::SPACE_RESULT<Space, View<T, P...>>::type FUNC(const Space&, const View<T, P...>& src) {   \
    return {};                                                                                             \
  }                                                                                                        \
  template <class Space, class T, class... P, class = Impl::enable_if_space_t<Space>>                      \
  typename Impl::SPACE_RESULT<Space, View<T, P...>>::type FUNC(Impl::WithoutInitializing_t, const Space&,  \
                                                               const View<T, P...>& src) {                 \
    return {};                                                                                             \
  }                                                                                                        \
  template <class... CtorArgs, class T, class... P>                                                        \
  typename View<T, P...>::HostMirror FUNC(const Impl::ViewCtorProp<CtorArgs...>&,                          \
                                          const View<T, P...>& src) {                                      \
    return {};                                                                                             \
  }
KOKKOS_IMPL_MIRROR(create_mirror, MirrorType) KOKKOS_IMPL_MIRROR(create_mirror_view, MirrorViewType)
#undef KOKKOS_IMPL_MIRROR
template <class Space, class T, class... P, class = Impl::enable_if_space_t<Space>>  // Kokkos 3.x order
typename Impl::MirrorViewType<Space, View<T, P...>>::type create_mirror_view(const Space&, const View<T, P...>& src,
                                                                             Impl::WithoutInitializing_t) { return {}; }
template <class Space, class T, class... P, class = Impl::enable_if_space_t<Space>>
typename Impl::MirrorViewType<Space, View<T, P...>>::type create_mirror_view_and_copy(
    const Space& space, const View<T, P...>& src, std::string const& name = "") { return {}; }
template <class... CtorArgs, class T, class... P>
typename View<T, P...>::HostMirror create_mirror_view_and_copy(const Impl::ViewCtorProp<CtorArgs...>& arg_prop,
                                                                const View<T, P...>& src) { return {}; }

template <class DT, class... DP, class ST, class... SP>
void deep_copy(const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class DT, class... DP>
void deep_copy(const View<DT, DP...>& dst, typename ViewTraits<DT, DP...>::const_value_type& value) {}
template <class ST, class... SP>
void deep_copy(typename ViewTraits<ST, SP...>::non_const_value_type& dst, const View<ST, SP...>& src) {}
template <class E, class DT, class... DP, class ST, class... SP>
void deep_copy(const E& space, const View<DT, DP...>& dst, const View<ST, SP...>& src) {}
template <class E, class DT, class... DP>
void deep_copy(const E& space, const View<DT, DP...>& dst, typename ViewTraits<DT, DP...>::const_value_type& value) {}
template <class E, class ST, class... SP>
void deep_copy(const E& space, typename ViewTraits<ST, SP...>::non_const_value_type& dst, const View<ST, SP...>& src) {}

#define KOKKOS_IMPL_RESIZE_LIKE(FUNC)                                                                     \
  template <class T, class... P, class... N,                                                             \
            class = std::enable_if_t<Impl::valid_extents<ViewTraits<T, P...>, true, N...>::value>>        \
  void FUNC(View<T, P...>& v, const N... arg_N) {}                                                       \
  template <class I, class T, class... P, class... N,                                                    \
            class = std::enable_if_t<Impl::valid_extents<ViewTraits<T, P...>, true, N...>::value>>        \
  void FUNC(const I& arg_prop, View<T, P...>& v, const N... arg_N) {}                                    \
  template <class T, class... P>                                                                         \
  void FUNC(View<T, P...>& v, const typename View<T, P...>::array_layout& layout) {}                     \
  template <class I, class T, class... P>                                                                \
  void FUNC(const I& arg_prop, View<T, P...>& v, const typename View<T, P...>::array_layout& layout) {}
KOKKOS_IMPL_RESIZE_LIKE(resize) KOKKOS_IMPL_RESIZE_LIKE(realloc)
#undef KOKKOS_IMPL_RESIZE_LIKE

template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(const std::string& arg_alloc_label, const std::size_t arg_alloc_size) { return nullptr; }
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_malloc(const std::size_t arg_alloc_size) { return nullptr; }
template <class Space = DefaultExecutionSpace::memory_space>
void* kokkos_realloc(void* arg_alloc, const std::size_t arg_alloc_size) { return nullptr; }
template <class Space = DefaultExecutionSpace::memory_space> void kokkos_free(void* arg_alloc) {}

// ===== Reducers
template <class T> struct reduction_identity {
  static T sum(); static T prod(); static T max(); static T min();
  static T bor(); static T band(); static T lor(); static T land();
};

template <class Scalar, class Index> struct ValLocScalar { Scalar val; Index loc; };
template <class Scalar> struct MinMaxScalar { Scalar min_val, max_val; };
template <class Scalar, class Index> struct MinMaxLocScalar { Scalar min_val, max_val; Index min_loc, max_loc; };

#define KOKKOS_IMPL_REDUCER_BODY(NAME)                                  \
  using result_view_type = Kokkos::View<value_type, Space>;             \
  NAME(value_type& value_);                                             \
  NAME(const result_view_type& value_);                                 \
  void join(value_type& dest, const value_type& src) const;             \
  void init(value_type& val) const;                                     \
  value_type& reference() const;                                        \
  result_view_type view() const; bool references_scalar() const;
#define KOKKOS_IMPL_SCALAR_REDUCER(NAME)                                                      \
  template <class Scalar, class Space = HostSpace>                                            \
  struct NAME {                                                                               \
    using reducer = NAME<Scalar, Space>;                                                      \
    using value_type = std::remove_cv_t<Scalar>;                                              \
    KOKKOS_IMPL_REDUCER_BODY(NAME)                                                            \
  };                                                                                          \
  template <typename Scalar, typename... Properties>                                          \
  NAME(View<Scalar, Properties...> const&)->NAME<Scalar, typename View<Scalar, Properties...>::memory_space>;
KOKKOS_IMPL_SCALAR_REDUCER(Sum) KOKKOS_IMPL_SCALAR_REDUCER(Prod) KOKKOS_IMPL_SCALAR_REDUCER(Min)
KOKKOS_IMPL_SCALAR_REDUCER(Max) KOKKOS_IMPL_SCALAR_REDUCER(LAnd) KOKKOS_IMPL_SCALAR_REDUCER(LOr)
KOKKOS_IMPL_SCALAR_REDUCER(BAnd) KOKKOS_IMPL_SCALAR_REDUCER(BOr)
#undef KOKKOS_IMPL_SCALAR_REDUCER
#define KOKKOS_IMPL_LOC_REDUCER(NAME, VALUE)                             \
  template <class Scalar, class Index, class Space = HostSpace>          \
  struct NAME {                                                          \
    using scalar_type = std::remove_cv_t<Scalar>;                        \
    using index_type = std::remove_cv_t<Index>;                          \
    using reducer = NAME<Scalar, Index, Space>;                          \
    using value_type = VALUE<scalar_type, index_type>;                   \
    KOKKOS_IMPL_REDUCER_BODY(NAME)                                       \
  };
KOKKOS_IMPL_LOC_REDUCER(MinLoc, ValLocScalar) KOKKOS_IMPL_LOC_REDUCER(MaxLoc, ValLocScalar)
KOKKOS_IMPL_LOC_REDUCER(MinFirstLoc, ValLocScalar) KOKKOS_IMPL_LOC_REDUCER(MaxFirstLoc, ValLocScalar)
KOKKOS_IMPL_LOC_REDUCER(MinMaxLoc, MinMaxLocScalar)
#undef KOKKOS_IMPL_LOC_REDUCER
template <class Scalar, class Space = HostSpace> struct MinMax {
  using scalar_type = std::remove_cv_t<Scalar>;
  using reducer = MinMax<Scalar, Space>;
  using value_type = MinMaxScalar<scalar_type>;
  KOKKOS_IMPL_REDUCER_BODY(MinMax)
};
#undef KOKKOS_IMPL_REDUCER_BODY

// ===== parallel_for / parallel_reduce / parallel_scan
template <class T> using enable_if_policy_t = std::enable_if_t<is_execution_policy<T>::value>;

// Labels may come first (std::string / const char*) or, for parallel_for/scan, last.
template <class Policy, class Functor, class = enable_if_policy_t<Policy>>
void parallel_for(const Policy& policy, const Functor& functor, const std::string& label = "") {}
template <class Functor>
void parallel_for(const std::size_t work_count, const Functor& functor, const std::string& label = "") {}
template <class Policy, class Functor>
void parallel_for(const std::string& label, const Policy& policy, const Functor& functor) {}

// One family for 0, 1 or several results (scalar lvalue, View, reducer, pointer; Kokkos >= 3.2 takes several).
template <class Policy, class Functor, class... Results, class = enable_if_policy_t<Policy>>
void parallel_reduce(const std::string& label, const Policy& policy, const Functor& functor, Results&&... results) {}
template <class Policy, class Functor, class... Results, class = enable_if_policy_t<Policy>>
void parallel_reduce(const Policy& policy, const Functor& functor, Results&&... results) {}
template <class Functor, class... Results>
void parallel_reduce(const std::string& label, const std::size_t& work_count, const Functor& functor,
                     Results&&... results) {}
template <class Functor, class... Results>
void parallel_reduce(const std::size_t& work_count, const Functor& functor, Results&&... results) {}

template <class Policy, class Functor, class = enable_if_policy_t<Policy>>
void parallel_scan(const Policy& policy, const Functor& functor, const std::string& label = "") {}
template <class Functor>
void parallel_scan(const std::size_t work_count, const Functor& functor, const std::string& label = "") {}
template <class Policy, class Functor>
void parallel_scan(const std::string& label, const Policy& policy, const Functor& functor) {}
template <class Policy, class Functor, class Result, class = enable_if_policy_t<Policy>>
void parallel_scan(const Policy& policy, const Functor& functor, Result& result, const std::string& label = "") {}
template <class Functor, class Result>
void parallel_scan(const std::size_t work_count, const Functor& functor, Result& result, const std::string& lbl = "") {}
template <class Policy, class Functor, class Result>
void parallel_scan(const std::string& label, const Policy& policy, const Functor& functor, Result& result) {}

// Nested (team-level) patterns.
#define KOKKOS_IMPL_NESTED_PATTERNS(STRUCT)                                                                 \
  template <typename iType, class Member, class Closure>                                                   \
  void parallel_for(const Impl::STRUCT<iType, Member>& boundaries, const Closure& closure) {}              \
  template <typename iType, class Member, class Closure, class... Results>                                 \
  void parallel_reduce(const Impl::STRUCT<iType, Member>& boundaries, const Closure& closure, Results&&...) {} \
  template <typename iType, class Member, class Closure>                                                   \
  void parallel_scan(const Impl::STRUCT<iType, Member>& boundaries, const Closure& closure) {}             \
  template <typename iType, class Member, class Closure, class ValueType>                                  \
  void parallel_scan(const Impl::STRUCT<iType, Member>& boundaries, const Closure& closure, ValueType& result) {}
KOKKOS_IMPL_NESTED_PATTERNS(TeamThreadRangeBoundariesStruct)
KOKKOS_IMPL_NESTED_PATTERNS(TeamVectorRangeBoundariesStruct)
KOKKOS_IMPL_NESTED_PATTERNS(ThreadVectorRangeBoundariesStruct)
#undef KOKKOS_IMPL_NESTED_PATTERNS
// The reducer form of a vector scan (the reducer's init and join make the scan).
template <typename iType, class Member, class Closure, class ReducerType,
          class = std::enable_if_t<is_reducer<ReducerType>::value>>
void parallel_scan(const Impl::ThreadVectorRangeBoundariesStruct<iType, Member>& boundaries,
                   const Closure& closure, const ReducerType& reducer) {}

//----------------------------------------------------------------------------
// Atomics.  The value argument is not deduced (as in Kokkos 4 / desul), so
// atomic_add(&double_view(i), 1) is accepted.
//----------------------------------------------------------------------------
// Writing atomics on a const object (a by-value capture) do not compile in Kokkos either.
#define KOKKOS_IMPL_WRITABLE(T) static_assert(!std::is_const<T>::value, "Kokkos atomic operation on a const object")
#define KOKKOS_IMPL_ATOMIC_OP(OP)                                                                            \
  template <class T> Impl::rcv_t<T> atomic_fetch_##OP(T* const dest, const Impl::rcv_t<T>) { KOKKOS_IMPL_WRITABLE(T); return *dest; } \
  template <class T> Impl::rcv_t<T> atomic_##OP##_fetch(T* const dest, const Impl::rcv_t<T>) { KOKKOS_IMPL_WRITABLE(T); return *dest; } \
  template <class T> void atomic_##OP(T* const dest, const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); }
KOKKOS_IMPL_ATOMIC_OP(add) KOKKOS_IMPL_ATOMIC_OP(sub) KOKKOS_IMPL_ATOMIC_OP(mul) KOKKOS_IMPL_ATOMIC_OP(div)
KOKKOS_IMPL_ATOMIC_OP(mod) KOKKOS_IMPL_ATOMIC_OP(min) KOKKOS_IMPL_ATOMIC_OP(max) KOKKOS_IMPL_ATOMIC_OP(and)
KOKKOS_IMPL_ATOMIC_OP(or) KOKKOS_IMPL_ATOMIC_OP(xor) KOKKOS_IMPL_ATOMIC_OP(nand) KOKKOS_IMPL_ATOMIC_OP(lshift)
KOKKOS_IMPL_ATOMIC_OP(rshift)
#undef KOKKOS_IMPL_ATOMIC_OP
#define KOKKOS_IMPL_ATOMIC_UNARY(NAME, RET, WRITES) \
  template <class T> RET NAME(T* const dest) { if constexpr (WRITES) { KOKKOS_IMPL_WRITABLE(T); } return RET(*dest); }
KOKKOS_IMPL_ATOMIC_UNARY(atomic_increment, void, true) KOKKOS_IMPL_ATOMIC_UNARY(atomic_decrement, void, true)
KOKKOS_IMPL_ATOMIC_UNARY(atomic_inc, void, true) KOKKOS_IMPL_ATOMIC_UNARY(atomic_dec, void, true)
KOKKOS_IMPL_ATOMIC_UNARY(atomic_fetch_inc, Impl::rcv_t<T>, true) KOKKOS_IMPL_ATOMIC_UNARY(atomic_fetch_dec, Impl::rcv_t<T>, true)
KOKKOS_IMPL_ATOMIC_UNARY(atomic_inc_fetch, Impl::rcv_t<T>, true) KOKKOS_IMPL_ATOMIC_UNARY(atomic_dec_fetch, Impl::rcv_t<T>, true)
KOKKOS_IMPL_ATOMIC_UNARY(atomic_load, Impl::rcv_t<T>, false)
#undef KOKKOS_IMPL_ATOMIC_UNARY
template <class T> void atomic_store(T* const dest, const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); }
template <class T> void atomic_assign(T* const dest, const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); }
template <class T> Impl::rcv_t<T> atomic_exchange(T* const dest, const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); return *dest; }
template <class T> Impl::rcv_t<T> atomic_compare_exchange(T* const dest, const Impl::rcv_t<T> compare,
                                            const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); return *dest; }
template <class T> bool atomic_compare_exchange_strong(T* const dest, const Impl::rcv_t<T> compare,
                                    const Impl::rcv_t<T> val) { KOKKOS_IMPL_WRITABLE(T); return true; }
void memory_fence(); void load_fence(); void store_fence();

// ===== Mathematical functions (Kokkos:: since 4.0; Kokkos::Experimental:: in 3.x)
namespace Impl {
template <class T1, class T2>
using math_promote_t = std::conditional_t<std::is_same<T1, long double>::value || std::is_same<T2, long double>::value,
                                          long double, double>;
template <class T1, class T2 = T1, class T3 = T1> using enable_if_arithmetic_t =
    std::enable_if_t<std::is_arithmetic<T1>::value && std::is_arithmetic<T2>::value && std::is_arithmetic<T3>::value>;
}  // namespace Impl

#define KOKKOS_IMPL_MATH_UNARY_LIST(M)                                                                      \
  M(fabs) M(sqrt) M(cbrt) M(exp) M(exp2) M(expm1) M(log) M(log10) M(log2) M(log1p) M(logb) M(sin) M(cos)  \
  M(tan) M(asin) M(acos) M(atan) M(sinh) M(cosh) M(tanh) M(asinh) M(acosh) M(atanh) M(erf) M(erfc)         \
  M(tgamma) M(lgamma) M(ceil) M(floor) M(trunc) M(round) M(nearbyint)
#define KOKKOS_IMPL_MATH_BINARY_LIST(M) \
  M(fmod) M(remainder) M(fmin) M(fmax) M(fdim) M(pow) M(hypot) M(atan2) M(copysign) M(nextafter)
#define KOKKOS_IMPL_MATH_PREDICATE_LIST(M) M(isfinite) M(isinf) M(isnan) M(signbit)

#define KOKKOS_IMPL_MATH_UNARY_FUNCTION(F)                                                          \
  float F(float x);                                                                                \
  double F(double x);                                                                              \
  long double F(long double x);                                                                    \
  template <class T, class = std::enable_if_t<std::is_integral<T>::value>>                         \
  double F(T x) { return 0; }                                                                      \
  float F##f(float x);                                                                             \
  long double F##l(long double x);
#define KOKKOS_IMPL_MATH_BINARY_FUNCTION(F)                                                         \
  float F(float x, float y);                                                                       \
  double F(double x, double y);                                                                    \
  long double F(long double x, long double y);                                                     \
  template <class T1, class T2, class = Impl::enable_if_arithmetic_t<T1, T2>>                      \
  Impl::math_promote_t<T1, T2> F(T1 x, T2 y) { return 0; }                                         \
  float F##f(float x, float y);                                                                    \
  long double F##l(long double x, long double y);
#define KOKKOS_IMPL_MATH_PREDICATE(F)                                                               \
  bool F(float x);                                                                                 \
  bool F(double x);                                                                                \
  bool F(long double x);                                                                           \
  template <class T, class = std::enable_if_t<std::is_integral<T>::value>>                         \
  bool F(T x) { return false; }
KOKKOS_IMPL_MATH_UNARY_LIST(KOKKOS_IMPL_MATH_UNARY_FUNCTION)
KOKKOS_IMPL_MATH_BINARY_LIST(KOKKOS_IMPL_MATH_BINARY_FUNCTION)
KOKKOS_IMPL_MATH_PREDICATE_LIST(KOKKOS_IMPL_MATH_PREDICATE)
#undef KOKKOS_IMPL_MATH_UNARY_FUNCTION
#undef KOKKOS_IMPL_MATH_BINARY_FUNCTION
#undef KOKKOS_IMPL_MATH_PREDICATE

int abs(int n); long abs(long n); long long abs(long long n);
float abs(float x); double abs(double x); long double abs(long double x);
float fma(float x, float y, float z); double fma(double x, double y, double z);
long double fma(long double x, long double y, long double z);
template <class T1, class T2, class T3, class = Impl::enable_if_arithmetic_t<T1, T2, T3>>
Impl::math_promote_t<Impl::math_promote_t<T1, T2>, T3> fma(T1 x, T2 y, T3 z) { return 0; }
float hypot(float x, float y, float z); double hypot(double x, double y, double z);
long double hypot(long double x, long double y, long double z);
template <class T1, class T2, class T3, class = Impl::enable_if_arithmetic_t<T1, T2, T3>>
Impl::math_promote_t<Impl::math_promote_t<T1, T2>, T3> hypot(T1 x, T2 y, T3 z) { return 0; }
float nanf(const char* arg); double nan(const char* arg); long double nanl(const char* arg);

// Kokkos_MinMax.hpp: constexpr, so that constant expressions (static_assert) evaluate them.
template <class T> constexpr const T& min(const T& a, const T& b) { return (b < a) ? b : a; }
template <class T, class C> constexpr const T& min(const T& a, const T& b, C comp) { return comp(b, a) ? b : a; }
template <class T> constexpr const T& max(const T& a, const T& b) { return (a < b) ? b : a; }
template <class T, class C> constexpr const T& max(const T& a, const T& b, C comp) { return comp(a, b) ? b : a; }
template <class T> constexpr const T& clamp(const T& v, const T& lo, const T& hi) { return (v < lo) ? lo : (hi < v) ? hi : v; }
template <class T, class C> constexpr const T& clamp(const T& v, const T& lo, const T& hi, C comp) {
  return comp(v, lo) ? lo : comp(hi, v) ? hi : v;
}
template <class T> constexpr Kokkos::pair<const T&, const T&> minmax(const T& a, const T& b) {
  return (b < a) ? Kokkos::pair<const T&, const T&>(b, a) : Kokkos::pair<const T&, const T&>(a, b);
}
template <class T, class C> constexpr Kokkos::pair<const T&, const T&> minmax(const T& a, const T& b, C comp) {
  return comp(b, a) ? Kokkos::pair<const T&, const T&>(b, a) : Kokkos::pair<const T&, const T&>(a, b);
}
template <class T, class C> constexpr T min(std::initializer_list<T> l, C less) {
  const T* m = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p) if (less(*p, *m)) m = p;
  return *m;
}
template <class T, class C> constexpr T max(std::initializer_list<T> l, C less) {
  const T* m = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p) if (less(*m, *p)) m = p;
  return *m;
}
template <class T, class C> constexpr Kokkos::pair<T, T> minmax(std::initializer_list<T> l, C less) {
  const T *lo = l.begin(), *hi = l.begin();
  for (const T* p = l.begin(); p != l.end(); ++p) { if (less(*p, *lo)) lo = p; if (!less(*p, *hi)) hi = p; }
  return Kokkos::pair<T, T>(*lo, *hi);
}
namespace Impl {
struct MinMaxLess { template <class T> constexpr bool operator()(const T& a, const T& b) const { return a < b; } };
}  // namespace Impl
template <class T> constexpr T min(std::initializer_list<T> l) { return Kokkos::min(l, Impl::MinMaxLess{}); }
template <class T> constexpr T max(std::initializer_list<T> l) { return Kokkos::max(l, Impl::MinMaxLess{}); }
template <class T> constexpr Kokkos::pair<T, T> minmax(std::initializer_list<T> l) { return Kokkos::minmax(l, Impl::MinMaxLess{}); }

float rsqrt(float x); double rsqrt(double x); long double rsqrt(long double x);
float rsqrtf(float x); long double rsqrtl(long double x);
template <class T, class = std::enable_if_t<std::is_integral<T>::value>> double rsqrt(T x) { return 0; }

namespace numbers {
#define KOKKOS_IMPL_MATH_CONSTANT(NAME, VALUE)    \
  template <class T>                              \
  inline constexpr T NAME##_v = T(VALUE##L);      \
  inline constexpr double NAME = NAME##_v<double>;
KOKKOS_IMPL_MATH_CONSTANT(e, 2.718281828459045235360287471352662498)
KOKKOS_IMPL_MATH_CONSTANT(log2e, 1.442695040888963407359924681001892137)
KOKKOS_IMPL_MATH_CONSTANT(log10e, 0.434294481903251827651128918916605082)
KOKKOS_IMPL_MATH_CONSTANT(pi, 3.141592653589793238462643383279502884)
KOKKOS_IMPL_MATH_CONSTANT(inv_pi, 0.318309886183790671537767526745028724)
KOKKOS_IMPL_MATH_CONSTANT(inv_sqrtpi, 0.564189583547756286948079451560772586)
KOKKOS_IMPL_MATH_CONSTANT(ln2, 0.693147180559945309417232121458176568)
KOKKOS_IMPL_MATH_CONSTANT(ln10, 2.302585092994045684017991454684364208)
KOKKOS_IMPL_MATH_CONSTANT(sqrt2, 1.414213562373095048801688724209698079)
KOKKOS_IMPL_MATH_CONSTANT(sqrt3, 1.732050807568877293527446341505872367)
KOKKOS_IMPL_MATH_CONSTANT(inv_sqrt3, 0.577350269189625764509148780501957456)
KOKKOS_IMPL_MATH_CONSTANT(egamma, 0.577215664901532860606512090082402431)
KOKKOS_IMPL_MATH_CONSTANT(phi, 1.618033988749894848204586834365638118)
#undef KOKKOS_IMPL_MATH_CONSTANT
}  // namespace numbers

namespace Experimental {  // numeric traits (Kokkos_NumericTraits.hpp): cv ignored, no value
// for a type Kokkos does not define the trait for (floating point only, or every arithmetic type)
#define KOKKOS_IMPL_NUMERIC_TRAIT(NAME, VT, EXPR, WHEN)                                     \
  namespace Impl {                                                                          \
  template <class U, bool = WHEN<U>::value> struct NAME##_nt {};                            \
  template <class U> struct NAME##_nt<U, true> { static constexpr VT value = EXPR; };       \
  }                                                                                         \
  template <class T> struct NAME : Impl::NAME##_nt<std::remove_cv_t<T>> {};                \
  template <class T> inline constexpr auto NAME##_v = NAME<T>::value;
#define KOKKOS_IMPL_FP_TRAIT(NAME, F) \
  KOKKOS_IMPL_NUMERIC_TRAIT(NAME, U, std::numeric_limits<U>::F(), std::is_floating_point)
KOKKOS_IMPL_FP_TRAIT(infinity, infinity)
KOKKOS_IMPL_FP_TRAIT(epsilon, epsilon)
KOKKOS_IMPL_FP_TRAIT(round_error, round_error)
KOKKOS_IMPL_FP_TRAIT(norm_min, min)
KOKKOS_IMPL_FP_TRAIT(denorm_min, denorm_min)
KOKKOS_IMPL_FP_TRAIT(quiet_NaN, quiet_NaN)
KOKKOS_IMPL_FP_TRAIT(signaling_NaN, signaling_NaN)
KOKKOS_IMPL_NUMERIC_TRAIT(finite_min, U, std::numeric_limits<U>::lowest(), std::is_arithmetic)
KOKKOS_IMPL_NUMERIC_TRAIT(finite_max, U, std::numeric_limits<U>::max(), std::is_arithmetic)
#define KOKKOS_IMPL_INT_TRAIT(NAME, WHEN) KOKKOS_IMPL_NUMERIC_TRAIT(NAME, int, std::numeric_limits<U>::NAME, WHEN)
KOKKOS_IMPL_INT_TRAIT(digits, std::is_arithmetic)
KOKKOS_IMPL_INT_TRAIT(digits10, std::is_arithmetic)
KOKKOS_IMPL_INT_TRAIT(radix, std::is_arithmetic)
KOKKOS_IMPL_INT_TRAIT(max_digits10, std::is_floating_point)
KOKKOS_IMPL_INT_TRAIT(min_exponent, std::is_floating_point)
KOKKOS_IMPL_INT_TRAIT(min_exponent10, std::is_floating_point)
KOKKOS_IMPL_INT_TRAIT(max_exponent, std::is_floating_point)
KOKKOS_IMPL_INT_TRAIT(max_exponent10, std::is_floating_point)
#undef KOKKOS_IMPL_INT_TRAIT
#undef KOKKOS_IMPL_FP_TRAIT
#undef KOKKOS_IMPL_NUMERIC_TRAIT
}  // namespace Experimental

// Kokkos_DetectionIdiom.hpp: the detection idiom of the Library Fundamentals TS v2.
struct nonesuch {
  nonesuch() = delete; ~nonesuch() = delete;
  nonesuch(nonesuch const&) = delete; void operator=(nonesuch const&) = delete;
};
namespace Impl {
template <class Default, class AlwaysVoid, template <class...> class Op, class... Args> struct detector {
  using value_t = std::false_type; using type = Default;
};
template <class Default, template <class...> class Op, class... Args>
struct detector<Default, std::void_t<Op<Args...>>, Op, Args...> { using value_t = std::true_type; using type = Op<Args...>; };
}  // namespace Impl
template <template <class...> class Op, class... Args>
using is_detected = typename Impl::detector<nonesuch, void, Op, Args...>::value_t;
template <template <class...> class Op, class... Args>
using detected_t = typename Impl::detector<nonesuch, void, Op, Args...>::type;
template <class Default, template <class...> class Op, class... Args>
using detected_or = Impl::detector<Default, void, Op, Args...>;
template <class Default, template <class...> class Op, class... Args>
using detected_or_t = typename detected_or<Default, Op, Args...>::type;
template <class Expected, template <class...> class Op, class... Args>
using is_detected_exact = std::is_same<Expected, detected_t<Op, Args...>>;
template <class To, template <class...> class Op, class... Args>
using is_detected_convertible = std::is_convertible<detected_t<Op, Args...>, To>;
template <template <class...> class Op, class... Args> inline constexpr bool is_detected_v = is_detected<Op, Args...>::value;
template <class Expected, template <class...> class Op, class... Args>
inline constexpr bool is_detected_exact_v = is_detected_exact<Expected, Op, Args...>::value;
template <class To, template <class...> class Op, class... Args>
inline constexpr bool is_detected_convertible_v = is_detected_convertible<To, Op, Args...>::value;

namespace Experimental {
#define KOKKOS_IMPL_USING(F) using Kokkos::F;
KOKKOS_IMPL_MATH_UNARY_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_MATH_BINARY_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_MATH_PREDICATE_LIST(KOKKOS_IMPL_USING)
KOKKOS_IMPL_USING(abs) KOKKOS_IMPL_USING(fma) KOKKOS_IMPL_USING(nan) KOKKOS_IMPL_USING(nanf)
KOKKOS_IMPL_USING(nanl) KOKKOS_IMPL_USING(min) KOKKOS_IMPL_USING(max) KOKKOS_IMPL_USING(minmax)
KOKKOS_IMPL_USING(clamp) KOKKOS_IMPL_USING(numbers::e_v) KOKKOS_IMPL_USING(numbers::pi_v)
#undef KOKKOS_IMPL_USING
}  // namespace Experimental

// ===== Program lifetime, fences, timer, printf/abort, profiling
struct InitArguments {  // Kokkos 3.x
  int num_threads, num_numa, device_id, ndevices, skip_device;
  bool disable_warnings, tune_internals, tool_help = false;
  std::string tool_lib = {}, tool_args = {};
  InitArguments(int nt = -1, int nn = -1, int dv = -1, bool dw = false, bool ti = false);
};

class InitializationSettings {  // Kokkos >= 3.7
 public:
  InitializationSettings();
  InitializationSettings(InitArguments const& old);
#define KOKKOS_IMPL_DECLARE(TYPE, NAME)          \
  InitializationSettings& set_##NAME(TYPE NAME); \
  bool has_##NAME() const noexcept;              \
  TYPE get_##NAME() const noexcept;
  KOKKOS_IMPL_DECLARE(int, num_threads) KOKKOS_IMPL_DECLARE(int, device_id)
  KOKKOS_IMPL_DECLARE(std::string, map_device_id_by) KOKKOS_IMPL_DECLARE(int, num_devices)
  KOKKOS_IMPL_DECLARE(int, skip_device) KOKKOS_IMPL_DECLARE(bool, disable_warnings)
  KOKKOS_IMPL_DECLARE(bool, print_configuration) KOKKOS_IMPL_DECLARE(bool, tune_internals)
  KOKKOS_IMPL_DECLARE(bool, tool_help) KOKKOS_IMPL_DECLARE(std::string, tool_lib)
  KOKKOS_IMPL_DECLARE(std::string, tool_args) KOKKOS_IMPL_DECLARE(bool, tools_help)
  KOKKOS_IMPL_DECLARE(std::string, tools_libs) KOKKOS_IMPL_DECLARE(std::string, tools_args)
#undef KOKKOS_IMPL_DECLARE
};

void initialize(int& argc, char* argv[]);
void initialize();
void initialize(InitArguments const& arguments);
void initialize(InitializationSettings const& settings);
void finalize();
void finalize_all();
bool is_initialized() noexcept;
bool is_finalized() noexcept;
template <class F> void push_finalize_hook(F f) {}  // real: std::function<void()>
void fence();
void fence(const std::string& name);
void print_configuration(std::ostream& os, bool verbose = false);
int num_threads() noexcept; int num_devices() noexcept; int device_id() noexcept;

class ScopeGuard {
 public:
  ScopeGuard(int& argc, char* argv[]);
  ScopeGuard();
  ScopeGuard(InitArguments const& arguments);
  ScopeGuard(InitializationSettings const& settings);
  ~ScopeGuard();
  ScopeGuard(const ScopeGuard&) = delete; ScopeGuard& operator=(const ScopeGuard&) = delete;
};

class Timer {
 public:
  Timer();
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  void reset();
  double seconds() const;
};
namespace Impl { using Kokkos::Timer; }

template <typename... Args> void printf(const char* format, Args... args) {}
[[noreturn]] void abort(const char* const message);
namespace Impl {
[[noreturn]] void throw_runtime_exception(const std::string& msg);
}

#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP)
// Kokkos_Cuda_Vectorization.hpp / Kokkos_HIP_Vectorization.hpp: warp shuffles in device code.
template <class T> T shfl(const T& val, const int& srcLane, const int& width, unsigned mask = ~0u);
template <class T> T shfl_down(const T& val, int delta, int width, unsigned mask = ~0u);
template <class T> T shfl_up(const T& val, int delta, int width, unsigned mask = ~0u);
#endif

// Kokkos_hwloc.hpp (included by Kokkos_Core.hpp): the host's topology queries.
namespace hwloc {
bool available();
unsigned get_available_numa_count();
unsigned get_available_cores_per_numa();
unsigned get_available_threads_per_core();
bool can_bind_threads();
std::pair<unsigned, unsigned> get_this_thread_coordinate();
bool bind_this_thread(const std::pair<unsigned, unsigned>);
bool unbind_this_thread();
}  // namespace hwloc

// Profiling:: and Tools:: are in impl/Kokkos_Profiling.hpp (included below).

}  // namespace Kokkos

#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#undef KOKKOS_IMPL_EXTENTS
#include "Kokkos_UniqueToken.hpp"  // as Kokkos_Core.hpp does
#include "Kokkos_Complex.hpp"  // as real Kokkos_Core.hpp does
// Kokkos 4.x surface beyond the 3.x core (kokkos-api/README.md, "Kokkos 4.x additions").
#include "Kokkos_Half.hpp"  // its math functions use the lists above
#undef KOKKOS_IMPL_MATH_UNARY_LIST
#undef KOKKOS_IMPL_MATH_BINARY_LIST
#undef KOKKOS_IMPL_MATH_PREDICATE_LIST
#include "Kokkos_Parallel_Reduce.hpp"
#include "Kokkos_Swap.hpp"
#include "Kokkos_BitManipulation.hpp"
#include "Kokkos_Atomics_Desul_Wrapper.hpp"
#include "Kokkos_ExecPolicy.hpp"
#include "Kokkos_CopyViews.hpp"
#include "Kokkos_TypeInfo.hpp"
#include "View/Kokkos_ViewMapping.hpp"
#include "impl/Kokkos_Profiling.hpp"
#endif  // KOKKOS_CORE_HPP
