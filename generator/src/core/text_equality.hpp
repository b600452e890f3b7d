#pragma once
// std::string == "text", compared by length first. libstdc++ 12 answers it with compare(), which
// calls memcmp over the shorter length before it looks at the lengths: a library call for nearly
// every test of a kind, rule or key against a literal, though most differ in length. A view's ==
// compares the lengths first.
//
// Declared in namespace wargen (scenario.hpp brings it to the code that handles scenarios), code
// there finds it beside the standard one and takes it as the more specialised template (its
// character type is fixed); the answer is the same either way. Only a std::string matches it: a
// type that converts to one (a path) keeps its own ==.
#include <string>
#include <string_view>

namespace wargen {

// Always inline: where a file makes many of these tests (a validator asks a feature's kind some
// ten times), GCC had made one copy out of line, a call and a strlen of the literal for each
// test; inline, the literal's length is known and the test is a compare of lengths.
template <typename Traits, typename Allocator>
[[gnu::always_inline]] inline bool operator==(const std::basic_string<char, Traits, Allocator>& text,
                                              const char* literal) {
  return std::basic_string_view<char, Traits>(text) == std::basic_string_view<char, Traits>(literal);
}

}  // namespace wargen
