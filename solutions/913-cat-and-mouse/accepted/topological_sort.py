# Time: O(n^3)  Space: O(n^2)
# Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
# resolved is a draw.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        DRAW, MOUSE_WIN, CAT_WIN = 0, 1, 2
        MOUSE_TURN, CAT_TURN = 0, 1
        n = len(graph)

        # result[mouse][cat][turn]; degree = moves not yet known to lose for the player to move.
        result = [[[DRAW, DRAW] for _ in range(n)] for _ in range(n)]
        degree = [[[0, 0] for _ in range(n)] for _ in range(n)]
        for mouse in range(n):
            for cat in range(1, n):  # the cat never stands on the hole
                degree[mouse][cat][MOUSE_TURN] = len(graph[mouse])
                degree[mouse][cat][CAT_TURN] = len(graph[cat]) - graph[cat].count(0)

        resolved = deque()  # (mouse, cat, turn)
        for cat in range(1, n):
            for turn in (MOUSE_TURN, CAT_TURN):
                result[0][cat][turn] = MOUSE_WIN
                resolved.append((0, cat, turn))
                result[cat][cat][turn] = CAT_WIN
                resolved.append((cat, cat, turn))

        while resolved:
            mouse, cat, turn = resolved.popleft()
            outcome = result[mouse][cat][turn]
            # The position one move earlier had the other player to move, standing on a neighbour.
            prev_turn = 1 - turn
            prev_mover_wins = MOUSE_WIN if prev_turn == MOUSE_TURN else CAT_WIN
            for source in graph[mouse if prev_turn == MOUSE_TURN else cat]:
                prev_mouse = source if prev_turn == MOUSE_TURN else mouse
                prev_cat = source if prev_turn == CAT_TURN else cat
                if prev_cat == 0 or result[prev_mouse][prev_cat][prev_turn] != DRAW:
                    continue
                # One winning move suffices; a loss needs every move to lose.
                degree[prev_mouse][prev_cat][prev_turn] -= 1
                if outcome == prev_mover_wins or degree[prev_mouse][prev_cat][prev_turn] == 0:
                    result[prev_mouse][prev_cat][prev_turn] = outcome
                    resolved.append((prev_mouse, prev_cat, prev_turn))
        return result[1][2][MOUSE_TURN]
