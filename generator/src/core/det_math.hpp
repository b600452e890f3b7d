#pragma once
// Trigonometry from + - * / only. libm's sin/cos may differ in the last bit between C libraries,
// and a different last bit can flip a placement decision; these cannot.
namespace wargen {

constexpr double kPi = 3.14159265358979323846;

double det_sin(double radians);
double det_cos(double radians);

// Rounds to the 0.01 cm grid every coordinate in a scenario lives on, so that the YAML text and
// the in-memory value are the same number and a read-back scenario is bit-identical.
double quantize_cm(double cm);

}  // namespace wargen
