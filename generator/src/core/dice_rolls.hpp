#pragma once
// The faces one roll of the dice showed, in the order rolled. Nearly every roll is of one or two
// dice and a table logs a few dozen: up to kInPlace faces are kept in place, where a vector made
// a block of memory for every roll; a roll of more dice (or a file listing more) goes to the heap.
#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <vector>

namespace wargen {

class DiceRolls {
 public:
  DiceRolls() = default;
  DiceRolls(std::initializer_list<int> faces) { assign(faces); }
  DiceRolls& operator=(std::initializer_list<int> faces) {
    assign(faces);
    return *this;
  }

  void push_back(int face) {
    if (spilled_.empty() && size_ < kInPlace) {
      in_place_[size_++] = face;
      return;
    }
    if (spilled_.empty()) spilled_.assign(in_place_.begin(), in_place_.begin() + static_cast<std::ptrdiff_t>(size_));
    spilled_.push_back(face);
    ++size_;
  }
  void reserve(std::size_t faces) {
    if (faces > kInPlace) spilled_.reserve(faces);
  }
  void clear() {
    spilled_.clear();
    size_ = 0;
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int* data() { return spilled_.empty() ? in_place_.data() : spilled_.data(); }
  const int* data() const { return spilled_.empty() ? in_place_.data() : spilled_.data(); }
  int* begin() { return data(); }
  int* end() { return data() + size_; }
  const int* begin() const { return data(); }
  const int* end() const { return data() + size_; }
  int& operator[](std::size_t i) { return data()[i]; }
  int operator[](std::size_t i) const { return data()[i]; }
  int& front() { return data()[0]; }
  int front() const { return data()[0]; }

  friend bool operator==(const DiceRolls& a, const DiceRolls& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  static constexpr std::size_t kInPlace = 4;
  void assign(std::initializer_list<int> faces) {
    clear();
    reserve(faces.size());
    for (int face : faces) push_back(face);
  }

  std::array<int, kInPlace> in_place_{};
  std::vector<int> spilled_;  // all the faces once there are more than kInPlace, else empty
  std::size_t size_ = 0;
};

}  // namespace wargen
