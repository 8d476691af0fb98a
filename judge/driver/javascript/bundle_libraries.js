// Writes LeetCode's preloaded JavaScript libraries, as installed under <node_modules>, into one
// JSON file for the driver (lcjudge_driver.js) to show to a run: each package's JavaScript files
// by path, and each package's main file. The judge runs it trusted, once, when the libraries
// change (judging/javascript_build.cpp); a run evaluates a library's files only when the solution
// first reads its name.
//
//   node bundle_libraries.js <node_modules> <libraries.json>
'use strict';

const fs = require('fs');
const path = require('path');

// The packages a run may load, and which of their files: lodash's main is the whole library in
// one file; the others are small, each file of theirs is kept.
const PACKAGES = [
  ['lodash', ['lodash.js']],
  ['@datastructures-js/heap', null],
  ['@datastructures-js/priority-queue', null],
  ['@datastructures-js/queue', null],
  ['@datastructures-js/deque', null],
];

function javascriptFiles(folder, relative, found) {
  for (const entry of fs.readdirSync(path.join(folder, relative), {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = relative ? relative + '/' + entry.name : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') javascriptFiles(folder, name, found);
    else if (entry.isFile() && entry.name.endsWith('.js')) found.push(name);
  }
  return found;
}

function main([modules, output]) {
  const bundle = {files: {}, mains: {}};
  for (const [name, only] of PACKAGES) {
    const folder = path.join(modules, name);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    let main = (manifest.main || 'index.js').replace(/^\.\//, '');
    if (!main.endsWith('.js')) main += '.js';
    bundle.mains[name] = name + '/' + main;
    for (const file of only || javascriptFiles(folder, '', [])) {
      bundle.files[name + '/' + file] = fs.readFileSync(path.join(folder, file), 'utf8');
    }
    if (!(bundle.mains[name] in bundle.files)) throw new Error(name + ': its main file ' + main + ' is not bundled');
  }
  const temporary = output + '.tmp.' + process.pid;
  fs.writeFileSync(temporary, JSON.stringify(bundle));
  fs.renameSync(temporary, output);
}

main(process.argv.slice(2));
