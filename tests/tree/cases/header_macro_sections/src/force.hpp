// Read in two macro contexts, as ExaMiniMD's module headers are: options.cpp includes it with
// OPTION_CHECK defined, inside a function, for the option lines alone; the other files include
// it without, for the class. The class's edits (made by scale.cpp, which dispatches it) fall in
// code that options.cpp's preprocessor skips.
#ifdef OPTION_CHECK
  if (std::strcmp(name, "scale") == 0)
    kind = 1;
#endif
#if !defined(OPTION_CHECK)
#ifndef FORCE_HPP
#define FORCE_HPP
#include <Kokkos_Core.hpp>

struct Scale {
  Kokkos::View<double *> x;
  double f;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= f; }
};

void scale(Kokkos::View<double *> x, double f);
#endif
#endif
