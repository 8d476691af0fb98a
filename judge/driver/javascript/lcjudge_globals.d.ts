// What LeetCode's TypeScript declares for a solution besides the standard library: its node
// classes (as its templates' comments define them) and its preloaded libraries. The judge's
// build compiles a .ts solution with this file beside it (judging/javascript_build.cpp); the
// run gets the classes and libraries from the driver (lcjudge_driver.js).

// Node's own globals (console, setTimeout and NodeJS.Timeout, process) from @types/node, in
// place of the DOM's, which tsc is not given (javascript_build.cpp's --lib): as on LeetCode, where
// a solution's own `class Node` compiles and `NodeJS.Timeout` names a timer.
/// <reference types="node" />

declare class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val?: number, next?: ListNode | null);
}

declare class TreeNode {
  val: number;
  left: TreeNode | null;
  right: TreeNode | null;
  constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null);
}

declare class NestedInteger {
  constructor(value?: number);
  isInteger(): boolean;
  getInteger(): number | null;
  setInteger(value: number): void;
  add(elem: NestedInteger): void;
  getList(): NestedInteger[];
}

// LeetCode's `_Node` of the N-ary tree, graph, random-pointer list and next-pointer problems:
// one class with every kind's fields (the run gives the kind its problem declares).
declare class _Node {
  val: number;
  children: _Node[];
  neighbors: _Node[];
  next: _Node | null;
  random: _Node | null;
  left: _Node | null;
  right: _Node | null;
  constructor(val?: number, ...rest: any[]);
}

declare const _: any;

declare const PriorityQueue: typeof import('@datastructures-js/priority-queue').PriorityQueue;
declare type PriorityQueue<T> = import('@datastructures-js/priority-queue').PriorityQueue<T>;
declare const MinPriorityQueue: typeof import('@datastructures-js/priority-queue').MinPriorityQueue;
declare type MinPriorityQueue<T> = import('@datastructures-js/priority-queue').MinPriorityQueue<T>;
declare const MaxPriorityQueue: typeof import('@datastructures-js/priority-queue').MaxPriorityQueue;
declare type MaxPriorityQueue<T> = import('@datastructures-js/priority-queue').MaxPriorityQueue<T>;
declare const Queue: typeof import('@datastructures-js/queue').Queue;
declare type Queue<T> = import('@datastructures-js/queue').Queue<T>;
declare const Deque: typeof import('@datastructures-js/deque').Deque;
declare type Deque<T> = import('@datastructures-js/deque').Deque<T>;
