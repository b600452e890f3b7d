#pragma once
// What slow or numerous connections can hold of `wargen serve`. cpp-httplib gives each connection
// a worker thread for as long as it lasts and times out only a single silent read, so a client
// sending one header line every few seconds ("slowloris") would keep its thread for ever, and a
// handful of them every thread. The guard adds, per connection:
//  - a deadline: each request must arrive in full within kRequestArrivalSeconds of the connection
//    opening or of the previous answer; a late one is cut off (shutdown(2)), freeing its thread;
//  - a bound per client address: a connection beyond kConnectionsPerClient from one address is
//    answered 503 and closed at once.
// cpp-httplib 0.11 hands its task queue a job per accepted socket without naming the socket, so the
// guard finds the new connection itself (the one socket on the server's port it does not know yet:
// only the accepting thread makes such sockets, and it calls admit() right after each accept).
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace wargen::server {

class ConnectionGuard {
 public:
  static constexpr int kConnectionsPerClient = 16;  // a browser opens at most 6 to one server
  static constexpr int kRequestArrivalSeconds = 10;

  // Watches connections to local `port`; starts the thread that cuts off late requests.
  explicit ConnectionGuard(int port);
  ~ConnectionGuard();
  ConnectionGuard(const ConnectionGuard&) = delete;
  ConnectionGuard& operator=(const ConnectionGuard&) = delete;

  struct Peer {
    std::string address;
    int port = 0;
    bool operator<(const Peer& o) const { return address != o.address ? address < o.address : port < o.port; }
  };

  // Right after an accept: the new connection, admitted (its peer) or refused (503, closed).
  std::optional<Peer> admit();
  // The connection of `peer` was closed.
  void closed(const Peer& peer);
  // A request of `peer` has arrived in full: no deadline while it is answered.
  void request_arrived(const Peer& peer);
  // The answer to `peer` has been sent: the next request has its own deadline.
  void answered(const Peer& peer);

 private:
  struct Connection {
    int fd = -1;
    std::optional<std::chrono::steady_clock::time_point> deadline;
  };
  void watch();

  const int port_;
  std::mutex mutex_;
  std::condition_variable stop_changed_;
  bool stopping_ = false;
  std::map<Peer, Connection> connections_;
  std::map<std::string, int> per_address_;
  std::thread watcher_;
};

}  // namespace wargen::server
