# Time: O(n^3 / w) in practice  Space: O(n^2 / w), w the bits a machine word holds
# Retrograde analysis, as retrograde_bitsets.py, with sets of positions held as bit masks: a round
# resolves, from the positions resolved in the round before, every position one move earlier at
# once (Ruby's Integers do the set operations at C speed). Whatever is never resolved is a draw.
# A mask's nodes are read from its binary digits, and each node's bit is made once: every
# operation on a 200-bit Integer makes an object for the collector.
MOUSE_WIN, CAT_WIN = 0, 1
MOUSE_TURN, CAT_TURN = 0, 1

# The nodes of MASK.
def each_node(mask)
  digits = mask.to_s(2)
  last = digits.size - 1
  at = -1
  while (at = digits.index("1", at + 1))
    yield last - at
  end
end

# The positions one move before the fresh ones (FRESH: player's node => the other's nodes),
# through MOVES, less those already resolved (KNOWN[outcome][node]); yielded with their node.
def earlier_positions(fresh, moves, known)
  fresh.each do |node, others|
    earlier = 0
    each_node(others) { |other| earlier |= moves[other] }
    earlier &= ~(known[MOUSE_WIN][node] | known[CAT_WIN][node])
    yield node, earlier
  end
end

# @param {Integer[][]} graph
# @return {Integer}
def cat_mouse_game(graph)
  n = graph.size
  moves = graph.map { |neighbours| neighbours.sum(0) { |u| 1 << u } }  # moves[v]: the nodes next to v, as a mask
  cat_moves = moves.map { |mask| mask & ~1 }  # the cat never enters the hole

  # by_cat[outcome][turn][cat]: the mice, by_mouse[outcome][turn][mouse]: the cats of the positions
  # known to end in outcome; fresh_*: those resolved in the last round.
  by_cat = Array.new(2) { Array.new(2) { Array.new(n, 0) } }
  by_mouse = Array.new(2) { Array.new(2) { Array.new(n, 0) } }
  fresh_by_cat = Array.new(2) { Array.new(2) { Hash.new(0) } }
  fresh_by_mouse = Array.new(2) { Array.new(2) { Hash.new(0) } }
  bit = Array.new(n) { |v| 1 << v }
  # Resolves (mouse, cat) for each mouse of MICE (a cat's row: one operation), or for each cat of
  # CATS (a mouse's).
  resolve_mice = lambda do |outcome, turn, mice, cat|
    return if mice.zero?
    by_cat[outcome][turn][cat] |= mice
    fresh_by_cat[outcome][turn][cat] |= mice
    known, fresh, cat_bit = by_mouse[outcome][turn], fresh_by_mouse[outcome][turn], bit[cat]
    each_node(mice) do |mouse|
      known[mouse] |= cat_bit
      fresh[mouse] |= cat_bit
    end
  end
  resolve_cats = lambda do |outcome, turn, mouse, cats|
    return if cats.zero?
    by_mouse[outcome][turn][mouse] |= cats
    fresh_by_mouse[outcome][turn][mouse] |= cats
    known, fresh, mouse_bit = by_cat[outcome][turn], fresh_by_cat[outcome][turn], bit[mouse]
    each_node(cats) do |cat|
      known[cat] |= mouse_bit
      fresh[cat] |= mouse_bit
    end
  end

  (1...n).each do |cat|
    [MOUSE_TURN, CAT_TURN].each do |turn|
      resolve_mice.(MOUSE_WIN, turn, bit[0], cat)
      resolve_mice.(CAT_WIN, turn, bit[cat], cat)
    end
  end

  while fresh_by_cat.any? { |outcome| outcome.any? { |fresh| !fresh.empty? } }
    # The cat-turn positions resolved last round: the mouse moved into them.
    mouse_wins, cat_wins = fresh_by_cat[MOUSE_WIN][CAT_TURN], fresh_by_cat[CAT_WIN][CAT_TURN]
    # The mouse-turn positions resolved last round: the cat moved into them.
    mouse_losses, mouse_escapes = fresh_by_mouse[CAT_WIN][MOUSE_TURN], fresh_by_mouse[MOUSE_WIN][MOUSE_TURN]
    [fresh_by_cat, fresh_by_mouse].each { |fresh| fresh.each { |by_turn| by_turn.map! { Hash.new(0) } } }

    mouse_turn_by_cat = [by_cat[MOUSE_WIN][MOUSE_TURN], by_cat[CAT_WIN][MOUSE_TURN]]
    cat_turn_by_mouse = [by_mouse[MOUSE_WIN][CAT_TURN], by_mouse[CAT_WIN][CAT_TURN]]
    earlier_positions(mouse_wins, moves, mouse_turn_by_cat) do |cat, earlier|  # one winning move suffices for the mouse
      resolve_mice.(MOUSE_WIN, MOUSE_TURN, earlier, cat)
    end
    earlier_positions(cat_wins, moves, mouse_turn_by_cat) do |cat, earlier|  # the mouse loses when every move loses
      losing = by_cat[CAT_WIN][CAT_TURN][cat]
      lost = 0
      each_node(earlier) { |mouse| lost |= bit[mouse] if moves[mouse] != 0 && moves[mouse] & ~losing == 0 }
      resolve_mice.(CAT_WIN, MOUSE_TURN, lost, cat)
    end
    earlier_positions(mouse_losses, cat_moves, cat_turn_by_mouse) do |mouse, earlier|  # one winning move suffices for the cat
      resolve_cats.(CAT_WIN, CAT_TURN, mouse, earlier)
    end
    earlier_positions(mouse_escapes, cat_moves, cat_turn_by_mouse) do |mouse, earlier|  # the cat loses when every move loses
      losing = by_mouse[MOUSE_WIN][MOUSE_TURN][mouse]
      lost = 0
      each_node(earlier) { |cat| lost |= bit[cat] if cat_moves[cat] != 0 && cat_moves[cat] & ~losing == 0 }
      resolve_cats.(MOUSE_WIN, CAT_TURN, mouse, lost)
    end
  end

  return 1 if by_mouse[MOUSE_WIN][MOUSE_TURN][1][2] == 1
  return 2 if by_mouse[CAT_WIN][MOUSE_TURN][1][2] == 1
  0
end
