# lcjudge: a local judge for LeetCode-style C++ solutions. `make help` lists the targets.

CXX       ?= g++
BUILD     := build
# Flags every compile and link of the judge's and the tests' own code takes, whatever CXXFLAGS says.
REQUIRED_CXXFLAGS := -std=c++17 -Wall -Wextra
# Sanitizers for the judge's own code: `make unit-test-sanitized` sets them for its build in
# $(BUILD)/asan; the normal build has none.
SANITIZERS ?=
ifneq ($(SANITIZERS),)
REQUIRED_CXXFLAGS += -fsanitize=$(SANITIZERS) -fno-sanitize-recover=all -fno-omit-frame-pointer
endif
# Optimisation and debugging. CXXFLAGS, when set (`make CXXFLAGS='-O2 -g'`, or in the
# environment), compiles all of the judge's and the tests' sources. Unset, each part has its own
# level, a trade of compile time against run time (measured in docs/build.md):
ifeq ($(origin CXXFLAGS),undefined)
# base, process, judging: the code every case passes through.
HOT_CXXFLAGS         := -O1 -pipe
# commands, problem, report, timing: code that runs once per command.
COLD_CXXFLAGS        := -O0 -pipe
# commands/main.cpp and the sandbox server.
ENTRY_CXXFLAGS       := -O2 -pipe
# The tests' own code: what they test is compiled with the flags above.
TEST_CXXFLAGS        := -O0 -pipe
# The driver's objects that the tests link (solutions link the ones judging/build makes).
DRIVER_TEST_CXXFLAGS := -O1 -pipe
else
HOT_CXXFLAGS         := $(CXXFLAGS)
COLD_CXXFLAGS        := $(CXXFLAGS)
ENTRY_CXXFLAGS       := $(CXXFLAGS)
TEST_CXXFLAGS        := $(CXXFLAGS)
DRIVER_TEST_CXXFLAGS := $(CXXFLAGS)
endif
PCH       := $(BUILD)/pch
JUDGE     := $(BUILD)/judge
# The unit tests beside their modules (judge/<layer>/*_test.cpp), which make test runs, and the
# end-to-end tests (judge/tests/*_test.cpp: real processes in every language), which CI runs.
TESTS     := $(BUILD)/judge_tests
E2E_TESTS := $(BUILD)/judge_e2e_tests
JOBS      ?= $(shell nproc)
# Extra arguments for the judge, e.g. make judge ARGS='913 -v'
ARGS      ?=
# Compiler lines are shown with V=1 (as kbuild and ninja do); otherwise a short line per file.
V         ?=
Q         := $(if $(V),,@)
say        = $(if $(V),,@printf '  %-5s %s\n' $(1) $(2))

# judge/<layer>/*.cpp; *_test.cpp beside a module are its unit tests, judge/tests/ the end-to-end ones.
LAYERS        := base interactor process problem judging languages report timing commands
LAYER_SOURCES := $(foreach layer,$(LAYERS),$(wildcard judge/$(layer)/*.cpp))
# The sources compiled alone, outside the unity batches: each is the main of a program.
ALONE_SOURCES := judge/commands/main.cpp judge/process/sandbox_server_main.cpp
JUDGE_SOURCES := $(filter-out %_test.cpp $(ALONE_SOURCES),$(LAYER_SOURCES))
TEST_SOURCES  := $(filter %_test.cpp,$(LAYER_SOURCES)) $(wildcard judge/tests/*_test.cpp)

# Unity ("jumbo") batches: scripts/unity-sources.sh writes build/unity/<group>-<k>.cpp, each
# including up to a batch's number of sources of one group, so the templates they share are
# compiled once a batch (the rule that picks the members: docs/build.md). A source in a batch
# shares its anonymous namespace with the sources before it: its private names must differ from
# theirs, and it may have no file-scope `using namespace` (scripts/check-layers.sh checks that).
UNITY_BATCH   ?= 23
HOT_LAYERS    := base,interactor,process,judging
COLD_LAYERS   := commands,languages,problem,report,timing
UNITY_SOURCES := $(shell scripts/unity-sources.sh $(BUILD)/unity $(UNITY_BATCH) --group hot=$(HOT_LAYERS) \
                   --group cold=$(COLD_LAYERS) $(JUDGE_SOURCES))
JUDGE_OBJECTS := $(UNITY_SOURCES:$(BUILD)/unity/%.cpp=$(BUILD)/obj/unity/%.o)
HOT_OBJECTS   := $(filter $(BUILD)/obj/unity/hot-%,$(JUDGE_OBJECTS))
COLD_OBJECTS  := $(filter $(BUILD)/obj/unity/cold-%,$(JUDGE_OBJECTS))
# The tests' batches: one folder a group, the folders with fewest tests together in one.
TEST_UNITY_BATCH   := 17
SMALL_TEST_LAYERS  := base,process,report,commands
TEST_UNITY_SOURCES := $(shell scripts/unity-sources.sh $(BUILD)/unity-tests $(TEST_UNITY_BATCH) \
                        --group small=$(SMALL_TEST_LAYERS) $(TEST_SOURCES))
# The driver's own code, which its tests link (solutions get it from judging/build's prepare).
DRIVER_TEST_OBJECTS := $(BUILD)/obj/judge/driver/leetcode_io.o $(BUILD)/obj/judge/driver/leetcode_io_codecs.o \
                       $(BUILD)/obj/judge/driver/driver.o \
                       $(BUILD)/obj/judge/driver/design_runner.o
# The driver's objects first: make -j starts jobs in this order, and leetcode_io.o is one of the
# longest compiles (the unity batches come largest first). The batches of judge/tests/ (group
# "tests") and the driver's objects are the end-to-end program's alone.
TEST_BATCH_OBJECTS := $(TEST_UNITY_SOURCES:$(BUILD)/unity-tests/%.cpp=$(BUILD)/obj/unity-tests/%.o)
E2E_BATCH_OBJECTS  := $(filter $(BUILD)/obj/unity-tests/tests-%,$(TEST_BATCH_OBJECTS))
UNIT_TEST_OBJECTS  := $(filter-out $(E2E_BATCH_OBJECTS),$(TEST_BATCH_OBJECTS)) $(BUILD)/obj/judge/tests/test_main.o
E2E_TEST_OBJECTS   := $(DRIVER_TEST_OBJECTS) $(E2E_BATCH_OBJECTS) $(BUILD)/obj/judge/tests/test_main_e2e.o
TEST_OBJECTS       := $(DRIVER_TEST_OBJECTS) $(TEST_BATCH_OBJECTS) $(BUILD)/obj/judge/tests/test_main.o \
                      $(BUILD)/obj/judge/tests/test_main_e2e.o
# fmt is shared (Debian ships no static libfmt), and with it libstdc++; the rest links statically.
STATIC_LIBS   := -lyaml-cpp -lseccomp -lcrypto
JUDGE_LIBS    := $(STATIC_LIBS) -lfmt -pthread
TEST_LIBS     := -lgtest -pthread

REFERENCES    := $(wildcard testcases/*/reference/*.cpp)

.PHONY: all help deps print-unity-inputs FORCE judge test unit-test unit-test-e2e unit-test-slow unit-test-sanitized validate references gen-check add stress-selftest consistency compare bench clean

## all        build the judge and every solution, incrementally (the default)
all: $(JUDGE)
	@$(JUDGE) build -j $(JOBS)

## help       list the targets
help:
	@sed -n 's/^## \([a-z]\)/  make \1/p; s/^##  /        /p' $(MAKEFILE_LIST)

# The sources that go into unity batches, one a line (scripts/check-layers.sh checks them).
print-unity-inputs:
	@printf '%s\n' $(JUDGE_SOURCES) $(TEST_SOURCES)

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

## stress-selftest judge stress on every problem (no false alarms) and on the mutants (each caught and shrunk in 10 s;
##            CI runs it, make test leaves it out)
stress-selftest: deps $(JUDGE)
	@scripts/stress-selftest.sh

## compare    time every solution on every case, then scaling sweeps with fitted growth and plots:
##            build/report/<date-time>/REPORT.md (build/report/latest: the last run)
compare: deps $(JUDGE)
	@$(JUDGE) compare -j $(JOBS) $(ARGS)

## bench      solve times of the accepted solutions on the largest inputs, and the judge's cost per case
##            against a bare spawn of the same binary (Python and Java: against their own start):
##            two tables, also in build/report/BENCH.md
bench: deps $(JUDGE)
	@$(JUDGE) bench -j $(JOBS) $(ARGS)

## unit-test  the judge's GoogleTest suite only (a progress line while it runs)
unit-test: deps $(TESTS) $(JUDGE)
	@$(TESTS) --gtest_brief=1

## unit-test-e2e the end-to-end tests alone (judge/tests/: real processes in every language, the built
##            judge on fixture problems), which make test leaves out to stay a few minutes; CI runs them
unit-test-e2e: deps $(E2E_TESTS) $(JUDGE)
	@scripts/sharded-unit-tests.sh $(E2E_TESTS) '-Slow*' $(JOBS)

## unit-test-slow the slow tier alone (judge/tests/slow_tier.h: the tests that build a toolchain or a
##            driver of their own, or burn seconds by design), which make test leaves out; CI runs it
unit-test-slow: deps $(TESTS) $(E2E_TESTS) $(JUDGE)
	@scripts/sharded-unit-tests.sh $(TESTS) 'Slow*' $(JOBS)
	@scripts/sharded-unit-tests.sh $(E2E_TESTS) 'Slow*' $(JOBS)

## unit-test-sanitized the judge and its GoogleTest suite built with AddressSanitizer + UBSan in
##            build/asan/, the suite run in shards, each halting at its first finding (CI runs it; slow: not in make test)
# Not the slow tier, nor the driver contract (DriverContractTest), the suites of each language's
# driver and hostile programs (named <Language>DriverTest and <Language>HostileTest, so a new
# language needs no line here), the API problems in every language or the drivers' builds
# (EntryBuildTest), the compiler servers (CompilerServerTest), `judge compare`'s timed runs
# (Compare*Test), `judge try`'s and `judge timelimit`'s builds, or the solutions' sanitized twins
# (SanitizerTest; HostileSanitizerTest, the judge reading forged reports, stays), `judge new`'s,
# the answers-as-values and stress-programs end-to-end runs and the interrupted judges (their code's unit tests
# run sanitized): their time is
# the compilers', interpreters', JVMs' and solutions' (over half of the suite's), and the judge's
# code they reach (spawn, the builds, the sandbox and session servers, the interactor) the other
# suites run too. `?*HostileTest` leaves out HostileTest, the judge's own.
SANITIZED_SKIPS := Slow*:*DriverContractTest.*:*ErrorWordsTest.*:*SessionStateTest.*:*SessionStdinTest.*:*DriverTest.*:?*HostileTest.*:HostileLanguagesTest.*:ApiProblemTest.*:EntryBuildTest.*:CompilerServerTest.*:CompareBaselineTest.*:CompareCommandTest.*:TryCommandTest.*:TimelimitCommandTest.*:SanitizerTest.*:NewCommandEndToEndTest.*:AnswerValuesTest.*:HostileProgramsTest.*:InterruptTest.*
unit-test-sanitized: deps
	@$(MAKE) --no-print-directory -j $(JOBS) BUILD=$(BUILD)/asan SANITIZERS=address,undefined \
	  $(BUILD)/asan/judge $(BUILD)/asan/judge_tests $(BUILD)/asan/judge_e2e_tests
	@scripts/sharded-unit-tests.sh $(BUILD)/asan/judge_tests '*:-$(SANITIZED_SKIPS)' $(JOBS)
	@scripts/sharded-unit-tests.sh $(BUILD)/asan/judge_e2e_tests '*:-$(SANITIZED_SKIPS)' $(JOBS)

## clean      remove build/
clean:
	rm -rf $(BUILD)

# The sandbox server (process/sandbox_server_main.cpp), which the judge starts beside itself:
# static and small, so that a fork of it is cheap and its own memory is not counted as a run's.
SANDBOX_SERVER := $(BUILD)/lcjudge-sandbox
SANDBOX_SERVER_OBJECTS := $(BUILD)/obj/judge/process/sandbox_server_main.o $(BUILD)/obj/judge/process/sandbox.o \
                          $(BUILD)/obj/judge/process/sandbox_profile.o \
                          $(BUILD)/obj/judge/process/supervise.o $(BUILD)/obj/judge/process/process_limits.o \
                          $(BUILD)/obj/judge/process/namespace_setup.o $(BUILD)/obj/judge/process/run_descriptors.o \
                          $(BUILD)/obj/judge/process/session_server.o \
                          $(BUILD)/obj/judge/process/served_api_channel.o \
                          $(BUILD)/obj/judge/interactor/api_interactor.o $(BUILD)/obj/judge/interactor/leetcode_apis.o \
                          $(BUILD)/obj/judge/base/error.o
# Under SANITIZERS it takes UBSan alone: ASan cannot link statically, and its runtime's memory
# would be counted in every run's peak (above). Without the vptr check, whose static runtime
# needs libstdc++ after it on the line (and the server has no polymorphic class to check).
ifneq ($(SANITIZERS),)
$(SANDBOX_SERVER) $(SANDBOX_SERVER_OBJECTS): private REQUIRED_CXXFLAGS := \
  $(filter-out -fsanitize=%,$(REQUIRED_CXXFLAGS)) -fsanitize=undefined -fno-sanitize=vptr
endif
$(SANDBOX_SERVER): $(SANDBOX_SERVER_OBJECTS)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(LINK_FLAGS) $^ -o $@ -static -lseccomp

# yaml-cpp, libseccomp and libcrypto link statically: the judge starts once per command, and
# relocating them at each start would cost more than their size (docs/build.md).
$(JUDGE): $(JUDGE_OBJECTS) $(BUILD)/obj/judge/commands/main.o | $(SANDBOX_SERVER)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(LINK_FLAGS) $^ -o $@ -Wl,-Bstatic $(STATIC_LIBS) -Wl,-Bdynamic -lfmt -pthread

$(TESTS): $(UNIT_TEST_OBJECTS) $(JUDGE_OBJECTS) | $(SANDBOX_SERVER)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(LINK_FLAGS) $^ -o $@ $(JUDGE_LIBS) $(TEST_LIBS)

$(E2E_TESTS): $(E2E_TEST_OBJECTS) $(JUDGE_OBJECTS) | $(SANDBOX_SERVER)
	$(call say,LINK,$@)
	$(Q)$(CXX) $(LINK_FLAGS) $^ -o $@ $(JUDGE_LIBS) $(TEST_LIBS)

# Each object's own flags (above), `private` so that its prerequisite, the precompiled header, keeps
# the flags of its own rule below.
OWN_CXXFLAGS := $(ENTRY_CXXFLAGS)
$(HOT_OBJECTS): private OWN_CXXFLAGS := $(HOT_CXXFLAGS)
$(COLD_OBJECTS): private OWN_CXXFLAGS := $(COLD_CXXFLAGS)
$(TEST_OBJECTS): private OWN_CXXFLAGS := $(TEST_CXXFLAGS)
$(DRIVER_TEST_OBJECTS): private OWN_CXXFLAGS := $(DRIVER_TEST_CXXFLAGS)
# Links take CXXFLAGS too (-flto, --coverage need it), and LDFLAGS.
LINK_FLAGS = $(REQUIRED_CXXFLAGS) $(CXXFLAGS) $(LDFLAGS)

# Precompiled headers: judge/base/precompiled.h for the judge's optimised sources (g++ will not use
# an optimised one at -O0: the cold batches take none) and judge/tests/precompiled.h (with
# GoogleTest) for the tests; the driver's sources take none. Each is compiled with the flags of
# the objects that use it. g++ reads X.h.gch in place of the X.h given with -include, so each
# header is copied beside its .gch.
BASE_PCH_USERS := $(HOT_OBJECTS) $(SANDBOX_SERVER_OBJECTS) $(BUILD)/obj/judge/commands/main.o
TEST_PCH_USERS := $(filter-out $(DRIVER_TEST_OBJECTS),$(TEST_OBJECTS))
$(BASE_PCH_USERS): PCH_FLAGS = -include $(PCH)/base/precompiled.h
$(BASE_PCH_USERS): $(PCH)/base/precompiled.h.gch
$(TEST_PCH_USERS): PCH_FLAGS = -include $(PCH)/tests/precompiled.h
$(TEST_PCH_USERS): $(PCH)/tests/precompiled.h.gch
$(PCH)/base/precompiled.h.gch: OWN_CXXFLAGS := $(ENTRY_CXXFLAGS)
$(PCH)/tests/precompiled.h.gch: OWN_CXXFLAGS := $(TEST_CXXFLAGS)

# Every compile's flags, written to a file only when they change (a different CXXFLAGS, CXX or
# SANITIZERS): every object and precompiled header depends on it, so it is rebuilt with them.
COMPILE_FLAGS := $(BUILD)/compile-flags
$(COMPILE_FLAGS): FORCE
	@mkdir -p $(@D)
	@flags='$(CXX) | $(REQUIRED_CXXFLAGS) | $(HOT_CXXFLAGS) | $(COLD_CXXFLAGS) | $(ENTRY_CXXFLAGS) | $(TEST_CXXFLAGS) | $(DRIVER_TEST_CXXFLAGS)'; \
	  [ "$$flags" = "$$(cat $@ 2>/dev/null)" ] || printf '%s\n' "$$flags" >$@
FORCE:

$(PCH)/%/precompiled.h.gch: judge/%/precompiled.h $(COMPILE_FLAGS) | deps
	@mkdir -p $(@D)
	$(call say,PCH,$<)
	$(Q)cp $< $(@D)/precompiled.h
	$(Q)$(CXX) $(REQUIRED_CXXFLAGS) $(OWN_CXXFLAGS) -iquote judge -MMD -MP -x c++-header $< -o $@

# Objects depend on the headers they include (-MMD), and on deps being installed (order-only).
$(BUILD)/obj/%.o: %.cpp $(COMPILE_FLAGS) | deps
	@mkdir -p $(@D)
	$(call say,CXX,$<)
	$(Q)$(CXX) $(REQUIRED_CXXFLAGS) $(OWN_CXXFLAGS) -iquote judge $(PCH_FLAGS) -MMD -MP -c $< -o $@

# The end-to-end program's main: test_main.cpp, preparing the fixtures its tests share.
$(BUILD)/obj/judge/tests/test_main_e2e.o: judge/tests/test_main.cpp $(COMPILE_FLAGS) | deps
	@mkdir -p $(@D)
	$(call say,CXX,"$< (end-to-end)")
	$(Q)$(CXX) $(REQUIRED_CXXFLAGS) $(OWN_CXXFLAGS) -iquote judge $(PCH_FLAGS) -DLCJUDGE_END_TO_END_TESTS -MMD -MP -c $< -o $@

# The unity batches, the judge's (build/unity/) and the tests' (build/unity-tests/).
$(BUILD)/obj/unity%.o: $(BUILD)/unity%.cpp $(COMPILE_FLAGS) | deps
	@mkdir -p $(@D)
	$(call say,CXX,"$< ($$(grep -c '^#include' $<) sources)")
	$(Q)$(CXX) $(REQUIRED_CXXFLAGS) $(OWN_CXXFLAGS) -iquote judge $(PCH_FLAGS) -MMD -MP -c $< -o $@

-include $(shell find $(BUILD)/obj $(PCH) -name '*.d' 2>/dev/null)
