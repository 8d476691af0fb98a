# lcjudge: a local judge for LeetCode-style C++ solutions. `make help` lists the targets.

CXX       ?= g++
CXXFLAGS  ?= -O2 -pipe
CXXFLAGS  += -std=c++17 -Wall -Wextra
BUILD     := build
# Sanitizers for the judge's own code: `make unit-test-sanitized` sets them for its build in
# $(BUILD)/asan; the normal build has none.
SANITIZERS ?=
ifneq ($(SANITIZERS),)
CXXFLAGS  += -fsanitize=$(SANITIZERS) -fno-sanitize-recover=all -fno-omit-frame-pointer
endif
PCH       := $(BUILD)/pch
JUDGE     := $(BUILD)/judge
TESTS     := $(BUILD)/judge_tests
JOBS      ?= $(shell nproc)
# Extra arguments for the judge, e.g. make judge ARGS='913 -v'
ARGS      ?=
# Compiler lines are shown with V=1 (as kbuild and ninja do); otherwise a short line per file.
V         ?=
Q         := $(if $(V),,@)
say        = $(if $(V),,@printf '  %-5s %s\n' $(1) $(2))

# judge/<layer>/*.cpp; *_test.cpp beside a module are its unit tests, judge/tests/ the end-to-end ones.
LAYERS        := base process problem judging report timing commands
LAYER_SOURCES := $(foreach layer,$(LAYERS),$(wildcard judge/$(layer)/*.cpp))
JUDGE_SOURCES := $(filter-out %_test.cpp judge/commands/main.cpp judge/process/sandbox_server_main.cpp,$(LAYER_SOURCES))
# Unity ("jumbo") builds: the judge's sources compile in batches of up to UNITY_BATCH files, one
# translation unit a batch (build/unity/<group>-<k>.cpp includes them), so the templates they share
# (fmt, std::filesystem, nlohmann-json, CLI11, the containers) are instantiated and
# optimised once a batch rather than once a file (scripts/unity-sources.sh), in two groups of
# layers: those that judge every case (base, process, judging), and the others. Measured with the
# first group at -O2, a fresh build of the judge's objects took 78 CPU-s in batches of 16, against
# 89 in batches of 8, 108 in batches of 8 by layer and about 170 file by file; with the groups at
# -O1 and -O0 (below), 53 CPU-s in batches of 23 (two a group) against 59 in batches of 16 (three
# runs each). Names private to a file (its anonymous namespace) must therefore differ from the
# rest of its group's.
# The hot group at -O1: -O2 took 7 CPU-s more for code that spends its time in system calls
# (starting runs, waiting for them, reading files): `judge run` over the 200 trivial cases of
# `make bench` took 224 ms against 221 (medians of 12 runs each, alternated). The cold group at
# -O0: 33 CPU-s to compile against 42 at -O1, for code that runs once per command (reading
# problem.yaml, the command line, the reports): a fresh make test's 308 judge processes used
# 0.3 CPU-s between them, their children aside (process accounting); a judge's start takes
# 1.6 ms longer (`make bench`'s start column: 10.9 against 9.3 ms). g++ cannot use the
# precompiled header (built with optimisation) at -O0, and it was no faster with one of its own.
UNITY_BATCH   ?= 23
HOT_LAYERS    := base,process,judging
COLD_LAYERS   := commands,problem,report,timing
UNITY_SOURCES := $(shell scripts/unity-sources.sh $(BUILD)/unity $(UNITY_BATCH) --group hot=$(HOT_LAYERS) \
                   --group cold=$(COLD_LAYERS) $(JUDGE_SOURCES))
JUDGE_OBJECTS := $(UNITY_SOURCES:$(BUILD)/unity/%.cpp=$(BUILD)/obj/unity/%.o)
HOT_OBJECTS   := $(filter $(BUILD)/obj/unity/hot-%,$(JUDGE_OBJECTS))
$(HOT_OBJECTS): private CXXFLAGS += -O1
$(filter $(BUILD)/obj/unity/cold-%,$(JUDGE_OBJECTS)): private CXXFLAGS += -O0
# The driver's own code, which its tests link (solutions get it from judging/build's prepare).
DRIVER_TEST_OBJECTS := $(BUILD)/obj/judge/driver/leetcode_io.o $(BUILD)/obj/judge/driver/leetcode_io_codecs.o \
                       $(BUILD)/obj/judge/driver/driver.o \
                       $(BUILD)/obj/judge/driver/design_runner.o
TEST_SOURCES  := $(filter %_test.cpp,$(LAYER_SOURCES)) $(wildcard judge/tests/*_test.cpp)
# The tests build in unity batches too, of up to 17 files of one folder, the four folders with
# fewest tests together: each test file's compile began with 0.75 CPU-s of loading GoogleTest's
# precompiled header, 45 of a fresh build's 83 CPU-s of test objects; 9 batches of up to 16
# of one folder took 44 CPU-s, these 5 batches 39 (two runs each, alternated). Names private to
# a test file must differ from the rest of its batch's.
TEST_UNITY_SOURCES := $(shell scripts/unity-sources.sh $(BUILD)/unity-tests 17 --group small=base,process,report,commands \
                        $(TEST_SOURCES))
# The driver's objects first: leetcode_io.o is one of the longest compiles (make -j starts jobs in
# this order; the unity batches come largest first).
TEST_OBJECTS  := $(DRIVER_TEST_OBJECTS) $(TEST_UNITY_SOURCES:$(BUILD)/unity-tests/%.cpp=$(BUILD)/obj/unity-tests/%.o) \
                 $(BUILD)/obj/judge/tests/test_main.o
# fmt is shared (Debian ships no static libfmt), and with it libstdc++; the rest links statically.
STATIC_LIBS   := -lyaml-cpp -lseccomp -lcrypto
JUDGE_LIBS    := $(STATIC_LIBS) -lfmt -pthread
TEST_LIBS     := -lgtest -pthread

REFERENCES    := $(wildcard testcases/*/reference/*.cpp)

.PHONY: all help deps judge test unit-test unit-test-sanitized validate references gen-check add stress-selftest consistency compare bench clean

## all        build the judge and every solution, incrementally (the default)
all: $(JUDGE)
	@$(JUDGE) build -j $(JOBS)

## help       list the targets
help:
	@sed -n 's/^## \([a-z]\)/  make \1/p; s/^##  /        /p' $(MAKEFILE_LIST)

## deps       install the missing Debian packages (a no-op when all are present)
deps:
	@scripts/install-deps.sh

## judge      judge every solution on every test case: a line per solution
judge: deps
	@$(MAKE) --no-print-directory -j $(JOBS) $(JUDGE)
	@$(JUDGE) run -j $(JOBS) $(ARGS)

## test       every check: build, layers, unit tests, validators, generated inputs, references, stress
##            self-test, then the judge (reports in build/report/test/); ends with one line saying
##            whether all passed, and fails unless every verdict is as declared
test: deps
	@JOBS=$(JOBS) ARGS='$(ARGS)' V=$(V) scripts/make-test.sh

## validate   validate every committed input and answer, and check the validators reject the junk inputs;
##            every input against its problem's signature (judge check-data)
validate: deps $(JUDGE)
	@scripts/validate-all.sh
	@$(JUDGE) check-data -j $(JOBS)

## references check every committed answer against the brute-force references (testcases/*/reference/;
##            built and run as solutions are, jailed and sandboxed; their optimised builds only)
references: deps $(JUDGE)
	@$(JUDGE) run -j $(JOBS) --no-sanitize $(REFERENCES)

## gen-check  regenerate every generated test input in memory: each must match its file and pinned hash
gen-check: deps $(JUDGE)
	@status=0; for spec in testcases/*/generators/cases.txt; do \
	  [ -e "$$spec" ] || continue; \
	  problem=$${spec#testcases/}; $(JUDGE) gen -j $(JOBS) "$${problem%%/*}" || status=1; \
	done; exit $$status

## add        add a test case: make add P=913 FILE=case.txt [GROUP=secret] [NAME=x] [EXPECT=v]
add: deps $(JUDGE)
	@test -n "$(P)" -a -n "$(FILE)" || { echo "usage: make add P=PROBLEM FILE=PATH [GROUP=secret] [NAME=x] [EXPECT=v]" >&2; exit 2; }
	@$(JUDGE) add "$(P)" "$(FILE)" --group "$(or $(GROUP),secret)" $(if $(NAME),--name "$(NAME)") $(if $(EXPECT),--expect '$(EXPECT)')

## consistency judge every solution on every case at -j 1 and at -j 2: no verdict may change (slow: not in make test)
consistency: deps $(JUDGE)
	@scripts/parallel-consistency.sh $(ARGS)

## stress-selftest judge stress on every problem (no false alarms) and on the mutants (each caught and shrunk in 10 s)
stress-selftest: deps $(JUDGE)
	@scripts/stress-selftest.sh

## compare    time every solution on every case, then scaling sweeps with fitted growth and plots:
##            build/report/<date-time>/REPORT.md (build/report/latest: the last run)
compare: deps $(JUDGE)
	@$(JUDGE) compare -j $(JOBS) $(ARGS)

## bench      solve times of the accepted solutions on the largest inputs, and the judge's cost per case
##            against a bare spawn of the same binary: two tables, also in build/report/BENCH.md
bench: deps $(JUDGE)
	@$(JUDGE) bench -j $(JOBS) $(ARGS)

## unit-test  the judge's GoogleTest suite only (a progress line while it runs)
unit-test: deps $(TESTS) $(JUDGE)
	@$(TESTS) --gtest_brief=1

## unit-test-sanitized the judge and its GoogleTest suite built with AddressSanitizer + UBSan in
##            build/asan/, the whole suite run, halting at the first finding (CI runs it; slow: not in make test)
unit-test-sanitized: deps
	@$(MAKE) --no-print-directory -j $(JOBS) BUILD=$(BUILD)/asan SANITIZERS=address,undefined \
	  $(BUILD)/asan/judge $(BUILD)/asan/judge_tests
	@$(BUILD)/asan/judge_tests --gtest_brief=1

## clean      remove build/
clean:
	rm -rf $(BUILD)

# The sandbox server (process/sandbox_server_main.cpp), which the judge starts beside itself:
# static and small, so that a fork of it is cheap and its own memory is not counted as a run's.
SANDBOX_SERVER := $(BUILD)/lcjudge-sandbox
SANDBOX_SERVER_OBJECTS := $(BUILD)/obj/judge/process/sandbox_server_main.o $(BUILD)/obj/judge/process/sandbox.o \
                          $(BUILD)/obj/judge/process/supervise.o $(BUILD)/obj/judge/process/process_limits.o \
                          $(BUILD)/obj/judge/process/namespace_setup.o $(BUILD)/obj/judge/process/run_descriptors.o \
                          $(BUILD)/obj/judge/base/error.o
# Under SANITIZERS it takes UBSan alone: ASan cannot link statically, and its runtime's memory
# would be counted in every run's peak (above). Without the vptr check, whose static runtime
# needs libstdc++ after it on the line (and the server has no polymorphic class to check).
ifneq ($(SANITIZERS),)
$(SANDBOX_SERVER) $(SANDBOX_SERVER_OBJECTS): private CXXFLAGS := $(filter-out -fsanitize=%,$(CXXFLAGS)) \
                                                                  -fsanitize=undefined -fno-sanitize=vptr
endif
$(SANDBOX_SERVER): $(SANDBOX_SERVER_OBJECTS)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(CXXFLAGS) $^ -o $@ -static -lseccomp

# yaml-cpp, libseccomp and libcrypto link statically: the judge starts once per command, and
# relocating them took a third of its start (judge bench).
$(JUDGE): $(JUDGE_OBJECTS) $(BUILD)/obj/judge/commands/main.o | $(SANDBOX_SERVER)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(CXXFLAGS) $^ -o $@ -Wl,-Bstatic $(STATIC_LIBS) -Wl,-Bdynamic -lfmt -pthread

$(TESTS): $(TEST_OBJECTS) $(JUDGE_OBJECTS) | $(SANDBOX_SERVER)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(CXXFLAGS) $^ -o $@ $(JUDGE_LIBS) $(TEST_LIBS)

# Test code is not optimised: it compiles in two thirds of the time, and what it tests (the
# judge's objects, the driver, the solutions) is compiled with -O2 all the same.
TEST_OPTIMISATION := -O0
# private: not passed on to their prerequisite, the precompiled header, which sets its own.
$(TEST_OBJECTS): private CXXFLAGS += $(TEST_OPTIMISATION)
$(PCH)/tests/precompiled.h.gch: CXXFLAGS += $(TEST_OPTIMISATION)
# The driver's own code at -O1: 2.3 CPU-s less than -O2 (leetcode_io.cpp's JSON parsing is most of
# it), and FastDecodeDifferentialTest, which runs it most, took as long (2.6 s; 5.2 s at -O0).
$(DRIVER_TEST_OBJECTS): TEST_OPTIMISATION := -O1

# Precompiled headers, one per set of flags: judge/base/precompiled.h for the judge's sources and
# judge/tests/precompiled.h (with GoogleTest) for the tests; the driver's sources take none. g++
# reads X.h.gch in place of the X.h given with -include, so each header is copied beside its .gch.
$(HOT_OBJECTS) $(SANDBOX_SERVER_OBJECTS) $(BUILD)/obj/judge/commands/main.o: PCH_FLAGS = -include $(PCH)/base/precompiled.h
$(HOT_OBJECTS) $(SANDBOX_SERVER_OBJECTS) $(BUILD)/obj/judge/commands/main.o: $(PCH)/base/precompiled.h.gch
$(filter-out $(DRIVER_TEST_OBJECTS),$(TEST_OBJECTS)): PCH_FLAGS = -include $(PCH)/tests/precompiled.h
$(filter-out $(DRIVER_TEST_OBJECTS),$(TEST_OBJECTS)): $(PCH)/tests/precompiled.h.gch

$(PCH)/%/precompiled.h.gch: judge/%/precompiled.h | deps
	@mkdir -p $(@D)
	$(call say,PCH,$<)
	$(Q)cp $< $(@D)/precompiled.h
	$(Q)$(CXX) $(CXXFLAGS) -iquote judge -MMD -MP -x c++-header $< -o $@

# Objects depend on the headers they include (-MMD), and on deps being installed (order-only).
$(BUILD)/obj/%.o: %.cpp | deps
	@mkdir -p $(@D)
	$(call say,CXX,$<)
	$(Q)$(CXX) $(CXXFLAGS) -iquote judge $(PCH_FLAGS) -MMD -MP -c $< -o $@

# The unity batches, the judge's (build/unity/) and the tests' (build/unity-tests/).
$(BUILD)/obj/unity%.o: $(BUILD)/unity%.cpp | deps
	@mkdir -p $(@D)
	$(call say,CXX,"$< ($$(grep -c '^#include' $<) sources)")
	$(Q)$(CXX) $(CXXFLAGS) -iquote judge $(PCH_FLAGS) -MMD -MP -c $< -o $@

-include $(shell find $(BUILD)/obj $(PCH) -name '*.d' 2>/dev/null)
