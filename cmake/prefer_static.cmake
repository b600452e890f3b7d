# Start-up cost of a `wargen` process is mostly the dynamic loader: every shared library is mapped,
# relocated and initialised before main, even when the run draws nothing (bench/startup.sh measures
# it). With WARGEN_STATIC_LIBS, libyaml, libdeflate and cairo with the libraries under it (pixman,
# fontconfig, freetype, libpng, expat, X11/xcb ...) are linked from the static archives Debian
# ships; a library without one (libbsd, libmd) and the C library stay shared.
#
# wargen_prefer_static(<target> <pkg-config prefix> <include dirs> <fallback target>) defines the
# INTERFACE target <target>: the static archives named by <prefix>_STATIC_LIBRARIES when the option
# is on, else <fallback target> (the shared libraries).
set(WARGEN_SHARED_ONLY m pthread dl rt c)  # glibc: never linked statically
function(wargen_prefer_static target prefix include_dirs fallback)
  add_library(${target} INTERFACE)
  if(NOT WARGEN_STATIC_LIBS)
    target_link_libraries(${target} INTERFACE ${fallback})
    return()
  endif()
  target_include_directories(${target} SYSTEM INTERFACE ${include_dirs})
  set(libraries "")
  foreach(name IN LISTS ${prefix}_STATIC_LIBRARIES)
    if(name IN_LIST WARGEN_SHARED_ONLY)
      list(APPEND libraries ${name})
      continue()
    endif()
    string(MAKE_C_IDENTIFIER "WARGEN_ARCHIVE_${name}" var)
    find_library(${var} NAMES lib${name}.a)
    if(${var})
      list(APPEND libraries ${${var}})
    else()
      list(APPEND libraries ${name})
    endif()
  endforeach()
  target_link_libraries(${target} INTERFACE ${libraries})
endfunction()
