#pragma once
// `wargen serve`: one page and its API (club_api.hpp) over HTTP, with cpp-httplib. Loopback by
// default, since the page has no login. Every request is bounded: GET, or POST with a terrain box's
// text of at most 64 KiB as its body (club_api.hpp), a short URL, a few seconds to arrive and to
// leave (connection_guard.hpp: a deadline per request, a bound per client address), a fixed
// number of requests worked on at once (the rest wait their turn), and each answer's work bounded
// by the API's limits.
#include <memory>
#include <string>

#include "server/club_api.hpp"

namespace wargen::server {

struct ServeSettings {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0 = any free port (tests)
  int threads = 4;  // requests worked on at once
};

class ClubServer {
 public:
  ClubServer(ServeSettings settings, ClubApi api);
  ~ClubServer();
  // Binds the port; throws InputError (e.g. "port 8080 is in use") when it cannot.
  int bind();
  // Serves until stop() (from another thread or a signal).
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// True for addresses only this machine can reach (127.x.x.x, ::1, localhost).
bool is_loopback(const std::string& host);

}  // namespace wargen::server
