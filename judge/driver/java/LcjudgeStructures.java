import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;

// LeetCode's text forms of its linked structures, as the C++ driver's structure_codecs.h reads
// and prints them:
//   ListNode  [2,4,3]                      TreeNode  level order with null: [3,9,20,null,null,15,7]
//   Node (nary)   [1,null,3,2,4,null,5,6]  Node (graph)  adjacency list: [[2,4],[1,3],[2,4],[1,3]]
//   Node (random) [[7,null],[13,0]]        Node (next)   in: a level-order tree; out: [1,#,2,3,#]
//   NestedInteger [[1,1],2,[1,1]]
// Node is compiled with the solution (node/<kind>/Node.java), so the driver reaches its fields
// by reflection. Printing stops after MAX_OUTPUT_NODES nodes (a cyclic answer) with a BadResult.
final class LcjudgeStructures {
  static final int MAX_OUTPUT_NODES = 10_000_000;

  // The problem's Node ("nary", "graph", "random", "next"), from the descriptor.
  static String nodeKind = "";

  private static Class<?> nodeClass;
  private static Constructor<?> nodeConstructor;
  private static Field val, next, random, left, right, children, neighbors;

  private LcjudgeStructures() {}

  // Finds Node's constructor and fields, once; null when the kind is known, else a message.
  static String bindNode(ClassLoader loader) {
    if (nodeClass != null) return null;
    if (nodeKind.isEmpty()) return "the problem declares no kind of Node (problem.yaml's node:)";
    try {
      nodeClass = Class.forName("Node", false, loader);
      nodeConstructor = nodeClass.getDeclaredConstructor(int.class);
      nodeConstructor.setAccessible(true);
      val = field("val");
      switch (nodeKind) {
        case "nary": children = field("children"); break;
        case "graph": neighbors = field("neighbors"); break;
        case "random": next = field("next"); random = field("random"); break;
        case "next": left = field("left"); right = field("right"); next = field("next"); break;
        default: return "unknown kind of Node \"" + nodeKind + "\"";
      }
      return null;
    } catch (ReflectiveOperationException e) {
      nodeClass = null;
      return "class Node (" + nodeKind + ") has no " + e.getMessage();
    }
  }

  private static Field field(String name) throws NoSuchFieldException {
    Field f = nodeClass.getDeclaredField(name);
    f.setAccessible(true);
    return f;
  }

  private static Object newNode(int v) {
    try {
      return nodeConstructor.newInstance(v);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build a Node: " + e, e);
    }
  }

  private static Object get(Field f, Object node) {
    try {
      return f.get(node);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void put(Field f, Object node, Object value) {
    try {
      f.set(node, value);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int valueOf(Object node) {
    try {
      return val.getInt(node);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---- Decoding -------------------------------------------------------------------------------

  static ArrayList<?> expectArray(Object value, LcjudgeLocation at, String type, String example) {
    if (!(value instanceof ArrayList)) throw at.fail("expected " + type + " (" + example + "), found " + LcjudgeJson.describe(value));
    return (ArrayList<?>) value;
  }

  static int decodeInt(Object value, LcjudgeLocation at) {
    if (!(value instanceof Long)) throw at.fail("expected int, found " + LcjudgeJson.describe(value));
    long v = (Long) value;
    if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) throw at.fail(v + " does not fit in int");
    return (int) v;
  }

  // Element INDEX of an array of int or null: null for null.
  private static Integer intOrNull(ArrayList<?> array, int index, LcjudgeLocation at) {
    Object element = array.get(index);
    if (element == LcjudgeJson.NULL) return null;
    at.push(index);
    int v = decodeInt(element, at);
    at.pop();
    return v;
  }

  static ListNode decodeList(Object json, LcjudgeLocation at) {
    ArrayList<?> a = expectArray(json, at, "ListNode", "a list such as [1,2,3]");
    ListNode head = null, tail = null;
    at.push(0);
    for (int k = 0; k < a.size(); ++k) {
      at.set(k);
      ListNode node = new ListNode(decodeInt(a.get(k), at));
      if (tail == null) head = node;
      else tail.next = node;
      tail = node;
    }
    at.pop();
    return head;
  }

  // A level-order binary tree as index links: values[k], and the indexes of its children (-1).
  private static final class Shape {
    int count;
    int[] values, lefts, rights;
  }

  private static Shape levelOrder(Object json, LcjudgeLocation at, String type) {
    ArrayList<?> a = expectArray(json, at, type, "level order such as [3,9,20,null,null,15,7]");
    Shape s = new Shape();
    int size = a.size();
    s.values = new int[size];
    s.lefts = new int[size];
    s.rights = new int[size];
    if (size == 0) return s;
    Integer root = intOrNull(a, 0, at);
    if (root == null) {
      at.push(0);
      throw at.fail("the root is null: an empty tree is []");
    }
    s.values[s.count++] = root;
    int i = 1;
    for (int parent = 0; i < size; ++parent) {
      if (parent == s.count) {
        Integer orphan = intOrNull(a, i, at);
        if (orphan != null) {
          at.push(i);
          throw at.fail("no parent left for " + orphan + ": the nodes before it have all their children");
        }
        ++i;
        continue;
      }
      for (int side = 0; side < 2; ++side) {
        int child = -1;
        if (i < size) {
          Integer v = intOrNull(a, i, at);
          if (v != null) {
            child = s.count;
            s.values[s.count++] = v;
          }
        }
        if (side == 0) s.lefts[parent] = child;
        else s.rights[parent] = child;
        ++i;
      }
    }
    return s;
  }

  static TreeNode decodeTree(Object json, LcjudgeLocation at) {
    Shape s = levelOrder(json, at, "TreeNode");
    if (s.count == 0) return null;
    TreeNode[] nodes = new TreeNode[s.count];
    for (int k = 0; k < s.count; ++k) nodes[k] = new TreeNode(s.values[k]);
    for (int k = 0; k < s.count; ++k) {
      if (s.lefts[k] > 0) nodes[k].left = nodes[s.lefts[k]];
      if (s.rights[k] > 0) nodes[k].right = nodes[s.rights[k]];
    }
    return nodes[0];
  }

  static Object decodeNode(Object json, LcjudgeLocation at) {
    switch (nodeKind) {
      case "next": {
        Shape s = levelOrder(json, at, "Node");
        if (s.count == 0) return null;
        Object[] nodes = new Object[s.count];
        for (int k = 0; k < s.count; ++k) nodes[k] = newNode(s.values[k]);
        for (int k = 0; k < s.count; ++k) {
          if (s.lefts[k] > 0) put(left, nodes[k], nodes[s.lefts[k]]);
          if (s.rights[k] > 0) put(right, nodes[k], nodes[s.rights[k]]);
        }
        return nodes[0];
      }
      case "nary": return decodeNary(json, at);
      case "graph": return decodeGraph(json, at);
      case "random": return decodeRandom(json, at);
      default: throw new IllegalStateException("Node without a kind");
    }
  }

  // The root, a null, then for each node in level order its children and a null.
  private static Object decodeNary(Object json, LcjudgeLocation at) {
    ArrayList<?> a = expectArray(json, at, "Node", "an N-ary tree in level order such as [1,null,3,2,4,null,5,6]");
    int size = a.size();
    if (size == 0) return null;
    Integer root = intOrNull(a, 0, at);
    if (root == null) {
      at.push(0);
      throw at.fail("the root is null: an empty tree is []");
    }
    ArrayList<Object> order = new ArrayList<>();
    order.add(newNode(root));
    put(children, order.get(0), new ArrayList<Object>());
    if (size > 1) {
      Integer v = intOrNull(a, 1, at);
      if (v != null) {
        at.push(1);
        throw at.fail("expected null after the root, found " + v);
      }
    }
    int parent = 0;
    for (int i = 2; i < size; ++parent, ++i) {
      for (; i < size; ++i) {
        Integer v = intOrNull(a, i, at);
        if (v == null) break;
        if (parent == order.size()) {
          at.push(i);
          throw at.fail("no parent left for " + v + ": every node before it has had its children");
        }
        Object child = newNode(v);
        put(children, child, new ArrayList<Object>());
        @SuppressWarnings("unchecked")
        List<Object> family = (List<Object>) get(children, order.get(parent));
        family.add(child);
        order.add(child);
      }
    }
    return order.get(0);
  }

  // Nodes 1..n, node i+1's neighbours at index i; the result is node 1.
  private static Object decodeGraph(Object json, LcjudgeLocation at) {
    ArrayList<?> a = expectArray(json, at, "Node", "a graph's adjacency list such as [[2,4],[1,3],[2,4],[1,3]]");
    int size = a.size();
    Object[] nodes = new Object[size];
    for (int k = 0; k < size; ++k) nodes[k] = newNode(k + 1);
    at.push(0);
    for (int k = 0; k < size; ++k) {
      at.set(k);
      ArrayList<?> neighbours = expectArray(a.get(k), at, "the neighbours of a node", "an array of node numbers");
      @SuppressWarnings("unchecked")
      List<Object> list = (List<Object>) get(neighbors, nodes[k]);
      if (list == null) {
        list = new ArrayList<>();
        put(neighbors, nodes[k], list);
      }
      at.push(0);
      for (int j = 0; j < neighbours.size(); ++j) {
        at.set(j);
        int n = decodeInt(neighbours.get(j), at);
        if (n < 1 || n > size) throw at.fail("no node " + n + ": the nodes are 1.." + size);
        list.add(nodes[n - 1]);
      }
      at.pop();
    }
    at.pop();
    return size == 0 ? null : nodes[0];
  }

  // [[val, random_index], ...]: node i at index i, its random pointer null or an index.
  private static Object decodeRandom(Object json, LcjudgeLocation at) {
    ArrayList<?> a = expectArray(json, at, "Node", "a list with random pointers such as [[7,null],[13,0],[11,4]]");
    int size = a.size();
    Object[] nodes = new Object[size];
    at.push(0);
    for (int k = 0; k < size; ++k) {
      at.set(k);
      Object pair = a.get(k);
      if (!(pair instanceof ArrayList) || ((ArrayList<?>) pair).size() != 2) {
        throw at.fail("expected [val, random_index] (random_index null or 0.." + (size - 1) + "), found " + LcjudgeJson.describe(pair));
      }
      Integer v = intOrNull((ArrayList<?>) pair, 0, at);
      if (v == null) {
        at.push(0);
        throw at.fail("expected the node's int, found null");
      }
      nodes[k] = newNode(v);
      if (k > 0) put(next, nodes[k - 1], nodes[k]);
    }
    for (int k = 0; k < size; ++k) {
      at.set(k);
      Integer index = intOrNull((ArrayList<?>) a.get(k), 1, at);
      if (index == null) continue;
      if (index < 0 || index >= size) {
        at.push(1);
        throw at.fail("no node at index " + index + ": the indexes are 0.." + (size - 1));
      }
      put(random, nodes[k], nodes[index]);
    }
    at.pop();
    return size == 0 ? null : nodes[0];
  }

  // An int, or a nested list of ints: [[1,1],2,[1,1]]. The JSON reader has already limited the
  // nesting (LcjudgeJson.MAX_DEPTH), so recursion here is bounded.
  static NestedInteger decodeNested(Object json, LcjudgeLocation at) {
    if (!(json instanceof ArrayList)) return new NestedInteger(decodeInt(json, at));
    ArrayList<?> a = (ArrayList<?>) json;
    NestedInteger list = new NestedInteger();
    at.push(0);
    for (int k = 0; k < a.size(); ++k) {
      at.set(k);
      list.add(decodeNested(a.get(k), at));
    }
    at.pop();
    return list;
  }

  // Printed without recursion: a solution may build one nested as deep as it likes.
  private static void encodeNested(NestedInteger value, StringBuilder out) {
    if (value == null) {
      out.append("null");
      return;
    }
    if (value.isInteger()) {
      out.append(value.getInteger().intValue());
      return;
    }
    ArrayDeque<List<NestedInteger>> lists = new ArrayDeque<>();
    ArrayDeque<int[]> next = new ArrayDeque<>();
    lists.push(value.getList());
    next.push(new int[] {0});
    out.append('[');
    int count = 0;
    while (!lists.isEmpty()) {
      List<NestedInteger> list = lists.peek();
      int[] at = next.peek();
      if (at[0] == list.size()) {
        out.append(']');
        lists.pop();
        next.pop();
        continue;
      }
      NestedInteger element = list.get(at[0]++);
      if (++count > MAX_OUTPUT_NODES) throw tooMany("NestedInteger");
      if (at[0] > 1) out.append(',');
      if (element == null) {
        out.append("null");
      } else if (element.isInteger()) {
        out.append(element.getInteger().intValue());
      } else {
        out.append('[');
        lists.push(element.getList());
        next.push(new int[] {0});
      }
    }
  }

  // ---- Encoding -------------------------------------------------------------------------------

  private static LcjudgeBadResult tooMany(String structure) {
    return new LcjudgeBadResult("the returned " + structure + " has more than " + MAX_OUTPUT_NODES + " nodes: is it cyclic?");
  }

  static void encode(Object value, String kind, StringBuilder out) {
    switch (kind) {
      case "ListNode": encodeList((ListNode) value, out); return;
      case "TreeNode": encodeTree((TreeNode) value, out); return;
      case "NestedInteger": encodeNested((NestedInteger) value, out); return;
      case "Node":
        switch (nodeKind) {
          case "nary": encodeNary(value, out); return;
          case "graph": encodeGraph(value, out); return;
          case "random": encodeRandom(value, out); return;
          case "next": encodeNextTree(value, out); return;
          default: throw new IllegalStateException("Node without a kind");
        }
      default:
        throw new LcjudgeBadResult("cannot print a " + kind);
    }
  }

  private static void encodeList(ListNode head, StringBuilder out) {
    out.append('[');
    int count = 0;
    for (ListNode node = head; node != null; node = node.next) {
      if (++count > MAX_OUTPUT_NODES) throw tooMany("list");
      if (count > 1) out.append(',');
      out.append(node.val);
    }
    out.append(']');
  }

  // Level order with null for a missing child, the trailing nulls dropped.
  private static void encodeTree(TreeNode root, StringBuilder out) {
    out.append('[');
    int kept = out.length();
    int count = 0;
    ArrayDeque<Object> queue = new ArrayDeque<>();  // TreeNode, or NO_NODE for a null child
    if (root != null) queue.add(root);
    while (!queue.isEmpty()) {
      Object item = queue.poll();
      if (++count > MAX_OUTPUT_NODES) throw tooMany("tree");
      if (count > 1) out.append(',');
      if (item == NO_NODE) {
        out.append("null");
        continue;
      }
      TreeNode node = (TreeNode) item;
      out.append(node.val);
      kept = out.length();
      queue.add(node.left == null ? NO_NODE : node.left);
      queue.add(node.right == null ? NO_NODE : node.right);
    }
    out.setLength(kept);
    out.append(']');
  }

  private static final Object NO_NODE = new Object();

  private static void encodeNary(Object root, StringBuilder out) {
    out.append('[');
    int kept = out.length();
    int count = 0;
    if (root != null) {
      out.append(valueOf(root)).append(",null");
      kept = out.length() - 5;
      count = 2;
    }
    ArrayDeque<Object> queue = new ArrayDeque<>();
    if (root != null) queue.add(root);
    while (!queue.isEmpty()) {
      Object node = queue.poll();
      List<?> family = (List<?>) get(children, node);
      if (family != null) {
        for (Object child : family) {
          if (++count > MAX_OUTPUT_NODES) throw tooMany("N-ary tree");
          out.append(',');
          if (child == null) {
            out.append("null");  // not LeetCode's form: printed so that the answer shows it is wrong
            continue;
          }
          out.append(valueOf(child));
          kept = out.length();
          queue.add(child);
        }
      }
      if (++count > MAX_OUTPUT_NODES) throw tooMany("N-ary tree");
      out.append(",null");
    }
    out.setLength(kept);
    out.append(']');
  }

  // The nodes reachable from START, breadth first; at most MAX_OUTPUT_NODES.
  private static ArrayList<Object> reachable(Object start) {
    ArrayList<Object> reached = new ArrayList<>();
    IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
    if (start != null) {
      reached.add(start);
      seen.put(start, Boolean.TRUE);
    }
    for (int k = 0; k < reached.size(); ++k) {
      List<?> list = (List<?>) get(neighbors, reached.get(k));
      if (list == null) continue;
      for (Object neighbour : list) {
        if (neighbour == null || seen.put(neighbour, Boolean.TRUE) != null) continue;
        if (reached.size() == MAX_OUTPUT_NODES) throw tooMany("graph");
        reached.add(neighbour);
      }
    }
    return reached;
  }

  private static final Comparator<Object> BY_VAL = new Comparator<Object>() {
    @Override
    public int compare(Object a, Object b) {
      return Integer.compare(valueOf(a), valueOf(b));
    }
  };

  // The graph reachable from START, node by node in order of val.
  private static void encodeGraph(Object start, StringBuilder out) {
    Object[] reached = reachable(start).toArray();
    Arrays.sort(reached, BY_VAL);  // stable, as the C++ driver's stable_sort
    out.append('[');
    int edges = 0;
    for (int k = 0; k < reached.length; ++k) {
      out.append(k > 0 ? ",[" : "[");
      List<?> list = (List<?>) get(neighbors, reached[k]);
      if (list != null) {
        int j = 0;
        for (Object neighbour : list) {
          if (++edges > MAX_OUTPUT_NODES) throw tooMany("graph");
          if (j++ > 0) out.append(',');
          if (neighbour == null) out.append("null");
          else out.append(valueOf(neighbour));
        }
      }
      out.append(']');
    }
    out.append(']');
  }

  private static ArrayList<Object> alongNext(Object head) {
    ArrayList<Object> nodes = new ArrayList<>();
    for (Object node = head; node != null; node = get(next, node)) {
      if (nodes.size() == MAX_OUTPUT_NODES) throw tooMany("list");
      nodes.add(node);
    }
    return nodes;
  }

  private static void encodeRandom(Object head, StringBuilder out) {
    ArrayList<Object> nodes = alongNext(head);
    IdentityHashMap<Object, Integer> index = new IdentityHashMap<>();
    for (int k = 0; k < nodes.size(); ++k) index.put(nodes.get(k), k);
    out.append('[');
    for (int k = 0; k < nodes.size(); ++k) {
      Object node = nodes.get(k);
      out.append(k > 0 ? ",[" : "[").append(valueOf(node)).append(',');
      Object target = get(random, node);
      if (target == null) {
        out.append("null]");
        continue;
      }
      Integer at = index.get(target);
      if (at == null) {
        throw new LcjudgeWrongResult("the random pointer of the node at index " + k + " (val " + valueOf(node) +
                                     ") points to a node that is not in the returned list");
      }
      out.append(at).append(']');
    }
    out.append(']');
  }

  // Each level from its first node along the next pointers, then '#'.
  private static void encodeNextTree(Object root, StringBuilder out) {
    out.append('[');
    int count = 0;
    for (Object level = root; level != null;) {
      Object below = null;
      for (Object node = level; node != null; node = get(next, node)) {
        if (++count > MAX_OUTPUT_NODES) throw tooMany("tree along its next pointers");
        if (count > 1) out.append(',');
        out.append(valueOf(node));
        if (below == null) below = get(left, node) != null ? get(left, node) : get(right, node);
      }
      if (++count > MAX_OUTPUT_NODES) throw tooMany("tree along its next pointers");
      if (count > 1) out.append(',');
      out.append('#');
      level = below;
    }
    out.append(']');
  }

  // ---- The copying problems' check (133, 138) ---------------------------------------------------

  // Whether the answer of this problem must share no node with its input.
  static boolean mustBeCopied() {
    return nodeKind.equals("graph") || nodeKind.equals("random");
  }

  static void collect(Object input, IdentityHashMap<Object, Boolean> nodes) {
    ArrayList<Object> all = nodeKind.equals("graph") ? reachable(input) : alongNext(input);
    for (Object node : all) nodes.put(node, Boolean.TRUE);
  }

  static void checkCopy(Object result, IdentityHashMap<Object, Boolean> input) {
    if (nodeKind.equals("graph")) {
      for (Object node : reachable(result)) {
        if (input.containsKey(node)) {
          throw new LcjudgeWrongResult("the copy shares node " + valueOf(node) + " with the input: the answer must be a deep copy, made of new nodes only");
        }
      }
      return;
    }
    ArrayList<Object> nodes = alongNext(result);
    for (int k = 0; k < nodes.size(); ++k) {
      Object node = nodes.get(k);
      String which = "node at index " + k + " (val " + valueOf(node) + ")";
      if (input.containsKey(node)) {
        throw new LcjudgeWrongResult("the copy shares the " + which + " with the input: the answer must be a deep copy, made of new nodes only");
      }
      Object target = get(random, node);
      if (target != null && input.containsKey(target)) {
        throw new LcjudgeWrongResult("the random pointer of the copy's " + which +
                                     " points to a node of the input: the answer must be a deep copy, made of new nodes only");
      }
    }
  }
}
