<?php
// main.php: the driver's entry: the command line read, the autoloader and the shutdown function
// registered, and the mode it asks for run. The last module: every other's constants are defined
// before it runs.

$lcj_mode = $argv[1] ?? '';
if ($argc !== 4 || ($lcj_mode !== 'run' && $lcj_mode !== 'check')) {
  fwrite(STDERR, "usage: lcjudge_driver.php run|check '<descriptor json>' <solution.php>\n");
  exit(2);
}
$lcj_descriptor = json_decode($argv[2]);
if (!is_object($lcj_descriptor) || !isset($lcj_descriptor->kind)) {
  fwrite(STDERR, "lcjudge: the descriptor: expected a JSON object with a \"kind\"\n");
  exit(2);
}
$lcj_node_kind = $lcj_descriptor->node ?? '';
spl_autoload_register('lcj_autoload');
register_shutdown_function('lcj_at_shutdown');
if ($lcj_mode === 'check') lcj_finish(lcj_check($lcj_descriptor, $argv[3]));
lcj_run($lcj_descriptor, $argv[3]);
