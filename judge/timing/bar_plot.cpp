#include "timing/bar_plot.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "timing/measure.h"

namespace lcjudge {
namespace {

// A start-up grey, then plot.h's first colours.
const char* const kBarColours[] = {"#9e9e9e", "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b"};
constexpr double kClusterWidth = 0.8;  // of the 1 between two clusters' centres

std::string bar_number(double value) { return fmt::format("{:.6g}", value); }

bool has_bar(double seconds) { return seconds > 0 && std::isfinite(seconds); }

// The y range: the decades of every bar, with room above the highest for its label.
std::pair<double, double> bar_range(const BarPlotSpec& spec) {
  double low = 1e300, high = 0;
  for (const auto& cluster : spec.clusters) {
    for (double seconds : cluster.seconds) {
      if (!has_bar(seconds)) continue;
      low = std::min(low, seconds), high = std::max(high, seconds);
    }
  }
  if (high == 0) return {1e-3, 1};
  return {std::pow(10, std::floor(std::log10(low))), std::pow(10, std::ceil(std::log10(high * 1.6)))};
}

// Series I's bars, as boxes from the axis up (x, y, x low, x high, y low, y high), and their labels.
void series_blocks(const BarPlotSpec& spec, size_t i, double floor, std::ostringstream& data) {
  const double width = kClusterWidth / static_cast<double>(spec.series.size());
  std::ostringstream labels;
  data << "$bars" << i << " << EOD\n";
  for (size_t k = 0; k < spec.clusters.size(); ++k) {
    if (i >= spec.clusters[k].seconds.size() || !has_bar(spec.clusters[k].seconds[i])) continue;
    double seconds = spec.clusters[k].seconds[i];
    double left = static_cast<double>(k) - kClusterWidth / 2 + width * static_cast<double>(i), right = left + width;
    double x = (left + right) / 2;
    data << bar_number(x) << " " << bar_number(seconds) << " " << bar_number(left) << " " << bar_number(right) << " "
         << bar_number(floor) << " " << bar_number(seconds) << "\n";
    // A data block's strings are double-quoted; a duration holds no quote nor backslash.
    labels << bar_number(x) << " " << bar_number(seconds * 1.3) << " \"" << format_duration(seconds) << "\"\n";
  }
  data << "EOD\n$labels" << i << " << EOD\n" << labels.str() << "EOD\n";
}

}  // namespace

std::string bar_gnuplot_script(const BarPlotSpec& spec) {
  auto [low, high] = bar_range(spec);
  std::ostringstream data;
  for (size_t i = 0; i < spec.series.size(); ++i) series_blocks(spec, i, low, data);
  std::string tics;
  for (size_t k = 0; k < spec.clusters.size(); ++k) {
    tics += (k ? ", " : "") + gnuplot_quoted(spec.clusters[k].label) + " " + std::to_string(k);
  }
  std::string plot = "plot ";
  for (size_t i = 0; i < spec.series.size(); ++i) {
    const char* colour = kBarColours[i % std::size(kBarColours)];
    plot += fmt::format("{}$bars{} using 1:2:3:4:5:6 with boxxyerror fs solid 0.85 border lc rgb \"#333333\" "
                        "fc rgb \"{}\" title {}, \\\n     $labels{} using 1:2:3 with labels font \",9\" notitle",
                        i ? ", \\\n     " : "", i, colour, gnuplot_quoted(spec.series[i]), i);
  }
  if (spec.series.empty()) plot += "NaN notitle";
  const size_t width = std::max<size_t>(1000, 150 * spec.clusters.size());
  std::ostringstream s;
  s << "# Written by `judge compare`; `gnuplot " << spec.output_base << ".gp` redraws the plots.\n" << data.str()
    << "set title " << gnuplot_quoted(spec.title) << "\n"
    << "set ylabel " << gnuplot_quoted(spec.y_label + " (log scale)") << "\n"
    << "set logscale y\n"
    << "set yrange [" << bar_number(low) << ":" << bar_number(high) << "]\n"
    << "set xrange [-0.6:" << bar_number(static_cast<double>(spec.clusters.size()) - 0.4) << "]\n"
    << "set xtics (" << tics << ") rotate by -20 left nomirror\n"
    << "set ytics " << time_tics(low, high) << "\n"
    << "set mytics 10\n"
    << "set grid ytics lc rgb \"#dddddd\" lw 1 dt 1\n"
    << "set border lw 1.2\n"
    << "set key outside below center vertical Left reverse spacing 1.2 samplen 2\n"
    << "set terminal svg size " << width << ",620 dynamic font \"DejaVu Sans,12\" background \"white\" noenhanced\n"
    << "set output " << gnuplot_quoted(spec.output_base + ".svg") << "\n"
    << plot << "\n"
    << "set terminal pngcairo size " << width << ",620 font \"DejaVu Sans,12\" background \"white\" noenhanced\n"
    << "set output " << gnuplot_quoted(spec.output_base + ".png") << "\n"
    << "replot\n"
    << "unset output\n";
  return s.str();
}

std::optional<PlotFiles> draw_bar_plot(const BarPlotSpec& spec, std::string& warning) {
  return run_gnuplot(spec.output_base, bar_gnuplot_script(spec), warning);
}

}  // namespace lcjudge
