// What LeetCode's TypeScript declares for its API problems (problem/api_catalogue.h), as its
// templates' comments show them. The judge's build gives this file to tsc beside
// lcjudge_globals.d.ts for an API problem only; the run gets the APIs from the driver.

// 278 and 157/158 hand their API to `var solution = function(isBadVersion: any) {...}`; the
// globals are there too, as the driver defines them.
declare function isBadVersion(version: number): boolean;
declare function read4(buf4: string[]): number;

// 374: a global.
declare function guess(num: number): number;

// 1095
declare class MountainArray {
  get(index: number): number;
  length(): number;
}

// 702's get and 1533's compareSub and length: one class, as _Node is for the node kinds.
declare class ArrayReader {
  get(index: number): number;
  compareSub(l: number, r: number, x: number, y: number): number;
  length(): number;
}

// 1428
declare class BinaryMatrix {
  get(row: number, col: number): number;
  dimensions(): number[];
}

// 843
declare class Master {
  guess(word: string): number;
}

// 1237
declare class CustomFunction {
  f(x: number, y: number): number;
}

// 1274: corners as [x, y]
declare class Sea {
  hasShips(topRight: number[], bottomLeft: number[]): boolean;
}
