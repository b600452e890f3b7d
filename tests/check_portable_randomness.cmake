# Fails when generator code uses a random facility whose results differ between standard libraries
# (std::uniform_int_distribution and friends, std::shuffle, std::sample, rand()): the same seed must
# give the same battlefield everywhere. Only the seed itself may come from
# std::random_device, in the CLI.
file(GLOB_RECURSE sources ${ROOT}/generator/*.cpp ${ROOT}/generator/*.hpp)
set(banned "std::(uniform_int_distribution|uniform_real_distribution|normal_distribution|bernoulli_distribution|discrete_distribution|poisson_distribution|shuffle|sample|random_shuffle|mt19937|minstd_rand|default_random_engine)|[^_a-zA-Z]s?rand\\(")
set(found "")
foreach(source IN LISTS sources)
  file(STRINGS ${source} lines REGEX "${banned}")
  foreach(line IN LISTS lines)
    string(STRIP "${line}" stripped)
    if(NOT stripped MATCHES "^//")
      string(APPEND found "\n  ${source}: ${stripped}")
    endif()
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "non-portable randomness in generator code:${found}")
endif()
message(STATUS "no non-portable randomness in ${ROOT}/generator")
