#pragma once
// A small ordered tree of the fairness report's figures, written as YAML or as JSON from the one
// tree, so the two formats cannot drift apart (docs/fairness.md, "The report").
#include <string>
#include <utility>
#include <vector>

namespace wargen {

struct ReportNode {
  enum class Type { map, list, scalar };
  struct Child;  // a key (empty in a list) and its node
  Type type = Type::scalar;
  std::string text;     // a scalar as written
  bool quoted = false;  // a string scalar (YAML and JSON quote it); numbers and booleans are bare
  std::vector<Child> children;

  static ReportNode number(std::string text);
  static ReportNode string(std::string text);
  static ReportNode boolean(bool value);
  static ReportNode map();
  static ReportNode list();
  ReportNode& add(std::string key, ReportNode child);
};

// Defined once ReportNode is complete: a std::pair of it inside its own class made Clang's
// libstdc++ traits look at an incomplete type.
struct ReportNode::Child {
  std::string key;
  ReportNode node;
};

inline ReportNode ReportNode::number(std::string text) { return {Type::scalar, std::move(text), false, {}}; }
inline ReportNode ReportNode::string(std::string text) { return {Type::scalar, std::move(text), true, {}}; }
inline ReportNode ReportNode::boolean(bool value) { return {Type::scalar, value ? "true" : "false", false, {}}; }
inline ReportNode ReportNode::map() { return {Type::map, "", false, {}}; }
inline ReportNode ReportNode::list() { return {Type::list, "", false, {}}; }
inline ReportNode& ReportNode::add(std::string key, ReportNode child) {
  children.push_back({std::move(key), std::move(child)});
  return children.back().node;
}

// Block style, a map or list of scalars only on one line ("{a: 1, b: 2}").
std::string report_yaml(const ReportNode& root);
// One JSON document, two-space indented, a map or list of scalars only on one line.
std::string report_json(const ReportNode& root);
// One JSON document on one line (JSON Lines: one answer per line for a tool reading a stream).
std::string report_json_line(const ReportNode& root);

}  // namespace wargen
