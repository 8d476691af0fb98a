// The retrograde analysis of accepted/topological_sort.go with one slip: the cat's degree counts
// its move into the hole, which it may not make. A cat position then waits for a losing move
// that never resolves, and some cat wins come out as draws.
func catMouseGame(graph [][]int) int {
	const draw, mouseWin, catWin = 0, 1, 2
	const mouseTurn, catTurn = 0, 1
	n := len(graph)
	result := make([][][2]int, n)
	degree := make([][][2]int, n)
	for mouse := range result {
		result[mouse] = make([][2]int, n)
		degree[mouse] = make([][2]int, n)
		for cat := 1; cat < n; cat++ {
			degree[mouse][cat][mouseTurn] = len(graph[mouse])
			degree[mouse][cat][catTurn] = len(graph[cat]) // the slip: the hole counted
		}
	}
	type position struct{ mouse, cat, turn int }
	var resolved []position
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
		prevTurn := 1 - p.turn
		prevMoverWins, mover := catWin, p.cat
		if prevTurn == mouseTurn {
			prevMoverWins, mover = mouseWin, p.mouse
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
			degree[prevMouse][prevCat][prevTurn]--
			if outcome == prevMoverWins || degree[prevMouse][prevCat][prevTurn] == 0 {
				result[prevMouse][prevCat][prevTurn] = outcome
				resolved = append(resolved, position{prevMouse, prevCat, prevTurn})
			}
		}
	}
	return result[1][2][mouseTurn]
}
