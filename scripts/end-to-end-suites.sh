#!/usr/bin/env bash
# Prints the GoogleTest suites of the end-to-end tests (judge/tests/*_test.cpp: real processes,
# toolchains, the built judge) as one filter pattern, "*SuiteA.*:*SuiteB.*" (the leading '*' takes
# a parameterised suite's prefix, EveryLanguage/...). `make test` leaves them out, so that it
# stays a few minutes; `make unit-test-e2e` and CI run them (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -ohE '^(TEST|TEST_F|TEST_P|TYPED_TEST)\( *[A-Za-z0-9_]+' judge/tests/*_test.cpp |
  sed -E 's/^[A-Z_]+\( *//' | sort -u | sed 's/.*/*&.*/' | paste -sd: -
