#include "commands/cli.h"
#include "judging/run_profile.h"
#include "process/interrupt.h"

int main(int argc, char** argv) {
  lcjudge::install_interrupt_handling();
  // Before any run or sandbox server: the judged languages' runtimes' folders and calls.
  lcjudge::set_sandbox_profile(lcjudge::judged_languages_sandbox_profile());
  return lcjudge::run_cli(argc, argv);
}
