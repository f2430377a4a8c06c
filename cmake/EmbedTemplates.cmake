# Embeds every templates/<target>/<name>.tpl file as a string constant
# kt::tpl::<target>_<name> in one generated header, rebuilt when a template changes.
function(kt_embed_templates dir out)
  file(GLOB_RECURSE tpls CONFIGURE_DEPENDS ${dir}/*.tpl)
  list(SORT tpls)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DDIR=${dir} -DOUT=${out} -P ${CMAKE_SOURCE_DIR}/cmake/EmbedTemplatesRun.cmake
    DEPENDS ${tpls} ${CMAKE_SOURCE_DIR}/cmake/EmbedTemplatesRun.cmake)
  add_custom_target(kt_templates DEPENDS ${out})
endfunction()
