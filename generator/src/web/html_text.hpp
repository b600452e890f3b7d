#pragma once
// Text for the HTML pages wargen writes (the batch catalogue) and serves (the club-night page).
#include <string>
#include <string_view>

namespace wargen {

// `text` safe inside an HTML element or a quoted attribute: & < > " ' escaped.
std::string html_text(std::string_view text);

}  // namespace wargen
