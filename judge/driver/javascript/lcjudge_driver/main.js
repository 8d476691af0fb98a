// main.js: the driver's entry: the mode the command line asks for, the last of the driver's
// top-level code (every module's constants are set before it runs).

const USAGE = "usage: lcjudge_driver.js run|check '<descriptor json>' <solution.js> [<libraries.json>]\n";

function main(argv) {
  if (argv.length < 3 || argv.length > 4 || (argv[0] !== 'run' && argv[0] !== 'check')) {
    writeStderr(USAGE);
    return 2;
  }
  let descriptor;
  try {
    descriptor = JSON.parse(argv[1]);
  } catch (error) {
    descriptor = null;
  }
  if (descriptor === null || typeof descriptor !== 'object' || !('kind' in descriptor)) {
    writeStderr('lcjudge: the descriptor: expected a JSON object with a "kind"\n');
    return 2;
  }
  bundlePath = argv[3] || '';
  if (!('exports' in globalThis)) defineGlobal('exports', {});  // tsc's CommonJS output of `export function`
  if (argv[0] === 'check') return check(descriptor, argv[2]);
  run(descriptor, argv[2]);
  return 0;
}

finish(main(process.argv.slice(2)));
