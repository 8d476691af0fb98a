// solution_script.js: the solution: its script read and evaluated in this context under its own
// file name, and its functions and classes found by name as LeetCode's calls find them.

const SOURCE_MAP_MARKER = '//# sourceMappingURL=data:application/json;base64,';  // tsc's, inline

function readSolution(path) {
  const source = fs.readFileSync(path, 'utf8');
  if (source.includes(SOURCE_MAP_MARKER)) solutionFile = 'solution.ts';
  return source;
}

// Runs the solution's script; its syntax error or its top-level code's exception propagates.
function evaluateSolution(source) {
  const script = new vm.Script(source, {filename: 'solution.js'});
  script.runInThisContext();
}

// The global binding NAME (a function, a class, or a let/const of the solution's script), or undefined.
function globalBinding(name) {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return undefined;
  return vm.runInThisContext('typeof ' + name + ' === "undefined" ? undefined : ' + name, {filename: 'lcjudge_lookup.js'});
}

// The function the descriptor's METHOD names: a global function, as LeetCode's templates write
// it, or a method of a Solution class if the solution wrote one instead.
function functionNamed(name, className) {
  const found = globalBinding(name);
  if (typeof found === 'function') return found;
  const exported = globalThis.exports;
  if (exported && typeof exported[name] === 'function') return exported[name];
  const cls = globalBinding(className || 'Solution');
  if (typeof cls === 'function') {
    return function(...args) {
      const instance = new cls();
      return instance[name](...args);
    };
  }
  return undefined;
}

function classNamed(name) {
  const found = globalBinding(name);
  if (typeof found === 'function') return found;
  const exported = globalThis.exports;
  if (exported && typeof exported[name] === 'function') return exported[name];
  return undefined;
}
