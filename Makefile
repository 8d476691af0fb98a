# lcjudge: a local judge for LeetCode-style C++ solutions. `make help` lists the targets.

CXX       ?= g++
CXXFLAGS  ?= -O2 -pipe
CXXFLAGS  += -std=c++17 -Wall -Wextra
BUILD     := build
JUDGE     := $(BUILD)/judge
TESTS     := $(BUILD)/judge_tests
JOBS      ?= $(shell nproc)
# Extra arguments for the judge, e.g. make judge ARGS='913 -v'
ARGS      ?=

JUDGE_SOURCES := $(filter-out judge/main.cpp,$(wildcard judge/*.cpp))
JUDGE_OBJECTS := $(JUDGE_SOURCES:%.cpp=$(BUILD)/obj/%.o)
TEST_SOURCES  := $(wildcard judge/tests/*_test.cpp) judge/driver/leetcode_io.cpp judge/driver/driver.cpp
TEST_OBJECTS  := $(TEST_SOURCES:%.cpp=$(BUILD)/obj/%.o)
JUDGE_LIBS    := -lyaml-cpp -lseccomp -lcrypto -pthread
TEST_LIBS     := -lgtest -lgtest_main -pthread

REFERENCES    := $(wildcard testcases/*/reference/*.cpp)

.PHONY: all help deps judge test unit-test validate references gen-check add stress-selftest clean

## all        build the judge and every solution, incrementally (the default)
all: $(JUDGE)
	@$(JUDGE) build -j $(JOBS)

## help       list the targets
help:
	@sed -n 's/^## /  make /p' $(MAKEFILE_LIST)

## deps       install the missing Debian packages (a no-op when all are present)
deps:
	@scripts/install-deps.sh

## judge      judge every solution on every test case: a line per solution
judge: deps $(JUDGE)
	@$(JUDGE) run -j $(JOBS) $(ARGS)

## test       unit tests, validators, generated inputs, references, then the judge: fails unless every verdict is as declared
test: deps unit-test validate gen-check references stress-selftest $(JUDGE)
	@$(JUDGE) run -j $(JOBS) $(ARGS)

## validate   validate every committed input and answer, and check the validators reject the junk inputs
validate: deps
	@scripts/validate-all.sh

## references check every committed answer against the brute-force references (testcases/*/reference/)
references: deps $(JUDGE)
	@$(JUDGE) run -j $(JOBS) $(REFERENCES)

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

## stress-selftest judge stress on every problem (no false alarms) and on the mutants (each caught and shrunk in 10 s)
stress-selftest: deps $(JUDGE)
	@scripts/stress-selftest.sh

## unit-test  the judge's GoogleTest suite only
unit-test: deps $(TESTS) $(JUDGE)
	@$(TESTS) --gtest_brief=1

## clean      remove build/
clean:
	rm -rf $(BUILD)

$(JUDGE): $(JUDGE_OBJECTS) $(BUILD)/obj/judge/main.o
	$(CXX) $(CXXFLAGS) $^ -o $@ $(JUDGE_LIBS)

$(TESTS): $(TEST_OBJECTS) $(JUDGE_OBJECTS)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(JUDGE_LIBS) $(TEST_LIBS)

# Objects depend on the headers they include (-MMD), and on deps being installed (order-only).
$(BUILD)/obj/%.o: %.cpp | deps
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) -Ijudge -MMD -MP -c $< -o $@

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
