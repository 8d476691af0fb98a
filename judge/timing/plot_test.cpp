// Plot scripts: log axes with units, a line per solution, the time limit, the cap marker; and,
// where gnuplot is installed, real SVG and PNG files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "tests/test_util.h"
#include "timing/plot.h"

namespace lcjudge {
namespace {

using test_util::Contains;
using test_util::TempDir;

PlotSpec sample_spec(const std::string& base) {
  PlotSpec spec;
  spec.title = "913 Cat and Mouse";
  spec.x_label = "n = nodes";
  spec.y_label = "solve time per call";
  spec.time_limit_seconds = 1;
  spec.cap_seconds = 2;
  spec.output_base = base;
  PlotSeries fast{"accepted/topological_sort: ~ n^2.9", {{4, 2e-6}, {64, 1e-3}, {200, 0.05}}, std::nullopt};
  PlotSeries slow{"time_limit_exceeded/alpha_beta", {{4, 1e-6}, {8, 1e-3}}, 10.0};
  PlotSeries never{"wrong_answer/instant_timeout", {}, 4.0};
  spec.series = {fast, slow, never};
  return spec;
}

TEST(PlotTest, ScriptHasLogAxesLabelsAndBothTerminals) {
  std::string script = gnuplot_script(sample_spec("out/p"));
  EXPECT_TRUE(Contains(script, "set logscale xy"));
  EXPECT_TRUE(Contains(script, "set xlabel 'n = nodes (log scale)'"));
  EXPECT_TRUE(Contains(script, "set ylabel 'solve time per call (log scale)'"));
  EXPECT_TRUE(Contains(script, "set terminal svg"));
  EXPECT_TRUE(Contains(script, "set terminal pngcairo"));
  EXPECT_TRUE(Contains(script, "set output 'out/p.png'"));
  EXPECT_TRUE(Contains(script, "title 'time limit 1 s'"));
  EXPECT_TRUE(Contains(script, "title 'accepted/topological_sort: ~ n^2.9'"));
  EXPECT_TRUE(Contains(script, "'1 ms' 0.001"));
  EXPECT_TRUE(Contains(script, "10 2\nEOD"));  // the cap marker at (10, cap)
  // A series with only a cap marker still gets its legend entry.
  EXPECT_TRUE(Contains(script, "with points pt 9 ps 2.6 lc rgb \"#2ca02c\" title 'wrong_answer/instant_timeout'"));
}

// Lines that coincide (two solutions with the same curve) stay told apart: every solution has its
// own dash pattern and its own point marker, not only a colour.
TEST(PlotTest, EachSolutionHasItsOwnDashAndMarker) {
  PlotSpec spec = sample_spec("p");
  spec.series.clear();
  for (int i = 0; i < 9; ++i) spec.series.push_back({"s" + std::to_string(i), {{4, 1e-3}, {8, 2e-3}}, std::nullopt});
  std::string script = gnuplot_script(spec);
  std::set<std::string> dashes, markers;
  for (size_t at = script.find("with linespoints"); at != std::string::npos; at = script.find("with linespoints", at + 1)) {
    std::string clause = script.substr(at, script.find('\n', at) - at);
    size_t dt = clause.find(" dt "), pt = clause.find(" pt ");
    ASSERT_NE(dt, std::string::npos) << clause;
    ASSERT_NE(pt, std::string::npos) << clause;
    dashes.insert(clause.substr(dt + 4, clause.find(' ', dt + 4) - dt - 4));
    markers.insert(clause.substr(pt + 4, clause.find(' ', pt + 4) - pt - 4));
  }
  EXPECT_EQ(dashes.size(), 9u) << script;
  EXPECT_EQ(markers.size(), 9u) << script;
}

// The legend is under the plot, never over the data.
TEST(PlotTest, TheLegendIsOutsideThePlot) {
  EXPECT_TRUE(Contains(gnuplot_script(sample_spec("p")), "set key outside below"));
}

TEST(PlotTest, QuotesAreEscaped) {
  PlotSpec spec = sample_spec("p");
  spec.title = "say \"hi\" it's";
  EXPECT_TRUE(Contains(gnuplot_script(spec), "set title 'say \"hi\" it''s'"));
}

// Backquotes run a command inside gnuplot's double quotes, never inside single ones.
TEST(PlotTest, ANameCannotRunACommand) {
  PlotSpec spec = sample_spec("p");
  spec.title = "a`touch /tmp/x`$(id)\nb";
  EXPECT_TRUE(Contains(gnuplot_script(spec), "set title 'a`touch /tmp/x`$(id) b'\n"));
}

TEST(PlotTest, ACountPlotHasNoTimeLimitNorCapMarker) {
  PlotSpec spec = sample_spec("out/w");
  spec.counts = true;
  spec.y_label = "work (the solution's own count)";
  spec.series[0].points = {{4, 30}, {200, 4e6}};
  spec.series[1].points = {{4, 10}, {8, 2e4}};
  std::string script = gnuplot_script(spec);
  EXPECT_FALSE(Contains(script, "time limit"));
  EXPECT_FALSE(Contains(script, "pt 9"));
  EXPECT_TRUE(Contains(script, "set yrange [10:1e+07]"));
  EXPECT_TRUE(Contains(script, "'1M' 1e+06"));
}

TEST(PlotTest, TicsCoverTheRange) {
  EXPECT_EQ(count_tics(1, 1000), "('1' 1, '10' 10, '100' 100, '1k' 1000)");
  EXPECT_EQ(time_tics(1e-6, 1e-4), "('1 µs' 1e-06, '10 µs' 1e-05, '100 µs' 0.0001)");
  EXPECT_EQ(size_tics(4, 200), "(4, 8, 16, 32, 64, 128, 200)");
  EXPECT_EQ(size_tics(3, 64), "(3, 4, 8, 16, 32, 64)");  // 3 is too close to 4? no: log2(4/3) = 0.41
}

TEST(PlotTest, GnuplotWritesSvgAndPng) {
  if (!std::filesystem::exists("/usr/bin/gnuplot")) GTEST_SKIP() << "gnuplot is not installed";
  TempDir dir;
  std::string warning;
  auto files = draw_plot(sample_spec(dir.path("scaling")), warning);
  ASSERT_TRUE(files.has_value()) << warning;
  std::ifstream png(files->png, std::ios::binary);
  char magic[4] = {};
  png.read(magic, 4);
  EXPECT_EQ(std::string(magic + 1, 3), "PNG");
  EXPECT_GT(std::filesystem::file_size(files->svg), 1000u);
  EXPECT_TRUE(std::filesystem::exists(files->script));
}

}  // namespace
}  // namespace lcjudge
