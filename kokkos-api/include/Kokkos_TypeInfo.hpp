// kokkos-translate: declaration-only Kokkos::Impl::TypeInfo (Kokkos_TypeInfo.hpp, Kokkos 4.x):
// the name of a type, which Kokkos' own tests print. Kokkos_Core.hpp includes this file.
#include "Kokkos_Core.hpp"
#ifndef KOKKOS_TYPEINFO_HPP
#define KOKKOS_TYPEINFO_HPP
#include <string_view>
namespace Kokkos {
namespace Impl {
template <class T> class TypeInfo {
 public:
  TypeInfo() = delete;
  static constexpr std::string_view name() noexcept { return {}; }
};
}  // namespace Impl
}  // namespace Kokkos
#endif  // KOKKOS_TYPEINFO_HPP
