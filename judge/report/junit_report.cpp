#include "report/junit_report.h"

#include <fmt/format.h>

#include "base/plural.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

std::string seconds(double value) { return fmt::format("{:.3f}", value); }

std::string attribute(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + xml_escape(value) + "\"";
}

}  // namespace

std::string xml_escape(const std::string& raw) {
  // XML 1.0 forbids most C0 controls even as entities, and invalid UTF-8: printable() shows them
  // as \xNN (whatever escaped the text before), leaving only tab and newline to encode here.
  // XML's Char also leaves out the noncharacters U+FFFE and U+FFFF, well-formed UTF-8 as they are:
  // one in a solution's stderr made the whole report unreadable.
  const std::string text = printable(raw, true);
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) == 0xef && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xbf &&
        (static_cast<unsigned char>(text[i + 2]) == 0xbe || static_cast<unsigned char>(text[i + 2]) == 0xbf)) {
      out += fmt::format("\\xef\\xbf\\x{:02x}", static_cast<unsigned char>(text[i + 2]));
      i += 2;
      continue;
    }
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += "&#10;"; break;
      case '\t': out += "&#9;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string junit_xml(const std::vector<SolutionReport>& reports, const std::vector<Expectation>& expectations) {
  std::string body;
  size_t all_tests = 0, all_failures = 0, all_errors = 0;
  for (size_t s = 0; s < reports.size(); ++s) {
    const SolutionReport& report = reports[s];
    const Expectation& expectation = expectations[s];
    std::string cases;
    size_t tests = 0, failures = 0, errors = 0;
    double time = 0;
    auto testcase = [&](const std::string& name, double seconds_taken, const std::string& inner) {
      ++tests;
      cases += "    <testcase" + attribute("name", name) + attribute("classname", report.solution.display) +
               attribute("time", seconds(seconds_taken)) + (inner.empty() ? "/>\n" : ">\n" + inner + "    </testcase>\n");
    };
    if (!report.build.ok) {
      bool expected = report.solution.expected == Verdict::kCompileError;
      std::string inner;
      if (!expected) {
        ++errors;
        inner = "      <error" + attribute("message", "compile error") + attribute("type", "CE") + ">" +
                xml_escape(report.build.message) + "</error>\n";
      }
      testcase("compile", 0, inner);
    }
    for (const auto& result : report.results) {
      const CaseOutcome& o = result.outcome;
      time += o.wall_seconds;
      std::string what = std::string(short_name(o.verdict)) + (o.message.empty() ? "" : ": " + o.message);
      std::string inner;
      if (o.verdict == Verdict::kJudgeError) {
        ++errors;
        inner = "      <error" + attribute("message", what) + attribute("type", "JE") + "/>\n";
      } else if (!is_permitted(expectation, result)) {
        ++failures;
        // A run-time error's traceback is the failure's text, as a test framework's stack trace is.
        inner = "      <failure" + attribute("message", what) + attribute("type", short_name(o.verdict)) +
                (o.traceback.empty() ? "/>\n" : ">" + xml_escape(o.traceback) + "</failure>\n");
      }
      // An expected failure's verdict, and what the solution printed (LeetCode's "Stdout"): shown.
      std::string shown = o.verdict != Verdict::kAccepted && inner.empty() ? what : "";
      if (!shown.empty() && !o.traceback.empty()) shown += "\n" + o.traceback;
      if (!o.stdout_text.empty()) {
        shown += fmt::format("{}stdout: {}", shown.empty() ? "" : "\n", o.stdout_text);
        if (o.stdout_bytes > o.stdout_text.size()) shown += fmt::format(" ({})", plural(o.stdout_bytes - o.stdout_text.size(), "more byte"));
      }
      if (!shown.empty()) inner += "      <system-out>" + xml_escape(shown) + "</system-out>\n";
      testcase(result.test.id, o.cpu_seconds, inner);
    }
    // A broken expectation that no single case shows (a required verdict never seen).
    if (report.build.ok && !report.expectation.ok && !report.expectation.culprit) {
      ++failures;
      testcase("expectation", 0,
               "      <failure" + attribute("message", report.expectation.message) + attribute("type", "expectation") +
                   "/>\n");
    }
    all_tests += tests, all_failures += failures, all_errors += errors;
    body += "  <testsuite" + attribute("name", report.solution.display) + attribute("tests", std::to_string(tests)) +
            attribute("failures", std::to_string(failures)) + attribute("errors", std::to_string(errors)) +
            attribute("skipped", "0") + attribute("time", seconds(time)) + ">\n" + "    <properties><property" +
            attribute("name", "language") + attribute("value", language_name(report.solution.language)) +
            "/></properties>\n" + cases + "  </testsuite>\n";
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites" + attribute("name", "lcjudge") +
         attribute("tests", std::to_string(all_tests)) + attribute("failures", std::to_string(all_failures)) +
         attribute("errors", std::to_string(all_errors)) + ">\n" + body + "</testsuites>\n";
}

}  // namespace lcjudge
