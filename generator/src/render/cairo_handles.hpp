#pragma once
// Owning handles for cairo objects and an in-memory byte sink for cairo's vector surfaces, so a
// file is complete in memory before anything is written (write_files_atomically does the rest).
#include <cairo.h>

#include <memory>
#include <string>

namespace wargen::render {

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

// A context on `surface`; throws std::runtime_error naming `what` when either is in error.
ContextPtr make_context(cairo_surface_t* surface, const char* what);

// Throws std::runtime_error naming `what` when the surface is in error.
void check_surface(cairo_surface_t* surface, const char* what);

// cairo_write_func_t appending to the std::string passed as the closure.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

}  // namespace wargen::render
