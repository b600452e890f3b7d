#include "core/option_spec.hpp"

#include <cctype>
#include <charconv>
#include <cmath>

#include "core/error.hpp"
#include "core/number_text.hpp"

namespace wargen {

namespace {

std::string joined(const std::vector<std::string>& items, const std::string& separator) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

// A site is a sector id: letters then digits ("C3", "AA12"), upper case as the format writes them.
bool is_site_id(const std::string& text) {
  std::size_t letters = 0;
  while (letters < text.size() && text[letters] >= 'A' && text[letters] <= 'Z') ++letters;
  if (letters == 0 || letters == text.size() || text.size() > 8) return false;
  for (std::size_t i = letters; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  return true;
}

std::string range_text(const OptionSpec& spec) {
  return format_number(spec.min) + " to " + format_number(spec.max);
}

}  // namespace

std::string OptionSpec::flag() const {
  std::string name = key;
  for (char& c : name)
    if (c == '_') c = '-';
  return "--" + name;
}

std::string OptionSpec::type_name() const {
  std::string value;
  switch (type) {
    case OptionType::text:
      value = value_name.empty() ? "TEXT" : value_name;
      break;
    case OptionType::integer: value = "INT " + format_number(min) + ".." + format_number(max); break;
    case OptionType::number: value = "FLOAT " + format_number(min) + ".." + format_number(max); break;
    case OptionType::boolean: value = ""; break;
    case OptionType::choice: value = choices.empty() ? "TEXT" : "{" + joined(choices, ",") + "}"; break;
  }
  return per_side ? "A|B=" + value : per_site ? "SITE=" + value : value;
}

const OptionSpec* find_option(const std::vector<OptionSpec>& specs, const std::string& key) {
  for (const auto& spec : specs) {
    if (spec.key == key && !option_is_keyed(spec)) return &spec;
    if (spec.per_side && (key == spec.key + "_A" || key == spec.key + "_B")) return &spec;
    if (spec.per_site && key.size() > spec.key.size() + 1 && key.rfind(spec.key + "_", 0) == 0 &&
        is_site_id(key.substr(spec.key.size() + 1)))
      return &spec;
  }
  return nullptr;
}

std::string option_value_problem(const OptionSpec& spec, const std::string& value) {
  switch (spec.type) {
    case OptionType::text:
      return value.empty() ? "must not be empty" : "";
    case OptionType::boolean:
      return value == "true" || value == "false" ? "" : "must be true or false";
    case OptionType::choice:
      if (spec.choices.empty()) return value.empty() ? "must not be empty" : "";
      for (const auto& choice : spec.choices)
        if (value == choice) return "";
      return "must be one of " + joined(spec.choices, ", ");
    case OptionType::integer: {
      long long number = 0;
      auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
      if (value.empty() || error != std::errc() || end != value.data() + value.size() ||
          (value.size() > 1 && value[0] == '0'))
        return "is not a whole number (" + range_text(spec) + ")";
      if (number < spec.min || number > spec.max) return "is out of range (" + range_text(spec) + ")";
      return "";
    }
    case OptionType::number: {
      double number = 0;
      try {
        number = parse_number(value);
      } catch (const std::invalid_argument&) {
        return "is not a number (" + range_text(spec) + ")";
      }
      if (!(number >= spec.min && number <= spec.max)) return "is out of range (" + range_text(spec) + ")";
      return "";
    }
  }
  return "";
}

std::string option_text(const OptionValues& values, const std::string& key, const std::string& fallback) {
  auto it = values.find(key);
  return it == values.end() ? fallback : it->second;
}

long long option_integer(const OptionValues& values, const std::string& key, long long fallback) {
  auto it = values.find(key);
  if (it == values.end()) return fallback;
  long long number = 0;
  auto [end, error] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), number);
  if (error != std::errc() || end != it->second.data() + it->second.size())
    throw InputError("option " + key + ": '" + it->second + "' is not a whole number");
  return number;
}

double option_number(const OptionValues& values, const std::string& key, double fallback) {
  auto it = values.find(key);
  if (it == values.end()) return fallback;
  try {
    return parse_number(it->second);
  } catch (const std::invalid_argument&) {
    throw InputError("option " + key + ": '" + it->second + "' is not a number");
  }
}

bool option_flag(const OptionValues& values, const std::string& key) { return option_text(values, key) == "true"; }

bool option_is_keyed(const OptionSpec& spec) { return spec.per_side || spec.per_site; }

std::pair<std::string, std::string> split_side_value(const OptionSpec& spec, const std::string& given) {
  auto eq = given.find('=');
  if (spec.per_site) {
    std::string site = eq == std::string::npos ? "" : given.substr(0, eq);
    for (char& c : site) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (!is_site_id(site))
      throw InputError(spec.flag() + ": '" + given + "' must look like SITE=VALUE, a sector id and a value (C3=wood)");
    return {site, given.substr(eq + 1)};
  }
  std::string side = given.substr(0, eq);
  if (eq == std::string::npos || (side != "A" && side != "B"))
    throw InputError(spec.flag() + ": '" + given + "' must look like A=VALUE or B=VALUE");
  return {side, given.substr(eq + 1)};
}

}  // namespace wargen
