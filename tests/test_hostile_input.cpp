// Every file is hostile: one line per message whatever the input echoes, only regular files read
// and never beyond a cap, text that is not UTF-8 refused at load with its file, line and key.
#include <catch2/catch.hpp>
#include <sys/stat.h>

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "core/message_text.hpp"
#include "core/yaml_access.hpp"
#include "message_of.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("messages escape control characters and bytes that are not UTF-8, and keep UTF-8 text") {
  CHECK(one_line("a\nb\rc\td\x1b[31m\a\x7f") == "a\\nb\\rc\\td\\x1b[31m\\x07\\x7f");
  CHECK(one_line("Caf\xC3\xA9 \xE2\x80\x94 ok") == "Caf\xC3\xA9 \xE2\x80\x94 ok");
  CHECK(one_line("latin \xE9!") == "latin \\xe9!");
  CHECK(one_line("C1 \xC2\x9B") == "C1 \\xc2\\x9b");  // CSI in its 8-bit form
}

TEST_CASE("a megabyte value makes a short message that keeps both ends") {
  std::string huge = "--seed: '" + std::string(1 << 20, '9') + "' is not a whole number";
  std::string line = one_line(huge);
  CHECK(line.size() <= kMaxMessageBytes + 60);
  CHECK_THAT(line, Catch::StartsWith("--seed: '999") && Catch::EndsWith("' is not a whole number") &&
                       Catch::Contains("[shortened: 1048608 bytes in all]"));
  CHECK(first_invalid_utf8(line) == std::string::npos);
}

TEST_CASE("UTF-8 validation refuses overlong forms, surrogates and code points past U+10FFFF") {
  CHECK(first_invalid_utf8("plain \xC3\xA9 \xF0\x9F\x8E\xB2") == std::string::npos);
  CHECK(first_invalid_utf8("ab\xC0\xAF") == 2);          // overlong '/'
  CHECK(first_invalid_utf8("\xED\xA0\x80") == 0);        // a UTF-16 surrogate
  CHECK(first_invalid_utf8("\xF4\x90\x80\x80") == 0);    // past U+10FFFF
  CHECK(first_invalid_utf8("ok\xE2\x82") == 2);          // cut short
}

TEST_CASE("only regular files are read, and never past the cap") {
  TempDir dir("hostile-files");
  CHECK(message_of([] { read_input_file("/dev/zero", "ruleset file", 100); }) ==
        "/dev/zero: is not a regular file (a device, pipe or socket), not a ruleset file");
  CHECK(message_of([&] { read_input_file(dir.path().string(), "state file", 100); }) ==
        dir.path().string() + ": is a directory, not a state file");
  REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);  // no writer: must not wait for one
  CHECK(message_of([&] { read_input_file((dir / "fifo").string(), "template file", 100); }) ==
        (dir / "fifo").string() + ": is not a regular file (a device, pipe or socket), not a template file");
  std::ofstream(dir / "big") << std::string(101, 'x');
  CHECK(message_of([&] { read_input_file((dir / "big").string(), "state file", 100); }) ==
        (dir / "big").string() + ": is 101 bytes, over the 100 bytes limit for a state file");
  std::ofstream(dir / "ok") << std::string(100, 'x');
  CHECK(read_input_file((dir / "ok").string(), "state file", 100) == std::string(100, 'x'));
  CHECK(message_of([] { read_input_file("", "state file", 100); }) == "state file: the file name is empty");
}

TEST_CASE("YAML text: NUL bytes, deep nesting and text that is not UTF-8 are named") {
  CHECK(message_of([] { parse_yaml(std::string("a: 1\nb: \0\n", 10), "f.yaml"); }) ==
        "f.yaml:2: contains a NUL byte (at byte 8): not a YAML text file");
  CHECK(message_of([] { parse_yaml(std::string(3000, '[') + std::string(3000, ']'), "f.yaml"); }) ==
        "f.yaml:1: lists or maps are nested too deeply (hundreds of levels): not a file wargen writes or reads");
  CHECK(message_of([] { parse_yaml("a:\n  b: [1, \"caf\xE9\"]\n", "f.yaml"); }) ==
        "f.yaml:2: key 'a.b[1]': is not UTF-8 text (byte 0xE9): save the file as UTF-8");
  CHECK(message_of([] { parse_yaml("a: 1\nk\xE9y: 2\n", "f.yaml"); }) ==
        "f.yaml:2: key '(a key)': is not UTF-8 text (byte 0xE9): save the file as UTF-8");
  CHECK(message_of([] { parse_yaml("# only a comment, caf\xE9\n", "f.yaml"); }) ==
        "f.yaml:1: is not UTF-8 text (byte 0xE9): save the file as UTF-8");
  CHECK(message_of([] { parse_yaml("a: 1\n# caf\xE9\n", "f.yaml"); }) ==
        "f.yaml:2: is not UTF-8 text (byte 0xE9): save the file as UTF-8");
}

TEST_CASE("a number written as quoted text is refused with its key") {
  YamlMap map(parse_yaml("n: \"16\"\nm: 16\n", "s.yaml"));
  CHECK(message_of([&] { map.required("n").integer(0, 100); }) ==
        "s.yaml:1: key 'n': must be a whole number, not the quoted text '16' (leave out the quotes)");
  CHECK(map.required("m").integer(0, 100) == 16);
}

}  // namespace WARGEN_TEST_FILE
