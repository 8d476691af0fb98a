//! How cases read and answers print LeetCode's ListNode and TreeNode: a list as [1,2,3], a tree in
//! level order with null, trailing nulls dropped. The types themselves are the solution's crate's
//! own (the generated main defines them as LeetCode's Rust templates' comments do), as on LeetCode,
//! where a solution may implement a trait of std's for them (`impl Ord for ListNode`, for a
//! BinaryHeap): the driver reaches them through the shapes below, which the generated main
//! implements for them.
use crate::decode::{fail_at, ints, ints_or_nulls, Decode};
use crate::encode::Encode;
use crate::failure::bad_result;
use crate::reader::Reader;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// A singly-linked list's node: LeetCode's `ListNode { val, next: Option<Box<ListNode>> }`.
pub trait ListShape: Sized {
    fn list_node(val: i32, next: Option<Box<Self>>) -> Self;
    fn list_val(&self) -> i32;
    fn list_next(&self) -> Option<&Self>;
}

/// A binary tree's node: LeetCode's `TreeNode { val, left, right }`, shared as Rc<RefCell<..>>.
pub trait TreeShape: Sized {
    fn tree_node(val: i32) -> Self;
    fn tree_val(&self) -> i32;
    fn tree_children(&self) -> (Option<Rc<RefCell<Self>>>, Option<Rc<RefCell<Self>>>);
    fn set_tree_child(&mut self, right: bool, child: Rc<RefCell<Self>>);
}

/// structure_codecs.h's kMaxOutputNodes: printing a cyclic answer stops there.
const MAX_OUTPUT_NODES: usize = 10_000_000;

fn too_many_nodes(structure: &str) -> ! {
    bad_result(&format!(
        "the returned {} has more than {} nodes: is it cyclic?",
        structure, MAX_OUTPUT_NODES
    ))
}

impl<N: ListShape> Decode for Option<Box<N>> {
    fn type_name() -> String {
        "ListNode*".to_string()
    }
    fn decode(r: &mut Reader) -> Self {
        let values = ints(r, "ListNode*", "a list such as [1,2,3]");
        let mut head = None;
        for &val in values.iter().rev() {
            head = Some(Box::new(N::list_node(val, head)));
        }
        head
    }
}

impl<N: ListShape> Encode for Option<Box<N>> {
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
            out.push_str(&n.list_val().to_string());
            node = n.list_next();
        }
        out.push(']');
    }
}

fn tree_node<T: TreeShape>(val: i32) -> Rc<RefCell<T>> {
    Rc::new(RefCell::new(T::tree_node(val)))
}

impl<T: TreeShape> Decode for Option<Rc<RefCell<T>>> {
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
        let mut level_order: Vec<Rc<RefCell<T>>> = vec![tree_node(root)];
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
                        level_order[parent].borrow_mut().set_tree_child(side == 1, child.clone());
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

impl<T: TreeShape> Encode for Option<Rc<RefCell<T>>> {
    fn encode(&self, out: &mut String) {
        out.push('[');
        let mut kept = out.len(); // the length without the trailing nulls
        let mut count = 0usize;
        let mut queue: VecDeque<Option<Rc<RefCell<T>>>> = VecDeque::new();
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
            out.push_str(&node.tree_val().to_string());
            kept = out.len();
            let (left, right) = node.tree_children();
            queue.push_back(left);
            queue.push_back(right);
        }
        out.truncate(kept);
        out.push(']');
    }
}
