// kt/core/view.hpp: ViewHandle (trivially copyable, what kernels take) and View (adds host-side
// reference counting for managed allocations).
#pragma once
#include <atomic>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include "atomics.hpp"
#include "scratch.hpp"
#include "space_access.hpp"
#include "tags.hpp"
#include "view_traits.hpp"

// Kokkos::View's namespace is Kokkos, so an unqualified call with a View argument also finds
// functions of namespace Kokkos by argument-dependent lookup: an application's own code in that
// namespace (its copies of old Kokkos headers) calls its functions that way. The shim's views
// keep it: ViewHandle, a base of every View, derives from this empty class of namespace Kokkos.
namespace Kokkos {
struct kt_view_lookup {};
}  // namespace Kokkos

namespace kt {

// M: the access traits of the handle (Atomic or 0: an atomic handle's elements are AtomicRefs;
// plus impl::DeviceInaccessible for memory kernels on the device cannot reach).
template <class T, std::size_t R, class L, unsigned M = 0> struct ViewHandle;

namespace impl {
// ---- Host-side allocation records ----
struct SharedAlloc {
  std::atomic<int> count{1};
  std::string label;
  void* ptr = nullptr;
  std::size_t bytes = 0;
  bool device = false;
  void (*own_free)(void*) = nullptr;  // a space's own deallocator (pinned or managed memory)
  // Adds delta to count, releasing the record at zero (adjust_count): a Tracker calls it through
  // this pointer, so that a View copied in device code (OpenACC compiles host and device code
  // in one pass) names neither the atomics nor the deallocation (GCC 12's offload compiler
  // crashes on them there).
  // Returns false, counting nothing, for a copy made while an object image is taken (ImageCopy).
  bool (*adjust)(SharedAlloc*, int) noexcept = nullptr;
  // The elements' destructor (a View of a type with a non-trivial one that the View
  // constructed), run in the View's space before the memory is freed.
  void (*destroy)(void*, std::size_t, bool) = nullptr;
  std::size_t elems = 0;
  // Kokkos Tools (kt/core/tools.hpp): the memory space the events name, the device id of the
  // View's execution space, whether Kokkos fences before freeing it (HostSpace).
  const char* space = "";
  std::uint32_t devid = 0;
  bool host_fence = false;
};
inline bool adjust_count(SharedAlloc* r, int delta) noexcept;
// While one lives on a thread, the View copies made there are untracked (no reference count, no
// tracker): kt::object_image copies an object with its copy constructor in such a scope, so that
// its bytes, the kernel's object, hold no tracker (Kokkos' device copies count nothing either),
// whichever members, private or nested, hold the Views.
inline int& image_copy_depth() {
  static thread_local int depth = 0;
  return depth;
}
struct ImageCopy {
  ImageCopy() { ++image_copy_depth(); }
  ~ImageCopy() { --image_copy_depth(); }
  ImageCopy(const ImageCopy&) = delete;
  ImageCopy& operator=(const ImageCopy&) = delete;
};
struct AllocStats {  // test/debug hook: kt::impl::alloc_stats()
  std::atomic<long> live{0}, total{0}, frees{0};
};
inline AllocStats& alloc_stats() {
  static AllocStats s;
  return s;
}
// Zero bytes of a new allocation, with the allocator's own means.
inline void zero_alloc(SharedAlloc* r) {
  if (!r->bytes) return;
  if (r->device) backend::memset_zero(r->ptr, r->bytes);
  else std::memset(r->ptr, 0, r->bytes);
}
// The size Kokkos reports for an allocation: its bytes rounded up to 8.
inline std::uint64_t tools_size(const SharedAlloc* r) { return (r->bytes + 7) & ~std::uint64_t(7); }
// own_alloc / own_free: the memory space's allocator (impl::space_allocator), else the backend's
// device allocator or aligned host memory. space: the memory space the allocation events name.
inline SharedAlloc* make_alloc(const std::string& label, std::size_t bytes, bool device, bool init,
                               void* (*own_alloc)(std::size_t) = nullptr, void (*own_free)(void*) = nullptr,
                               const char* space = "") {
  auto* r = new SharedAlloc;
  r->adjust = &adjust_count;
  r->label = label;
  r->bytes = bytes;
  r->device = device;
  r->space = space;
  if (bytes) {
    if (own_alloc) {
      r->ptr = own_alloc(bytes);
      r->own_free = own_free;
    } else if (device) {
      r->ptr = backend::allocate(bytes, label.c_str());
    } else {
      r->ptr = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
      if (!r->ptr) {
        std::fprintf(stderr, "kt: host allocation of %zu bytes for view '%s' failed\n", bytes, label.c_str());
        std::exit(1);
      }
    }
    if (init) zero_alloc(r);
    ++alloc_stats().live;
    ++alloc_stats().total;
    if (Tools::impl::on()) Tools::allocateData(Tools::make_space_handle(space), label, r->ptr, tools_size(r));
  }
  return r;
}
// Kokkos' destruction kernel (its begin/end_parallel_for and fence) and the deallocation event.
inline void release_with_events(SharedAlloc* r) {
  if (r->destroy) {
    std::uint64_t id = 0;
    Tools::beginParallelFor("Kokkos::View::destruction [" + r->label + "]", r->devid, &id);
    r->destroy(r->ptr, r->elems, r->device);
    Tools::endParallelFor(id);
    Tools::impl::fence_event("Kokkos::View::destruction before deallocate", r->devid, [] { backend::fence(); });
  }
  if (r->host_fence) Tools::impl::global_fence("HostSpace::impl_deallocate before free");
  Tools::deallocateData(Tools::make_space_handle(r->space), r->label, r->ptr, tools_size(r));
}
inline void release(SharedAlloc* r) {
  if (r->ptr) {
    if (Tools::impl::on()) release_with_events(r);
    else if (r->destroy) r->destroy(r->ptr, r->elems, r->device);
    if (r->own_free) r->own_free(r->ptr);
    else if (r->device) backend::deallocate(r->ptr);  // cudaFree synchronises, as Kokkos does
    else std::free(r->ptr);
    --alloc_stats().live;
    ++alloc_stats().frees;
  }
  delete r;
}
inline bool adjust_count(SharedAlloc* r, int delta) noexcept {
  if (delta > 0 && image_copy_depth() > 0) return false;
  if (r->count.fetch_add(delta) + delta == 0) release(r);
  return true;
}
inline void copy_bytes(void* dst, bool dst_dev, const void* src, bool src_dev, std::size_t n) {
  if (n == 0 || dst == src) return;
  if (dst_dev && src_dev) backend::memcpy_d2d(dst, src, n);
  else if (dst_dev) backend::memcpy_h2d(dst, src, n);
  else if (src_dev) backend::memcpy_d2h(dst, src, n);
  else backend::memcpy_h2h(dst, src, n);
}

// The name Kokkos gives a memory space in Tools events (HostSpace::name() is "Host" there).
template <class M> const char* tools_space_name() {
  if constexpr (std::is_same<M, HostSpace>::value) return "Host";
  else if constexpr (std::is_same<M, DeviceSpace>::value) return Tools::impl_device_space_name;
  else return M::name();
}

// Kokkos copies a new allocation record's header into host-inaccessible memory and fences the
// space's execution space (when no execution space instance was given).
template <class M> void tools_header_fence() {
  if constexpr (!is_host_space<M> && !is_managed_space<M>::value)
    typename M::execution_space().fence(std::string("SharedAllocationRecord<Kokkos::") + tools_space_name<M>() +
                                        "Space, void>::SharedAllocationRecord(): fence after copying header from "
                                        "HostSpace");
}

// Kokkos value-initialises each element of a new View (`T()`). For a trivial T that is the zero
// bytes make_alloc wrote; a T with a default constructor (default member initialisers) gets
// its values: constructed in place in host memory, copies of one element built on the host in
// device memory (their bytes, as a kernel argument's).
template <class T> void construct_elements(T* p, std::size_t n, bool device) {
  if (n == 0) return;
  if (!device) {
    for (std::size_t i = 0; i != n; ++i) new (static_cast<void*>(p + i)) T();
    return;
  }
  const T proto = T();
  std::unique_ptr<unsigned char[]> buf(new unsigned char[n * sizeof(T)]);
  for (std::size_t i = 0; i != n; ++i) std::memcpy(buf.get() + i * sizeof(T), static_cast<const void*>(&proto), sizeof(T));
  copy_bytes(p, true, buf.get(), false, n * sizeof(T));
}

// Device: the View is in device memory (a kernel runs the destructors); a host View's elements
// never need one, so a type destructible only on the host may be their element type.
template <class T, bool Device> void destroy_elements(void* p, std::size_t n, bool) {
  if constexpr (Device) backend::destroy(static_cast<T*>(p), n);
  else
    for (std::size_t i = 0; i != n; ++i) static_cast<T*>(p)[i].~T();
}

// Reference counting lives only on the host; device copies of a Tracker are plain pointer copies.
struct NoTracker;
struct Tracker {
  SharedAlloc* rec = nullptr;
  Tracker() = default;
  KT_HD Tracker(const NoTracker&) noexcept {}
  KT_HD Tracker(const Tracker& o) noexcept : rec(o.rec) { take(); }
  KT_HD Tracker(Tracker&& o) noexcept : rec(o.rec) { o.rec = nullptr; }
  KT_HD Tracker& operator=(const Tracker& o) noexcept {
    if (rec != o.rec) { dec(); rec = o.rec; take(); }
    return *this;
  }
  KT_HD Tracker& operator=(Tracker&& o) noexcept {
    if (this != &o) { dec(); rec = o.rec; o.rec = nullptr; }
    return *this;
  }
  KT_HD ~Tracker() { dec(); }
  // Counts this copy of rec's reference; an untracked copy (ImageCopy) lets rec go.
  KT_HD void take() noexcept {
#ifndef KT_DEVICE_COMPILE
    if (rec && KT_ON_HOST && !rec->adjust(rec, 1)) rec = nullptr;
#endif
  }
  KT_HD void dec() noexcept {
#ifndef KT_DEVICE_COMPILE
    if (rec && KT_ON_HOST) rec->adjust(rec, -1);
#endif
    rec = nullptr;
  }
};
struct NoTracker {
  NoTracker() = default;
  KT_HD NoTracker(const Tracker&) {}
};
constexpr std::size_t max_size(std::size_t a, std::size_t b) { return a < b ? b : a; }
template <class H> struct is_handle : std::false_type {};
template <class T, std::size_t R, class L, unsigned M> struct is_handle<ViewHandle<T, R, L, M>> : std::true_type {};
// Handle bit of a View in memory that kernels on the device cannot reach (HostSpace): its element
// access in device code aborts, as Kokkos' View::operator() does there (Kokkos 4.6
// runtime_check_memory_access_violation). Such a kernel compiles, as with Kokkos: a class
// template over a memory space, instantiated for HostSpace too, dispatching on the default space.
constexpr unsigned DeviceInaccessible = 0x100;  // above every MemoryTraits flag
template <class S> constexpr bool device_inaccessible = !Impl::MemorySpaceAccess<DeviceSpace, S>::accessible;
// Handle traits of a View: Atomic for an atomic View of a non-const value type (as Kokkos: an
// atomic View of const values reads plainly); DeviceInaccessible for memory space S above.
template <class T, unsigned Bits, class S>
constexpr unsigned handle_bits = ((Bits & Atomic) && !std::is_const<T>::value ? Atomic : 0) |
                                 (device_inaccessible<S> ? DeviceInaccessible : 0);
// Called by the element access of a DeviceInaccessible handle: aborts in device code only.
KT_INLINE void device_inaccessible_access() {
  if (KT_IN_DEVICE_CODE)
    kt::abort("Kokkos::View ERROR: attempt to access inaccessible memory space (label=\"**UNAVAILABLE**\")");
}
template <class T, unsigned M> using element_ref_t = std::conditional_t<(M & Atomic) != 0, AtomicRef<T>, T&>;
struct from_parts_t {};
struct alloc_tag_t {};
}  // namespace impl

// ===================================================================================
// ViewHandle: pointer + extents + strides. Trivially copyable; this is what kernels take.
// ===================================================================================
template <class T, std::size_t R, class L, unsigned M>
struct ViewHandle : Kokkos::kt_view_lookup {
  static_assert(impl::is_layout_v<L>, "kt::ViewHandle: L must be LayoutLeft, LayoutRight or LayoutStride");
  using value_type = T;
  using pointer_type = T*;
  using reference_type = impl::element_ref_t<T, M>;  // T&, or an AtomicRef for an atomic handle
  using array_layout = L;
  using size_type = std::size_t;
  static constexpr impl::rank_constant<R> rank{};
  static constexpr impl::rank_constant<R> rank_dynamic{};
  static constexpr std::size_t Rank = R;

  T* ptr_ = nullptr;
  std::size_t ext_[R ? R : 1] = {};
  std::size_t str_[R ? R : 1] = {};  // strides in elements (LayoutLeft str_[0] == 1 and is never read)

  ViewHandle() = default;
  // const from non-const; Left/Right -> Stride; Stride -> Left/Right (checked at run time); rank <= 1 any.
  // The access traits (M) may differ: Kokkos assigns atomic and plain Views to each other.
  template <class U, class L2, unsigned M2, class = std::enable_if_t<impl::handle_convertible<T, L, U, L2, R>::value>>
  KT_HD ViewHandle(const ViewHandle<U, R, L2, M2>& o) : ptr_(o.ptr_) {
    for (std::size_t r = 0; r != R; ++r) ext_[r] = o.ext_[r];
    if (impl::is_stride_v<L>) {
      for (std::size_t r = 0; r != R; ++r) str_[r] = o.str_[r];
    } else {  // the source's leading stride may be padded (Kokkos 4.5's LayoutLeft::stride)
      impl_set_canonical_strides(R < 2 ? 0 : std::is_same<L, LayoutLeft>::value ? o.str_[1] : o.str_[R - 2]);
      for (std::size_t r = 0; r != R; ++r)
        if (ext_[r] > 1 && o.str_[r] != str_[r])
          kt::abort("kt::View: assigning a non-contiguous (strided) view to a LayoutLeft/LayoutRight view");
    }
  }

  // ---- element access ----
  template <class... I>
  KT_HD reference_type operator()(I... i) const {
    static_assert(sizeof...(I) == R, "kt::View: number of indices must equal the rank");
    if constexpr ((M & impl::DeviceInaccessible) != 0) impl::device_inaccessible_access();
    const std::size_t idx[] = {std::size_t(i)..., 0};
    return element(impl_offset(idx));
  }
  // Kokkos' access(): missing trailing indices are 0, extra ones ignored.
  template <class... I>
  KT_HD reference_type access(I... i) const {
    if constexpr ((M & impl::DeviceInaccessible) != 0) impl::device_inaccessible_access();
    const std::size_t idx[R + sizeof...(I) + 1] = {std::size_t(i)...};
    return element(impl_offset(idx));
  }
  template <class I>
  KT_HD reference_type operator[](I i) const {
    static_assert(R == 1, "kt::View: operator[] needs a rank-1 view");
    return (*this)(i);
  }
  KT_HD T& impl_ref(const std::size_t* idx) const { return ptr_[impl_offset(idx)]; }  // plain, whatever M
  KT_HD reference_type element(std::size_t off) const {
    if constexpr ((M & Atomic) != 0) return reference_type{ptr_ + off};
    else return ptr_[off];
  }
  KT_HD std::size_t impl_offset(const std::size_t* i) const { return offset_(i, std::make_index_sequence<R>()); }

  // ---- queries ----
  KT_HD constexpr std::size_t extent(std::size_t r) const { return r + 1 <= R ? ext_[r] : 1; }
  KT_HD constexpr int extent_int(std::size_t r) const { return int(extent(r)); }
  KT_HD std::size_t stride(std::size_t r) const { return r + 1 <= R ? str_[r] : 0; }
  template <class I> KT_HD void stride(I* s) const {
    for (std::size_t r = 0; r != R; ++r) s[r] = I(str_[r]);
    s[R] = I(span());
  }
  KT_HD std::size_t stride_0() const { return stride(0); }
  KT_HD std::size_t stride_1() const { return stride(1); }
  KT_HD std::size_t stride_2() const { return stride(2); }
  KT_HD std::size_t stride_3() const { return stride(3); }
  KT_HD std::size_t stride_4() const { return stride(4); }
  KT_HD std::size_t stride_5() const { return stride(5); }
  KT_HD std::size_t stride_6() const { return stride(6); }
  KT_HD std::size_t stride_7() const { return stride(7); }
  KT_HD std::size_t size() const {
    std::size_t n = 1;
    for (std::size_t r = 0; r != R; ++r) n *= ext_[r];
    return n;
  }
  // Kokkos' span(): for LayoutStride the largest extent(r) * stride(r) (0 when empty), which may
  // exceed the elements the view reaches (a subview's last column); impl_reach() is those.
  KT_HD std::size_t span() const {
    std::size_t s = 0;
    for (std::size_t r = 0; r != R; ++r) {
      if (ext_[r] == 0) return 0;
      if (ext_[r] * str_[r] > s) s = ext_[r] * str_[r];
    }
    return R ? s : 1;
  }
  KT_HD std::size_t impl_reach() const {  // 1 + largest offset (0 when empty)
    std::size_t s = 1;
    for (std::size_t r = 0; r != R; ++r) {
      if (ext_[r] == 0) return 0;
      s += (ext_[r] - 1) * str_[r];
    }
    return s;
  }
  KT_HD bool span_is_contiguous() const { return span() == size(); }
  KT_HD T* data() const { return ptr_; }
  KT_HD bool is_allocated() const { return ptr_ != nullptr; }
  // Kokkos' View::assign_data on a kernel's (untracked) View: it now points at p.
  KT_HD void assign_data(T* p) { ptr_ = p; }
  KT_HD L layout() const {
    L l;
    for (std::size_t r = 0; r != R; ++r) {
      l.dimension[r] = ext_[r];
      if constexpr (impl::is_stride_v<L>) l.stride[r] = str_[r];
    }
    if constexpr (!impl::is_stride_v<L> && R >= 2)  // the leading stride, padded or not
      l.stride = std::is_same<L, LayoutLeft>::value ? str_[1] : str_[R - 2];
    return l;
  }

  // ---- set-up helpers (used by View, subview, generated code) ----
  // lead: the stride of LayoutLeft's dimension 1 (LayoutRight's R-2) when padded (Kokkos 4.5's
  // `LayoutLeft::stride`); unset (~0) or below that dimension's packed stride: packed.
  KT_HD void impl_set_canonical_strides(std::size_t lead = 0) {
    if constexpr (R > 0) {
      if constexpr (std::is_same<L, LayoutRight>::value) {
        str_[R - 1] = 1;
        for (std::size_t r = R - 1; r-- > 0;) str_[r] = str_[r + 1] * ext_[r + 1];
        if (R >= 2 && lead != ~std::size_t(0) && lead > str_[R - 2]) {
          str_[R - 2] = lead;
          for (std::size_t r = R - 2; r-- > 0;) str_[r] = str_[r + 1] * ext_[r + 1];
        }
      } else {  // LayoutLeft (and default-constructed LayoutStride)
        str_[0] = 1;
        for (std::size_t r = 1; r != R; ++r) str_[r] = str_[r - 1] * ext_[r - 1];
        if (R >= 2 && std::is_same<L, LayoutLeft>::value && lead != ~std::size_t(0) && lead > str_[1]) {
          str_[1] = lead;
          for (std::size_t r = 2; r != R; ++r) str_[r] = str_[r - 1] * ext_[r - 1];
        }
      }
    }
  }
  // ext: R extents; strides: R strides (LayoutStride only; nullptr = canonical LayoutLeft order);
  // lead: a padded leading stride of LayoutLeft/LayoutRight (impl_set_canonical_strides).
  KT_HD void impl_set(T* p, const std::size_t* ext, const std::size_t* strides = nullptr, std::size_t lead = 0) {
    ptr_ = p;
    for (std::size_t r = 0; r != R; ++r) ext_[r] = ext[r];
    impl_set_canonical_strides(lead);
    if (strides && impl::is_stride_v<L>)
      for (std::size_t r = 0; r != R; ++r) str_[r] = strides[r];
  }

 private:
  template <std::size_t... K>
  KT_HD std::size_t offset_(const std::size_t* i, std::index_sequence<K...>) const {
    if constexpr (R == 0) {
      return 0;
    } else if constexpr (std::is_same<L, LayoutLeft>::value) {  // i0 + s1*i1 + s2*i2 + ...
      return i[0] + (std::size_t(0) + ... + (K == 0 ? 0 : str_[K] * i[K]));
    } else if constexpr (std::is_same<L, LayoutRight>::value) {  // s0*i0 + ... + i_{R-1}
      return (std::size_t(0) + ... + (K + 1 == R ? i[K] : str_[K] * i[K]));
    } else {
      return (std::size_t(0) + ... + (str_[K] * i[K]));
    }
  }
};

// ===================================================================================
// View<DataType, Props...>
// ===================================================================================
template <class DataType, class... Props>
class View : public ViewHandle<typename impl::ViewTraits<DataType, Props...>::value_type,
                               impl::ViewTraits<DataType, Props...>::rank,
                               typename impl::ViewTraits<DataType, Props...>::array_layout,
                               impl::handle_bits<typename impl::ViewTraits<DataType, Props...>::value_type,
                                                 impl::ViewTraits<DataType, Props...>::memory_traits_bits,
                                                 typename impl::ViewTraits<DataType, Props...>::memory_space>> {
 public:
  using traits = impl::ViewTraits<DataType, Props...>;
  using value_type = typename traits::value_type;
  using const_value_type = std::add_const_t<value_type>;
  using non_const_value_type = std::remove_const_t<value_type>;
  static constexpr std::size_t Rank = traits::rank;
  static constexpr impl::rank_constant<traits::rank_dynamic> rank_dynamic{};
  using data_type = DataType;
  using const_data_type = typename traits::template rebind<const_value_type>;
  using non_const_data_type = typename traits::template rebind<non_const_value_type>;
  using scalar_array_type = data_type;  // Kokkos' ViewTraits names (no scalar specialisations)
  using const_scalar_array_type = const_data_type;
  using non_const_scalar_array_type = non_const_data_type;
  using array_layout = typename traits::array_layout;
  using memory_space = typename traits::memory_space;
  using execution_space = typename memory_space::execution_space;
  using device_type = Device<execution_space, memory_space>;
  using memory_traits = MemoryTraits<traits::memory_traits_bits>;
  using handle_type = ViewHandle<value_type, Rank, array_layout, impl::handle_bits<value_type, traits::memory_traits_bits, memory_space>>;
  using pointer_type = value_type*;
  using reference_type = typename handle_type::reference_type;
  using size_type = std::size_t;
  // As Kokkos spells it: the same layout (a LayoutStride mirror keeps the strides) and
  // Device<DefaultHostExecutionSpace, mirror memory space> (a template
  // tested against the mirror's type, `std::is_same<V, View<int *, Device<Serial, HostSpace>>>`,
  // must see the type Kokkos gives it).
  using HostMirror = View<non_const_data_type, array_layout,
                          Device<DefaultHostExecutionSpace, impl::host_mirror_space_t<memory_space>>>;
  using host_mirror_type = HostMirror;
  using host_mirror_space = impl::host_mirror_space_t<memory_space>;
  using const_type = View<const_data_type, array_layout, memory_space, memory_traits>;
  using non_const_type = View<non_const_data_type, array_layout, memory_space, memory_traits>;
  using uniform_type = View;
  using uniform_const_type = const_type;
  using array_type = View<scalar_array_type, array_layout, memory_space, memory_traits>;
  // Kokkos' ViewTraits flags and specialisation tag (Kokkos 4.6: enums, and `void` for every
  // data type the shim takes).
  static constexpr bool is_hostspace = std::is_same<memory_space, HostSpace>::value;
  static constexpr bool is_managed = (traits::memory_traits_bits & Unmanaged) == 0;
  static constexpr bool is_random_access = memory_traits::is_random_access;
  using specialize = void;
  static constexpr bool impl_is_managed = traits::is_managed;
  using tracker_type = std::conditional_t<impl_is_managed, impl::Tracker, impl::NoTracker>;
  static_assert(std::is_trivially_copyable<handle_type>::value, "kt::ViewHandle must be trivially copyable");

 private:
  // Extent arguments: anything that converts to size_t (size_t parameters in Kokkos).
  template <class... N> static constexpr bool all_integral = (std::is_convertible<N, std::size_t>::value && ...);
  tracker_type trk_;

 public:
  // Static extents are known before allocation: a default View<double*[3]> has extent(1) == 3.
  KT_HD View() {
    if constexpr (traits::rank_dynamic != Rank) {
      std::size_t ext[Rank + 1] = {};
      impl_layout_extents(ext, array_layout());
      this->impl_set(nullptr, ext);
    }
  }
  // Declared KT_HD so that targets compiling one source for host and device (OpenACC: always
  // inline) inline them into device code too: a View copied there (a member of a captured
  // object, kt/core/object_image.hpp) makes GCC 12's offload compiler crash otherwise.
  // (CUDA and HIP infer __host__ __device__ for them: see KT_HD_DEFAULTED.)
  KT_HD_DEFAULTED ~View() = default;
  KT_HD_DEFAULTED View(const View&) = default;
  KT_HD_DEFAULTED View(View&&) = default;
  KT_HD_DEFAULTED View& operator=(const View&) = default;
  KT_HD_DEFAULTED View& operator=(View&&) = default;

  // ---- managed allocation (host only); zero-filled unless WithoutInitializing ----
  template <class... N, class = std::enable_if_t<all_integral<N...>>>
  explicit View(const std::string& label, N... n) : View(view_alloc(label), n...) {}
  template <class... N, class = std::enable_if_t<all_integral<N...>>>
  explicit View(const impl::ViewAllocProp& prop, N... n) {
    std::size_t ext[Rank + 1];
    impl_check_extents(n...);
    impl_extents(ext, n...);
    impl_allocate(prop, ext, nullptr);
  }
  explicit View(const std::string& label, const array_layout& l) : View(view_alloc(label), l) {}
  explicit View(const impl::ViewAllocProp& prop, const array_layout& l) {
    std::size_t ext[Rank + 1];
    impl_layout_extents(ext, l);
    if constexpr (impl::is_stride_v<array_layout>) impl_allocate(prop, ext, l.stride);
    else impl_allocate(prop, ext, nullptr, l.stride);
  }
  View(impl::alloc_tag_t, const impl::ViewAllocProp& prop, const std::size_t* ext) {
    impl_allocate(prop, ext, nullptr);
  }

  // ---- unmanaged wrap of an existing pointer ----
  // A pointer or an array, but not a char array: `View<char *>("label", n)` is a labelled
  // allocation, as in Kokkos, whose labels are char arrays (a literal would otherwise convert to
  // `char *` and the View would wrap the literal's bytes).
  template <class P>
  static constexpr bool impl_pointer_arg =
      !(std::is_array<std::remove_reference_t<P>>::value &&
        std::is_same<std::remove_cv_t<std::remove_all_extents_t<std::remove_reference_t<P>>>, char>::value) &&
      std::is_convertible<P, pointer_type>::value;
  template <class P, class... N, class = std::enable_if_t<impl_pointer_arg<P> && all_integral<N...>>>
  KT_HD explicit View(P&& p, N... n) {
    std::size_t ext[Rank + 1];
    impl_extents(ext, n...);
    this->impl_set(p, ext);
  }
  template <class P, class = std::enable_if_t<impl_pointer_arg<P>>>
  KT_HD View(P&& p, const array_layout& l) {
    std::size_t ext[Rank + 1];
    impl_layout_extents(ext, l);
    if constexpr (impl::is_stride_v<array_layout>) this->impl_set(p, ext, l.stride);
    else this->impl_set(p, ext, nullptr, l.stride);
  }

  // ---- scratch (device code): bump-allocate from a team/thread scratch pool ----
  // Any View type, as in Kokkos: one whose traits say managed (`View<double **>(team.
  // team_scratch(0), n, 3)`) wraps the scratch pointer with no tracker, so it and its copies
  // count no references.
  static constexpr std::size_t scratch_value_alignment =
      impl::max_size(impl::max_size(sizeof(value_type), alignof(value_type)), std::size_t(8));
  template <class Ref, class... N,
            class = std::enable_if_t<std::is_base_of<ScratchRef, Ref>::value && all_integral<N...>>>
  KT_HD explicit View(const Ref& ref, N... n) {
    std::size_t ext[Rank + 1];
    impl_extents(ext, n...);
    this->impl_set(nullptr, ext);
    this->ptr_ = static_cast<pointer_type>(ref.get_shmem_aligned(this->span() * sizeof(value_type), scratch_value_alignment));
  }
  // Bytes an allocation of these run-time extents spans (Kokkos' required_allocation_size: the
  // extents, then the type's static ones, times the element size).
  template <class... N, class = std::enable_if_t<all_integral<N...>>>
  static constexpr std::size_t required_allocation_size(N... n) {
    static_assert(sizeof...(N) <= traits::rank_dynamic || traits::rank_dynamic == 0,
                  "kt::View::required_allocation_size: more extents than the dynamic rank");
    return (traits::static_extents::product * ... * std::size_t(n)) * sizeof(value_type);
  }
  // The same from a layout object (`View<int *, LayoutRight>::required_allocation_size(
  // LayoutRight(100))`): its run-time extents.
  template <class L, class = std::enable_if_t<std::is_same<L, array_layout>::value && !impl::is_stride_v<L>>>
  static constexpr std::size_t required_allocation_size(const L& l) {
    std::size_t n = traits::static_extents::product;
    for (unsigned r = 0; r < traits::rank_dynamic; ++r) n *= l.dimension[r];
    return n * sizeof(value_type);
  }
  // Bytes a scratch view of these run-time extents needs (as Kokkos, one argument per run-time
  // extent): n0*..*(static extents)*sizeof(T) + max(sizeof T, alignof T, 8).
  template <class... N, class = std::enable_if_t<all_integral<N...>>>
  KT_HD static constexpr std::size_t shmem_size(N... n) {
    static_assert(sizeof...(N) == traits::rank_dynamic,
                  "kt::View::shmem_size: number of extents must equal the dynamic rank");
    static_assert(!impl::is_stride_v<array_layout>, "kt::View::shmem_size: not for LayoutStride");
    return (traits::static_extents::product * ... * std::size_t(n)) * sizeof(value_type) + scratch_value_alignment;
  }
  // The same from a layout object (LayoutStride's only form): the span its extents and strides
  // reach (Kokkos' memory_span), plus the alignment.
  template <class L, class = std::enable_if_t<std::is_same<L, array_layout>::value>>
  KT_HD static std::size_t shmem_size(const L& l) {
    return View(pointer_type(nullptr), l).span() * sizeof(value_type) + scratch_value_alignment;
  }
  KT_HD static constexpr std::size_t static_extent(unsigned r) { return traits::static_extent(r); }

  // ---- conversions ----
  // From a View whose space assigns to this one (Kokkos' MemorySpaceAccess: the same space,
  // AnonymousSpace on either side, pinned to HostSpace, managed to DeviceSpace), of the same
  // rank, with static extents that agree, a convertible value type and layout.
  template <class D2, class... P2,
            class = std::enable_if_t<Impl::MemorySpaceAccess<memory_space, typename View<D2, P2...>::memory_space>::assignable &&
                                     impl::static_extents_agree<traits, typename View<D2, P2...>::traits>() &&
                                     std::is_constructible<handle_type, typename View<D2, P2...>::handle_type>::value>>
  KT_HD View(const View<D2, P2...>& o)
      : handle_type(static_cast<const typename View<D2, P2...>::handle_type&>(o)), trk_(o.impl_track()) {
    impl_check_static();
  }
  // From a bare handle (not from a View of another memory space): untracked.
  template <class H, class = std::enable_if_t<impl::is_handle<H>::value && std::is_constructible<handle_type, H>::value>>
  KT_HD View(const H& h) : handle_type(h) {
    impl_check_static();
  }
  // Subview constructor: View<double*, LayoutStride> row(A, i, kt::ALL).
  template <class D2, class... P2, class A0, class... A>
  KT_HD View(const View<D2, P2...>& src, A0 a0, A... a) : View(subview(src, a0, a...)) {}
  // ... of a View a kernel captured (its handle there): untracked, as the handle is.
  template <class T2, std::size_t R2, class L2, unsigned M2, class A0, class... A>
  KT_HD View(const ViewHandle<T2, R2, L2, M2>& src, A0 a0, A... a) : View(subview(src, a0, a...)) {}
  template <class Trk>
  KT_HD View(impl::from_parts_t, const handle_type& h, const Trk& t) : handle_type(h), trk_(t) {}

  // ---- host-only queries ----
  std::string label() const {
    if constexpr (impl_is_managed) return trk_.rec ? trk_.rec->label : std::string();
    else return std::string();
  }
  int use_count() const {
    if constexpr (impl_is_managed) return trk_.rec ? trk_.rec->count.load() : 0;
    else return 0;
  }
  KT_HD const tracker_type& impl_track() const { return trk_; }
  KT_HD const handle_type& handle() const { return *this; }
  // Kokkos' View::assign_data: the View now points at arg_data and no longer owns its allocation.
  KT_HD void assign_data(pointer_type arg_data) {
    trk_ = tracker_type();
    this->ptr_ = arg_data;
  }
  enum { reference_type_is_lvalue_reference = std::is_lvalue_reference<reference_type>::value };

  // All Rank extents from the constructor's: one per run-time extent or one per extent (as
  // Kokkos 4); the static ones always come from the type. No check here (device code: an abort
  // there cannot link on every target); the allocating constructors check on the host.
  template <class... N>
  KT_HD static void impl_extents(std::size_t* ext, N... n) {
    static_assert(sizeof...(N) == Rank || sizeof...(N) == traits::rank_dynamic,
                  "kt::View: number of extents must equal the rank or the dynamic rank");
    const std::size_t given[] = {std::size_t(n)..., 0};
    for (std::size_t r = 0; r != Rank; ++r) ext[r] = r + 1 <= traits::rank_dynamic ? given[r] : traits::static_extent(r);
  }
  // Host: every extent given for a static dimension must be the type's.
  template <class... N>
  static void impl_check_extents(N... n) {
    if constexpr (sizeof...(N) == Rank && traits::rank_dynamic != Rank) {
      const std::size_t given[] = {std::size_t(n)...};
      for (std::size_t r = traits::rank_dynamic; r != Rank; ++r)
        if (given[r] != traits::static_extent(r))
          kt::abort("kt::View: an extent given for a static dimension differs from the View type's");
    }
  }
  // A layout's dimensions; the static ones come from the type.
  KT_HD static void impl_layout_extents(std::size_t* ext, const array_layout& l) {
    for (std::size_t r = 0; r != Rank; ++r) ext[r] = r + 1 <= traits::rank_dynamic ? l.dimension[r] : traits::static_extent(r);
  }

 private:
  KT_HD void impl_check_static() const {  // a null source (an empty View) is not checked
    if constexpr (traits::rank_dynamic != Rank) {
      for (std::size_t r = traits::rank_dynamic; r < Rank; ++r)
        if (this->ptr_ && this->ext_[r] != traits::static_extent(r))
          kt::abort("kt::View: assigning a view whose extent differs from a static extent of the target type");
    }
  }
  void impl_allocate(const impl::ViewAllocProp& prop, const std::size_t* ext, const std::size_t* strides,
                     std::size_t lead = 0) {
    static_assert(impl_is_managed, "kt::View: allocating constructor needs a managed view");
    static_assert(!impl::is_anonymous_space<memory_space>, "kt::View: a View in AnonymousSpace cannot allocate");
    constexpr bool device = !impl::is_host_space<memory_space>;
    this->impl_set(nullptr, ext, strides, lead);
    trk_ = tracker_type();
    trk_.rec = impl::make_alloc(prop.label, this->span() * sizeof(value_type), device, false,
                                impl::space_allocator<memory_space>::allocate,
                                impl::space_allocator<memory_space>::deallocate, impl::tools_space_name<memory_space>());
    this->ptr_ = static_cast<pointer_type>(trk_.rec->ptr);
    trk_.rec->devid = Tools::device_id(execution_space());
    trk_.rec->host_fence = std::is_same<memory_space, HostSpace>::value;
    if (Tools::impl::on() && !prop.has_exec && this->span()) impl::tools_header_fence<memory_space>();
    if (prop.initialize) impl_initialize(prop);
    if constexpr (!std::is_trivially_destructible<non_const_value_type>::value)
      if (prop.initialize && this->span()) {
        trk_.rec->destroy = &impl::destroy_elements<non_const_value_type, device>;
        trk_.rec->elems = this->span();
      }
  }
  // Kokkos' initialisation: a memset for a trivial type, else a kernel constructing each element,
  // reported as a parallel_for and followed by a fence when no execution space was given.
  void impl_initialize(const impl::ViewAllocProp& prop) {
    constexpr bool trivial = std::is_trivial<non_const_value_type>::value;
    const bool tools = Tools::impl::on() && this->span();
    std::uint64_t id = 0;
    if (tools)
      Tools::beginParallelFor("Kokkos::View::initialization [" + prop.label + (trivial ? "] via memset" : "]"),
                              trk_.rec->devid, &id);
    impl::zero_alloc(trk_.rec);
    if constexpr (!std::is_trivially_default_constructible<non_const_value_type>::value &&
                  std::is_default_constructible<non_const_value_type>::value)
      impl::construct_elements(const_cast<non_const_value_type*>(this->ptr_), this->span(),
                               !impl::is_host_space<memory_space>);
    if (!tools) return;
    Tools::endParallelFor(id);
    if (!prop.has_exec)
      execution_space().fence(trivial ? "Kokkos::View::initialization via memset" : "Kokkos::View::initialization");
  }
};

template <class T> struct is_view : std::false_type {};
template <class D, class... P> struct is_view<View<D, P...>> : std::true_type {};
template <class T> inline constexpr bool is_view_v = is_view<std::remove_cv_t<std::remove_reference_t<T>>>::value;

// Two Views are equal when they view the same elements the same way: the same value type (up to
// const), layout and memory space, the same data pointer and the same extents (as Kokkos).
template <class LT, class... LP, class RT, class... RP>
bool operator==(const View<LT, LP...>& a, const View<RT, RP...>& b) {
  using L = View<LT, LP...>;
  using R = View<RT, RP...>;
  if constexpr (!std::is_same<typename L::const_value_type, typename R::const_value_type>::value ||
                !std::is_same<typename L::array_layout, typename R::array_layout>::value ||
                !std::is_same<typename L::memory_space, typename R::memory_space>::value || L::Rank != R::Rank) {
    return false;
  } else {
    if (static_cast<const void*>(a.data()) != static_cast<const void*>(b.data())) return false;
    for (unsigned r = 0; r < L::Rank; ++r)
      if (a.extent(r) != b.extent(r)) return false;
    return true;
  }
}
template <class LT, class... LP, class RT, class... RP>
bool operator!=(const View<LT, LP...>& a, const View<RT, RP...>& b) {
  return !(a == b);
}

// ===================================================================================
// subview: integers drop the rank, ALL / pair ranges keep it; result is LayoutStride.
// ===================================================================================
namespace impl {
template <class A> constexpr bool is_range_v = !std::is_integral<A>::value;
KT_INLINE void sub_range(ALL_t, std::size_t n, std::size_t& b, std::size_t& e) { b = 0; e = n; }
template <class I, std::enable_if_t<std::is_integral<I>::value, int> = 0>
KT_INLINE void sub_range(I i, std::size_t, std::size_t& b, std::size_t& e) { b = std::size_t(i); e = b + 1; }
template <class X, class Y>
KT_INLINE void sub_range(const pair<X, Y>& p, std::size_t, std::size_t& b, std::size_t& e) {
  b = std::size_t(p.first);
  e = std::size_t(p.second);
}
template <class X, class Y>
KT_INLINE void sub_range(const std::pair<X, Y>& p, std::size_t, std::size_t& b, std::size_t& e) {
  b = std::size_t(p.first);
  e = std::size_t(p.second);
}
template <class... A> constexpr std::size_t kept_rank = (std::size_t(0) + ... + std::size_t(is_range_v<A>));

// The data type of a subview, as Kokkos 4 makes it: a kept dimension stays static when the
// source's is static and its argument is ALL; static dimensions must follow the run-time ones,
// so a static one before the last run-time one becomes run-time (`subview(int*[10][5][2], ALL,
// 0, ALL, pair)` is `int***`, `(ALL, 0, pair, ALL)` is `int**[2]`).
template <class U, std::size_t... E> struct add_extents { using type = U; };
template <class U, std::size_t E0, std::size_t... E> struct add_extents<U, E0, E...> {
  using type = typename add_extents<U, E...>::type[E0];
};
template <class Traits, class... A> struct subview_extents {
  static constexpr std::size_t N = kept_rank<A...>;
  struct Out {
    std::size_t e[N ? N : 1];  // the kept dimensions' static extents (0: run-time)
    std::size_t ndyn;          // how many lead with a run-time extent
  };
  static constexpr Out compute() {
    constexpr bool keep[] = {is_range_v<A>..., false};
    constexpr bool all[] = {std::is_same<A, ALL_t>::value..., false};
    Out o{};
    std::size_t k = 0;
    for (std::size_t r = 0; r < sizeof...(A); ++r) {
      if (!keep[r]) continue;
      const bool fixed = all[r] && r >= Traits::rank_dynamic;
      o.e[k] = fixed ? Traits::static_extent(unsigned(r)) : 0;
      if (!fixed) o.ndyn = k + 1;
      ++k;
    }
    return o;
  }
  static constexpr Out value = compute();
};
template <class T, class SE, class Seq> struct subview_data_impl;
template <class T, class SE, std::size_t... I> struct subview_data_impl<T, SE, std::index_sequence<I...>> {
  using type = typename add_extents<typename add_pointers<T, SE::value.ndyn>::type, SE::value.e[SE::value.ndyn + I]...>::type;
};
template <class T, class Traits, class... A>
using subview_data_t =
    typename subview_data_impl<T, subview_extents<Traits, A...>,
                               std::make_index_sequence<kept_rank<A...> - subview_extents<Traits, A...>::value.ndyn>>::type;
}  // namespace impl

template <class T, std::size_t R, class L, unsigned M, class... A>
KT_INLINE ViewHandle<T, impl::kept_rank<A...>, LayoutStride, M> subview(const ViewHandle<T, R, L, M>& v, A... a) {  // by value: kt::ALL is a host variable
  static_assert(sizeof...(A) == R, "kt::subview: one argument per rank is required");
  ViewHandle<T, impl::kept_rank<A...>, LayoutStride, M> out;
  std::size_t b[R + 1] = {}, e[R + 1] = {};
  const bool keep[] = {impl::is_range_v<A>..., false};
  std::size_t r = 0;
  ((impl::sub_range(a, v.extent(r), b[r], e[r]), ++r), ...);
  std::size_t off = 0, k = 0;
  for (std::size_t d = 0; d != R; ++d) {
    off += b[d] * v.stride(d);
    if (keep[d]) {
      out.ext_[k] = e[d] - b[d];
      out.str_[k] = v.stride(d);
      ++k;
    }
  }
  out.ptr_ = v.ptr_ ? v.ptr_ + off : nullptr;
  return out;
}
template <class D, class... P, class... A>
KT_INLINE auto subview(const View<D, P...>& v, A... a) {
  using V = View<D, P...>;
  auto h = subview(static_cast<const typename V::handle_type&>(v), a...);
  using D2 = impl::subview_data_t<typename V::value_type, typename V::traits, A...>;
  constexpr unsigned Bits = V::traits::memory_traits_bits & ~unsigned(Aligned);  // as Kokkos: not Aligned
  using Out = std::conditional_t<Bits == 0, View<D2, LayoutStride, typename V::memory_space>,
                                 View<D2, LayoutStride, typename V::memory_space, MemoryTraits<Bits>>>;
  return Out(impl::from_parts_t{}, h, v.impl_track());
}

// Kokkos::ViewTraits<DataType, Props...>: the member types a View of those arguments has.
// The translator spells a DualView's (or View's) member type as this class's when the parsed
// header declares it there (`kt::ViewTraits<int **, void, void, void>::const_data_type`);
// `void` stands for an argument not given.
template <class DataType, class... P> struct ViewTraits : impl::ViewTraits<DataType, P...> {
 private:
  using V = View<DataType, P...>;
 public:
  using const_data_type = typename V::const_data_type;
  using non_const_data_type = typename V::non_const_data_type;
  using scalar_array_type = typename V::scalar_array_type;
  using const_scalar_array_type = typename V::const_scalar_array_type;
  using non_const_scalar_array_type = typename V::non_const_scalar_array_type;
  using const_value_type = typename V::const_value_type;
  using non_const_value_type = typename V::non_const_value_type;
  using execution_space = typename V::execution_space;
  using device_type = typename V::device_type;
  using memory_traits = typename V::memory_traits;
  using size_type = typename V::size_type;
  using HostMirror = typename V::HostMirror;
  using host_mirror_space = typename V::host_mirror_space;
  static constexpr bool is_hostspace = V::is_hostspace;
  static constexpr bool is_managed = V::is_managed;
  static constexpr bool is_random_access = V::is_random_access;
  using specialize = void;
};

}  // namespace kt
