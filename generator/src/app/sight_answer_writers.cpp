#include "app/sight_answer_writers.hpp"

#include "core/message_text.hpp"
#include "core/number_text.hpp"

namespace wargen {

namespace {

using sight::BlockReason;
using sight::CellFacts;
using sight::Detection;
using sight::DetectionLimit;
using sight::DetectionResult;
using sight::Surface;

const char* surface_word(Surface s) {
  switch (s) {
    case Surface::normal:
      return "open";
    case Surface::cover:
      return "cover";
    case Surface::forbidden:
      return "water";
  }
  return "open";
}

const char* reason_id(BlockReason r) {
  switch (r) {
    case BlockReason::higher_ground:
      return "higher_ground";
    case BlockReason::cover_between:
      return "cover_between";
    case BlockReason::as_high_as_higher_end:
      return "as_high_as_higher_end";
    case BlockReason::cover_not_nearer_higher_end:
      return "cover_not_nearer_higher_end";
    case BlockReason::above_sight_line:
      return "above_sight_line";
  }
  return "higher_ground";
}

const char* reason_words(BlockReason r) {
  switch (r) {
    case BlockReason::higher_ground:
      return "ground higher than both ends, which stand at the same height";
    case BlockReason::cover_between:
      return "cover between two ends at the same height";
    case BlockReason::as_high_as_higher_end:
      return "as high as the higher end (cover counts half a level above its ground)";
    case BlockReason::cover_not_nearer_higher_end:
      return "cover not nearer the higher end";
    case BlockReason::above_sight_line:
      return "above the line of sight";
  }
  return "";
}

const char* detection_id(Detection d) {
  switch (d) {
    case Detection::hidden:
      return "hidden";
    case Detection::detected:
      return "detected";
    case Detection::identified:
      return "identified";
  }
  return "hidden";
}

const char* limit_id(DetectionLimit l) {
  switch (l) {
    case DetectionLimit::none:
      return "none";
    case DetectionLimit::identify_range:
      return "identify_range";
    case DetectionLimit::cover_range:
      return "cover_range";
    case DetectionLimit::detect_range:
      return "detect_range";
    case DetectionLimit::no_line_of_sight:
      return "no_line_of_sight";
  }
  return "none";
}

std::string detection_words(const DetectionResult& d, const sight::SightRule& rule) {
  const std::string n = std::to_string(rule.identify_cells), far = std::to_string(rule.detect_cells);
  switch (d.limit) {
    case DetectionLimit::none:
      return "identified";
    case DetectionLimit::identify_range:
      return "detected, not identified (beyond " + n + " cells)";
    case DetectionLimit::cover_range:
      return "hidden (in cover, seen from " + std::to_string(rule.cover_seen_cells) + " cell" +
             (rule.cover_seen_cells == 1 ? "" : "s") + " only)";
    case DetectionLimit::detect_range:
      return "hidden (beyond " + far + " cells)";
    case DetectionLimit::no_line_of_sight:
      return "hidden (no line of sight)";
  }
  return "";
}

std::string cell_words(const CellFacts& f) {
  std::string out = "[" + std::to_string(f.cell.col) + "," + std::to_string(f.cell.row) + "] level " +
                    std::to_string(f.level) + " " + surface_word(f.surface);
  for (std::size_t i = 0; i < f.pieces.size(); ++i) {
    const sight::PieceAt& p = f.pieces[i];
    out += (i ? ", " : " (") + p.kind + " " + escaped(p.id) + (p.name.empty() ? "" : " \"" + escaped(p.name) + "\"");
  }
  return out + (f.pieces.empty() ? "" : ")");
}

std::string point_words(Point p) { return format_number(p.x) + "," + format_number(p.y); }

ReportNode cell_node(const CellFacts& f) {
  ReportNode n = ReportNode::map();
  ReportNode& cell = n.add("cell", ReportNode::list());
  cell.add("", ReportNode::number(std::to_string(f.cell.col)));
  cell.add("", ReportNode::number(std::to_string(f.cell.row)));
  ReportNode& centre = n.add("centre_cm", ReportNode::list());
  centre.add("", ReportNode::number(format_number(f.centre_cm.x)));
  centre.add("", ReportNode::number(format_number(f.centre_cm.y)));
  n.add("level", ReportNode::number(std::to_string(f.level)));
  n.add("surface", ReportNode::string(surface_word(f.surface)));
  ReportNode& pieces = n.add("pieces", ReportNode::list());
  for (const sight::PieceAt& p : f.pieces) {
    ReportNode& piece = pieces.add("", ReportNode::map());
    piece.add("id", ReportNode::string(p.id));
    piece.add("kind", ReportNode::string(p.kind));
    piece.add("name", ReportNode::string(p.name));
  }
  return n;
}

ReportNode end_node(const sight::SightEnd& end) {
  ReportNode n = ReportNode::map();
  n.add("x_cm", ReportNode::number(format_number(end.at_cm.x)));
  n.add("y_cm", ReportNode::number(format_number(end.at_cm.y)));
  for (auto& child : cell_node(end.facts).children) n.add(child.key, std::move(child.node));
  return n;
}

ReportNode detection_node(const DetectionResult& d) {
  ReportNode n = ReportNode::map();
  n.add("result", ReportNode::string(detection_id(d.detection)));
  n.add("limit", ReportNode::string(limit_id(d.limit)));
  return n;
}

}  // namespace

std::string sight_answer_line(const sight::SightAnswer& a) {
  std::string out = point_words(a.from.at_cm) + " " + cell_words(a.from.facts) + " -> " + point_words(a.to.at_cm) +
                    " " + cell_words(a.to.facts) + ": " + (a.visible ? "visible" : "not visible") + ", " +
                    std::to_string(a.distance_cells) + " cells";
  if (a.blocked.size() == 2)
    out += "; blocked at a corner between";
  else if (!a.blocked.empty())
    out += "; blocked at";
  for (std::size_t i = 0; i < a.blocked.size(); ++i)
    out +=
        std::string(i ? " and" : "") + " " + cell_words(a.blocked[i].facts) + ": " + reason_words(a.blocked[i].reason);
  out += "; a unit: " + detection_words(a.unit, sight::fos_b4_rule(sight::Observer::unit)) +
         "; a leader: " + detection_words(a.leader, sight::fos_b4_rule(sight::Observer::leader));
  return out;
}

ReportNode sight_answer_tree(const sight::SightAnswer& a, double cell_cm) {
  ReportNode root = ReportNode::map();
  root.add("format", ReportNode::string(kSightFormat));
  root.add("rule", ReportNode::string("FOS-B4"));
  root.add("cell_cm", ReportNode::number(format_number(cell_cm)));
  root.add("from", end_node(a.from));
  root.add("to", end_node(a.to));
  root.add("distance_cells", ReportNode::number(std::to_string(a.distance_cells)));
  root.add("visible", ReportNode::boolean(a.visible));
  ReportNode& blocked = root.add("blocked", ReportNode::list());
  for (const sight::BlockedAt& b : a.blocked) {
    ReportNode& n = blocked.add("", cell_node(b.facts));
    n.add("reason", ReportNode::string(reason_id(b.reason)));
  }
  ReportNode& detection = root.add("detection", ReportNode::map());
  detection.add("unit", detection_node(a.unit));
  detection.add("leader", detection_node(a.leader));
  return root;
}

}  // namespace wargen
