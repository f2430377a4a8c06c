// kt/core/object_image.hpp: a captured object as Kokkos copies it to a kernel (part of the
// kokkos-translate runtime shim). Kokkos copies a lambda's captures (or a functor) to the device
// byte for byte. A kernel whose body calls a captured struct's member functions or passes it
// whole receives its bytes, an ObjectImage<T> (an ObjectBytes<size, align> when T is declared
// in a function, which only the kernel body declares again), and binds the struct's name to
// them: `const Fields &f = kt::object_as<Fields>(kt_object_f);`. The bytes are those of a copy
// made by the class's copy constructor, as Kokkos copies the functor on the host before its
// bytes go to the device; the View copies made there are untracked (impl::ImageCopy), so the
// bytes hold no reference count tracker and copies made in the kernel count nothing.
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
template <class B, class T>
B object_copy(const T& o) {
  static_assert(sizeof(T) == sizeof(B::bytes) && alignof(T) == alignof(B),
                "kt::object_bytes: the object's size or alignment differs from the translator's");
  static_assert(!std::is_polymorphic<T>::value, "kt::object_image: a class with virtual functions");
  B b;
  if constexpr (std::is_trivially_copy_constructible<T>::value || std::is_array<T>::value) {
    std::memcpy(b.bytes, static_cast<const void*>(&o), sizeof(T));
  } else {  // as Kokkos: the bytes of a copy made by T's copy constructor, its Views untracked
    alignas(T) unsigned char raw[sizeof(T)];
    T* c = nullptr;
    {
      ImageCopy untracked;
      c = new (raw) T(o);
    }
    std::memcpy(b.bytes, raw, sizeof(T));
    c->~T();  // its Views hold no tracker: nothing is released
  }
  return b;
}
}  // namespace impl

// The image of o: the bytes of a copy, whose View members (private and nested ones too) hold
// no tracker.
template <class T>
ObjectImage<T> object_image(const T& o) {
  return impl::object_copy<ObjectImage<T>>(o);
}
template <std::size_t Size, std::size_t Align, class T>
ObjectBytes<Size, Align> object_bytes(const T& o) {
  return impl::object_copy<ObjectBytes<Size, Align>>(o);
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
