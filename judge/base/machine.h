// A line describing the machine a measurement ran on, for reports: times mean little without it.
#pragma once

#include <string>

namespace lcjudge {

// "Intel(R) Xeon(R) CPU @ 2.20GHz, 2 CPUs, 7.8 GiB memory, Linux 6.1.0, g++ 12.2.0"; parts that
// cannot be read are left out.
std::string describe_machine();

// The local date and time, "2025-01-31 14:05 UTC+01:00"-like, for a report's heading.
std::string local_timestamp();

}  // namespace lcjudge
