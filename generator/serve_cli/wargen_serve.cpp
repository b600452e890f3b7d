// wargen-serve: the process behind `wargen serve`. cpp-httplib (and through it OpenSSL and Brotli)
// lives in this executable alone: loading those libraries costs every process about as much as
// generating a map, and only the page needs them. `wargen serve` checks its flags and runs this
// program from its own directory as `wargen-serve HOST PORT` (cli/main.cpp).
#include <charconv>
#include <iostream>
#include <string>

#include "core/error.hpp"
#include "core/message_text.hpp"
#include "server/club_server.hpp"

namespace {

constexpr int kExitBadInput = 2;
constexpr int kExitBug = 3;

int serve(const wargen::server::ServeSettings& settings) {
  using namespace wargen::server;
  ClubServer club(settings, ClubApi());
  const int port = club.bind();
  const std::string host = settings.host.find(':') != std::string::npos ? "[" + settings.host + "]" : settings.host;
  std::cout << "wargen serve: open http://" << host << ":" << port << "/ in a browser (Ctrl-C stops it)\n";
  if (!is_loopback(settings.host))
    std::cout << "wargen serve: listening on " << settings.host
              << ": anyone who can reach this machine can use the page (it has no login)\n";
  std::cout.flush();
  club.run();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "wargen-serve: run it as `wargen serve [--port P] [--host H]`\n";
    return kExitBadInput;
  }
  wargen::server::ServeSettings settings;
  settings.host = argv[1];
  const std::string port = argv[2];
  auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), settings.port);
  if (error != std::errc() || end != port.data() + port.size() || settings.port < 1 || settings.port > 65535) {
    std::cerr << "wargen: --port: '" << port << "' is not a port (1 to 65535)\n";
    return kExitBadInput;
  }
  try {
    return serve(settings);
  } catch (const wargen::Error& e) {
    std::cerr << "wargen: " << wargen::one_line(e.what()) << "\n";
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "wargen: internal error: " << wargen::one_line(e.what()) << "\n";
    return kExitBug;
  }
}
