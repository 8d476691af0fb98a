# Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
# Retrograde analysis with move counts, as topological_sort.cpp: breadth-first back from the
# terminal positions; the mouse wins iff the start is a mouse win within 1000 moves.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        MAX_MOVES = 1000
        UNDECIDED, MOUSE_WIN, CAT_WIN = 0, 1, 2
        MOUSE_TURN, CAT_TURN = 0, 1
        rows, cols = len(grid), len(grid[0])
        cells = rows * cols

        mouse_start = cat_start = food = 0
        for cell in range(cells):
            c = grid[cell // cols][cell % cols]
            if c == 'M':
                mouse_start = cell
            if c == 'C':
                cat_start = cell
            if c == 'F':
                food = cell

        def is_wall(cell):
            return grid[cell // cols][cell % cols] == '#'

        # Cells reachable in one move, staying put included. A jump can be reversed, so the same
        # lists also give the cells a player came from.
        def moves_for(jump):
            moves = [[] for _ in range(cells)]
            for cell in range(cells):
                if is_wall(cell):
                    continue
                moves[cell].append(cell)
                for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    r, c = cell // cols, cell % cols
                    for _ in range(jump):
                        r += dr
                        c += dc
                        if r < 0 or r >= rows or c < 0 or c >= cols or grid[r][c] == '#':
                            break
                        moves[cell].append(r * cols + c)
            return moves

        moves = (moves_for(mouseJump), moves_for(catJump))

        # A position (mouse, cat, turn) is flattened to one id.
        def pos_id(mouse, cat, turn):
            return (mouse * cells + cat) * 2 + turn

        positions = cells * cells * 2
        result = [UNDECIDED] * positions
        moves_to_end = [0] * positions
        degree = [0] * positions
        resolved = deque()
        for mouse in range(cells):
            for cat in range(cells):
                if is_wall(mouse) or is_wall(cat):
                    continue
                for turn in (MOUSE_TURN, CAT_TURN):
                    pos = pos_id(mouse, cat, turn)
                    if mouse == cat or cat == food:
                        result[pos] = CAT_WIN
                    elif mouse == food:
                        result[pos] = MOUSE_WIN
                    else:
                        degree[pos] = len(moves[turn][mouse if turn == MOUSE_TURN else cat])
                        continue
                    resolved.append(pos)

        # Breadth-first order gives the winner's shortest and the loser's longest move count.
        while resolved:
            pos = resolved.popleft()
            mouse, cat, turn = pos // 2 // cells, pos // 2 % cells, pos % 2
            prev_turn = 1 - turn
            prev_mover_wins = MOUSE_WIN if prev_turn == MOUSE_TURN else CAT_WIN
            for frm in moves[prev_turn][mouse if prev_turn == MOUSE_TURN else cat]:
                prev = pos_id(frm, cat, prev_turn) if prev_turn == MOUSE_TURN else pos_id(mouse, frm, prev_turn)
                if result[prev] != UNDECIDED:
                    continue
                # One winning move suffices; a loss needs every move to lose.
                if result[pos] != prev_mover_wins:
                    degree[prev] -= 1
                    if degree[prev] > 0:
                        continue
                result[prev] = result[pos]
                moves_to_end[prev] = moves_to_end[pos] + 1
                resolved.append(prev)
        start = pos_id(mouse_start, cat_start, MOUSE_TURN)
        return result[start] == MOUSE_WIN and moves_to_end[start] <= MAX_MOVES
