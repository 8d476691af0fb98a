// Bar charts of time, drawn by gnuplot as the plots of plot.h are (the script carries its data
// inline, so it can be rerun by hand): a cluster of bars side by side per item, one bar per series
// (the same colour for a series in every cluster), each labelled with its value, on a log scale of
// time so that 0.5 ms and 200 ms both read. `judge compare --baseline` draws each solution's
// baseline beside its time less the baseline.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "timing/plot.h"

namespace lcjudge {

struct BarCluster {
  std::string label;            // under the cluster
  std::vector<double> seconds;  // one per series; a value of 0 or less (or infinite) has no bar
};

struct BarPlotSpec {
  std::string title;
  std::string y_label;               // "median CPU time"
  std::vector<std::string> series;   // the legend's names, one per bar of a cluster
  std::vector<BarCluster> clusters;  // left to right
  std::string output_base;           // + .gp, .svg, .png
};

// The gnuplot script that writes OUTPUT_BASE.svg and OUTPUT_BASE.png.
std::string bar_gnuplot_script(const BarPlotSpec& spec);

// Writes the script and runs gnuplot (plot.h's run_gnuplot).
std::optional<PlotFiles> draw_bar_plot(const BarPlotSpec& spec, std::string& warning);

}  // namespace lcjudge
