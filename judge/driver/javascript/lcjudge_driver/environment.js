// environment.js: LeetCode's environment: its node classes (as its JavaScript template's comments
// define them) and its preloaded libraries (lodash, @datastructures-js), lazy globals evaluated from
// the bundle the build shows the run only when the solution first reads one.

const environmentSource = `(function() {
function ListNode(val, next) { this.val = (val === undefined ? 0 : val); this.next = (next === undefined ? null : next); }
function TreeNode(val, left, right) {
  this.val = (val === undefined ? 0 : val); this.left = (left === undefined ? null : left); this.right = (right === undefined ? null : right);
}
function NestedInteger(value) { this._integer = value === undefined ? null : value; this._list = value === undefined ? [] : null; }
NestedInteger.prototype.isInteger = function() { return this._list === null; };
NestedInteger.prototype.getInteger = function() { return this._integer; };
NestedInteger.prototype.setInteger = function(value) { this._integer = value; this._list = null; };
NestedInteger.prototype.add = function(elem) { if (this._list === null) { this._integer = null; this._list = []; } this._list.push(elem); };
NestedInteger.prototype.getList = function() { return this._list; };
return ({ListNode, TreeNode, NestedInteger,
  nary: function _Node(val, children) { this.val = val === undefined ? null : val; this.children = children === undefined ? [] : children; },
  graph: function _Node(val, neighbors) { this.val = val === undefined ? 0 : val; this.neighbors = neighbors === undefined ? [] : neighbors; },
  random: function _Node(val, next, random) { this.val = val; this.next = next === undefined ? null : next; this.random = random === undefined ? null : random; },
  next: function _Node(val, left, right, next) {
    this.val = val === undefined ? null : val; this.left = left === undefined ? null : left;
    this.right = right === undefined ? null : right; this.next = next === undefined ? null : next;
  }});
})()`;

// Made in the context the solution runs in, so that its prototypes are the solution's own to
// extend and nothing of the driver's is reachable through them.
function environmentClasses(nodeKind) {
  const made = vm.runInThisContext(environmentSource, {filename: 'lcjudge_environment.js'});
  const classes = {ListNode: made.ListNode, TreeNode: made.TreeNode, NestedInteger: made.NestedInteger};
  if (nodeKind && made[nodeKind]) classes.Node = made[nodeKind];
  return classes;
}

// A global the solution may assign or redeclare, made on first read by MAKE.
function defineLazyGlobal(name, make) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make();
      Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
      return value;
    },
    set(value) {
      Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
    },
  });
}

function defineGlobal(name, value) {
  Object.defineProperty(globalThis, name, {value, writable: true, configurable: true, enumerable: false});
}

// The libraries' bundle (judge/driver/javascript/bundle_libraries.js wrote it): each package's
// files by path, and each package's main file. Read and evaluated on first use only.
let bundle = null;
let bundlePath = '';
const loadedModules = new Map();

function readBundle() {
  if (bundle === null) {
    if (!bundlePath) throw new Error("LeetCode's libraries are not installed (run scripts/install-deps.sh)");
    bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  }
  return bundle;
}

function resolveModule(request, from) {
  const files = readBundle().files;
  if (!request.startsWith('.')) {
    const main = readBundle().mains[request];
    if (main === undefined) throw new Error("Cannot find module '" + request + "'");
    return main;
  }
  const parts = from.split('/');
  parts.pop();
  for (const part of request.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  for (const candidate of [base, base + '.js', base + '/index.js']) {
    if (Object.prototype.hasOwnProperty.call(files, candidate)) return candidate;
  }
  throw new Error("Cannot find module '" + request + "' from " + from);
}

function requireModule(path) {
  if (loadedModules.has(path)) return loadedModules.get(path).exports;
  const module = {exports: {}};
  loadedModules.set(path, module);
  const wrapper = vm.compileFunction(readBundle().files[path], ['exports', 'require', 'module', '__filename', '__dirname'],
                                     {filename: 'node_modules/' + path});
  wrapper.call(module.exports, module.exports, (request) => requireModule(resolveModule(request, path)), module,
               path, path.slice(0, path.lastIndexOf('/')));
  return module.exports;
}

function packageExport(packageName, name) {
  return () => {
    const exported = requireModule(resolveModule(packageName, ''));
    return name ? exported[name] : exported;
  };
}

// What LeetCode's JavaScript and TypeScript preload: lodash as `_`, the priority queues, queue
// and deque of @datastructures-js.
function defineLibraries() {
  defineLazyGlobal('_', packageExport('lodash', ''));
  for (const name of ['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue']) {
    defineLazyGlobal(name, packageExport('@datastructures-js/priority-queue', name));
  }
  defineLazyGlobal('Queue', packageExport('@datastructures-js/queue', 'Queue'));
  defineLazyGlobal('Deque', packageExport('@datastructures-js/deque', 'Deque'));
}
