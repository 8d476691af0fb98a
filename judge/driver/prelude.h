// What LeetCode's C++ editor gives a solution before its first line: every standard header and
// `using namespace std`. A pasted solution needs nothing else.
#pragma once

#include <bits/stdc++.h>

using namespace std;
