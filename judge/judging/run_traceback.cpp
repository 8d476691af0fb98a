#include "judging/run_traceback.h"

#include "judging/compile_diagnostics.h"

namespace lcjudge {

std::string shown_traceback(std::string_view record) {
  // Cut first: a forged record of megabytes is never decoded whole.
  record = record.substr(0, 4 * kTracebackBytes);
  std::string text;
  text.reserve(record.size());
  for (size_t i = 0; i < record.size(); ++i) {
    // "\\" and "\n" are the record's escapes; "\r" and anything else stay as written.
    const bool escape = record[i] == '\\' && i + 1 < record.size() && (record[i + 1] == 'n' || record[i + 1] == '\\');
    if (escape) ++i;
    text += escape && record[i] == 'n' ? '\n' : record[i];
  }
  return bounded_diagnostic(text, kTracebackLines, kTracebackBytes);
}

}  // namespace lcjudge
