// Scanning JSON text byte by byte for its structure ([ ] { } , and whitespace): which bytes are
// inside a string, escapes followed, so that a bracket or a space in a string is no structure.
#pragma once

namespace lcjudge {

struct JsonStringState {
  bool in_string = false;
  bool escaped = false;

  // Takes the next byte C: true when C is part of a string, its quotes included.
  bool inside(char c) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      return true;
    }
    in_string = c == '"';
    return in_string;
  }
};

}  // namespace lcjudge
