# find_package(KokkosTranslate) entry point: provides kokkos_translate_sources() and the cache
# variables KOKKOS_TRANSLATE_EXECUTABLE and KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR; see
# KokkosTranslate.cmake. Works installed (<prefix>/lib/cmake/KokkosTranslate/) and from the
# source tree (find_package(KokkosTranslate PATHS <src>/cmake)).
include("${CMAKE_CURRENT_LIST_DIR}/KokkosTranslate.cmake")
if(NOT KOKKOS_TRANSLATE_EXECUTABLE AND NOT TARGET kokkos-translate)
  set(KokkosTranslate_FOUND FALSE)
  set(KokkosTranslate_NOT_FOUND_MESSAGE "kokkos-translate executable not found; set KOKKOS_TRANSLATE_EXECUTABLE")
endif()
