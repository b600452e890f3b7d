#pragma once
// One YAML document read by libyaml into a compact tree of our own. libyaml (the C parser PyYAML
// uses) hands over one event at a time; the tree keeps what wargen's readers ask about and nothing
// else: every node in one vector (kind, style, line and a range), every scalar's text in one
// string, every collection's children as a range of one index vector. A 100,000-feature scenario
// thus costs tens of bytes a node, where a tree of separately allocated nodes costs kilobytes a
// feature; building it is a loop with an explicit stack, so no input can exhaust the C++ stack.
//
// What the tree does not hold, it refuses with a one-line message: anchors and aliases (wargen
// never writes them, no shipped file uses them, and an alias is how a small file asks a reader
// to build or walk an exponentially large value), a second document in the stream, and nesting
// deeper than kMaxDepth.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wargen {

// `null` is a plain scalar without a tag that reads "", "~", "null", "Null" or "NULL" (YAML's
// core schema), or a value left out ("key:" with nothing after it).
enum class YamlKind : std::uint8_t { null, scalar, sequence, map };

// How the file spells a node: scalars plain, quoted or as a block (| or >), collections as an
// indented block or as a flow ([...] / {...}).
enum class YamlStyle : std::uint8_t { plain, single_quoted, double_quoted, literal, folded, block, flow };

class YamlDocument {
 public:
  using Id = std::uint32_t;
  struct Node {
    std::uint32_t first = 0;  // scalar: offset in the scalar text; collection: first index in children
    std::uint32_t size = 0;   // scalar: bytes; sequence: items; map: pairs
    std::uint32_t line = 0;   // 1-based
    YamlKind kind = YamlKind::null;
    YamlStyle style = YamlStyle::plain;
  };
  // A whole tree as plain arrays: what the build writes for each embedded file (tools/embed_files),
  // so a built-in ruleset or name list costs a copy at run time instead of a parse (about 4 M
  // instructions for gok.yaml). Holds no explicit tags: the embedding refuses a file with one.
  struct Frozen {
    const Node* nodes;
    std::size_t node_count;
    const Id* children;
    std::size_t child_count;
    std::string_view text;  // every scalar's text, end to end
  };
  static constexpr Id kNone = 0xFFFFFFFFu;  // "no such node": a key the map does not have
  // wargen's deepest file nests about six levels; this leaves room for any hand-written file and
  // keeps readers that recurse over a value (extensions) far from the stack's end.
  static constexpr int kMaxDepth = 512;

  // Parses `text`, which must hold at most one document; an empty text is a null root. Throws
  // InputError "file:line: ..." for a syntax error, an anchor or alias, a second document or
  // nesting deeper than kMaxDepth. The text must already be checked for NUL bytes and UTF-8
  // (parse_yaml does). With `keep_spans`, span() gives each node's source range.
  YamlDocument(std::string_view text, std::string file, bool keep_spans = false);
  // The tree `frozen` holds, as the text it was made from would parse (without spans).
  YamlDocument(const Frozen& frozen, std::string file);
  // This tree as arrays, for the embedding tool; valid while the document is unchanged. Throws
  // std::logic_error for a tree with explicit tags, which Frozen cannot hold.
  Frozen frozen() const;

  const std::string& file() const { return file_; }
  Id root() const { return 0; }

  YamlKind kind(Id id) const { return nodes_[id].kind; }
  YamlStyle style(Id id) const { return nodes_[id].style; }
  int line(Id id) const { return static_cast<int>(nodes_[id].line); }
  // A scalar's text ("" for any other node).
  std::string_view text(Id id) const;
  // The tag before any schema resolves it, as YAML defines it: "?" for a plain scalar without
  // one, "!" for quoted or block text without one, else the explicit tag in full ("!!str" is
  // "tag:yaml.org,2002:str"). "" for collections.
  std::string_view tag(Id id) const;
  // Items of a sequence, pairs of a map, 0 for anything else.
  std::size_t size(Id id) const;
  Id item(Id sequence, std::size_t i) const { return children_[nodes_[sequence].first + i]; }
  Id key(Id map, std::size_t i) const { return children_[nodes_[map].first + 2 * i]; }
  Id value(Id map, std::size_t i) const { return children_[nodes_[map].first + 2 * i + 1]; }
  // A map key as wargen's readers name it: a scalar's text, "" for a null or collection key.
  std::string_view key_name(Id map, std::size_t i) const;
  // The value under a scalar key `name`, kNone when there is none (first match, file order).
  Id find(Id map, std::string_view name) const;
  // Source range [first, last) of a node in characters (code points) from the start of the text;
  // only with keep_spans.
  std::pair<std::size_t, std::size_t> span(Id id) const { return spans_[id]; }

  // Edits, for a caller that fills in values the user gave elsewhere (--table) before any reader
  // looks: the value under `name` in `map`, a new null when the key is missing. A null `map`
  // becomes an empty block map first; anything else but a map is left alone (kNone), so the
  // reader still refuses it with its own message.
  Id entry(Id map, std::string_view name);
  // Makes `id` a plain scalar with `text`, whatever it was.
  void set_plain(Id id, std::string_view text);

 private:
  friend class YamlTreeBuilder;
  Id add(YamlKind kind, YamlStyle style, std::uint32_t line, std::string_view text);

  std::string file_;
  std::vector<Node> nodes_;
  std::vector<Id> children_;
  std::string text_;
  std::vector<std::pair<Id, std::string>> tags_;  // explicit tags, rare: sorted by node
  std::vector<std::pair<std::size_t, std::size_t>> spans_;
};

// The 1-based line of byte `offset` of `text` (an offset past the end counts as the end): where
// the parser and the checks after it point a message.
int line_at(std::string_view text, std::size_t offset);

}  // namespace wargen
