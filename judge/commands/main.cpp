#include "commands/cli.h"
#include "process/interrupt.h"

int main(int argc, char** argv) {
  lcjudge::install_interrupt_handling();
  return lcjudge::run_cli(argc, argv);
}
