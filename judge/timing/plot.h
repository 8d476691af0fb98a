// Plots of time against size, drawn by gnuplot (Debian's gnuplot-nox): both axes on a log scale,
// so a power law is a straight line whose slope is its exponent and an exponential bends upwards;
// one line per solution, each with a colour, a dash pattern and a point marker of its own (lines that
// coincide stay told apart), the legend under the plot, the time limit as a horizontal line, a run stopped at the cap as a
// triangle at the cap, joined to the solution's last point by a dotted line (the blow-up). The
// script carries its data inline, so it can be rerun by hand.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace lcjudge {

struct PlotSeries {
  std::string title;  // the legend's text
  std::vector<std::pair<double, double>> points;  // (size, seconds or a work count), in size order
  std::optional<double> over_cap_size;            // where a run exceeded the cap, drawn at the cap
};

struct PlotSpec {
  // Seconds, with the time limit and the cap drawn; or a count (the solutions' own work counts),
  // with neither.
  bool counts = false;
  std::string title;
  std::string x_label;   // "n = nodes"
  std::string y_label;   // "solve time per call"
  double time_limit_seconds = 1;
  double cap_seconds = 1;
  std::vector<std::pair<double, std::string>> x_tics;  // (size, label); empty: powers of two
  std::vector<PlotSeries> series;
  std::string output_base;  // build/report/913-cat-and-mouse-scaling: + .gp, .svg, .png
};

// The gnuplot script that writes OUTPUT_BASE.svg and OUTPUT_BASE.png.
std::string gnuplot_script(const PlotSpec& spec);

// Tick marks at round values between LOW and HIGH ("1 µs" .. "10 s"; 4 8 16 ... and the ends).
std::string time_tics(double low, double high);
std::string count_tics(double low, double high);  // "1", "10", ... "1k", ... "1G", powers of ten
std::string size_tics(double low, double high);
std::string labelled_tics(const std::vector<std::pair<double, std::string>>& tics);

struct PlotFiles {
  std::string script, svg, png;
};

// TEXT as a gnuplot single-quoted string: only text, whatever it holds.
std::string gnuplot_quoted(const std::string& text);

// Writes SCRIPT (which writes OUTPUT_BASE.svg and .png) to OUTPUT_BASE.gp and runs gnuplot on it;
// nothing, with WARNING set, when gnuplot is not installed or fails.
std::optional<PlotFiles> run_gnuplot(const std::string& output_base, const std::string& script, std::string& warning);

// Writes the script and runs gnuplot. Nothing, with WARNING set, when gnuplot is not installed
// or fails: a report without plots beats no report.
std::optional<PlotFiles> draw_plot(const PlotSpec& spec, std::string& warning);

}  // namespace lcjudge
