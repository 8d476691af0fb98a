#include "problem/config.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <map>
#include <optional>
#include <vector>

#include "base/atomic_file.h"
#include "base/did_you_mean.h"
#include "base/error.h"
#include "base/plural.h"
#include "base/terminal_escape.h"
#include "base/utf8.h"
#include "problem/api_catalogue.h"

namespace lcjudge {
namespace {

const std::vector<std::string> kKeys = {"title",         "method",       "signature",    "design",
                                        "methods",       "output",       "order",        "node",
                                        "time_limit",    "memory_limit", "output_limit", "float_tolerance",
                                        "compiler",      "sanitize",     "trusted_programs", "drive",
                                        "api",           "inputs",       "time_factor"};

// LeetCode's checker for doubles: an absolute error of 1e-5.
constexpr double kLeetCodeFloatTolerance = 1e-5;

// The bounds of each number: beyond them a limit is surely a typo, and would overflow.
constexpr double kMaxTimeLimit = 3600;          // seconds
constexpr double kMinMemoryLimit = 32;          // MiB: the driver and C++ runtime need ~10 to start
constexpr double kMaxMemoryLimit = 1 << 20;     // MiB (1 TiB)
constexpr double kMaxOutputLimit = 1024;        // MiB, held in memory while the run lasts
constexpr double kMaxFloatTolerance = 1e9;

std::string number_text(double value) {
  std::string text = std::to_string(value);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

// [A-Za-z_][A-Za-z0-9_]*, of a sane length.
bool is_cpp_name(const std::string& name) {
  auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; };
  if (name.empty() || name.size() > kMaxNameLength || !letter(name[0])) return false;
  return std::all_of(name.begin(), name.end(), [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

// A value from the file in a message: escaped, and cut if long.
std::string shown_value(const std::string& value) { return escaped_first_line(value, 100); }

class ConfigReader {
 public:
  explicit ConfigReader(std::string path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const YAML::Mark& mark, const std::string& what) const {
    throw JudgeFailure(path_ + ":" + std::to_string(std::max(mark.line, 0) + 1) + ": " + what);
  }

  // A number in (0, high], or in [low, high] when low > 0. zero_means_off: 0 (in any spelling,
  // "0.0" too) is allowed and switches the feature off.
  double positive_number(const YAML::Node& node, const std::string& key, double high, double low = 0,
                         bool zero_means_off = false) const {
    double value = 0;
    try {
      value = node.as<double>();
    } catch (const YAML::Exception&) {
      fail(node.Mark(), key + " must be a number, found '" + shown_value(node.as<std::string>("?")) + "'");
    }
    if (zero_means_off && value == 0) return 0;
    std::string found = ", found '" + shown_value(node.as<std::string>("?")) + "'";
    if (!(value > 0)) fail(node.Mark(), key + " must be positive" + found);
    if (value < low) fail(node.Mark(), key + " must be at least " + number_text(low) + found);
    // Past this the limits overflow their system types (seconds of rlimit, bytes of uint64).
    if (!(value <= high)) fail(node.Mark(), key + " must be at most " + number_text(high) + found);
    return value;
  }

  // One of CHOICES, else an error listing them.
  std::string choice(const YAML::Node& node, const std::string& key, const std::vector<std::string>& choices) const {
    auto value = node.as<std::string>();
    if (std::find(choices.begin(), choices.end(), value) != choices.end()) return value;
    std::string listed;
    for (const auto& c : choices) listed += (listed.empty() ? "" : " | ") + c;
    fail(node.Mark(), key + " must be " + listed + ", found '" + shown_value(value) + "'" + did_you_mean(value, choices));
  }

  MethodSignature method(const YAML::Node& node, const std::string& key, const std::string& class_name = "") const {
    try {
      return parse_method_signature(node.as<std::string>(), class_name);
    } catch (const SignatureError& e) {
      fail(node.Mark(), key + ": " + e.what());
    }
  }

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// What the solution looks like: `signature:` (a Solution method), `design:` + `methods:` (a class),
// or the legacy `method:` alone; exactly one of them, and the keys that go with it.
void read_shape(const ConfigReader& reader, const YAML::Node& root, const std::optional<YAML::Node>& signature,
                const std::optional<YAML::Node>& design, const std::optional<YAML::Node>& methods, ProblemConfig& config) {
  bool has_method = !config.method.empty();
  int shapes = (signature ? 1 : 0) + (design ? 1 : 0);
  if (shapes == 0 && !has_method) {
    reader.fail(root.Mark(),
                "missing the solution's shape: 'signature: int f(vector<int>& nums)' (a Solution method, as "
                "LeetCode declares it), or 'design: ClassName' with 'methods:' (a design problem); 'judge new' "
                "writes it from LeetCode's code template");
  }
  if (signature && design) reader.fail(design->Mark(), "give either signature: (a Solution method) or design: (a class), not both");
  if (methods && !design) reader.fail(methods->Mark(), "methods: goes with design: ClassName (a design problem)");
  if (design && !methods) reader.fail(design->Mark(), "design: needs methods: the constructor, then each method as declared");
  if (design && has_method) reader.fail(design->Mark(), "method: goes with a Solution method, not with design:");
  if (signature) {
    const std::string& name = config.signature.methods.front().name;
    if (has_method && config.method != name) {
      reader.fail(signature->Mark(), "signature names the method '" + name + "' but method: says '" + config.method + "'");
    }
    config.method = name;
  }
  if (design) {
    config.signature.kind = ProblemSignature::Kind::kDesign;
    const std::string& class_name = config.signature.class_name;
    const bool round_trip = config.signature.drive == ProblemSignature::Drive::kRoundTrip;
    std::map<std::string, int> seen;
    for (size_t i = 0; i < methods->size(); ++i) {
      const YAML::Node& item = (*methods)[i];
      if (!item.IsScalar()) reader.fail(item.Mark(), "each of methods: is one declaration, such as 'void push(int val)'");
      MethodSignature method = reader.method(item, "methods", class_name);
      if (round_trip) {
        if (method.is_constructor) {
          reader.fail(item.Mark(), "drive: round_trip takes no constructor: LeetCode builds '" + class_name + " ser, deser;'; "
                                   "methods: are the encoder, then the decoder");
        }
      } else if (i == 0 && !method.is_constructor) {
        reader.fail(item.Mark(), "the first of methods: must be the constructor, '" + class_name + "(...)'");
      }
      if (i > 0 && method.is_constructor) reader.fail(item.Mark(), "only the first of methods: may be the constructor");
      if (!seen.emplace(method.name, item.Mark().line + 1).second) {
        reader.fail(item.Mark(), "'" + method.name + "' is declared twice (overloads are not LeetCode design methods)");
      }
      config.signature.methods.push_back(method);
    }
    if (config.signature.methods.size() < 2) reader.fail(methods->Mark(), "methods: needs the constructor and at least one method");
  }
  if (config.output == ResultSource::kArgumentPrefix) {
    bool fits = config.signature.kind == ProblemSignature::Kind::kFunction &&
                config.signature.methods.front().result.kind == TypeSpec::Kind::kInt;
    const Parameter* cut = fits ? config.signature.methods.front().answer_parameter(false) : nullptr;
    if (!cut || cut->type.kind != TypeSpec::Kind::kVector) {
      reader.fail(root.Mark(), "output: argument_prefix needs a signature returning int k whose first non-const "
                               "reference parameter is a vector (as in 'int removeDuplicates(vector<int>& nums)')");
    }
  }
  if (config.signature.uses_node() && config.node == NodeKind::kNone) {
    reader.fail(root.Mark(), "the signature uses Node*: say what it is with 'node: nary' (N-ary tree), 'node: graph', "
                             "'node: random' (a list with random pointers) or 'node: next' (a binary tree with next pointers)");
  }
}

// `drive: iterator` (341): a design class with a constructor, `bool hasNext()` and a `next()`
// returning the values collected.
void check_iterator(const ConfigReader& reader, const YAML::Node& drive, const ProblemSignature& signature) {
  if (signature.kind != ProblemSignature::Kind::kDesign) {
    reader.fail(drive.Mark(), "drive: iterator goes with design: ClassName (a class LeetCode drives as an iterator)");
  }
  bool next = false, has_next = false;
  for (const MethodSignature& method : signature.methods) {
    if (method.is_constructor || !method.parameters.empty()) continue;
    next |= method.name == "next" && method.result.kind != TypeSpec::Kind::kVoid;
    has_next |= method.name == "hasNext" && method.result.kind == TypeSpec::Kind::kBool;
  }
  if (!next || !has_next || signature.methods.size() != 3) {
    reader.fail(drive.Mark(), "drive: iterator needs methods: the constructor, 'bool hasNext()' and a 'next()' "
                              "returning the values collected (as 341's 'int next()'), nothing else");
  }
}

// `drive: round_trip` (297, 449, 428, 271): two methods, each taking what the other returns.
void check_round_trip(const ConfigReader& reader, const YAML::Node& drive, const ProblemSignature& signature) {
  if (signature.kind != ProblemSignature::Kind::kDesign) {
    reader.fail(drive.Mark(), "drive: round_trip goes with design: ClassName (a codec such as 297's Codec)");
  }
  const auto& methods = signature.methods;
  bool fits = methods.size() == 2 && methods[0].parameters.size() == 1 && methods[1].parameters.size() == 1 &&
              methods[0].result.cpp_type() == methods[1].parameters[0].type.cpp_type() &&
              methods[1].result.cpp_type() == methods[0].parameters[0].type.cpp_type();
  if (!fits) {
    reader.fail(drive.Mark(), "drive: round_trip needs methods: the encoder, then the decoder, each taking the one "
                              "parameter the other returns (as 297's 'string serialize(TreeNode* root)', 'TreeNode* "
                              "deserialize(string data)'), and no constructor");
  }
}

// A line of an API problem's case: its name, its type, and the line of problem.yaml to blame.
Parameter case_line(const std::string& name, const std::string& type) {
  Parameter line;
  line.name = name;
  line.type = parse_method_signature("void f(" + type + " " + name + ")").parameters.at(0).type;
  return line;
}

// The case lines LeetCode's statement gives for METHOD of an API problem, by name, in LeetCode's
// order; METHOD_LINES gets the method's own arguments among them.
std::vector<Parameter> api_case_lines(const ApiSpec& api, const MethodSignature& method,
                                      std::vector<Parameter>& method_lines) {
  std::vector<Parameter> api_lines;
  for (const Parameter& parameter : method.parameters) {
    if (parameter.type.kind != TypeSpec::Kind::kApi) {
      method_lines.push_back(parameter);
    } else if (!api.parameter_line_type.empty()) {
      api_lines.push_back(case_line(api.parameter_line.empty() ? parameter.name : api.parameter_line, api.parameter_line_type));
    }
  }
  // 843's words line makes the Master and is the method's words argument too: one line.
  for (const Parameter& line : method_lines) {
    api_lines.erase(std::remove_if(api_lines.begin(), api_lines.end(), [&](const Parameter& api_line) {
      return api_line.name == line.name;
    }), api_lines.end());
  }
  if (!api.hidden_line.empty()) api_lines.insert(api_lines.begin(), case_line(api.hidden_line, api.hidden_type));
  std::vector<Parameter> lines = api.api_lines_first ? api_lines : method_lines;
  for (const Parameter& line : api.api_lines_first ? method_lines : api_lines) lines.push_back(line);
  if (!api.trailing_line.empty()) lines.push_back(case_line(api.trailing_line, api.trailing_type));
  return lines;
}

// `inputs: [a, b]`: each of the case's LINES once, in the statement's order, as signature.api_case.
void read_inputs(const ConfigReader& reader, const YAML::Node& inputs_node, const ApiSpec& api,
                 std::vector<Parameter>& lines, const std::vector<Parameter>& method_lines, ProblemSignature& signature) {
  auto known = [&](const std::string& name) -> Parameter* {
    for (Parameter& line : lines) {
      if (line.name == name) return &line;
    }
    return nullptr;
  };
  if (!inputs_node.IsSequence()) reader.fail(inputs_node.Mark(), "inputs must be a list of the case's lines by name: [n, bad]");
  std::string listed;
  for (const Parameter& line : lines) listed += (listed.empty() ? "" : ", ") + line.name;
  if (api.name == kRead4Api) listed += " (or queries instead of read's n: read called once per entry, as 158)";
  std::vector<std::string> seen;
  for (const YAML::Node& item : inputs_node) {
    const std::string name = item.IsScalar() ? item.as<std::string>() : "";
    Parameter* line = known(name);
    if (!line && api.name == kRead4Api && name == "queries" && method_lines.size() == 1 &&
        method_lines.front().type.kind == TypeSpec::Kind::kInt) {
      line = known(method_lines.front().name);  // 158: the list of read's n's
      *line = case_line("queries", "vector<int>");
      signature.api_queries = true;
      signature.api_case.result = case_line("queries", "vector<int>").type;
    }
    if (!line) {
      reader.fail(item.Mark(), fmt::format("inputs: '{}' is none of the case's lines; expected each of {}, once, in "
                                           "the statement's order", shown_value(name), listed));
    }
    if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
      reader.fail(item.Mark(), "inputs: '" + shown_value(name) + "' given twice");
    }
    seen.push_back(name);
    signature.api_case.parameters.push_back(*line);
  }
  if (seen.size() != lines.size()) {
    reader.fail(inputs_node.Mark(), fmt::format("inputs: lists {} of the case's {}; expected each of {}, once, "
                                                "in the statement's order", seen.size(), plural(lines.size(), "line"), listed));
  }
}

// `api: NAME` and `inputs: [a, b]` (api_catalogue.h): the method's API parameters must be the
// API's, and the case's lines, named in the statement's order by `inputs:` (default: LeetCode's
// order), become signature.api_case, against which every case is checked.
void read_api(const ConfigReader& reader, const YAML::Node& root, const std::optional<YAML::Node>& api_node,
              const std::optional<YAML::Node>& inputs_node, ProblemConfig& config) {
  ProblemSignature& signature = config.signature;
  const MethodSignature* method = signature.kind == ProblemSignature::Kind::kFunction ? &signature.methods.front() : nullptr;
  const Parameter* api_parameter = nullptr;
  for (const MethodSignature& declared : signature.methods) {
    for (const Parameter& parameter : declared.parameters) {
      if (parameter.type.kind != TypeSpec::Kind::kApi) continue;
      if (!api_node) {
        reader.fail(root.Mark(), "the signature takes '" + parameter.type.spelling + " " + parameter.name +
                                     "', which LeetCode provides: declare it with 'api:' (docs/problems.md lists the APIs)");
      }
      api_parameter = &parameter;
    }
  }
  if (!api_node) {
    if (inputs_node) reader.fail(inputs_node->Mark(), "inputs: goes with api: (an API problem's case lines, by name)");
    return;
  }
  std::vector<std::string> names;
  for (const ApiSpec& api : api_catalogue()) names.push_back(api.name);
  const ApiSpec& api = *api_named(reader.choice(*api_node, "api", names));
  if (!method) reader.fail(api_node->Mark(), "api: goes with signature: (a Solution method LeetCode gives the API)");
  if (!api.parameter_class.empty() && (!api_parameter || api_parameter->type.spelling != api.parameter_class)) {
    reader.fail(api_node->Mark(), fmt::format("api: {} passes the method a parameter of type {}, as LeetCode's template "
                                              "declares it ({}); the signature has none",
                                              api.name, api.parameter_class, api.problems));
  }
  if (api.parameter_class.empty() && api_parameter) {
    reader.fail(api_node->Mark(), fmt::format("api: {} passes the method nothing, but the signature takes '{}'", api.name,
                                              api_parameter->type.spelling));
  }
  std::vector<Parameter> method_lines;
  std::vector<Parameter> lines = api_case_lines(api, *method, method_lines);
  signature.api = api.name;
  signature.api_case.name = method->name;
  signature.api_case.result = api.answer_type.empty() ? method->result : case_line("answer", api.answer_type).type;
  signature.api_case.text = method->text;
  if (inputs_node) {
    read_inputs(reader, *inputs_node, api, lines, method_lines, signature);
  } else {
    signature.api_case.parameters = lines;
  }
}

}  // namespace

const char* compiler_family_name(CompilerFamily family) {
  return family == CompilerFamily::kClang ? "clang" : "gcc";
}

const char* node_kind_name(NodeKind kind) {
  switch (kind) {
    case NodeKind::kNary: return "nary";
    case NodeKind::kGraph: return "graph";
    case NodeKind::kRandom: return "random";
    case NodeKind::kNext: return "next";
    case NodeKind::kNone: break;
  }
  return "";
}

NodeKind node_kind_named(const std::string& name) {
  for (NodeKind kind : {NodeKind::kNary, NodeKind::kGraph, NodeKind::kRandom, NodeKind::kNext}) {
    if (name == node_kind_name(kind)) return kind;
  }
  return NodeKind::kNone;
}

std::string describe_build(const BuildSettings& settings) {
  std::string text = settings.compiler == CompilerFamily::kClang ? "clang (C++23, -O2)" : "gcc (GNU C++20, -O2)";
  return text + (settings.sanitize ? ", each case it passed again under AddressSanitizer + UBSan" : ", no sanitizers");
}

void set_time_limit(JudgeLimits& limits, double seconds) {
  limits.time_limit_seconds = seconds;
  limits.kill_after_seconds = seconds * kKillFactor;
  limits.wall_seconds = limits.kill_after_seconds + kWallGraceSeconds;
}

double time_factor(const ProblemConfig& config, Language language) {
  auto given = config.time_factors.find(language);
  return given != config.time_factors.end() ? given->second : default_time_factor(language);
}

ProblemConfig for_language(const ProblemConfig& config, Language language) {
  ProblemConfig result = config;
  result.language = language;
  if (language == Language::kCpp) return result;
  set_time_limit(result.limits, config.limits.time_limit_seconds * time_factor(config, language));
  result.limits.resident_memory = limits_resident_memory(language);
  return result;
}

namespace {

// problem.yaml's text as YAML: a map of keys, or JudgeFailure naming the file and line.
YAML::Node read_yaml_map(const std::string& path, const ConfigReader& reader) {
  // A few keys: a FIFO (which blocked the judge), /dev/zero (which filled its memory) or a file
  // past this is not one.
  std::optional<std::string> read = read_data_file_if_exists(path, kMaxDataFileBytes);
  if (!read) {
    errno = ENOENT;
    throw JudgeFailure(errno_message("cannot open", path));
  }
  std::string text = std::move(*read);
  // YAML is Unicode; yaml-cpp would pass a stray byte on into the title. (A BOM and CRLF line
  // ends are YAML too, and fine.)
  if (size_t bad = invalid_utf8_at(text); bad != std::string::npos) {
    size_t line = static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n'));
    throw JudgeFailure(path + ":" + std::to_string(line + 1) + ": invalid UTF-8");
  }
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    reader.fail(e.mark, e.msg);
  }
  if (root.IsNull()) reader.fail(root.Mark(), "empty file: expected 'key: value' lines, at least 'method: NAME'");
  if (!root.IsMap()) reader.fail(root.Mark(), "expected 'key: value' lines, at least 'method: NAME'");
  return root;
}

// What problem.yaml's keys said that is read once every key is in: the nodes checked against each
// other, the limits in MiB, and whether a default was overridden.
struct KeysRead {
  std::optional<YAML::Node> signature, design, methods, drive, api, inputs;
  double memory_mib = 1024, output_mib = 8;
  bool tolerance_given = false, order_given = false;
};

// One key whose VALUE is a single value, into CONFIG or KEYS.
void read_scalar_key(const ConfigReader& reader, const std::string& key, const YAML::Node& value, ProblemConfig& config,
                     KeysRead& keys) {
  if (key == "title") config.title = value.as<std::string>();
  if (key == "method") {
    config.method = value.as<std::string>();
    if (!is_cpp_name(config.method)) {
      reader.fail(value.Mark(), "method must be a C++ method name of at most " + std::to_string(kMaxNameLength) +
                                    " characters, found '" + shown_value(config.method) + "'");
    }
  }
  if (key == "signature") {
    keys.signature = value;
    MethodSignature method = reader.method(value, key);
    if (method.is_constructor) reader.fail(value.Mark(), "signature must be a method, not a constructor");
    config.signature.kind = ProblemSignature::Kind::kFunction;
    config.signature.class_name = "Solution";
    config.signature.methods = {method};
  }
  if (key == "design") {
    keys.design = value;
    config.signature.class_name = value.as<std::string>();
    if (!is_cpp_name(config.signature.class_name)) {
      reader.fail(value.Mark(), "design must be a C++ class name of at most " + std::to_string(kMaxNameLength) +
                                    " characters, found '" + shown_value(config.signature.class_name) + "'");
    }
  }
  if (key == "output") {
    config.output = reader.choice(value, key, {"return", "argument_prefix"}) == "return" ? ResultSource::kReturn
                                                                                     : ResultSource::kArgumentPrefix;
  }
  if (key == "api") keys.api = value;
  if (key == "order") {
    keys.order_given = true;
    std::string order = reader.choice(value, key, {"exact", "any", "any-deep"});
    config.compare.order = order == "exact" ? AnswerOrder::kExact : order == "any" ? AnswerOrder::kAny : AnswerOrder::kAnyDeep;
  }
  if (key == "drive") {
    keys.drive = value;
    std::string drive = reader.choice(value, key, {"operations", "iterator", "round_trip"});
    config.signature.drive = drive == "iterator"     ? ProblemSignature::Drive::kIterator
                             : drive == "round_trip" ? ProblemSignature::Drive::kRoundTrip
                                                     : ProblemSignature::Drive::kOperations;
  }
  if (key == "node") config.node = node_kind_named(reader.choice(value, key, {"nary", "graph", "random", "next"}));
  if (key == "compiler") {
    config.build.compiler = reader.choice(value, key, {"clang", "gcc"}) == "clang" ? CompilerFamily::kClang
                                                                                : CompilerFamily::kGcc;
  }
  if (key == "sanitize") config.build.sanitize = reader.choice(value, key, {"true", "false"}) == "true";
  if (key == "trusted_programs") config.trusted_programs = reader.choice(value, key, {"true", "false"}) == "true";
  if (key == "time_limit") config.limits.time_limit_seconds = reader.positive_number(value, key, kMaxTimeLimit);
  if (key == "memory_limit") keys.memory_mib = reader.positive_number(value, key, kMaxMemoryLimit, kMinMemoryLimit);
  if (key == "output_limit") keys.output_mib = reader.positive_number(value, key, kMaxOutputLimit);
  if (key == "float_tolerance") {
    keys.tolerance_given = true;
    config.compare.float_tolerance = reader.positive_number(value, key, kMaxFloatTolerance, 0, /*zero_means_off=*/true);
  }
}

// time_factor: {python: 3, java: 2}: each a language judged besides C++, given once.
void read_time_factors(const ConfigReader& reader, const YAML::Node& value, ProblemConfig& config) {
  const std::string expected = "time_factor must be a map of languages to factors: '{python: 3, java: 2}'";
  if (!value.IsMap()) reader.fail(value.Mark(), expected);
  std::vector<std::string> keys;
  for (Language language : all_languages()) keys.push_back(language_key(language));
  for (const auto& entry : value) {
    if (!entry.first.IsScalar()) reader.fail(entry.first.Mark(), expected);
    const std::string key = entry.first.as<std::string>();
    std::optional<Language> language = language_keyed(key);
    if (!language) reader.fail(entry.first.Mark(), "unknown language '" + shown_value(key) + "' in time_factor" + did_you_mean(key, keys) + ": the languages are " + fmt::format("{}", fmt::join(keys, ", ")));
    if (!entry.second.IsScalar()) reader.fail(entry.second.Mark(), "time_factor's " + key + " must be a number");
    if (config.time_factors.count(*language)) reader.fail(entry.first.Mark(), "time_factor gives " + key + " twice");
    config.time_factors[*language] = reader.positive_number(entry.second, "time_factor's " + key, kMaxTimeFactor);
  }
}

// Every key of ROOT, each known and given once, into CONFIG or KEYS.
void read_keys(const ConfigReader& reader, const YAML::Node& root, ProblemConfig& config, KeysRead& keys) {
  std::map<std::string, int> seen_on_line;
  for (const auto& entry : root) {
    if (!entry.first.IsScalar()) reader.fail(entry.first.Mark(), "expected a key such as 'method:', found a list or a map");
    auto key = entry.first.as<std::string>();
    const YAML::Node& value = entry.second;
    if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
      reader.fail(entry.first.Mark(), "unknown key '" + shown_value(key) + "'" + did_you_mean(key, kKeys));
    }
    // yaml-cpp keeps both; the later one would silently win.
    auto [first, fresh] = seen_on_line.emplace(key, entry.first.Mark().line + 1);
    if (!fresh) reader.fail(entry.first.Mark(), key + " given twice (first on line " + std::to_string(first->second) + ")");
    // An empty value's mark is where the next token starts, a line late: cite the key instead.
    if (value.IsNull()) reader.fail(entry.first.Mark(), key + " has no value");
    if (key == "inputs") {
      keys.inputs = value;
    } else if (key == "time_factor") {
      read_time_factors(reader, value, config);
    } else if (key == "methods") {
      if (!value.IsSequence()) reader.fail(value.Mark(), "methods must be a list: '- MinStack()', '- void push(int val)', ...");
      keys.methods = value;
    } else {
      if (!value.IsScalar()) reader.fail(value.Mark(), key + " must be a single value");
      read_scalar_key(reader, key, value, config, keys);
    }
  }
}

// LeetCode compares an answer holding doubles within 1e-5 unless float_tolerance says otherwise.
void apply_default_float_tolerance(ProblemConfig& config) {
  if (config.signature.kind == ProblemSignature::Kind::kFunction) {
    const MethodSignature& method = config.signature.methods.front();
    bool floating = method.result.holds_floating();
    if (config.output == ResultSource::kArgumentPrefix || method.result.kind == TypeSpec::Kind::kVoid) {
      const Parameter* answer = method.answer_parameter(config.output == ResultSource::kReturn);
      floating = floating || (answer && answer->type.holds_floating());
    }
    if (floating) config.compare.float_tolerance = kLeetCodeFloatTolerance;
  }
  if (config.signature.kind == ProblemSignature::Kind::kDesign) {
    for (const auto& method : config.signature.methods) {
      if (method.result.holds_floating()) config.compare.float_tolerance = kLeetCodeFloatTolerance;
    }
  }
}

ProblemConfig read_problem_config(const std::string& directory) {
  std::string path = directory + "/problem.yaml";
  ConfigReader reader(path);
  YAML::Node root = read_yaml_map(path, reader);
  ProblemConfig config;
  config.directory = directory;
  config.name = std::filesystem::path(directory).filename().string();
  config.title = config.name;
  KeysRead keys;
  read_keys(reader, root, config, keys);
  read_shape(reader, root, keys.signature, keys.design, keys.methods, config);
  read_api(reader, root, keys.api, keys.inputs, config);
  // LeetCode's answer key of some APIs (1237) takes the answer's list in any order.
  const ApiSpec* api = api_named(config.signature.api);
  if (!keys.order_given && api && api->answer_in_any_order) config.compare.order = AnswerOrder::kAny;
  if (config.signature.drive == ProblemSignature::Drive::kIterator) check_iterator(reader, *keys.drive, config.signature);
  if (config.signature.drive == ProblemSignature::Drive::kRoundTrip) check_round_trip(reader, *keys.drive, config.signature);
  if (!keys.tolerance_given) apply_default_float_tolerance(config);
  std::string validator = directory + "/output_validator/validate.cpp";
  if (std::filesystem::exists(validator)) config.output_validator = validator;
  set_time_limit(config.limits, config.limits.time_limit_seconds);
  if (api && api->judge_answers) {
    config.limits.api_spec = config.signature.api;
    for (const Parameter& line : config.signature.api_case.parameters) config.limits.api_spec += " " + line.name;
  }
  config.limits.memory_bytes = static_cast<std::uint64_t>(keys.memory_mib * (1 << 20));
  config.limits.output_bytes = static_cast<std::uint64_t>(keys.output_mib * (1 << 20));
  return config;
}

}  // namespace

ProblemConfig load_problem_config(const std::string& directory) {
  try {
    return read_problem_config(directory);
  } catch (const YAML::Exception& e) {  // whatever yaml-cpp refuses in a hostile file is its error too
    throw JudgeFailure(directory + "/problem.yaml:" + std::to_string(std::max(e.mark.line, 0) + 1) + ": " + e.msg);
  }
}

}  // namespace lcjudge
