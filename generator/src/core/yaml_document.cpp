#include "core/yaml_document.hpp"

#include <yaml.h>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <new>
#include <stdexcept>

#include "core/error.hpp"

namespace wargen {

namespace {

// Node ids, text offsets and child indices are 32-bit; a text under this size cannot overflow
// them (a node takes at least one character but for a few empty ones around it). Files are
// capped far lower (core/input_file.hpp).
constexpr std::size_t kMaxTextBytes = std::size_t{1} << 30;

int line_of(const yaml_mark_t& mark) { return static_cast<int>(std::min<std::size_t>(mark.line, 1u << 30)) + 1; }

std::string_view view(const yaml_char_t* text) {
  return text ? std::string_view(reinterpret_cast<const char*>(text)) : std::string_view();
}

// libyaml's problem, with what it was parsing and from where; one line. `unclosed_flow_line` is the
// line of the innermost [ or { still open, 0 when none is: when the text ends inside one, libyaml
// names the end of the text, a line past the last, and the line to mend is the one that opened it.
std::string syntax_error(const yaml_parser_t& parser, std::string_view text, const std::string& file,
                         int unclosed_flow_line) {
  if (parser.error == YAML_MEMORY_ERROR) throw std::bad_alloc();
  if (unclosed_flow_line > 0 && parser.error == YAML_PARSER_ERROR && parser.problem_mark.index >= text.size())
    return located(file, unclosed_flow_line, "",
                   "not valid YAML: the [ or { opened on this line is never closed (the text ends first)");
  std::string what = parser.problem ? parser.problem : "unreadable text";
  int line = line_of(parser.problem_mark);
  if (parser.error == YAML_READER_ERROR) {  // the reader reports a byte offset, not a mark
    line = line_at(text, parser.problem_offset);
    if (parser.problem_value >= 0) {
      char code[16];
      std::snprintf(code, sizeof code, " (U+%04X)", static_cast<unsigned>(parser.problem_value));
      what += code;
    }
  }
  if (parser.context)
    what.append(" (")
        .append(parser.context)
        .append(" from line ")
        .append(std::to_string(line_of(parser.context_mark)))
        .append(")");
  return located(file, line, "", "not valid YAML: " + what);
}

YamlStyle scalar_style(yaml_scalar_style_t style) {
  switch (style) {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
      return YamlStyle::single_quoted;
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
      return YamlStyle::double_quoted;
    case YAML_LITERAL_SCALAR_STYLE:
      return YamlStyle::literal;
    case YAML_FOLDED_SCALAR_STYLE:
      return YamlStyle::folded;
    default:
      return YamlStyle::plain;
  }
}

bool is_null_text(std::string_view text) {
  return text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL";
}

// Owns libyaml's parser and the current event, so every exit frees them.
class Parser {
 public:
  explicit Parser(std::string_view text) {
    if (!yaml_parser_initialize(&parser_)) throw std::bad_alloc();
    yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    yaml_parser_set_encoding(&parser_, YAML_UTF8_ENCODING);
  }
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;
  ~Parser() {
    release();
    yaml_parser_delete(&parser_);
  }
  // The next event; false on a syntax error (error() says which).
  bool next() {
    release();
    if (!yaml_parser_parse(&parser_, &event_)) return false;
    have_event_ = true;
    return true;
  }
  const yaml_event_t& event() const { return event_; }
  const yaml_parser_t& parser() const { return parser_; }

 private:
  void release() {
    if (have_event_) yaml_event_delete(&event_);
    have_event_ = false;
  }
  yaml_parser_t parser_{};
  yaml_event_t event_{};
  bool have_event_ = false;
};

}  // namespace

// Turns libyaml's events into the tree. Children are collected on one scratch stack while their
// collection is open and copied to children_ in one piece when it closes, so every collection's
// children end up contiguous although the events arrive depth first.
class YamlTreeBuilder {
 public:
  YamlTreeBuilder(YamlDocument& document, std::string_view text, bool keep_spans)
      : doc_(document), text_(text), keep_spans_(keep_spans) {}

  void build() {
    if (text_.size() >= kMaxTextBytes)
      throw InputError(located(doc_.file_, 0, "", "is over 1 GiB: too large a YAML text for wargen"));
    Parser parser(text_);
    int documents = 0;
    for (;;) {
      if (!parser.next()) throw InputError(syntax_error(parser.parser(), text_, doc_.file_, unclosed_flow_line()));
      const yaml_event_t& event = parser.event();
      switch (event.type) {
        case YAML_DOCUMENT_START_EVENT:
          if (++documents > 1)
            fail(event.start_mark, "a second YAML document starts here: a wargen file holds one document");
          break;
        case YAML_ALIAS_EVENT:
          fail(event.start_mark,
               "uses the YAML alias '*" + std::string(view(event.data.alias.anchor)) + "'" + kNoAnchors);
        case YAML_SCALAR_EVENT:
          scalar(event);
          break;
        case YAML_SEQUENCE_START_EVENT:
          open(event, YamlKind::sequence, event.data.sequence_start.anchor, event.data.sequence_start.tag,
               event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE);
          break;
        case YAML_MAPPING_START_EVENT:
          open(event, YamlKind::map, event.data.mapping_start.anchor, event.data.mapping_start.tag,
               event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE);
          break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
          close(event);
          break;
        case YAML_STREAM_END_EVENT:
          if (doc_.nodes_.empty()) {  // no document at all: a null root, with its (empty) span
            doc_.add(YamlKind::null, YamlStyle::plain, 0, {});
            if (keep_spans_) doc_.spans_.emplace_back(0, 0);
          }
          return;
        default:
          break;  // stream start, document end
      }
    }
  }

 private:
  static constexpr const char* kNoAnchors = ": wargen reads no anchors or aliases (&name, *name); write the value out";

  [[noreturn]] void fail(const yaml_mark_t& mark, const std::string& what) const {
    throw InputError(located(doc_.file_, line_of(mark), "", what));
  }

  void check_anchor(const yaml_event_t& event, const yaml_char_t* anchor) const {
    if (anchor) fail(event.start_mark, "uses the YAML anchor '&" + std::string(view(anchor)) + "'" + kNoAnchors);
  }

  YamlDocument::Id add(const yaml_event_t& event, YamlKind kind, YamlStyle style, std::string_view text,
                       const yaml_char_t* tag) {
    auto id = doc_.add(kind, style, static_cast<std::uint32_t>(line_of(event.start_mark)), text);
    if (tag) doc_.tags_.emplace_back(id, std::string(view(tag)));
    if (keep_spans_) doc_.spans_.emplace_back(event.start_mark.index, event.end_mark.index);
    return id;
  }

  void scalar(const yaml_event_t& event) {
    const auto& s = event.data.scalar;
    check_anchor(event, s.anchor);
    std::string_view text(reinterpret_cast<const char*>(s.value), s.length);
    YamlStyle style = scalar_style(s.style);
    bool null = !s.tag && style == YamlStyle::plain && is_null_text(text);
    attach(add(event, null ? YamlKind::null : YamlKind::scalar, style, null ? std::string_view() : text, s.tag));
  }

  void open(const yaml_event_t& event, YamlKind kind, const yaml_char_t* anchor, const yaml_char_t* tag, bool flow) {
    check_anchor(event, anchor);
    if (open_.size() >= static_cast<std::size_t>(YamlDocument::kMaxDepth))
      fail(event.start_mark,
           "lists or maps are nested too deeply (hundreds of levels): not a file wargen writes or reads");
    open_.push_back({add(event, kind, flow ? YamlStyle::flow : YamlStyle::block, {}, tag), scratch_.size()});
  }

  void close(const yaml_event_t& event) {
    auto [id, begin] = open_.back();
    open_.pop_back();
    auto& node = doc_.nodes_[id];
    std::size_t count = scratch_.size() - begin;
    node.first = static_cast<std::uint32_t>(doc_.children_.size());
    node.size = static_cast<std::uint32_t>(node.kind == YamlKind::map ? count / 2 : count);
    doc_.children_.insert(doc_.children_.end(), scratch_.begin() + static_cast<std::ptrdiff_t>(begin), scratch_.end());
    scratch_.resize(begin);
    if (keep_spans_) doc_.spans_[id].second = event.end_mark.index;
    attach(id);
  }

  // The line of the innermost flow collection still open, or 0.
  int unclosed_flow_line() const {
    for (auto it = open_.rbegin(); it != open_.rend(); ++it)
      if (doc_.style(it->id) == YamlStyle::flow) return doc_.line(it->id);
    return 0;
  }

  // The root (the first node) belongs to no collection.
  void attach(YamlDocument::Id id) {
    if (!open_.empty()) scratch_.push_back(id);
  }

  struct Open {
    YamlDocument::Id id;
    std::size_t scratch_begin;
  };
  YamlDocument& doc_;
  std::string_view text_;
  bool keep_spans_;
  std::vector<Open> open_;
  std::vector<YamlDocument::Id> scratch_;
};

YamlDocument::YamlDocument(std::string_view text, std::string file, bool keep_spans) : file_(std::move(file)) {
  YamlTreeBuilder(*this, text, keep_spans).build();
}

YamlDocument::YamlDocument(const Frozen& frozen, std::string file)
    : file_(std::move(file)),
      nodes_(frozen.nodes, frozen.nodes + frozen.node_count),
      children_(frozen.children, frozen.children + frozen.child_count),
      text_(frozen.text) {}

YamlDocument::Frozen YamlDocument::frozen() const {
  if (!tags_.empty()) throw std::logic_error(file_ + ": explicit tags cannot be frozen");
  return {nodes_.data(), nodes_.size(), children_.data(), children_.size(), text_};
}

YamlDocument::Id YamlDocument::add(YamlKind kind, YamlStyle style, std::uint32_t line, std::string_view text) {
  Node node;
  node.kind = kind;
  node.style = style;
  node.line = line;
  node.first = static_cast<std::uint32_t>(text_.size());
  node.size = static_cast<std::uint32_t>(text.size());
  text_.append(text);
  nodes_.push_back(node);
  return static_cast<Id>(nodes_.size() - 1);
}

std::string_view YamlDocument::text(Id id) const {
  const Node& node = nodes_[id];
  if (node.kind != YamlKind::scalar) return {};
  return std::string_view(text_).substr(node.first, node.size);
}

std::string_view YamlDocument::tag(Id id) const {
  auto it = std::lower_bound(tags_.begin(), tags_.end(), id, [](const auto& entry, Id i) { return entry.first < i; });
  if (it != tags_.end() && it->first == id) return it->second;
  if (nodes_[id].kind == YamlKind::sequence || nodes_[id].kind == YamlKind::map) return {};
  return nodes_[id].style == YamlStyle::plain ? "?" : "!";
}

std::size_t YamlDocument::size(Id id) const {
  const Node& node = nodes_[id];
  return node.kind == YamlKind::sequence || node.kind == YamlKind::map ? node.size : 0;
}

std::string_view YamlDocument::key_name(Id map, std::size_t i) const { return text(key(map, i)); }

YamlDocument::Id YamlDocument::find(Id map, std::string_view name) const {
  if (kind(map) != YamlKind::map) return kNone;
  for (std::size_t i = 0, n = size(map); i < n; ++i) {
    Id k = key(map, i);
    if (kind(k) == YamlKind::scalar && text(k) == name) return value(map, i);
  }
  return kNone;
}

YamlDocument::Id YamlDocument::entry(Id map, std::string_view name) {
  if (kind(map) == YamlKind::null) {
    nodes_[map] =
        Node{static_cast<std::uint32_t>(children_.size()), 0, nodes_[map].line, YamlKind::map, YamlStyle::block};
    tags_.erase(std::remove_if(tags_.begin(), tags_.end(), [map](const auto& t) { return t.first == map; }),
                tags_.end());
  }
  if (kind(map) != YamlKind::map) return kNone;
  if (Id found = find(map, name); found != kNone) return found;
  // The map's pairs move to the end of children_ with the new pair after them; the old range is
  // left unused (an edit happens once per run, on a small map).
  const std::uint32_t line = nodes_[map].line;
  const std::size_t begin = nodes_[map].first, pairs = nodes_[map].size;
  Id k = add(YamlKind::scalar, YamlStyle::plain, line, name);
  Id v = add(YamlKind::null, YamlStyle::plain, line, {});
  std::vector<Id> moved(children_.begin() + static_cast<std::ptrdiff_t>(begin),
                        children_.begin() + static_cast<std::ptrdiff_t>(begin + 2 * pairs));
  nodes_[map].first = static_cast<std::uint32_t>(children_.size());
  nodes_[map].size = static_cast<std::uint32_t>(pairs + 1);
  children_.insert(children_.end(), moved.begin(), moved.end());
  children_.push_back(k);
  children_.push_back(v);
  if (!spans_.empty()) spans_.resize(nodes_.size());
  return v;
}

void YamlDocument::set_plain(Id id, std::string_view text) {
  Node& node = nodes_[id];
  node.kind = YamlKind::scalar;
  node.style = YamlStyle::plain;
  node.first = static_cast<std::uint32_t>(text_.size());
  node.size = static_cast<std::uint32_t>(text.size());
  text_.append(text);
  tags_.erase(std::remove_if(tags_.begin(), tags_.end(), [id](const auto& t) { return t.first == id; }), tags_.end());
}

int line_at(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

}  // namespace wargen
