// The classifier on hand-made run records: every branch, without running a process.
#include "judging/classify.h"

#include <gtest/gtest.h>
#include <signal.h>

#include <string>

#include "driver/protocol.h"
#include "tests/test_util.h"

namespace lcjudge {
namespace {

using test_util::Contains;

JudgeLimits limits() {
  JudgeLimits l;
  l.time_limit_seconds = 1.0;
  l.kill_after_seconds = 1.5;
  l.wall_seconds = 2.25;
  l.memory_bytes = 256ull << 20;
  l.output_bytes = 1ull << 20;
  return l;
}

// A run that finished normally with `out` as its answer, well within every limit.
RunRecord finished(const std::string& out = "5\n") {
  RunRecord run;
  run.exited = true;
  run.exit_code = 0;
  run.cpu_seconds = 0.01;
  run.wall_seconds = 0.02;
  run.peak_memory_bytes = 4ull << 20;
  run.answer_text = out;
  return run;
}

RunRecord exited_with(int code, const std::string& side_channel = "", const std::string& err = "") {
  RunRecord run = finished("");
  run.exit_code = code;
  run.side_channel_text = side_channel;
  run.stderr_text = err;
  return run;
}

RunRecord killed_by(int signal, const std::string& err = "") {
  RunRecord run = finished("");
  run.exited = false;
  run.signal = signal;
  run.stderr_text = err;
  return run;
}

CaseOutcome judge(const RunRecord& run, const std::string& answer = "5\n") {
  return classify(run, limits(), answer, CompareOptions{});
}

// ---- the side channel ----

TEST(SideChannelTest, EmptyTextHasNoRecords) { EXPECT_TRUE(parse_side_channel("").empty()); }

TEST(SideChannelTest, KeyThenRestOfLine) {
  auto records = parse_side_channel("solve_ns 1500\nuncaught_exception std::out_of_range: vector::at\n");
  EXPECT_EQ(records.size(), 2u);
  EXPECT_EQ(records["solve_ns"], "1500");
  EXPECT_EQ(records["uncaught_exception"], "std::out_of_range: vector::at");
}

TEST(SideChannelTest, KeyWithoutValueAndNoFinalNewline) {
  auto records = parse_side_channel("out_of_memory\nparse_ns 7");
  EXPECT_EQ(records.at("out_of_memory"), "");
  EXPECT_EQ(records.at("parse_ns"), "7");
}

TEST(DescribeSignalTest, NamesAndDescribesTheSignal) {
  EXPECT_EQ(describe_signal(SIGSEGV), "SIGSEGV (Segmentation fault)");
  EXPECT_TRUE(Contains(describe_signal(SIGABRT), "SIGABRT"));
  EXPECT_TRUE(Contains(describe_signal(SIGXFSZ), "SIGXFSZ"));
}

TEST(DescribeSignalTest, UnknownSignalIsANumber) { EXPECT_TRUE(Contains(describe_signal(999), "signal 999")); }

// ---- classify, in the order its checks are made ----

TEST(ClassifyTest, InternalErrorIsJudgeError) {
  RunRecord run;
  run.internal_error = "cannot start 'x' (execve): No such file or directory";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kJudgeError);
  EXPECT_EQ(outcome.message, run.internal_error);
  EXPECT_FALSE(outcome.bad_test_data);
}

// A Python or Java run is held to resident memory from outside: killed there, it is MLE, whatever
// signal stopped it.
TEST(ClassifyTest, KilledAtTheResidentMemoryLimitIsMemoryLimitExceeded) {
  RunRecord run = killed_by(SIGKILL);
  run.killed_at_memory_limit = true;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kMemoryLimitExceeded);
  EXPECT_TRUE(Contains(outcome.message, "resident memory")) << outcome.message;
}

TEST(ClassifyTest, InternalErrorWinsOverEverythingElse) {
  RunRecord run = killed_by(SIGSEGV);
  run.killed_at_deadline = true;
  run.internal_error = "cannot create a pipe: Too many open files";
  EXPECT_EQ(judge(run).verdict, Verdict::kJudgeError);
}

// Descriptor 3 is the solution's to write: its claim alone blames nothing (judging confirms it).
TEST(ClassifyTest, BadInputRecordWithItsExitIsAClaimNotBadTestData) {
  auto outcome = judge(exited_with(protocol::kBadInputExit, "parse_ns 10\nbad_input line 2, column 3: expected int\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_FALSE(outcome.bad_test_data);
  ASSERT_TRUE(outcome.claimed_bad_input.has_value());
  EXPECT_EQ(*outcome.claimed_bad_input, "line 2, column 3: expected int");
  EXPECT_TRUE(Contains(outcome.message, "line 2, column 3: expected int"));
}

TEST(ClassifyTest, BadInputExitWithoutTheRecordIsRunTimeError) {
  // A solution calling exit(86) cannot pass its own failure off as bad test data.
  auto outcome = judge(exited_with(protocol::kBadInputExit, "", "lcjudge: bad input: fake\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_FALSE(outcome.bad_test_data);
  EXPECT_EQ(outcome.message, "exit code 86: lcjudge: bad input: fake");
}

// The driver's deep-copy check (133, 138): a WA whose message says what is shared, escaped; the
// record alone, without its exit, or its exit alone, is no verdict of its own.
TEST(ClassifyTest, WrongResultRecordWithItsExitIsAWrongAnswerSayingWhy) {
  auto outcome = judge(exited_with(protocol::kWrongResultExit, "wrong_result the copy shares node 1 \x1b[2J with the input\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "the copy shares node 1 \\x1b[2J with the input");
  RunRecord record_only = finished("5\n");
  record_only.side_channel_text = "wrong_result the copy shares node 1 with the input\n";
  EXPECT_EQ(judge(record_only).verdict, Verdict::kAccepted);
  EXPECT_EQ(judge(exited_with(protocol::kWrongResultExit)).verdict, Verdict::kRunTimeError);
}

TEST(ClassifyTest, BadInputRecordWithoutItsExitIsNotBadTestData) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "bad_input line 1, column 1: whatever\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted);
  EXPECT_FALSE(outcome.bad_test_data);
}

// The wall deadline counts only idle time (never the load's): the message says so.
TEST(ClassifyTest, KilledAtDeadlineIsTimeLimitExceeded) {
  RunRecord run = killed_by(SIGKILL);
  run.killed_at_deadline = true;
  run.cpu_seconds = 0.001;  // asleep: the wall clock caught it, not the CPU limit
  run.wall_seconds = 2.25;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded);
  EXPECT_EQ(outcome.message, "idle (sleeping or blocked) for more than 2.25 s, killed there (CPU 0.00 s, limit 1.00 s)");
}

// A process that broke the driver protocol is a run-time error saying what it did.
TEST(ClassifyTest, AProtocolFaultIsARunTimeErrorSayingWhat) {
  RunRecord run = exited_with(0, "");
  run.answer_text = "5\n";
  run.protocol_fault = "wrote on its answer channel out of turn";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "the process wrote on its answer channel out of turn");
}

TEST(ClassifyTest, KilledAtTheCpuLimitIsTimeLimitExceededSayingWhere) {
  RunRecord run = killed_by(SIGKILL);
  run.killed_at_cpu_limit = true;
  run.cpu_seconds = 1.52;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded);
  EXPECT_EQ(outcome.message, "time limit 1.00 s exceeded (stopped at 1.50 s)");
}

TEST(ClassifyTest, CpuOverTheLimitIsTimeLimitExceededEvenWithTheRightAnswer) {
  RunRecord run = finished("5\n");
  run.cpu_seconds = 1.2;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded);
  EXPECT_EQ(outcome.message, "time limit 1.00 s exceeded (CPU 1.20 s)");
}

TEST(ClassifyTest, CpuExactlyAtTheLimitIsNotTimeLimitExceeded) {
  RunRecord run = finished("5\n");
  run.cpu_seconds = 1.0;
  EXPECT_EQ(judge(run).verdict, Verdict::kAccepted);
}

TEST(ClassifyTest, CpuOverTheLimitIsTimeLimitExceededEvenIfItAlsoCrashed) {
  RunRecord run = killed_by(SIGSEGV);
  run.cpu_seconds = 1.3;
  EXPECT_EQ(judge(run).verdict, Verdict::kTimeLimitExceeded);
  RunRecord thrown = exited_with(protocol::kUncaughtExceptionExit, "uncaught_exception std::bad_cast: x\n");
  thrown.cpu_seconds = 1.3;
  EXPECT_EQ(judge(thrown).verdict, Verdict::kTimeLimitExceeded);
}

TEST(ClassifyTest, StoppedByTheCpuRlimitSaysSo) {
  RunRecord run = killed_by(SIGXCPU);
  run.cpu_seconds = 2.0;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kTimeLimitExceeded);
  EXPECT_EQ(outcome.message, "time limit 1.00 s exceeded (CPU 2.00 s, stopped by the CPU limit)");
}

// The driver's peak is the solution's own report: kept beside wait4's, never in its place.
TEST(ClassifyTest, DriversOwnPeakMemoryIsOnlyItsReport) {
  RunRecord run = finished("5\n");
  run.peak_memory_bytes = 9ull << 20;
  run.side_channel_text = "peak_rss_kib 3072\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.peak_memory_bytes, 9ull << 20);
  EXPECT_EQ(outcome.reported_peak_memory_bytes, 3ull << 20);
  run.side_channel_text = "";
  EXPECT_FALSE(judge(run).reported_peak_memory_bytes.has_value());
}

TEST(ClassifyTest, AForgedSmallPeakDoesNotReplaceTheMeasuredOne) {
  RunRecord run = finished("5\n");
  run.peak_memory_bytes = 200ull << 20;  // measured from outside
  run.side_channel_text = "peak_rss_kib 1\nsolve_ns 1\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.peak_memory_bytes, 200ull << 20);
  EXPECT_EQ(outcome.reported_peak_memory_bytes, 1024u);
}

TEST(ClassifyTest, ImplausibleRecordsAreIgnored) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "solve_ns nan\nparse_ns -5\npeak_rss_kib 99999999999999\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted);
  EXPECT_FALSE(outcome.solve_seconds.has_value());
  EXPECT_FALSE(outcome.parse_seconds.has_value());
  EXPECT_FALSE(outcome.reported_peak_memory_bytes.has_value());
  run.side_channel_text = "solve_ns 1e30\npeak_rss_kib 12x\n";  // longer than the run, not a number
  outcome = judge(run);
  EXPECT_FALSE(outcome.solve_seconds.has_value());
  EXPECT_FALSE(outcome.reported_peak_memory_bytes.has_value());
}

TEST(ClassifyTest, AWorkCountIsKeptAsTheSolutionsOwnNumber) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "solve_ns 1000\nwork 123456\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted);
  EXPECT_EQ(outcome.work_count, 123456u);
  run.side_channel_text = "solve_ns 1000\n";  // a solution that does not count
  EXPECT_FALSE(judge(run).work_count.has_value());
}

TEST(ClassifyTest, ImplausibleWorkCountsAreIgnoredAndDecideNothing) {
  EXPECT_EQ(plausible_count("0", 1), 0u);
  EXPECT_EQ(plausible_count("100000000000", 1), 100000000000u);
  EXPECT_FALSE(plausible_count("", 1));
  EXPECT_FALSE(plausible_count("-5", 1));
  EXPECT_FALSE(plausible_count("1e9", 1));
  EXPECT_FALSE(plausible_count(" 7", 1));
  EXPECT_FALSE(plausible_count("100000000001", 1));            // more than 10^11 a second
  EXPECT_FALSE(plausible_count("99999999999999999999999", 1e30)); // past 64 bits
  RunRecord run = finished("6\n");
  run.side_channel_text = "work nan\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);  // the output decides, not the record
  EXPECT_FALSE(outcome.work_count.has_value());
}

TEST(ClassifyTest, WhatTheSolutionWroteIsEscapedInMessages) {
  auto outcome = judge(exited_with(1, "", "\x1b[1A\x1b[2Kok \xff\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "exit code 1: \\x1b[1A\\x1b[2Kok \\xff");
  outcome = judge(finished("\x1b[2K\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_FALSE(Contains(outcome.message, "\x1b"));
  EXPECT_TRUE(Contains(outcome.message, "found '\\x1b[2K'"));
}

TEST(ClassifyTest, ForbiddenCallRecordNamesTheCall) {
  auto outcome = judge(exited_with(protocol::kForbiddenCallExit, "forbidden_syscall 41\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "forbidden system call: socket");
}

TEST(ClassifyTest, SigsysWithoutTheRecordIsStillAForbiddenCall) {
  auto outcome = judge(killed_by(SIGSYS));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "forbidden system call (killed by SIGSYS)");
}

// raise(SIGXFSZ) after two bytes: the signal alone is the program's to send, not a measurement.
TEST(ClassifyTest, FileSizeSignalWithOutputsUnderTheLimitIsRunTimeErrorNamingTheSignal) {
  RunRecord run = killed_by(SIGXFSZ);
  run.answer_text = "5\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(outcome.message, "killed by SIGXFSZ")) << outcome.message;
}

TEST(ClassifyTest, StderrAtTheLimitIsOutputLimitExceeded) {
  RunRecord run = killed_by(SIGXFSZ);
  run.stderr_over_limit = true;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kOutputLimitExceeded);
  EXPECT_EQ(outcome.message, "output to stderr reached the limit of 1024 KiB");
}

// SIGXCPU is TLE only with the CPU time measured over the limit: raised early, it is a signal.
TEST(ClassifyTest, CpuSignalWithCpuUnderTheLimitIsRunTimeError) {
  RunRecord run = killed_by(SIGXCPU);
  run.cpu_seconds = 0.2;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(outcome.message, "killed by SIGXCPU")) << outcome.message;
}

TEST(ClassifyTest, FileSizeSignalWithStdoutAtTheLimitIsOutputLimitExceeded) {
  RunRecord run = killed_by(SIGXFSZ);
  run.stdout_over_limit = true;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kOutputLimitExceeded);
  EXPECT_EQ(outcome.message, "output to stdout reached the limit of 1024 KiB");
}

TEST(ClassifyTest, AnAnswerAtTheLimitIsOutputLimitExceeded) {
  RunRecord run = killed_by(SIGXFSZ);
  run.answer_over_limit = true;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kOutputLimitExceeded);
  EXPECT_EQ(outcome.message, "the answer reached the limit of 1024 KiB");
}

// What a solution prints is shown, never judged: the answer on its own channel decides.
TEST(ClassifyTest, StdoutIsKeptToShowAndTheAnswerIsJudged) {
  RunRecord run = finished("5\n");
  run.stdout_text = "visit 1\n6\n";
  run.stdout_size = 10;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted) << outcome.message;
  EXPECT_EQ(outcome.stdout_text, "visit 1\n6\n");
  EXPECT_EQ(outcome.stdout_bytes, 10u);
  run.answer_text = "6\n";
  run.stdout_text = "5\n";
  EXPECT_EQ(judge(run).verdict, Verdict::kWrongAnswer);
}

TEST(ClassifyTest, StdoutShownIsCutAtItsCapAndMeasuredWhole) {
  RunRecord run = finished("5\n");
  run.stdout_text = std::string(kStdoutKeep, 'x');
  run.stdout_size = 3000000;
  auto outcome = judge(run);
  EXPECT_EQ(outcome.stdout_text.size(), kShownStdoutBytes);
  EXPECT_EQ(outcome.stdout_bytes, 3000000u);
}

TEST(ClassifyTest, StdoutOverLimitIsOutputLimitExceededEvenIfItExitedCleanly) {
  RunRecord run = finished("5\n");
  run.stdout_text = std::string(kStdoutKeep, 'x');
  run.stdout_over_limit = true;
  EXPECT_EQ(judge(run).verdict, Verdict::kOutputLimitExceeded);
}

TEST(ClassifyTest, OutOfMemoryRecordWithItsExitIsMemoryLimitExceeded) {
  auto outcome = judge(exited_with(protocol::kOutOfMemoryExit, "out_of_memory std::bad_alloc\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kMemoryLimitExceeded);
  EXPECT_TRUE(Contains(outcome.message, "memory limit 256 MiB"));
}

// LeetCode's MLE with the runtime's own words beside the judge's measurement.
TEST(ClassifyTest, AnMleQuotesTheRuntimesOwnWords) {
  RunRecord java = exited_with(protocol::kOutOfMemoryExit, "out_of_memory java.lang.OutOfMemoryError: Java heap space\n",
                               "java.lang.OutOfMemoryError: Java heap space\n");
  java.peak_memory_bytes = 200ull << 20;
  auto outcome = judge(java);
  EXPECT_EQ(outcome.verdict, Verdict::kMemoryLimitExceeded);
  EXPECT_EQ(outcome.message, "memory limit 256 MiB reached (peak resident 200 MiB): java.lang.OutOfMemoryError: Java heap space");
  RunRecord go = killed_by(SIGKILL, "fatal error: runtime: out of memory\n");
  go.killed_at_memory_limit = true;
  EXPECT_EQ(judge(go).message,
            "memory limit 256 MiB reached (resident memory and page tables, stopped there): fatal error: runtime: out of memory");
}

// The words are the process's: they never make a verdict. Go's runtime exits 2 with them, and
// under the limit that is a run-time error.
TEST(ClassifyTest, TheRuntimesWordsAloneAreNoMle) {
  auto outcome = judge(exited_with(2, "", "fatal error: runtime: out of memory\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  RunRecord claims = finished("5\n");
  claims.side_channel_text = "out_of_memory java.lang.OutOfMemoryError: Java heap space\n";
  EXPECT_EQ(judge(claims).verdict, Verdict::kAccepted);
}

TEST(ClassifyTest, OutOfMemoryExitWithoutTheRecordIsRunTimeError) {
  auto outcome = judge(exited_with(protocol::kOutOfMemoryExit));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "exit code 87");
}

TEST(ClassifyTest, PeakMemoryOverTheLimitIsMemoryLimitExceeded) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "peak_rss_kib 307200\n";
  auto outcome = judge(run);
  EXPECT_EQ(outcome.verdict, Verdict::kMemoryLimitExceeded);
  EXPECT_EQ(outcome.message, "memory limit 256 MiB reached (peak resident 300 MiB)");
}

TEST(ClassifyTest, PeakMemoryExactlyAtTheLimitIsFine) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "peak_rss_kib 262144\n";
  EXPECT_EQ(judge(run).verdict, Verdict::kAccepted);
}

// ru_maxrss starts from the judge's own peak (shared with the child until exec): a big judge
// must not make every crash an MLE.
TEST(ClassifyTest, Wait4PeakOverTheLimitIsNotMemoryLimitExceeded) {
  RunRecord run = killed_by(SIGSEGV);
  run.peak_memory_bytes = 411ull << 20;
  EXPECT_EQ(judge(run).verdict, Verdict::kRunTimeError);
  run = finished("5\n");
  run.peak_memory_bytes = 411ull << 20;
  EXPECT_EQ(judge(run).verdict, Verdict::kAccepted);
}

TEST(ClassifyTest, SignalIsRunTimeErrorNamingTheSignal) {
  auto outcome = judge(killed_by(SIGSEGV));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "killed by SIGSEGV (Segmentation fault)");
}

TEST(ClassifyTest, SignalMessageAddsTheFirstStderrLine) {
  auto outcome = judge(killed_by(SIGABRT, "free(): double free detected\nmore\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_TRUE(Contains(outcome.message, "SIGABRT"));
  EXPECT_TRUE(Contains(outcome.message, ": free(): double free detected"));
  EXPECT_FALSE(Contains(outcome.message, "more"));
}

TEST(ClassifyTest, KillWithoutDeadlineOrCpuIsRunTimeError) {
  // e.g. the kernel's OOM killer: not a time limit, since neither clock ran out.
  EXPECT_EQ(judge(killed_by(SIGKILL)).verdict, Verdict::kRunTimeError);
}

TEST(ClassifyTest, UncaughtExceptionRecordWithItsExitIsRunTimeErrorWithTheException) {
  auto outcome = judge(exited_with(protocol::kUncaughtExceptionExit,
                                   "parse_ns 100\nuncaught_exception std::out_of_range: vector::_M_range_check\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "uncaught exception std::out_of_range: vector::_M_range_check");
}

// The driver's traceback (LeetCode's words, the solution's frames) rides beside the record: the
// case keeps it, its lines printable, while the message stays the one-line headline.
TEST(ClassifyTest, AnUncaughtExceptionKeepsTheDriversTraceback) {
  auto outcome = judge(exited_with(protocol::kUncaughtExceptionExit,
                                   "traceback ZeroDivisionError: division by zero\\n    return 1 // 0\\n"
                                   "Line 3 in f (Solution.py)\x1b[2J\n"
                                   "uncaught_exception ZeroDivisionError: division by zero (line 3 in f)\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "uncaught exception ZeroDivisionError: division by zero (line 3 in f)");
  EXPECT_EQ(outcome.traceback, "ZeroDivisionError: division by zero\n    return 1 // 0\nLine 3 in f (Solution.py)\\x1b[2J");
  // Shown only with the error it explains: a traceback record on a run that ended otherwise is not.
  auto wrong = judge(exited_with(0, "traceback forged\n"));
  EXPECT_EQ(wrong.traceback, "");
  auto plain = judge(exited_with(protocol::kUncaughtExceptionExit, "traceback forged\n"));
  EXPECT_EQ(plain.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(plain.traceback, "");
}

// A what() or a claim of 60,000 escapes would be a quarter of a megabyte on every line naming it.
TEST(ClassifyTest, ALongExceptionOrBadInputRecordIsQuotedCut) {
  auto thrown = judge(exited_with(protocol::kUncaughtExceptionExit,
                                  "uncaught_exception std::runtime_error: " + std::string(60000, '\x1b') + "\n"));
  EXPECT_EQ(thrown.verdict, Verdict::kRunTimeError);
  EXPECT_LT(thrown.message.size(), 2000u);
  EXPECT_TRUE(Contains(thrown.message, "uncaught exception std::runtime_error: \\x1b\\x1b")) << thrown.message;
  EXPECT_TRUE(Contains(thrown.message, "...")) << thrown.message;
  auto claim = judge(exited_with(protocol::kBadInputExit, "bad_input " + std::string(60000, 'y') + "\n"));
  EXPECT_EQ(claim.verdict, Verdict::kRunTimeError);
  EXPECT_LT(claim.message.size(), 2000u);
  ASSERT_TRUE(claim.claimed_bad_input.has_value());
  EXPECT_LT(claim.claimed_bad_input->size(), 2000u);
}

TEST(ClassifyTest, UncaughtExceptionExitWithoutTheRecordIsAPlainExitCode) {
  auto outcome = judge(exited_with(protocol::kUncaughtExceptionExit));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "exit code 88");
}

TEST(ClassifyTest, NonzeroExitIsRunTimeErrorWithCodeAndFirstStderrLine) {
  auto outcome = judge(exited_with(3, "", "giving up\nsecond line\n"));
  EXPECT_EQ(outcome.verdict, Verdict::kRunTimeError);
  EXPECT_EQ(outcome.message, "exit code 3: giving up");
}

TEST(ClassifyTest, NonzeroExitWithoutStderrIsJustTheCode) {
  EXPECT_EQ(judge(exited_with(1)).message, "exit code 1");
}

TEST(ClassifyTest, NonzeroExitIsRunTimeErrorEvenWithTheRightAnswer) {
  RunRecord run = finished("5\n");
  run.exit_code = 2;
  EXPECT_EQ(judge(run).verdict, Verdict::kRunTimeError);
}

TEST(ClassifyTest, RightOutputIsAccepted) {
  auto outcome = judge(finished("5\n"), "5\n");
  EXPECT_EQ(outcome.verdict, Verdict::kAccepted);
  EXPECT_EQ(outcome.message, "");
  EXPECT_FALSE(outcome.bad_test_data);
}

TEST(ClassifyTest, WrongOutputIsWrongAnswerWithTheComparison) {
  auto outcome = judge(finished("6\n"), "5\n");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "line 1, token 1: expected '5', found '6'");
}

TEST(ClassifyTest, EmptyOutputIsWrongAnswer) {
  auto outcome = judge(finished(""), "5\n");
  EXPECT_EQ(outcome.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(outcome.message, "no output, expected '5'");
}

TEST(ClassifyTest, CompareOptionsArePassedOn) {
  CompareOptions loose;
  loose.float_tolerance = 1e-3;
  EXPECT_EQ(classify(finished("2.50010\n"), limits(), "2.50000\n", loose).verdict, Verdict::kAccepted);
  EXPECT_EQ(classify(finished("2.50010\n"), limits(), "2.50000\n", CompareOptions{}).verdict, Verdict::kWrongAnswer);
}

TEST(ClassifyTest, MeasurementsAreCopied) {
  RunRecord run = finished("5\n");
  run.cpu_seconds = 0.25;
  run.wall_seconds = 0.5;
  run.peak_memory_bytes = 12345;
  auto outcome = judge(run);
  EXPECT_DOUBLE_EQ(outcome.cpu_seconds, 0.25);
  EXPECT_DOUBLE_EQ(outcome.wall_seconds, 0.5);
  EXPECT_EQ(outcome.peak_memory_bytes, 12345u);
}

TEST(ClassifyTest, NoTimingRecordsLeaveTimingsUnset) {
  auto outcome = judge(finished("5\n"));
  EXPECT_FALSE(outcome.solve_seconds.has_value());
  EXPECT_FALSE(outcome.parse_seconds.has_value());
}

TEST(ClassifyTest, TimingRecordsAreParsedIntoSeconds) {
  RunRecord run = finished("5\n");
  run.side_channel_text = "parse_ns 2500000\nsolve_ns 1500000000\n";
  auto outcome = judge(run);
  ASSERT_TRUE(outcome.solve_seconds.has_value());
  ASSERT_TRUE(outcome.parse_seconds.has_value());
  EXPECT_DOUBLE_EQ(*outcome.solve_seconds, 1.5);
  EXPECT_DOUBLE_EQ(*outcome.parse_seconds, 0.0025);
}

TEST(ClassifyTest, TimingRecordsAreKeptWhenTheRunFails) {
  RunRecord run = killed_by(SIGSEGV);
  run.side_channel_text = "parse_ns 1000\n";
  auto outcome = judge(run);
  ASSERT_TRUE(outcome.parse_seconds.has_value());
  EXPECT_DOUBLE_EQ(*outcome.parse_seconds, 1e-6);
}

}  // namespace
}  // namespace lcjudge
