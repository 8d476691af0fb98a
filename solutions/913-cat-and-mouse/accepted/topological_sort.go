// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw. As LeetCode's Go editor takes it: no package line, sort/min unimported.
func catMouseGame(graph [][]int) int {
	const draw, mouseWin, catWin = 0, 1, 2
	const mouseTurn, catTurn = 0, 1
	n := len(graph)

	// result[mouse][cat][turn]; degree = moves not yet known to lose for the player to move.
	result := make([][][2]int, n)
	degree := make([][][2]int, n)
	for mouse := range result {
		result[mouse] = make([][2]int, n)
		degree[mouse] = make([][2]int, n)
		for cat := 1; cat < n; cat++ { // the cat never stands on the hole
			catHoleMoves := 0
			for _, to := range graph[cat] {
				if to == 0 {
					catHoleMoves++
				}
			}
			degree[mouse][cat][mouseTurn] = len(graph[mouse])
			degree[mouse][cat][catTurn] = len(graph[cat]) - catHoleMoves
		}
	}

	type position struct{ mouse, cat, turn int }
	var resolved []position // a queue: read from head
	for cat := 1; cat < n; cat++ {
		for _, turn := range []int{mouseTurn, catTurn} {
			result[0][cat][turn] = mouseWin
			resolved = append(resolved, position{0, cat, turn})
			result[cat][cat][turn] = catWin
			resolved = append(resolved, position{cat, cat, turn})
		}
	}

	for head := 0; head < len(resolved); head++ {
		p := resolved[head]
		outcome := result[p.mouse][p.cat][p.turn]
		// The position one move earlier had the other player to move, standing on a neighbour.
		prevTurn := 1 - p.turn
		prevMoverWins := catWin
		mover := p.cat
		if prevTurn == mouseTurn {
			prevMoverWins = mouseWin
			mover = p.mouse
		}
		for _, from := range graph[mover] {
			prevMouse, prevCat := p.mouse, p.cat
			if prevTurn == mouseTurn {
				prevMouse = from
			} else {
				prevCat = from
			}
			if prevCat == 0 || result[prevMouse][prevCat][prevTurn] != draw {
				continue
			}
			// One winning move suffices; a loss needs every move to lose.
			degree[prevMouse][prevCat][prevTurn]--
			if outcome == prevMoverWins || degree[prevMouse][prevCat][prevTurn] == 0 {
				result[prevMouse][prevCat][prevTurn] = outcome
				resolved = append(resolved, position{prevMouse, prevCat, prevTurn})
			}
		}
	}
	return result[1][2][mouseTurn]
}
