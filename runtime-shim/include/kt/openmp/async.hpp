// kt/openmp/async.hpp: what only output translated with --omp-async uses. Its kernels' target
// regions are `nowait depend(inout: kt::openmp::queue)` tasks in one dependence chain, and the
// class-type arguments they read are copies in kt::openmp::keep's arena, freed by
// kt::openmp::sync() (kt/openmp.hpp). Generated code includes it only with --omp-async.
#pragma once
#include <cstdlib>
#include <type_traits>

#include "../openmp.hpp"

namespace kt {
namespace openmp {

// The dependence every kernel's target task carries (`depend(inout: kt::openmp::queue)`).
inline int queue = 0;

namespace impl {
// LLVM's libomp runs `nowait` target tasks on hidden helper threads (8 by default). The kernels
// form one dependence chain, so one thread serves them, and dispatches each sooner than eight
// do (docs/PERFORMANCE.md, spmv and cg). Set before libomp starts; a value the user set wins.
inline const int hidden_helpers = setenv("LIBOMP_NUM_HIDDEN_HELPER_THREADS", "1", 0);
}  // namespace impl

// --omp-async: a kernel's capture or launch argument as the target region reads it. clang 19
// reads a firstprivate variable of class type from its address when the target task runs, which
// may be after the launching function returned, so such a value is copied into an arena that
// lives until the next sync() (at most 4096 copies between waits); a scalar travels by value.
template <class T> using kept_t =
    std::conditional_t<std::is_scalar<std::remove_cv_t<std::remove_reference_t<T>>>::value, T,
                       std::remove_reference_t<T>&>;
template <class T> std::enable_if_t<std::is_scalar<T>::value, T> keep(const T& v) { return v; }
template <class T> std::enable_if_t<!std::is_scalar<T>::value, T&> keep(const T& v) {
  if (impl::kept().size() >= 4096) sync();
  auto* k = new impl::Kept<T>(v);
  impl::kept().emplace_back(k);
  return k->value;
}
}  // namespace openmp
}  // namespace kt
