// kt/host.hpp: host-only target of the kokkos-translate runtime shim.
// "Device" memory (kt::DeviceSpace, the default View space) is plain host memory from malloc, kept
// a distinct space so that mirrors and deep_copy behave as on a discrete GPU. Used to unit-test
// the target-neutral core with a plain C++17 compiler (and as an OpenACC host fallback).
#pragma once
#include <cstring>
#include <ostream>
#include "core/config.hpp"

#define KT_BACKEND_DEFINED 1

namespace kt {
namespace backend {
inline const char* name() { return "Host"; }
inline void initialize() {}
inline int num_devices() { return 1; }
inline void select_device(int d) {
  if (d != 0) {
    std::fprintf(stderr, "kt (Host): device id %d requested, but only device 0 exists\n", d);
    std::exit(1);
  }
}
inline void finalize() {}
inline void fence() {}
inline int concurrency() { return 1; }
inline void* allocate(std::size_t bytes, const char* label) {
  void* p = std::malloc(bytes);
  if (!p) {
    std::fprintf(stderr, "kt: allocation of %zu bytes for view '%s' failed\n", bytes, label);
    std::exit(1);
  }
  return p;
}
inline void deallocate(void* p) { std::free(p); }
inline void memcpy_h2d(void* d, const void* s, std::size_t n) { std::memcpy(d, s, n); }
inline void memcpy_d2h(void* d, const void* s, std::size_t n) { std::memcpy(d, s, n); }
inline void memcpy_d2d(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
inline void memcpy_h2h(void* d, const void* s, std::size_t n) { std::memmove(d, s, n); }
inline void memset_zero(void* p, std::size_t n) { std::memset(p, 0, n); }
template <class T> void fill(T* p, std::size_t n, const T& v) {
  for (std::size_t i = 0; i < n; ++i) p[i] = v;
}
template <class T> void destroy(T* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) p[i].~T();
}
inline bool is_device_accessible(const void*) { return true; }
inline void print_configuration(std::ostream& os) { os << "  host backend (device memory = malloc)\n"; }
}  // namespace backend
}  // namespace kt

#include "core/core.hpp"

namespace kt {
using SharedHostPinnedSpace = HostSpace;
using SharedSpace = HostSpace;
}  // namespace kt
