// kt/core/compat.hpp: what translated programs get from real Kokkos without naming it: the
// standard headers Kokkos_Core.hpp includes transitively and the KOKKOS_* macros that stay in
// the translated text (part of the kokkos-translate runtime shim; runtime-shim/API.md, Macros).
#pragma once
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <string>
#include <utility>
#include "config.hpp"

#ifndef KOKKOS_RESTRICT
#define KOKKOS_RESTRICT __restrict__
#endif
#ifndef KOKKOS_IMPL_STRIP_PARENS
#define KOKKOS_IMPL_STRIP_PARENS(...) __VA_ARGS__
#endif
// Kokkos 4's host/device branches. A target header whose device code is not a separate
// preprocessor pass (OpenACC) defines both first, as run-time tests.
#ifndef KOKKOS_IF_ON_DEVICE
#if defined(KT_DEVICE_COMPILE) || defined(__NVPTX__) || defined(__AMDGCN__)
#define KOKKOS_IF_ON_DEVICE(CODE) { KOKKOS_IMPL_STRIP_PARENS CODE }
#define KOKKOS_IF_ON_HOST(CODE) {}
#else
#define KOKKOS_IF_ON_DEVICE(CODE) {}
#define KOKKOS_IF_ON_HOST(CODE) { KOKKOS_IMPL_STRIP_PARENS CODE }
#endif
#endif
// Kokkos' KOKKOS_ASSERT: nothing, as in a release build of Kokkos; with KOKKOS_ENABLE_DEBUG
// (as a debug build of Kokkos) a false condition aborts.
#if !defined(KOKKOS_ASSERT) && !defined(KOKKOS_ENABLE_DEBUG)
#define KOKKOS_ASSERT(...)
#elif !defined(KOKKOS_ASSERT)
#define KOKKOS_ASSERT(...)                                                                  \
  {                                                                                        \
    if (!bool(__VA_ARGS__))                                                                \
      ::kt::abort("Kokkos contract violation:\n    Asserted condition `" #__VA_ARGS__         \
                  "` evaluated false.");                                                   \
  }
#endif
