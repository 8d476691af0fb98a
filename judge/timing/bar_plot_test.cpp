// Bar charts: a cluster per item, a bar per series drawn from the axis up on a log scale of time,
// each labelled with its value; a missing value has no bar; names are only text; where gnuplot is
// installed, real SVG and PNG files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/test_util.h"
#include "timing/bar_plot.h"
#include "timing/measure.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::TempDir;

BarPlotSpec languages_spec(const std::string& base) {
  BarPlotSpec spec;
  spec.title = "913 Cat and Mouse: median CPU";
  spec.y_label = "median CPU time";
  spec.series = {"baseline", "less the baseline"};
  spec.clusters = {{"C++ topological_sort", {0.0025, 0.004}}, {"Java topological_sort", {0.17, 0.06}},
                   {"PHP topological_sort", {0.05, kTimedOut}}};
  spec.output_base = base;
  return spec;
}

TEST(BarPlotTest, EachValueIsABoxFromTheAxisUpWithItsLabel) {
  std::string script = bar_gnuplot_script(languages_spec("out/bars"));
  EXPECT_TRUE(Contains(script, "set logscale y\n")) << script;
  EXPECT_TRUE(Contains(script, "set yrange [0.001:1]")) << script;  // the decades of 2.5 ms to 170 ms
  // Two series in a cluster 0.8 wide: the first bar left of the cluster's centre, the second right.
  EXPECT_TRUE(Contains(script, "$bars0 << EOD\n-0.2 0.0025 -0.4 0 0.001 0.0025\n0.8 0.17 0.6 1 0.001 0.17\n"))
      << script;
  EXPECT_TRUE(Contains(script, "$bars1 << EOD\n0.2 0.004 0 0.4 0.001 0.004\n1.2 0.06 1 1.4 0.001 0.06\nEOD")) << script;
  EXPECT_TRUE(Contains(script, "$labels1 << EOD\n0.2 0.0052 \"4 ms\"\n")) << script;
  EXPECT_TRUE(Contains(script, "set xtics ('C++ topological_sort' 0, 'Java topological_sort' 1, 'PHP topological_sort' 2)"))
      << script;
  EXPECT_TRUE(Contains(script, "title 'less the baseline'")) << script;
  EXPECT_TRUE(Contains(script, "set terminal pngcairo")) << script;
  EXPECT_TRUE(Contains(script, "set output 'out/bars.png'")) << script;
}

// A time-out or a value within the noise (at or below 0) is no bar rather than a made-up one.
TEST(BarPlotTest, AMissingValueHasNoBar) {
  BarPlotSpec spec = languages_spec("p");
  spec.clusters[1].seconds[1] = -0.01;
  std::string script = bar_gnuplot_script(spec);
  std::string second = script.substr(script.find("$bars1 << EOD\n"));
  second = second.substr(0, second.find("EOD\n", 14));
  EXPECT_TRUE(Contains(second, "0.2 0.004")) << second;
  EXPECT_FALSE(Contains(second, "1.2 ")) << second;
  EXPECT_FALSE(Contains(second, "2.2 ")) << second;
  EXPECT_FALSE(Contains(script, "inf")) << script;
}

// Backquotes run a command inside gnuplot's double quotes, never inside single ones.
TEST(BarPlotTest, ANameCannotRunACommand) {
  BarPlotSpec spec = languages_spec("p");
  spec.clusters[0].label = "a`touch /tmp/x`'b";
  EXPECT_TRUE(Contains(bar_gnuplot_script(spec), "set xtics ('a`touch /tmp/x`''b' 0,"));
}

TEST(BarPlotTest, GnuplotWritesSvgAndPng) {
  if (!std::filesystem::exists("/usr/bin/gnuplot")) GTEST_SKIP() << "gnuplot is not installed";
  TempDir dir;
  std::string warning;
  auto files = draw_bar_plot(languages_spec(dir.path("bars")), warning);
  ASSERT_TRUE(files.has_value()) << warning;
  std::ifstream png(files->png, std::ios::binary);
  char magic[4] = {};
  png.read(magic, 4);
  EXPECT_EQ(std::string(magic + 1, 3), "PNG");
  EXPECT_GT(std::filesystem::file_size(files->svg), 1000u);
}

}  // namespace
}  // namespace lcjudge
