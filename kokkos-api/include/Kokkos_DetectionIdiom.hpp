// kokkos-translate: forwards to the bundled declaration-only API (see README.md).
#include "Kokkos_Core.hpp"
