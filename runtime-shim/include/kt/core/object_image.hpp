// kt/core/object_image.hpp: a captured object as Kokkos copies it to a kernel (part of the
// kokkos-translate runtime shim). Kokkos copies a lambda's captures (or a functor) to the device
// byte for byte. A kernel whose body calls a captured struct's member functions or passes it
// whole receives its bytes, an ObjectImage<T> (an ObjectBytes<size, align> when T is declared
// in a function, which only the kernel body declares again), and binds the struct's name to
// them: `const Fields &f = kt::object_as<Fields>(kt_object_f);`. Each View member's reference
// count tracker is cleared in the bytes, so that copies made in the kernel count nothing. A
// class with its own copy constructor is copied with it first, as Kokkos copies the functor on
// the host before its bytes go to the device.
#pragma once
#include <cstring>
#include <new>
#include <type_traits>

namespace kt {

template <std::size_t Size, std::size_t Align>
struct ObjectBytes {
  alignas(Align) unsigned char bytes[Size];
};
template <class T>
struct ObjectImage : ObjectBytes<sizeof(T), alignof(T)> {};
// A C array type, spelled so that a declaration can name it: a captured array `double c[3]`
// is bound in the kernel as `const kt::c_array<double[3]> &c = kt::object_as<...>(...)`.
template <class T>
using c_array = T;

template <class T, std::size_t Size, std::size_t Align>
KT_INLINE const T& object_as(const ObjectBytes<Size, Align>& b) {
  static_assert(sizeof(T) == Size && alignof(T) == Align,
                "kt::object_as: the kernel's declaration of the type differs from the host's");
  return *reinterpret_cast<const T*>(b.bytes);
}

namespace impl {
// Clears, in b (the bytes of the host object o), the tracker of View v, a member of o.
template <class B, class T, class V>
void untrack_view(B& b, const T& o, const V& v) {
  const char* at = reinterpret_cast<const char*>(&v.impl_track());
  std::memset(b.bytes + (at - reinterpret_cast<const char*>(&o)), 0, sizeof(v.impl_track()));
}
template <class B, class T, class... V>
B object_copy(const T& o, const V&... views) {
  static_assert(sizeof(T) == sizeof(B::bytes) && alignof(T) == alignof(B),
                "kt::object_bytes: the object's size or alignment differs from the translator's");
  static_assert(!std::is_polymorphic<T>::value, "kt::object_image: a class with virtual functions");
  B b;
  if constexpr (std::is_trivially_copy_constructible<T>::value || std::is_array<T>::value) {
    std::memcpy(b.bytes, static_cast<const void*>(&o), sizeof(T));
  } else {  // as Kokkos: the bytes of a copy made by T's copy constructor
    alignas(T) unsigned char raw[sizeof(T)];
    T* c = new (raw) T(o);
    std::memcpy(b.bytes, raw, sizeof(T));
    c->~T();
  }
  (untrack_view(b, o, views), ...);
  return b;
}
}  // namespace impl

// The image of o; views... are all of o's View members (the translator lists every one).
template <class T, class... V>
ObjectImage<T> object_image(const T& o, const V&... views) {
  return impl::object_copy<ObjectImage<T>>(o, views...);
}
template <std::size_t Size, std::size_t Align, class T, class... V>
ObjectBytes<Size, Align> object_bytes(const T& o, const V&... views) {
  return impl::object_copy<ObjectBytes<Size, Align>>(o, views...);
}

// A stand-in value type of a struct declared in a function (its size and alignment): a captured
// View of that struct travels as the handle of a View of this, which has the same layout
// (kt::handle_image), and the kernel, after declaring the struct again, reads it as its own.
template <std::size_t Size, std::size_t Align>
struct Opaque {
  alignas(Align) unsigned char bytes[Size];
};
// The image of View v's handle, typed as the handle H of the same View of a stand-in type.
template <class H, class V>
ObjectImage<H> handle_image(const V& v) {
  const typename V::handle_type& h = v;
  static_assert(sizeof(H) == sizeof(h) && alignof(H) == alignof(typename V::handle_type),
                "kt::handle_image: the stand-in View's handle differs from the View's");
  ObjectImage<H> i;
  std::memcpy(i.bytes, static_cast<const void*>(&h), sizeof(H));
  return i;
}

}  // namespace kt
