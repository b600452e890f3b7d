#include "render/cairo_handles.hpp"

#include <stdexcept>

#include "render/draw_util.hpp"

namespace wargen::render {

void check_surface(cairo_surface_t* surface, const char* what) {
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(std::string("map rendering failed (") + what +
                             "): " + cairo_status_to_string(cairo_surface_status(surface)));
}

ContextPtr make_context(cairo_surface_t* surface, const char* what) {
  check_surface(surface, what);
  ContextPtr cr(cairo_create(surface));
  check_status(cr.get(), what);
  return cr;
}

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  try {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  } catch (...) {  // out of memory: cairo reports it as a write error, and we throw from the caller
    return CAIRO_STATUS_WRITE_ERROR;
  }
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace wargen::render
