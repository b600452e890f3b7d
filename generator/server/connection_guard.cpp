#include "server/connection_guard.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>
#include <vector>

namespace wargen::server {

namespace {

using Clock = std::chrono::steady_clock;

struct Endpoint {
  std::string address;
  int port = -1;
};

// The numeric address and port of a socket's end, "" and -1 when it is not an internet socket.
template <typename GetName>
Endpoint endpoint_of(int fd, GetName get_name) {
  sockaddr_storage storage{};
  socklen_t size = sizeof storage;
  Endpoint e;
  if (get_name(fd, reinterpret_cast<sockaddr*>(&storage), &size) != 0) return e;
  char text[INET6_ADDRSTRLEN] = {};
  if (storage.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<const sockaddr_in*>(&storage);
    if (::inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text)) e = {text, ntohs(v4->sin_port)};
  } else if (storage.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&storage);
    if (::inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text)) e = {text, ntohs(v6->sin6_port)};
  }
  return e;
}

// The open sockets connected to local `port`, with their peers.
std::vector<std::pair<int, ConnectionGuard::Peer>> connections_to(int port) {
  std::vector<std::pair<int, ConnectionGuard::Peer>> found;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd", error)) {
    int fd = -1;
    try {
      fd = std::stoi(entry.path().filename().string());
    } catch (const std::exception&) {
      continue;
    }
    if (endpoint_of(fd, ::getsockname).port != port) continue;
    Endpoint peer = endpoint_of(fd, ::getpeername);
    if (peer.port >= 0) found.push_back({fd, {peer.address, peer.port}});  // the listening socket has no peer
  }
  return found;
}

void refuse(int fd) {
  static constexpr char kAnswer[] =
      "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
      "Content-Length: 48\r\n\r\nwargen: too many connections from this address\n";
  [[maybe_unused]] auto sent = ::send(fd, kAnswer, sizeof kAnswer - 1, MSG_NOSIGNAL | MSG_DONTWAIT);
  ::shutdown(fd, SHUT_RDWR);  // cpp-httplib's worker reads the end at once and closes the socket
}

}  // namespace

ConnectionGuard::ConnectionGuard(int port) : port_(port), watcher_([this] { watch(); }) {}

ConnectionGuard::~ConnectionGuard() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_changed_.notify_all();
  watcher_.join();
}

std::optional<ConnectionGuard::Peer> ConnectionGuard::admit() {
  std::lock_guard lock(mutex_);
  std::optional<Peer> admitted;
  for (auto& [fd, peer] : connections_to(port_)) {
    if (connections_.count(peer)) continue;
    if (per_address_[peer.address] >= kConnectionsPerClient) {
      refuse(fd);
      continue;
    }
    ++per_address_[peer.address];
    connections_[peer] = {fd, Clock::now() + std::chrono::seconds(kRequestArrivalSeconds)};
    admitted = peer;
  }
  return admitted;
}

void ConnectionGuard::closed(const Peer& peer) {
  std::lock_guard lock(mutex_);
  if (connections_.erase(peer) && --per_address_[peer.address] == 0) per_address_.erase(peer.address);
}

void ConnectionGuard::request_arrived(const Peer& peer) {
  std::lock_guard lock(mutex_);
  if (auto it = connections_.find(peer); it != connections_.end()) it->second.deadline.reset();
}

void ConnectionGuard::answered(const Peer& peer) {
  std::lock_guard lock(mutex_);
  if (auto it = connections_.find(peer); it != connections_.end())
    it->second.deadline = Clock::now() + std::chrono::seconds(kRequestArrivalSeconds);
}

void ConnectionGuard::watch() {
  std::unique_lock lock(mutex_);
  while (!stop_changed_.wait_for(lock, std::chrono::milliseconds(250), [this] { return stopping_; })) {
    const auto now = Clock::now();
    for (auto it = connections_.begin(); it != connections_.end();) {
      auto& [peer, c] = *it;
      // The descriptor may have been closed (and reused) since: then the connection is gone.
      Endpoint still = endpoint_of(c.fd, ::getpeername);
      if (still.address != peer.address || still.port != peer.port) {
        if (--per_address_[peer.address] == 0) per_address_.erase(peer.address);
        it = connections_.erase(it);
        continue;
      }
      if (c.deadline && *c.deadline <= now) {
        ::shutdown(c.fd, SHUT_RDWR);
        c.deadline.reset();
      }
      ++it;
    }
  }
}

}  // namespace wargen::server
