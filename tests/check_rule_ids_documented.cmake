cmake_minimum_required(VERSION 3.25)
# Fails when the code, a ruleset or a template cites a rule ID (GOK-T7, NPOW-O2, VPM-1, LOSS-4,
# FOS-B4, VPM-W, WARGEN-PLACE …) that docs/rules.md, the project's rules reference, does not
# explain: users read the IDs in --help, in `validate` messages and in the dice log, and look them
# up there. A group prefix cited on its own (GOK-A) must appear in the reference too.
file(GLOB_RECURSE sources
     ${ROOT}/generator/*.cpp ${ROOT}/generator/*.hpp
     ${ROOT}/rulesets/*.yaml ${ROOT}/templates/*.yaml)
set(rule_id "(GOK|NPOW|VPM|LOSS|FOS|WARGEN)-[A-Z0-9]+")

file(READ ${ROOT}/docs/rules.md reference)
string(REGEX MATCHALL "${rule_id}" documented "${reference}")
list(REMOVE_DUPLICATES documented)

set(missing "")
set(cited_count 0)
foreach(source IN LISTS sources)
  file(STRINGS ${source} lines REGEX "${rule_id}")
  foreach(line IN LISTS lines)
    string(REGEX MATCHALL "${rule_id}" ids "${line}")
    foreach(id IN LISTS ids)
      math(EXPR cited_count "${cited_count} + 1")
      if(NOT id IN_LIST documented)
        file(RELATIVE_PATH where ${ROOT} ${source})
        string(APPEND missing "\n  ${id} (${where})")
      endif()
    endforeach()
  endforeach()
endforeach()
if(cited_count EQUAL 0)
  message(FATAL_ERROR "no rule ID found under ${ROOT}/generator: the pattern or the paths are wrong")
endif()
if(missing)
  message(FATAL_ERROR "rule IDs cited but not in docs/rules.md:${missing}")
endif()
message(STATUS "${cited_count} rule ID citations, all in docs/rules.md")
