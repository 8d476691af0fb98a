<?php
// node_classes.php: LeetCode's node classes (ListNode, TreeNode, NestedInteger, Node of each kind),
// as its editor's comments define them, declared on first use (an autoloader), so that a solution
// may declare its own.

// LeetCode's node classes, as its editor's comments define them, declared on first use.
function lcj_autoload($name) {
  global $lcj_node_kind;
  if ($name === 'ListNode') {
    eval('class ListNode { public $val = 0; public $next = null;
      function __construct($val = 0, $next = null) { $this->val = $val; $this->next = $next; } }');
  } elseif ($name === 'TreeNode') {
    eval('class TreeNode { public $val = null; public $left = null; public $right = null;
      function __construct($val = 0, $left = null, $right = null) { $this->val = $val; $this->left = $left; $this->right = $right; } }');
  } elseif ($name === 'NestedInteger') {
    // As LeetCode's PHP template's comment gives it: an int, or a list (getList() of an int is []).
    eval('class NestedInteger { private $integer = null; private $list = [];
      function __construct($value = null) { if ($value !== null) $this->setInteger($value); }
      function isInteger(): bool { return $this->list === null; }
      function getInteger() { return $this->integer; }
      function setInteger($i): void { $this->integer = $i; $this->list = null; }
      function add($ni): void { if ($this->list === null) { $this->integer = null; $this->list = []; } $this->list[] = $ni; }
      function getList(): array { return $this->list ?? []; } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'nary') {
    eval('class Node { public $val = null; public $children = null;
      function __construct($val = 0) { $this->val = $val; $this->children = array(); } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'graph') {
    eval('class Node { public $val = null; public $neighbors = null;
      function __construct($val = 0) { $this->val = $val; $this->neighbors = array(); } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'random') {
    eval('class Node { public $val = null; public $next = null; public $random = null;
      function __construct($val = 0) { $this->val = $val; $this->next = null; $this->random = null; } }');
  } elseif ($name === 'Node' && $lcj_node_kind === 'next') {
    eval('class Node { public $val = null; public $left = null; public $right = null; public $next = null;
      function __construct($val = 0) { $this->val = $val; $this->left = null; $this->right = null; $this->next = null; } }');
  }
}
