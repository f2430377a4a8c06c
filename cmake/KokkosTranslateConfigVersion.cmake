# Version check for find_package(KokkosTranslate <version>): asks the translator next to this
# file (<prefix>/bin, or the source tree's build/bin) for `kokkos-translate --version`.
# Compatible when the installed version is the requested one or newer (or none was requested).
set(PACKAGE_VERSION "")
foreach(_kt_exe "${CMAKE_CURRENT_LIST_DIR}/../../../bin/kokkos-translate"
                "${CMAKE_CURRENT_LIST_DIR}/../build/bin/kokkos-translate")
  if(NOT PACKAGE_VERSION AND EXISTS "${_kt_exe}")
    execute_process(COMMAND "${_kt_exe}" --version OUTPUT_VARIABLE _kt_out ERROR_QUIET
                    RESULT_VARIABLE _kt_rc TIMEOUT 30)
    if(_kt_rc EQUAL 0 AND _kt_out MATCHES "kokkos-translate ([0-9]+(\\.[0-9]+)*)")
      set(PACKAGE_VERSION "${CMAKE_MATCH_1}")
    endif()
  endif()
endforeach()
if(NOT PACKAGE_VERSION)  # no translator here (KOKKOS_TRANSLATE_EXECUTABLE may name one)
  set(PACKAGE_VERSION "0")
endif()
if(PACKAGE_FIND_VERSION AND PACKAGE_VERSION VERSION_LESS PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
  if(PACKAGE_FIND_VERSION AND PACKAGE_VERSION VERSION_EQUAL PACKAGE_FIND_VERSION)
    set(PACKAGE_VERSION_EXACT TRUE)
  endif()
endif()
