#include "timing/solve_bench.h"

#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <sstream>

#include "base/atomic_file.h"
#include "base/cpu_affinity.h"
#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/plural.h"
#include "base/progress.h"
#include "base/terminal_escape.h"
#include "base/text_table.h"
#include "judging/problem_programs.h"
#include "judging/workload.h"
#include "process/spawn.h"
#include "timing/timing.h"

namespace lcjudge {
namespace {

constexpr double kGameEdgesSeconds = 10;  // a count over at most 80,000 positions takes milliseconds

// Why a case name is not a GROUP/NAME below the problem folder, or "" when it is one.
std::string bad_case_name(const std::string& id) {
  if (id.front() == '/') return "expected GROUP/NAME below the problem folder, found the absolute path '" + id + "'";
  for (const char* extension : {".in", ".ans"}) {
    std::string ending = extension;
    if (id.size() > ending.size() && id.compare(id.size() - ending.size(), ending.size(), ending) == 0) {
      return "name the case without its extension: '" + id.substr(0, id.size() - ending.size()) + "', not '" + id + "'";
    }
  }
  if (id.find('/') == std::string::npos) return "expected GROUP/NAME (like secret/large/NAME), found '" + id + "'";
  std::istringstream parts(id);
  for (std::string part; std::getline(parts, part, '/');) {
    if (part.empty() || part == "." || part == "..") {
      return "expected GROUP/NAME without empty, '.' or '..' parts, found '" + id + "'";
    }
  }
  if (id.back() == '/') return "expected GROUP/NAME without a trailing '/', found '" + id + "'";
  return "";
}

// VALUE with 3 significant digits in fixed notation: "72.1", "4.60", "0.00512", "1234".
std::string three_digits(double value) {
  if (value <= 0) return "0";
  int decimals = 2 - static_cast<int>(std::floor(std::log10(value)));
  decimals = std::max(0, std::min(decimals, 9));
  return fmt::format("{:.{}f}", value, decimals);
}

// "15,642,594"
std::string with_thousands(std::uint64_t value) {
  std::string digits = std::to_string(value), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string problem_number(const std::string& problem) { return problem.substr(0, problem.find('-')); }

// What the columns measure. Said after the table, because a number per edge means nothing without
// knowing which edges.
const char* const kNote[] = {
    "CPU ms: the whole process's CPU time, measured by the judge. solve ms: the method call alone (no process",
    "start, no input parsing) as the driver inside the solution's process reports it, so the solution's own",
    "claim, left out when impossible. Each is the median of the timed runs after a warm-up run, one run at a",
    "time on one pinned CPU; spread: the solve times' median absolute deviation over their median. parse ms:",
    "the driver reading and decoding the arguments, as it reports it, median of the same runs.",
    "ns/edge: the median solve time over the edges of the case's full game graph, every legal move from every",
    "position where the game is not over (counted by each problem's generators/game_edges.cpp): the",
    "(position, predecessor) pairs a full retrograde pass walks backwards, each once. Solutions that stop",
    "early (once the start is decided), leave draws unexpanded, or search forwards visit fewer or other",
    "positions, so ns/edge is per edge of the full game graph, not per predecessor each solution visited.",
};

}  // namespace

std::vector<BenchEntry> parse_bench_list(const std::string& text, const std::string& path) {
  std::vector<BenchEntry> entries;
  std::map<std::string, int> first_line;  // id -> where it was listed
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  auto fail = [&](const std::string& what) { return JudgeFailure(path + ":" + std::to_string(number) + ": " + what); };
  while (std::getline(lines, line)) {
    ++number;
    if (line.find('\r') != std::string::npos) throw fail("carriage return not allowed (CRLF line ends?)");
    line = line.substr(0, line.find('#'));
    std::istringstream words(line);
    std::vector<std::string> tokens;
    for (std::string word; words >> word;) tokens.push_back(word);
    if (tokens.empty()) continue;
    if (tokens.size() > 1) {
      throw fail("expected one case (GROUP/NAME) a line, found " + plural(tokens.size(), "word") + ": '" +
                 tokens[0] + " " + tokens[1] + (tokens.size() > 2 ? " ..." : "") + "'");
    }
    const std::string& id = tokens[0];
    if (std::string why = bad_case_name(id); !why.empty()) throw fail(why);
    auto [at, fresh] = first_line.emplace(id, number);
    if (!fresh) throw fail("case '" + id + "' listed twice (first on line " + std::to_string(at->second) + ")");
    entries.push_back({id, path + ":" + std::to_string(number)});
  }
  if (entries.empty()) throw JudgeFailure(path + ": no case listed (expected one GROUP/NAME a line)");
  return entries;
}

std::vector<TestCase> find_bench_cases(const std::vector<BenchEntry>& entries, const std::vector<TestCase>& cases,
                                       const std::string& problem_directory) {
  std::map<std::string, const TestCase*> by_id;
  std::vector<std::string> ids;
  for (const auto& test : cases) by_id[test.id] = &test, ids.push_back(test.id);
  std::vector<TestCase> found;
  for (const auto& entry : entries) {
    auto it = by_id.find(entry.id);
    if (it == by_id.end()) {
      throw JudgeFailure(entry.origin + ": no case '" + entry.id + "' (no " + problem_directory + "/" + entry.id +
                         ".in and .ans)" + did_you_mean(entry.id, ids));
    }
    found.push_back(*it->second);
  }
  return found;
}

std::string game_edges_binary(const Project& project, const std::string& problem) {
  ProblemProgram program = generator_program(project, problem, "game_edges");
  if (!std::filesystem::is_regular_file(program.source)) {
    throw JudgeFailure("no " + project.path("testcases/" + problem + "/generators/game_edges.cpp") +
                       ": bench needs it to count each input's game edges");
  }
  build_problem_program(program, project);
  return program.binary;
}

std::uint64_t count_game_edges(const std::string& binary, const std::string& input_path) {
  SpawnRequest request;
  request.argv = {binary};
  request.stdin_path = input_path;
  request.side_channel = false;
  request.limits.wall_seconds = kGameEdgesSeconds;
  request.limits.output_bytes = 1 << 20;
  request.sandbox = true;  // the problem's own program, untrusted as a solution is (problem_programs.h)
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty()) throw JudgeFailure(run.internal_error);
  std::string what = binary + " < " + input_path;
  if (!run.exited || run.exit_code != 0) {
    std::string why = run.killed_at_deadline ? "ran past " + std::to_string(static_cast<int>(kGameEdgesSeconds)) + " s"
                      : run.exited           ? "exit status " + std::to_string(run.exit_code)
                                             : "signal " + std::to_string(run.signal);
    throw JudgeFailure(what + " failed (" + why + ")" + (run.stderr_text.empty() ? "" : ":\n" + run.stderr_text));
  }
  return parse_game_edges(run.stdout_text, what);
}

std::uint64_t parse_game_edges(const std::string& output, const std::string& what) {
  // At most 19 digits, so that any of them fits in 64 bits.
  bool digits_then_newline = output.size() >= 2 && output.size() <= 20 && output.back() == '\n';
  for (size_t i = 0; digits_then_newline && i + 1 < output.size(); ++i) {
    digits_then_newline = output[i] >= '0' && output[i] <= '9';
  }
  if (!digits_then_newline) {
    std::string shown = escape_untrusted(std::string_view(output).substr(0, 40), true) + (output.size() > 40 ? "..." : "");
    throw JudgeFailure(what + " printed '" + shown + "': expected one integer (the game's edges), then a newline");
  }
  std::uint64_t edges = 0;  // 19 digits at most: it fits
  std::from_chars(output.data(), output.data() + output.size() - 1, edges);
  return edges;
}

double ns_per_edge(const TimingSummary& solve, std::uint64_t game_edges) {
  if (std::isinf(solve.median)) return kTimedOut;
  if (solve.count == 0 || game_edges == 0) return 0;
  return solve.median * 1e9 / static_cast<double>(game_edges);
}

std::vector<SolveBenchRow> bench_solve_times(const Project& project, const std::string& name,
                                             const SolveBenchOptions& options) {
  const std::string problem = find_problem(project, name);
  const std::string directory = project.testcases() + "/" + problem;
  const std::string list_path = project.path("testcases/" + problem + "/bench.txt");
  auto list = read_file_if_exists(directory + "/bench.txt");
  if (!list) throw JudgeFailure("no " + list_path + ": list the inputs to time there, one GROUP/NAME a line");
  // The inputs and their sizes first: a wrong list fails before anything is compiled.
  std::vector<TestCase> cases = find_bench_cases(parse_bench_list(*list, list_path), problem_testcases(directory),
                                                 project.path("testcases/" + problem));
  const std::string counter = game_edges_binary(project, problem);
  std::vector<std::uint64_t> edges;
  for (const auto& test : cases) edges.push_back(count_game_edges(counter, test.input_path));

  WorkloadRequest request;
  for (const auto& solution : problem_solutions(project, problem)) {
    if (solution.expected == Verdict::kAccepted) request.targets.push_back(solution.source);
  }
  if (request.targets.empty()) throw JudgeFailure("no accepted solution to bench in solutions/" + problem + "/accepted/");
  request.need_cases = false;  // read above
  request.jobs = options.jobs;
  request.sanitize = false;  // bench times the optimised build
  Workload work = prepare_workload(project, request);
  const ProblemConfig& config = work.configs.at(problem);

  TimingPolicy policy;
  policy.repetitions = options.repetitions;
  policy.budget_seconds = options.budget_seconds;
  std::vector<SolveBenchRow> rows;
  PinnedToOneCpu pin;
  if (pin.cpu() < 0) fmt::print(stderr, "judge: warning: cannot pin to one CPU: timing runs unpinned\n");
  Progress progress(stderr, isatty(STDERR_FILENO), work.solutions.size() * cases.size());
  for (size_t s = 0; s < work.solutions.size(); ++s) {
    const SolutionFile& solution = work.solutions[s];
    for (size_t k = 0; k < cases.size(); ++k) {
      SolveBenchRow row;
      row.problem = problem;
      row.solution = std::filesystem::path(solution.source).stem().string();
      row.case_id = cases[k].id;
      row.game_edges = edges[k];
      progress.advance(problem_number(problem) + " " + row.solution + " " + row.case_id);
      if (!work.builds[s].ok) {
        row.verdict = Verdict::kCompileError;
        row.message = work.builds[s].message;
        rows.push_back(row);
        continue;
      }
      // Under its language's limits: a runtime's memory is held on resident memory, not address space.
      TimedCase timed = time_case(work.builds[s].built, cases[k], for_language(config, solution.language), policy);
      for (const auto& run : timed.runs) {
        // Without the driver's record, time_case falls back on the process's CPU time: start-up
        // and parsing included, which would make every number here wrong.
        if (ran_to_end(run.verdict) && !run.solve_seconds) {
          throw JudgeFailure(solution.display + " reported no solve time on " + cases[k].id +
                             ": its driver does not time the method call (rebuild it)");
        }
      }
      row.verdict = timed.verdict;
      row.message = timed.message;
      row.cpu = timed.cpu;
      row.solve = timed.claimed_solve;
      std::vector<double> parse_times;
      for (const auto& run : timed.runs) {
        if (run.parse_seconds) parse_times.push_back(*run.parse_seconds);
      }
      row.parse = summarize(parse_times);
      row.ns_per_edge = ns_per_edge(row.solve, row.game_edges);
      rows.push_back(row);
    }
  }
  progress.finish();
  return rows;
}

std::string solve_bench_table(const std::vector<SolveBenchRow>& rows, bool markdown) {
  bool all_accepted = true;
  for (const auto& row : rows) all_accepted = all_accepted && row.verdict == Verdict::kAccepted;
  TextTable table;
  table.header = {"problem", "solution", "case", "game edges", "runs", "CPU ms", "solve ms", "spread", "ns/edge", "parse ms"};
  table.right_aligned = {false, false, false, true, true, true, true, true, true, true};
  if (!all_accepted) table.header.push_back("verdict"), table.right_aligned.push_back(false);
  std::vector<std::string> failures;
  for (const auto& row : rows) {
    std::vector<std::string> cells = {problem_number(row.problem), row.solution, row.case_id,
                                      with_thousands(row.game_edges)};
    bool timed = row.cpu.count > 0;
    bool timed_out = timed && std::isinf(row.cpu.median);
    bool claimed = !timed_out && row.solve.count > 0;
    cells.push_back(timed ? std::to_string(row.cpu.count) : "-");
    cells.push_back(timed_out ? "> TL" : timed ? three_digits(row.cpu.median * 1e3) : "-");
    cells.push_back(timed_out ? "> TL" : claimed ? three_digits(row.solve.median * 1e3) : "-");
    cells.push_back(claimed ? format_spread(row.solve) : "");
    cells.push_back(claimed && row.game_edges > 0 ? three_digits(row.ns_per_edge) : "-");
    cells.push_back(row.parse.count > 0 ? three_digits(row.parse.median * 1e3) : "-");
    if (!all_accepted) cells.push_back(short_name(row.verdict));
    table.rows.push_back(cells);
    if (row.verdict != Verdict::kAccepted) {
      // A compile error is the solution's, not the case's: said once. Only a message's first line.
      bool compile_error = row.verdict == Verdict::kCompileError;
      std::string why = row.message.substr(0, row.message.find('\n'));
      std::string failure = problem_number(row.problem) + " " + row.solution +
                            (compile_error ? "" : " on " + row.case_id) + ": " + short_name(row.verdict) +
                            (why.empty() ? "" : ", " + why);
      if (std::find(failures.begin(), failures.end(), failure) == failures.end()) failures.push_back(failure);
    }
  }
  std::string out = markdown ? render_markdown(table) : render_text(table);
  if (!failures.empty()) {
    out += markdown ? "\nNot accepted here, so their times are not those of a right answer:\n\n"
                    : "  not accepted here, so their times are not those of a right answer:\n";
    for (const auto& failure : failures) out += (markdown ? "- " : "    ") + failure + "\n";
  }
  out += "\n";
  std::string note;
  for (const char* line : kNote) note += (note.empty() ? "" : markdown ? " " : "\n  ") + std::string(line);
  out += (markdown ? "" : "  ") + note + "\n";
  return out;
}

}  // namespace lcjudge
