//! LeetCode's ListNode and TreeNode as its Rust templates' comments define them (the same derives,
//! `new` made public: here it is another crate's), and how cases read and answers print them:
//! a list as [1,2,3], a tree in level order with null, trailing nulls dropped.
use crate::decode::{fail_at, ints, ints_or_nulls, Decode};
use crate::encode::Encode;
use crate::failure::bad_result;
use crate::reader::Reader;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
    pub val: i32,
    pub next: Option<Box<ListNode>>,
}

impl ListNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        ListNode { next: None, val }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}

/// structure_codecs.h's kMaxOutputNodes: printing a cyclic answer stops there.
const MAX_OUTPUT_NODES: usize = 10_000_000;

fn too_many_nodes(structure: &str) -> ! {
    bad_result(&format!(
        "the returned {} has more than {} nodes: is it cyclic?",
        structure, MAX_OUTPUT_NODES
    ))
}

impl Decode for Option<Box<ListNode>> {
    fn type_name() -> String {
        "ListNode*".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        let values = ints(r, "ListNode*", "a list such as [1,2,3]");
        let mut head = None;
        for &val in values.iter().rev() {
            head = Some(Box::new(ListNode { val, next: head }));
        }
        head
    }
}

impl Encode for Option<Box<ListNode>> {
    fn encode(&self, out: &mut String) {
        out.push('[');
        let mut node = self.as_deref();
        let mut count = 0;
        while let Some(n) = node {
            count += 1;
            if count > MAX_OUTPUT_NODES {
                too_many_nodes("list");
            }
            if count > 1 {
                out.push(',');
            }
            out.push_str(&n.val.to_string());
            node = n.next.as_deref();
        }
        out.push(']');
    }
}

type Tree = Option<Rc<RefCell<TreeNode>>>;

fn tree_node(val: i32) -> Rc<RefCell<TreeNode>> {
    Rc::new(RefCell::new(TreeNode::new(val)))
}

impl Decode for Tree {
    fn type_name() -> String {
        "TreeNode*".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        let values = ints_or_nulls(r, "TreeNode*", "level order such as [3,9,20,null,null,15,7]");
        if values.is_empty() {
            return None;
        }
        let Some(root) = values[0] else {
            fail_at(r, 0, "the root is null: an empty tree is []");
        };
        let mut level_order = vec![tree_node(root)];
        let mut i = 1;
        let mut parent = 0;
        while i < values.len() {
            if parent == level_order.len() {
                // Every node has its two children; only nulls may follow.
                if let Some(v) = values[i] {
                    fail_at(r, i, &format!("no parent left for {}: the nodes before it have all their children", v));
                }
                i += 1;
                continue;
            }
            for side in 0..2 {
                if i < values.len() {
                    if let Some(v) = values[i] {
                        let child = tree_node(v);
                        let mut node = level_order[parent].borrow_mut();
                        if side == 0 {
                            node.left = Some(child.clone());
                        } else {
                            node.right = Some(child.clone());
                        }
                        drop(node);
                        level_order.push(child);
                    }
                }
                i += 1;
            }
            parent += 1;
        }
        Some(level_order.swap_remove(0))
    }
}

impl Encode for Tree {
    fn encode(&self, out: &mut String) {
        out.push('[');
        let mut kept = out.len(); // the length without the trailing nulls
        let mut count = 0usize;
        let mut queue: VecDeque<Tree> = VecDeque::new();
        if let Some(root) = self {
            queue.push_back(Some(root.clone()));
        }
        while let Some(item) = queue.pop_front() {
            count += 1;
            if count > MAX_OUTPUT_NODES {
                too_many_nodes("tree");
            }
            if count > 1 {
                out.push(',');
            }
            let Some(node) = item else {
                out.push_str("null");
                continue;
            };
            let Ok(node) = node.try_borrow() else {
                bad_result("a node of the returned tree is still borrowed mutably");
            };
            out.push_str(&node.val.to_string());
            kept = out.len();
            queue.push_back(node.left.clone());
            queue.push_back(node.right.clone());
        }
        out.truncate(kept);
        out.push(']');
    }
}
