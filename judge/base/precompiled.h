// The system headers most of the judge's sources include, precompiled once (Makefile: build/pch/)
// and given to every judge source with -include: parsing them took a third of a typical file's
// compile. System headers only, so a change to one of the judge's own headers is always seen; no
// heavy template library (nlohmann-json, CLI11) either, since a precompiled header costs every
// file that loads it the templates it instantiates, used or not.
// A guard, not #pragma once, which g++ warns about in a header compiled on its own.
#ifndef LCJUDGE_BASE_PRECOMPILED_H
#define LCJUDGE_BASE_PRECOMPILED_H

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#endif
