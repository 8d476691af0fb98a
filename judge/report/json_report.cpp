#include "report/json_report.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/terminal_escape.h"

namespace lcjudge {
namespace {

using nlohmann::json;

json verdict_list(const std::vector<Verdict>& verdicts) {
  json list = json::array();
  for (Verdict v : verdicts) list.push_back(short_name(v));
  return list;
}

// A text that may quote a solution, a compiler or a data file: printable whatever escaped it
// before (printable is idempotent, so a merged report reads back what was written).
json text(const std::string& value) { return printable(value, true); }

json case_json(const CaseResult& result) {
  const CaseOutcome& o = result.outcome;
  return {{"id", text(result.test.id)},
          {"input", text(result.test.input_path)},
          {"verdict", short_name(o.verdict)},
          {"message", text(o.message)},
          {"alone_note", text(o.alone_note)},
          // An uncaught exception's traceback as LeetCode shows it (its lines); else "".
          {"traceback", text(o.traceback)},
          {"cpu_seconds", o.cpu_seconds},
          {"wall_seconds", o.wall_seconds},
          {"peak_memory_bytes", o.peak_memory_bytes},
          {"claimed_solve_seconds", o.solve_seconds ? json(*o.solve_seconds) : json(nullptr)},
          // What the solution printed, shown only (its first kShownStdoutBytes), and its size.
          {"stdout", text(o.stdout_text)},
          {"stdout_bytes", o.stdout_bytes},
          // A wrong answer as the solution returned it (its first kKeptFoundAnswer bytes); else "".
          {"found_answer", text(o.found_answer)},
          {"bad_test_data", o.bad_test_data}};
}

json expectation_json(const Expectation& expectation) {
  json rules = json::array();
  for (const auto& rule : expectation.rules) {
    rules.push_back({{"group", rule.group},
                     {"permitted", verdict_list(rule.permitted)},
                     {"required", verdict_list(rule.required)},
                     {"origin", rule.origin}});
  }
  return {{"folder", short_name(expectation.folder)}, {"rules", rules}};
}

// Reading back: every field checked, so a hand-edited or foreign file gets a clear error.
class Reader {
 public:
  explicit Reader(std::string path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw JudgeFailure("'" + path_ + "' is not an lcjudge report: " + what);
  }

  const json& field(const json& object, const char* key) const {
    if (!object.is_object() || !object.contains(key)) fail(std::string("missing \"") + key + "\"");
    return object.at(key);
  }
  template <typename T> T get(const json& object, const char* key) const {
    try {
      return field(object, key).get<T>();
    } catch (const json::exception&) {
      fail(std::string("\"") + key + "\" has the wrong type");
    }
  }
  Verdict verdict(const json& name) const {
    auto v = name.is_string() ? parse_verdict(name.get<std::string>()) : std::nullopt;
    if (name == "JE") return Verdict::kJudgeError;
    if (!v) fail("unknown verdict " + name.dump());
    return *v;
  }
  std::vector<Verdict> verdicts(const json& object, const char* key) const {
    std::vector<Verdict> result;
    for (const auto& name : field(object, key)) result.push_back(verdict(name));
    return result;
  }

 private:
  std::string path_;
};

}  // namespace

void write_report_file(const std::string& path, const std::string& text) {
  auto parent = std::filesystem::path(path).parent_path();
  std::error_code error;
  if (!parent.empty()) std::filesystem::create_directories(parent, error);
  if (error) throw JudgeFailure("cannot create '" + parent.string() + "': " + error.message());
  replace_file(path, text);
}

void write_json_report(const std::string& path, const std::vector<SolutionReport>& reports,
                       const std::vector<Expectation>& expectations, const RunSummary& summary) {
  json solutions = json::array();
  size_t passed = 0;
  for (size_t i = 0; i < reports.size(); ++i) {
    const SolutionReport& r = reports[i];
    bool ok = r.expectation.ok && !r.judge_error;
    passed += ok;
    json cases = json::array();
    for (const auto& result : r.results) cases.push_back(case_json(result));
    solutions.push_back({{"name", text(r.solution.display)},
                         {"source", text(r.solution.source)},
                         {"problem", text(r.solution.problem)},
                         {"language", language_key(r.solution.language)},
                         {"expected", short_name(r.solution.expected)},
                         {"verdict", short_name(r.verdict)},
                         {"ok", ok},
                         {"expectation_message", text(r.expectation.message)},
                         {"judge_error", r.judge_error},
                         {"total_cases", r.total_cases},
                         {"design_calls", r.design_calls},
                         {"compiled", r.build.ok},
                         {"compile_message", text(r.build.message)},
                         {"expectation", expectation_json(expectations[i])},
                         {"cases", cases}});
  }
  json report = {{"format", "lcjudge-report"},
                 {"version", 1},
                 {"shard", summary.shard.empty() ? json(nullptr) : json(summary.shard)},
                 {"all_cases", summary.all_cases},
                 {"isolation", summary.isolation},
                 {"build", summary.build},
                 {"passed", passed},
                 {"failed", reports.size() - passed},
                 {"solutions", solutions}};
  // Solutions' output may hold invalid UTF-8; replace it rather than fail the whole report.
  write_report_file(path, report.dump(2, ' ', false, json::error_handler_t::replace) + "\n");
}

LoadedReport read_json_report(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw JudgeFailure(errno_message("cannot open", path));
  Reader reader(path);
  json root;
  try {
    root = json::parse(in);
  } catch (const json::parse_error& e) {
    reader.fail(std::string("invalid JSON at byte ") + std::to_string(e.byte));
  }
  if (!root.is_object() || root.value("format", "") != "lcjudge-report") reader.fail("no \"format\": \"lcjudge-report\"");
  if (reader.get<int>(root, "version") != 1) reader.fail("unsupported version " + root["version"].dump());

  LoadedReport loaded;
  const json& shard = reader.field(root, "shard");
  loaded.summary.shard = shard.is_string() ? shard.get<std::string>() : "";
  loaded.summary.all_cases = reader.get<bool>(root, "all_cases");
  loaded.summary.isolation = root.value("isolation", "");  // absent from reports before it was added
  loaded.summary.build = root.value("build", "");
  for (const auto& s : reader.field(root, "solutions")) {
    SolutionReport report;
    report.solution.display = reader.get<std::string>(s, "name");
    report.solution.source = reader.get<std::string>(s, "source");
    report.solution.problem = reader.get<std::string>(s, "problem");
    // Absent from reports before languages other than C++ were judged.
    if (s.contains("language")) {
      auto language = s["language"].is_string() ? language_keyed(s["language"].get<std::string>()) : std::nullopt;
      if (!language) reader.fail("solution '" + report.solution.display + "' has an unknown \"language\"");
      report.solution.language = *language;
    }
    report.solution.expected = reader.verdict(reader.field(s, "expected"));
    report.verdict = reader.verdict(reader.field(s, "verdict"));
    report.judge_error = reader.get<bool>(s, "judge_error");
    report.total_cases = reader.get<size_t>(s, "total_cases");
    if (s.contains("design_calls")) report.design_calls = reader.get<bool>(s, "design_calls");  // older reports: none
    report.build.ok = reader.get<bool>(s, "compiled");
    report.build.message = reader.get<std::string>(s, "compile_message");
    report.expectation.ok = reader.get<bool>(s, "ok");
    report.expectation.message = reader.get<std::string>(s, "expectation_message");

    const json& e = reader.field(s, "expectation");
    Expectation expectation;
    expectation.folder = reader.verdict(reader.field(e, "folder"));
    for (const auto& r : reader.field(e, "rules")) {
      expectation.rules.push_back({reader.get<std::string>(r, "group"), reader.verdicts(r, "permitted"),
                                   reader.verdicts(r, "required"), reader.get<std::string>(r, "origin")});
    }
    if (expectation.rules.empty()) reader.fail("solution '" + report.solution.display + "' has no expectation rules");

    for (const auto& c : reader.field(s, "cases")) {
      CaseResult result;
      result.test.id = reader.get<std::string>(c, "id");
      result.test.input_path = reader.get<std::string>(c, "input");
      result.test.group = std::filesystem::path(result.test.id).parent_path().generic_string();
      CaseOutcome& o = result.outcome;
      o.verdict = reader.verdict(reader.field(c, "verdict"));
      o.message = reader.get<std::string>(c, "message");
      o.cpu_seconds = reader.get<double>(c, "cpu_seconds");
      o.wall_seconds = reader.get<double>(c, "wall_seconds");
      o.peak_memory_bytes = reader.get<std::uint64_t>(c, "peak_memory_bytes");
      const json& solve = reader.field(c, "claimed_solve_seconds");
      if (solve.is_number()) o.solve_seconds = solve.get<double>();
      o.bad_test_data = reader.get<bool>(c, "bad_test_data");
      if (c.contains("stdout")) o.stdout_text = reader.get<std::string>(c, "stdout");  // older reports have none
      if (c.contains("stdout_bytes")) o.stdout_bytes = reader.get<std::uint64_t>(c, "stdout_bytes");
      if (c.contains("found_answer")) o.found_answer = reader.get<std::string>(c, "found_answer");
      if (c.contains("traceback")) o.traceback = reader.get<std::string>(c, "traceback");  // older reports have none
      report.results.push_back(std::move(result));
    }
    loaded.reports.push_back(std::move(report));
    loaded.expectations.push_back(std::move(expectation));
  }
  return loaded;
}

}  // namespace lcjudge
