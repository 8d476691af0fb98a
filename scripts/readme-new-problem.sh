#!/usr/bin/env bash
# Regenerates the `judge new` walk-through in docs/problems.md: in a scratch project (the repository's judge/
# linked in, no problems), sets up a linked-list problem and a design problem with build/judge as
# a new user would, and puts the commands and their real output between the page's markers.
# Nothing is written unless every step does what the walk-through says.
# Usage: scripts/readme-new-problem.sh   (after make judge)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

begin='<!-- transcript: judge new (scripts/readme-new-problem.sh) -->'
end='<!-- end of judge new transcript -->'
page=docs/problems.md
. scripts/readme-markers.sh
readme_require_markers readme-new-problem "$page" "$begin" "$end"
[ -x build/judge ] || { echo "readme-new-problem: no build/judge (run make judge)" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
project=$scratch/project
mkdir -p "$project/testcases" "$project/solutions"
ln -s "$root/judge" "$project/judge"
transcript=$scratch/transcript

# Shows a command as typed (a here-document's text too), runs it in the project, shows its output.
step() {
  local expected=$1 shown=$2
  shift 2
  echo "\$ $shown" >>"$transcript"
  local rc=0
  (cd "$project" && "$@") >>"$transcript" 2>&1 || rc=$?
  if [ "$rc" -ne "$expected" ]; then
    cat "$transcript" >&2
    echo "readme-new-problem: '$shown' exited $rc, expected $expected; $page left as it was" >&2
    exit 1
  fi
}
file() {  # writes PATH with the text on stdin, and shows it as a here-document
  local path=$1 text
  text=$(cat)
  mkdir -p "$(dirname "$project/$path")"
  printf '%s\n' "$text" >"$project/$path"
  { echo "\$ cat > $path <<'EOF'"; printf '%s\n' "$text"; echo "EOF"; } >>"$transcript"
}
judge="$root/build/judge"

file add_two_numbers.txt <<'STUB'
/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        
    }
};
STUB
step 0 "build/judge new 2-add-two-numbers --stub add_two_numbers.txt" "$judge" new 2-add-two-numbers --stub add_two_numbers.txt
step 0 "grep -v '^#' testcases/2-add-two-numbers/problem.yaml" grep -v '^#' testcases/2-add-two-numbers/problem.yaml
file testcases/2-add-two-numbers/sample/1.in <<'CASE'
[2,4,3]
[5,6,4]
CASE
file testcases/2-add-two-numbers/sample/1.ans <<'CASE'
[7,0,8]
CASE
file solutions/2-add-two-numbers/accepted/carry.cpp <<'SOLUTION'
class Solution {
public:
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        ListNode head;
        ListNode* tail = &head;
        for (int carry = 0; l1 || l2 || carry; carry /= 10) {
            if (l1) carry += l1->val, l1 = l1->next;
            if (l2) carry += l2->val, l2 = l2->next;
            tail = tail->next = new ListNode(carry % 10);
        }
        return head.next;
    }
};
SOLUTION
step 0 "build/judge run 2" "$judge" run 2
printf '[9,9]\n[1]\n' >"$project/case.txt"
echo "\$ printf '[9,9]\\n[1]\\n' > case.txt" >>"$transcript"
step 0 "build/judge add 2 case.txt --name carries-twice" "$judge" add 2 case.txt --name carries-twice
step 0 "cat testcases/2-add-two-numbers/secret/carries-twice.ans" cat testcases/2-add-two-numbers/secret/carries-twice.ans
echo >>"$transcript"

echo "\$ build/judge new 155-min-stack --stub -      # pasted, then Ctrl-D" >>"$transcript"
(cd "$project" && "$judge" new 155-min-stack --stub - >>"$transcript" 2>&1) <<'STUB'
class MinStack {
public:
    MinStack() {
        
    }
    
    void push(int val) {
        
    }
    
    void pop() {
        
    }
    
    int getMin() {
        
    }
};
STUB
step 0 "grep -v '^#' testcases/155-min-stack/problem.yaml" grep -v '^#' testcases/155-min-stack/problem.yaml
file testcases/155-min-stack/sample/1.in <<'CASE'
["MinStack","push","push","getMin","pop","getMin"]
[[],[-2],[-3],[],[],[]]
CASE
file testcases/155-min-stack/sample/1.ans <<'CASE'
[null,null,null,-3,null,-2]
CASE
file solutions/155-min-stack/accepted/pairs.cpp <<'SOLUTION'
class MinStack {
public:
    MinStack() {}
    void push(int val) { s.push_back({val, s.empty() ? val : min(val, s.back().second)}); }
    void pop() { s.pop_back(); }
    int getMin() { return s.back().second; }

private:
    vector<pair<int, int>> s;
};
SOLUTION
file solutions/155-min-stack/compile_error/getmin_takes_k.cpp <<'SOLUTION'
// getMin wants an argument that LeetCode's call `obj->getMin()` does not give: a compile error
// naming that call. (A long result, an overload or a defaulted parameter would compile, as there.)
class MinStack {
public:
    MinStack() {}
    void push(int val) { s.push_back(val); }
    void pop() { s.pop_back(); }
    int getMin(int k) { return *min_element(s.begin(), s.begin() + k); }

private:
    vector<int> s;
};
SOLUTION
step 0 "build/judge run 155" "$judge" run 155
file testcases/155-min-stack/secret/1.in <<'CASE'
["MinStack","push","top"]
[[],[1],[]]
CASE
echo '[null,null,1]' >"$project/testcases/155-min-stack/secret/1.ans"
step 2 "build/judge check-data 155" "$judge" check-data 155

# Scratch paths and timings vary from run to run: keep the transcript stable.
sed -i -e "s|$project/||g" -e 's/in [0-9.]* s$/in N s/' "$transcript"
{
  echo '```'
  cat "$transcript"
  echo '```'
} >"$scratch/block"
readme_replace_between "$page" "$begin" "$end" "$scratch/block"
echo "readme-new-problem: $page's judge new walk-through regenerated"
