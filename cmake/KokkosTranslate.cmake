# KokkosTranslate.cmake: run kokkos-translate as a build step.
#
#   include(KokkosTranslate)            # or find_package(KokkosTranslate), which includes it
#   kokkos_translate_sources(<target>
#     TARGET_LANG cuda|hip|openmp|openacc
#     SOURCES <file>...                 # Kokkos C++ sources (relative to the current source dir)
#     [OUT_DIR <dir>]                   # default: ${CMAKE_CURRENT_BINARY_DIR}/kokkos-translate
#     [COMPILER_ARGS <arg>...]          # parse flags for the translator (after its `--`)
#     [DEPENDS <file>...]               # extra files whose change re-runs the translator
#     [OUTPUT_VARIABLE <var>])          # set to the list of generated files
#
# For each source `<dir>/<name>.<any>` it adds a custom command that runs
#   kokkos-translate --target=<lang> -o <OUT_DIR>/<name><ext> <source> -- <COMPILER_ARGS>
# (ext: .cu for cuda, .hip for hip, .cpp for openmp and openacc), which depends on the source,
# on DEPENDS and on the translator itself, and adds the generated files to <target>'s sources.
# For a target that compiles (not a custom target) it also adds the runtime shim's include
# directory (KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR, which holds kt/*.hpp) to its include path.
# Compiling the generated files needs the matching language enabled (enable_language(CUDA) or
# HIP) and a C++17 standard; that stays the caller's business. To only generate the files, give
# a custom target (add_custom_target(<t> ALL)). Two sources with the same <name> are an error.
#
# Cache variables:
#   KOKKOS_TRANSLATE_EXECUTABLE        the translator. Default: the kokkos-translate target when
#                                      this file is used inside the kokkos-translate build, else
#                                      <prefix>/bin next to an installed copy of this file, else
#                                      <source tree>/build/bin, else the PATH.
#   KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR  <prefix>/include when installed, else
#                                      <source tree>/runtime-shim/include.
include_guard(GLOBAL)
cmake_minimum_required(VERSION 3.20)

set(_kt_cmake_dir "${CMAKE_CURRENT_LIST_DIR}")
# Installed as <prefix>/lib/cmake/KokkosTranslate/KokkosTranslate.cmake, or in the source tree
# as <src>/cmake/KokkosTranslate.cmake.
get_filename_component(_kt_prefix "${_kt_cmake_dir}/../../.." ABSOLUTE)
get_filename_component(_kt_srcdir "${_kt_cmake_dir}/.." ABSOLUTE)
if(EXISTS "${_kt_prefix}/include/kt/cuda.hpp")
  set(_kt_installed TRUE)
else()
  set(_kt_installed FALSE)
endif()

if(NOT KOKKOS_TRANSLATE_EXECUTABLE AND NOT TARGET kokkos-translate)
  if(_kt_installed)
    set(_kt_hints "${_kt_prefix}/bin")
  else()
    set(_kt_hints "${_kt_srcdir}/build/bin")
  endif()
  find_program(KOKKOS_TRANSLATE_EXECUTABLE NAMES kokkos-translate HINTS ${_kt_hints}
               DOC "kokkos-translate executable")
endif()
set(KOKKOS_TRANSLATE_EXECUTABLE "${KOKKOS_TRANSLATE_EXECUTABLE}" CACHE FILEPATH
    "kokkos-translate executable (empty: the kokkos-translate target of this build)")

if(_kt_installed)
  set(_kt_shim "${_kt_prefix}/include")
else()
  set(_kt_shim "${_kt_srcdir}/runtime-shim/include")
endif()
set(KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR "${_kt_shim}" CACHE PATH
    "Include directory of the kokkos-translate runtime shim (holds kt/*.hpp)")

function(kokkos_translate_sources target)
  cmake_parse_arguments(PARSE_ARGV 1 KT "" "TARGET_LANG;OUT_DIR;OUTPUT_VARIABLE"
                        "SOURCES;COMPILER_ARGS;DEPENDS")
  if(KT_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "kokkos_translate_sources: unknown arguments: ${KT_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "kokkos_translate_sources: '${target}' is not a target")
  endif()
  if(NOT KT_TARGET_LANG)
    set(KT_TARGET_LANG cuda)
  endif()
  if(KT_TARGET_LANG STREQUAL "cuda")
    set(ext .cu)
  elseif(KT_TARGET_LANG STREQUAL "hip")
    set(ext .hip)
  elseif(KT_TARGET_LANG STREQUAL "openmp" OR KT_TARGET_LANG STREQUAL "openacc")
    set(ext .cpp)
  else()
    message(FATAL_ERROR "kokkos_translate_sources: TARGET_LANG must be cuda, hip, openmp or "
                        "openacc, not '${KT_TARGET_LANG}'")
  endif()
  if(NOT KT_SOURCES)
    message(FATAL_ERROR "kokkos_translate_sources: no SOURCES")
  endif()
  if(NOT KT_OUT_DIR)
    set(KT_OUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/kokkos-translate")
  endif()
  get_filename_component(out_dir "${KT_OUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  file(MAKE_DIRECTORY "${out_dir}")

  if(KOKKOS_TRANSLATE_EXECUTABLE)
    set(tool "${KOKKOS_TRANSLATE_EXECUTABLE}")
    set(tool_dep "${KOKKOS_TRANSLATE_EXECUTABLE}")
  elseif(TARGET kokkos-translate)
    set(tool "$<TARGET_FILE:kokkos-translate>")
    set(tool_dep kokkos-translate)
  else()
    message(FATAL_ERROR "kokkos_translate_sources: kokkos-translate not found; set "
                        "KOKKOS_TRANSLATE_EXECUTABLE")
  endif()

  set(outputs)
  set(stems)
  foreach(src IN LISTS KT_SOURCES)
    get_filename_component(src_abs "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(stem "${src_abs}" NAME_WE)
    if(stem IN_LIST stems)
      message(FATAL_ERROR "kokkos_translate_sources: two SOURCES are named '${stem}'; "
                          "they would write the same ${out_dir}/${stem}${ext}")
    endif()
    list(APPEND stems "${stem}")
    set(out "${out_dir}/${stem}${ext}")
    set(args)
    if(KT_COMPILER_ARGS)
      set(args -- ${KT_COMPILER_ARGS})
    endif()
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${tool}" --target=${KT_TARGET_LANG} -o "${out}" "${src_abs}" ${args}
      DEPENDS "${src_abs}" ${tool_dep} ${KT_DEPENDS}
      WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
      COMMENT "kokkos-translate --target=${KT_TARGET_LANG} ${src}"
      VERBATIM)
    list(APPEND outputs "${out}")
  endforeach()

  set_source_files_properties(${outputs} PROPERTIES GENERATED TRUE)
  target_sources(${target} PRIVATE ${outputs})
  get_target_property(type ${target} TYPE)
  if(NOT type STREQUAL "UTILITY" AND KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR)
    target_include_directories(${target} PRIVATE "${KOKKOS_TRANSLATE_SHIM_INCLUDE_DIR}")
  endif()
  if(KT_OUTPUT_VARIABLE)
    set(${KT_OUTPUT_VARIABLE} "${outputs}" PARENT_SCOPE)
  endif()
endfunction()
