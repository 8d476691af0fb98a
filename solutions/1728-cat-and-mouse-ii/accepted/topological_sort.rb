# Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
# Retrograde analysis with move counts, as topological_sort.cpp and .py: breadth-first back from
# the terminal positions; the mouse wins iff the start is a mouse win within 1000 moves.
MAX_MOVES = 1000
UNDECIDED, MOUSE_WIN, CAT_WIN = 0, 1, 2
MOUSE_TURN, CAT_TURN = 0, 1

# Cells reachable in one move, staying put included. A jump can be reversed, so the same lists
# also give the cells a player came from.
def moves_for(grid, jump)
  rows, cols = grid.size, grid[0].size
  Array.new(rows * cols) do |cell|
    r0, c0 = cell.divmod(cols)
    next [] if grid[r0][c0] == "#"
    reach = [cell]
    [[-1, 0], [1, 0], [0, -1], [0, 1]].each do |dr, dc|
      r, c = r0, c0
      jump.times do
        r += dr
        c += dc
        break if r.negative? || r >= rows || c.negative? || c >= cols || grid[r][c] == "#"
        reach << r * cols + c
      end
    end
    reach
  end
end

# @param {String[]} grid
# @param {Integer} cat_jump
# @param {Integer} mouse_jump
# @return {Boolean}
def can_mouse_win(grid, cat_jump, mouse_jump)
  cols = grid[0].size
  cells = grid.size * cols
  cell_of = ->(c) { grid.join.index(c) }
  mouse_start, cat_start, food = cell_of.("M"), cell_of.("C"), cell_of.("F")
  wall = Array.new(cells) { |cell| grid[cell / cols][cell % cols] == "#" }
  moves = [moves_for(grid, mouse_jump), moves_for(grid, cat_jump)]

  # A position (mouse, cat, turn) is flattened to one id: (mouse * cells + cat) * 2 + turn.
  positions = cells * cells * 2
  result = Array.new(positions, UNDECIDED)
  moves_to_end = Array.new(positions, 0)
  degree = Array.new(positions, 0)
  resolved = []
  cells.times do |mouse|
    next if wall[mouse]
    cells.times do |cat|
      next if wall[cat]
      [MOUSE_TURN, CAT_TURN].each do |turn|
        pos = (mouse * cells + cat) * 2 + turn
        if mouse == cat || cat == food
          result[pos] = CAT_WIN
        elsif mouse == food
          result[pos] = MOUSE_WIN
        else
          degree[pos] = moves[turn][turn == MOUSE_TURN ? mouse : cat].size
          next
        end
        resolved << pos
      end
    end
  end

  # Breadth-first order gives the winner's shortest and the loser's longest move count.
  head = 0
  while head < resolved.size
    pos = resolved[head]
    head += 1
    turn = pos % 2
    mouse, cat = (pos / 2).divmod(cells)
    prev_turn = 1 - turn
    prev_mover_wins = prev_turn == MOUSE_TURN ? MOUSE_WIN : CAT_WIN
    moves[prev_turn][prev_turn == MOUSE_TURN ? mouse : cat].each do |from|
      prev = prev_turn == MOUSE_TURN ? (from * cells + cat) * 2 + prev_turn : (mouse * cells + from) * 2 + prev_turn
      next if result[prev] != UNDECIDED
      # One winning move suffices; a loss needs every move to lose.
      if result[pos] != prev_mover_wins
        degree[prev] -= 1
        next if degree[prev].positive?
      end
      result[prev] = result[pos]
      moves_to_end[prev] = moves_to_end[pos] + 1
      resolved << prev
    end
  end
  start = (mouse_start * cells + cat_start) * 2 + MOUSE_TURN
  result[start] == MOUSE_WIN && moves_to_end[start] <= MAX_MOVES
end
