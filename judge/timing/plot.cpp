#include "timing/plot.h"

#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>

#include "base/atomic_file.h"
#include "process/spawn.h"

namespace lcjudge {
namespace {

// Tableau's colours without its red, which marks the time limit.
const char* const kColours[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b",
                                "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};
const int kPointTypes[] = {7, 5, 13, 11, 15, 3, 1, 2, 4};
// Nine dash patterns, told apart at a glance: solid, dashed, dotted, dash-dot, and longer mixes.
const char* const kDashTypes[] = {"1", "(16,6)", "(3,5)", "(16,5,3,5)", "(30,8)", "(16,5,3,5,3,5)", "(8,4)", "(30,6,6,6)", "(3,3)"};
constexpr size_t kStyles = std::size(kColours);
static_assert(std::size(kPointTypes) == kStyles && std::size(kDashTypes) == kStyles, "a style is a colour, a marker and a dash");
const char* const kLimitColour = "#d62728";

std::string number(double value) { return fmt::format("{:.6g}", value); }

std::string find_gnuplot() {
  const char* path = std::getenv("PATH");
  std::stringstream folders(path ? path : "/usr/bin:/bin");
  for (std::string folder; std::getline(folders, folder, ':');) {
    std::string candidate = folder + "/gnuplot";
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

}  // namespace

// A single-quoted string: unlike a double-quoted one it runs no `command` and reads no backslash
// escapes, so a solution's or a file's name is only text ('' is a quote; a line break, which
// would end the command, becomes a space).
std::string gnuplot_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') out += '\'';
    out += c == '\n' || c == '\r' ? ' ' : c;
  }
  return out + "'";
}

std::string time_tics(double low, double high) {
  static const std::pair<double, const char*> kTics[] = {
      {1e-7, "0.1 µs"}, {1e-6, "1 µs"}, {1e-5, "10 µs"}, {1e-4, "100 µs"}, {1e-3, "1 ms"},
      {1e-2, "10 ms"},  {0.1, "100 ms"}, {1, "1 s"},      {10, "10 s"},     {100, "100 s"}};
  std::string out;
  for (const auto& [seconds, label] : kTics) {
    if (seconds < low * 0.999 || seconds > high * 1.001) continue;
    out += (out.empty() ? "" : ", ") + gnuplot_quoted(label) + " " + number(seconds);
  }
  return "(" + out + ")";
}

std::string count_tics(double low, double high) {
  static const char* const kSuffixes[] = {"", "k", "M", "G", "T", "P"};
  std::string out;
  for (int power = 0; power <= 17; ++power) {
    double value = std::pow(10, power);
    if (value < low * 0.999 || value > high * 1.001) continue;
    std::string label = fmt::format("{:g}{}", std::pow(10, power % 3), kSuffixes[power / 3]);
    out += (out.empty() ? "" : ", ") + gnuplot_quoted(label) + " " + number(value);
  }
  return "(" + out + ")";
}

std::string size_tics(double low, double high) {
  std::vector<double> tics;
  for (double tic = 1; tic <= high; tic *= 2) {
    if (tic >= low) tics.push_back(tic);
  }
  // The ends too, unless a power of two sits close by and they would overprint.
  for (double end : {low, high}) {
    bool near = std::any_of(tics.begin(), tics.end(), [&](double t) { return std::fabs(std::log2(t / end)) < 0.35; });
    if (!near) tics.push_back(end);
  }
  std::sort(tics.begin(), tics.end());
  std::string out;
  for (double tic : tics) out += (out.empty() ? "" : ", ") + number(tic);
  return "(" + out + ")";
}

std::string labelled_tics(const std::vector<std::pair<double, std::string>>& tics) {
  std::string out;
  for (const auto& [size, label] : tics) out += (out.empty() ? "" : ", ") + gnuplot_quoted(label) + " " + number(size);
  return "(" + out + ")";
}

namespace {

// The axes' ranges: every point, the cap markers and the tics asked for, with room around them.
struct PlotRanges {
  double min_size = 0, max_size = 0;   // x
  double low_y = 0, high_y = 0;      // y: seconds, or work counts
};

PlotRanges plot_ranges(const PlotSpec& spec) {
  double min_y = 1e300, max_y = 0;
  PlotRanges r;
  r.min_size = 1e300;
  for (const auto& series : spec.series) {
    for (const auto& [size, y] : series.points) {
      r.min_size = std::min(r.min_size, size), r.max_size = std::max(r.max_size, size);
      if (y > 0) min_y = std::min(min_y, y);
      max_y = std::max(max_y, y);
    }
    if (series.over_cap_size && !spec.counts) {
      r.min_size = std::min(r.min_size, *series.over_cap_size), r.max_size = std::max(r.max_size, *series.over_cap_size);
    }
  }
  for (const auto& tic : spec.x_tics) r.min_size = std::min(r.min_size, tic.first), r.max_size = std::max(r.max_size, tic.first);
  if (r.max_size == 0) r.min_size = 1, r.max_size = 10;
  if (spec.counts) {
    if (max_y <= 0) min_y = 1, max_y = 10;
    r.low_y = std::pow(10, std::floor(std::log10(std::max(1.0, min_y))));
    r.high_y = std::pow(10, std::ceil(std::log10(max_y * 1.5)));
  } else {
    if (min_y > spec.cap_seconds) min_y = spec.cap_seconds / 10;
    r.low_y = std::pow(10, std::floor(std::log10(min_y)));
    r.high_y = std::pow(10, std::ceil(std::log10(std::max(spec.cap_seconds, spec.time_limit_seconds) * 1.5)));
  }
  return r;
}

// One plot clause a line drawn (its points written to DATA as named blocks), then the time limit
// and the cap marker's legend entry.
std::vector<std::string> plot_clauses(const PlotSpec& spec, std::ostringstream& data) {
  // Triangles of several solutions stopped at the same size would hide each other: each is
  // nudged sideways a little (a few percent, on a log axis).
  std::map<double, int> stopped_at_size, drawn_at_size;
  for (const auto& series : spec.series) {
    if (series.over_cap_size) ++stopped_at_size[*series.over_cap_size];
  }
  auto nudged = [&](double size) {
    int count = stopped_at_size[size], index = drawn_at_size[size]++;
    return size * std::pow(1.04, index - (count - 1) / 2.0);
  };

  size_t block = 0;
  std::vector<std::string> clauses;
  auto data_block = [&](const std::vector<std::pair<double, double>>& points) {
    data << "$s" << block << " << EOD\n";
    for (const auto& [size, y] : points) data << number(size) << " " << number(y) << "\n";
    data << "EOD\n";
    return "$s" + std::to_string(block++) + " using 1:2 ";
  };
  for (size_t i = 0; i < spec.series.size(); ++i) {
    const PlotSeries& series = spec.series[i];
    std::string colour = std::string("lc rgb \"") + kColours[i % kStyles] + "\"";
    std::string title = "title " + gnuplot_quoted(series.title);
    if (!series.points.empty()) {
      clauses.push_back(data_block(series.points) + "with linespoints lw 2.5 ps 1.3 dt " + kDashTypes[i % kStyles] + " " +
                        colour + " pt " + std::to_string(kPointTypes[i % kStyles]) + " " + title);
      title = "notitle";
    }
    if (series.points.empty() && !(series.over_cap_size && !spec.counts)) {
      // Nothing to draw (every point within the start-up, or no count): still named, in its style.
      clauses.push_back(std::string("NaN with linespoints lw 2.5 ps 1.3 dt ") + kDashTypes[i % kStyles] + " " + colour +
                        " pt " + std::to_string(kPointTypes[i % kStyles]) + " " + title);
    }
    if (series.over_cap_size && !spec.counts) {
      std::pair<double, double> marker{nudged(*series.over_cap_size), spec.cap_seconds};
      if (!series.points.empty()) {
        clauses.push_back(data_block({series.points.back(), marker}) + "with lines lw 1.5 dt 3 " + colour + " notitle");
      }
      clauses.push_back(data_block({marker}) + "with points pt 9 ps 2.6 " + colour + " " + title);
    }
  }
  if (!spec.counts) {
    std::string limit_title = fmt::format("time limit {:g} s", spec.time_limit_seconds);
    clauses.push_back(number(spec.time_limit_seconds) + " with lines lw 2 dt 2 lc rgb \"" + kLimitColour +
                      "\" title " + gnuplot_quoted(limit_title));
    std::string cap_title = fmt::format("run stopped at the {:g} s cap", spec.cap_seconds);
    clauses.push_back("NaN with points pt 9 ps 2.6 lc rgb \"#444444\" title " + gnuplot_quoted(cap_title));
  }
  if (clauses.empty()) clauses.push_back("NaN notitle");  // gnuplot needs something to plot
  return clauses;
}

}  // namespace

std::string gnuplot_script(const PlotSpec& spec) {
  PlotRanges ranges = plot_ranges(spec);
  size_t legend_entries = spec.counts ? 0 : 2;  // the time limit and the cap marker
  legend_entries += spec.series.size();  // every series is named, drawn or not
  std::ostringstream data;
  std::vector<std::string> clauses = plot_clauses(spec, data);
  std::ostringstream s;
  s << "# Written by `judge compare`; `gnuplot " << spec.output_base << ".gp` redraws the plots.\n" << data.str();
  s << "set title " << gnuplot_quoted(spec.title) << "\n"
    << "set xlabel " << gnuplot_quoted(spec.x_label + " (log scale)") << "\n"
    << "set ylabel " << gnuplot_quoted(spec.y_label + " (log scale)") << "\n"
    << "set logscale xy\n"
    << "set xrange [" << number(ranges.min_size / 1.12) << ":" << number(ranges.max_size * 1.12) << "]\n"
    << "set yrange [" << number(ranges.low_y) << ":" << number(ranges.high_y) << "]\n"
    << "set xtics " << (spec.x_tics.empty() ? size_tics(ranges.min_size, ranges.max_size) : labelled_tics(spec.x_tics)) << "\n"
    << "set ytics " << (spec.counts ? count_tics(ranges.low_y, ranges.high_y) : time_tics(ranges.low_y, ranges.high_y)) << "\n"
    << "set mxtics 1\nset mytics 10\n"
    << "set grid xtics ytics lc rgb \"#dddddd\" lw 1 dt 1\n"
    << "set border lw 1.2\n"
    // One column under the plot, the canvas as tall as it needs: two columns of titles that name
    // a family and a growth were wider than the canvas, and gnuplot cut the first one off.
    << "set key outside below center vertical Left reverse maxrows " << std::max<size_t>(1, legend_entries)
    << " spacing 1.2 samplen 3\n"
    << "set samples 2\n";
  std::string plot = "plot " + clauses[0];
  for (size_t i = 1; i < clauses.size(); ++i) plot += ", \\\n     " + clauses[i];
  const size_t height = 570 + 24 * legend_entries;
  s << "set terminal svg size 1000," << height << " dynamic font \"DejaVu Sans,12\" background \"white\" noenhanced\n"
    << "set output " << gnuplot_quoted(spec.output_base + ".svg") << "\n"
    << plot << "\n"
    << "set terminal pngcairo size 1000," << height << " font \"DejaVu Sans,12\" background \"white\" noenhanced\n"
    << "set output " << gnuplot_quoted(spec.output_base + ".png") << "\n"
    << "replot\n"
    << "unset output\n";
  return s.str();
}

std::optional<PlotFiles> draw_plot(const PlotSpec& spec, std::string& warning) {
  return run_gnuplot(spec.output_base, gnuplot_script(spec), warning);
}

std::optional<PlotFiles> run_gnuplot(const std::string& output_base, const std::string& script, std::string& warning) {
  PlotFiles files{output_base + ".gp", output_base + ".svg", output_base + ".png"};
  replace_file(files.script, script);
  std::string gnuplot = find_gnuplot();
  if (gnuplot.empty()) {
    warning = "gnuplot is not installed (make deps installs it): no plots, only " + files.script;
    return std::nullopt;
  }
  SpawnRequest request;
  request.argv = {gnuplot, files.script};
  request.side_channel = false;
  request.limits.wall_seconds = 60;
  RunRecord run = spawn_and_wait(request);
  if (!run.internal_error.empty() || !run.exited || run.exit_code != 0) {
    warning = "gnuplot failed on '" + files.script + "'" +
              (run.internal_error.empty() ? "" : ": " + run.internal_error) +
              (run.stderr_text.empty() ? "" : ":\n" + run.stderr_text);
    return std::nullopt;
  }
  return files;
}

}  // namespace lcjudge
