/* What LeetCode's C editor gives a solution before its first line (C, gnu11): "most standard
 * library headers", uthash.h, and the structures its template's comment shows, exactly as that
 * comment declares them. Preincluded (-include) into the judge's file of LeetCode's calls
 * (build folder's leetcode_calls.c), which then includes the solution, so its lines stay its own.
 * The build defines LCJUDGE_C_LISTNODE, LCJUDGE_C_TREENODE, LCJUDGE_C_NODE and
 * LCJUDGE_C_NESTED_INTEGER for the structures the problem's signature uses and the solution does
 * not define itself (a solution's own helper `struct Node` on a problem without one is its own),
 * and LCJUDGE_NODE_NARY, _GRAPH, _RANDOM or _NEXT for what the problem's Node is (problem.yaml's
 * node:). */
#ifndef LCJUDGE_C_PRELUDE_H
#define LCJUDGE_C_PRELUDE_H

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <uthash.h>

#ifdef LCJUDGE_C_LISTNODE
struct ListNode {
    int val;
    struct ListNode *next;
};
#endif

#ifdef LCJUDGE_C_TREENODE
struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};
#endif

#ifdef LCJUDGE_C_NODE
#if defined(LCJUDGE_NODE_NARY)
struct Node {
    int val;
    int numChildren;
    struct Node** children;
};
#elif defined(LCJUDGE_NODE_GRAPH)
struct Node {
    int val;
    int numNeighbors;
    struct Node** neighbors;
};
#elif defined(LCJUDGE_NODE_RANDOM)
struct Node {
    int val;
    struct Node *next;
    struct Node *random;
};
#elif defined(LCJUDGE_NODE_NEXT)
struct Node {
    int val;
    struct Node *left;
    struct Node *right;
    struct Node *next;
};
#endif
#endif

#ifdef LCJUDGE_C_NESTED_INTEGER
/* LeetCode's C interface of NestedInteger, as its template's comment declares it. */
struct NestedInteger;
struct NestedInteger *NestedIntegerInit();
bool NestedIntegerIsInteger(struct NestedInteger *);
int NestedIntegerGetInteger(struct NestedInteger *);
void NestedIntegerSetInteger(struct NestedInteger *ni, int value);
void NestedIntegerAdd(struct NestedInteger *ni, struct NestedInteger *elem);
struct NestedInteger **NestedIntegerGetList(struct NestedInteger *);
int NestedIntegerGetListSize(struct NestedInteger *);
#endif

/* A solution's own measure of its work (judge/driver/driver.h), inside #ifdef LCJUDGE. */
extern unsigned long long lcjudge_work;

#endif
