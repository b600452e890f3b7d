#include "server/club_server.hpp"

#include <httplib.h>

#include <csignal>
#include <semaphore>

#include "core/error.hpp"
#include "server/connection_guard.hpp"
#include "server/embedded_web_files.hpp"

namespace wargen::server {

namespace {

constexpr std::size_t kMaxUriBytes = 4096;
constexpr time_t kIoTimeoutSeconds = 5;
// Threads that hold connections: many, since a connection waiting on a slow or idle client costs
// a thread but no work; the work itself is bounded apart (ServeSettings::threads).
constexpr std::size_t kConnectionThreads = 64;
constexpr std::ptrdiff_t kMostWorkers = 1024;

// cpp-httplib's thread pool, with each accepted connection admitted or refused by the guard first.
class GuardedQueue : public httplib::TaskQueue {
 public:
  GuardedQueue(ConnectionGuard& guard, std::size_t threads) : guard_(guard), pool_(threads) {}
  void enqueue(std::function<void()> fn) override {
    auto peer = guard_.admit();
    pool_.enqueue([this, fn = std::move(fn), peer] {
      fn();  // serves the connection and closes it
      if (peer) guard_.closed(*peer);
    });
  }
  void shutdown() override { pool_.shutdown(); }

 private:
  ConnectionGuard& guard_;
  httplib::ThreadPool pool_;
};

std::string content_type_of(std::string_view name) {
  auto ends = [&](std::string_view s) { return name.size() >= s.size() && name.substr(name.size() - s.size()) == s; };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

}  // namespace

bool is_loopback(const std::string& host) { return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0; }

struct ClubServer::Impl {
  ServeSettings settings;
  ClubApi api;
  httplib::Server http;
  int port = 0;
  std::unique_ptr<ConnectionGuard> guard;  // once the port is known
  std::counting_semaphore<kMostWorkers> work_slots;

  Impl(ServeSettings s, ClubApi a)
      : settings(std::move(s)),
        api(std::move(a)),
        work_slots(std::clamp<std::ptrdiff_t>(settings.threads, 1, kMostWorkers)) {}

  void routes() {
    http.new_task_queue = [this] { return new GuardedQueue(*guard, kConnectionThreads); };
    // Only a POST's terrain box has a body; a longer one is refused before it is read (413).
    http.set_payload_max_length(api.limits().max_terrain_box_bytes);
    http.set_read_timeout(kIoTimeoutSeconds, 0);
    http.set_write_timeout(kIoTimeoutSeconds, 0);
    http.set_keep_alive_max_count(20);
    http.set_logger([this](const httplib::Request& req, const httplib::Response&) {
      guard->answered({req.remote_addr, req.remote_port});
    });
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
      // A POST's body is read after this: it has arrived when its handler runs (answer_api), so the
      // deadline covers a body sent slowly too.
      if (req.method != "POST") guard->request_arrived({req.remote_addr, req.remote_port});
      if (req.target.size() > kMaxUriBytes) {
        res.status = 414;
        res.set_content("wargen: the address is too long\n", "text/plain; charset=utf-8");
        return httplib::Server::HandlerResponse::Handled;
      }
      // The answers are the same for the same query, and nothing is for other sites to read.
      res.set_header("X-Content-Type-Options", "nosniff");
      // blob: the maps and files of a table laid from a terrain box, fetched by POST (terrain-box.js).
      res.set_header("Content-Security-Policy",
                     "default-src 'self'; img-src 'self' blob: data:; frame-src 'self' blob:; object-src 'self' blob:");
      return httplib::Server::HandlerResponse::Unhandled;
    });
    http.Get("/", [this](const httplib::Request&, httplib::Response& res) {
      res.set_content(api.page(), "text/html; charset=utf-8");
    });
    http.Get(R"(/((club|terrain-box)\.(js|css)))",
             [](const httplib::Request& req, httplib::Response& res) { serve_embedded(req.matches[1].str(), res); });
    http.Get(R"(/api/[a-z-]+)", [this](const httplib::Request& req, httplib::Response& res) {
      answer_api(req, res, std::nullopt);  // cpp-httplib reads no GET's body: a GET lays no box
    });
    http.Post(R"(/api/[a-z-]+)", [this](const httplib::Request& req, httplib::Response& res) {
      guard->request_arrived({req.remote_addr, req.remote_port});
      // The body is the box's text; a form's body would be read as parameters besides.
      const std::string type = req.get_header_value("Content-Type");
      if (type.rfind("application/x-www-form-urlencoded", 0) == 0 || type.rfind("multipart/", 0) == 0)
        return text_answer(res, 400,
                           "wargen: the body of a POST is a terrain box's text (Content-Type: "
                           "application/yaml), not a form\n");
      answer_api(req, res, std::string_view(req.body));
    });
    http.set_error_handler(
        httplib::Server::HandlerWithResponse([this](const httplib::Request&, httplib::Response& res) {
          // cpp-httplib refuses a body over the payload limit with an empty 413: say why in one line.
          if (res.status != 413 || !res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
          text_answer(res, 413, "wargen: " + terrain_box_too_large(api.limits().max_terrain_box_bytes) + "\n");
          return httplib::Server::HandlerResponse::Handled;
        }));
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
      res.status = 500;
      res.set_content("wargen: internal error\n", "text/plain; charset=utf-8");
    });
  }

  void answer_api(const httplib::Request& req, httplib::Response& res, std::optional<std::string_view> box) {
    QueryParams params(req.params.begin(), req.params.end());
    // httplib keeps parameters in a multimap sorted by key; the order within a key is the
    // query's, which is all repeated flags (--choice A=… --choice B=…) need.
    work_slots.acquire();
    struct Release {
      std::counting_semaphore<kMostWorkers>& slots;
      ~Release() { slots.release(); }
    } release{work_slots};
    ApiResponse answer = api.handle(req.path, params, box);
    res.status = answer.status;
    if (!answer.file_name.empty())
      res.set_header("Content-Disposition", "inline; filename=\"" + answer.file_name + "\"");
    res.set_content(std::move(answer.body), answer.content_type.c_str());
  }

  static void text_answer(httplib::Response& res, int status, const std::string& line) {
    res.status = status;
    res.set_content(line, "text/plain; charset=utf-8");
  }

  static void serve_embedded(const std::string& name, httplib::Response& res) {
    for (const auto& f : embedded_web_files())
      if (f.name == name) {
        res.set_content(std::string(f.text), content_type_of(name).c_str());
        return;
      }
    res.status = 404;
    res.set_content("wargen: no such page\n", "text/plain; charset=utf-8");
  }
};

ClubServer::ClubServer(ServeSettings settings, ClubApi api)
    : impl_(std::make_unique<Impl>(std::move(settings), std::move(api))) {
  impl_->routes();
}

ClubServer::~ClubServer() = default;

int ClubServer::bind() {
  const auto& s = impl_->settings;
  if (s.port == 0)
    impl_->port = impl_->http.bind_to_any_port(s.host.c_str());
  else
    impl_->port = impl_->http.bind_to_port(s.host.c_str(), s.port) ? s.port : -1;
  if (impl_->port < 0)
    throw InputError("serve: cannot listen on " + s.host + " port " + std::to_string(s.port) +
                     " (in use, or not an address of this machine)");
  impl_->guard = std::make_unique<ConnectionGuard>(impl_->port);
  return impl_->port;
}

void ClubServer::run() {
  // A browser that goes away mid-answer closes its socket; cpp-httplib writes without
  // MSG_NOSIGNAL, so the write would raise SIGPIPE and end the whole server.
  std::signal(SIGPIPE, SIG_IGN);
  impl_->http.listen_after_bind();
}

void ClubServer::stop() { impl_->http.stop(); }

}  // namespace wargen::server
