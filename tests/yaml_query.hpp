#pragma once
// Loose reading of a YAML report for tests: y["sides"][0]["side"].text(). The document is parsed
// by libyaml (core/yaml_document.hpp); unlike YamlMap nothing is checked off, and a missing key or
// item, or a value of the wrong type, throws std::runtime_error naming the path, so a CHECK fails.
#include <charconv>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/yaml_document.hpp"

namespace wargen::test {

class YamlQuery {
 public:
  explicit YamlQuery(std::string_view text) : doc_(std::make_shared<const YamlDocument>(text, "report")) {}

  YamlQuery operator[](std::string_view key) const {
    return {doc_, doc_->kind(id()) == YamlKind::map ? doc_->find(id(), key) : YamlDocument::kNone,
            path_ + "." + std::string(key)};
  }
  YamlQuery operator[](std::size_t i) const {
    bool ok = doc_->kind(id()) == YamlKind::sequence && i < doc_->size(id());
    return {doc_, ok ? doc_->item(id(), i) : YamlDocument::kNone, path_ + "[" + std::to_string(i) + "]"};
  }
  std::size_t size() const { return doc_->size(id()); }  // items or pairs
  std::vector<YamlQuery> items() const {
    std::vector<YamlQuery> out;
    for (std::size_t i = 0; i < size(); ++i) out.push_back((*this)[i]);
    return out;
  }
  // A map's keys and values, in the file's order.
  std::vector<std::pair<std::string, YamlQuery>> entries() const {
    if (doc_->kind(id()) != YamlKind::map) throw std::runtime_error(path_ + " is not a map");
    std::vector<std::pair<std::string, YamlQuery>> out;
    for (std::size_t i = 0; i < size(); ++i) {
      std::string key(doc_->key_name(id(), i));
      out.emplace_back(key, YamlQuery(doc_, doc_->value(id(), i), path_ + "." + key));
    }
    return out;
  }
  std::string text() const {
    if (doc_->kind(id()) != YamlKind::scalar) throw std::runtime_error(path_ + " is not a scalar");
    return std::string(doc_->text(id()));
  }
  double number() const { return parse<double>(); }
  int integer() const { return parse<int>(); }

 private:
  YamlQuery(std::shared_ptr<const YamlDocument> doc, YamlDocument::Id id, std::string path)
      : doc_(std::move(doc)), id_(id), path_(std::move(path)) {}
  YamlDocument::Id id() const {
    if (id_ == YamlDocument::kNone) throw std::runtime_error(path_ + " is not in the YAML");
    return id_;
  }
  template <typename T>
  T parse() const {
    std::string s = text();
    T value{};
    auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size()) throw std::runtime_error(path_ + " is not a number: " + s);
    return value;
  }

  std::shared_ptr<const YamlDocument> doc_;
  YamlDocument::Id id_ = 0;
  std::string path_;
};

}  // namespace wargen::test
