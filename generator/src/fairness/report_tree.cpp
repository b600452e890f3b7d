#include "fairness/report_tree.hpp"

#include <algorithm>

#include "core/json_text.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {

namespace {

bool is_leafy(const ReportNode& n) {
  return std::all_of(n.children.begin(), n.children.end(),
                     [](const auto& c) { return c.node.type == ReportNode::Type::scalar; });
}

std::string yaml_scalar(const ReportNode& n) { return n.quoted ? yaml_string(n.text) : n.text; }

std::string yaml_flow(const ReportNode& n) {
  const bool map = n.type == ReportNode::Type::map;
  std::string out = map ? "{" : "[";
  for (std::size_t i = 0; i < n.children.size(); ++i)
    out += (i ? ", " : "") + (map ? n.children[i].key + ": " : std::string()) + yaml_scalar(n.children[i].node);
  return out + (map ? "}" : "]");
}

// `n` is a map or list written in block style at `indent`.
void yaml_block(std::string& out, const ReportNode& n, const std::string& indent) {
  for (const auto& [key, child] : n.children) {
    const std::string head = n.type == ReportNode::Type::map ? indent + key + ":" : indent + "-";
    if (child.type == ReportNode::Type::scalar) {
      out += head + " " + yaml_scalar(child) + "\n";
    } else if (is_leafy(child) || child.children.empty()) {
      out += head + " " + yaml_flow(child) + "\n";
    } else if (n.type == ReportNode::Type::list && child.type == ReportNode::Type::map) {
      // "- key: …" with the map's further keys under the first.
      std::string inner;
      yaml_block(inner, child, indent + "  ");
      out += indent + "- " + inner.substr(indent.size() + 2);
    } else {
      out += head + "\n";
      yaml_block(out, child, indent + "  ");
    }
  }
}

std::string json_scalar(const ReportNode& n) { return n.quoted ? json_string(n.text) : n.text; }

// `one_line`: every map and list flat, as a leafy one is in the indented form.
void json_value(std::string& out, const ReportNode& n, const std::string& indent, bool one_line) {
  if (n.type == ReportNode::Type::scalar) {
    out += json_scalar(n);
    return;
  }
  const bool map = n.type == ReportNode::Type::map;
  const bool flat = one_line || is_leafy(n);
  out += map ? "{" : "[";
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    out += i ? "," : "";
    out += flat ? (i ? " " : "") : "\n" + indent + "  ";
    if (map) out += json_string(n.children[i].key) + ": ";
    json_value(out, n.children[i].node, indent + "  ", one_line);
  }
  if (!flat && !n.children.empty()) out += "\n" + indent;
  out += map ? "}" : "]";
}

}  // namespace

std::string report_yaml(const ReportNode& root) {
  std::string out;
  yaml_block(out, root, "");
  return out;
}

std::string report_json(const ReportNode& root) {
  std::string out;
  json_value(out, root, "", false);
  return out + "\n";
}

std::string report_json_line(const ReportNode& root) {
  std::string out;
  json_value(out, root, "", true);
  return out + "\n";
}

}  // namespace wargen
