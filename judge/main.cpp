#include "cli.h"

int main(int argc, char** argv) { return lcjudge::run_cli(argc, argv); }
