// kt/core/tags.hpp: layouts, memory/execution spaces, memory traits, small utility types.
#pragma once
#include <ostream>
#include <string>
#include <utility>
#include "config.hpp"
#include "tools.hpp"
#ifndef KT_BACKEND_DEFINED
#error "include a target header (kt/cuda.hpp, kt/host.hpp), not kt/core/*.hpp directly"
#endif

namespace kt {

// ---- Layouts (also usable as layout objects: View(label, LayoutLeft(n0, n1))) ----
struct LayoutLeft {
  using array_layout = LayoutLeft;
  enum : bool { is_extent_constructible = true };
  std::size_t dimension[8];
  std::size_t stride = ~std::size_t(0);  // Kokkos 4.5: the padded leading extent (unset)
  KT_HD explicit constexpr LayoutLeft(std::size_t n0 = 0, std::size_t n1 = 0, std::size_t n2 = 0, std::size_t n3 = 0,
                       std::size_t n4 = 0, std::size_t n5 = 0, std::size_t n6 = 0, std::size_t n7 = 0)
      : dimension{n0, n1, n2, n3, n4, n5, n6, n7} {}
};
struct LayoutRight {
  using array_layout = LayoutRight;
  enum : bool { is_extent_constructible = true };
  std::size_t dimension[8];
  std::size_t stride = ~std::size_t(0);  // Kokkos 4.5: the padded leading extent (unset)
  KT_HD explicit constexpr LayoutRight(std::size_t n0 = 0, std::size_t n1 = 0, std::size_t n2 = 0, std::size_t n3 = 0,
                        std::size_t n4 = 0, std::size_t n5 = 0, std::size_t n6 = 0, std::size_t n7 = 0)
      : dimension{n0, n1, n2, n3, n4, n5, n6, n7} {}
};
struct LayoutStride {
  using array_layout = LayoutStride;
  enum : bool { is_extent_constructible = false };
  std::size_t dimension[8];
  std::size_t stride[8];
  KT_HD explicit constexpr LayoutStride(std::size_t n0 = 0, std::size_t s0 = 0, std::size_t n1 = 0, std::size_t s1 = 0,
                         std::size_t n2 = 0, std::size_t s2 = 0, std::size_t n3 = 0, std::size_t s3 = 0)
      : dimension{n0, n1, n2, n3, 0, 0, 0, 0}, stride{s0, s1, s2, s3, 0, 0, 0, 0} {}
  // The layout of extents dimen[r] in which dimension order[0] has stride 1, order[1] the next
  // larger stride, and so on (an order that names a dimension past rank gives all zeros).
  template <class O, class D>
  KT_HD static LayoutStride order_dimensions(int rank, const O* order, const D* dimen) {
    LayoutStride l;
    bool ok = rank <= 8;
    for (int r = 0; ok && r < rank; ++r) ok = int(order[r]) < rank;
    std::size_t n = 1;
    for (int r = 0; ok && r < rank; ++r) {
      l.stride[order[r]] = n;
      n *= std::size_t(dimen[order[r]]);
      l.dimension[r] = std::size_t(dimen[r]);
    }
    return l;
  }
};

// ---- Memory traits ----
enum MemoryTraitsFlags : unsigned { Unmanaged = 0x01, RandomAccess = 0x02, Atomic = 0x04, Restrict = 0x08, Aligned = 0x10 };
template <unsigned N> struct MemoryTraits {
  using memory_traits = MemoryTraits;
  static constexpr unsigned impl_value = N;
  static constexpr bool is_unmanaged = (N & Unmanaged) != 0;
  static constexpr bool is_random_access = (N & RandomAccess) != 0;
  static constexpr bool is_atomic = (N & Atomic) != 0;
  static constexpr bool is_restrict = (N & Restrict) != 0;
  static constexpr bool is_aligned = (N & Aligned) != 0;
};
using MemoryManaged = MemoryTraits<0>;
using MemoryUnmanaged = MemoryTraits<Unmanaged>;
using MemoryRandomAccess = MemoryTraits<Unmanaged | RandomAccess>;

// ---- Spaces. DeviceSpace is the active target's device memory (CudaSpace in kt/cuda.hpp). ----
struct Serial;
struct DeviceExecSpace;
template <class Exec, class Mem> struct Device;
struct HostSpace {
  using memory_space = HostSpace;
  using execution_space = Serial;
  using device_type = HostSpace;
  using size_type = std::size_t;
  static constexpr const char* name() { return "HostSpace"; }
};
struct DeviceSpace {
  using memory_space = DeviceSpace;
  using execution_space = DeviceExecSpace;
  using device_type = DeviceSpace;
#if defined(KT_GPU_NS)
  using size_type = unsigned int;  // Kokkos 4.6: CudaSpace's and HIPSpace's
#else
  using size_type = std::size_t;  // Kokkos 4.6: OpenMPTargetSpace's and OpenACCSpace's
#endif
  static constexpr const char* name() { return "DeviceSpace"; }
};
// Team scratch memory (level 0 and 1); views in it are unmanaged.
struct ScratchSpace {
  using memory_space = ScratchSpace;
  using execution_space = DeviceExecSpace;
  using device_type = Device<DeviceExecSpace, ScratchSpace>;
  using array_layout = LayoutLeft;  // DeviceExecSpace's, as Kokkos: the execution space's
  using size_type = std::size_t;
  static constexpr const char* name() { return "ScratchSpace"; }
};

template <class Derived, class Mem, class Layout>
struct ExecSpaceBase {
  using execution_space = Derived;
  using memory_space = Mem;
  using device_type = Derived;
  using array_layout = Layout;
  using scratch_memory_space = ScratchSpace;
  using size_type = std::size_t;
  ExecSpaceBase() = default;
  template <class... A> explicit ExecSpaceBase(A&&...) {}  // e.g. Cuda(stream): accepted, ignored
  // Kokkos' instance fence: a begin/end_fence pair named as Kokkos names it (kt/core/tools.hpp).
  void fence() const {
    if (Tools::impl::on()) fence(std::string("Kokkos::") + Derived::impl_fence_name);
    else backend::fence();
  }
  void fence(const std::string& name) const {
    if (Tools::impl::on())
      Tools::impl::fence_event(name, Tools::device_id(static_cast<const Derived&>(*this)), [] { backend::fence(); });
    else backend::fence();
  }
  static bool in_parallel() { return false; }
  // Kokkos' Impl hardware-thread queries, as Kokkos::Serial answers them: every work item runs
  // on thread 0 of impl_max_hardware_threads() (= concurrency()) slots.
  KT_HD static unsigned impl_hardware_thread_id() { return 0; }
  static unsigned impl_max_hardware_threads() { return unsigned(Derived::concurrency()); }
  void print_configuration(std::ostream& os, bool = false) const { backend::print_configuration(os); }
};
struct Serial : ExecSpaceBase<Serial, HostSpace, LayoutRight> {
  using ExecSpaceBase::ExecSpaceBase;
  static constexpr Tools::DeviceType impl_tools_device_type = Tools::DeviceType::Serial;
  static constexpr const char* impl_fence_name = "Serial::fence: Unnamed Instance Fence";
  static constexpr const char* name() { return "Serial"; }
  static int concurrency() { return 1; }
};
struct OpenMP : ExecSpaceBase<OpenMP, HostSpace, LayoutRight> {
  using ExecSpaceBase::ExecSpaceBase;
  static constexpr Tools::DeviceType impl_tools_device_type = Tools::DeviceType::OpenMP;
  static constexpr const char* impl_fence_name = "OpenMP::fence: Unnamed Instance Fence";
  static constexpr const char* name() { return "OpenMP"; }
  static int concurrency() { return 1; }
};
struct DeviceExecSpace : ExecSpaceBase<DeviceExecSpace, DeviceSpace, LayoutLeft> {
  using ExecSpaceBase::ExecSpaceBase;
  static constexpr Tools::DeviceType impl_tools_device_type = Tools::impl_device_type;
  static constexpr const char* impl_fence_name = Tools::impl_device_fence_name;
  static const char* name() { return backend::name(); }
  static int concurrency() { return backend::concurrency(); }
};
using DefaultExecutionSpace = DeviceExecSpace;
using DefaultHostExecutionSpace = Serial;

// Kokkos::fence(name): Kokkos reports a global fence as one of the device's (instance 0).
inline void Tools::impl::global_fence(const std::string& name) {
  fence_event(name, device_id_root<DefaultExecutionSpace>(), [] { backend::fence(); });
}

template <class Exec, class Mem> struct Device {
  using execution_space = Exec;
  using memory_space = Mem;
  using device_type = Device;
  using size_type = typename Mem::size_type;
};

namespace impl {
// HostSpace and the pinned host spaces (kt/cuda.hpp, kt/hip.hpp), which derive from it.
template <class M> constexpr bool is_host_space = std::is_base_of<HostSpace, M>::value;
// A memory space with an allocator of its own (M::impl_allocate / M::impl_deallocate: pinned
// host memory, managed memory); the others use the backend's device allocator or aligned host
// memory.
template <class M, class = void> struct space_allocator {
  static constexpr bool own = false;
  static constexpr void* (*allocate)(std::size_t) = nullptr;
  static constexpr void (*deallocate)(void*) = nullptr;
};
template <class M> struct space_allocator<M, std::void_t<decltype(&M::impl_allocate)>> {
  static constexpr bool own = true;
  static constexpr void* (*allocate)(std::size_t) = &M::impl_allocate;
  static constexpr void (*deallocate)(void*) = &M::impl_deallocate;
};
}  // namespace impl

namespace impl {
// Managed memory (kt/cuda.hpp CudaUVMSpace, kt/hip.hpp HIPManagedSpace): a device space the host
// may also read and write.
template <class M, class = void> struct is_managed_space : std::false_type {};
template <class M> struct is_managed_space<M, std::void_t<decltype(M::impl_managed)>> : std::bool_constant<M::impl_managed> {};
// Kokkos' Impl::HostMirror<M>::Space: a memory space the host can access (HostSpace, pinned,
// managed) is its own host mirror space; any other mirrors into HostSpace.
template <class M> using host_mirror_space_t = std::conditional_t<is_host_space<M> || is_managed_space<M>::value, M, HostSpace>;
}  // namespace impl

template <class Access, class Space> struct SpaceAccessibility {
  static constexpr bool accessible =
      std::is_same<typename Access::memory_space, typename Space::memory_space>::value ||
      (impl::is_host_space<typename Access::memory_space> && impl::is_host_space<typename Space::memory_space>) ||
      (impl::is_host_space<typename Access::memory_space> && impl::is_managed_space<typename Space::memory_space>::value) ||
      (std::is_same<typename Access::memory_space, DeviceSpace>::value && std::is_base_of<DeviceSpace, typename Space::memory_space>::value);
  static constexpr bool assignable = std::is_same<typename Access::memory_space, typename Space::memory_space>::value;
  static constexpr bool deepcopy = true;  // one contiguous block copies between any two spaces
  using space = typename Space::memory_space;
};

namespace impl {
template <class M> struct default_layout { using type = std::conditional_t<is_host_space<M>, LayoutRight, LayoutLeft>; };
template <class S> using memory_space_of = typename S::memory_space;
}  // namespace impl

// ---- ALL, pair, AUTO, WithoutInitializing, view_alloc ----
struct ALL_t {
  constexpr ALL_t() = default;
  KT_HD constexpr const ALL_t& operator()() const { return *this; }
  KT_HD constexpr bool operator==(const ALL_t&) const { return true; }
};
inline constexpr ALL_t ALL{};
#ifdef _OPENACC
// A compute construct naming ALL (subview(v, i, kt::ALL()) in a kernel) would map it implicitly
// with `copy`, and GCC 12 copies it back into read-only memory when the construct ends: a
// segfault (testdata/subview_in_kernel on the H100). Declared, no construct maps it.
#pragma acc declare copyin(ALL)
#endif

template <class A, class B> struct pair {
  using first_type = A;
  using second_type = B;
  A first;
  B second;
  KT_HD constexpr pair() : first(), second() {}
  KT_HD constexpr pair(const A& a, const B& b) : first(a), second(b) {}
  template <class U, class V>
  KT_HD constexpr pair(const pair<U, V>& o) : first(o.first), second(o.second) {}
  template <class U, class V>
  KT_HD constexpr pair(const std::pair<U, V>& o) : first(o.first), second(o.second) {}
  template <class U, class V>
  KT_HD pair& operator=(const pair<U, V>& o) {  // also makes kt::tie(a, b) = p work
    first = o.first;
    second = o.second;
    return *this;
  }
  std::pair<A, B> to_std_pair() const { return std::pair<A, B>(first, second); }  // host only, as Kokkos
};
template <class A, class B> KT_INLINE constexpr pair<A, B> make_pair(A a, B b) { return pair<A, B>(a, b); }
template <class A, class B> KT_INLINE constexpr pair<A&, B&> tie(A& a, B& b) { return pair<A&, B&>(a, b); }
template <class A, class B> KT_INLINE constexpr bool operator==(const pair<A, B>& x, const pair<A, B>& y) {
  return x.first == y.first && x.second == y.second;
}
template <class A, class B> KT_INLINE constexpr bool operator!=(const pair<A, B>& x, const pair<A, B>& y) { return !(x == y); }
template <class A, class B> KT_INLINE constexpr bool operator<(const pair<A, B>& x, const pair<A, B>& y) {
  return x.first < y.first || (!(y.first < x.first) && x.second < y.second);
}

struct AUTO_t {
  KT_HD constexpr const AUTO_t& operator()() const { return *this; }
};
inline constexpr AUTO_t AUTO{};

namespace impl {
struct WithoutInitializing_t {};
struct ViewAllocProp {
  std::string label;
  bool initialize = true;
  bool has_exec = false;  // an execution space was given (Kokkos then does not fence after initialising)
};
// A type that is its own execution_space.
template <class S, class = void> struct is_exec_space : std::false_type {};
template <class S>
struct is_exec_space<S, std::void_t<typename S::execution_space>> : std::is_same<typename S::execution_space, S> {};
inline void add_prop(ViewAllocProp& p, const WithoutInitializing_t&) { p.initialize = false; }
inline void add_prop(ViewAllocProp& p, const std::string& s) { p.label = s; }
inline void add_prop(ViewAllocProp& p, const char* s) { p.label = s; }
inline void add_prop(ViewAllocProp& p, const ViewAllocProp& q) {  // ViewAllocateWithoutInitializing
  p.label = q.label;
  p.initialize = p.initialize && q.initialize;
  p.has_exec = p.has_exec || q.has_exec;
}
template <class Other, std::enable_if_t<!std::is_base_of<ViewAllocProp, Other>::value, int> = 0>
void add_prop(ViewAllocProp& p, const Other&) {  // spaces, AllowPadding...
  if constexpr (is_exec_space<Other>::value) p.has_exec = true;
}
}  // namespace impl
inline constexpr impl::WithoutInitializing_t WithoutInitializing{};
struct AllowPadding_t {};
inline constexpr AllowPadding_t AllowPadding{};
// Kokkos 4.5: a View of Views is constructed on the host, element by element; the shim's
// allocations of such element types are (impl::ViewAllocProp ignores the property).
struct SequentialHostInit_t {};
inline constexpr SequentialHostInit_t SequentialHostInit{};
// Kokkos::InvalidType: the "no type" of Kokkos' template defaults.
struct InvalidType {};

template <class... A> impl::ViewAllocProp view_alloc(const A&... a) {
  impl::ViewAllocProp p;
  (impl::add_prop(p, a), ...);
  return p;
}
// Kokkos::common_view_alloc_prop(v...): the Views' common value type, as a view_alloc property
// (it adds nothing to the allocation here: Kokkos' specialisations' embedded dimension).
namespace Impl {
template <class Specialize, class ValueType> struct CommonViewAllocProp {
  using value_type = ValueType;
  using scalar_array_type = ValueType;
  template <class... Views> CommonViewAllocProp(const Views&...) {}
};
}  // namespace Impl
template <class... Views>
Impl::CommonViewAllocProp<void, std::common_type_t<typename Views::non_const_value_type...>> common_view_alloc_prop(
    const Views&... v) {
  return {v...};
}
// Kokkos 3.x spelling, still in 4.x: a label without initialisation. A type, as Kokkos' (an
// alias of a ViewCtorProp), so that `using A = Kokkos::ViewAllocateWithoutInitializing;` works.
struct ViewAllocateWithoutInitializing : impl::ViewAllocProp {
  ViewAllocateWithoutInitializing(const std::string& l) : impl::ViewAllocProp{l, false, false} {}
  ViewAllocateWithoutInitializing(const char* l) : impl::ViewAllocProp{l, false, false} {}
};

// ---- Kokkos::Array ----
template <class T, std::size_t N> struct Array {
  T m_data[N];
  using value_type = T;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  KT_HD static constexpr bool empty() { return false; }
  KT_HD static constexpr std::size_t max_size() { return N; }
  KT_HD constexpr T& operator[](std::size_t i) { return m_data[i]; }
  KT_HD constexpr const T& operator[](std::size_t i) const { return m_data[i]; }
  KT_HD static constexpr std::size_t size() { return N; }
  KT_HD constexpr T* data() { return m_data; }
  KT_HD constexpr const T* data() const { return m_data; }
  KT_HD constexpr T* begin() { return m_data; }
  KT_HD constexpr T* end() { return m_data + N; }
  KT_HD constexpr const T* begin() const { return m_data; }
  KT_HD constexpr const T* end() const { return m_data + N; }
  friend KT_HD constexpr bool operator==(const Array& l, const Array& r) noexcept {
    for (std::size_t i = 0; i != N; ++i)
      if (l.m_data[i] != r.m_data[i]) return false;
    return true;
  }
  friend KT_HD constexpr bool operator!=(const Array& l, const Array& r) noexcept { return !(l == r); }
  friend KT_HD constexpr void kokkos_swap(Array& a, Array& b) noexcept {
    for (std::size_t i = 0; i < N; ++i) {
      T t = a.m_data[i];
      a.m_data[i] = b.m_data[i];
      b.m_data[i] = t;
    }
  }
};
// Kokkos 4: an Array of no element holds nothing; data() is null.
template <class T> struct Array<T, 0> {
  using value_type = T;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  KT_HD static constexpr bool empty() { return true; }
  KT_HD static constexpr std::size_t max_size() { return 0; }
  KT_HD static constexpr std::size_t size() { return 0; }
  KT_HD T& operator[](std::size_t) { return *data(); }
  KT_HD const T& operator[](std::size_t) const { return *data(); }
  KT_HD constexpr T* data() { return nullptr; }
  KT_HD constexpr const T* data() const { return nullptr; }
  KT_HD constexpr T* begin() { return nullptr; }
  KT_HD constexpr T* end() { return nullptr; }
  KT_HD constexpr const T* begin() const { return nullptr; }
  KT_HD constexpr const T* end() const { return nullptr; }
  friend KT_HD constexpr bool operator==(const Array&, const Array&) noexcept { return true; }
  friend KT_HD constexpr bool operator!=(const Array&, const Array&) noexcept { return false; }
  friend KT_HD constexpr void kokkos_swap(Array&, Array&) noexcept {}
};
template <class T, class... U> Array(T, U...) -> Array<T, 1 + sizeof...(U)>;
namespace impl {
template <class T, std::size_t N, std::size_t... I>
KT_HD constexpr Array<std::remove_cv_t<T>, N> to_array(T (&a)[N], std::index_sequence<I...>) {
  return {{a[I]...}};
}
}  // namespace impl
template <class T, std::size_t N> KT_HD constexpr auto to_array(T (&a)[N]) {
  return impl::to_array(a, std::make_index_sequence<N>{});
}
template <class T, std::size_t N> KT_HD constexpr auto to_array(T (&&a)[N]) {
  return impl::to_array(a, std::make_index_sequence<N>{});
}
template <std::size_t I, class T, std::size_t N> KT_HD constexpr T& get(Array<T, N>& a) noexcept {
  static_assert(I < N);
  return a.m_data[I];
}
template <std::size_t I, class T, std::size_t N>
KT_HD constexpr const T& get(const Array<T, N>& a) noexcept {
  static_assert(I < N);
  return a.m_data[I];
}
template <std::size_t I, class T, std::size_t N> KT_HD constexpr T&& get(Array<T, N>&& a) noexcept {
  static_assert(I < N);
  return static_cast<T&&>(a.m_data[I]);
}
template <class T, std::size_t N> KT_HD constexpr T* begin(Array<T, N>& a) noexcept { return a.data(); }
template <class T, std::size_t N> KT_HD constexpr const T* begin(const Array<T, N>& a) noexcept {
  return a.data();
}
template <class T, std::size_t N> KT_HD constexpr T* end(Array<T, N>& a) noexcept { return a.data() + N; }
template <class T, std::size_t N> KT_HD constexpr const T* end(const Array<T, N>& a) noexcept {
  return a.data() + N;
}

}  // namespace kt

// Structured bindings of a kt::Array (auto [x, y] = a;), as Kokkos declares them.
template <class T, std::size_t N>
struct std::tuple_size<kt::Array<T, N>> : std::integral_constant<std::size_t, N> {};
template <std::size_t I, class T, std::size_t N> struct std::tuple_element<I, kt::Array<T, N>> {
  using type = T;
};
