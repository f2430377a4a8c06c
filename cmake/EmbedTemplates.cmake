# Writes OUT: the skeletons under ROOT (templates/**/*.tpl) as C++ raw string literals, one
# `{"<folder>/<name>", R"kt_skeleton(<text>)kt_skeleton"},` line each, sorted by name.
# Run at build time by the rule in CMakeLists.txt (`cmake -DROOT=... -DOUT=... -P ...`); the text
# is each file's bytes, unchanged (see templates/README.md).
file(GLOB_RECURSE files RELATIVE "${ROOT}" "${ROOT}/*.tpl")
list(SORT files)
set(text "// Generated from templates/ by cmake/EmbedTemplates.cmake at build time: do not edit.\n")
foreach(f IN LISTS files)
  file(READ "${ROOT}/${f}" body)
  string(FIND "${body}" ")kt_skeleton\"" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "templates/${f} contains the raw string delimiter )kt_skeleton\"")
  endif()
  string(REGEX REPLACE "\\.tpl$" "" name "${f}")
  string(APPEND text "{\"${name}\", R\"kt_skeleton(${body})kt_skeleton\"},\n")
endforeach()
# Rewrite only when the text changed, so an unchanged skeleton set rebuilds nothing.
set(old "")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
