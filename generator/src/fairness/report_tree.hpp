#pragma once
// A small ordered tree of the fairness report's figures, written as YAML or as JSON from the one
// tree, so the two formats cannot drift apart (docs/fairness.md, "The report").
#include <string>
#include <utility>
#include <vector>

namespace wargen {

struct ReportNode {
  enum class Type { map, list, scalar };
  Type type = Type::scalar;
  std::string text;     // a scalar as written
  bool quoted = false;  // a string scalar (YAML and JSON quote it); numbers and booleans are bare
  std::vector<std::pair<std::string, ReportNode>> children;  // a list's keys are empty

  static ReportNode number(std::string text) { return {Type::scalar, std::move(text), false, {}}; }
  static ReportNode string(std::string text) { return {Type::scalar, std::move(text), true, {}}; }
  static ReportNode boolean(bool value) { return {Type::scalar, value ? "true" : "false", false, {}}; }
  static ReportNode map() { return {Type::map, "", false, {}}; }
  static ReportNode list() { return {Type::list, "", false, {}}; }
  ReportNode& add(std::string key, ReportNode child) {
    children.emplace_back(std::move(key), std::move(child));
    return children.back().second;
  }
};

// Block style, a map or list of scalars only on one line ("{a: 1, b: 2}").
std::string report_yaml(const ReportNode& root);
// One JSON document, two-space indented, a map or list of scalars only on one line.
std::string report_json(const ReportNode& root);

}  // namespace wargen
