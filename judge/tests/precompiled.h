// The tests' precompiled header: the judge's (base/precompiled.h) and GoogleTest, which every
// test file includes. Tests are compiled at their own optimisation level (Makefile), so they
// need their own copy.
// A guard, not #pragma once, which g++ warns about in a header compiled on its own.
#ifndef LCJUDGE_TESTS_PRECOMPILED_H
#define LCJUDGE_TESTS_PRECOMPILED_H

#include "base/precompiled.h"

#include <gtest/gtest.h>

#endif
