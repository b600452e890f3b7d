#pragma once
// Numbers as text for files we write and read back: the shortest decimal that reads back to the
// same double, so a scenario survives write -> read -> write bit for bit.
#include <optional>
#include <string>
#include <string_view>

namespace wargen {

// Shortest round-trip decimal in fixed notation: 0.1 -> "0.1", 12.0 -> "12", -0.0 -> "0",
// 1e-2 -> "0.01". Never exponent notation (YAML 1.1 readers such as PyYAML take "1e+06" for a
// string). Throws std::invalid_argument for NaN and infinities, which no file of ours may hold.
std::string format_number(double value);

// For people's reports (survey, catalogues, fairness): `places` decimals always, "0.500", never
// read back. printf's rounding of the nearest double, the same on every C library we build with.
std::string fixed_decimals(double value, int places);

// Reads a decimal number as format_number writes it (also accepts an exponent, "1.5e3").
// Throws std::invalid_argument with a short reason for anything else: empty text, surrounding
// spaces, a leading '+', trailing characters, out of range, "nan", "inf". "-0" reads as 0.
double parse_number(std::string_view text);
// parse_number's number, or nothing where it throws: for a caller asking whether text is a number,
// many times over (a thrown exception costs thousands of instructions).
std::optional<double> read_number(std::string_view text);

}  // namespace wargen
