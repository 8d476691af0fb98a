# Time: O(n^3 / w) in practice  Space: O(n^2 / w), w the bits a machine word holds
# Retrograde analysis, as the C++ topological solution, with sets of positions held as bit
# masks: a round resolves, from the positions resolved in the round before, every position one
# move earlier at once (Python's big integers do the set operations at C speed). Whatever is
# never resolved is a draw.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        MOUSE_WIN, CAT_WIN = 0, 1
        MOUSE_TURN, CAT_TURN = 0, 1
        moves = [0] * n  # moves[v]: the nodes next to v, as a mask
        for v, neighbours in enumerate(graph):
            for u in neighbours:
                moves[v] |= 1 << u
        cat_moves = [mask & ~1 for mask in moves]  # the cat never enters the hole

        # by_cat[outcome][turn][cat]: the mice, by_mouse[outcome][turn][mouse]: the cats of the
        # positions known to end in outcome; fresh_*: those resolved in the last round.
        by_cat = [[[0] * n for _ in range(2)] for _ in range(2)]
        by_mouse = [[[0] * n for _ in range(2)] for _ in range(2)]
        fresh_by_cat = [[{}, {}], [{}, {}]]
        fresh_by_mouse = [[{}, {}], [{}, {}]]

        def resolve(outcome, turn, mouse, cat):
            by_cat[outcome][turn][cat] |= 1 << mouse
            by_mouse[outcome][turn][mouse] |= 1 << cat
            fresh = fresh_by_cat[outcome][turn]
            fresh[cat] = fresh.get(cat, 0) | 1 << mouse
            fresh = fresh_by_mouse[outcome][turn]
            fresh[mouse] = fresh.get(mouse, 0) | 1 << cat

        def nodes(mask):
            while mask:
                low = mask & -mask
                yield low.bit_length() - 1
                mask ^= low

        for cat in range(1, n):
            for turn in (MOUSE_TURN, CAT_TURN):
                resolve(MOUSE_WIN, turn, 0, cat)
                resolve(CAT_WIN, turn, cat, cat)

        while any(fresh for outcome in fresh_by_cat for fresh in outcome):
            # The cat-turn positions resolved last round: the mouse moved into them.
            mouse_wins, cat_wins = fresh_by_cat[MOUSE_WIN][CAT_TURN], fresh_by_cat[CAT_WIN][CAT_TURN]
            # The mouse-turn positions resolved last round: the cat moved into them.
            mouse_losses, mouse_escapes = fresh_by_mouse[CAT_WIN][MOUSE_TURN], fresh_by_mouse[MOUSE_WIN][MOUSE_TURN]
            for outcome in range(2):
                for turn in range(2):
                    fresh_by_cat[outcome][turn] = {}
                    fresh_by_mouse[outcome][turn] = {}

            for cat, mice in mouse_wins.items():  # one winning move suffices for the mouse
                earlier = 0
                for mouse in nodes(mice):
                    earlier |= moves[mouse]
                earlier &= ~(by_cat[MOUSE_WIN][MOUSE_TURN][cat] | by_cat[CAT_WIN][MOUSE_TURN][cat])
                for mouse in nodes(earlier):
                    resolve(MOUSE_WIN, MOUSE_TURN, mouse, cat)
            for cat, mice in cat_wins.items():  # the mouse loses when every move loses
                earlier = 0
                for mouse in nodes(mice):
                    earlier |= moves[mouse]
                earlier &= ~(by_cat[MOUSE_WIN][MOUSE_TURN][cat] | by_cat[CAT_WIN][MOUSE_TURN][cat])
                losing = by_cat[CAT_WIN][CAT_TURN][cat]
                for mouse in nodes(earlier):
                    if moves[mouse] and not moves[mouse] & ~losing:
                        resolve(CAT_WIN, MOUSE_TURN, mouse, cat)
            for mouse, cats in mouse_losses.items():  # one winning move suffices for the cat
                earlier = 0
                for cat in nodes(cats):
                    earlier |= cat_moves[cat]
                earlier &= ~(by_mouse[MOUSE_WIN][CAT_TURN][mouse] | by_mouse[CAT_WIN][CAT_TURN][mouse])
                for cat in nodes(earlier):
                    resolve(CAT_WIN, CAT_TURN, mouse, cat)
            for mouse, cats in mouse_escapes.items():  # the cat loses when every move loses
                earlier = 0
                for cat in nodes(cats):
                    earlier |= cat_moves[cat]
                earlier &= ~(by_mouse[MOUSE_WIN][CAT_TURN][mouse] | by_mouse[CAT_WIN][CAT_TURN][mouse])
                losing = by_mouse[MOUSE_WIN][MOUSE_TURN][mouse]
                for cat in nodes(earlier):
                    if cat_moves[cat] and not cat_moves[cat] & ~losing:
                        resolve(MOUSE_WIN, CAT_TURN, mouse, cat)

        if by_mouse[MOUSE_WIN][MOUSE_TURN][1] >> 2 & 1:
            return 1
        if by_mouse[CAT_WIN][MOUSE_TURN][1] >> 2 & 1:
            return 2
        return 0
